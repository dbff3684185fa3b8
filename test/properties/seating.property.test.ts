/**
 * Properties of seating: every active player sits at exactly one table or sits out, tables have four players, the
 * same seed gives the same seating, and avoiding repeats never adds repeats and keeps every player within one table
 * of his strongest-with-strongest table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countRepeats, meetings, seatByLot, seatStrongestWithStrongest, type Seating } from '../../runtime/tournament/seating.js';

/** Distinct player ids (any text, the empty id and separators included). */
const ids = (maxLength: number) => fc.uniqueArray(fc.string({ maxLength: 5 }), { maxLength });

/** A meeting history over `players`: pairs given by index with a count of 1 .. 3, plus earlier rounds by lot. */
const history = (players: readonly string[]) =>
  fc.tuple(
    fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 3 })), { maxLength: 3 * players.length }),
    fc.array(fc.integer(), { maxLength: 4 }),
  ).map(([pairs, seeds]) => {
    const met = meetings(seeds.map((seed, r) => seatByLot(players, seed, r + 1).tables));
    if (players.length < 2) return met;
    for (const [a, b, k] of pairs) {
      const i = a % players.length;
      const j = b % players.length;
      if (i === j) continue;
      met.add(players[i]!, players[j]!, k);
    }
    return met;
  });

/** Checks that a seating places each player exactly once, in tables of four, with n % 4 sitting out. */
function expectPartition(seating: Seating, players: readonly string[]): void {
  for (const table of seating.tables) expect(table).toHaveLength(4);
  expect(seating.sittingOut).toHaveLength(players.length % 4);
  const placed = [...seating.tables.flat(), ...seating.sittingOut];
  expect([...placed].sort()).toEqual([...players].sort());
}

describe('seating properties', () => {
  it('by lot: everyone exactly once, tables of four, same seed and round -> same seating', () => {
    fc.assert(fc.property(ids(41), fc.integer(), fc.integer({ min: 1, max: 20 }), (players, seed, round) => {
      const seating = seatByLot(players, seed, round);
      expectPartition(seating, players);
      expect(seatByLot([...players].reverse(), seed, round)).toEqual(seating);
    }), { numRuns: 300 });
  });

  it('strongest with strongest: tables cut in standings order, the lowest ranked sit out', () => {
    fc.assert(fc.property(ids(41), (ranked) => {
      const seating = seatStrongestWithStrongest(ranked);
      expectPartition(seating, ranked);
      expect([...seating.tables.flat(), ...seating.sittingOut]).toEqual(ranked);
    }), { numRuns: 300 });
  });

  it('avoiding repeats: never more repeats, everyone within one table of his own, deterministic', () => {
    const scenario = ids(41).chain((ranked) => fc.tuple(fc.constant(ranked), history(ranked)));
    fc.assert(fc.property(scenario, ([ranked, met]) => {
      const plain = seatStrongestWithStrongest(ranked);
      const better = seatStrongestWithStrongest(ranked, { avoidRepeats: true, met });
      expectPartition(better, ranked);
      expect(better.sittingOut).toEqual(plain.sittingOut);
      expect(countRepeats(better.tables, met)).toBeLessThanOrEqual(countRepeats(plain.tables, met));
      const rank = new Map(ranked.map((p, i) => [p, i]));
      better.tables.forEach((table, t) => {
        for (const p of table) expect(Math.abs(Math.floor(rank.get(p)! / 4) - t)).toBeLessThanOrEqual(1);
        // Within a table, standings order (the stronger sits East).
        expect(table.map((p) => rank.get(p)!)).toEqual(table.map((p) => rank.get(p)!).sort((a, b) => a - b));
      });
      expect(seatStrongestWithStrongest(ranked, { avoidRepeats: true, met })).toEqual(better);
    }), { numRuns: 500 });
  });
});
