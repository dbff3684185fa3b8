/**
 * The tournament rules of the 2011 festival preference regulation (shared/seeds/002, sections 3-6), one by one,
 * under the bundled regulations/preference-festival-2011.yaml: table points at tables of 4 and of 3 (the second's
 * points depend on his result), mixed table sizes, the formula chosen by the number of players, the points threshold
 * after round 1, the Olympic rounds (the best of each round over all its tables), the best 4 with the whists as
 * tie-break, and the final ranked by its whists with the qualifying whists as tie-break. Every expected value is worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import {
  chooseFormula, computeFormulaStandings, cutMixedTables, orderForSeating, rankFinal, splitTables, tablePoints,
  type DealOutcome, type FormulaIR, type PlayerInfo, type RoundResult, type TableResult,
} from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const ir = irOfFile('regulations/preference-festival-2011.yaml').tournament!;
const formulas = ir.formulas!;
const formula = (id: string): FormulaIR => formulas.find((f) => f.id === id)!;

/** A table given as its pulya's result per player (one outcome, as an event table with `vists`). */
function table(vists: Record<string, number>): TableResult {
  const deal: DealOutcome = { vists, redeal: false, payments: [], adjustments: [] };
  return { players: Object.keys(vists), deals: [deal], adjustments: [] };
}
const round = (...tables: Array<Record<string, number>>): RoundResult => ({ tables: tables.map(table) });
const infos = (ids: string): PlayerInfo[] => ids.split('').map((id) => ({ id }));
const points = (t: TableResult) => Object.fromEntries(Object.entries(tablePoints(t, ir.tablePoints)).map(([p, r]) => [p, r.points]));

describe('table points (section 4)', () => {
  it('a table of 4 gives 4 / 3 / 2 / 1 by result', () => {
    // A +60 > B +10 > C -20 > D -50
    expect(points(table({ A: 60, B: 10, C: -20, D: -50 }))).toEqual({ A: 4, B: 3, C: 2, D: 1 });
  });

  it('a table of 3 gives the second 3 points when his result is above 0', () => {
    // A +30 first: 4; B +5 second and above 0: 3; C -35 third: 1
    const t = table({ A: 30, B: 5, C: -35 });
    expect(points(t)).toEqual({ A: 4, B: 3, C: 1 });
    const second = tablePoints(t, ir.tablePoints).B!.items[0]!;
    expect(second).toMatchObject({ kind: 'place', place: 2, points: 3, clause: '4', vists: 5 });
  });

  it('a table of 3 gives the second 2 points when his result is 0 or below', () => {
    // B second with -5: 2 points; with exactly 0 (not above 0): 2 points as well
    expect(points(table({ A: 30, B: -5, C: -25 }))).toEqual({ A: 4, B: 2, C: 1 });
    expect(points(table({ A: 30, B: 0, C: -30 }))).toEqual({ A: 4, B: 2, C: 1 });
  });

  it('equal results share the points of their places, the second place valued at their result', () => {
    // A and B +20 share places 1 and 2: (4 + 3 [20 > 0]) / 2 = 3.5; C -40: 1
    expect(points(table({ A: 20, B: 20, C: -40 }))).toEqual({ A: 3.5, B: 3.5, C: 1 });
    // B and C -5 share places 2 and 3: (2 [-5 <= 0] + 1) / 2 = 1.5; A +10: 4
    expect(points(table({ A: 10, B: -5, C: -5 }))).toEqual({ A: 4, B: 1.5, C: 1.5 });
  });
});

describe('mixed tables of 4 and 3 (sections 3-4)', () => {
  it('seats as many tables of 4 as the number allows, the rest in threes', () => {
    // 6 = 3 + 3; 7 = 4 + 3; 8 = 4 + 4; 9 = 3 + 3 + 3; 10 = 4 + 3 + 3; 13 = 4 + 3 + 3 + 3; 17 = 4 + 4 + 3 + 3 + 3
    const sizes = ir.tableSizes!.value;
    expect(sizes).toEqual([4, 3]);
    expect(splitTables(6, sizes)).toEqual([3, 3]);
    expect(splitTables(7, sizes)).toEqual([4, 3]);
    expect(splitTables(8, sizes)).toEqual([4, 4]);
    expect(splitTables(9, sizes)).toEqual([3, 3, 3]);
    expect(splitTables(10, sizes)).toEqual([4, 3, 3]);
    expect(splitTables(13, sizes)).toEqual([4, 3, 3, 3]);
    expect(splitTables(17, sizes)).toEqual([4, 4, 3, 3, 3]);
  });

  it('cuts an ordered list into those tables; a count no split fits leaves players out', () => {
    expect(cutMixedTables(['a', 'b', 'c', 'd', 'e', 'f', 'g'], [4, 3])).toEqual({ tables: [['a', 'b', 'c', 'd'], ['e', 'f', 'g']], sittingOut: [] });
    // 5 players: no split into 4s and 3s; one table of 4, the fifth sits out
    expect(cutMixedTables(['a', 'b', 'c', 'd', 'e'], [4, 3])).toEqual({ tables: [['a', 'b', 'c', 'd']], sittingOut: ['e'] });
  });
});

