/**
 * Reads event files (and the protocol entry and players files of `reglament event`), checks them and positions
 * every problem. Input: a file path; `.json` is read as JSON, anything else as YAML (both located with yaml's
 * LineCounter). Output: the event (`EventData`, deals tagged with their kind) and the regulation path resolved
 * against the event file, or an entry / a player list; and diagnostics: yaml/* for the text, event/schema for the
 * structure (schemas/event.schema.json, ajv), event/* from the checks of runtime/tournament/event.ts, each at
 * file:line:col. Never throws on user input.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import {
  createDiagnostic,
  formatPath,
  parseYamlText,
  spanOfKey,
  spanOfPath,
  suggestName,
  type Diagnostic,
  type DiagnosticCode,
  type LoadedYaml,
  type Span,
} from '../compiler/index.js';
import { checkEvent, eventFromFile, eventToFile, type EventData, type EventFile, type EventPlayer } from '../runtime/index.js';
import type { EntryInput, EntryKind } from '../store/index.js';

type JsonSchema = { [key: string]: unknown };
type Path = Array<string | number>;

/** A structure problem: where, what, and how to fix it; `atKey` positions it at the key rather than the value. */
interface SchemaProblem {
  path: Path;
  message: string;
  hint?: string;
  atKey?: boolean;
}

/** Result of `loadEventFile`. */
export interface LoadedEvent {
  /** The event, present when its structure is valid (check `diagnostics` for errors before running it). */
  event?: EventData;
  /** The regulation file, resolved against the event file's folder (relative to the working directory if that is). */
  regulationPath?: string;
  diagnostics: Diagnostic[];
}

// ─── reading ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** Reads a file's text, or a diagnostic saying why it cannot be read. */
function readText(file: string): { text: string } | { diagnostic: Diagnostic } {
  try {
    return { text: readFileSync(file, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    const span: Span = { file, line: 1, col: 1, endLine: 1, endCol: 1 };
    return { diagnostic: createDiagnostic('event/file-missing', span, `cannot read ${file}: ${reason}`) };
  }
}

/** 1-based line and column of a character offset. */
function lineColOf(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, col: lines[lines.length - 1]!.length + 1 };
}

/** Reads a YAML or JSON file into a located document; the diagnostics say why it could not be read or parsed. */
function readStructured(file: string): { loaded?: LoadedYaml; diagnostics: Diagnostic[] } {
  const read = readText(file);
  if ('diagnostic' in read) return { diagnostics: [read.diagnostic] };
  if (/\.json$/i.test(file)) {
    try {
      JSON.parse(read.text);
    } catch (e) {
      const message = (e as Error).message;
      const at = /position (\d+)/.exec(message);
      const { line, col } = lineColOf(read.text, at ? Number(at[1]) : 0);
      const cleaned = message.replace(/^JSON\.parse: /, '').replace(/ in JSON at position \d+.*$/, '');
      return { diagnostics: [createDiagnostic('event/json-syntax', { file, line, col, endLine: line, endCol: col + 1 }, cleaned)] };
    }
  }
  const { loaded, diagnostics } = parseYamlText(read.text, file);
  if (loaded.hasSyntaxErrors) return { diagnostics };
  return { loaded, diagnostics };
}

// ─── schema ───────────────────────────────────────────────────────────────────────────────────────────────────────

interface Checker {
  ajv: Ajv;
  schema: JsonSchema;
  id: string;
  /** anyOf branch schema object -> its JSON pointer in the schema. */
  branchPointers: Map<object, string>;
}

let checker: Checker | undefined;

/** Finds schemas/event.schema.json above this module (from the sources and from dist/). */
function findSchemaFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'schemas', 'event.schema.json');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('schemas/event.schema.json not found above ' + import.meta.url);
    dir = parent;
  }
}

