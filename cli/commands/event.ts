/**
 * `reglament event ...`: the judge's working copy of an event (store/): init, import, record, correct, export,
 * history. Input: a store file and event / entry / players files (YAML or JSON). Output: one line per action on
 * stdout (with `--json` one JSON object instead, shapes in docs/event-format.md; the event itself for export),
 * diagnostics or one clear error line on stderr, and an exit code
 * (cli/exit-codes.ts: 2 for bad input). Every write is checked: a write that would leave the event with a new
 * problem (a vists sum that is not zero, an unknown player, ...) is refused and nothing is written.
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { Document, isMap, isPair, isScalar, isSeq, visit } from 'yaml';
import type { Diagnostic } from '../../compiler/index.js';
import { countEn, MAX_SEED, type EventData, type EventFile } from '../../runtime/index.js';
import {
  chainBrokenLine, chainLine, initStore, openStore, StoreError, StoreHasNoEventError, type EventStore, type EventValidator, type HistoryEntry, type StoreOptions,
} from '../../store/index.js';
import { loadEntryFile, loadEventFile, loadPlayersFile, refuseNewProblems, refuseNewProblemsUnder, tableRulesOf } from '../../games/index.js';
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../../present/index.js';
import { loadRegulation, renderDiagnostics } from '../regulation-loader.js';
import { writeOutputFile } from '../write-output.js';
import { printError, type CliText } from '../error-line.js';
import { outputLanguage } from '../output-language.js';
import { eventInfoOptionErrors, hasEventInfo, setInitialEventInfo, type EventInfoOptions } from './event-info.js';

/** The language of the error lines (store errors that have a Russian text; default Russian). */
interface LangOption {
  lang?: Lang;
}

/** `--json`: print the outcome as one JSON object instead of a line of text. */
interface JsonOption {
  json?: boolean;
}

/** Prints the outcome of a write: the JSON object under `--json`, else the line of text in the run's language. */
function printOutcome(o: JsonOption & LangOption, json: object, line: CliText): void {
  process.stdout.write(o.json ? JSON.stringify(json, null, 2) + '\n' : line[o.lang ?? outputLanguage()] + '\n');
}

/** Options of `event init`. */
export interface EventInitOptions extends EventInfoOptions, LangOption, JsonOption {
  regulation: string;
  seed: string;
  players?: string;
  author?: string;
}

/** Options of `event import` and `event record`. */
export interface EventWriteOptions extends LangOption, JsonOption {
  author?: string;
}

/** Options of `event correct`. */
export interface EventCorrectOptions extends EventWriteOptions {
  reason: string;
}

/** Options of `event export`. */
export interface EventExportOptions extends LangOption {
  asOf?: string;
  format: 'yaml' | 'json';
  out?: string;
}

/** Options of `event history`. */
export interface EventHistoryOptions extends LangOption {
  json?: boolean;
}

/**
 * Prints one error line (or several, for a refused write) and gives the bad-input exit code: a text in both languages
 * is printed in the run's, a string (already in it) as it is; `ошибка:`/`error:` before each line.
 */
function fail(message: string | CliText): number {
  printError(typeof message === 'string' ? { ru: message, en: message } : message);
  return EXIT.badInput;
}

/** Prints diagnostics; true when any is an error. */
function report(diagnostics: Diagnostic[]): boolean {
  if (diagnostics.length > 0) process.stderr.write(renderDiagnostics(diagnostics) + '\n');
  return diagnostics.some((d) => d.severity === 'error');
}

/** Runs a store action, turning StoreError (a busy or damaged store too) into one clear error line. */
function withStore(file: string, lang: Lang, action: (store: EventStore) => number, options: StoreOptions = {}): number {
  if (!existsSync(file)) {
    return fail({
      en: `no event store at ${file}: create it with \`reglament event init\` or \`reglament event import\``,
      ru: `файла турнира ${file} нет: создайте его командой \`reglament event init\` или \`reglament event import\``,
    });
  }
  let store: EventStore | undefined;
  try {
    store = openStore(file, { ...options, existing: true });
    if (store.header() === undefined) throw new StoreHasNoEventError(file);
    return action(store);
  } catch (e) {
    if (e instanceof StoreError) return fail(e.textOf(lang));
    throw e;
  } finally {
    store?.close();
  }
}

/**
 * The validator of writes to a store: the event's checks and the errors of running it under the store's regulation
 * (compiled here; its diagnostics printed and the exit code returned when it does not compile).
 */
