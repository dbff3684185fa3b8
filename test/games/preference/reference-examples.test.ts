/**
 * The worked examples of the reference note on preference scoring (shared/reference/preference-scoring.md §1.5-1.6),
 * settled under the festival regulation (10 whists a mountain point, a pool point = 2 mountain points). The
 * arithmetic is in the comments; the note's own figures are the expectations.
 */
import { describe, expect, it } from 'vitest';
import { formatRounded, rational, settlePulya, type Rational } from '../../../games/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const festival = irOfFile('regulations/preference-festival-2011.yaml');

function nets(players: Record<string, { pool?: number; mountain?: number; whists?: Record<string, number> }>): Record<string, Rational> {
  const r = settlePulya(festival, { players });
  expect(r.problems).toEqual([]);
  return Object.fromEntries(Object.entries(r.players).map(([p, e]) => [p, e.net]));
}

describe('reference examples', () => {
  it('A: an uncontested 6 at three: +26.67 for the declarer, −13.33 each for the others', () => {
    // 20 × (2 − 2/3) = 80/3; 20 × (0 − 2/3) = −40/3.
    const n = nets({ A: { pool: 2 }, B: {}, C: {} });
    expect(n).toEqual({ A: rational(80, 3), B: rational(-40, 3), C: rational(-40, 3) });
    expect(formatRounded(n.A!, 2)).toBe('+26.67');
  });

  it('B: a closed pool at three (the mountain only): A +558, B −83, V −475', () => {
    // Mountains 42 / 96 / 132 (residuals after amnesty 0 / 54 / 90, mean 48). The note's pairwise totals include the
    // mountain whists (54 × 10 / 3 = 180 by A and V on B, 90 × 10 / 3 = 300 by A and B on V), so the whists written
    // directly are A→B 350 − 180 = 170, A→V 360 − 300 = 60, B→A 64, B→V 478 − 300 = 178, V→A 88, V→B 275 − 180 = 95.
    // A = −10 × (0 − 48) + (170 − 64) + (60 − 88) = 558; B = −60 − 106 + 83 = −83; V = −420 + 28 − 83 = −475.
    const n = nets({
      A: { mountain: 42, whists: { B: 170, V: 60 } },
      B: { mountain: 96, whists: { A: 64, V: 178 } },
      V: { mountain: 132, whists: { A: 88, B: 95 } },
    });
    expect(n).toEqual({ A: rational(558), B: rational(-83), V: rational(-475) });
  });

  it('C: pools 0/0/4, mountains 2/0/16, A and B each wrote 24 on C: +37.33 / +57.33 / −94.67', () => {
    const n = nets({ A: { pool: 0, mountain: 2, whists: { C: 24 } }, B: { pool: 0, mountain: 0, whists: { C: 24 } }, C: { pool: 4, mountain: 16 } });
    expect(n).toEqual({ A: rational(112, 3), B: rational(172, 3), C: rational(-284, 3) });
    expect(Object.values(n).map((x) => formatRounded(x, 2))).toEqual(['+37.33', '+57.33', '-94.67']);
  });

  it('C as deals (the note counts no consolation): the same results, all-pass tricks written without amnesty', () => {
    // C makes 7 taking 8 (pool 4; A and B 8 × 1 each); C's 9 down 1 (mountain 16; A and B 16 × 1 each); all-pass
    // 4-3-3 at 2: mountains 8 / 6 / 6 (the note's amnesty leaves 2 / 0 / 0: a common shift of 6).
    // Sheet: mountains 8 / 6 / 22 (mean 12), pool C 4, A and B 24 each on C:
    // A = −80/3 − 10 × (8 − 12) + 24 = 112/3; B = −80/3 + 60 + 24 = 172/3; C = 160/3 − 100 − 48 = −284/3.
    const ir = structuredClone(festival);
    ir.preference!.consolation.value = { per: 'whist', writers: [] };
    const r = settlePulya(ir, { players: ['A', 'B', 'C'], deals: [
      { dealer: 'A', contract: 7, suit: 'spades', declarer: 'C', defenders: { A: 'whist', B: 'whist' }, tricks: { C: 8, A: 1, B: 1 } },
      { dealer: 'B', contract: 9, suit: 'clubs', declarer: 'C', defenders: { A: 'whist', B: 'whist' }, tricks: { C: 8, A: 1, B: 1 } },
      { dealer: 'C', contract: 'all-pass', tricks: { A: 4, B: 3, C: 3 } },
    ] });
    expect(r.problems).toEqual([]);
    expect(Object.values(r.players).map((p) => p.mountain)).toEqual([8, 6, 22]);
    expect(Object.fromEntries(Object.entries(r.players).map(([p, e]) => [p, e.net]))).toEqual({ A: rational(112, 3), B: rational(172, 3), C: rational(-284, 3) });
  });

  it('D: 6 points written off one\'s mountain at a table of four are worth 15 whists from each other player', () => {
    // Codex 4.1.1: 6 × 10 / 4 = 15 from each of the three others: +45 for the player, −15 each.
    const before = nets({ A: { mountain: 20 }, B: { mountain: 10 }, C: {}, D: {} });
    const after = nets({ A: { mountain: 14 }, B: { mountain: 10 }, C: {}, D: {} });
    const delta = (p: string) => (after[p]!.num / after[p]!.den) - (before[p]!.num / before[p]!.den);
    expect(['A', 'B', 'C', 'D'].map(delta)).toEqual([45, -15, -15, -15]);
  });
});
