/**
 * Properties of MCR's seat chart (`wind-round-seats`, runtime/tournament/wind-round-seats.ts): whatever seatings the
 * judge records between deals, the chart only moves players between seats — at every deal of a session the seats hold
 * exactly the players the records put at the table, each once — and a deal before the first wind round's end, or a
 * regulation without the chart, is seated exactly as recorded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../games/index.js';
import { playersAtDeal, type EventData } from '../../runtime/tournament/event.js';
import { seatsAtDeal } from '../../runtime/tournament/wind-round-seats.js';

const MCR = compileRegulationFile('regulations/mcr-2006.yaml').ir!;
const PLAYERS = ['A', 'B', 'C', 'D'];

/** A table's recorded seatings: after strictly increasing deals (1-15), each a permutation of the players. */
const seatChanges = fc.uniqueArray(fc.integer({ min: 1, max: 15 }), { maxLength: 4 }).chain((afters) => fc.tuple(
  ...[...afters].sort((a, b) => a - b).map((after) => fc.shuffledSubarray(PLAYERS, { minLength: 4, maxLength: 4 }).map((players) => ({ 'after-deal': after, players }))),
));

/** An event of one table A, B, C, D with these recorded seatings. */
function event(changes: ReadonlyArray<{ 'after-deal': number; players: string[] }>): EventData {
  return {
    regulation: 'mcr-2006.yaml', seed: 1, players: PLAYERS.map((id) => ({ id, name: id })),
    rounds: [{ tables: [{ players: [...PLAYERS], ...(changes.length > 0 ? { 'seat-changes': [...changes] } : {}) }] }],
  };
}

describe('the seat chart after each wind round', () => {
  it('seats every player of the table once at every deal, and leaves the East round as recorded', () => {
    fc.assert(fc.property(seatChanges, fc.integer({ min: 0, max: 15 }), (changes, deal) => {
      const e = event(changes);
      const seats = seatsAtDeal(MCR, e, 0, 0, deal);
      const recorded = playersAtDeal(e, 0, 0, deal);
      expect([...seats].sort()).toEqual([...recorded].sort());
      // Deals 1-4 (indices 0-3) are the East round: nobody has moved by the chart yet.
      if (deal < 4) expect(seats).toEqual(recorded);
      // Without the chart the seats are the recorded ones.
      const { windRoundSeats: _chart, ...tournament } = MCR.tournament!;
      expect(seatsAtDeal({ ...MCR, tournament }, e, 0, 0, deal)).toEqual(recorded);
    }), { numRuns: 300 });
  });
});
