/**
 * Check: each entry of `wind-round-seats` follows a wind round of `game-winds` that another wind round follows, once
 * (resolve/wind-round-seats-after): after the last wind round the game is over, and a wind the game does not play
 * or a second entry for the same round would never apply as written.
 */
import { errorAt, type Check } from './check-context.js';

/** Reports an `after` that is not a wind round of the game followed by another, or that is given twice. */
export const checkWindRoundSeatsAfter: Check = (input) => {
  const t = input.ir.tournament;
  const winds = t?.gameWinds?.value.winds;
  if (t?.windRoundSeats === undefined || winds === undefined) return [];
  const followed = winds.slice(0, -1);
  return t.windRoundSeats.value.flatMap((m, i) => {
    const path = ['tournament', 'wind-round-seats', 'value', i, 'after'];
    const hint = {
      en: `name a wind round that another follows: ${followed.join(', ') || '(none: the game has one wind round)'}`,
      ru: `назовите круг, за которым идёт другой: ${followed.join(', ') || '(таких нет: в игре один круг)'}`,
    };
    if (!followed.includes(m.after)) {
      const why = winds.includes(m.after)
        ? { en: `the ${m.after} round is the game's last: nobody moves after it`, ru: `круг ${m.after} — последний в игре: после него не пересаживаются` }
        : { en: `the game has no ${m.after} round (game-winds: ${winds.join(', ')})`, ru: `в игре нет круга ${m.after} (game-winds: ${winds.join(', ')})` };
      return [errorAt(input, path, 'resolve/wind-round-seats-after', why, hint)];
    }
    if (t.windRoundSeats!.value.findIndex((x) => x.after === m.after) !== i) {
      return [errorAt(input, path, 'resolve/wind-round-seats-after',
        { en: `the moves after the ${m.after} round are given twice`, ru: `пересадка после круга ${m.after} задана дважды` }, hint)];
    }
    return [];
  });
};
