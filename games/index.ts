/**
 * games: the one list of the games (list.ts), and the compiler's entry points with it given. Everything that computes or
 * presents one game lives in games/<game>/ (a GameModule); the generic layers (compiler/, runtime/) take this list
 * and never import games/. Beside the list: what every game's events share (event-file.ts: event, entry and players
 * files and their checks) and where the bundled regulations are (regulations-dir.ts). May import present/, compiler/,
 * runtime/ and the store's entry types; no game imports another game.
 * A new game: its folder, one line in list.ts (docs/architecture.md, "A new game").
 */
import {
  compileRegulationFile as compileWith, diffRegulations as diffWith, diffSectionsOf, listRules as listWith, registeredCodes,
  registeredCodesRu, type CodeInfo, type CodeTextRu, type CompileOptions, type CompileResult, type DiffSection, type RegulationChange,
  type ReadFile, type RuleRecord,
} from '../compiler/index.js';
import {
  CORE_DEAL_WIN, dealWinCircumstances, sortTimeRules, type Bilingual, type ListedCircumstance, type RegulationIR, type TableRecord, type TableRules, type TimeRule,
} from '../runtime/index.js';
import { fullRuleReader } from '../compiler/rule-reader.js';
import { classicalDeal } from './classical/index.js';
import { withCodesRegistered } from './register-codes.js';
import { GAMES } from './list.js';
import { runRegulationTestsWith, type TestOutcome } from './run-tests.js';
import { scoreFormFields, type ScoreFormField } from './score-form.js';
import { checkEntryValue as checkEntryWith, loadEntryFile as loadEntryWith, loadEventFile as loadEventWith, type LoadedEvent } from './event-file.js';
import type { GameDeal, GameDemo, GameDesk, GameDeskView, RegulationTestOutcome } from './types.js';
import { dealScoreSheet } from './deal-score-sheet.js';
import type { Lang, LedgerRuleNames, StandingsStyle } from '../present/index.js';

export type { DemoSample, GameDeal, GameDealProblem, GameDemo, GameDesk, GameDeskView, GameModule, RegulationTestOutcome, ScoreSheetGrid, ScoreSheetTable } from './types.js';
export type { GameCommandAction, GameCommandContext } from './command-line-types.js';
export * from './preference/index.js';
export * from './sichuan/index.js';
export { readRiichiHanchan, settleRiichiHanchan, riichiSheet, type RiichiHanchanResult, type RiichiParty, type RiichiSheet } from './riichi/index.js';
export { pulyaJson, renderPulyaText } from './preference/render-pulya.js';
export { pulyaFileDiagnostics, readPulyaFile, type ReadPulyaFile } from './preference/pulya-file.js';
export type { PulyaTestOutcome } from './preference/run-tests.js';
export type { TestOutcome } from './run-tests.js';
export type { ScoreFormField } from './score-form.js';
export { checkEventData, loadPlayersFile, newEventProblems, refuseNewProblems, refuseNewProblemsUnder, type LoadedEvent, type PlacedEventProblem } from './event-file.js';
export { regulationsDir } from './regulations-dir.js';
export { GAMES } from './list.js';

/** Every diagnostic code with its entry and its Russian texts: the core's and every game's (docs/diagnostics.md). */
export function everyDiagnosticCode(): { codes: Readonly<Record<string, CodeInfo>>; russian: Readonly<Record<string, CodeTextRu>> } {
  withCodesRegistered(GAMES);
  return { codes: registeredCodes(), russian: registeredCodesRu() };
}

/** Every section of the diff and the assumptions register in report order, the games' own among them. */
export const DIFF_SECTIONS: readonly DiffSection[] = diffSectionsOf(GAMES);

/** The title of a game's own diff section (`sichuan`: Deal (Sichuan)); undefined for a core section. */
export function gameSectionTitle(section: DiffSection): Bilingual | undefined {
  return GAMES.find((g) => g.diffSection?.id === section)?.diffSection?.title;
}

/** Compiles a regulation file of any game (compiler's compileRegulationFile with GAMES). Never throws on user input. */
export function compileRegulationFile(file: string, options: Omit<CompileOptions, 'games' | 'fullRuleReader'> = {}): CompileResult {
  return compileWith(file, { ...options, games: GAMES, fullRuleReader });
}

/** The changes from regulation `a` to `b`, the games' rules too (compiler's diffRegulations with GAMES). */
export function diffRegulations(a: RegulationIR, b: RegulationIR): RegulationChange[] {
  return diffWith(a, b, GAMES);
}

/** Every rule of a regulation as a comparable record, the games' rules too (compiler's listRules with GAMES). */
export function listRules(ir: RegulationIR): RuleRecord[] {
  return listWith(ir, GAMES);
}

/** Every game's whole-table records (a pulya, a hanchan), whatever the regulation. */
const TABLE_RECORDS: readonly TableRecord[] = GAMES.flatMap((g) => g.table?.record ?? []);

/** Reads an event file and checks it, the games' records too (event-file.ts loadEventFile with every game's records). */
export function loadEventFile(file: string, readFile?: ReadFile): LoadedEvent {
  return loadEventWith(file, TABLE_RECORDS, readFile);
}

