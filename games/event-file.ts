/**
 * Reads event files (and the protocol entry and players files of `reglament event`), checks them and positions
 * every problem. Input: a file path; `.json` is read as JSON, anything else as YAML (both located with yaml's
 * LineCounter). Output: the event (`EventData`, deals tagged with their kind) and the regulation path resolved
 * against the event file, or an entry / a player list; and diagnostics: yaml/* for the text, event/schema for the
 * structure (schemas/event.schema.json, ajv), event/* from the checks of runtime/tournament/event.ts, each at
 * file:line:col. Never throws on user input.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { validatorOf } from '../schemas/validators/event.js';
import {
  createDiagnostic,
  createSchemaChecker,
  describeValueRu,
  INPUT_KINDS,
  readInputFile,
  schemaDiagnostic,
  spanOfKey,
  spanOfPath,
  type Diagnostic,
  type DiagnosticCode,
  type LoadedYaml,
  type Path,
  type ReadFile,
  type SchemaProblem,
} from '../compiler/index.js';
import {
  checkEvent, eventFromFile, eventToFile, newRunErrors, type EventData, type EventFile, type EventPlayer, type RegulationIR, type RunProblem, type TableRecord,
  type TableRules,
} from '../runtime/index.js';
import type { EntryInput, EntryKind, EventValidator } from '../store/index.js';
import { describeEventPath, describeValue, wordEvent, type Lang } from '../present/index.js';

/** Result of `loadEventFile`. */
export interface LoadedEvent {
  /** The event, present when its structure is valid (check `diagnostics` for errors before running it). */
  event?: EventData;
  /** The regulation file, resolved against the event file's folder (relative to the working directory if that is). */
  regulationPath?: string;
  diagnostics: Diagnostic[];
}

// ─── reading ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** Reads an event, entry or players file into a located document (compiler/input); `readFile`: an editor's text. */
function readStructured(file: string, readFile?: ReadFile): { loaded?: LoadedYaml; diagnostics: Diagnostic[] } {
  const { input, diagnostics } = readInputFile(file, INPUT_KINDS.event, readFile);
  return input === undefined ? { diagnostics } : { loaded: input.loaded, diagnostics };
}

// ─── schema ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** schemas/event.schema.json; every structure problem is `event/schema`. */
const eventSchema = createSchemaChecker({
  schemaFile: 'event.schema.json',
  validatorOf,
  codes: { unknownKey: 'event/schema', missingKey: 'event/schema', type: 'event/schema', invalid: 'event/schema' },
  wording: wordEvent,
});

// ─── diagnostics ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Whether a path ends at a player-id key of a per-player map (vists, points, hands). */
function endsAtPlayerKey(path: readonly (string | number)[]): boolean {
  const parent = path[path.length - 2];
  return path.length >= 2 && typeof path[path.length - 1] === 'string' && (parent === 'vists' || parent === 'points' || parent === 'hands');
}

/** Checks a schema-valid event (schema of its file form, then the runtime checks); problems with paths. */
function eventProblems(event: EventData): Array<{ code: DiagnosticCode; path: Path; message: string; hint?: string; text?: { ru: string; en: string } }> {
  const file = eventToFile(event);
  const structure = eventSchema.problems(file);
  if (structure.length > 0) return structure;
  return checkEvent(event);
}

/**
 * Reads an event file (YAML, or JSON by its `.json` extension), checks its structure, the event checks that need
 * no regulation and the games' records as they come in (`records`: every game's, games/index.ts), and resolves its
 * regulation path against the file's folder. `readFile` (an editor's unsaved text) defaults to the file system.
 * Never throws on user input.
 */
