/**
 * KindSetTable (runtime/mahjong/kind-set-table.ts): its lookups over a set of kinds give what a walk over the set's
 * kinds gives (the AND, the OR, and the bits set for two kinds or more), for random per-kind sets of one to three
 * words and random sets of kinds.
 */
import { describe, expect, it } from 'vitest';
import { KindSetTable } from '../../../runtime/mahjong/kind-set-table.js';

/** The reference: word `w` of each combination, by a walk over the kinds of `low` (0..26) and `high` (27 + bit). */
function walk(byKind: Int32Array, words: number, low: number, high: number, w: number): { every: number; any: number; twice: number } {
  let every = -1, any = 0, twice = 0;
  for (let t = 0; t < 34; t++) {
    if (!(t < 27 ? (low >>> t) & 1 : (high >>> (t - 27)) & 1)) continue;
    const set = byKind[t * words + w]!;
    twice |= any & set;
    every &= set;
    any |= set;
  }
  return { every, any, twice };
}

describe('KindSetTable', () => {
  it.each([1, 2, 3])('combines the sets of %i words as a walk over the kinds does', (words) => {
    let s = 20261203 + words;
    const rnd = () => { s = (Math.imul(s, 1103515245) + 12345) >>> 0; return s; };
    const byKind = new Int32Array(34 * words);
    // Sparse sets (a few shapes use each kind), so that two kinds' sets often share a bit and often do not.
    for (let i = 0; i < byKind.length; i++) byKind[i] = rnd() & rnd() & rnd();
    const table = new KindSetTable(byKind, words);
    for (let c = 0; c < 2000; c++) {
      const low = c === 0 ? 0 : (rnd() & rnd()) & 0x7ffffff, high = c === 0 ? 0 : rnd() & 127;
      for (let w = 0; w < words; w++) {
        const expected = walk(byKind, words, low, high, w);
        expect(table.every(low, high, w)).toBe(expected.every);
        expect(table.any(low, high, w)).toBe(expected.any);
        expect(table.twiceOrMore(low, high, w)).toBe(expected.twice);
      }
    }
  });
});