/** Checks a protocol entry's value, a result's records too (event-file.ts checkEntryValue with every game's records). */
export function checkEntryValue(value: unknown, allowNull = false, lang: Lang = 'en'): ReturnType<typeof checkEntryWith> {
  return checkEntryWith(value, TABLE_RECORDS, allowNull, lang);
}

/** Reads a protocol entry file and checks it (event-file.ts loadEntryFile with every game's records). */
export function loadEntryFile(file: string, allowNull = false, lang: Lang = 'en'): ReturnType<typeof loadEntryWith> {
  return loadEntryWith(file, TABLE_RECORDS, allowNull, lang);
}

/**
 * The table rules of a regulation for the event runner (evaluateEvent, computeEventStandingsOf, seatRound): its game's
 * reading of deals and penalties (none: classical mahjong's) and every game's whole-table records (a pulya, a hanchan).
 */
export function tableRulesOf(ir: RegulationIR): TableRules {
  const deals = GAMES.find((g) => g.game === ir.game)?.table?.deals;
  return {
    game: ir.game, ...(deals !== undefined ? { deals } : {}), records: TABLE_RECORDS,
    dealForms: GAMES.flatMap((g) => g.table?.dealForms ?? []), dealWin: dealWinOf(ir),
  };
}

/** The circumstances a deal under this regulation states for its winner under `win:` (its game's list, else classical mahjong's). */
export function dealWinOf(ir: RegulationIR): readonly ListedCircumstance[] {
  return dealWinCircumstances(GAMES.find((g) => g.game === ir.game)?.dealWin ?? CORE_DEAL_WIN);
}

/** The fields of the desk's score form under this regulation: the circumstances it reads, in its game's words. */
export function scoreFormOf(ir: RegulationIR): ScoreFormField[] {
  return scoreFormFields(ir, GAMES);
}

/** The names of the rules a deal's ledger under this regulation writes beyond its penalties (its game's; none: classical). */
export function ledgerRuleNamesOf(ir: RegulationIR): LedgerRuleNames {
  return GAMES.find((g) => g.game === ir.game)?.ledgerRules ?? {};
}

/** A mahjong game's standings: its table results in vists, and mahjongs counted (a game's module may declare its own). */
const MAHJONG_STANDINGS: StandingsStyle = { gamePoints: false, wins: true };

/** How the standings of an event under this regulation show a table's result (its game's style; else a mahjong game's). */
export function standingsStyleOf(ir: RegulationIR): StandingsStyle {
  return GAMES.find((g) => g.game === ir.game)?.standings ?? MAHJONG_STANDINGS;
}

/** The name of this regulation's game as the desk shows it (its module's; a game without a module, its id). */
export function gameNameOf(ir: RegulationIR): Bilingual {
  return GAMES.find((g) => g.game === ir.game)?.name ?? { ru: ir.game, en: ir.game };
}

/** A mahjong game's tables at the desk: wind seats, a score sheet of deals, deals sent by the players, hands in its deals. */
const MAHJONG_DESK: GameDesk = { seats: 'winds', scoreSheet: dealScoreSheet, playerEntry: 'deal', hands: true, tableForm: 'vists', penalties: true, honours: true };

/** How the desk prints and takes the tables of this regulation's game (its module's; else a mahjong game's). */
export function deskOf(ir: RegulationIR): GameDesk {
  return GAMES.find((g) => g.game === ir.game)?.desk ?? MAHJONG_DESK;
}

/** What the desk's pages are sent of the desk part of this regulation's game (all but what the server prints). */
export function deskViewOf(ir: RegulationIR): GameDeskView {
  const { scoreSheet: _printed, ...view } = deskOf(ir);
  return view;
}

/** The regulation's game's part of `reglament deal`; a game without a deal file of its own reads classical mahjong's. */
export function dealPartOf(ir: RegulationIR): GameDeal {
  return GAMES.find((g) => g.game === ir.game)?.deal ?? classicalDeal;
}

/** Runs every test of a compiled regulation: its hand tests, then each game's own (preference: pulya tests). */
export function runRegulationTests(ir: RegulationIR): Array<TestOutcome | RegulationTestOutcome> {
  return runRegulationTestsWith(ir, GAMES);
}

/** The commands that work on a regulation of its game (its module's; else the mahjong commands). */
export function commandsOf(ir: RegulationIR): readonly string[] {
  return GAMES.find((g) => g.game === ir.game)?.commands ?? ['score', 'deal'];
}

/** What `reglament demo` shows of a regulation of its game (absent: the first hand tests, scored by the command). */
export function demoPartOf(ir: RegulationIR): GameDemo | undefined {
  return GAMES.find((g) => g.game === ir.game)?.demo;
}

/** The rules of the round's clock under a regulation, every game's, earliest announcement first (the round timer). */
export function timeRulesOf(ir: RegulationIR): TimeRule[] {
  return sortTimeRules(GAMES.flatMap((g) => g.timeRules?.(ir) ?? []));
}
