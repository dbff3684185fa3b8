/**
 * The caps every write to the store keeps (runtime/tournament/limits.ts, docs/limits-and-guarantees.md): round and
 * table numbers, a round at most one after the last round with entries, the seed, the lengths of ids, names,
 * authors and reasons. Each refusal is a StoreError in English and Russian. Input: the values of a write; output:
 * nothing, or the error thrown.
 */
import {
  CHARACTERS, countRu, isWholeIn, MAX_DEALS, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_ROUND, MAX_SEED, MAX_TABLES, MAX_TEXT_LENGTH,
} from '../runtime/index.js';
import { StoreError } from './store-error.js';

/** Refuses a seed that is not a whole number from 0 to MAX_SEED (a draw could not use it). */
export function checkSeed(seed: unknown): asserts seed is number {
  if (!isWholeIn(seed, 0, MAX_SEED)) {
    throw new StoreError(
      `the seed must be a whole number from 0 to ${MAX_SEED}, got ${String(seed)}`,
      `зерно жеребьёвки должно быть целым числом от 0 до ${MAX_SEED}, а не ${String(seed)}`,
    );
  }
}

/** Refuses a round or table number out of its range (null: the entry has none). */
export function checkPlaceNumbers(round: unknown, table: unknown): void {
  if (round !== null && !isWholeIn(round, 1, MAX_ROUND)) {
    throw new StoreError(`round must be a whole number from 1 to ${MAX_ROUND}, got ${JSON.stringify(round)}`, `номер тура должен быть целым числом от 1 до ${MAX_ROUND}, а не ${JSON.stringify(round)}`);
  }
  if (table !== null && !isWholeIn(table, 1, MAX_TABLES)) {
    throw new StoreError(`table must be a whole number from 1 to ${MAX_TABLES}, got ${JSON.stringify(table)}`, `номер стола должен быть целым числом от 1 до ${MAX_TABLES}, а не ${JSON.stringify(table)}`);
  }
}

/** Refuses an entry for a round after the next one: the last round with entries is `last` (0: none yet). */
export function checkNextRound(round: number, last: number): void {
  if (round <= last + 1) return;
  throw new StoreError(
    last === 0 ? `round ${round} cannot come first: the event starts with round 1` : `round ${round} cannot follow round ${last}, the last round with entries: record round ${last + 1} first`,
    last === 0 ? `тур ${round} не может быть первым: турнир начинается с тура 1` : `тур ${round} не может идти за туром ${last}, последним туром с записями: сначала запишите тур ${last + 1}`,
  );
}

/** Refuses a round of a player entry (from-round, withdrawal) out of [min, MAX_ROUND]. */
export function checkPlayerRound(value: unknown, min: number, what: { en: string; ru: string }): asserts value is number {
  if (!isWholeIn(value, min, MAX_ROUND)) {
    throw new StoreError(`${what.en} must be a whole number from ${min} to ${MAX_ROUND}`, `${what.ru}: целое число от ${min} до ${MAX_ROUND}`);
  }
}

/** Refuses an `after-deal` out of [1, MAX_DEALS]. */
export function checkAfterDeal(value: unknown): void {
  if (value !== undefined && !isWholeIn(value, 1, MAX_DEALS)) {
    throw new StoreError(`after-deal must be a whole number from 1 to ${MAX_DEALS}`, `after-deal: целое число от 1 до ${MAX_DEALS}`);
  }
}

/** Refuses a text longer than its cap: `what` names it in both languages. */
function checkLength(text: string, max: number, what: { en: string; ru: string }): void {
  if (text.length > max) {
    throw new StoreError(`${what.en} is ${text.length} characters long; the most is ${max}`, `${what.ru}: длина ${countRu(text.length, CHARACTERS)}, а можно не больше ${max}`);
  }
}

/** Refuses a player id or name longer than its cap. */
export function checkPlayerTexts(id: string, name: string): void {
  checkLength(id, MAX_ID_LENGTH, { en: 'a player id', ru: 'код игрока' });
  checkLength(name, MAX_NAME_LENGTH, { en: `the name of player ${id.slice(0, MAX_ID_LENGTH)}`, ru: `имя игрока ${id.slice(0, MAX_ID_LENGTH)}` });
}

/** Refuses an author (the judge's name) or a correction's reason longer than its cap. */
export function checkWriteTexts(author: string | null, reason: string | null): void {
  if (author !== null) checkLength(author, MAX_NAME_LENGTH, { en: "the author's name", ru: 'имя автора записи' });
  if (reason !== null) checkLength(reason, MAX_TEXT_LENGTH, { en: 'the reason', ru: 'причина исправления' });
}
