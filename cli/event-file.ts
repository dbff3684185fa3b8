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
import { validators } from '../schemas/validators/event.js';
import {
  createDiagnostic,
  createSchemaChecker,
  formatPath,
  INPUT_KINDS,
  jsonType,
  readInputFile,
  schemaDiagnostic,
  spanOfKey,
  spanOfPath,
  typeArticle,
  typesOf,
  type Diagnostic,
  type DiagnosticCode,
  type LoadedYaml,
  type Path,
  type ReadFile,
  type SchemaContext,
  type SchemaFact,
  type SchemaProblem,
  type SchemaText,
} from '../compiler/index.js';
import { checkEvent, eventFromFile, eventToFile, newRunErrors, type EventData, type EventFile, type EventPlayer, type RegulationIR } from '../runtime/index.js';
import type { EntryInput, EntryKind, EventValidator } from '../store/index.js';

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

/** How a value is named in messages: `a number (2025)`, `true`, `a list`, `nothing (an empty value)`. */
function describeValue(value: unknown): string {
  const t = jsonType(value);
  if (t === 'null') return 'nothing (an empty value)';
  if (t === 'string') return `a string (${JSON.stringify(value)})`;
  if (t === 'boolean') return String(value);
  if (t === 'integer' || t === 'number') return `a number (${String(value)})`;
  return typeArticle(t);
}

/**
 * Where a path points, in words: "deal 2 of table 1 in round 3, win.from", "player 4, id", "the top level".
 * Indices are shown 1-based, as judges count.
 */
export function describeEventPath(path: readonly (string | number)[]): string {
  const parts: string[] = [];
  let i = 0;
  const at = (k: number, key: string) => path[k] === key && typeof path[k + 1] === 'number';
  if (at(0, 'players')) {
    parts.push(`player ${(path[1] as number) + 1}`);
    i = 2;
  } else if (at(0, 'rounds')) {
    const round = `round ${(path[1] as number) + 1}`;
    i = 2;
    if (at(2, 'tables')) {
      const table = `table ${(path[3] as number) + 1} in ${round}`;
      i = 4;
      if (at(4, 'deals')) {
        const deal = `deal ${(path[5] as number) + 1} of ${table}`;
        i = 6;
        if (at(6, 'penalties')) {
          parts.push(`penalty ${(path[7] as number) + 1} of ${deal}`);
          i = 8;
        } else parts.push(deal);
      } else if (at(4, 'penalties')) {
        parts.push(`penalty ${(path[5] as number) + 1} of ${table}`);
        i = 6;
      } else parts.push(table);
    } else if (at(2, 'substitutions')) {
      parts.push(`substitution ${(path[3] as number) + 1} in ${round}`);
      i = 4;
    } else parts.push(round);
  }
  const rest = path.slice(i);
  if (rest.length > 0) parts.push(formatPath(rest));
  return parts.length === 0 ? 'the top level' : parts.join(', ');
}

