/**
 * What the tournament layer asks a game about its tables. The core runs classical mahjong itself (deals recorded in
 * vists or scored from hands by the regulation's scorer, penalties in vists or by the regulation's named rules); a
 * game with tables of its own kind brings the rest: its reading of a table's deals and penalties (game points, a
 * session's progressive scale of violations) and its whole-table records (a sheet or a game settled by the game's own
 * rules, under its key of the event table: TableRecordKey). games/<game>/
 * implements these; games/index.ts `tableRulesOf(ir)` puts together the rules of a regulation, and every caller of
 * evaluateEvent, computeEventStandingsOf and seatRound passes them (runtime/ never imports games/).
 * Imports only runtime/*.
 */
import type { ListedCircumstance } from '../mahjong/circumstances.js';
import type { Bilingual } from '../ir/common.js';
import type { Game, RegulationIR } from '../ir/types.js';
import type { GameDealForms } from './deal-forms.js';
import type { EventDeal, EventPenalty, EventTable, TableRecordKey } from './event.js';
import type { RunProblem } from './run-problem.js';
import type { Adjustment, DealOutcome, PlayerId, SettledTablePoints } from './types.js';

/** Where in the event a problem is (`rounds.0.tables.1.deals.2`). */
export type EventPath = Array<string | number>;

/**
 * A game's own reading of the deals and penalties of a table, with a state `S` kept per table (a game session: the
 * minor violations so far). Every method reports its problems into `problems` and never throws.
 */
export interface TableDealRules<S = unknown> {
  /** A new state for one table, before its first deal. */
  session(): S;
  /**
   * For each entry of a penalty list, the count the regulation's sanctions read (the player's minor
   * violations in the session up to and including it); taken before `penalties` counts the list into the session.
   */
  violationsUpTo(session: S, penalties: readonly EventPenalty[]): number[];
  /** One deal of the table (seats in the order of that deal) as a DealOutcome, its penalties counted; null when it cannot be settled. */
  dealOutcome(deal: EventDeal, seats: readonly PlayerId[], regulation: RegulationIR, session: S, path: EventPath, problems: RunProblem[]): DealOutcome | null;
  /** The adjustments of the table's own penalties (those not written with a deal). */
  tablePenalties(penalties: readonly EventPenalty[], regulation: RegulationIR, session: S, path: EventPath, problems: RunProblem[]): Adjustment[];
  /** The regulation's progressive scale of minor violations, which a sanction `after-scale` waits for (absent: none). */
  violationScale?(regulation: RegulationIR): ViolationScale;
}

/**
 * A progressive scale of minor violations in a session: its steps, the setting that gives them (for messages), and
 * the regulation's clause, name and assumption of it (the desk's penalty form shows them).
 */
export interface ViolationScale {
  readonly steps: readonly number[];
  readonly setting: string;
  readonly clause: string;
  readonly name?: Bilingual | undefined;
  readonly assumption?: Bilingual | undefined;
}

/** A table settled as a whole from its record: its outcome, and the tournament points when the game settles those itself. */
export interface TableRecordResult {
  outcome: DealOutcome;
  settled?: Record<PlayerId, SettledTablePoints>;
}

/**
 * A table given whole by a game's own record under one key of the event table: counted when the table has that key
 * and no deals. Any regulation's table may be written so; the record's `outcome` says when the regulation cannot
 * settle it (it has no section of that game).
 */
export interface TableRecord {
  readonly key: TableRecordKey;
  outcome(regulation: RegulationIR, table: EventTable, path: EventPath, problems: RunProblem[]): TableRecordResult | null;
  /**
   * What is refused in a record's value where it comes in (an event file, a result entry), before any regulation
   * reads it (a sheet's numbers beyond their bound): problems at paths inside the record. Absent: nothing.
   */
  inputProblems?(value: unknown): RunProblem[];
}

/** A game's part of the table rules (games/<game>/ exports one; GameModule.table). */
export interface GameTableRules {
  /** The game's reading of deals and penalties, used for its own regulations (absent: the classical one). */
  // Methods are bivariant in their parameters, so a game's TableDealRules<ItsSession> fits here.
  readonly deals?: TableDealRules;
  /** A whole-table record the game settles, for any regulation's table written so. */
  readonly record?: TableRecord;
  /** The deal forms of the event model its reading takes that the classical one refuses (naming the game). */
  readonly dealForms?: GameDealForms;
}

/** The table rules of one regulation, as the event runner takes them (games/index.ts tableRulesOf). */
export interface TableRules {
  /** The game of the regulation they were put together for; the runner refuses them for another game's regulation. */
  readonly game: Game;
  /** That game's reading of deals and penalties (absent: classical mahjong's). */
  readonly deals?: TableDealRules;
  /** Every game's whole-table records. */
  readonly records: readonly TableRecord[];
  /** Every game's deal forms that the classical reading refuses, naming the game (none: refused without a name). */
  readonly dealForms: readonly GameDealForms[];
  /** The circumstances its hands deals state under `win:` (absent: classical mahjong's, CORE_DEAL_WIN). */
  readonly dealWin?: readonly ListedCircumstance[];
}

/**
 * The table rules given for a regulation, checked: absent or made for another game is a bug of the caller (the
 * regulation's own deals would be read as classical ones), so an Error naming the game, never a silent default.
 */
export function checkTableRules(regulation: RegulationIR, rules: TableRules | undefined): TableRules {
  if (rules === undefined || rules.game !== regulation.game) {
    const given = rules === undefined ? 'none were given' : `those given are for ${rules.game}`;
    throw new Error(`${regulation.regulation}: the event runner needs the table rules of its game ${regulation.game}, ${given} (take them from games/index.ts tableRulesOf)`);
  }
  return rules;
}