function validatorOf(store: EventStore): EventValidator | { exit: number } {
  const header = store.header();
  if (header === undefined) return refuseNewProblems; // the store refuses the write itself
  const ir = loadRegulation(isAbsolute(header.regulation) ? header.regulation : resolve(dirname(resolve(store.file)), header.regulation));
  return ir === undefined ? { exit: EXIT.regulationErrors } : refuseNewProblemsUnder(ir, tableRulesOf(ir));
}

/** `target` (a path from the working directory) written relative to the folder of `file`. */
function relativeToFolderOf(file: string, target: string): string {
  return relative(dirname(resolve(file)), resolve(target)) || '.';
}

/** A whole number >= min from an option string, or undefined (also for one too large to hold exactly). */
function parseCount(text: string, min: number): number | undefined {
  const n = Number(text);
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(n) && n >= min ? n : undefined;
}

/** The refusals of `event init` in both languages. */
const INIT_TEXT = {
  seed: {
    ru: (text: string) => `--seed: целое число от 0 до ${MAX_SEED}, а не ${JSON.stringify(text)}`,
    en: (text: string) => `--seed must be a whole number from 0 to ${MAX_SEED}, got ${JSON.stringify(text)}`,
  },
} satisfies Record<string, Record<Lang, (text: string) => string>>;

/** `event init`: creates a store with its header and players. */
export function runEventInit(file: string, o: EventInitOptions): number {
  const seed = parseCount(o.seed, 0);
  if (seed === undefined) return fail(INIT_TEXT.seed[o.lang ?? 'ru'](o.seed));
  if (!existsSync(o.regulation)) return fail({ en: `regulation file ${o.regulation} not found`, ru: `файла регламента ${o.regulation} нет` });
  const infoErrors = eventInfoOptionErrors(o, o.lang ?? outputLanguage());
  if (infoErrors.length > 0) return fail(infoErrors.join('\n'));
  // An event runs under its regulation: one that does not compile is refused now, not at the first standings.
  if (loadRegulation(o.regulation) === undefined) return EXIT.regulationErrors;
  let players: EventData['players'] = [];
  if (o.players !== undefined) {
    const loaded = loadPlayersFile(o.players);
    if (report(loaded.diagnostics) || loaded.players === undefined) return EXIT.badInput;
    players = loaded.players;
  }
  const regulation = isAbsolute(o.regulation) ? o.regulation : relativeToFolderOf(file, o.regulation);
  try {
    const store = initStore(file, { regulation, seed, players }, { validate: refuseNewProblems, author: o.author ?? null });
    try {
      if (hasEventInfo(o)) setInitialEventInfo(store, o, o.author ?? null);
    } finally {
      store.close();
    }
  } catch (e) {
    if (e instanceof StoreError) return fail(e.textOf(o.lang ?? 'ru'));
    throw e;
  }
  printOutcome(o, { store: file, regulation, seed, players: players.length }, {
    en: `created ${file}: regulation ${regulation}, seed ${seed}, ${countEn(players.length, 'player')}`,
    ru: `создан ${file}: регламент ${regulation}, зерно жеребьёвки ${seed}, игроков: ${players.length}`,
  });
  return EXIT.ok;
}

/** `event import`: records a whole event file into a new store (or one that has only its players). */
export function runEventImport(file: string, eventFile: string, o: EventWriteOptions): number {
  const loaded = loadEventFile(eventFile);
  if (report(loaded.diagnostics) || loaded.event === undefined || loaded.regulationPath === undefined) return EXIT.badInput;
  const event = loaded.event;
  const ir = loadRegulation(loaded.regulationPath);
  if (ir === undefined) return EXIT.regulationErrors;
  // Kept absolute if the event file wrote it so; otherwise relative to the store's folder.
  const regulation = isAbsolute(event.regulation) ? event.regulation : relativeToFolderOf(file, loaded.regulationPath);
  const isNew = !existsSync(file);
  let store: EventStore | undefined;
  try {
    store = openStore(file);
    const header = store.header();
    if (header === undefined) {
      store.close();
      store = initStore(file, { regulation, seed: event.seed });
    } else {
      if (header.seed !== event.seed) {
        return fail({
          en: `${eventFile} has seed ${event.seed} but the store ${file} has seed ${header.seed}`,
          ru: `зерно жеребьёвки в ${eventFile} — ${event.seed}, а в файле турнира ${file} — ${header.seed}`,
        });
      }
      const stored = resolve(dirname(resolve(file)), header.regulation);
      if (stored !== resolve(loaded.regulationPath)) {
        const theirs = relative(process.cwd(), stored);
        return fail({
          en: `${eventFile} runs under ${loaded.regulationPath} but the store ${file} under ${theirs}`,
          ru: `${eventFile} проводится по регламенту ${loaded.regulationPath}, а файл турнира ${file} — по ${theirs}`,
        });
      }
    }
    const seqs = store.importEvent(event, { validate: refuseNewProblemsUnder(ir, tableRulesOf(ir)), author: o.author ?? null });
    const range = seqs.length > 0 ? `${seqs[0]}-${seqs[seqs.length - 1]}` : '';
    printOutcome(o, { store: file, event: eventFile, created: header === undefined, entries: seqs }, {
      en: `imported ${eventFile} into ${file}: ${countEn(seqs.length, 'entry', 'entries')}${range ? ` (entries ${range})` : ''}`,
      ru: `${eventFile} записан в ${file}: записей ${seqs.length}${range ? ` (№ ${range})` : ''}`,
    });
    return EXIT.ok;
  } catch (e) {
    if (e instanceof StoreError) {
      if (isNew) {
        store?.close();
        store = undefined;
        for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      }
      return fail(e.textOf(o.lang ?? 'ru'));
    }
    throw e;
  } finally {
    store?.close();
  }
}

