/**
 * Check: the players change seats after the wind rounds of a full game, so `wind-round-seats` needs `game-winds`
 * (every round one full game of several winds) to say where those wind rounds end
 * (resolve/wind-round-seats-need-game-winds).
 */
import { errorAt, type Check } from './check-context.js';

/** Reports `wind-round-seats` without `game-winds`. */
export const checkWindRoundSeatsNeedGameWinds: Check = (input) => {
  const t = input.ir.tournament;
  if (t?.windRoundSeats === undefined || t.gameWinds !== undefined) return [];
  return [errorAt(input, ['tournament', 'wind-round-seats'], 'resolve/wind-round-seats-need-game-winds',
    {
      en: 'the players change seats after wind rounds (wind-round-seats), but no round is a full game of wind rounds (game-winds)',
      ru: 'игроки пересаживаются после кругов ветров (wind-round-seats), но ни один тур не задан полной игрой из кругов ветров (game-winds)',
    },
    {
      en: 'give game-winds (its winds, so many deals each), or remove wind-round-seats',
      ru: 'задайте game-winds (ветры и число сдач в каждом) или уберите wind-round-seats',
    })];
};
