/**
 * Meld counters shared by a scorer's sections: each section names the shared counter, one pass fills them all, and
 * the pass runs again only for other melds or other winds.
 */
import { describe, expect, it } from 'vitest';
import { generateExpr, SourceParts } from '../../../runtime/eval/generate-expr.js';
import { SharedMeldCounts } from '../../../runtime/eval/shared-meld-counts.js';
import type { HandFacts, Reading } from '../../../runtime/eval/context.js';
import type { ExprIR } from '../../../runtime/ir/types.js';
import type { Meld } from '../../../runtime/mahjong/hand.js';

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
});
