/**
 * Vocabulary of the tournament layer: players, tables, rounds and the event as the runtime sees it.
 * The event file's own format (schemas/event.schema.json) is read into these types by cli/event-file.ts.
 */

import type { Bilingual } from '../ir/types.js';

/** A player id as written in the event file. */
export type PlayerId = string;

/** A seat wind at the first deal of a table. */
export type SeatWind = 'E' | 'S' | 'W' | 'N';

/** One payment of a deal's ledger: who pays whom, how much, by which rule. */
export interface Payment {
  from: PlayerId;
  to: PlayerId;
  amount: number;
  /** Rule id (a settlement or penalty rule of the regulation, or `judge`). */
  rule: string;
  clause: string;
}

/** A penalty or bonus outside the ledger's payments (paid to nobody), e.g. a judge's penalty. */
export interface Adjustment {
  player: PlayerId;
  vists: number;
  rule: string;
  clause: string;
  reason?: string;
  /**
   * The reason in both languages where the engine words it itself (a minor violation on a game's progressive scale:
   * its count and total on the scale, then the judge's own reason); `reason` keeps the English.
   */
  reasonText?: Bilingual;
  /** The rule's name where the regulation's penalties do not name it (a minor violation on a scale: the scale's name). */
  ruleName?: Bilingual;
}

/** Tournament points added to a player's total by the judge (a sanction), outside the table's ranking. */
export interface PointsSanction {
  player: PlayerId;
  /** Negative for a sanction. */
  points: number;
  clause: string;
  reason?: string;
  /** The deal (1-based) it was recorded with; null: with the table. */
  deal: number | null;
}

/** The outcome of one deal for the tournament layer. */
export interface DealOutcome {
  /**
   * Vists per player (zero-sum over payments; adjustments are added separately). A recorded result's outcome holds
   * the event's own record, not a copy (which may have a prototype): read only its own keys, never write to it.
   */
  vists: Readonly<Record<PlayerId, number>>;
  /** Who declared a valid mahjong; undefined for a redeal (drawn deal). */
  mahjong?: PlayerId;
  /**
   * Every player whose mahjong counted, when several did (a game where a deal goes on after a win);
   * `mahjong` is the first of them. A table given whole lists every win of its deals, a player once per deal he won.
   */
  winners?: PlayerId[];
  /**
   * The deal's wins are not known (a riichi hanchan given by its final scores): its players' mahjongs are counted
   * as unknown, not as none.
   */
  winsUnknown?: boolean;
  /** Whether the mahjong was paid its limit value. */
  limit: boolean;
  /**
   * Whether the mahjong was a limit combination, its limit value paid or not (under `limit-vs-points: max` its
   * points may have counted instead); absent: the same as `limit`.
   */
  limitCombination?: boolean;
  /** True for a redeal: nobody gets points. */
  redeal: boolean;
  /** The deal's payments and the penalties paid to nobody; read-only (evaluateEvent shares one empty list). */
  payments: readonly Payment[];
  adjustments: readonly Adjustment[];
  /** The index of the table's deal (in the event's `deals`) this outcome settles; absent for a table's total. */
  deal?: number;
}

/** One table of one round. */
export interface TableResult {
  /** Players in seat order East, South, West, North at the first deal. */
  players: PlayerId[];
  deals: DealOutcome[];
  /** Table penalties (judge's, "last deal" ignored...). */
  adjustments: readonly Adjustment[];
  /** Tournament points added by the judge's sanctions (after the ranking). */
  sanctions?: PointsSanction[];
  /**
   * Tournament points the game settled itself (a riichi hanchan: score, uma, oka, chombo by its `riichi:` rules);
   * when present they replace the ranking by places.
   */
  settled?: Record<PlayerId, SettledTablePoints>;
}

/** A player's tournament points at a table the game settled itself (games/riichi/table.ts). */
export interface SettledTablePoints {
  points: number;
  /** The place at the table (1-based, the best of the tied places) and how many share it. */
  place: number;
  tied: number;
  /** The game's own figures behind the points (riichi: score, uma, oka, chombo), each with its clause. */
  parts: Array<{ id: string; value: number; clause: string }>;
  clause: string;
}

/** One round (tour) of an event. */
export interface RoundResult {
  tables: TableResult[];
  /** The prevailing wind of the round, if decided (by the regulation or by lot). */
  wind?: SeatWind;
}
