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
import { EXCLUDING } from '../../../runtime/mahjong/generate-scorer.js';
import type { SectionRunner } from '../../../runtime/mahjong/scorer-types.js';
import { addUp, createScratch, largestKept } from '../../../runtime/mahjong/tally.js';
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

/** The generated runners with the items each runs: points items decided late run in a runner of their own. */
function runners(scorer: CompiledScorer): Array<[keyof CompiledScorer['generated'], CompiledItem[]]> {
  return [
    ['points', scorer.points.filter((item) => !item.late)], ['pointsLate', scorer.points.filter((item) => item.late)],
    ['doublings', scorer.doublings], ['limits', scorer.limits],
    // (The meld pass and the points in one function: the same items, counted by its own pass.)
    ['pointsWithPass', scorer.points.filter((item) => !item.late)],
  ];
}

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
          const c: EvalContext = { hand: facts, reading, sums: new Float64Array(scorer.sumSlots), limit, points: sums[15]!, value: 0 };
          for (let i = 0; i < scorer.sumSlots; i++) c.sums[i] = sums[i % sums.length]!;
          scorer.generated.pass?.fill(c);
          for (const [name, items] of runners(scorer)) {
            const run = scorer.generated[name] as SectionRunner | null;
            if (run === null) continue;
            const expected = reference(scorer, items, c);
            // The list starts after a few entries of other sections (as many as the scorer's buffers leave room for),
            // which the section must leave alone.
            const n = scorer.buffers.n.fill(-7);
            const list = scorer.buffers.applied.fill(-1);
            const from = Math.min(3, list.length - items.length);
            const before = Float64Array.from(c.sums);
            const result = run(c, scorer.bindings, from);
            const listed = Array.from(list.subarray(from, result >> 1));
            // A section that adds up its items itself gives what addUp gives for the same items, into the same sums.
            if (name !== 'limits' && scorer.generated.addsUp[name as keyof CompiledScorer['generated']['addsUp']]) {
              const total = scorer.buffers.total[0];
              const added = Float64Array.from(c.sums);
              c.sums.set(before);
              const s = createScratch(scorer, facts);
              s.ctx.sums = c.sums;
              s.excludedBy.fill(-1);
              expect(addUp(scorer, s, from, result >> 1)).toBe(total);
              expect(Array.from(c.sums)).toEqual(Array.from(added));
            }
            expect(Array.from(list.subarray(0, from))).toEqual(new Array(from).fill(-1));
            // Each applied item is listed once, in index order (the tally does not sort), and only those are written in n.
            expect(new Set(listed).size).toBe(listed.length);
            expect(listed).toEqual([...listed].sort((x, y) => x - y));
            const got = items.map((item) => (listed.includes(item.index) ? n[item.index]! : 0));
            expect(items.every((item) => listed.includes(item.index) || n[item.index] === -7)).toBe(true);
            expect({ n: got, excluding: (result & EXCLUDING) !== 0, applied: listed.length > 0 }).toEqual(expected);
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
        const s = createScratch(scorer, {} as EvalContext['hand']);
        // The applied list as tallyReading makes it: each section's items that apply, in declaration order.
        let length = 0;
        const ranges = SECTIONS.map((section) => {
          const from = length;
          for (const item of scorer[section]) {
            if (counts[item.index] === 0) continue;
            s.applied[length++] = item.index;
            s.n[item.index] = counts[item.index]!;
            s.excludedBy[item.index] = excluded[item.index] ? 0 : -1;
          }
          return [from, length] as const;
        });
        for (const section of ['points', 'doublings'] as const) {
          s.ctx.sums.fill(0);
          const [from, to] = ranges[SECTIONS.indexOf(section)]!;
          const total = addUp(scorer, s, from, to);
          const sums = new Float64Array(scorer.sumSlots);
          let expected = 0;
          for (const item of scorer[section]) {
            if (excluded[item.index] || counts[item.index] === 0) continue;
            expected += item.ir.value * counts[item.index]!;
            for (const slot of item.slots) sums[slot]! += item.ir.value * counts[item.index]!;
          }
          expect({ total, sums: Array.from(s.ctx.sums) }).toEqual({ total: expected, sums: Array.from(sums) });
        }
        const kept = scorer.limits.filter((item) => !excluded[item.index] && counts[item.index]! > 0).map((item) => item.ir.value);
        expect(largestKept(scorer, s, ...ranges[2]!)).toBe(Math.max(0, ...kept));
      }), { numRuns: 200 });
  });
});
