/**
 * Check: each move of `wind-round-seats` seats every player once: the four seats go to four different seats, so no
 * seat is left empty and nobody shares one (resolve/wind-round-seats-moves).
 */
import type { SeatName } from '../../../runtime/index.js';
import { errorAt, type Check } from './check-context.js';

const SEATS: readonly SeatName[] = ['E', 'S', 'W', 'N'];

/** Reports each move list that sends two seats' players to one seat. */
export const checkWindRoundSeatsMoves: Check = (input) => {
  const moves = input.ir.tournament?.windRoundSeats?.value ?? [];
  return moves.flatMap((m, i) => {
    const taken = SEATS.map((s) => m.moves[s]);
    const twice = SEATS.filter((to) => taken.filter((t) => t === to).length > 1);
    if (twice.length === 0) return [];
    const from = SEATS.filter((s) => m.moves[s] === twice[0]).join(', ');
    const empty = SEATS.filter((s) => !taken.includes(s)).join(', ');
    return [errorAt(input, ['tournament', 'wind-round-seats', 'value', i, 'moves'], 'resolve/wind-round-seats-moves',
      {
        en: `after the ${m.after} round the players of seats ${from} all move to seat ${twice[0]}, and seat ${empty} is left empty`,
        ru: `после круга ${m.after} игроки мест ${from} все пересаживаются на место ${twice[0]}, а место ${empty} остаётся пустым`,
      },
      {
        en: 'send each seat\'s player to a different seat (each of E, S, W, N once)',
        ru: 'отправьте игрока каждого места на своё место (каждое из E, S, W, N по разу)',
      })];
  });
};
