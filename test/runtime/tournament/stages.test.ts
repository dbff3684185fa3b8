/**
 * Stages: cuts, the optional round and a final that starts from zero, on a small event shaped like Repino-2008
 * (Б.3, Б.5, Б.6: cuts after rounds, an optional qualifying round, the best 4 play a final without earlier points),
 * scaled down to 12 players: 2 required rounds, optional round 3, cuts after round 1 (keep 8) and after round 3
 * (keep 4), a final of 4 from zero. Table points are the Bermuda ones (3.2: per tour 4/2/1/0, ties shared) so the
 * arithmetic stays short. Expected values are worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../../games/index.js';
import { computeEventStandings, isFinalRound, isQualifyingRound, locateFinal } from '../../../runtime/tournament/stages.js';
import type { PlayerInfo } from '../../../runtime/tournament/standings.js';
import type { DealOutcome, RoundResult, TableResult } from '../../../runtime/tournament/types.js';
import type { TournamentIR } from '../../../runtime/ir/tournament.js';

const base = compileRegulationFile('regulations/bermuda-triangle.yaml').ir!.tournament!;
const origin = { file: 'test', line: 1, col: 1 };
function shaped(keepAfter1 = 8): TournamentIR {
  return {
    ...base,
    rounds: { value: { count: 2, optional: [3] }, clause: 'Б.3', origin },
    cuts: [
      { after: 1, keep: keepAfter1, clause: 'Б.5' },
      { after: 3, keep: 4, clause: 'Б.5' },
    ],
    final: { value: { players: 4, fromZero: true }, clause: 'Б.5, Б.6', origin },
  };
}
const ir = shaped();

/** One deal per table: vists per player, won by the first player listed with the highest vists. */
function table(vists: Record<string, number>): TableResult {
  const players = Object.keys(vists);
  const winner = players.reduce((a, b) => (vists[b]! > vists[a]! ? b : a));
  const deal: DealOutcome = { vists, winners: [winner], redeal: false, payments: [], adjustments: [] };
  return { players, deals: [deal], adjustments: [] };
}
const players: PlayerInfo[] = 'ABCDEFGHIJKL'.split('').map((id) => ({ id }));

// Round 1, 12 players:
//   A +40, B +20, C -20, D -40 -> A 4, B 2, C 1, D 0 (A won)
//   E +60, F +10, G -30, H -40 -> E 4, F 2, G 1, H 0 (E won)
//   I +30, J +30, K -20, L -40 -> I and J share (4 + 2) / 2 = 3, K 1, L 0 (I won)
// After round 1: E 4 (60), A 4 (40), I 3 (30, 1 mahjong), J 3 (30, 0), B 2 (20), F 2 (10), C = K 1 (-20),
//   G 1 (-30), D = H = L 0 (-40). Cut after 1 keeps 8: E A I J B F C K; G 9th, D H L 10th.
const round1: RoundResult = { tables: [table({ A: 40, B: 20, C: -20, D: -40 }), table({ E: 60, F: 10, G: -30, H: -40 }), table({ I: 30, J: 30, K: -20, L: -40 })] };
// Round 2, 8 players: J +50, A +10, E -20, I -40 -> J 4, A 2, E 1, I 0; K +70, C 0, B -30, F -40 -> K 4, C 2, B 1, F 0
// After round 2: J 7 (80), A 6 (50), K 5 (50), E 5 (40), I 3 (-10, 1 mj), B 3 (-10, 0 mj), C 3 (-20), F 2 (-30)
const round2: RoundResult = { tables: [table({ J: 50, A: 10, E: -20, I: -40 }), table({ K: 70, C: 0, B: -30, F: -40 })] };

const brief = (rows: ReturnType<typeof computeEventStandings>['rows']) => rows.map((r) => [r.player, r.rank, r.points, r.vists, r.tieBreak]);

