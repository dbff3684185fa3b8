/**
 * Meld counters shared by a scorer's sections: each section names the shared counter, one pass fills them all, and
 * the pass runs again only for other melds or other winds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateExpr, SourceParts } from '../../../runtime/eval/generate-expr.js';
import { SharedMeldCounts } from '../../../runtime/eval/shared-meld-counts.js';
import type { HandFacts, Reading } from '../../../runtime/eval/context.js';
import type { ExprIR } from '../../../runtime/ir/types.js';
import type { Meld } from '../../../runtime/mahjong/hand.js';
import type { MeldTest } from '../../../runtime/eval/meld-tests.js';

const noSlots = (key: string): number => { throw new Error(`unexpected sum ${key}`); };
const seatPungs: ExprIR = { op: 'count', unit: { meld: ['pung', 'kong'], term: { t: 'wind', which: 'seat' } } };
const chows: ExprIR = { op: 'count', unit: { meld: ['chow'], term: { t: 'any' } } };
const meld = (kind: Meld['kind'], tile: number): Meld => ({ kind, tile, exposed: false, declared: false });

describe('SharedMeldCounts', () => {
  it('gives two sections one numbering of counters, and each reads only its own from the shared pass', () => {
    const counts = new SharedMeldCounts();
    const first = new SourceParts(counts);
    const second = new SourceParts(counts);
    expect(generateExpr(chows, first, noSlots)).toBe('mc0');
    expect(generateExpr(seatPungs, second, noSlots)).toBe('mc1');
    expect(generateExpr(chows, second, noSlots)).toBe('mc0');
    expect(first.countLoop()).toEqual([
      '  if (K0.melds !== r.melds || K0.seat !== h.seat || K0.round !== h.round) K0.fill(h, r);',
      '  const mcv = K0.values, mc0 = mcv[0];',
    ]);
    expect(second.countLoop()[1]).toBe('  const mcv = K0.values, mc0 = mcv[0], mc1 = mcv[1];');
  });

  it('counts every counter in one pass, again for other melds or another seat wind', () => {
    const counts = new SharedMeldCounts();
    generateExpr(chows, new SourceParts(counts), noSlots);
    generateExpr(seatPungs, new SourceParts(counts), noSlots);
    counts.seal();
    // East (27) seat: two chows and an East pung -> 2 chows, 1 seat pung; then South (28): no seat pung.
    const melds = [meld('chow', 0), meld('chow', 9), meld('pung', 27), meld('pair', 5)];
    const hand = { seat: 27, round: 27 } as HandFacts;
    counts.fill(hand, { melds } as Reading);
    expect([...counts.values]).toEqual([2, 1]);
    expect(counts.melds).toBe(melds);
    counts.fill({ seat: 28, round: 27 } as HandFacts, { melds } as Reading);
    expect([...counts.values]).toEqual([2, 0]);
    expect(counts.seat).toBe(28);
  });

  it('counts by its packed tables what a test per meld counts, also past 15 melds or a tile outside the tables', () => {
    const kinds: Meld['kind'][] = ['chow', 'pung', 'kong', 'pair'];
    const arbitraryTest: fc.Arbitrary<MeldTest> = fc.record({
      kinds: fc.subarray(kinds, { minLength: 1 }).map((k) => [...k].sort()),
      tiles: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 41 }), { minLength: 1, maxLength: 9 }).map((t) => t.sort((a, b) => a - b)), { nil: null }),
      wind: fc.constantFrom(null, null, 'seat' as const, 'round' as const),
      exposure: fc.constantFrom(null, 'exposed' as const, 'declared' as const, 'concealed' as const),
    }).map((t) => (t.wind !== null ? { ...t, tiles: null } : t));
    const arbitraryMeld = fc.record({
      kind: fc.constantFrom(...kinds), tile: fc.oneof(fc.integer({ min: 0, max: 33 }), fc.integer({ min: 34, max: 70 })), exposed: fc.boolean(), declared: fc.boolean(),
    });
    // What a test counts, read off its definition.
    const counts = (t: MeldTest, m: Meld, h: HandFacts) => t.kinds.includes(m.kind)
      && (t.tiles === null || t.tiles.includes(m.tile)) && (t.wind === null || m.tile === h[t.wind])
      && (t.exposure === null || (t.exposure === 'exposed' ? m.exposed : t.exposure === 'declared' ? m.exposed && m.declared : !m.exposed));
    fc.assert(fc.property(fc.array(arbitraryTest, { minLength: 1, maxLength: 20 }), fc.array(arbitraryMeld, { maxLength: 18 }), fc.integer({ min: 27, max: 30 }), (tests, melds, seat) => {
      const shared = new SharedMeldCounts();
      const parts = new SourceParts(shared);
      for (const t of tests) parts.meldCounter(t);
      shared.seal();
      const hand = { seat, round: 27 } as HandFacts;
      shared.fill(hand, { melds } as Reading);
      for (let i = 0; i < shared.tests.length; i++) {
        expect(shared.values[i]).toBe(melds.filter((m) => counts(shared.tests[i]!, m, hand)).length);
      }
    }), { numRuns: 300 });
  });
});
