/**
 * Tournament points of a table, against the regulations' own tables: Repino-2008 Б.7 (per deal: places 3/2/1/0,
 * +1 for a limit hand, vist bands ±1..±5, nothing for a redeal) and Bermuda 3.2 (per tour: the sum of the 4 deals
 * ranks the table 4/2/1/0). Expected values are worked out by hand from the text.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../../games/index.js';
import { placePoints, rankPlaces, tablePoints, vistBandPoints } from '../../../runtime/tournament/table-points.js';
import type { DealOutcome, TableResult } from '../../../runtime/tournament/types.js';
import type { TablePointsIR } from '../../../runtime/ir/tournament.js';

function tablePointsOf(file: string): TablePointsIR {
  const { ir } = compileRegulationFile(file);
  if (!ir?.tournament) throw new Error(`${file}: no tournament section`);
  return ir.tournament.tablePoints;
}
const repino = tablePointsOf('regulations/repino-2008.yaml');
const bermuda = tablePointsOf('regulations/bermuda-triangle.yaml');

/** A deal: vists per player, the winner (none: a redeal), whether it was a limit hand. */
function deal(vists: Record<string, number>, winner?: string, limit = false): DealOutcome {
  // A limit hand (as a recorded deal's `limit: true`): paid its limit value, a limit combination.
  return { vists, ...(winner ? { winners: [winner] } : {}), ...(limit ? { bonusConditions: ['limit-value', 'combination'] as const } : {}), redeal: winner === undefined, payments: [], adjustments: [] };
}
function table(deals: DealOutcome[], adjustments: TableResult['adjustments'] = []): TableResult {
  return { players: ['A', 'B', 'C', 'D'], deals, adjustments };
}
const pointsOf = (r: Record<string, { points: number }>) => Object.fromEntries(Object.entries(r).map(([p, x]) => [p, x.points]));

describe('placePoints', () => {
  it('gives the places in order of the results', () => {
    // Bermuda 3.2: 1st +4, 2nd +2, 3rd +1, 4th 0
    expect(placePoints({ A: 50, B: -10, C: 120, D: -160 }, [4, 2, 1, 0], 'share')).toEqual({ C: 4, A: 2, B: 1, D: 0 });
  });

  it('shares the tied places equally, or gives each the best tied place', () => {
    // B and C tie for 2nd: share (2 + 1) / 2 = 1.5 each; best: 2 each
    expect(placePoints({ A: 100, B: 0, C: 0, D: -100 }, [4, 2, 1, 0], 'share')).toEqual({ A: 4, B: 1.5, C: 1.5, D: 0 });
    expect(placePoints({ A: 100, B: 0, C: 0, D: -100 }, [4, 2, 1, 0], 'best')).toEqual({ A: 4, B: 2, C: 2, D: 0 });
  });

  it('three losers of 100 each share (2 + 1 + 0) / 3 = 1 (the assumption of Repino Б.7.1)', () => {
    expect(placePoints({ A: 300, B: -100, C: -100, D: -100 }, [3, 2, 1, 0], 'share')).toEqual({ A: 3, B: 1, C: 1, D: 1 });
  });

  it('three tied for 1st under 4/2/1/0 share 7/3', () => {
    // (4 + 2 + 1) / 3 = 2.333...
    const r = placePoints({ A: 10, B: 10, C: 10, D: -30 }, [4, 2, 1, 0], 'share');
    expect(r.A).toBeCloseTo(7 / 3, 9);
    expect(r.D).toBe(0);
  });

  it('a table of three takes the first three places', () => {
    expect(placePoints({ A: 10, B: 0, C: -10 }, [4, 2, 1, 0], 'share')).toEqual({ A: 4, B: 2, C: 1 });
  });

  it('rankPlaces gives the best tied place and the size of the tie', () => {
    expect(rankPlaces({ A: 0, B: 5, C: 0 })).toEqual([
      { player: 'B', result: 5, place: 1, tied: 1 },
      { player: 'A', result: 0, place: 2, tied: 2 },
      { player: 'C', result: 0, place: 2, tied: 2 },
    ]);
  });
});

describe('vistBandPoints (Repino Б.7.2)', () => {
  const bands = repino.vistBands!.value;
  it('is the band of |vists| with the sign of the vists; 0 gives 0', () => {
    // ±1 (0-256), ±2 (257-512), ±3 (513-1024), ±4 (1025-2000), ±5 (over 2000)
    expect(vistBandPoints(0, bands)).toBe(0);
    expect(vistBandPoints(1, bands)).toBe(1);
    expect(vistBandPoints(256, bands)).toBe(1);
    expect(vistBandPoints(257, bands)).toBe(2);
    expect(vistBandPoints(-512, bands)).toBe(-2);
    expect(vistBandPoints(513, bands)).toBe(3);
    expect(vistBandPoints(-1024, bands)).toBe(-3);
    expect(vistBandPoints(2000, bands)).toBe(4);
    expect(vistBandPoints(2001, bands)).toBe(5);
    expect(vistBandPoints(-6000, bands)).toBe(-5);
  });
  it('beyond the last band with an upper end gives 0', () => {
    expect(vistBandPoints(300, [{ upTo: 256, points: 1 }])).toBe(0);
  });
});