export function loadEventFile(file: string, records: readonly TableRecord[], readFile?: ReadFile): LoadedEvent {
  const { loaded, diagnostics } = readStructured(file, readFile);
  if (loaded === undefined) return { diagnostics };
  const value = loaded.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const message = value === null
      ? { en: 'the event file is empty', ru: 'файл турнира пуст' }
      : {
          en: `an event file is a mapping (regulation, seed, players, rounds), got ${describeValue(value)}`,
          ru: `файл турнира — набор ключей (regulation, seed, players, rounds), а не ${describeValueRu(value)}`,
        };
    return { diagnostics: [...diagnostics, createDiagnostic('event/schema', spanOfPath(loaded, []), message)] };
  }
  const structure = eventSchema.problems(value);
  if (structure.length > 0) return { diagnostics: [...diagnostics, ...structure.map((p) => schemaDiagnostic(loaded, p))] };
  const event = eventFromFile(value as EventFile);
  for (const p of checkEvent(event)) {
    const span = endsAtPlayerKey(p.path) ? spanOfKey(loaded, p.path) : spanOfPath(loaded, p.path);
    diagnostics.push(createDiagnostic(p.code, span, p.text, { hint: p.hint ?? null }));
  }
  event.rounds.forEach((round, r) => round.tables.forEach((table, t) => {
    for (const { key, p } of recordInputProblems(records, table)) {
      diagnostics.push(createDiagnostic(p.code, spanOfPath(loaded, ['rounds', r, 'tables', t, key, ...p.path]), p.text ?? p.message));
    }
  }));
  const regulationPath = isAbsolute(event.regulation) ? event.regulation : join(dirname(file), event.regulation);
  if (!existsSync(regulationPath)) {
    diagnostics.push(
      createDiagnostic('event/regulation-missing', spanOfPath(loaded, ['regulation']), `regulation file ${regulationPath} not found`, {
        hint: `the path is relative to the event file's folder (${dirname(file)})`,
      }),
    );
  }
  return { event, regulationPath, diagnostics };
}

/** The problems of a table's (or a result entry's) records as they come in, each with the record's key. */
function recordInputProblems(records: readonly TableRecord[], holder: object): Array<{ key: string; p: RunProblem }> {
  return records.flatMap((record) => {
    const value = (holder as Record<string, unknown>)[record.key];
    if (value === undefined || record.inputProblems === undefined) return [];
    return record.inputProblems(value).map((p) => ({ key: record.key, p }));
  });
}

/**
 * Checks an event the store rebuilt: its structure (as a file) and the event checks. Returns one line per problem,
 * "where: what", for refusing a write (`EventValidator`).
 */
export function checkEventData(event: EventData): string[] {
  return eventProblems(event).map((p) => `${p.code}: ${p.message}`);
}

/** A problem of an event with where it is (a path into the event data) and its code. */
export interface PlacedEventProblem {
  code: DiagnosticCode;
  path: Path;
  message: string;
  /** The message in both languages, where the problem has one (the desk shows the page's language). */
  text?: { ru: string; en: string };
}

/** The problems `after` has that `before` did not (a write is refused when there are any). */
export function newEventProblems(after: EventData, before: EventData): PlacedEventProblem[] {
  const line = (p: PlacedEventProblem) => `${p.code}: ${p.message}`;
  const old = new Set(eventProblems(before).map(line));
  return eventProblems(after).filter((p) => !old.has(line(p)));
}

/** Refuses a write that adds a problem the event did not have before (`EventValidator` of every write). */
export const refuseNewProblems: EventValidator = (after: EventData, before: EventData) =>
  newEventProblems(after, before).map((p) => ({ en: `${p.code}: ${p.message}`, ru: `${p.code}: ${p.text?.ru ?? p.message}` }));

/**
 * Refuses a write that adds a problem of the event or an error of running it under its regulation `ir`: everything
 * the engine can check (a hand that cannot be read, a pulya that cannot be settled, a penalty the regulation does not
 * know), its tables read by `rules` (games/index.ts tableRulesOf(ir)). The validator of `event record`, `correct` and `import`.
 */
export function refuseNewProblemsUnder(ir: RegulationIR, rules: TableRules): EventValidator {
  return (after, before) => {
    const own = refuseNewProblems(after, before);
    if (own.length > 0) return own;
    return newRunErrors(ir, rules, after, before).map((p) => ({
      en: `${p.code}: ${describeEventPath(p.path)}: ${p.message}`,
      ru: `${p.code}: ${describeEventPath(p.path, 'ru')}: ${p.text?.ru ?? p.message}`,
    }));
  };
}

