/** IR of a scoring item: points, a doubling, a limit hand, or an item of a named counter. */
import type { RuleInfo } from './common.js';
import type { ExprIR, PatternIR } from './expr.js';

/** Kind of scoring item: points, a doubling, a limit hand, or an item of a named counter. */
export type ItemKind = 'points' | 'doubling' | 'limit' | 'counter';

/** A scoring item (points, a doubling, or a limit hand). */
export interface ItemIR extends RuleInfo {
  kind: ItemKind;
  /** The counter an item of kind `counter` adds to. */
  counter?: string;
  value: number;
  when?: ExprIR;
  whenText?: string;
  patterns?: PatternIR[];
  count?: ExprIR;
  countText?: string;
  tags: string[];
  excludes: string[];
}