/** "`a`", "`a` or `b`", "`a`, `b` or `c`". */
function listKeys(keys: readonly string[]): string {
  const quoted = keys.map((k) => `\`${k}\``);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]!}`;
}

/** A structure fact in the words of a judge: places as judges count them (1-based), see `describeEventPath`. */
function wordEvent(fact: SchemaFact, { path, value }: SchemaContext): SchemaText {
  const where = describeEventPath(path);
  switch (fact.kind) {
    case 'unknown-key':
      return {
        message: `${where}: unknown key "${fact.key}"` + (fact.guess !== undefined ? `; did you mean "${fact.guess}"?` : ''),
        ...(fact.allowed.length > 0 ? { hint: `allowed keys here: ${fact.allowed.join(', ')}` } : {}),
      };
    case 'not-allowed':
      return { message: `${describeEventPath(path.slice(0, -1))}: key "${fact.key}" is not allowed here` };
    case 'missing-key':
      // At the mapping that lacks the key.
      return { message: `${where}: missing required key "${fact.key}"`, ...(fact.description ? { hint: `${fact.key}: ${fact.description}` } : {}), at: { path } };
    case 'needs-one-of':
      return { message: `${where}: needs ${listKeys(fact.keys)}` };
    case 'type': {
      const quote = fact.expected.includes('string') && (typeof value === 'number' || typeof value === 'boolean');
      return {
        message: `${where} must be ${fact.expected.map(typeArticle).join(' or ')}, got ${describeValue(value)}`,
        ...(quote ? { hint: `quote it to make it a string: "${String(value)}"` } : {}),
      };
    }
    case 'no-branch': {
      const expected = [...new Set(fact.branches.flatMap((b) => typesOf(b).map(typeArticle)))];
      return { message: `${where} must be ${expected.join(' or ')}, got ${describeValue(value)}` };
    }
    case 'branch-unclear':
      return { message: `${where} must be ${fact.titles.slice(0, -1).join(', ')} or ${fact.titles[fact.titles.length - 1]!}` };
    case 'not-listed': {
      const list = fact.allowed.map((v) => JSON.stringify(v));
      return {
        message:
          `${where} must be ${list.length === 1 ? list[0] : `one of ${list.join(', ')}`}, got ${describeValue(value)}` +
          (fact.guess !== undefined ? `; did you mean "${fact.guess}"?` : ''),
      };
    }
    case 'pattern':
      if (fact.pattern === '^\\S+$') return { message: `${where}: player id ${JSON.stringify(value)} must not contain spaces` };
      return { message: `${where}: ${JSON.stringify(value)} is not a valid id (ids are kebab-case: lowercase letters and digits joined by hyphens)` };
    case 'too-short':
      return { message: `${where} must not be empty` };
    case 'item-count':
      return {
        message: `${where} must have ${fact.bound === 'min' ? 'at least' : 'at most'} ${fact.limit} item${fact.limit === 1 ? '' : 's'}, got ${(value as unknown[]).length}`,
      };
    case 'repeated-item':
      return { message: `${where} lists the same value twice (items ${fact.first + 1} and ${fact.second + 1})` };
    case 'bound':
      if (fact.keyword === 'minimum') return { message: `${where} must be at least ${fact.limit}, got ${String(value)}` };
      return { message: `${where} ${fact.message}` };
    case 'exclusive-keys':
      return { message: `${where}: give only one of ${fact.keys.map((k) => `\`${k}\``).join(' and ')}` };
    case 'other':
      return { message: `${where} ${fact.message}` };
  }
}

/** schemas/event.schema.json; every structure problem is `event/schema`. */
const eventSchema = createSchemaChecker({
  schemaFile: 'event.schema.json',
  validators,
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
function eventProblems(event: EventData): Array<{ code: DiagnosticCode; path: Path; message: string; hint?: string }> {
  const file = eventToFile(event);
  const structure = eventSchema.problems(file);
  if (structure.length > 0) return structure;
  return checkEvent(event);
}

/**
 * Reads an event file (YAML, or JSON by its `.json` extension), checks its structure and the event checks that need
 * no regulation, and resolves its regulation path against the file's folder. `readFile` (an editor's unsaved text)
 * defaults to the file system. Never throws on user input.
 */
export function loadEventFile(file: string, readFile?: ReadFile): LoadedEvent {
  const { loaded, diagnostics } = readStructured(file, readFile);
  if (loaded === undefined) return { diagnostics };
  const value = loaded.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const message = value === null ? 'the event file is empty' : `an event file is a mapping (regulation, seed, players, rounds), got ${describeValue(value)}`;
    return { diagnostics: [...diagnostics, createDiagnostic('event/schema', spanOfPath(loaded, []), message)] };
  }
  const structure = eventSchema.problems(value);
  if (structure.length > 0) return { diagnostics: [...diagnostics, ...structure.map((p) => schemaDiagnostic(loaded, p))] };
  const event = eventFromFile(value as EventFile);
  for (const p of checkEvent(event)) {
    const span = endsAtPlayerKey(p.path) ? spanOfKey(loaded, p.path) : spanOfPath(loaded, p.path);
    diagnostics.push(createDiagnostic(p.code, span, p.message, { hint: p.hint ?? null }));
  }
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
}

/** The problems `after` has that `before` did not (a write is refused when there are any). */
export function newEventProblems(after: EventData, before: EventData): PlacedEventProblem[] {
  const line = (p: PlacedEventProblem) => `${p.code}: ${p.message}`;
  const old = new Set(eventProblems(before).map(line));
  return eventProblems(after).filter((p) => !old.has(line(p)));
}

/** Refuses a write that adds a problem the event did not have before (`EventValidator` of every write). */
export const refuseNewProblems: EventValidator = (after: EventData, before: EventData) => newEventProblems(after, before).map((p) => `${p.code}: ${p.message}`);

/**
 * Refuses a write that adds a problem of the event or an error of running it under its regulation `ir`: everything
 * the engine can check (a hand that cannot be read, a pulya that cannot be settled, a penalty the regulation does not
 * know). The validator of `event record`, `correct` and `import`.
 */
export function refuseNewProblemsUnder(ir: RegulationIR): EventValidator {
  return (after, before) => {
    const own = refuseNewProblems(after, before);
    if (own.length > 0) return own;
    return newRunErrors(ir, after, before).map((p) => `${p.code}: ${describeEventPath(p.path)}: ${p.message}`);
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
 * then its payload against the kind. `payload: null` (withdrawing an entry) is allowed only when `allowNull` (a
 * correction). Returns the entry, or every structure problem with its path (the desk shows each by its field).
 */
export function checkEntryValue(value: unknown, allowNull = false): { entry: EntryInput } | { problems: SchemaProblem[] } {
  const structure = eventSchema.problems(value, { definition: 'entry' });
  if (structure.length > 0) return { problems: structure };
  const entry = value as { kind: EntryKind; round?: number; table?: number; payload: unknown; author?: string };
  if (entry.payload === null) {
    if (!allowNull) {
      return { problems: [{ code: 'event/schema', path: ['payload'], message: 'payload: null withdraws an entry; it is only for `event correct`' }] };
    }
  } else {
    const payloadProblems = eventSchema.problems(entry.payload, { definition: PAYLOAD_DEFINITION[entry.kind], under: 'payload' });
    if (payloadProblems.length > 0) return { problems: payloadProblems };
  }
  return { entry: { kind: entry.kind, round: entry.round ?? null, table: entry.table ?? null, payload: entry.payload, author: entry.author ?? null } };
}

/**
 * Reads a protocol entry file `{kind, round, table, payload, author?}` and checks it (`checkEntryValue`), each
 * problem at its file:line:col.
 */
export function loadEntryFile(file: string, allowNull = false): { entry?: EntryInput; diagnostics: Diagnostic[] } {
  const { loaded, diagnostics } = readStructured(file);
  if (loaded === undefined) return { diagnostics };
  const checked = checkEntryValue(loaded.value, allowNull);
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
