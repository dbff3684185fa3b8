/**
 * The regulation's change of seats after each wind round of a full game (`tournament.windRoundSeats` with
 * `gameWinds`: MCR's seat chart): at the first deal of the wind round after `after`, the player in seat k moves to
 * seat `moves[k]` (seats named by the table's winds at the first deal, its players in order E, S, W, N); East passes
 * on as `eastRotates` says, so under every-deal the new round's first East is the player then in the East seat.
 * A seating the judge recorded (`seat-changes`) stands as recorded for its deals: the chart moves it at the wind
 * rounds that begin after it. Tables of four only (a table of another size keeps its seats). Input: the regulation,
 * the event. Output: who sits where at a deal.
 */
import type { SeatName, TournamentIR } from '../ir/tournament.js';
import type { RegulationIR } from '../ir/types.js';
import { playersAtDeal, type EventData, type SeatMoves } from './event.js';
import type { PlayerId } from './types.js';

const SEATS: readonly SeatName[] = ['E', 'S', 'W', 'N'];

/** The regulation's moves of a table's seats (undefined where it has none: the players keep their seats). */
export function seatMovesOf(ir: TournamentIR | undefined): SeatMoves | undefined {
  const chart = ir?.windRoundSeats?.value;
  const game = ir?.gameWinds?.value;
  if (chart === undefined || game === undefined || chart.length === 0) return undefined;
  // The first deal (0-based) of the wind round after each entry's `after`, with the seat each seat's player takes.
  const steps = chart.flatMap((m) => {
    const k = game.winds.indexOf(m.after);
    return k < 0 || k + 1 >= game.winds.length ? [] : [{ at: (k + 1) * game.dealsEach, to: SEATS.map((s) => SEATS.indexOf(m.moves[s])) }];
  }).sort((a, b) => a.at - b.at);
  return (seats, from, dealIndex) => {
    let now = [...seats];
    if (now.length !== SEATS.length) return now;
    for (const step of steps) {
      if (step.at <= from || step.at > dealIndex) continue;
      const moved = [...now];
      step.to.forEach((to, k) => { moved[to] = now[k]!; });
      now = moved;
    }
    return now;
  };
}

/**
 * Who sits at a table at a deal (0-based indices), in seat order (E, S, W, N of the table's first seating): as
 * playersAtDeal, moved by the regulation's seat chart after each wind round of its full game.
 */
export function seatsAtDeal(regulation: RegulationIR, event: EventData, roundIndex: number, tableIndex: number, dealIndex: number): PlayerId[] {
  return playersAtDeal(event, roundIndex, tableIndex, dealIndex, seatMovesOf(regulation.tournament));
}
