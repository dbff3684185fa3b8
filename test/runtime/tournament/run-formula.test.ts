/**
 * An event run under a formula (the 2011 festival preference regulation): the number of players that chooses it,
 * problems of the event against the formula (a player seated after he went out, a round past the formula), and
 * tables given as a pulya (deals or sheet) settled into the table's result. Expected values are worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { computeEventStandingsOf, fieldSize, type EventData, type EventTable } from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';
import { tableRulesOf } from '../../../games/index.js';

const pref = irOfFile('regulations/preference-festival-2011.yaml');
const ids = (s: string) => s.split('');
const event = (players: string, rounds: EventTable[][]): EventData => ({
  regulation: 'x', seed: 1, players: ids(players).map((id) => ({ id, name: id })), rounds: rounds.map((tables) => ({ tables })),
});
const t = (vists: Record<string, number>): EventTable => ({ players: Object.keys(vists), vists });

describe('the number of players that chooses the formula', () => {
  it('is the registered players who play round 1 before it, and the players seated in round 1 after', () => {
    const before: EventData = { ...event('ABCDEFGH', []), players: [...ids('ABCDEFG').map((id) => ({ id, name: id })), { id: 'H', name: 'H', 'from-round': 2 }] };
    // H enters in round 2: 7 players choose the formula
    expect(fieldSize(before)).toBe(7);
    // round 1 seated 6 of them (G did not come): 6
    expect(fieldSize(event('ABCDEFG', [[t({ A: 10, B: 0, C: -10 }), t({ D: 10, E: 0, F: -10 })]]))).toBe(6);
  });
});

describe('problems of an event against its formula', () => {
  // 6 players: A 4 (20), B 3 (5 > 0) | D 4 (30), E 2 (-10 not above 0); C, F 1. The best 4 of the round (points,
  // then whists): D, A, B, E go on; C and F are out after round 1.
  const r1 = [t({ A: 20, B: 5, C: -25 }), t({ D: 30, E: -10, F: -20 })];

  it('a player seated in the final after he went out: a warning and a note; the final ranks who sat in it', () => {
    // Final (round 2) played by A, B, D and C (out after round 1) instead of E
    const e = event('ABCDEF', [r1, [t({ A: 10, B: 10, D: -30, C: 10 })]]);
    const { standings, problems } = computeEventStandingsOf(pref, e, tableRulesOf(pref));
    expect(problems.map((p) => [p.code, p.severity, p.player, p.path.join('.')])).toEqual([
      ['event/not-advanced', 'warning', 'C', 'rounds.1.tables.0.players.3'],
    ]);
    expect(problems[0]!.message).toContain('the final ranks the players who sat in it');
    expect(standings.notes).toEqual([expect.objectContaining({ kind: 'final-players', players: ['E', 'C'] })]);
    // E, sent but absent, stops after round 1 with his totals then: second at D's table with -10 (not above 0): 2
    const e2 = standings.rows.find((r) => r.player === 'E')!;
    expect([e2.out, e2.points, e2.vists, e2.cutAfter]).toEqual([true, 2, -10, 1]);
    expect(standings.rows.find((r) => r.player === 'C')!.out).toBe(false);
    // Final: A, B, C +10 each -> qualifying whists A 20, B 5, C -25; D -30. Then E (stopped after round 1, sent but
    // absent: a group of its own, the latest), then F (out after round 1: 1 point, -20).
    expect(standings.rows.map((r) => [r.player, r.rank])).toEqual([['A', 1], ['B', 2], ['C', 3], ['D', 4], ['E', 5], ['F', 6]]);
  });

  it('a player seated in a qualifying round after he went out: that round is not counted for him', () => {
    // 9 players, the best 6 of round 1, then the best 4 of round 2. Round 1: C, F, I are third at their tables (1
    // point each, behind the six others' 2 to 4) and go out.
    // Round 2 seats I (out) at a table with A and D: I's +40 there is not counted; I stays out with 1 point, -20.
    const r1of9 = [t({ A: 30, B: 10, C: -40 }), t({ D: 20, E: -5, F: -15 }), t({ G: 15, H: 5, I: -20 })];
    const e = event('ABCDEFGHI', [r1of9, [t({ A: -10, D: -30, I: 40 }), t({ B: 10, E: 2, G: -12 })]]);
    const { standings, problems } = computeEventStandingsOf(pref, e, tableRulesOf(pref));
    expect(problems.filter((p) => p.code === 'event/not-advanced').map((p) => [p.player, p.path.join('.')])).toEqual([['I', 'rounds.1.tables.0.players.2']]);
    expect(problems.find((p) => p.player === 'I')!.message).toContain('that round is not counted for them');
    const i = standings.rows.find((r) => r.player === 'I')!;
    expect([i.out, i.points, i.vists, i.cutAfter]).toEqual([true, 1, -20, 1]);
  });

  it('a round past the formula is an error and is not counted', () => {
    const e = event('ABCDEF', [r1, [t({ A: 10, B: 10, D: -30, E: 10 })], [t({ A: 5, B: -5, D: 0, E: 0 })]]);
    const { standings, problems } = computeEventStandingsOf(pref, e, tableRulesOf(pref));
    expect(problems.map((p) => p.code)).toEqual(['event/beyond-formula']);
    expect(standings.afterRound).toBe(2);
  });
});

describe('a table given as its pulya', () => {
  it('a pulya of deals without its own players takes the table\'s, and its results rank the table', () => {
    // One uncontested 6 by A (clause 8: nobody whists, written as made): A's pool 2. Mean pool 2/3, so
    // A 20 * (2 - 2/3) = 80/3, B and C 20 * (0 - 2/3) = -40/3 each. Points at a table of 3: A 4; B and C equal share
    // places 2 and 3: (2 [-40/3 is not above 0] + 1) / 2 = 1.5 each.
    const table: EventTable = { players: ids('ABC'), pulya: { deals: [{ dealer: 'C', contract: 6, declarer: 'A', defenders: { B: 'pass', C: 'pass' } }] } };
    const e = event('ABCDEF', [[table, t({ D: 10, E: 0, F: -10 })]]);
    const { standings, problems } = computeEventStandingsOf(pref, e, tableRulesOf(pref));
    expect(problems).toEqual([]);
    const row = (p: string) => standings.rows.find((r) => r.player === p)!;
    expect(row('A').points).toBe(4);
    expect(row('A').vists).toBeCloseTo(80 / 3, 9);
    expect([row('B').points, row('C').points]).toEqual([1.5, 1.5]);
    expect(row('B').vists).toBeCloseTo(-40 / 3, 9);
  });

  it('a pulya whose players are not the table\'s is an error at the pulya', () => {
    const table: EventTable = { players: ids('ABC'), pulya: { players: { A: { pool: 1, mountain: 0 }, B: { pool: 0, mountain: 0 }, D: { pool: 0, mountain: 0 } } } };
    const { problems } = computeEventStandingsOf(pref, event('ABCDEF', [[table, t({ D: 10, E: 0, F: -10 })]]), tableRulesOf(pref));
    expect(problems.map((p) => [p.code, p.path.join('.')])).toContainEqual(['event/result-players', 'rounds.0.tables.0.pulya.players']);
  });

  it('a pulya\'s own problems are reported inside it', () => {
    const table: EventTable = { players: ids('ABC'), pulya: { deals: [{ dealer: 'Z', contract: 6, declarer: 'A', defenders: { B: 'pass', C: 'pass' } }] } };
    const { problems } = computeEventStandingsOf(pref, event('ABCDEF', [[table, t({ D: 10, E: 0, F: -10 })]]), tableRulesOf(pref));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.code.startsWith('pulya/') && p.path.slice(0, 5).join('.') === 'rounds.0.tables.0.pulya')).toBe(true);
  });

  it('a regulation without preference conventions cannot settle a pulya', () => {
    const bermuda = irOfFile('regulations/bermuda-triangle.yaml');
    const table: EventTable = { players: ids('ABCD'), pulya: { players: {} } };
    const { problems } = computeEventStandingsOf(bermuda, event('ABCD', [[table]]), tableRulesOf(bermuda));
    expect(problems.map((p) => p.code)).toEqual(['event/pulya-needs-conventions']);
  });
});
