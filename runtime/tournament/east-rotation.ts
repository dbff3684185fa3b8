/**
 * Who is East (the dealer) at each deal of a table: the first seat of the seating starts; after a deal East passes
 * to the next seat (`every-deal`), or stays when East is among the deal's winners (`unless-east-wins`), per the
 * regulation's `east-rotates`.
 */
import type { TournamentIR } from '../ir/tournament.js';
import type { RegulationIR } from '../ir/types.js';
import { playersAtDeal, type EventData } from './event.js';
import { seatMovesOf } from './wind-round-seats.js';
import type { DealOutcome, PlayerId } from './types.js';

/** The seats of a table rotated so that `east` (an index into them) sits East. */
export function rotate<T>(seats: readonly T[], east: number): T[] {
  const n = seats.length;
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) out[i] = seats[(east + i) % n]!;
  return out;
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
    const seats = rotate(playersAtDeal(event, roundIndex, tableIndex, di, moves), east);
    east = eastAfter(east, seats, outcomes.find((o) => o.deal === di)?.winners, rule);
  }
  return rotate(playersAtDeal(event, roundIndex, tableIndex, played, moves), east)[0] ?? null;
}
