/**
 * Deal scoring under the festival conventions (regulations/preference-festival-2011.yaml): one case per convention,
 * and the alternative readings one setting away. Expected entries are worked out by hand from the price table
 * (game 2-4-6-8-10, whist 4-8-12-16-20, undertrick 4-8-12-16-20, duty 4-2-1-1-1) in the comments.
 */
import { describe, expect, it } from 'vitest';
import type { RegulationIR } from '../../../runtime/index.js';
import { scorePreferenceDeal, type PreferenceDeal } from '../../../games/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const festival = irOfFile('regulations/preference-festival-2011.yaml');

/** A copy of the festival IR with some conventions changed (the alternative readings). */
function variant(change: (pref: NonNullable<RegulationIR['preference']>) => void): RegulationIR {
  const ir = structuredClone(festival);
  change(ir.preference!);
  return ir;
}

const three = ['A', 'B', 'C'];
const four = ['A', 'B', 'C', 'D'];
const deal = (d: Omit<PreferenceDeal, 'players'>, players = three): PreferenceDeal => ({ players, ...d });

/** Entries without zero lines, for compact expectations. */
function entries(ir: RegulationIR, d: PreferenceDeal) {
  const r = scorePreferenceDeal(ir, d);
  expect(r.problems).toEqual([]);
  return r.entries;
}

describe('games', () => {
  it('at four the dealer sits out: an uncontested 7 is written as made (pool 4)', () => {
    const e = entries(festival, deal({ dealer: 'D', contract: 7, declarer: 'A', defenders: { B: 'pass', C: 'pass' } }, four));
    expect(e.A).toEqual({ pool: 4, mountain: 0, whists: {} });
    expect(e.D).toEqual({ pool: 0, mountain: 0, whists: {} });
  });

  it('two whisters on 6 each answer for half the duty (own-half): B took 1 of his 2 -> 1 × 2 onto his mountain', () => {
    // 6 made (A 6, B 1, C 3): A pool 2; B 4 × 1 = 4 whists, C 4 × 3 = 12; B short 2 − 1 = 1 -> 1 × (4 × 0.5) = 2.
    const e = entries(festival, deal({ dealer: 'C', contract: 6, declarer: 'A', defenders: { B: 'whist', C: 'whist' }, tricks: { A: 6, B: 1, C: 3 } }));
    expect(e.A!.pool).toBe(2);
    expect(e.B).toEqual({ pool: 0, mountain: 2, whists: { A: 4 } });
    expect(e.C).toEqual({ pool: 0, mountain: 0, whists: { A: 12 } });
  });

  it('alternative `two-whisters-duty: pair`: the pair took 4 = the duty, so nobody is fined', () => {
    const ir = variant((p) => { p.twoWhistersDuty.value = 'pair'; });
    const e = entries(ir, deal({ dealer: 'C', contract: 6, declarer: 'A', defenders: { B: 'whist', C: 'whist' }, tricks: { A: 6, B: 1, C: 3 } }));
    expect(e.B!.mountain).toBe(0);
  });

  it('on a made game the lone whister keeps the trick whists (gentleman only on failure)', () => {
    // 7 made (B 7, A 2, C 1), A whists, C passes: A writes 8 × 3 = 24, C nothing.
    const e = entries(festival, deal({ dealer: 'A', contract: 7, declarer: 'B', defenders: { A: 'whist', C: 'pass' }, tricks: { B: 7, A: 2, C: 1 } }));
    expect(e.A!.whists).toEqual({ B: 24 });
    expect(e.C!.whists).toEqual({});
  });

  it('alternative `gentleman: always`: the same made 7 splits the 24 in halves', () => {
    const ir = variant((p) => { p.gentleman.value = 'always'; });
    const e = entries(ir, deal({ dealer: 'A', contract: 7, declarer: 'B', defenders: { A: 'whist', C: 'pass' }, tricks: { B: 7, A: 2, C: 1 } }));
    expect(e.A!.whists).toEqual({ B: 12 });
    expect(e.C!.whists).toEqual({ B: 12 });
  });

  it('alternative `gentleman: never` (greedy) on a failed 7: the whister keeps the trick whists, the passer writes his consolation', () => {
    // 7 down 1 (B 6, A 3, C 1): A 8 × 4 = 32 + consolation 8 = 40; C consolation 8.
    const ir = variant((p) => { p.gentleman.value = 'never'; });
    const e = entries(ir, deal({ dealer: 'A', contract: 7, declarer: 'B', defenders: { A: 'whist', C: 'pass' }, tricks: { B: 6, A: 3, C: 1 } }));
    expect(e.A!.whists).toEqual({ B: 40 });
    expect(e.C!.whists).toEqual({ B: 8 });
    expect(e.B!.mountain).toBe(8);
  });

  it('alternative `consolation.per: game`: a 9 down 2 with two whisters at four', () => {
    // 9 down 2 (A 7, B 2, C 1), dealer D: A mountain 16 × 2 = 32; consolation 8 × 2 = 16 from B, C and D;
    // B 16 × 2 = 32 + 16 = 48, C 16 × 1 = 16 + 16 = 32, D 16.
    const ir = variant((p) => { p.consolation.value = { per: 'game', writers: ['whister', 'passer', 'dealer'] }; });
    const e = entries(ir, deal({ dealer: 'D', contract: 9, declarer: 'A', defenders: { B: 'whist', C: 'whist' }, tricks: { A: 7, B: 2, C: 1 } }, four));
    expect(e.A!.mountain).toBe(32);
    expect(e.B!.whists).toEqual({ A: 48 });
    expect(e.C!.whists).toEqual({ A: 32 });
    expect(e.D!.whists).toEqual({ A: 16 });
  });

  it('a whisted 10 made: the lone whister is short of the duty 1 by 1 -> 10 onto his mountain', () => {
    // 10 made (A 10), B whists, C passes: A pool 10; B 20 × 0 = 0 whists; short 1 × (20 × 0.5) = 10.
    const r = scorePreferenceDeal(festival, deal({ dealer: 'C', contract: 10, declarer: 'A', defenders: { B: 'whist', C: 'pass' }, tricks: { A: 10, B: 0, C: 0 } }));
    expect(r.entries.A!.pool).toBe(10);
    expect(r.entries.B).toEqual({ pool: 0, mountain: 10, whists: {} });
    expect(r.items.map((i) => i.rule)).toEqual(['ten', 'preference.whist-responsibility']);
  });

  it('the dealer of four returns the whist on a failed 8 and writes every whist; the passers write nothing', () => {
    // 8 down 1 (A 7, B 2, C 1): A mountain 12; D writes 12 × 3 = 36 + consolation 12 (his own) + 12 + 12 (B's, C's) = 72.
    const r = scorePreferenceDeal(festival, deal({ dealer: 'D', contract: 8, declarer: 'A', defenders: { B: 'pass', C: 'pass', D: 'returned' }, tricks: { A: 7, B: 2, C: 1 } }, four));
    expect(r.problems).toEqual([]);
    expect(r.entries.D!.whists).toEqual({ A: 72 });
    expect(r.entries.B!.whists).toEqual({});
    expect(r.entries.C!.whists).toEqual({});
  });

  it('alternative `whist-return.passer-consolation: passer`: the passer writes his own consolation', () => {
    // 8 down 1 at three, B returned, C passed: B 12 × 3 + 12 = 48; C 12.
    const ir = variant((p) => { p.whistReturn.value = { ...p.whistReturn.value, passerConsolation: 'passer' }; });
    const e = entries(ir, deal({ dealer: 'C', contract: 8, declarer: 'A', defenders: { B: 'returned', C: 'pass' }, tricks: { A: 7, B: 2, C: 1 } }));
    expect(e.B!.whists).toEqual({ A: 48 });
    expect(e.C!.whists).toEqual({ A: 12 });
  });

  it('a half-whist on 7 writes 8 × 2 × 0.5 = 8', () => {
    const e = entries(festival, deal({ dealer: 'C', contract: 7, declarer: 'A', defenders: { B: 'pass', C: 'half-whist' } }));
    expect(e.A!.pool).toBe(4);
    expect(e.C!.whists).toEqual({ A: 8 });
  });
});

