/**
 * Checks data against one JSON Schema of schemas/ (ajv, all errors) and reports each error as a structure problem:
 * the machinery of the regulation check (compiler/source/schema-check.ts) and of the event files (cli/event-file.ts).
 * Input: the schema's file name, the diagnostic code of each kind of problem and a wording (the caller puts each
 * `SchemaFact` into words for its readers). Output: problems with a code, a path into the data, a message and a
 * hint; `schemaDiagnostic` positions one in a located file. anyOf/oneOf noise is reduced to the problems of the
 * branch the value was meant for: a branch of the value's type, the one with the fewest problems (ties: the one
 * whose required keys the value has); a `no-branch` fact when no branch takes the value's type, `needs-one-of`
 * when the branches only require one key each, `branch-unclear` when titled branches stay tied.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Diagnostic, DiagnosticCode } from '../diagnostics/index.js';
import { createDiagnostic, suggestName } from '../diagnostics/index.js';
import type { LoadedYaml } from './load-yaml.js';
import type { Path } from './locate.js';
import { spanOfKey, spanOfPath } from './locate.js';

/** A JSON Schema (or a part of one) as plain data. */
export type JsonSchema = { [key: string]: unknown };

/** What a structure problem is, before it is put into words; the wording gets its path and value beside it. */
export type SchemaFact =
  /** A key the schema does not list (`additionalProperties: false`). */
  | { kind: 'unknown-key'; key: string; allowed: string[]; guess?: string | undefined }
  /** A key whose schema is `false`; the path ends at the key. */
  | { kind: 'not-allowed'; key: string }
  /** A required key is absent; `branch` when the `then`/`else` of an if/then/else requires it. */
  | { kind: 'missing-key'; key: string; description?: string | undefined; branch?: 'then' | 'else' | undefined }
  /** A union whose branches only require one key each: the value has none of them. */
  | { kind: 'needs-one-of'; keys: string[] }
  /** The value is not of the JSON types the schema allows. */
  | { kind: 'type'; expected: string[] }
  /** No branch of a union takes a value of this JSON type (the branches, resolved). */
  | { kind: 'no-branch'; branches: JsonSchema[] }
  /** Branches of a union fail equally and none is the value's by its keys; their titles. */
  | { kind: 'branch-unclear'; titles: string[] }
  /** The value is not one of the allowed values (`enum`, `const`). */
  | { kind: 'not-listed'; allowed: unknown[]; guess?: string | undefined }
  | { kind: 'pattern'; pattern: string }
  /** A string shorter than `limit` (`minLength`). */
  | { kind: 'too-short'; limit: number }
  /** A string longer than `limit` (`maxLength`: the caps of docs/limits-and-guarantees.md). */
  | { kind: 'too-long'; limit: number }
  /** A list with fewer (`min`) or more (`max`) items than `limit`. */
  | { kind: 'item-count'; bound: 'min' | 'max'; limit: number }
  /** Items `first` and `second` (0-based) of a list are equal. */
  | { kind: 'repeated-item'; first: number; second: number }
  /** A number beyond a bound; `message` is ajv's ("must be >= 0"). */
  | { kind: 'bound'; keyword: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum'; limit: number; message: string }
  /** Keys that must not stand together (`not: { required: [...] }`). */
  | { kind: 'exclusive-keys'; keys: string[] }
  /** Any other error, with ajv's message. */
  | { kind: 'other'; message: string };

/** Where a fact was found, for its wording; `resolve` follows a local `$ref` of the schema. */
export interface SchemaContext {
  path: Path;
  value: unknown;
  resolve(schema: unknown): JsonSchema | undefined;
}

/**
 * A fact in words. `at` overrides where it points: by default an unknown or not-allowed key and a missing key of a
 * mapping under a key point at that key, everything else at the value.
 */
export interface SchemaText {
  message: string;
  /** The message in both languages, where the wording gives them (`en` is `message`). */
  text?: { ru: string; en: string };
  hint?: string;
  /** The hint in both languages, where the wording gives them (`en` is `hint`). */
  hintText?: { ru: string; en: string };
  /** What to write instead of the value (or key) ("did you mean"); defaults to the fact's guess. */
  suggestion?: string;
  at?: { path: Path; atKey?: boolean };
}

/** The diagnostic code of each kind of structure problem. */
export interface SchemaCodes {
  /** `unknown-key`, `not-allowed`. */
  unknownKey: DiagnosticCode;
  /** `missing-key`, `needs-one-of`. */
  missingKey: DiagnosticCode;
  /** `type`, `no-branch`, `branch-unclear`, `not-listed`. */
  type: DiagnosticCode;
  /** Everything else. */
  invalid: DiagnosticCode;
}

/** Options of `createSchemaChecker`. */
export interface SchemaCheckerOptions {
  /** The file name in schemas/, e.g. `event.schema.json` (found above this module, from the sources and dist/). */
  schemaFile: string;
  /**
   * The schema's validators generated by scripts/gen-validators.ts (schemas/validators/<name>.js): the one of a JSON
   * pointer, '' the whole schema, `/definitions/<name>` and the anyOf/oneOf branches (undefined for another pointer).
   * Nothing is compiled at run time; the generated code is loaded when first asked for.
   */
  validatorOf(pointer: string): ValidateFunction | undefined;
  codes: SchemaCodes;
  wording(fact: SchemaFact, context: SchemaContext): SchemaText;
  /** Errors the caller reports itself, left out. */
  skip?(error: { keyword: string; schemaPath: string }): boolean;
}

/** One structure problem: its code, the path of the value (or key, `atKey`) in the data, the words. */
export interface SchemaProblem {
  code: DiagnosticCode;
  path: Path;
  message: string;
  hint?: string;
  atKey?: boolean;
  /** What to write instead of the value (or key) at `path`. */
  suggestion?: string;
  /** The message in both languages, where the wording gives them. */
  text?: { ru: string; en: string };
  /** The hint in both languages, where the wording gives them. */
  hintText?: { ru: string; en: string };
}

/** A schema checker (the schema file is read on first need, once per process: to explain errors). */
export interface SchemaChecker {
  /** The schema as read from its file. */
  schema(): Readonly<JsonSchema>;
  /**
   * The problems of `value` against the whole schema or one of its `definition`s; `under` is the key under which the
   * value sits in its file (`payload` of an entry), so that paths start there.
   */
  problems(value: unknown, options?: { definition?: string; under?: string | undefined }): SchemaProblem[];
}

interface LoadedSchema {
  schema: JsonSchema;
  /**
   * An anyOf/oneOf branch, as JSON text, -> its JSON pointer in the schema (to validate a value against one branch).
   * By content: the branches an error carries are the generated code's copies of the schema, not this object.
   */
  branchPointers: Map<string, string>;
}

/** Finds schemas/`name` above this module (works from the sources and from dist/). */
function findSchemaFile(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'schemas', name);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`schemas/${name} not found above ${import.meta.url}`);
    dir = parent;
  }
}

