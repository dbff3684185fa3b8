/**
 * Seating: by lot (Bermuda 5.1, 5.3: round 1 by lot), "strongest with strongest" (Bermuda 2.1, 5.1; Repino Б.2,
 * Б.4: players in standings order, four to a table; the first announced sits East, Bermuda 5.3, Repino В.3), the
 * players who sit out when the count is not a multiple of four (Bermuda 5.2: the judge consolidates tables), the
 * meeting history and the option that lowers repeat meetings.
 */
import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed, shuffle } from '../../../runtime/random.js';
import { countRepeats, meetings, seatByLot, seatStrongestWithStrongest } from '../../../runtime/tournament/seating.js';
import { MeetingHistory } from '../../../runtime/tournament/meeting-history.js';

/** Players p1 .. pn in standings order. */
const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);

/** A meeting history from pairs that met once each. */
const metOnce = (...pairs: Array<[string, string]>): MeetingHistory => {
  const met = new MeetingHistory();
  for (const [a, b] of pairs) met.add(a, b);
  return met;
};

describe('MeetingHistory', () => {
  it('counts a pair the same in both orders, apart from every other pair', () => {
    // a-b twice (once each way) and a-c three times at once; b-c and anyone unknown never met.
    const met = new MeetingHistory();
    met.add('a', 'b');
    met.add('b', 'a');
    met.add('a', 'c', 3);
    expect(met.times('a', 'b')).toBe(2);
    expect(met.times('b', 'a')).toBe(2);
    expect(met.times('c', 'a')).toBe(3);
    expect(met.times('b', 'c')).toBe(0);
    expect(met.times('a', 'z')).toBe(0);
    expect(met.size).toBe(2);
  });

  it('takes any text as an id and counts no meeting of a player with himself', () => {
    // Ids containing what a text key would use as a separator stay apart: ("a|b", "c") is not ("a", "b|c").
    const met = metOnce(['a|b', 'c'], ['__proto__', 'constructor']);
    met.add('a', 'a');
    expect(met.times('a|b', 'c')).toBe(1);
    expect(met.times('a', 'b|c')).toBe(0);
    expect(met.times('constructor', '__proto__')).toBe(1);
    expect(met.times('a', 'a')).toBe(0);
    expect(met.size).toBe(2);
  });
});

describe('meetings', () => {
  it('counts every pair of every table of every round', () => {
    // Round 1: [a b c d] -> ab ac ad bc bd cd once each. Round 2: [a b e f] -> ab again (2), ae af be bf ef once.
    const met = meetings([[['a', 'b', 'c', 'd']], [['a', 'b', 'e', 'f']]]);
    expect(met.times('a', 'b')).toBe(2);
    expect(met.times('c', 'd')).toBe(1);
    expect(met.times('e', 'f')).toBe(1);
    expect(met.times('c', 'e')).toBe(0);
    expect(met.size).toBe(6 + 5); // 6 pairs, then 6 more of which ab is not new
  });

  it('handles a consolidated table of three and adds to an existing history', () => {
    const met = meetings([[['a', 'b', 'c']]]);
    meetings([[['a', 'b', 'x', 'y']]], met);
    expect(met.times('a', 'b')).toBe(2);
    expect(met.times('b', 'c')).toBe(1);
  });
});

describe('countRepeats', () => {
  it('adds the earlier meetings of every pair seated together', () => {
    // ab met twice, cd once; table [a b c d] repeats 2 + 1 = 3, table [e f g h] none.
    const met = metOnce(['a', 'b'], ['a', 'b'], ['c', 'd']);
    met.add('a', 'e', 5);
    expect(countRepeats([['a', 'b', 'c', 'd'], ['e', 'f', 'g', 'h']], met)).toBe(3);
  });
});

