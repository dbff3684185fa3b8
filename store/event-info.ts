/**
 * The event's name, date and venue, for the printouts and the hall: set at `event init`, editable later; every
 * edit is a new row (the latest is in force), with its time and author.
 */
import type Database from 'better-sqlite3';
import { pluralRu } from '../runtime/index.js';
import { StoreError } from './event-store.js';
import { writeTransaction } from './hall-db.js';

/** The event's name, date (kept as YYYY-MM-DD) and venue; '' where not set. */
export interface EventInfo {
  name: string;
  date: string;
  venue: string;
}

/** The info in force, with when and by whom it was set. */
export interface StoredEventInfo extends EventInfo {
  at: string;
  author: string | null;
}

/** The longest name or venue kept (a printout's title line). */
export const EVENT_INFO_MAX = 200;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m === null) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * A date as a judge types it: YYYY-MM-DD, or DD.MM.YYYY as Russians write it (06.01.2011, 6.1.2011), given in the
 * form kept (YYYY-MM-DD); any other text unchanged, for the check to name it.
 */
export function isoDateOf(text: string): string {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  return m === null ? text.trim() : `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/** A kept date (YYYY-MM-DD) as Russians write it: 06.01.2011 ('' stays ''). */
export function russianDateOf(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m === null ? iso : `${m[3]}.${m[2]}.${m[1]}`;
}

/** The info as it is kept: texts trimmed, the date as YYYY-MM-DD (from either way of writing it). */
export function normaliseEventInfo(info: EventInfo): EventInfo {
  return { name: info.name.trim(), date: isoDateOf(info.date), venue: info.venue.trim() };
}

/** The problems of an event info, by field (empty: valid); normalise it first (normaliseEventInfo). */
export function eventInfoProblems(info: EventInfo): Array<{ field: keyof EventInfo; message: { ru: string; en: string } }> {
  const out: Array<{ field: keyof EventInfo; message: { ru: string; en: string } }> = [];
  for (const field of ['name', 'venue'] as const) {
    if (info[field].length > EVENT_INFO_MAX) {
      out.push({ field, message: { ru: `не длиннее ${EVENT_INFO_MAX} ${pluralRu(EVENT_INFO_MAX, ['символа', 'символов', 'символов'])}`, en: `at most ${EVENT_INFO_MAX} characters` } });
    }
  }
  if (info.date !== '' && !isIsoDate(info.date)) {
    out.push({ field: 'date', message: { ru: `дата в виде ДД.ММ.ГГГГ или ГГГГ-ММ-ДД, например 06.01.2011; получено «${info.date}»`, en: `a date written DD.MM.YYYY or YYYY-MM-DD, e.g. 06.01.2011; got "${info.date}"` } });
  }
  return out;
}

/** The info in force, or undefined when none was ever set. */
export function readEventInfo(db: Database.Database): StoredEventInfo | undefined {
  const row = db.prepare('SELECT name, date, venue, at, author FROM hall_info ORDER BY seq DESC LIMIT 1').get() as StoredEventInfo | undefined;
  return row === undefined ? undefined : { ...row };
}

/** Sets the info (a new row); refuses an invalid one with the first problem. */
export function writeEventInfo(db: Database.Database, info: EventInfo, author: string | null, at: string): void {
  const clean = normaliseEventInfo(info);
  const problem = eventInfoProblems(clean)[0];
  if (problem !== undefined) throw new StoreError(`${problem.field}: ${problem.message.en}`, `${problem.field}: ${problem.message.ru}`);
  writeTransaction(db, () => {
    db.prepare('INSERT INTO hall_info (at, name, date, venue, author) VALUES (?, ?, ?, ?, ?)').run(at, clean.name, clean.date, clean.venue, author);
  });
}