describe('the formula by the number of players (section 3)', () => {
  it('6-8: Olympic in 2 rounds; 9-12: in 3 rounds; 13-16 and over 16: two rounds on points and a final', () => {
    const id = (n: number) => chooseFormula(formulas, n)?.id ?? null;
    expect([5, 6, 8, 9, 12, 13, 16, 17, 40].map(id)).toEqual([
      null, 'olympic-two-rounds', 'olympic-two-rounds', 'olympic-three-rounds', 'olympic-three-rounds',
      'points-13-to-16', 'points-13-to-16', 'points-over-16', 'points-over-16',
    ]);
  });
});

describe('elimination by a points threshold after round 1 (sections 5, 6)', () => {
  // Round 1: A +40 4, B +10 3, C -20 2, D -30 1 (table of 4); E +20 4, F -5 2 (second, not above 0), G -15 1
  const r1 = round({ A: 40, B: 10, C: -20, D: -30 }, { E: 20, F: -5, G: -15 });

  it('13-16 players: fewer than 2 points is out, exactly 2 goes on', () => {
    const s = computeFormulaStandings(ir, formula('points-13-to-16'), [r1], infos('ABCDEFG'), 13);
    // in: A 4 (40), E 4 (20), B 3, C 2 (-20), F 2 (-5) -> by points then whists: A, E, B, F, C; out: G 1 (-15), D 1 (-30)
    expect(s.rows.map((r) => [r.player, r.rank, r.points, r.out])).toEqual([
      ['A', 1, 4, false], ['E', 2, 4, false], ['B', 3, 3, false], ['F', 4, 2, false], ['C', 5, 2, false],
      ['G', 6, 1, true], ['D', 7, 1, true],
    ]);
    expect(s.rows[4]!.tieBreak).toBe('stage');
    expect(s.formula.steps).toEqual([{ after: 1, rule: { kind: 'threshold', minPoints: 2 }, clause: '5', kept: ['A', 'E', 'B', 'F', 'C'], out: ['G', 'D'] }]);
  });

  it('over 16 players: fewer than 3 points is out', () => {
    const s = computeFormulaStandings(ir, formula('points-over-16'), [r1], infos('ABCDEFG'), 17);
    // in: A 4, E 4, B 3; out: F 2 (-5), C 2 (-20), G 1 (-15), D 1 (-30)
    expect(s.rows.filter((r) => !r.out).map((r) => r.player)).toEqual(['A', 'E', 'B']);
    expect(s.rows.filter((r) => r.out).map((r) => [r.player, r.cutAfter])).toEqual([['F', 1], ['C', 1], ['G', 1], ['D', 1]]);
  });
});

