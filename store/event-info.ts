/**
 * The event's name, date and venue, for the printouts and the hall: set at `event init`, editable later; every
 * edit is a new row (the latest is in force), with its time and author.
 */
import type Database from 'better-sqlite3';
import { StoreError } from './event-store.js';
import { writeTransaction } from './hall-db.js';

/** The event's name, date (YYYY-MM-DD) and venue; '' where not set. */
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

/** The problems of an event info, by field (empty: valid). Texts are trimmed by the caller. */
export function eventInfoProblems(info: EventInfo): Array<{ field: keyof EventInfo; message: { ru: string; en: string } }> {
  const out: Array<{ field: keyof EventInfo; message: { ru: string; en: string } }> = [];
  for (const field of ['name', 'venue'] as const) {
    if (info[field].length > EVENT_INFO_MAX) {
      out.push({ field, message: { ru: `не длиннее ${EVENT_INFO_MAX} знаков`, en: `at most ${EVENT_INFO_MAX} characters` } });
    }
  }
  if (info.date !== '' && !isIsoDate(info.date)) {
    out.push({ field: 'date', message: { ru: `дата в виде ГГГГ-ММ-ДД, например 2011-01-06; получено «${info.date}»`, en: `a date written YYYY-MM-DD, e.g. 2011-01-06; got "${info.date}"` } });
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
  const clean = { name: info.name.trim(), date: info.date.trim(), venue: info.venue.trim() };
  const problem = eventInfoProblems(clean)[0];
  if (problem !== undefined) throw new StoreError(`${problem.field}: ${problem.message.en}`);
  writeTransaction(db, () => {
    db.prepare('INSERT INTO hall_info (at, name, date, venue, author) VALUES (?, ?, ?, ?, ?)').run(at, clean.name, clean.date, clean.venue, author);
  });
}
