/**
 * Check: the formulas of a tournament are chosen by the number of players, so each range of players must hold at
 * least one number and no two ranges may overlap (resolve/formula-players).
 */
import { errorAt, type Check } from './check-context.js';

/** A range as written: "6-8", "17+". */
const rangeText = (min: number, max: number | null) => (max === null ? `${min}+` : `${min}-${max}`);

/** Reports empty ranges (max below min) and each formula whose range overlaps an earlier one's. */
export const checkFormulaPlayers: Check = (input) => {
  const formulas = input.ir.tournament?.formulas ?? [];
  return formulas.flatMap((f, i) => {
    const at = ['tournament', 'formulas', i, 'players'];
    const { min, max } = f.players;
    if (max !== null && max < min) {
      return [errorAt(input, at, 'resolve/formula-players', {
        en: `the formula ${f.id} is for ${min} to ${max} players: no number of players`,
        ru: `формула ${f.id} — для числа игроков от ${min} до ${max}: такого числа нет`,
      }, { en: 'max is the largest number of players, at least min', ru: 'max — наибольшее число игроков, не меньше min' })];
    }
    const other = formulas.slice(0, i).find((g) => min <= (g.players.max ?? Infinity) && g.players.min <= (max ?? Infinity));
    if (other === undefined) return [];
    return [errorAt(input, at, 'resolve/formula-players',
      {
        en: `the formula ${f.id} (${rangeText(min, max)} players) overlaps ${other.id} (${rangeText(other.players.min, other.players.max)}): the number of players must choose one formula`,
        ru: `формула ${f.id} (игроков: ${rangeText(min, max)}) пересекается с ${other.id} (игроков: ${rangeText(other.players.min, other.players.max)}): число игроков должно выбирать одну формулу`,
      })];
  });
};
