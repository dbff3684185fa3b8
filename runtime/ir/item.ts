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
  /**
   * `each`: the item counts once per distinct group of the reading's melds that fills one of these patterns (an
   * instance: the melds it uses).
   */
  each?: PatternIR[];
  /** `combines`: as `each`, for a fan made by combining sets; its instances obey the combination principles. */
  combines?: PatternIR[];
  /**
   * Items this one implies (non-repeat principle): where this item counts they do not, on the same melds when both
   * count instances (`each`/`combines`), else not at all.
   */
  implies?: string[];
  /** Of the implied items, those of which only so many applications are implied (the others: all of them). */
  impliedCounts?: Record<string, number>;
}
