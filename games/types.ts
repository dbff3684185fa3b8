/**
 * A game as one plain object: everything the generic layers ask of it. Its part of the compiler (sections, lowering,
 * checks, diff records: compiler/game-part.ts) and its part of the tournament layer (table rules:
 * runtime/tournament/table-rules.ts); its part of `reglament deal` (deal); its own kind of regulation tests (runTests). See docs/architecture.md.
 */
import type { CodeCatalog, GameCompilerPart } from '../compiler/index.js';
import type { GameCommandLine } from './command-line-types.js';
import type { CircumstanceWords, Lang, LedgerRuleNames, StandingsStyle } from '../present/index.js';
import type { Bilingual, CircumstanceField, GameTableRules, ProblemCode, RegulationIR, TimeRule } from '../runtime/index.js';

/** A problem of a game's deal file: code, message and the path in the file (the command gives it a position). */
export interface GameDealProblem {
  readonly code: ProblemCode;
  readonly message: string;
  readonly path: ReadonlyArray<string | number>;
  readonly atKey?: boolean;
  /** The message in both languages, where the game has it (shown in the language asked for). */
  readonly text?: { readonly ru: string; readonly en: string };
}

/**
 * A game's part of `reglament deal`: reads a deal file's value (already parsed by the input layer), settles it under
 * the regulation and presents it (text in the language, or the `--json` document): the output, or the problems, or
 * both (a deal presented whole whose settlement still has problems: the command prints it and fails).
 */
export interface GameDeal {
  run(ir: RegulationIR, value: unknown, o: { json?: boolean; lang: Lang }):
    | { output: string; problems?: readonly GameDealProblem[] }
    | { problems: readonly GameDealProblem[] };
}

/** One sample `reglament demo` shows: its text (in the run's language) and its `--json` object. */
export interface DemoSample {
  readonly text: string;
  readonly json: object;
}

/** What `reglament demo` shows of a regulation of a game: a few samples and the size of the regulation in a line. */
export interface GameDemo {
  samples(ir: RegulationIR, lang: Lang): DemoSample[];
  summary(ir: RegulationIR): string;
}

/** The outcome of one regulation test of a game's own kind: the test (its name and where it is written), and what failed. */
export interface RegulationTestOutcome {
  readonly test: { readonly name: string; readonly origin: { readonly file: string; readonly line: number } };
  readonly ok: boolean;
  /** What differs from the expectation, one line each in both languages (empty when ok). */
  readonly problems: Bilingual[];
}

/**
 * How the judge's desk prints and takes the tables of a game: the printouts' seats and score sheet, and what the
 * players send from a phone.
 */
export interface GameDesk {
  /** The seats' names on table cards and score sheets: the winds (East, South, ...) or the numbers drawn (1, 2, ...). */
  readonly seats: 'winds' | 'numbers';
  /**
   * Draws the grid of a table's printed score sheet: a row per deal (the mahjong games', games/deal-score-sheet.ts),
   * or a pulya's final sheet (pool, mountain, whists on each other player). The server prints it; the pages are not
   * sent it (GameDeskView).
   */
  readonly scoreSheet: ScoreSheetGrid;
  /** What the players of a table send: its deals one by one, or the table's one result (a pulya, a hanchan sheet). */
  readonly playerEntry: 'deal' | 'result';
  /** Its deals are mahjong hands: the deal forms offer the regulation's declared tags and win flags. */
  readonly hands: boolean;
  /**
   * The desk's form of a table: its deals one by one in vists (classical mahjong: vists, hands or a redeal), in game
   * points (a deal's points or its events, Sichuan), by the winner's fans (MCR's score sheet); a riichi hanchan's
   * sheet; or a pulya.
   */
  readonly tableForm: 'vists' | 'points' | 'fans' | 'hanchan' | 'pulya';
  /** Its tiles have honours and flowers beside the three suits (the hand palette offers them). */
  readonly honours: boolean;
  /** The judge writes penalties at its tables outside any deal. */
  readonly penalties: boolean;
}