/** Records the JSON pointer of every anyOf branch of the schema. */
function indexBranches(node: unknown, pointer: string, out: Map<object, string>): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((child, i) => indexBranches(child, `${pointer}/${i}`, out));
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    const childPointer = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key === 'anyOf' && Array.isArray(child)) {
      child.forEach((branch, i) => {
        if (branch !== null && typeof branch === 'object') out.set(branch as object, `${childPointer}/${i}`);
      });
    }
    indexBranches(child, childPointer, out);
  }
}

/** The compiled event schema (once per process). */
function getChecker(): Checker {
  if (checker === undefined) {
    const schema = JSON.parse(readFileSync(findSchemaFile(), 'utf8')) as JsonSchema;
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true });
    ajv.addSchema(schema);
    const branchPointers = new Map<object, string>();
    indexBranches(schema, '', branchPointers);
    checker = { ajv, schema, id: String(schema.$id), branchPointers };
  }
  return checker;
}

/** The validator of the whole schema ('') or of a definition ('player', 'deal', ...). */
function validatorOf(definition: string): ValidateFunction {
  const { ajv, id } = getChecker();
  const validate = ajv.getSchema(definition === '' ? id : `${id}#/definitions/${definition}`);
  if (validate === undefined) throw new Error(`no schema definition ${definition}`);
  return validate;
}

/** The JSON type name of a value as JSON Schema sees it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Resolves a local `$ref` against the root schema. */
function deref(schema: unknown): JsonSchema | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const s = schema as JsonSchema;
  if (typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
    let node: unknown = getChecker().schema;
    for (const part of s.$ref.slice(2).split('/')) node = (node as JsonSchema | undefined)?.[part];
    return deref(node);
  }
  return s;
}

/** The types a schema allows (empty: any). */
function typesOf(schema: JsonSchema | undefined): string[] {
  const t = schema?.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t as string[];
  if (schema?.const !== undefined) return [jsonType(schema.const)];
  return [];
}

/** "a string", "a mapping", "true or false", ... */
function typeArticle(t: string): string {
  switch (t) {
    case 'object':
      return 'a mapping';
    case 'array':
      return 'a list';
    case 'integer':
      return 'a whole number';
    case 'boolean':
      return 'true or false';
    case 'null':
      return 'null (empty)';
    default:
      return `a ${t}`;
  }
}

/** How a value is named in messages. */
function describeValue(value: unknown): string {
  const t = jsonType(value);
  if (t === 'null') return 'nothing (an empty value)';
  if (t === 'string') return `a string (${JSON.stringify(value)})`;
  if (t === 'boolean') return String(value);
  if (t === 'integer' || t === 'number') return `a number (${String(value)})`;
  return typeArticle(t);
}

/** A JSON pointer -> a path (indices as numbers where the data has lists). */
function pointerToPath(data: unknown, pointer: string): Path {
  if (pointer === '') return [];
  const path: Path = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node) && /^\d+$/.test(part)) {
      path.push(Number(part));
      node = node[Number(part)];
    } else {
      path.push(part);
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
  }
  return path;
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

/** Whether JSON pointer `path` is `base` or below it. */
function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(base + '/');
}

/**
 * Validates `value` against a definition and returns its structure problems (anyOf noise reduced); `at` is the key
 * under which the value sits in its file (`payload` of an entry, `players` of a players file), for paths.
 */
function schemaProblems(value: unknown, definition: string, at?: string): SchemaProblem[] {
  const validate = validatorOf(definition);
  if (validate(value)) return [];
  const root = at === undefined ? value : { [at]: value };
  return explainErrors(root, (validate.errors ?? []) as ErrorObject[], at === undefined ? '' : `/${at}`);
}

/** Whether a schema is nothing but a union (anyOf and annotations): all errors at its place come from the branches. */
function isPureUnion(schema: unknown): boolean {
  return schema !== null && typeof schema === 'object' && Object.keys(schema).every((k) => k === 'anyOf' || k === 'description' || k === 'title');
}

/** Whether ajv error `e` comes from a branch of the anyOf error `c`. */
function isFromBranch(e: ErrorObject, c: ErrorObject): boolean {
  if (!isUnder(e.instancePath, c.instancePath)) return false;
  // Branches reached through $ref restart their schema paths, so a pure union claims everything at its place.
  return isPureUnion(c.parentSchema) || e.schemaPath.startsWith(c.schemaPath + '/');
}