/** `event record`: appends one entry read from a file. */
export function runEventRecord(file: string, entryFile: string, o: EventWriteOptions): number {
  const loaded = loadEntryFile(entryFile, false, o.lang ?? 'ru');
  if (report(loaded.diagnostics) || loaded.entry === undefined) return EXIT.badInput;
  const entry = loaded.entry;
  return withStore(file, o.lang ?? 'ru', (store) => {
    const validate = validatorOf(store);
    if ('exit' in validate) return validate.exit;
    const seq = store.record(entry, { validate, author: o.author ?? entry.author ?? null });
    printOutcome(o, { store: file, seq, kind: entry.kind, round: entry.round ?? null, table: entry.table ?? null },
      { en: `recorded entry ${seq}`, ru: `записана запись ${seq}` });
    return EXIT.ok;
  });
}

/** `event correct`: appends an entry replacing entry `seqText`, with a reason. */
export function runEventCorrect(file: string, seqText: string, entryFile: string, o: EventCorrectOptions): number {
  const seq = parseCount(seqText, 1);
  if (seq === undefined) {
    return fail({ en: `the entry to correct must be an entry number, got ${JSON.stringify(seqText)}`, ru: `исправляемая запись — это её номер, а указано ${JSON.stringify(seqText)}` });
  }
  if (o.reason.trim() === '') return fail({ en: '--reason must say why the entry is corrected', ru: '--reason: укажите, почему запись исправляется' });
  const loaded = loadEntryFile(entryFile, true, o.lang ?? 'ru');
  if (report(loaded.diagnostics) || loaded.entry === undefined) return EXIT.badInput;
  const entry = loaded.entry;
  return withStore(file, o.lang ?? 'ru', (store) => {
    const original = store.history().find((e) => e.seq === seq);
    if (original === undefined) return fail({ en: `there is no entry ${seq} in ${file}`, ru: `в ${file} нет записи ${seq}` });
    if (original.kind !== entry.kind) {
      return fail({
        en: `entry ${seq} is a ${original.kind} entry; a correction keeps the kind (the file gives ${entry.kind})`,
        ru: `запись ${seq} — вида ${original.kind}; исправление сохраняет вид записи (в файле — ${entry.kind})`,
      });
    }
    const validate = validatorOf(store);
    if ('exit' in validate) return validate.exit;
    const newSeq = store.correct(seq, entry.payload, o.reason, {
      validate,
      author: o.author ?? entry.author ?? null,
      ...(entry.round !== null && entry.round !== undefined ? { round: entry.round } : {}),
      ...(entry.table !== null && entry.table !== undefined ? { table: entry.table } : {}),
    });
    const withdrawn = entry.payload === null;
    printOutcome(o, { store: file, seq: newSeq, replaces: seq, withdrawn, reason: o.reason }, {
      en: `entry ${seq} ${withdrawn ? 'withdrawn' : 'corrected'} by entry ${newSeq}`,
      ru: `запись ${seq} ${withdrawn ? 'отозвана' : 'исправлена'} записью ${newSeq}`,
    });
    return EXIT.ok;
  });
}

/** Per-player maps, id lists and small records print on one line, as in docs/event-format.md. */
const FLOW_KEYS = new Set(['vists', 'points', 'hands', 'win', 'mahjong']);

/** YAML text of an event file, with the compact layout of the documentation. */
export function formatEventYaml(event: EventFile): string {
  const doc = new Document(event);
  visit(doc, {
    Pair(_key, pair) {
      if (!isPair(pair) || !isScalar(pair.key)) return;
      const name = String(pair.key.value);
      const value = pair.value;
      if ((isMap(value) || isSeq(value)) && FLOW_KEYS.has(name)) value.flow = true;
      if (isSeq(value) && name === 'players' && value.items.every((i) => isScalar(i))) value.flow = true;
      if (isSeq(value) && (name === 'penalties' || name === 'substitutions' || name === 'players')) {
        for (const item of value.items) if (isMap(item)) item.flow = true;
      }
    },
  });
  return doc.toString({ lineWidth: 0 });
}

