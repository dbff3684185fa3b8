/**
 * One pass over a reading's melds for all the sections of a scorer (points, doublings, limits and the runners of
 * other shapes): it fills the meld counters every section registered (SourceParts with this pass as `shared`) and
 * the precheck masks, and the sections read them. Each section had its own pass, a switch on the meld's kind per
 * meld: a classical regulation with points, doublings and limits made three of them per reading.
 */
import type { EvalContext } from '../eval/context.js';
import { SourceParts, type SharedCounting, type TileTest } from '../eval/generate-expr.js';
import { someNode } from '../eval/expr-nodes.js';
import type { ItemIR } from '../ir/types.js';

/**
 * How many `count` nodes of a meld unit the items' conditions and counts hold: the most meld counters their sections
 * can register (generate-expr.ts makes one per such node, or reuses one).
 */
export function meldUnitCounts(items: readonly ItemIR[]): number {
  let nodes = 0;
  for (const item of items) {
    for (const e of [item.when, item.count]) {
      if (e !== undefined) someNode(e, (n) => { if (n.op === 'count' && n.unit.meld !== null) nodes++; return false; });
    }
  }
  return nodes;
}

/** The counters of a scorer's sections and the generated function that fills them for a context's reading. */
export class MeldPass implements SharedCounting {
  /** The counters of every section, registered as a function of its own would (`mc<i>` is counts[i]). */
  readonly parts = new SourceParts();
  /**
   * The counters' values for the reading last filled. (Not checked by the sections: keeping the reading it is of would
   * store a new object into an old one per reading, a write barrier's slow path.)
   */
  readonly counts: Int32Array;
  /** Fills `counts` (and the meld masks when the sections read them) for `c.reading`; set by finishMeldPass. */
  fill: (c: EvalContext) => void = () => {};

  /**
   * `capacity`: at least the number of counters the sections will register (see meldUnitCounts). `makesMasks`: the
   * pass makes the meld masks (some section reads them), which the sections then read without checking.
   */
  constructor(capacity: number, readonly makesMasks: boolean) {
    this.counts = new Int32Array(capacity);
  }

  counter(kinds: readonly string[], rest: string, table: TileTest | null): number {
    const index = this.parts.meldCounterIndex(kinds, rest, table);
    if (index >= this.counts.length) throw new Error(`meld pass: more counters than the ${this.counts.length} planned`);
    return index;
  }

  /** Whether any section reads the pass (a counter, or the masks). */
  get used(): boolean {
    return this.parts.meldTests.length > 0 || this.makesMasks;
  }
}