/** One segment of a JSON pointer. */
function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Records the JSON pointer of every anyOf/oneOf branch of the schema (the first, when two are equal). */
function indexBranches(node: unknown, pointer: string, out: Map<string, string>): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((child, i) => indexBranches(child, `${pointer}/${i}`, out));
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    const childPointer = `${pointer}/${escapePointer(key)}`;
    if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(child)) {
      child.forEach((branch, i) => {
        const key = JSON.stringify(branch);
        if (branch !== null && typeof branch === 'object' && !out.has(key)) out.set(key, `${childPointer}/${i}`);
      });
    }
    indexBranches(child, childPointer, out);
  }
}

/** Reads schemas/`name` and indexes its branches. */
function readSchema(name: string): LoadedSchema {
  const schema = JSON.parse(readFileSync(findSchemaFile(name), 'utf8')) as JsonSchema;
  const branchPointers = new Map<string, string>();
  indexBranches(schema, '', branchPointers);
  return { schema, branchPointers };
}

/** The JSON type name of a value as JSON Schema sees it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The JSON types a schema allows (a `const` allows its own; empty: any). */
export function typesOf(schema: JsonSchema | undefined): string[] {
  const t = schema?.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t as string[];
  if (schema?.const !== undefined) return [jsonType(schema.const)];
  return [];
}