describe('which rounds are qualifying, which is the final', () => {
  it('rounds 1..count and the optional ones qualify', () => {
    expect([1, 2, 3, 4].map((r) => isQualifyingRound(ir, r))).toEqual([true, true, true, false]);
  });
  it('the optional round is the final when it seats no more players than the final', () => {
    expect(locateFinal(ir, [12, 8])).toBeNull();
    expect(locateFinal(ir, [12, 8, 4])).toBe(3);
    expect(locateFinal(ir, [12, 8, 8])).toBeNull();
    expect(locateFinal(ir, [12, 8, 8, 4])).toBe(4);
    expect(locateFinal(base, [12, 8, 8, 4, 4, 4])).toBeNull(); // no final in Bermuda
  });
  it('a round to be seated is the final after the required rounds unless optional with more players left', () => {
    expect(isFinalRound(ir, 2, 8)).toBe(false);
    expect(isFinalRound(ir, 3, 8)).toBe(false);
    expect(isFinalRound(ir, 3, 4)).toBe(true);
    expect(isFinalRound(ir, 4, 4)).toBe(true);
  });
});

describe('computeEventStandings', () => {
  it('after round 1 the cut leaves 8; the others keep their places, out', () => {
    const s = computeEventStandings(ir, [round1], players);
    expect(brief(s.rows)).toEqual([
      ['E', 1, 4, 60, 'vists'],
      ['A', 2, 4, 40, 'points'],
      ['I', 3, 3, 30, 'mahjongs'],
      ['J', 4, 3, 30, 'points'],
      ['B', 5, 2, 20, 'vists'],
      ['F', 6, 2, 10, 'points'],
      ['C', 7, 1, -20, 'tied'],
      ['K', 7, 1, -20, 'stage'],
      ['G', 9, 1, -30, 'points'],
      ['D', 10, 0, -40, 'tied'],
      ['H', 10, 0, -40, 'tied'],
      ['L', 10, 0, -40, null],
    ]);
    expect(s.rows.filter((r) => r.out).map((r) => [r.player, r.cutAfter, r.outReason])).toEqual([
      ['G', 1, 'cut'], ['D', 1, 'cut'], ['H', 1, 'cut'], ['L', 1, 'cut'],
    ]);
    expect(s.cuts.map((c) => c.after)).toEqual([1]);
    expect(s.notes).toEqual([]);
  });

  it('a final played as round 3 (4 players): places 1-4 from the final alone, then the others by stage', () => {
    // Final: E +100, K +20, A -40, J -80 -> E 4, K 2, A 1, J 0 (from zero)
    // then the 4 not chosen after round 2: I 5 (3, -10, 1 mj) > B 6 (3, -10, 0 mj) > C 7 (3, -20) > F 8 (2)
    // then those cut after round 1: G 9, D = H = L 10
    const final = { tables: [table({ J: -80, A: -40, K: 20, E: 100 })] };
    const finalRound = locateFinal(ir, [12, 8, 4]);
    const s = computeEventStandings(ir, [round1, round2, final], players, { finalRound });
    expect(s.finalRound).toBe(3);
    expect(s.qualifyingRounds).toBe(2);
    expect(brief(s.rows)).toEqual([
      ['E', 1, 4, 100, 'points'],
      ['K', 2, 2, 20, 'points'],
      ['A', 3, 1, -40, 'points'],
      ['J', 4, 0, -80, 'stage'],
      ['I', 5, 3, -10, 'mahjongs'],
      ['B', 6, 3, -10, 'vists'],
      ['C', 7, 3, -20, 'points'],
      ['F', 8, 2, -30, 'stage'],
      ['G', 9, 1, -30, 'points'],
      ['D', 10, 0, -40, 'tied'],
      ['H', 10, 0, -40, 'tied'],
      ['L', 10, 0, -40, null],
    ]);
    const e = s.rows[0]!;
    // E before the final: 4 + 1 = 5 points, 60 - 20 = 40 vists, 1 mahjong
    expect(e).toMatchObject({ stage: 'final', qualifying: { points: 5, vists: 40, wins: 1 }, roundPoints: [4, 1, 4], played: 3, out: false });
    expect(s.rows.find((r) => r.player === 'I')).toMatchObject({ out: true, outReason: 'cut', cutAfter: 2 });
    expect(s.notes).toEqual([]);
  });

  it('with the optional round 3 played by 8, the cut after 3 leaves 4 for the final in round 4', () => {
    // Round 3: A +60, J +20, K -30, E -50 -> A 4, J 2, K 1, E 0; F +90, C -10, I -30, B -50 -> F 4, C 2, I 1, B 0
    // After round 3: A 10 (110), J 9 (100), F 6 (60), K 6 (20), E 5 (-10), C 5 (-30), I 4 (-40), B 3 (-60)
    // Final (round 4): K +200, A 0, J -100, F -100 -> K 4, A 2, F and J share (1 + 0) / 2 = 0.5, equal in vists
    // and mahjongs: rank 3 both
    const round3 = { tables: [table({ J: 20, A: 60, K: -30, E: -50 }), table({ I: -30, B: -50, C: -10, F: 90 })] };
    const final = { tables: [table({ A: 0, J: -100, F: -100, K: 200 })] };
    const finalRound = locateFinal(ir, [12, 8, 8, 4]);
    const s = computeEventStandings(ir, [round1, round2, round3, final], players, { finalRound });
    expect(brief(s.rows)).toEqual([
      ['K', 1, 4, 200, 'points'],
      ['A', 2, 2, 0, 'points'],
      ['F', 3, 0.5, -100, 'tied'],
      ['J', 3, 0.5, -100, 'stage'],
      ['E', 5, 5, -10, 'vists'],
      ['C', 6, 5, -30, 'points'],
      ['I', 7, 4, -40, 'points'],
      ['B', 8, 3, -60, 'stage'],
      ['G', 9, 1, -30, 'points'],
      ['D', 10, 0, -40, 'tied'],
      ['H', 10, 0, -40, 'tied'],
      ['L', 10, 0, -40, null],
    ]);
    expect(s.cuts.map((c) => c.after)).toEqual([1, 3]);
    expect(s.rows.find((r) => r.player === 'E')).toMatchObject({ cutAfter: 3, out: true });
    // Standings after round 3 (before the final): the cut after 3 is already applied
    const before = computeEventStandings(ir, [round1, round2, round3, final], players, { afterRound: 3, finalRound });
    expect(before.finalRound).toBeNull();
    expect(before.rows.slice(0, 5).map((r) => [r.player, r.rank, r.points, r.out])).toEqual([
      ['A', 1, 10, false], ['J', 2, 9, false], ['F', 3, 6, false], ['K', 4, 6, false], ['E', 5, 5, true],
    ]);
  });

  it('a cut on equal rows is taken by id and noted for the judge', () => {
    // keep 7 after round 1: 7th and 8th, C and K, are equal (1 point, -20, no mahjong): C goes on (id order)
    const s = computeEventStandings(shaped(7), [round1], players);
    expect(s.rows.filter((r) => !r.out).map((r) => r.player)).toEqual(['E', 'A', 'I', 'J', 'B', 'F', 'C']);
    expect(s.rows.find((r) => r.player === 'K')).toMatchObject({ rank: 8, cutAfter: 1 });
    expect(s.notes).toEqual([expect.objectContaining({ kind: 'cut-tie', round: 1, players: ['C', 'K'] })]);
  });

  it('a player who withdrew does not take a place at the cut', () => {
    // J withdraws after round 1: the 8 who go on are E A I B F C K G; J (3 points) heads the others
    const s = computeEventStandings(ir, [round1], players.map((p) => (p.id === 'J' ? { ...p, withdrawnAfter: 1 } : p)));
    expect(s.rows.filter((r) => !r.out).map((r) => r.player)).toEqual(['E', 'A', 'I', 'B', 'F', 'C', 'K', 'G']);
    expect(s.rows.slice(8).map((r) => [r.player, r.rank, r.outReason])).toEqual([
      ['J', 9, 'withdrawn'], ['D', 10, 'cut'], ['H', 10, 'cut'], ['L', 10, 'cut'],
    ]);
  });

  it('the final played by others than the best 4 is noted', () => {
    const final = { tables: [table({ J: -80, A: -40, K: 20, I: 100 })] };
    const s = computeEventStandings(ir, [round1, round2, final], players, { finalRound: 3 });
    expect(s.rows.slice(0, 4).map((r) => r.player)).toEqual(['I', 'K', 'A', 'J']);
    expect(s.notes).toEqual([expect.objectContaining({ kind: 'final-players', players: ['E', 'I'] })]);
  });
});
