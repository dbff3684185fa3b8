/**
 * Warms a regulation's scorer up on the regulation's own test hands before a long run (`score --hands`): V8
 * optimizes a function with the type feedback its code has gathered, and deoptimizes it the first time it reaches
 * code that never ran, so the rarely applying items (limit hands) that a batch meets only after thousands of hands
 * each made the scorer's sections deoptimize and be compiled again. A regulation's tests name those hands; scoring
 * them once first gives their code feedback. The results are dropped: scoring has no effect but on reused buffers.
 * Input: the compiled regulation. Output: none.
 */
import type { RegulationIR } from '../ir/types.js';
import { readCircumstances } from './circumstances.js';
import { scorerOf } from './compile-scorer.js';
import { findImpossible } from './impossible-hand.js';
import { parseHand } from './notation.js';
import { scoreHand } from './score-hand.js';

/** Scores every test hand of the regulation once (refused, unreadable and failing ones are passed over). */
export function warmScorer(ir: RegulationIR): void {
  const scorer = scorerOf(ir);
  for (const test of ir.tests) {
    const circumstances = readCircumstances(test.circumstances);
    const parsed = parseHand(test.hand);
    if ('problems' in circumstances || !parsed.ok) continue;
    try {
      if (findImpossible(scorer, parsed.hand, circumstances.options) === null) scoreHand(scorer, parsed.hand, circumstances.options);
    } catch {
      // (A test hand the scorer refuses is the test's business: `reglament test` reports it.)
    }
  }
}