/** "string" -> "string", "object" -> "mapping", ... (no article). */
export function typeNoun(t: string): string {
  switch (t) {
    case 'object':
      return 'mapping';
    case 'array':
      return 'list';
    case 'integer':
      return 'whole number';
    default:
      return t;
  }
}

/** "string" -> "a string", "null" -> "null (empty)", "boolean" -> "true or false", ... */
export function typeArticle(t: string): string {
  if (t === 'null') return 'null (empty)';
  if (t === 'boolean') return 'true or false';
  const noun = typeNoun(t);
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** The Russian names of the JSON types. */
const TYPE_RU: Record<string, string> = {
  null: 'пусто', string: 'текст', boolean: 'да или нет (true/false)', integer: 'целое число', number: 'число', object: 'набор ключей', array: 'список',
};

/** A value named in Russian: `«abc»`, `2025`, `true`, `список`, `пусто`. */
export function describeValueRu(value: unknown): string {
  const t = jsonType(value);
  if (t === 'string') return `«${String(value)}»`;
  if (t === 'boolean' || t === 'integer' || t === 'number') return String(value);
  return TYPE_RU[t] ?? t;
}

/** The Russian name of a JSON type as the value a field needs: `текст`, `целое число`, `набор ключей`. */
export function typeRu(t: string): string {
  return TYPE_RU[t] ?? t;
}

/** `scoring.points[2].value`; the top level is "the top level". */
export function formatPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'the top level';
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z0-9_$-]+$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

/** A JSON pointer into `data` -> a Path (array indices as numbers). */
function pointerToPath(data: unknown, pointer: string): Path {
  if (pointer === '') return [];
  const path: Path = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node) && /^\d+$/.test(part)) {
      const index = Number(part);
      path.push(index);
      node = node[index];
    } else {
      path.push(part);
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
  }
  return path;
}

/** Whether `path` (a JSON pointer) is `base` or below it. */
function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(base + '/');
}

const isUnion = (e: ErrorObject) => e.keyword === 'anyOf' || e.keyword === 'oneOf';

/** Whether a schema is nothing but a union (and annotations): all errors at its place come from the branches. */
function isPureUnion(schema: unknown): boolean {
  return (
    schema !== null &&
    typeof schema === 'object' &&
    Object.keys(schema).every((k) => k === 'anyOf' || k === 'oneOf' || k === 'description' || k === 'title')
  );
}

/** Whether ajv error `e` comes from a branch of the union error `c`. */
function isFromBranch(e: ErrorObject, c: ErrorObject): boolean {
  if (!isUnder(e.instancePath, c.instancePath)) return false;
  // Branches reached through $ref restart their schema paths, so a pure union claims everything at its place.
  return isPureUnion(c.parentSchema) || e.schemaPath.startsWith(c.schemaPath + '/');
}

/** Whether union error `o` encloses union error `c` (only the outermost unions are explained). */
function encloses(o: ErrorObject, c: ErrorObject): boolean {
  return (
    o !== c &&
    isUnder(c.instancePath, o.instancePath) &&
    (o.instancePath !== c.instancePath ||
      (isPureUnion(o.parentSchema) && !isPureUnion(c.parentSchema)) ||
      (isPureUnion(o.parentSchema) === isPureUnion(c.parentSchema) && o.schemaPath.length < c.schemaPath.length))
  );
}

