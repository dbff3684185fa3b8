/**
 * Russian plurals: the noun after a count takes one of three forms (1 символ, 2 символа, 5 символов; 21 символ,
 * 12 символов, 111 символов). Every Russian text that prints a count takes its noun from here. A count that is not
 * a whole number takes the "few" form (1,5 символа), as Russian grammar reads a fraction.
 */
import { decimalText } from './decimal.js';

/** The three forms of a Russian noun after a count: for 1 (21, 101...), for 2-4 (22-24...), for 5-20 and 0. */
export type RuForms = readonly [one: string, few: string, many: string];

/** The form of `forms` that agrees with the count `n`. */
export function pluralRu(n: number, forms: RuForms): string {
  if (!Number.isInteger(n)) return forms[1];
  const abs = Math.abs(n);
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** `n` followed by its noun in the form that agrees with it: `countRu(2001, SYMBOLS)` is `2001 символ`. */
export function countRu(n: number, forms: RuForms): string {
  return `${decimalText(n, 'ru')} ${pluralRu(n, forms)}`;
}

/** An English count with its noun: `1 error`, `2 errors` (`plural` defaults to `one` + s). */
export function countEn(n: number, one: string, plural = `${one}s`): string {
  return `${n} ${n === 1 ? one : plural}`;
}

/** Nouns that several texts count. */
export const CHARACTERS: RuForms = ['символ', 'символа', 'символов'];
/** «для 1 игрока», «для 5 игроков»: the genitive after a preposition or a comparison. */
export const PLAYERS_GEN: RuForms = ['игрока', 'игроков', 'игроков'];