/** Turns ajv errors (for the value at pointer `base` of `root`) into problems, one anyOf at a time. */
function explainErrors(root: unknown, errors: ErrorObject[], base: string): SchemaProblem[] {
  const combinators = errors.filter((e) => e.keyword === 'anyOf');
  const encloses = (o: ErrorObject, c: ErrorObject) =>
    o !== c &&
    isUnder(c.instancePath, o.instancePath) &&
    (o.instancePath !== c.instancePath ||
      (isPureUnion(o.parentSchema) && !isPureUnion(c.parentSchema)) ||
      (isPureUnion(o.parentSchema) === isPureUnion(c.parentSchema) && o.schemaPath.length < c.schemaPath.length));
  const outermost = combinators.filter((c) => !combinators.some((o) => encloses(o, c)));
  const problems: SchemaProblem[] = [];
  for (const e of errors) {
    if (e.keyword === 'if' || e.keyword === 'anyOf') continue;
    if (outermost.some((c) => isFromBranch(e, c))) continue;
    const p = explainError(root, e, base);
    if (p !== undefined) problems.push(p);
  }
  const done = new Set<string>();
  for (const c of outermost) {
    if (done.has(c.instancePath)) continue;
    done.add(c.instancePath);
    problems.push(...explainAnyOf(root, c, base));
  }
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${formatPath(p.path)}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "`a`", "`a` or `b`", "`a`, `b` or `c`". */
function listKeys(keys: readonly string[]): string {
  const quoted = keys.map((k) => `\`${k}\``);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]!}`;
}

/** The problems of the anyOf branch the value was meant for, or one problem naming the choices. */
function explainAnyOf(root: unknown, error: ErrorObject, base: string): SchemaProblem[] {
  const { ajv, id, branchPointers } = getChecker();
  const path = pointerToPath(root, base + error.instancePath);
  const where = describeEventPath(path);
  const branches = (Array.isArray(error.schema) ? (error.schema as unknown[]) : []).map((b) => ({ raw: b, schema: deref(b) }));
  const value = error.data;
  // Branches that only require a key: "needs one of".
  if (branches.every((b) => b.schema !== undefined && Object.keys(b.schema).length === 1 && Array.isArray(b.schema.required))) {
    const keys = branches.flatMap((b) => b.schema!.required as string[]);
    return [{ path, message: `${where}: needs ${listKeys(keys)}` }];
  }
  const actual = jsonType(value);
  const fitting = branches.filter((b) => {
    const types = typesOf(b.schema);
    return types.length === 0 || types.includes(actual) || (actual === 'integer' && types.includes('number'));
  });
  if (fitting.length === 0) {
    const expected = [...new Set(branches.flatMap((b) => typesOf(b.schema).map(typeArticle)))];
    return [{ path, message: `${where} must be ${expected.join(' or ')}, got ${describeValue(value)}` }];
  }
  const scored: Array<{ problems: SchemaProblem[]; branch: JsonSchema | undefined }> = [];
  for (const b of fitting) {
    const pointer = typeof (b.raw as JsonSchema).$ref === 'string' ? String((b.raw as JsonSchema).$ref).slice(1) : branchPointers.get(b.raw as object);
    const validate = pointer !== undefined ? ajv.getSchema(`${id}#${pointer}`) : undefined;
    if (validate === undefined) continue;
    if (validate(value)) return [];
    scored.push({ problems: explainErrors(root, (validate.errors ?? []) as ErrorObject[], base + error.instancePath), branch: b.schema });
  }
  if (scored.length === 0) return [];
  const fewest = Math.min(...scored.map((s) => s.problems.length));
  let best = scored.filter((s) => s.problems.length === fewest);
  if (best.length > 1 && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    // Prefer the branch whose required keys the value has.
    const keys = Object.keys(value);
    const keyed = best.filter((s) => ((s.branch?.required as string[] | undefined) ?? []).some((k) => keys.includes(k)));
    if (keyed.length >= 1) best = keyed;
    else {
      const titles = branches.map((b) => b.schema?.title).filter((t): t is string => typeof t === 'string');
      if (titles.length === branches.length) {
        return [{ path, message: `${where} must be ${titles.slice(0, -1).join(', ')} or ${titles[titles.length - 1]!}` }];
      }
    }
  }
  return best[0]!.problems;
}