/** `event export`: the event as of an entry, as YAML or JSON, to stdout or a file. */
export function runEventExport(file: string, o: EventExportOptions): number {
  let asOf: number | undefined;
  if (o.asOf !== undefined) {
    asOf = parseCount(o.asOf, 0);
    if (asOf === undefined) return fail({ en: `--as-of must be an entry number, got ${JSON.stringify(o.asOf)}`, ru: `--as-of: нужен номер записи, а указано ${JSON.stringify(o.asOf)}` });
  }
  return withStore(file, o.lang ?? 'ru', (store) => {
    const event = store.exportEvent(asOf);
    if (o.out !== undefined) {
      // The regulation path is relative to the store's folder; the exported file needs it relative to its own.
      if (!isAbsolute(event.regulation)) event.regulation = relative(dirname(resolve(o.out)), resolve(dirname(resolve(file)), event.regulation));
    }
    const text = o.format === 'json' ? JSON.stringify(event, null, 2) + '\n' : formatEventYaml(event);
    if (o.out !== undefined) {
      const problem = writeOutputFile(o.out, text);
      if (problem !== undefined) return fail(problem);
      const lang = o.lang ?? outputLanguage();
      process.stdout.write(lang === 'ru'
        ? `записан ${o.out}${asOf !== undefined ? ` (на момент записи ${asOf})` : ''}\n`
        : `wrote ${o.out}${asOf !== undefined ? ` (as of entry ${asOf})` : ''}\n`);
    } else process.stdout.write(text);
    return EXIT.ok;
  }, { checkHeader: false }); // a header no draw can use does not stop the export that mends it
}

/** The kinds of entries in words (an unknown kind stays as stored). */
const KIND_WORDS: Record<string, { ru: string; en: string }> = {
  deal: { ru: 'сдача', en: 'deal' },
  result: { ru: 'итог стола', en: 'result' },
  penalty: { ru: 'штраф', en: 'penalty' },
  player: { ru: 'игрок', en: 'player' },
  seating: { ru: 'рассадка', en: 'seating' },
  wind: { ru: 'ветер', en: 'wind' },
};

/** One history line in `lang`: `#12  2025-02-23T10:15:00.000Z  сдача  тур 2, стол 1  {...}  исправляет #7: причина  автор: Судья` (the time and the payload as stored: scripts read them). */
export function formatHistoryLine(e: HistoryEntry, lang: Lang): string {
  const ru = lang === 'ru';
  const place = e.round === null ? '' : e.table === null ? (ru ? `тур ${e.round}` : `round ${e.round}`)
    : ru ? `тур ${e.round}, стол ${e.table}` : `table ${e.table} of round ${e.round}`;
  const kind = Object.hasOwn(KIND_WORDS, e.kind) ? KIND_WORDS[e.kind]![lang] : e.kind;
  const parts = [`#${e.seq}`, e.at, kind];
  if (place !== '') parts.push(place);
  parts.push(e.payload === null ? (ru ? '(отозвана)' : '(withdrawn)') : JSON.stringify(e.payload));
  if (e.replaces !== null) parts.push(`${ru ? 'исправляет' : 'corrects'} #${e.replaces}: ${e.reason ?? ''}`);
  if (e.author !== null) parts.push(ru ? `автор: ${e.author}` : `by ${e.author}`);
  if (e.replacedBy !== null) parts.push(ru ? `[заменена записью #${e.replacedBy}]` : `[replaced by #${e.replacedBy}]`);
  return parts.join('  ');
}

/**
 * `event history`: every entry, with what it replaced and why, then the verification of the protocol's hash chain:
 * a line with its head (exit 0), or one error line naming the entry where it breaks (exit 2).
 */
export function runEventHistory(file: string, o: EventHistoryOptions): number {
  const lang = o.lang ?? 'ru';
  return withStore(file, lang, (store) => {
    const history = store.history();
    if (o.json) process.stdout.write(JSON.stringify(history, null, 2) + '\n');
    else process.stdout.write(history.map((e) => formatHistoryLine(e, lang)).join('\n') + (history.length > 0 ? '\n' : ''));
    const chain = store.verifyChain();
    if (chain.break !== undefined) return fail(chainBrokenLine(chain, lang));
    if (!o.json) process.stdout.write(chainLine(chain, lang) + '\n');
    return EXIT.ok;
  });
}
