/**
 * Standings under the Bermuda Triangle regulation (3.2: per tour 4/2/1/0, ties shared; 3.4: points, then the sum
 * of vists, then the number of mahjongs), with a substitution (5.6), a withdrawal (5.5) and a late entry (1.1).
 * Ranks: rows equal on every criterion share the rank (1, 2, 2, 4). Expected values are worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../../games/index.js';
import { computeStandings, rankRows, type PlayerInfo } from '../../../runtime/tournament/standings.js';
import type { DealOutcome, RoundResult, TableResult } from '../../../runtime/tournament/types.js';
import type { TournamentIR } from '../../../runtime/ir/tournament.js';

const { ir } = compileRegulationFile('regulations/bermuda-triangle.yaml');
const bermuda: TournamentIR = ir!.tournament!;

function deal(vists: Record<string, number>, winner?: string): DealOutcome {
  return { vists, ...(winner ? { winners: [winner] } : {}), redeal: winner === undefined, payments: [], adjustments: [] };
}
function table(players: string[], ...deals: DealOutcome[]): TableResult {
  return { players, deals, adjustments: [] };
}
const brief = (rows: ReturnType<typeof computeStandings>) => rows.map((r) => [r.player, r.rank, r.points, r.vists, r.wins, r.tieBreak]);

describe('computeStandings: the tie-break chain of Bermuda 3.4', () => {
  it('points, then vists, then mahjongs; rows equal on all three share the rank', () => {
    // Table 1: P wins two deals of +30 (others -10 each): P +60, X1..X3 -20 each -> P 4, X's share (2+1+0)/3 = 1.
    // Table 2: Q wins one deal of +60 (others -20 each), then a redeal: Q +60 -> Q 4, Y's 1 each.
    // P and Q: 4 points and 60 vists each; P has 2 mahjongs, Q 1 -> P 1st (mahjongs), Q 2nd.
    // X1..X3, Y1..Y3: 1 point, -20 vists, 0 mahjongs -> all rank 3, listed by id.
    const rounds: RoundResult[] = [{
      tables: [
        table(['P', 'X1', 'X2', 'X3'], deal({ P: 30, X1: -10, X2: -10, X3: -10 }, 'P'), deal({ P: 30, X1: -10, X2: -10, X3: -10 }, 'P')),
        table(['Q', 'Y1', 'Y2', 'Y3'], deal({ Q: 60, Y1: -20, Y2: -20, Y3: -20 }, 'Q'), deal({ Q: 0, Y1: 0, Y2: 0, Y3: 0 })),
      ],
    }];
    const players = ['P', 'Q', 'X1', 'X2', 'X3', 'Y1', 'Y2', 'Y3'].map((id) => ({ id }));
    expect(brief(computeStandings(bermuda, rounds, players))).toEqual([
      ['P', 1, 4, 60, 2, 'mahjongs'],
      ['Q', 2, 4, 60, 1, 'points'],
      ['X1', 3, 1, -20, 0, 'tied'],
      ['X2', 3, 1, -20, 0, 'tied'],
      ['X3', 3, 1, -20, 0, 'tied'],
      ['Y1', 3, 1, -20, 0, 'tied'],
      ['Y2', 3, 1, -20, 0, 'tied'],
      ['Y3', 3, 1, -20, 0, null],
    ]);
  });

  it('shares of places add up exactly: 7/3 three times equals 4 + 2 + 1', () => {
    // X ties for 1st with two others at +10 in each of 3 rounds: (4 + 2 + 1) / 3 = 7/3 a round, 7 in all, 30 vists,
    // 3 mahjongs. Y is 1st (+30), 2nd (+10), 3rd (-10): 4 + 2 + 1 = 7, 30 vists, 1 mahjong.
    // Equal on points and vists: X above Y by mahjongs (not by a rounding of 7/3).
    const xTable = table(['X', 'P1', 'P2', 'P3'], deal({ X: 10, P1: 10, P2: 10, P3: -30 }, 'X'));
    const yTables = [
      table(['Y', 'Q1', 'Q2', 'Q3'], deal({ Y: 30, Q1: 0, Q2: -10, Q3: -20 }, 'Y')),
      table(['Y', 'Q1', 'Q2', 'Q3'], deal({ Y: 10, Q1: 40, Q2: -20, Q3: -30 }, 'Q1')),
      table(['Y', 'Q1', 'Q2', 'Q3'], deal({ Y: -10, Q1: 40, Q2: 20, Q3: -50 }, 'Q1')),
    ];
    const rounds: RoundResult[] = yTables.map((y) => ({ tables: [xTable, y] }));
    const rows = computeStandings(bermuda, rounds, ['X', 'Y'].map((id) => ({ id })), { include: 'all' });
    expect(rows.filter((r) => r.player === 'X' || r.player === 'Y').map((r) => [r.player, r.points, r.vists, r.wins])).toEqual([
      ['X', 7, 30, 3],
      ['Y', 7, 30, 1],
    ]);
    expect(rows.find((r) => r.player === 'X')!.tieBreak).toBe('mahjongs');
    expect(rows.find((r) => r.player === 'X')!.roundPoints).toEqual([2.333333333, 2.333333333, 2.333333333]);
  });

  it('rankRows: 1, 2, 2, 4', () => {
    const rows = [
      { player: 'a', points: 5, vists: 0, wins: 0 },
      { player: 'b', points: 4, vists: 10, wins: 1 },
      { player: 'c', points: 4, vists: 10, wins: 1 },
      { player: 'd', points: 4, vists: 9, wins: 3 },
    ];
    expect(rankRows(rows, ['points', 'vists', 'mahjongs']).map((r) => [r.player, r.rank, r.tieBreak])).toEqual([
      ['a', 1, 'points'], ['b', 2, 'tied'], ['c', 2, 'vists'], ['d', 4, null],
    ]);
  });

  it('follows the order of the chain the regulation gives', () => {
    const rows = [
      { player: 'a', points: 5, vists: 0, wins: 0 },
      { player: 'b', points: 4, vists: 10, wins: 1 },
    ];
    expect(rankRows(rows, ['vists', 'points']).map((r) => [r.player, r.tieBreak])).toEqual([['b', 'vists'], ['a', null]]);
  });
});

describe('computeStandings over two rounds: substitution, withdrawal, late entry', () => {
  // Round 1
  //   T1 A, B, C, D: deal 1 A +90, B, C, D -30; deal 2 B +30, A, C, D -10 -> sums A 80, B 0, C -40, D -40
  //      points A 4, B 2, C and D share (1 + 0) / 2 = 0.5; mahjongs A 1, B 1
  //   T2 E, F, G, H: deal 1 E +60, F, G, H -20; deal 2 F +20, E -20 -> sums E 40, F 0, G -20, H -20
  //      points E 4, F 2, G and H 0.5; mahjongs E 1, F 1
  // H withdraws after round 1; I replaces B from round 2 (carries B's results on); J enters in round 2.
  // Round 2
  //   T1 A, E, I, J: I +90, A, E, J -30 -> I 4; A, E, J share (2 + 1 + 0) / 3 = 1
  //   T2 C, D, F, G: C +60, D, F, G -20 -> C 4; D, F, G 1
  const rounds: RoundResult[] = [
    {
      tables: [
        table(['A', 'B', 'C', 'D'], deal({ A: 90, B: -30, C: -30, D: -30 }, 'A'), deal({ B: 30, A: -10, C: -10, D: -10 }, 'B')),
        table(['E', 'F', 'G', 'H'], deal({ E: 60, F: -20, G: -20, H: -20 }, 'E'), deal({ F: 20, E: -20, G: 0, H: 0 }, 'F')),
      ],
    },
    {
      tables: [
        table(['A', 'E', 'I', 'J'], deal({ I: 90, A: -30, E: -30, J: -30 }, 'I')),
        table(['C', 'D', 'F', 'G'], deal({ C: 60, D: -20, F: -20, G: -20 }, 'C')),
      ],
    },
  ];
  const players: PlayerInfo[] = [
    { id: 'A', name: 'Анна' }, { id: 'B', replacedBy: 'I', replacedInRound: 2 }, { id: 'C' }, { id: 'D' },
    { id: 'E' }, { id: 'F' }, { id: 'G' }, { id: 'H', withdrawnAfter: 1 }, { id: 'I', fromRound: 2 }, { id: 'J', fromRound: 2 },
  ];

  it('after round 1: B is himself, J and I have not started, H is out', () => {
    // A 4 (80) > E 4 (40) by vists; B 2 (0, 1 mj) = F 2 (0, 1 mj): rank 3 tied;
    // G, H 0.5 (-20) above C, D 0.5 (-40) by vists; G = H and C = D on every criterion
    const rows = computeStandings(bermuda, rounds, players, { afterRound: 1 });
    expect(brief(rows)).toEqual([
      ['A', 1, 4, 80, 1, 'vists'],
      ['E', 2, 4, 40, 1, 'points'],
      ['B', 3, 2, 0, 1, 'tied'],
      ['F', 3, 2, 0, 1, 'points'],
      ['G', 5, 0.5, -20, 0, 'tied'],
      ['H', 5, 0.5, -20, 0, 'vists'],
      ['C', 7, 0.5, -40, 0, 'tied'],
      ['D', 7, 0.5, -40, 0, null],
    ]);
    expect(rows.find((r) => r.player === 'H')).toMatchObject({ out: true, outReason: 'withdrawn', withdrawnAfter: 1 });
    expect(rows.find((r) => r.player === 'A')).toMatchObject({ name: 'Анна', out: false, roundPoints: [4], played: 1 });
  });

  it('after round 2: I carries B on, J has no round 1, H keeps his totals and his place', () => {
    // I (with B): 2 + 4 = 6, vists 0 + 90 = 90, mahjongs 2
    // A: 4 + 1 = 5, 80 - 30 = 50;  E: 4 + 1 = 5, 40 - 30 = 10 -> A above E by vists
    // C: 0.5 + 4 = 4.5, 20;  F: 2 + 1 = 3, -20;  G: 0.5 + 1 = 1.5, -40;  D: 0.5 + 1 = 1.5, -60 (vists)
    // J: 1, -30;  H: 0.5, -20 (withdrawn)
    const rows = computeStandings(bermuda, rounds, players);
    expect(brief(rows)).toEqual([
      ['I', 1, 6, 90, 2, 'points'],
      ['A', 2, 5, 50, 1, 'vists'],
      ['E', 3, 5, 10, 1, 'points'],
      ['C', 4, 4.5, 20, 1, 'points'],
      ['F', 5, 3, -20, 1, 'points'],
      ['G', 6, 1.5, -40, 0, 'vists'],
      ['D', 7, 1.5, -60, 0, 'points'],
      ['J', 8, 1, -30, 0, 'points'],
      ['H', 9, 0.5, -20, 0, null],
    ]);
    expect(rows[0]).toMatchObject({ carries: ['B'], roundPoints: [2, 4], played: 2 });
    expect(rows.find((r) => r.player === 'J')).toMatchObject({ roundPoints: [null, 1], played: 1, out: false });
    expect(rows.find((r) => r.player === 'H')).toMatchObject({ roundPoints: [0.5, null], out: true });
  });

  it('include: all lists players who have not started, with nothing', () => {
    const rows = computeStandings(bermuda, rounds, players, { afterRound: 1, include: 'all' });
    expect(rows.map((r) => r.player)).toContain('J');
    expect(rows.find((r) => r.player === 'J')).toMatchObject({ points: 0, vists: 0, wins: 0, played: 0 });
  });
});