describe('Olympic system (section 3): the best of the round over all its tables', () => {
  it('6-8 players: the best 4 of round 1 by table points, then whists (the parenthesis of section 3)', () => {
    // Table of 4: A +50 4, B -10 3, C -15 2, D -25 1. Table of 3: E +5 4, F +3 3 (above 0), G -8 1.
    // Best 4 by points, then whists: A 4 (50), E 4 (5), F 3 (3), B 3 (-10); out C 2 (-15), G 1 (-8), D 1 (-25).
    const r1 = round({ A: 50, B: -10, C: -15, D: -25 }, { E: 5, F: 3, G: -8 });
    const s = computeFormulaStandings(ir, formula('olympic-two-rounds'), [r1], infos('ABCDEFG'), 7);
    expect(s.formula.steps[0]).toMatchObject({ after: 1, rule: { kind: 'best-of-round', count: 4 }, kept: ['A', 'E', 'F', 'B'], out: ['C', 'G', 'D'] });
    expect(s.rows.map((r) => [r.player, r.points, r.out])).toEqual([
      ['A', 4, false], ['E', 4, false], ['F', 3, false], ['B', 3, false], ['C', 2, true], ['G', 1, true], ['D', 1, true],
    ]);
  });

  it('at 7 players the reading decides: the 3rd of the table of 4 goes on before the 2nd of the table of 3 by whists', () => {
    // Table of 4: g +35 4, v +25 3, e -5 2, a -55 1; table of 3: d +30 4, z -10 2 (not above 0), b -20 1.
    // Best 4 by points, then whists: g 4 (35), d 4 (30), v 3 (25), then e 2 (-5) before z 2 (-10).
    // The alternative reading, the best 2 of each table, sends z instead of e.
    const r1 = round({ g: 35, v: 25, e: -5, a: -55 }, { d: 30, z: -10, b: -20 });
    const olympic = formula('olympic-two-rounds');
    expect(computeFormulaStandings(ir, olympic, [r1], infos('gveadzb'), 7).formula.steps[0]!.kept).toEqual(['g', 'd', 'v', 'e']);
    const perTable: FormulaIR = { ...olympic, rounds: [{ ...olympic.rounds[0]!, advance: { kind: 'per-table', count: 2 } }] };
    expect(computeFormulaStandings(ir, perTable, [r1], infos('gveadzb'), 7).formula.steps[0]!.kept).toEqual(['g', 'd', 'v', 'z']);
  });

  it('9-12 players: the best 6 of round 1, then the best 4 of round 2', () => {
    // Round 1 (10 players: a table of 4 and two of 3):
    //   A +40 4, B +20 3, C -20 2, D -40 1 | E +30 4, F -5 2 (not above 0), G -25 1 | H +10 4, I +5 3, J -15 1
    //   by points, then whists: A 4 (40), E 4 (30), H 4 (10), B 3 (20), I 3 (5), F 2 (-5) go on;
    //   C 2 (-20), J 1 (-15), G 1 (-25), D 1 (-40) are out.
    const r1 = round({ A: 40, B: 20, C: -20, D: -40 }, { E: 30, F: -5, G: -25 }, { H: 10, I: 5, J: -15 });
    // Round 2 (two tables of 3): A +5 4, E -2 2, I -3 1 | B +6 4, H +1 3, F -7 1
    //   round 2: B 4 (6), A 4 (5), H 3 (1), E 2 (-2) go on; I 1 (-3), F 1 (-7) are out. In standings order (totals):
    //   A 8 (45), B 7 (26), H 7 (11), E 6 (28).
    const r2 = round({ A: 5, E: -2, I: -3 }, { B: 6, H: 1, F: -7 });
    const s = computeFormulaStandings(ir, formula('olympic-three-rounds'), [r1, r2], infos('ABCDEFGHIJ'), 10);
    expect(s.formula.steps.map((st) => [st.rule.kind, st.kept])).toEqual([
      ['best-of-round', ['A', 'E', 'H', 'B', 'I', 'F']],
      ['best-of-round', ['A', 'B', 'H', 'E']],
    ]);
    expect(s.rows.filter((r) => !r.out).map((r) => r.player)).toEqual(['A', 'B', 'H', 'E']);
  });

  it('round 2 of a knockout counts on its own: the totals would send another player', () => {
    // Round 1 (9 players, three tables of 3): A +30 4, B +10 3, C -40 1 | D +20 4, E -5 2, F -15 1 | G +15 4,
    //   H +5 3, I -20 1 -> the best 6: A 4 (30), D 4 (20), G 4 (15), B 3 (10), H 3 (5), E 2 (-5); out F, I, C.
    // Round 2: A +25 4, G +5 3, D -30 1 | B +12 4, E -2 2 (not above 0), H -10 1.
    //   Round 2 alone: A 4 (25), B 4 (12), G 3 (5), E 2 (-2) go on; H 1 (-10) and D 1 (-30) are out.
    //   Totals: A 8 (55), B 7 (22), G 7 (20), D 5 (-10), E 4 (-7), H 4 (-5): by the totals D would go on, not E.
    const r1 = round({ A: 30, B: 10, C: -40 }, { D: 20, E: -5, F: -15 }, { G: 15, H: 5, I: -20 });
    const r2 = round({ A: 25, G: 5, D: -30 }, { B: 12, E: -2, H: -10 });
    const s = computeFormulaStandings(ir, formula('olympic-three-rounds'), [r1, r2], infos('ABCDEFGHI'), 9);
    expect(s.formula.steps.map((st) => st.kept)).toEqual([['A', 'D', 'G', 'B', 'H', 'E'], ['A', 'B', 'G', 'E']]);
    // Out after round 2 by their totals: D 5, H 4; then those out after round 1: F -15, I -20, C -40.
    expect(s.rows.filter((r) => r.out).map((r) => [r.player, r.cutAfter])).toEqual([['D', 2], ['H', 2], ['F', 1], ['I', 1], ['C', 1]]);
  });
});