/** The fact an ajv error (other than a union's) at `path` states. */
function factOf(error: ErrorObject, path: Path, resolve: (schema: unknown) => JsonSchema | undefined): SchemaFact {
  const parent = error.parentSchema as JsonSchema | undefined;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((parent?.properties as object | undefined) ?? {});
      return { kind: 'unknown-key', key, allowed, guess: suggestName(key, allowed) };
    }
    case 'false schema':
      return { kind: 'not-allowed', key: String(path[path.length - 1]) };
    case 'required': {
      const key = String(params.missingProperty);
      const property = (parent?.properties as Record<string, unknown> | undefined)?.[key];
      const described = [(property as JsonSchema | undefined)?.description, resolve(property)?.description].find((d) => typeof d === 'string');
      const branch = /^#\/(then|else)\//.exec(error.schemaPath)?.[1] as 'then' | 'else' | undefined;
      return { kind: 'missing-key', key, description: described as string | undefined, branch };
    }
    case 'type': {
      const expected = typesOf(parent);
      return { kind: 'type', expected: expected.length > 0 ? expected : [String(params.type)] };
    }
    case 'enum':
    case 'const': {
      const allowed = error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue];
      return { kind: 'not-listed', allowed, guess: typeof error.data === 'string' ? suggestName(error.data, allowed.map(String)) : undefined };
    }
    case 'pattern':
      return { kind: 'pattern', pattern: String(params.pattern) };
    case 'minLength':
      return { kind: 'too-short', limit: Number(params.limit) };
    case 'maxLength':
      return { kind: 'too-long', limit: Number(params.limit) };
    case 'minItems':
    case 'maxItems':
      return { kind: 'item-count', bound: error.keyword === 'minItems' ? 'min' : 'max', limit: Number(params.limit) };
    case 'uniqueItems':
      return { kind: 'repeated-item', first: Number(params.j), second: Number(params.i) };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { kind: 'bound', keyword: error.keyword, limit: Number(params.limit), message: String(error.message) };
    case 'not': {
      const keys = (parent?.not as JsonSchema | undefined)?.required;
      if (Array.isArray(keys)) return { kind: 'exclusive-keys', keys: keys as string[] };
      return { kind: 'other', message: String(error.message) };
    }
    default:
      return { kind: 'other', message: String(error.message) };
  }
}

/** The code group of a fact. */
function codeOf(fact: SchemaFact, codes: SchemaCodes): DiagnosticCode {
  switch (fact.kind) {
    case 'unknown-key':
    case 'not-allowed':
      return codes.unknownKey;
    case 'missing-key':
    case 'needs-one-of':
      return codes.missingKey;
    case 'type':
    case 'no-branch':
    case 'branch-unclear':
    case 'not-listed':
      return codes.type;
    default:
      return codes.invalid;
  }
}

/** Where a fact points unless its wording says otherwise. */
function defaultPlace(fact: SchemaFact, path: Path): { path: Path; atKey?: boolean } {
  if (fact.kind === 'unknown-key') return { path: [...path, fact.key], atKey: true };
  if (fact.kind === 'not-allowed') return { path, atKey: true };
  if (fact.kind === 'missing-key' && path.length > 0 && typeof path[path.length - 1] === 'string') return { path, atKey: true };
  return { path };
}

