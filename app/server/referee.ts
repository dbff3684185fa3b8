/**
 * The referee's role at the desk (a second token, printed by `reglament serve --host`): a referee at the tables
 * records deals, table results and penalties, decides players' submissions and gives a table extra time; seating,
 * registrations, corrections, the event's info and the round's clock stay the judge's. What a referee writes is
 * signed as the referee's in the history.
 */
import { HttpError } from './http.js';
import type { Role } from './access-token.js';

/** The entries a referee may record. */
export const REFEREE_ENTRY_KINDS: readonly string[] = ['deal', 'penalty', 'result'];

/** Refuses a referee's write that is the judge's: 403 with why, in the request's language. */
export function refuseReferee(lang: 'ru' | 'en'): never {
  throw new HttpError(403, {
    error: lang === 'ru'
      ? 'рефери записывает сдачи, итоги столов и штрафы, решает заявки игроков и добавляет время столу; это делает главный судья'
      : 'a referee records deals, table results and penalties, decides players\' submissions and gives a table extra time; this is the chief judge\'s',
  });
}

/** The author of a write as the history keeps it: a referee's is marked as the referee's. */
export function authorAs(author: string | null, role: Role): string | null {
  if (role !== 'referee') return author;
  return author === null || author === '' ? 'рефери / referee' : `${author} (рефери / referee)`;
}
