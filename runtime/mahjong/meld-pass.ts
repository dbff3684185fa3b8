/**
 * One pass over a reading's melds for all the sections of a scorer (points, doublings, limits and the runners of
 * other shapes): it fills the meld counters every section registered (SourceParts with this pass as `shared`) and
 * the precheck masks, and the sections read them. Each section had its own pass, a switch on the meld's kind per
 * meld: a classical regulation with points, doublings and limits made three of them per reading.
 */
import type { EvalContext } from '../eval/context.js';
import { SourceParts, type SharedCounting, type TileTest } from '../eval/generate-expr.js';

/** The counters of a scorer's sections and the generated function that fills them for a context's reading. */
export class MeldPass implements SharedCounting {
  /** The counters of every section, registered as a function of its own would (`mc<i>` is counts[i]). */
  readonly parts = new SourceParts();
  /**
   * The counters' values for the reading last filled (sized by finishMeldPass). (Not checked by the sections: keeping
   * the reading it is of would store a new object into an old one per reading, a write barrier's slow path.)
   */
  counts = new Int32Array(0);
  /** Fills `counts` (and the meld masks when the sections read them) for `c.reading`; set by finishMeldPass. */
  fill: (c: EvalContext) => void = () => {};

  counter(kinds: readonly string[], rest: string, table: TileTest | null): number {
    return this.parts.meldCounterIndex(kinds, rest, table);
  }

  /** Whether any section registered a counter (else no section reads the pass). */
  get used(): boolean {
    return this.parts.meldTests.length > 0;
  }
}
