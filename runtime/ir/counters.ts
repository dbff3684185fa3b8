/**
 * IR of a regulation that values a hand by named counters (riichi's yakuman, han and fu; MCR's fan) instead of the
 * classical points and doublings: the counters with their items and adjustments, the formula of the hand's value, who
 * pays the winner how much, the situations that cannot occur, and the dora indicators. A regulation without
 * `counters` has none of these and is scored as before.
 */
import type { Bilingual, Origin, RuleInfo } from './common.js';
import type { ExprIR } from './expr.js';
import type { ItemIR } from './item.js';

/** What an adjustment does to its counter's value. */
export type AdjustOp = 'round-up' | 'at-least' | 'at-most';

/** A rule applied to a counter's value after its items, in order (`round-up: 10`, `at-least: 30`). */
export interface AdjustIR extends RuleInfo {
  op: AdjustOp;
  by: number;
  /** Applies only when this holds (`when` of the source; `unless` becomes its negation). */
  when?: ExprIR;
  whenText?: string;
}

/** A named counter: the sum of its items' values (value × count), then its adjustments. */
export interface CounterIR extends RuleInfo {
  /** The counter is 0 and lists nothing when this does not hold. */
  when?: ExprIR;
  whenText?: string;
  items: ItemIR[];
  adjust: AdjustIR[];
}

/** Who pays a payment, as a role at a table of four. */
export type PayerRole = 'discarder' | 'dealer' | 'non-dealer' | 'each' | 'others' | 'table';

/** One payment to the winner: each payer of the role pays `amount`, rounded up to a multiple of `roundUp`. */
export interface PaymentIR extends RuleInfo {
  when?: ExprIR;
  whenText?: string;
  payer: PayerRole;
  amount: ExprIR;
  amountText: string;
  /** Round each payer's amount up to a multiple of this (1: no rounding). */
  roundUp: number;
}

/** Indicator tiles: an indicator points at the tile after it in its cycle (riichi's dora). */
export interface IndicatorsIR {
  name?: Bilingual;
  clause: string;
  /** Each cycle in order; the tile after the last one is the first. */
  cycles: number[][];
  text: string[];
  origin: Origin;
}
