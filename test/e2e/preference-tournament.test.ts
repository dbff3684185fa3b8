/**
 * The 2011 festival preference tournament end to end: `reglament standings --json` and `reglament seat --json` on
 * the fixture events test/fixtures/events/preference-13-players.yaml (two rounds on points, a threshold, equal
 * points together, a final by whists) and preference-7-players.yaml (Olympic: the best 4 of round 1 over both
 * tables, one table given as its pulya's sheet), through the built dist/cli/main.cjs (npm test builds first).
 * Expected values are worked out by hand in the fixtures' comments and below.
 */
import { describe, expect, it } from 'vitest';
import { runCli as run } from '../support/run-cli.js';

const big = 'test/fixtures/events/preference-13-players.yaml';
const small = 'test/fixtures/events/preference-7-players.yaml';


type Row = { player: string; rank: number; points: number; vists: number; out: boolean; tieBreak: string | null };
const brief = (rows: Row[]) => rows.map((r) => [r.player, r.rank, r.points, r.vists, r.out, r.tieBreak]);

describe('13 players: two rounds on points, then the final (sections 3-5)', () => {
  it('standings after round 1: players with fewer than 2 points are out', () => {
    // Round 1 (fixture): M 4 (60), C 4 (50), J 4 (40), K 4 (30), I 3 (20), G 3 (10), D 2 (0), A 2 (-10), F 2 (-30);
    // out with 1 point: B (-20), then E, H, L (-50 each: equal on points and whists, they share 11th place)
    const r = run('standings', big, '--after-round', '1', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(brief(j.standings)).toEqual([
      ['M', 1, 4, 60, false, 'vists'], ['C', 2, 4, 50, false, 'vists'], ['J', 3, 4, 40, false, 'vists'],
      ['K', 4, 4, 30, false, 'points'], ['I', 5, 3, 20, false, 'vists'], ['G', 6, 3, 10, false, 'points'],
      ['D', 7, 2, 0, false, 'vists'], ['A', 8, 2, -10, false, 'vists'], ['F', 9, 2, -30, false, 'stage'],
      ['B', 10, 1, -20, true, 'vists'], ['E', 11, 1, -50, true, 'tied'], ['H', 11, 1, -50, true, 'tied'],
      ['L', 11, 1, -50, true, null],
    ]);
    expect(j.formula).toMatchObject({ id: 'points-13-to-16', players: 13, steps: [{ after: 1, rule: { kind: 'threshold', minPoints: 2 }, clause: '5', out: ['B', 'E', 'H', 'L'] }] });
  });

  it('final standings: the final by its whists, ties by the qualifying whists; the rest by the stage reached', () => {
    // Final: G +40 and J +40 -> qualifying whists G 60 > J 50; M -20; A -60. Points of the final: G, J 3.5, M 2,
    // A 1. Out after round 2 by totals: C 6 (30), K 5 (-10), I 4 (-10), D 4 (-30), F 3 (-70). Out after round 1 as
    // above.
    const r = run('standings', big, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(brief(j.standings)).toEqual([
      ['G', 1, 3.5, 40, false, 'qualifying-vists'], ['J', 2, 3.5, 40, false, 'vists'], ['M', 3, 2, -20, false, 'vists'],
      ['A', 4, 1, -60, false, 'stage'],
      ['C', 5, 6, 30, true, 'points'], ['K', 6, 5, -10, true, 'points'], ['I', 7, 4, -10, true, 'vists'],
      ['D', 8, 4, -30, true, 'points'], ['F', 9, 3, -70, true, 'stage'],
      ['B', 10, 1, -20, true, 'vists'], ['E', 11, 1, -50, true, 'tied'], ['H', 11, 1, -50, true, 'tied'],
      ['L', 11, 1, -50, true, null],
    ]);
    expect(j.standings[0]).toMatchObject({ stage: 'final', qualifying: { points: 7, vists: 60 }, roundPoints: [3, 4, 3.5] });
    expect(j.standings[4]).toMatchObject({ outReason: 'cut', cutAfter: 2 });
    expect(j.finalRound).toBe(3);
    expect(j.formula.final).toEqual({ rankBy: ['vists', 'qualifying-vists'], clause: '5' });
  });

  it('text: the formula, each step and the final are explained under the table', () => {
    const r = run('standings', big, '--lang', 'en');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Formula "Two rounds on points and a final" for 13 players (3, 5).');
    expect(r.out).toContain('After round 1 players with at least 2 points go on (5); out: B, E, H, L.');
    expect(r.out).toContain('After round 2 the best 4 go on (5); out: C, K, I, D, F.');
    expect(r.out).toContain('Final: places by the final\'s vists, then the qualifying vists (5).');
    // No mahjongs in preference: three rounds after the vists, no Mahjongs column.
    expect(r.out).toMatch(/Place\s+Player\s+Id\s+Points\s+Vists\s+R1\s+R2\s+R3\s+Decided by\s+Status/);
    expect(r.out).not.toContain('Mahjongs');
  });

  it('seat round 1: 13 players at one table of 4 and three of 3, each once', () => {
    const j = JSON.parse(run('seat', big, '--round', '1', '--json').out);
    expect(j.method).toBe('lot');
    expect(j.tables.map((t: string[]) => t.length)).toEqual([4, 3, 3, 3]);
    expect(j.tables.flat().sort()).toEqual('ABCDEFGHIJKLM'.split(''));
    expect(j.sittingOut).toEqual([]);
  });

  it('seat round 2: the 9 left, equal points together, in tables of 3', () => {
    // After round 1: 4 points M, C, J, K; 3 points I, G; 2 points D, A, F. Cut into 3 + 3 + 3 in that order (by lot
    // within equal points): three of the 4-point players; the fourth with I and G; D, A, F.
    const r = run('seat', big, '--round', '2', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ round: 2, method: 'score-groups', clause: '5', sittingOut: [] });
    const pts: Record<string, number> = { M: 4, C: 4, J: 4, K: 4, I: 3, G: 3, D: 2, A: 2, F: 2 };
    expect(j.tables.map((t: string[]) => t.map((p) => pts[p]).sort())).toEqual([[4, 4, 4], [3, 3, 4], [2, 2, 2]]);
    expect(j.tables.flat().sort()).toEqual(Object.keys(pts).sort());
  });

  it('seat round 3: the final table, the best 4 in standings order', () => {
    // After round 2: M 8 (90), G 7 (60), J 7 (50), A 6 (60; before C 6 (30) on whists)
    expect(JSON.parse(run('seat', big, '--round', '3', '--json').out)).toMatchObject({ round: 3, method: 'final', tables: [['M', 'G', 'J', 'A']], clause: '5' });
  });

  it('seat text: without winds the seats are numbered (section 9: number 1 chooses a place, the rest clockwise)', () => {
    const r = run('seat', big, '--round', '3', '--lang', 'en');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Table 1: 1. Марина (M), 2. Жанна (G), 3. Юрий (J), 4. Алексей (A)');
  });

  it('a round past the formula is bad input', () => {
    const r = run('seat', big, '--round', '4', '--json');
    expect(r.code).toBe(2);
    expect(r.err).toContain('event/beyond-formula');
  });
});

describe('7 players: the Olympic system, the best 4 of round 1 over both tables (section 3)', () => {
  it('after round 1 the best 4 by points, then whists, go on', () => {
    // Table of 4: gleb +35 4, vera +25 3, egor -5 2, anna -55 1. Table of 3 (a pulya sheet, settled to boris -20,
    // zhanna -10, dina +30): dina 4, zhanna 2 (-10 is not above 0), boris 1. In play: gleb 4 (35), dina 4 (30),
    // vera 3 (25), egor 2 (-5, before zhanna's -10); out: zhanna 2 (-10), boris 1 (-20), anna 1 (-55).
    const j = JSON.parse(run('standings', small, '--after-round', '1', '--json').out);
    expect(brief(j.standings)).toEqual([
      ['gleb', 1, 4, 35, false, 'vists'], ['dina', 2, 4, 30, false, 'points'], ['vera', 3, 3, 25, false, 'points'],
      ['egor', 4, 2, -5, false, 'stage'],
      ['zhanna', 5, 2, -10, true, 'points'], ['boris', 6, 1, -20, true, 'vists'], ['anna', 7, 1, -55, true, null],
    ]);
  });

  it('final standings: the final table by whists, ties by the whists of round 1', () => {
    // Final: dina +25 and vera +25 -> round-1 whists dina 30 > vera 25; egor -10; gleb -40. Points of the final:
    // dina, vera (4 + 3) / 2 = 3.5, egor 2, gleb 1. Then zhanna, out after round 1 (2, -10), boris, anna.
    const r = run('standings', small, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(brief(JSON.parse(r.out).standings)).toEqual([
      ['dina', 1, 3.5, 25, false, 'qualifying-vists'], ['vera', 2, 3.5, 25, false, 'vists'],
      ['egor', 3, 2, -10, false, 'vists'], ['gleb', 4, 1, -40, false, 'stage'],
      ['zhanna', 5, 2, -10, true, 'points'], ['boris', 6, 1, -20, true, 'vists'], ['anna', 7, 1, -55, true, null],
    ]);
  });

  it('seat: round 1 at a table of 4 and one of 3; round 2 the final of the 4 who went on', () => {
    const first = JSON.parse(run('seat', small, '--round', '1', '--json').out);
    expect(first.tables.map((t: string[]) => t.length)).toEqual([4, 3]);
    expect(first.tables.flat().sort()).toEqual(['anna', 'boris', 'dina', 'egor', 'gleb', 'vera', 'zhanna']);
    // standings order after round 1: gleb, dina, vera, egor
    expect(JSON.parse(run('seat', small, '--round', '2', '--json').out)).toMatchObject({ method: 'final', tables: [['gleb', 'dina', 'vera', 'egor']], clause: '3, 5' });
  });
});

describe('bad preference events', () => {
  it('a table whose results do not sum to zero is rejected', () => {
    const r = run('standings', 'test/fixtures/events/bad-preference-vists-sum.yaml', '--json', '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.err).toContain('event/vists-sum');
    expect(r.err).toContain('sum to +10, not 0');
  });

  it('a number of players no formula is for', () => {
    const r = run('seat', 'test/fixtures/events/bad-preference-no-formula.yaml', '--round', '1', '--json', '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.err).toContain('event/no-formula');
    expect(r.err).toContain('for 5 players');
  });
});