describe('all-pass and misère', () => {
  it('alternative `zero-tricks.excluded: dealer`: the dealer of three gets nothing for zero tricks', () => {
    // 2nd all-pass (price 4), dealer C took 0: festival gives him 1 × 4 into the pool, the alternative nothing.
    const d = deal({ dealer: 'C', contract: 'all-pass', allPassRound: 2, tricks: { A: 6, B: 4, C: 0 } });
    expect(entries(festival, d).C).toEqual({ pool: 4, mountain: 0, whists: {} });
    expect(entries(variant((p) => { p.zeroTricks.value = { ...p.zeroTricks.value, excluded: 'dealer' }; }), d).C!.pool).toBe(0);
  });

  it('the dealer of four writes the tricks his widow cards took (at most 2)', () => {
    // 1st all-pass (price 2): A 4, B 3, C 2, D 1 -> mountains 8, 6, 4, 2.
    const e = entries(festival, deal({ dealer: 'D', contract: 'all-pass', tricks: { A: 4, B: 3, C: 2, D: 1 } }, four));
    expect([e.A!.mountain, e.B!.mountain, e.C!.mountain, e.D!.mountain]).toEqual([8, 6, 4, 2]);
  });

  it('zero tricks written off the mountain: 2 × price off instead of the price into the pool', () => {
    // 3rd all-pass (price 6): A took 0 and chose the mountain: −1 × 6 × 2 = −12.
    const e = entries(festival, deal({ dealer: 'C', contract: 'all-pass', allPassRound: 3, tricks: { A: 0, B: 5, C: 5 }, offMountain: ['A'] }));
    expect(e.A).toEqual({ pool: 0, mountain: -12, whists: {} });
  });

  it('a made misère half with the dealer of four: 10 into the pool, 5 each', () => {
    const e = entries(festival, deal({ dealer: 'D', contract: 'misere', declarer: 'B', half: true, tricks: { B: 0 } }, four));
    expect(e.B!.pool).toBe(5);
    expect(e.D!.pool).toBe(5);
  });
});
