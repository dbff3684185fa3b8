/**
 * Who is East (the dealer) at each deal of a table: the first seat of the seating starts; after a deal East passes
 * to the next seat (`every-deal`), or stays when East is among the deal's winners (`unless-east-wins`), per the
 * regulation's `east-rotates`.
 */
import type { TournamentIR } from '../ir/tournament.js';
import type { RegulationIR } from '../ir/types.js';
import { playersAtDeal, type EventData, type SeatMoves } from './event.js';
import { seatMovesOf } from './wind-round-seats.js';
import type { DealOutcome, PlayerId } from './types.js';

/** Reverses seats[from..to] (inclusive) in place. */
function reverseSeats(seats: unknown[], from: number, to: number): void {
  for (let i = from, j = to; i < j; i++, j--) {
    const t = seats[i];
    seats[i] = seats[j];
    seats[j] = t;
  }
}

/**
 * The players at a deal (playersAtDeal) in the order of that deal: the seat `east` (an index into them) first, the
 * others following in seat order. playersAtDeal's list is new, so it is rotated in place (three reversals): a rotated
 * copy per deal was a tenth of what evaluateEvent allocated on a large event.
 */
export function seatsFromEast(event: EventData, roundIndex: number, tableIndex: number, dealIndex: number, moves: SeatMoves | undefined, east: number): PlayerId[] {
  const seats = playersAtDeal(event, roundIndex, tableIndex, dealIndex, moves);
  const n = seats.length;
  const k = n === 0 ? 0 : east % n;
  if (k !== 0) {
    reverseSeats(seats, 0, k - 1);
    reverseSeats(seats, k, n - 1);
    reverseSeats(seats, 0, n - 1);
  }
  return seats;
}

/** East's index after a deal played with `seats` (East first) and won by `winners` (none or absent: nobody). */
export function eastAfter(east: number, seats: readonly PlayerId[], winners: readonly PlayerId[] | undefined, rule: TournamentIR['eastRotates']): number {
  // Whether East won is asked only where the rule reads it: comparing two ids reads both texts (a cache miss each
  // on a large event, a twentieth of evaluateEvent under a rule that rotates every deal).
  if (rule?.value === 'unless-east-wins' && winners !== undefined && seats.length > 0 && winners.includes(seats[0]!)) return east;
  return (east + 1) % Math.max(1, seats.length);
}

/**
 * The player who is East at a table's next deal (after its deals recorded so far, whose `outcomes` evaluateEvent
 * gave), or null when the regulation has no rotating East (no `east-rotates`) or the table does not exist.
 */
export function eastOfNextDeal(regulation: RegulationIR, event: EventData, roundIndex: number, tableIndex: number, outcomes: readonly DealOutcome[]): PlayerId | null {
  const rule = regulation.tournament?.eastRotates ?? null;
  const table = event.rounds[roundIndex]?.tables[tableIndex];
  if (rule === null || table === undefined) return null;
  const played = table.deals?.length ?? 0;
  const moves = seatMovesOf(regulation.tournament);
  let east = 0;
  for (let di = 0; di < played; di++) {
    const seats = seatsFromEast(event, roundIndex, tableIndex, di, moves, east);
    east = eastAfter(east, seats, outcomes.find((o) => o.deal === di)?.winners, rule);
  }
  return seatsFromEast(event, roundIndex, tableIndex, played, moves, east)[0] ?? null;
}