/** Creates the checker of schemas/`options.schemaFile`. */
export function createSchemaChecker(options: SchemaCheckerOptions): SchemaChecker {
  let loaded: LoadedSchema | undefined;
  const load = (): LoadedSchema => (loaded ??= readSchema(options.schemaFile));

  /** Resolves a local `$ref` (`#/definitions/x`) against the root schema. */
  const resolve = (schema: unknown): JsonSchema | undefined => {
    if (schema === null || typeof schema !== 'object') return undefined;
    const s = schema as JsonSchema;
    if (typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
      let node: unknown = load().schema;
      for (const part of s.$ref.slice(2).split('/')) {
        node = (node as JsonSchema | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      return resolve(node);
    }
    return s;
  };

  /** A fact at a path, in the caller's words, as a problem. */
  const problemOf = (fact: SchemaFact, path: Path, value: unknown): SchemaProblem => {
    const text = options.wording(fact, { path, value, resolve });
    const place = text.at ?? defaultPlace(fact, path);
    const problem: SchemaProblem = { code: codeOf(fact, options.codes), path: place.path, message: text.message };
    if (text.hint !== undefined) problem.hint = text.hint;
    if (text.text !== undefined) problem.text = text.text;
    if (text.hintText !== undefined) problem.hintText = text.hintText;
    if (place.atKey === true) problem.atKey = true;
    const suggestion = text.suggestion ?? ('guess' in fact ? fact.guess : undefined);
    if (suggestion !== undefined) problem.suggestion = suggestion;
    return problem;
  };

  /** Turns ajv errors (for the value at pointer `base` of `root`) into problems, one outermost union at a time. */
  const explainErrors = (root: unknown, errors: ErrorObject[], base: string): SchemaProblem[] => {
    const unions = errors.filter(isUnion);
    const outermost = unions.filter((c) => !unions.some((o) => encloses(o, c)));
    const problems: SchemaProblem[] = [];
    for (const e of errors) {
      if (e.keyword === 'if' || isUnion(e) || options.skip?.(e) === true) continue;
      if (outermost.some((c) => isFromBranch(e, c))) continue;
      const path = pointerToPath(root, base + e.instancePath);
      problems.push(problemOf(factOf(e, path, resolve), path, e.data));
    }
    const done = new Set<string>();
    for (const c of outermost) {
      if (done.has(c.instancePath)) continue;
      done.add(c.instancePath);
      problems.push(...explainUnion(root, c, base));
    }
    const seen = new Set<string>();
    return problems.filter((p) => {
      const key = `${formatPath(p.path)}|${p.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };

  /** The problems of the union branch the value was meant for, or one problem naming the choices. */
  const explainUnion = (root: unknown, error: ErrorObject, base: string): SchemaProblem[] => {
    const { branchPointers } = load();
    const path = pointerToPath(root, base + error.instancePath);
    const value = error.data;
    const branches = (Array.isArray(error.schema) ? (error.schema as unknown[]) : []).map((b) => ({ raw: b, schema: resolve(b) }));
    // Branches that only require a key: "needs one of".
    if (branches.every((b) => b.schema !== undefined && Object.keys(b.schema).length === 1 && Array.isArray(b.schema.required))) {
      return [problemOf({ kind: 'needs-one-of', keys: branches.flatMap((b) => b.schema!.required as string[]) }, path, value)];
    }
    const actual = jsonType(value);
    const fitting = branches.filter((b) => {
      const types = typesOf(b.schema);
      return types.length === 0 || types.includes(actual) || (actual === 'integer' && types.includes('number'));
    });
    if (fitting.length === 0) return [problemOf({ kind: 'no-branch', branches: branches.map((b) => b.schema ?? {}) }, path, value)];
    const scored: Array<{ problems: SchemaProblem[]; branch: JsonSchema | undefined }> = [];
    for (const b of fitting) {
      const raw = b.raw as JsonSchema;
      const pointer = typeof raw.$ref === 'string' ? raw.$ref.slice(1) : branchPointers.get(JSON.stringify(raw));
      const validate: ValidateFunction | undefined = pointer !== undefined ? options.validatorOf(pointer) : undefined;
      if (validate === undefined) continue;
      if (validate(value)) return [];
      scored.push({ problems: explainErrors(root, validate.errors ?? [], base + error.instancePath), branch: b.schema });
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
        if (titles.length === branches.length) return [problemOf({ kind: 'branch-unclear', titles }, path, value)];
      }
    }
    return best[0]!.problems;
  };

  const validatorOf = (definition: string): ValidateFunction => {
    const validate = options.validatorOf(definition === '' ? '' : `/definitions/${escapePointer(definition)}`);
    if (validate === undefined) throw new Error(`${options.schemaFile} has no definition ${definition}`);
    return validate;
  };

  return {
    schema: () => load().schema,
    problems(value, { definition = '', under } = {}) {
      const validate = validatorOf(definition);
      if (validate(value)) return [];
      const root = under === undefined ? value : { [under]: value };
      return explainErrors(root, validate.errors ?? [], under === undefined ? '' : `/${escapePointer(under)}`);
    },
  };
}

/** A structure problem as a diagnostic positioned in the file it was found in. */
export function schemaDiagnostic(loaded: LoadedYaml, problem: SchemaProblem): Diagnostic {
  const span = problem.atKey === true ? spanOfKey(loaded, problem.path) : spanOfPath(loaded, problem.path);
  return createDiagnostic(problem.code, span, problem.text ?? problem.message, {
    hint: problem.hintText ?? problem.hint ?? null,
    ...(problem.suggestion !== undefined ? { suggestion: problem.suggestion } : {}),
  });
}
