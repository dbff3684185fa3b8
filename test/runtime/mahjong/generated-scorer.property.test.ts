/**
 * Differential property: the generated scoring sections (generate-scorer.ts) agree with the closures compiled from
 * the same IR (`applications`, compile-expr.ts), item by item, on every reading of random hands under every bundled
 * regulation — with random sums and limit in the context, so that conditions reading them are exercised too.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EvalContext } from '../../../runtime/eval/context.js';
import { applications, compileScorer, type CompiledItem, type CompiledScorer } from '../../../runtime/mahjong/compile-scorer.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { DEFAULT_WIN_OPTIONS } from '../../../runtime/mahjong/score-types.js';
import { APPLIED, EXCLUDING } from '../../../runtime/mahjong/generate-scorer.js';
import { buildHandFacts } from '../../../runtime/mahjong/hand-facts.js';
import { readingsOf } from '../../../runtime/mahjong/readings.js';
import { arbitraryHand } from '../../support/arbitraries.js';
import { irOfFile } from '../../support/compile-inline.js';

const files = [
  ...readdirSync('regulations').filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', f)),
  ...readdirSync(join('regulations', 'examples')).filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', 'examples', f)),
];

type Section = 'points' | 'doublings' | 'limits';
const SECTIONS: Section[] = ['points', 'doublings', 'limits'];

/** The reference: each item through its closures, as Int32 like the scratch buffer. */
function reference(scorer: CompiledScorer, items: readonly CompiledItem[], c: EvalContext): { n: number[]; excluding: boolean; applied: boolean } {
  const n = items.map((item) => applications(item, c, scorer.bindings));
  return {
    n: Array.from(Int32Array.from(n)),
    excluding: items.some((item, i) => n[i]! > 0 && item.excludeIndices.length > 0),
    applied: Int32Array.from(n).some((k) => k > 0),
  };
}

describe.each(files)('%s', (file) => {
  const scorer = compileScorer(irOfFile(file));

  it('scores every item of every reading as the closures do', () => {
    fc.assert(fc.property(
      arbitraryHand(), fc.array(fc.integer({ min: -2, max: 40 }), { minLength: 16, maxLength: 16 }), fc.constantFrom(0, 0.25, 0.5, 1),
      (g, sums, limit) => {
        const parsed = parseHand(g.notation);
        if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
        const o = { ...DEFAULT_WIN_OPTIONS, ...g.options };
        const facts = buildHandFacts(scorer, parsed.hand, o);
        for (const reading of readingsOf(scorer, parsed.hand, o)) {
          const c: EvalContext = { hand: facts, reading, sums: new Float64Array(scorer.sumSlots), limit };
          for (let i = 0; i < scorer.sumSlots; i++) c.sums[i] = sums[i % sums.length]!;
          for (const section of SECTIONS) {
            const items = scorer[section];
            const expected = reference(scorer, items, c);
            const n = new Int32Array(scorer.items.length);
            const flags = scorer.generated[section](c, n, scorer.bindings);
            const excluding = (flags & EXCLUDING) !== 0;
            const applied = (flags & APPLIED) !== 0;
            expect({ n: items.map((item) => n[item.index]), excluding, applied }).toEqual(expected);
          }
          expect(scorer.generated.declare?.(c) === true).toBe(scorer.declare?.(c) === true);
        }
      }), { numRuns: 300 });
  });

  it('adds up kept items as value times applications, into their tags, and finds the largest kept limit', () => {
    const items = scorer.items;
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 4 }), { minLength: items.length, maxLength: items.length }),
      fc.array(fc.boolean(), { minLength: items.length, maxLength: items.length }),
      (counts, excluded) => {
        const n = Int32Array.from(counts);
        const excludedBy = Int16Array.from(excluded, (x) => (x ? 0 : -1));
        for (const section of ['points', 'doublings'] as const) {
          const c = { sums: new Float64Array(scorer.sumSlots) } as EvalContext;
          const total = (section === 'points' ? scorer.generated.pointsTotal : scorer.generated.doublingsTotal)(c, n, excludedBy);
          const sums = new Float64Array(scorer.sumSlots);
          let expected = 0;
          for (const item of scorer[section]) {
            if (excluded[item.index] || n[item.index] === 0) continue;
            expected += item.ir.value * n[item.index]!;
            for (const slot of item.slots) sums[slot]! += item.ir.value * n[item.index]!;
          }
          expect({ total, sums: Array.from(c.sums) }).toEqual({ total: expected, sums: Array.from(sums) });
        }
        const kept = scorer.limits.filter((item) => !excluded[item.index] && n[item.index]! > 0).map((item) => item.ir.value);
        expect(scorer.generated.largestLimit({} as EvalContext, n, excludedBy)).toBe(Math.max(0, ...kept));
      }), { numRuns: 200 });
  });
});