/** One ajv error -> one problem. */
function explainError(root: unknown, error: ErrorObject, base: string): SchemaProblem | undefined {
  const path = pointerToPath(root, base + error.instancePath);
  const where = describeEventPath(path);
  const parent = error.parentSchema as JsonSchema | undefined;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((parent?.properties as object | undefined) ?? {});
      const guess = suggestName(key, allowed);
      return {
        path: [...path, key],
        atKey: true,
        message: `${where}: unknown key "${key}"` + (guess !== undefined ? `; did you mean "${guess}"?` : ''),
        ...(allowed.length > 0 ? { hint: `allowed keys here: ${allowed.join(', ')}` } : {}),
      };
    }
    case 'required': {
      const key = String(params.missingProperty);
      const described = deref((parent?.properties as Record<string, unknown> | undefined)?.[key]);
      const description = ((parent?.properties as Record<string, JsonSchema> | undefined)?.[key]?.description ?? described?.description) as string | undefined;
      return { path, message: `${where}: missing required key "${key}"`, ...(description ? { hint: `${key}: ${description}` } : {}) };
    }
    case 'type': {
      const expected = typesOf(parent).map(typeArticle).join(' or ') || typeArticle(String(params.type));
      const quote = typesOf(parent).includes('string') && (typeof error.data === 'number' || typeof error.data === 'boolean');
      return { path, message: `${where} must be ${expected}, got ${describeValue(error.data)}`, ...(quote ? { hint: `quote it to make it a string: "${String(error.data)}"` } : {}) };
    }
    case 'enum':
    case 'const': {
      const values = error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue];
      const guess = typeof error.data === 'string' ? suggestName(error.data, values.map(String)) : undefined;
      const list = values.map((v) => JSON.stringify(v));
      return {
        path,
        message:
          `${where} must be ${list.length === 1 ? list[0] : `one of ${list.join(', ')}`}, got ${describeValue(error.data)}` +
          (guess !== undefined ? `; did you mean "${guess}"?` : ''),
      };
    }
    case 'pattern': {
      if (params.pattern === '^\\S+$') return { path, message: `${where}: player id ${JSON.stringify(error.data)} must not contain spaces` };
      return { path, message: `${where}: ${JSON.stringify(error.data)} is not a valid id (ids are kebab-case: lowercase letters and digits joined by hyphens)` };
    }
    case 'minLength':
      return { path, message: `${where} must not be empty` };
    case 'minItems':
    case 'maxItems': {
      const n = Number(params.limit);
      return { path, message: `${where} must have ${error.keyword === 'minItems' ? 'at least' : 'at most'} ${n} item${n === 1 ? '' : 's'}, got ${(error.data as unknown[]).length}` };
    }
    case 'uniqueItems':
      return { path, message: `${where} lists the same value twice (items ${Number(params.j) + 1} and ${Number(params.i) + 1})` };
    case 'minimum':
      return { path, message: `${where} must be at least ${String(params.limit)}, got ${String(error.data)}` };
    case 'not': {
      const both = ((parent?.not as JsonSchema | undefined)?.required as string[] | undefined) ?? [];
      return { path, message: `${where}: give only one of ${both.map((k) => `\`${k}\``).join(' and ')}` };
    }
    default:
      return { path, message: `${where} ${String(error.message)}` };
  }
}

// ─── diagnostics ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A structure problem as a diagnostic positioned in the file. */
function schemaDiagnostic(loaded: LoadedYaml, p: SchemaProblem): Diagnostic {
  const span = p.atKey ? spanOfKey(loaded, p.path) : spanOfPath(loaded, p.path);
  return createDiagnostic('event/schema', span, p.message, { hint: p.hint ?? null });
}

/** Whether a path ends at a player-id key of a per-player map (vists, points, hands). */
function endsAtPlayerKey(path: readonly (string | number)[]): boolean {
  const parent = path[path.length - 2];
  return path.length >= 2 && typeof path[path.length - 1] === 'string' && (parent === 'vists' || parent === 'points' || parent === 'hands');
}

/** Checks a schema-valid event (schema of its file form, then the runtime checks); problems with paths. */
function eventProblems(event: EventData): Array<{ code: DiagnosticCode; path: Path; message: string; hint?: string }> {
  const file = eventToFile(event);
  const structure = schemaProblems(file, '');
  if (structure.length > 0) return structure.map((p) => ({ code: 'event/schema' as const, ...p }));
  return checkEvent(event);
}

/**
 * Reads an event file (YAML, or JSON by its `.json` extension), checks its structure and the event checks that need
 * no regulation, and resolves its regulation path against the file's folder. Never throws on user input.
 */
export function loadEventFile(file: string): LoadedEvent {
  const { loaded, diagnostics } = readStructured(file);
  if (loaded === undefined) return { diagnostics };
  const value = loaded.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const message = value === null ? 'the event file is empty' : `an event file is a mapping (regulation, seed, players, rounds), got ${describeValue(value)}`;
    return { diagnostics: [...diagnostics, createDiagnostic('event/schema', spanOfPath(loaded, []), message)] };
  }
  const structure = schemaProblems(value, '');
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
 * Reads a protocol entry file `{kind, round, table, payload, author?}` and checks its structure and its payload
 * against the kind. `payload: null` (withdrawing an entry) is allowed only when `allowNull` (a correction).
 */
export function loadEntryFile(file: string, allowNull = false): { entry?: EntryInput; diagnostics: Diagnostic[] } {
  const { loaded, diagnostics } = readStructured(file);
  if (loaded === undefined) return { diagnostics };
  const value = loaded.value;
  const structure = schemaProblems(value, 'entry');
  if (structure.length > 0) return { diagnostics: [...diagnostics, ...structure.map((p) => schemaDiagnostic(loaded, p))] };
  const entry = value as { kind: EntryKind; round?: number; table?: number; payload: unknown; author?: string };
  if (entry.payload === null) {
    if (!allowNull) {
      return {
        diagnostics: [
          ...diagnostics,
          createDiagnostic('event/schema', spanOfPath(loaded, ['payload']), 'payload: null withdraws an entry; it is only for `event correct`'),
        ],
      };
    }
  } else {
    const payloadProblems = schemaProblems(entry.payload, PAYLOAD_DEFINITION[entry.kind], 'payload');
    if (payloadProblems.length > 0) return { diagnostics: [...diagnostics, ...payloadProblems.map((p) => schemaDiagnostic(loaded, p))] };
  }
  return {
    entry: { kind: entry.kind, round: entry.round ?? null, table: entry.table ?? null, payload: entry.payload, author: entry.author ?? null },
    diagnostics,
  };
}

/** Reads a players file: a list of players, or a mapping with `players:` (an event file's header will do). */
export function loadPlayersFile(file: string): { players?: EventPlayer[]; diagnostics: Diagnostic[] } {
  const { loaded, diagnostics } = readStructured(file);
  if (loaded === undefined) return { diagnostics };
  const value = loaded.value;
  const isMapping = value !== null && typeof value === 'object' && !Array.isArray(value) && 'players' in value;
  const list = isMapping ? (value as { players: unknown }).players : value;
  const structure = schemaProblems(list, 'players', isMapping ? 'players' : undefined);
  if (structure.length > 0) return { diagnostics: [...diagnostics, ...structure.map((p) => schemaDiagnostic(loaded, p))] };
  return { players: list as EventPlayer[], diagnostics };
}