describe('tablePoints per deal (Repino Б.7)', () => {
  it('ranks each deal and adds the vist band', () => {
    // A +300, B -20, C -80, D -200: places 3/2/1/0; bands +2 (257-512), -1, -1, -1 -> A 5, B 1, C 0, D -1
    const r = tablePoints(table([deal({ A: 300, B: -20, C: -80, D: -200 }, 'A')]), repino);
    expect(pointsOf(r)).toEqual({ A: 5, B: 1, C: 0, D: -1 });
    expect(r.A!.wins).toBe(1);
    expect(r.A!.vists).toBe(300);
    expect(r.A!.items).toEqual([
      { deal: 1, kind: 'place', points: 3, clause: 'Б.7.1', place: 1, tied: 1, vists: 300 },
      { deal: 1, kind: 'band', points: 2, clause: 'Б.7.2', vists: 300 },
    ]);
  });

  it('adds +1 for a limit hand; tied losers share their places', () => {
    // A wins a limit hand of 2000 from each: A +6000, B, C, D -2000 each.
    // A: place 3 + band +5 (over 2000) + limit 1 = 9; B, C, D: (2 + 1 + 0) / 3 = 1, band -4 (1025-2000) -> -3
    const r = tablePoints(table([deal({ A: 6000, B: -2000, C: -2000, D: -2000 }, 'A', true)]), repino);
    expect(pointsOf(r)).toEqual({ A: 9, B: -3, C: -3, D: -3 });
    expect(r.A!.items.find((i) => i.kind === 'limit')).toEqual({ deal: 1, kind: 'limit', points: 1, clause: 'Б.7.1' });
  });

  it('a redeal gives nobody points (Б.7.2), and the deals add up', () => {
    // deal 1: as above A 5, B 1, C 0, D -1; deal 2: redeal, nothing;
    // deal 3: B +120, A -40, C -40, D -40: B 3 + 1 = 4; A, C, D share (2 + 1 + 0) / 3 = 1, band -1 -> 0
    // totals: A 5, B 5, C 0, D -1
    const r = tablePoints(
      table([deal({ A: 300, B: -20, C: -80, D: -200 }, 'A'), deal({ A: 0, B: 0, C: 0, D: 0 }), deal({ B: 120, A: -40, C: -40, D: -40 }, 'B')]),
      repino,
    );
    expect(pointsOf(r)).toEqual({ A: 5, B: 5, C: 0, D: -1 });
    expect(r.A!.items.filter((i) => i.deal === 2)).toEqual([]);
    expect(r.B!.wins).toBe(1);
    expect(r.A!.vists).toBe(260); // 300 + 0 - 40
  });

  it('a deal penalty counts in that deal; a table penalty only in the vists', () => {
    // deal: A +300, B -20, C -80, D -200 and a fixed penalty of -50 to D in the deal: D's deal result -250,
    // still 4th (0) and band -1: D -1 as before; the table's -50 to C (ignored "last deal", Б.8): vists only.
    const d = { ...deal({ A: 300, B: -20, C: -80, D: -200 }, 'A'), adjustments: [{ player: 'D', vists: -50, rule: 'judge', clause: 'Г.3' }] };
    const r = tablePoints(table([d], [{ player: 'C', vists: -50, rule: 'ignored-last-deal', clause: 'Б.8' }]), repino);
    expect(pointsOf(r)).toEqual({ A: 5, B: 1, C: 0, D: -1 });
    expect(r.D!.vists).toBe(-250);
    expect(r.C!.vists).toBe(-130);
  });
});

describe('tablePoints per tour (Bermuda 3.2)', () => {
  it('ranks the sum of the deals once: +4, +2, +1, 0', () => {
    // sums: A 100 - 20 + 0 + 40 = 120; B -40 + 60 - 10 - 10 = 0; C -20 - 20 + 30 - 10 = -20; D -40 - 20 - 20 - 20 = -100
    const r = tablePoints(
      table([
        deal({ A: 100, B: -40, C: -20, D: -40 }, 'A'),
        deal({ A: -20, B: 60, C: -20, D: -20 }, 'B'),
        deal({ A: 0, B: -10, C: 30, D: -20 }, 'C'),
        deal({ A: 40, B: -10, C: -10, D: -20 }, 'A'),
      ]),
      bermuda,
    );
    expect(pointsOf(r)).toEqual({ A: 4, B: 2, C: 1, D: 0 });
    expect(r.A!.wins).toBe(2);
    expect(r.A!.items).toEqual([{ deal: null, kind: 'place', points: 4, clause: '3.2', place: 1, tied: 1, vists: 120 }]);
  });

  it('a table penalty counts in the sum; equal sums share (4.3 false mahjong, 3.2)', () => {
    // deal: A +100, B -100, C 0, D 0; C's false mahjong at the table: -100 (4.3) -> sums A 100, B -100, C -100, D 0
    // places: A 4, D 2, B and C share (1 + 0) / 2 = 0.5
    const r = tablePoints(table([deal({ A: 100, B: -100, C: 0, D: 0 }, 'A')], [{ player: 'C', vists: -100, rule: 'false-mahjong-continued', clause: '4.3' }]), bermuda);
    expect(pointsOf(r)).toEqual({ A: 4, B: 0.5, C: 0.5, D: 2 });
  });

  it('a substitute between deals ranks as one seat with the player he replaced (aliases)', () => {
    // D plays deal 1 (-40), E replaces D for deal 2 (+90): the seat's sum +50 is 1st (A: 40 - 60 = -20, B -30, C 0)
    const r = tablePoints(
      table([deal({ A: 40, B: -30, C: 30, D: -40 }, 'A'), deal({ A: -60, B: 0, C: -30, E: 90 }, 'E')]),
      bermuda,
      { aliases: { D: 'E' } },
    );
    expect(pointsOf(r)).toEqual({ E: 4, C: 2, A: 1, B: 0 });
    expect(r.E!.wins).toBe(1);
  });
});
