/**
 * The event's name, date and venue in its store (for the printouts and the hall's screen): given at `event init`
 * (`--name --date --venue`; the date DD.MM.YYYY or YYYY-MM-DD), shown and edited by `reglament event info <store>
 * [--name] [--date] [--venue] [--json] [--lang ru|en]`. Every edit is kept (store/event-info.ts); a field not given
 * keeps its value. Bad input: one error line, exit 2.
 */
import { existsSync } from 'node:fs';
import { eventInfoProblems, normaliseEventInfo, openHallStore, openStore, russianDateOf, StoreError, StoreHasNoEventError, type EventInfo, type EventStore } from '../../store/index.js';
import type { Lang } from '../../present/index.js';
import { EXIT } from '../exit-codes.js';
import { printError } from '../error-line.js';

/** The event info options of `event init` and `event info`. */
export interface EventInfoOptions {
  name?: string;
  date?: string;
  venue?: string;
}

/** Options of `event info`. */
export interface EventInfoCommandOptions extends EventInfoOptions {
  author?: string;
  json?: boolean;
  /** The language of the text and the errors (default Russian). */
  lang?: Lang;
}

/** Whether any of --name, --date, --venue was given. */
export function hasEventInfo(o: EventInfoOptions): boolean {
  return o.name !== undefined || o.date !== undefined || o.venue !== undefined;
}

/** `base` with the fields the options give, as they are kept (trimmed; a date DD.MM.YYYY as YYYY-MM-DD). */
function merged(base: EventInfo, o: EventInfoOptions): EventInfo {
  return normaliseEventInfo({ name: o.name ?? base.name, date: o.date ?? base.date, venue: o.venue ?? base.venue });
}

/** The text of `event info`: in Russian (the date as 06.01.2011), or in English as `name:  ...` lines. */
function infoText(shown: { name: string; date: string; venue: string; at: string | null; author: string | null }, lang: Lang): string {
  if (lang === 'en') {
    return [`name:  ${shown.name}`, `date:  ${shown.date}`, `venue: ${shown.venue}`, ...(shown.at !== null ? [`set:   ${shown.at}${shown.author !== null ? ` by ${shown.author}` : ''}`] : [])].join('\n');
  }
  return [`Название: ${shown.name}`, `Дата:     ${russianDateOf(shown.date)}`, `Место:    ${shown.venue}`,
    ...(shown.at !== null ? [`Изменено: ${shown.at}${shown.author !== null ? ` (${shown.author})` : ''}`] : [])].join('\n');
}

/** The problems of the options as one error text per field (`--date: ...`) in `lang`, empty when they are valid. */
export function eventInfoOptionErrors(o: EventInfoOptions, lang: Lang): string[] {
  return eventInfoProblems(merged({ name: '', date: '', venue: '' }, o)).map((p) => `--${p.field}: ${p.message[lang]}`);
}

/** Sets the info of a new store from `event init`'s options (validated before). */
export function setInitialEventInfo(store: EventStore, o: EventInfoOptions, author: string | null): void {
  openHallStore(store).setInfo(merged({ name: '', date: '', venue: '' }, o), author);
}

/** `event info`: shows the event's name, date and venue, or sets the ones given. */
export function runEventInfo(file: string, o: EventInfoCommandOptions): number {
  if (!existsSync(file)) {
    printError({ en: `no event store at ${file}: create it with \`reglament event init\``, ru: `файла турнира ${file} нет: создайте его командой \`reglament event init\`` }, o.lang);
    return EXIT.badInput;
  }
  let store: EventStore | undefined;
  try {
    store = openStore(file, { existing: true });
    if (store.header() === undefined) throw new StoreHasNoEventError(file);
    const hall = openHallStore(store);
    const current = hall.info();
    if (hasEventInfo(o)) {
      const next = merged(current ?? { name: '', date: '', venue: '' }, o);
      const problems = eventInfoProblems(next);
      if (problems.length > 0) {
        printError({ en: problems.map((p) => `--${p.field}: ${p.message.en}`).join('\n'), ru: problems.map((p) => `--${p.field}: ${p.message.ru}`).join('\n') }, o.lang);
        return EXIT.badInput;
      }
      hall.setInfo(next, o.author ?? null);
    }
    const info = hall.info();
    const shown = { name: info?.name ?? '', date: info?.date ?? '', venue: info?.venue ?? '', at: info?.at ?? null, author: info?.author ?? null };
    if (o.json) process.stdout.write(JSON.stringify(shown, null, 2) + '\n');
    else process.stdout.write(infoText(shown, o.lang ?? 'ru') + '\n');
    return EXIT.ok;
  } catch (e) {
    if (e instanceof StoreError) {
      printError({ en: e.message, ru: e.textOf('ru') }, o.lang);
      return EXIT.badInput;
    }
    throw e;
  } finally {
    store?.close();
  }
}