/** What the desk's pages are sent of a game's desk part, with the regulation (JSON): all but what the server prints. */
export type GameDeskView = Omit<GameDesk, 'scoreSheet'>;

/** A table as the desk's printed score sheet gives it to the game's grid (GameDesk.scoreSheet). */
export interface ScoreSheetTable {
  readonly ir: RegulationIR;
  /** The players at the table in seat order, as the sheet's seats list them (from its first deal on). */
  readonly players: readonly string[];
  /** The players' names by id (the event's players'). */
  readonly names: ReadonlyMap<string, string>;
  /** How many deal rows a sheet of deals has (the page's `?rows=`). */
  readonly rows: number;
  /** The first deal the sheet is for: 1, or the next deal after a change of seats or a substitution. */
  readonly firstDeal: number;
  /** The seats of deal d (from 1) in seat order, moved by the regulation's seat chart after a wind round. */
  seatsOf(deal: number): readonly string[];
  readonly lang: Lang;
}

/**
 * Draws a table's grid on its printed score sheet: an HTML `<table class="grid">`, its texts in the sheet's language.
 * The page's style sheet gives its cells `n` (a number), `wide` (a wide cell to write in), `x` (a cell struck out)
 * and its row `total` (the totals).
 */
export type ScoreSheetGrid = (table: ScoreSheetTable) => string;

/**
 * A game's compile part (`games/<game>/compile.ts`): its part of the compiler (compiler/game-part.ts) and its
 * diagnostic codes, all that `check` needs of it. A file of its own, which imports none of the rest of the game (its
 * tables, deals, desk, demo, command line, tests), so that `check` (cli/commands/check-compile.ts, through
 * games/compile-list.ts) loads only this of each game.
 */
export interface GameCompilePart extends GameCompilerPart {
  /** The diagnostic codes only it emits (`games/<game>/codes.ts`), which games/compile-list.ts and games/list.ts register. */
  readonly codes?: CodeCatalog;
}

/** One game: its compile part (`games/<game>/compile.ts`, spread into its module) and the rest. */
export interface GameModule extends GameCompilePart {
  /** Its name as the desk shows it beside a regulation's (in a sentence: «Игра: преферанс»). */
  readonly name: Bilingual;
  /** What the event runner asks of the game's tables (absent: classical mahjong's deals and penalties). */
  readonly table?: GameTableRules;
  /** The circumstances its deals state for the winner under `win:` (absent: classical mahjong's, CORE_DEAL_WIN). */
  readonly dealWin?: readonly CircumstanceField[];
  /** Its own words for circumstances of a hand in a form (riichi: tenhou for the heavenly hand); the rest are everyone's. */
  readonly circumstanceNames?: Partial<Record<CircumstanceField, CircumstanceWords>>;
  /** The names of the rules its deals' ledgers write beyond the regulation's penalties (present/ prints them). */
  readonly ledgerRules?: LedgerRuleNames;
  /** How its events' standings show a table's result (absent: a mahjong game's, vists and the column of wins, Mahjongs). */
  readonly standings?: StandingsStyle;
  /** How the desk prints and takes its tables (absent: a mahjong game's: wind seats, a sheet of deals, deals sent, hands). */
  readonly desk?: GameDesk;
  /** Its part of `reglament deal` (absent: classical mahjong's deal file, cli/commands/deal.ts). */
  readonly deal?: GameDeal;
  /**
   * The commands that work on its regulations (absent: the mahjong commands, `score` and `deal`): the hint when a
   * command is given a regulation of another game.
   */
  readonly commands?: readonly string[];
  /** What it adds to the command line (its own commands, its examples), also listed light in games/command-line.ts. */
  readonly commandLine?: GameCommandLine;
  /** What `reglament demo` shows of its regulations (absent: the first hand tests, scored). */
  readonly demo?: GameDemo;
  /** Runs its own kind of regulation tests (preference: the pulya tests); none when the regulation has none. */
  runTests?(ir: RegulationIR): readonly RegulationTestOutcome[];
  /** Its rules of the round's clock under a regulation (the round timer announces them); none when absent. */
  timeRules?(ir: RegulationIR): readonly TimeRule[];
}