describe('seatStrongestWithStrongest', () => {
  it('seats eight ranked players 1-2-3-4, 5-6-7-8, the stronger East', () => {
    expect(seatStrongestWithStrongest(players(8))).toEqual({
      tables: [['p1', 'p2', 'p3', 'p4'], ['p5', 'p6', 'p7', 'p8']],
      sittingOut: [],
    });
  });

  it('lets the lowest-ranked n % 4 sit out', () => {
    // 10 players: two tables (p1-p4, p5-p8); 10 % 4 = 2 sit out: p9, p10.
    expect(seatStrongestWithStrongest(players(10))).toEqual({
      tables: [['p1', 'p2', 'p3', 'p4'], ['p5', 'p6', 'p7', 'p8']],
      sittingOut: ['p9', 'p10'],
    });
    expect(seatStrongestWithStrongest(players(3))).toEqual({ tables: [], sittingOut: ['p1', 'p2', 'p3'] });
    expect(seatStrongestWithStrongest([])).toEqual({ tables: [], sittingOut: [] });
  });

  it('refuses a player listed twice', () => {
    expect(() => seatStrongestWithStrongest(['a', 'b', 'c', 'a'])).toThrow(RangeError);
  });

  it('ignores the history unless avoidRepeats is set', () => {
    const met = metOnce(['p1', 'p2']);
    expect(seatStrongestWithStrongest(players(8), { met }).tables).toEqual([['p1', 'p2', 'p3', 'p4'], ['p5', 'p6', 'p7', 'p8']]);
  });

  it('with avoidRepeats, one swap between neighbouring tables removes a repeat', () => {
    // p1 and p2 met before. One of them must leave table 1; the smallest disturbance of the standings is to swap
    // p2 (the weaker of the two) with p5 (the strongest of table 2): upper [p1 p3 p4 p5] (indexes 0+2+3+4 = 9) beats
    // [p2 p3 p4 p5] (1+2+3+4 = 10) and any other split. Repeats: 1 -> 0. Within each table, standings order.
    const met = metOnce(['p1', 'p2']);
    const seating = seatStrongestWithStrongest(players(8), { avoidRepeats: true, met });
    expect(seating.tables).toEqual([['p1', 'p3', 'p4', 'p5'], ['p2', 'p6', 'p7', 'p8']]);
    expect(countRepeats(seating.tables, met)).toBe(0);
  });

  it('with avoidRepeats, keeps the plain seating when no exchange helps', () => {
    // Everybody met everybody once: every split of the eight has 6 + 6 = 12 repeats, so nothing moves.
    const all = players(8);
    const met = meetings([[all]]);
    expect(seatStrongestWithStrongest(all, { avoidRepeats: true, met }).tables).toEqual([['p1', 'p2', 'p3', 'p4'], ['p5', 'p6', 'p7', 'p8']]);
  });

  it('with avoidRepeats, never moves a player more than one table', () => {
    // p1 met p2 .. p8 (everyone of tables 1 and 2) but nobody of table 3. Sending p1 to table 3 would remove every
    // repeat, but that is two tables down. Tables 1-2: wherever p1 sits among p1 .. p8 he has three of p2 .. p8
    // with him, 3 repeats, as now: no split is strictly better. Tables 2-3: no repeat. The seating stays.
    // (Seating p1 at table 2 with three players of table 3 would do, but that changes three tables at once.)
    const met = metOnce(...players(8).slice(1).map((p): [string, string] => ['p1', p]));
    const seating = seatStrongestWithStrongest(players(12), { avoidRepeats: true, met });
    expect(seating.tables).toEqual([['p1', 'p2', 'p3', 'p4'], ['p5', 'p6', 'p7', 'p8'], ['p9', 'p10', 'p11', 'p12']]);
    expect(countRepeats(seating.tables, met)).toBe(3);
  });

  it('with avoidRepeats, passes a conflict down the tables', () => {
    // History: p3-p4 met, and p6, p7, p8 all met each other. Plain seating: [p1 p2 p3 p4] (1 repeat),
    // [p5 p6 p7 p8] (3), [p9 .. p12] (0): 4 repeats.
    // Tables 1-2 (p1 .. p8, indexes 0 .. 7, all may sit at either table): two of p6 p7 p8 always share a table, so
    // the best is 1 repeat, with one of p6 p7 p8 up and p3, p4 apart. The smallest sum of the upper table's
    // indexes: {p1 p2 p3 p6} = 0 + 1 + 2 + 5 = 8 (sum 7 is only {p1 p2 p3 p5}: 3 repeats). Lower: [p4 p5 p7 p8],
    // 1 repeat (p7-p8).
    // Tables 2-3: p4 (own table 1) may not go to table 3; p7 and p8 must part, so one of them goes down and one of
    // p9 .. p12 comes up: smallest upper sum {p4 p5 p7 p9} = 3 + 4 + 6 + 8 = 21, lower [p8 p10 p11 p12]: 0 repeats.
    // The next sweep finds no repeat and stops.
    const met = metOnce(['p3', 'p4'], ['p6', 'p7'], ['p6', 'p8'], ['p7', 'p8']);
    expect(countRepeats(seatStrongestWithStrongest(players(12)).tables, met)).toBe(4);
    const seating = seatStrongestWithStrongest(players(12), { avoidRepeats: true, met });
    expect(seating.tables).toEqual([['p1', 'p2', 'p3', 'p6'], ['p4', 'p5', 'p7', 'p9'], ['p8', 'p10', 'p11', 'p12']]);
    expect(countRepeats(seating.tables, met)).toBe(0);
  });

  it('with avoidRepeats, breaks a tie between equally disturbing splits toward the stronger upper table', () => {
    // p1-p2 and p2-p6 met. Splits without repeats and the smallest upper sum (10): {p1 p3 p4 p6} = 0+2+3+5 and
    // {p2 p3 p4 p5} = 1+2+3+4. The first holds p1, the strongest player on which they differ: it wins.
    const met = metOnce(['p1', 'p2'], ['p2', 'p6']);
    expect(seatStrongestWithStrongest(players(8), { avoidRepeats: true, met }).tables).toEqual([['p1', 'p3', 'p4', 'p6'], ['p2', 'p5', 'p7', 'p8']]);
  });
});

describe('seatByLot', () => {
  it('is the documented draw: ids in code-unit order, shuffled with the round stream, cut into fours', () => {
    const ids = ['d', 'b', 'e', 'a', 'c', 'f', 'g', 'h', 'i'];
    const drawn = shuffle(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], createRandom(deriveSeed(2024, 'seating', 1)));
    expect(seatByLot(ids, 2024, 1)).toEqual({ tables: [drawn.slice(0, 4), drawn.slice(4, 8)], sittingOut: [drawn[8]] });
  });

  it('gives the same seating for the same seed, round and players, whatever their order', () => {
    const ids = players(16);
    expect(seatByLot(ids, 7, 1)).toEqual(seatByLot([...ids].reverse(), 7, 1));
  });

  it('draws differently for another round or another seed', () => {
    // 16! / (4!^4 * 4!) ≈ 2.6 million partitions into tables: two draws agreeing by chance is not a concern.
    const ids = players(16);
    expect(seatByLot(ids, 7, 2)).not.toEqual(seatByLot(ids, 7, 1));
    expect(seatByLot(ids, 8, 1)).not.toEqual(seatByLot(ids, 7, 1));
  });

  it('rejects a round that is not a positive integer, a bad seed, and a player listed twice', () => {
    expect(() => seatByLot(players(4), 1, 0)).toThrow(RangeError);
    expect(() => seatByLot(players(4), 1.5, 1)).toThrow(RangeError);
    expect(() => seatByLot(['a', 'a', 'b', 'c'], 1, 1)).toThrow(RangeError);
  });
});
