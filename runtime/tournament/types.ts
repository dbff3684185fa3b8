/**
 * Vocabulary of the tournament layer: players, tables, rounds and the event as the runtime sees it.
 * The event file's own format (schemas/event.schema.json) is read into these types by cli/event-file.ts.
 */

import type { LimitBonusIR } from '../ir/tournament.js';
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

/** A condition of the regulation's table bonus (TablePointsIR.limitBonus `for`) that a deal's win can meet. */
export type BonusCondition = LimitBonusIR['for'];

/** The outcome of one deal for the tournament layer. */
export interface DealOutcome {
  /**
   * Vists per player (zero-sum over payments; adjustments are added separately). A recorded result's outcome holds
   * the event's own record, not a copy (which may have a prototype): read only its own keys, never write to it.
   */
  vists: Readonly<Record<PlayerId, number>>;
  /**
   * Who won the deal, in order: none for a redeal, an unwon deal or a game whose deals have no winner (a card game);
   * one (classical mahjong); several where a deal goes on after a win or is won on one discard by several. The table
   * bonus goes to the first; East keeps the seat when any of them is East (east-rotation.ts). A table given whole
   * lists every win of its deals, a player once per deal he won. The standings count each as one win of the player
   * (what the regulation's key `mahjongs` ranks by).
   */
  winners?: readonly PlayerId[];
  /**
   * The deal's wins are not known (a riichi hanchan given by its final scores): its players' wins are counted as
   * unknown, not as none.
   */
  winsUnknown?: boolean;
  /**
   * The conditions of the regulation's table bonus (`tournament.table-points.limit-bonus`, its `for`) that the
   * deal's win met, as the game's table rules declare them (classical: `limit-value` when the winning hand was paid
   * its limit value, `combination` when it was a limit combination, paid or not); absent: none.
   */
  bonusConditions?: readonly BonusCondition[];
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