describe('the best 4 after round 2 and the final (section 5)', () => {
  // Round 1 (threshold 2): A +30 4, B +10 3, C -10 2, D -30 1 | E +20 4, F +10 3 (above 0), G -30 1 -> D, G out
  // Round 2 as played by the 5 left (a table of 3 and one of 2; the standings do not reseat):
  //   A +40 4, C -10 2 (second, not above 0), F -30 1 | B +25 4, E -25 3 (a table of 2: places 4 / 3)
  const r1 = round({ A: 30, B: 10, C: -10, D: -30 }, { E: 20, F: 10, G: -30 });
  const r2 = round({ A: 40, C: -10, F: -30 }, { B: 25, E: -25 });

  it('the best 4 by points, then whists, go on to the final', () => {
    // totals: A 4 + 4 = 8 (70); B 3 + 4 = 7 (35); E 4 + 3 = 7 (-5); C 2 + 2 = 4 (-20); F 3 + 1 = 4 (-20)
    // C and F are equal on points and whists at the edge (4th place): a note, the order taken by id (C)
    const s = computeFormulaStandings(ir, formula('points-13-to-16'), [r1, r2], infos('ABCDEFG'), 13);
    expect(s.formula.steps[1]).toMatchObject({ after: 2, rule: { kind: 'best', count: 4 }, kept: ['A', 'B', 'E', 'C'], out: ['F'] });
    expect(s.notes).toEqual([expect.objectContaining({ kind: 'cut-tie', round: 2, players: ['C', 'F'] })]);
    expect(s.rows.map((r) => [r.player, r.rank, r.points, r.vists, r.out])).toEqual([
      ['A', 1, 8, 70, false], ['B', 2, 7, 35, false], ['E', 3, 7, -5, false], ['C', 4, 4, -20, false],
      // D and G out after round 1, equal on points (1) and whists (-30): they share 6th place
      ['F', 5, 4, -20, true], ['D', 6, 1, -30, true], ['G', 6, 1, -30, true],
    ]);
  });

  it('the final is ranked by its whists, ties by the qualifying whists, from zero', () => {
    // Final: A -10, B +30, E +30, C -50. B and E equal on the final's whists (30); qualifying whists B 35 > E -5.
    // Final table points: B and E share (4 + 3) / 2 = 3.5, A 2, C 1.
    const r3 = round({ A: -10, B: 30, E: 30, C: -50 });
    const s = computeFormulaStandings(ir, formula('points-13-to-16'), [r1, r2, r3], infos('ABCDEFG'), 13);
    expect(s.finalRound).toBe(3);
    expect(s.rows.slice(0, 4).map((r) => [r.player, r.rank, r.points, r.vists, r.tieBreak, r.qualifying?.vists])).toEqual([
      ['B', 1, 3.5, 30, 'qualifying-vists', 35],
      ['E', 2, 3.5, 30, 'vists', -5],
      ['A', 3, 2, -10, 'vists', 70],
      ['C', 4, 1, -50, 'stage', -20],
    ]);
    expect(s.formula.final).toEqual({ rankBy: ['vists', 'qualifying-vists'], clause: '5' });
  });

  it('finalists equal on every criterion of the final share the place', () => {
    const row = (player: string, vists: number, q: number) => ({
      player, points: 0, vists, wins: 0, out: false, roundPoints: [], played: 3, qualifying: { points: 0, vists: q, wins: 0 },
    });
    // X and Y: 10 whists and 20 qualifying whists each -> both 1st (shared), Z 3rd
    const ranked = rankFinal([row('Y', 10, 20), row('Z', 5, 99), row('X', 10, 20)], ['vists', 'qualifying-vists']);
    expect(ranked.map((r) => [r.player, r.rank, r.tieBreak])).toEqual([['X', 1, 'tied'], ['Y', 1, 'vists'], ['Z', 3, null]]);
  });
});

describe('seating equal points together (section 5)', () => {
  it('orders by points alone, groups of equal points in turn, whatever the whists', () => {
    const candidates = [
      { player: 'A', points: 4 }, { player: 'B', points: 3 }, { player: 'C', points: 4 }, { player: 'D', points: 2 },
      { player: 'E', points: 3 }, { player: 'F', points: 4 },
    ];
    const order = orderForSeating('score-groups', candidates, 99, 2);
    // 4 points: A, C, F (in some order drawn by lot); then 3 points: B, E; then 2 points: D
    expect(new Set(order.slice(0, 3))).toEqual(new Set(['A', 'C', 'F']));
    expect(new Set(order.slice(3, 5))).toEqual(new Set(['B', 'E']));
    expect(order[5]).toBe('D');
  });
});
