/**
 * Properties of seating under a formula with mixed tables of 4 and 3 (the 2011 festival preference regulation,
 * sections 3-4): every candidate sits at exactly one table or sits out, tables have 3 or 4 players, from 6 players
 * on nobody sits out, there are never four tables of 3 (three tables of 4 would seat them), and the same seed gives
 * the same seating.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatFormulaRound, splitTables, type FormulaIR, type SeatingCandidate } from '../../runtime/index.js';

const origin = { file: 'test', line: 1, col: 1 };
const formula: FormulaIR = {
  id: 'test', players: { min: 1, max: null }, clause: '3', origin, final: { rankBy: ['vists'], clause: '5', origin },
  rounds: [
    { seating: 'lot', advance: null, clause: '3', origin },
    { seating: 'score-groups', advance: null, clause: '5', origin },
    { seating: 'strongest-with-strongest', advance: null, clause: '5', origin },
  ],
};

/** Distinct player ids with points (a few distinct values, so that score groups have several players). */
const candidates = fc.uniqueArray(fc.string({ maxLength: 4 }), { maxLength: 60 }).chain((ids) =>
  fc.array(fc.integer({ min: 0, max: 8 }), { minLength: ids.length, maxLength: ids.length })
    .map((pts): SeatingCandidate[] => ids.map((player, i) => ({ player, points: pts[i]! }))));

describe('seating under a formula, tables of 4 and 3', () => {
  it('seats every candidate exactly once, at tables of 3 or 4; from 6 players nobody sits out', () => {
    fc.assert(fc.property(candidates, fc.integer(), fc.integer({ min: 1, max: 4 }), (cs, seed, round) => {
      const s = seatFormulaRound(formula, round, cs, [4, 3], seed)!;
      const seated = [...s.tables.flat(), ...s.sittingOut];
      expect(seated.slice().sort()).toEqual(cs.map((c) => c.player).sort());
      for (const t of s.tables) expect([3, 4]).toContain(t.length);
      if (cs.length >= 6) expect(s.sittingOut).toEqual([]);
      expect(s.tables.filter((t) => t.length === 3).length).toBeLessThanOrEqual(3);
      expect(seatFormulaRound(formula, round, cs, [4, 3], seed)).toEqual(s);
    }));
  });

  it('a split of n into 4s and 3s sums to n for every n from 6 on', () => {
    fc.assert(fc.property(fc.integer({ min: 6, max: 5000 }), (n) => {
      const sizes = splitTables(n, [4, 3]);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
    }));
  });
});