/** The payload definition of each entry kind in schemas/event.schema.json. */
const PAYLOAD_DEFINITION: Record<EntryKind, string> = {
  player: 'player-entry',
  seating: 'seating-entry',
  deal: 'deal',
  penalty: 'penalty',
  wind: 'wind-entry',
  result: 'result-entry',
};

/**
 * Checks an entry value `{kind, round, table, payload, author?}` against schemas/event.schema.json: its structure,
 * then its payload against the kind, then the numbers of a result's pulya sheet (`pulya/number`, in `lang`).
 * `payload: null` (withdrawing an entry) is allowed only when `allowNull` (a correction). Returns the entry, or
 * every structure problem with its path (the desk shows each by its field).
 */
export function checkEntryValue(value: unknown, records: readonly TableRecord[], allowNull = false, lang: Lang = 'en'): { entry: EntryInput } | { problems: SchemaProblem[] } {
  const structure = eventSchema.problems(value, { definition: 'entry' });
  if (structure.length > 0) return { problems: structure };
  const entry = value as { kind: EntryKind; round?: number; table?: number; payload: unknown; author?: string };
  if (entry.payload === null) {
    if (!allowNull) {
      const text = { en: 'payload: null withdraws an entry; it is only for `event correct`', ru: 'payload: null снимает запись; это только для `event correct`' };
      return { problems: [{ code: 'event/schema', path: ['payload'], message: text[lang], text }] };
    }
  } else {
    const payloadProblems = eventSchema.problems(entry.payload, { definition: PAYLOAD_DEFINITION[entry.kind], under: 'payload' });
    if (payloadProblems.length > 0) return { problems: payloadProblems };
    // A record's values are checked where they come in (a sheet's numbers: docs/limits-and-guarantees.md), before the store sees them.
    const refused = entry.kind === 'result' && typeof entry.payload === 'object' && entry.payload !== null ? recordInputProblems(records, entry.payload) : [];
    if (refused.length > 0) {
      return {
        problems: refused.map(({ key, p }) => ({
          code: p.code, path: ['payload', key, ...p.path], message: p.text?.[lang] ?? p.message, ...(p.text !== undefined ? { text: p.text } : {}),
        })),
      };
    }
  }
  return { entry: { kind: entry.kind, round: entry.round ?? null, table: entry.table ?? null, payload: entry.payload, author: entry.author ?? null } };
}

/**
 * Reads a protocol entry file `{kind, round, table, payload, author?}` and checks it (`checkEntryValue`), each
 * problem at its file:line:col.
 */
export function loadEntryFile(file: string, records: readonly TableRecord[], allowNull = false, lang: Lang = 'en'): { entry?: EntryInput; diagnostics: Diagnostic[] } {
  const { loaded, diagnostics } = readStructured(file);
  if (loaded === undefined) return { diagnostics };
  const checked = checkEntryValue(loaded.value, records, allowNull, lang);
  if ('problems' in checked) return { diagnostics: [...diagnostics, ...checked.problems.map((p) => schemaDiagnostic(loaded, p))] };
  return { entry: checked.entry, diagnostics };
}

/** Reads a players file: a list of players, or a mapping with `players:` (an event file's header will do). */
export function loadPlayersFile(file: string): { players?: EventPlayer[]; diagnostics: Diagnostic[] } {
  const { loaded, diagnostics } = readStructured(file);
  if (loaded === undefined) return { diagnostics };
  const value = loaded.value;
  const isMapping = value !== null && typeof value === 'object' && !Array.isArray(value) && 'players' in value;
  const list = isMapping ? (value as { players: unknown }).players : value;
  const structure = eventSchema.problems(list, { definition: 'players', under: isMapping ? 'players' : undefined });
  if (structure.length > 0) return { diagnostics: [...diagnostics, ...structure.map((p) => schemaDiagnostic(loaded, p))] };
  return { players: list as EventPlayer[], diagnostics };
}
