/**
 * Structure check of one regulation file against schemas/regulation.schema.json (ajv, all errors).
 * Input: a `LoadedYaml` (one file, before any `extends` merge). Output: diagnostics `schema/unknown-key` (at the key,
 * with "did you mean"), `schema/missing-key`, `schema/type` (listing allowed types/values) and `schema/invalid`,
 * each positioned at the offending node. anyOf noise is reduced to the errors of the branch the value was meant for
 * (or one type error when no branch fits). The `false` schemas of the if/then/else at the top level (list sections in
 * a child, add/override/remove in a base file) are left to compiler/source/extends.ts, which reports them as
 * `source/list-in-child` and `source/delta-in-base`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Diagnostic } from '../diagnostics/index.js';
import { createDiagnostic, suggestName } from '../diagnostics/index.js';
import type { LoadedYaml } from './load-yaml.js';
import type { Path } from './locate.js';
import { spanOfKey, spanOfPath } from './locate.js';

type JsonSchema = { [key: string]: unknown };

interface Checker {
  ajv: Ajv;
  schema: JsonSchema;
  validate: ValidateFunction;
  /** anyOf branch schema object -> its JSON pointer in the root schema (to validate a value against one branch). */
  branchPointers: Map<object, string>;
}

let checker: Checker | undefined;

/** Finds schemas/regulation.schema.json above this module (works from the sources and from dist/). */
function findSchemaFile(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'schemas', 'regulation.schema.json');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('schemas/regulation.schema.json not found above ' + import.meta.url);
    dir = parent;
  }
}

/** Records the JSON pointer of every anyOf/oneOf branch of the schema. */
function indexBranches(node: unknown, pointer: string, out: Map<object, string>): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((child, i) => indexBranches(child, `${pointer}/${i}`, out));
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    const childPointer = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(child)) {
      child.forEach((branch, i) => {
        if (branch !== null && typeof branch === 'object') out.set(branch as object, `${childPointer}/${i}`);
      });
    }
    indexBranches(child, childPointer, out);
  }
}

/** The compiled regulation schema (compiled once per process). */
function getChecker(): Checker {
  if (checker === undefined) {
    const schema = JSON.parse(readFileSync(findSchemaFile(), 'utf8')) as JsonSchema;
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true });
    const validate = ajv.compile(schema);
    const branchPointers = new Map<object, string>();
    indexBranches(schema, '', branchPointers);
    checker = { ajv, schema, validate, branchPointers };
  }
  return checker;
}

/** The regulation JSON Schema as loaded from schemas/regulation.schema.json. */
export function getRegulationSchema(): Readonly<JsonSchema> {
  return getChecker().schema;
}

/** Checks one loaded file against the regulation schema; returns every problem as a positioned diagnostic. */
export function checkRegulationSchema(loaded: LoadedYaml): Diagnostic[] {
  const data = loaded.value;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const message =
      data === null
        ? 'the file is empty; a regulation is a mapping with at least `regulation` and `version`'
        : `a regulation file must be a mapping (key: value lines) at the top level, got ${describeValue(data)}`;
    return [createDiagnostic('schema/type', spanOfPath(loaded, []), message)];
  }
  const { validate } = getChecker();
  validate(data);
  const errors = simplifyErrors((validate.errors ?? []) as ErrorObject[]);
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const error of errors) {
    const d = toDiagnostic(loaded, data, error);
    if (d === undefined) continue;
    const key = `${d.code}|${d.line}|${d.col}|${d.endLine}|${d.endCol}|${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push(d);
  }
  return diagnostics;
}

/** Whether `path` (a JSON pointer) is `base` or below it. */
function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(base + '/');
}

/**
 * Drops errors that the source checks report better, and replaces each outermost anyOf/oneOf error and its branch
 * errors by the errors of the branch whose type fits the value (or by one summarising type error).
 */
function simplifyErrors(errors: ErrorObject[]): ErrorObject[] {
  const relevant = errors.filter(
    (e) =>
      e.keyword !== 'if' &&
      !(e.keyword === 'false schema' && /^#\/(then|else)\//.test(e.schemaPath)),
  );
  const combinators = relevant.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const outermost = combinators.filter(
    (c) => !combinators.some((o) => o !== c && o.instancePath !== c.instancePath && isUnder(c.instancePath, o.instancePath)),
  );
  const result = relevant.filter((e) => !outermost.some((c) => isUnder(e.instancePath, c.instancePath)));
  const done = new Set<string>();
  for (const c of outermost) {
    if (done.has(c.instancePath)) continue;
    done.add(c.instancePath);
    result.push(...explainCombinator(c));
  }
  return result;
}

/** The JSON type name of a value as JSON Schema sees it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Resolves a local `$ref` (`#/definitions/x`) against the root schema. */
function derefSchema(schema: unknown): JsonSchema | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const s = schema as JsonSchema;
  if (typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
    let node: unknown = getChecker().schema;
    for (const part of s.$ref.slice(2).split('/')) {
      node = (node as JsonSchema | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return derefSchema(node);
  }
  return s;
}

/** The types a schema allows (empty: any). */
function typesOf(schema: JsonSchema | undefined): string[] {
  const t = schema?.type;
  return typeof t === 'string' ? [t] : Array.isArray(t) ? (t as string[]) : [];
}

/** Whether a schema's declared type admits a value of JSON type `actual`. */
function typeFits(types: string[], actual: string): boolean {
  return types.length === 0 || types.includes(actual) || (actual === 'integer' && types.includes('number'));
}

/** The errors of the branch a failing anyOf/oneOf value was meant for, or one type error when none fits. */
function explainCombinator(error: ErrorObject): ErrorObject[] {
  const branches = Array.isArray(error.schema) ? (error.schema as unknown[]) : [];
  const actual = jsonType(error.data);
  const { ajv, branchPointers } = getChecker();
  const fitting = branches.filter((b) => typeFits(typesOf(derefSchema(b)), actual));
  if (fitting.length === 0) {
    const expected = branches.map((b) => describeSchema(derefSchema(b)));
    return [{ ...error, keyword: 'type', params: { expected }, schemaPath: error.schemaPath }];
  }
  // Several branches of the right type: take the one with the fewest errors.
  let best: ErrorObject[] | undefined;
  for (const branch of fitting) {
    const pointer = branchPointers.get(branch as object);
    const validate = pointer !== undefined ? ajv.getSchema(`${String(getChecker().schema.$id)}#${pointer}`) : undefined;
    if (validate === undefined) continue;
    if (validate(error.data)) return [];
    const errs = simplifyErrors((validate.errors ?? []) as ErrorObject[]).map((e) => ({
      ...e,
      instancePath: error.instancePath + e.instancePath,
    }));
    if (best === undefined || errs.length < best.length) best = errs;
  }
  return best ?? [error];
}

/** A short English description of what a schema accepts, e.g. "a string" or "a mapping with keys text, alternative". */
function describeSchema(schema: JsonSchema | undefined): string {
  const types = typesOf(schema);
  if (types.length === 0) return 'a value';
  return types
    .map((t) => {
      if (t === 'object' && schema?.properties !== undefined) {
        return `a mapping with keys ${Object.keys(schema.properties as object).join(', ')}`;
      }
      if (t === 'array') {
        const items = derefSchema(schema?.items);
        const inner = typesOf(items);
        return inner.length === 1 ? `a list of ${typeNoun(inner[0]!)}s` : 'a list';
      }
      return typeArticle(t);
    })
    .join(' or ');
}

/** "string" -> "string", "object" -> "mapping", ... (no article). */
function typeNoun(t: string): string {
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

/** "string" -> "a string", "null" -> "null (empty)", ... */
function typeArticle(t: string): string {
  if (t === 'null') return 'null (empty)';
  if (t === 'boolean') return 'true or false';
  const noun = typeNoun(t);
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** How a value is named in messages: `a number (2025)`, `a list`, `nothing (an empty value)`. */
function describeValue(value: unknown): string {
  const t = jsonType(value);
  if (t === 'null') return 'nothing (an empty value)';
  if (t === 'string') return `a string (${JSON.stringify(value)})`;
  if (t === 'integer' || t === 'number' || t === 'boolean') return `${typeArticle(t)} (${String(value)})`;
  return typeArticle(t);
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

/** "in tiles[0]" / "at the top level". */
function where(path: Path): string {
  return path.length === 0 ? 'at the top level' : `in ${formatPath(path)}`;
}

/** A kebab-case spelling of a string, for the "use ..." hint of invalid ids. */
function toKebab(s: string): string {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One ajv error -> one diagnostic positioned in the file. */
function toDiagnostic(loaded: LoadedYaml, data: unknown, error: ErrorObject): Diagnostic | undefined {
  const path = pointerToPath(data, error.instancePath);
  const parent = error.parentSchema as JsonSchema | undefined;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((parent?.properties as object | undefined) ?? {});
      const guess = suggestName(key, allowed);
      const message = `unknown key "${key}" ${where(path)}` + (guess !== undefined ? `; did you mean "${guess}"?` : '');
      const hint = allowed.length > 0 ? `allowed keys here: ${allowed.join(', ')}` : undefined;
      return createDiagnostic('schema/unknown-key', spanOfKey(loaded, [...path, key]), message, { hint });
    }
    case 'required': {
      const key = String(params.missingProperty);
      const propertySchema = derefSchema((parent?.properties as JsonSchema | undefined)?.[key]);
      const described = (parent?.properties as Record<string, JsonSchema> | undefined)?.[key]?.description;
      let hint = typeof described === 'string' ? `${key}: ${described}` : undefined;
      if (error.schemaPath.startsWith('#/else/')) {
        hint = `a base file (one without \`extends\`) must set \`${key}\`; a file with \`extends\` inherits it`;
      } else if (hint === undefined && propertySchema?.description !== undefined) {
        hint = `${key}: ${String(propertySchema.description)}`;
      }
      const span = path.length > 0 && typeof path[path.length - 1] === 'string' ? spanOfKey(loaded, path) : spanOfPath(loaded, path);
      return createDiagnostic('schema/missing-key', span, `missing required key "${key}" ${where(path)}`, { hint: hint ?? null });
    }
    case 'type': {
      const expected = Array.isArray(params.expected)
        ? (params.expected as string[]).join(' or ')
        : typesOf(parent).map(typeArticle).join(' or ') || typeArticle(String(params.type));
      const got = describeValue(error.data);
      let hint: string | undefined;
      const wantsString = typesOf(parent).includes('string') || (Array.isArray(params.expected) && (params.expected as string[]).some((e) => e.startsWith('a string')));
      if (wantsString && (typeof error.data === 'number' || typeof error.data === 'boolean')) {
        hint = `quote it to make it a string: "${String(error.data)}"`;
      }
      return createDiagnostic('schema/type', spanOfPath(loaded, path), `${formatPath(path)} must be ${expected}, got ${got}`, {
        hint: hint ?? null,
      });
    }
    case 'enum':
    case 'const': {
      const allowed = (error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue]).map((v) =>
        JSON.stringify(v),
      );
      const guess =
        typeof error.data === 'string'
          ? suggestName(error.data, (error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue]).map(String))
          : undefined;
      const message =
        `${formatPath(path)} must be ${allowed.length === 1 ? allowed[0] : `one of ${allowed.join(', ')}`}, got ${describeValue(error.data)}` +
        (guess !== undefined ? `; did you mean "${guess}"?` : '');
      return createDiagnostic('schema/type', spanOfPath(loaded, path), message, { hint: null });
    }
    case 'pattern': {
      const value = String(error.data);
      const isId = (parent?.pattern as string | undefined) === '^[a-z0-9]+(-[a-z0-9]+)*$';
      if (isId) {
        const kebab = toKebab(value);
        return createDiagnostic(
          'schema/invalid',
          spanOfPath(loaded, path),
          `"${value}" is not a valid id: ids are kebab-case (lowercase letters and digits joined by single hyphens)`,
          { hint: kebab !== '' ? `write it as "${kebab}"` : null },
        );
      }
      return createDiagnostic('schema/invalid', spanOfPath(loaded, path), `${formatPath(path)} does not match ${String(params.pattern)}`, {
        hint: null,
      });
    }
    case 'minLength':
      return createDiagnostic('schema/invalid', spanOfPath(loaded, path), `${formatPath(path)} must not be empty`, { hint: null });
    case 'minItems':
      return createDiagnostic(
        'schema/invalid',
        spanOfPath(loaded, path),
        `${formatPath(path)} must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`,
        { hint: null },
      );
    case 'uniqueItems':
      return createDiagnostic(
        'schema/invalid',
        spanOfPath(loaded, [...path, Number(params.i)]),
        `${formatPath(path)} lists the same value twice (items ${String(params.j)} and ${String(params.i)})`,
        { hint: null },
      );
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return createDiagnostic('schema/invalid', spanOfPath(loaded, path), `${formatPath(path)} ${String(error.message)}`, { hint: null });
    case 'false schema':
      return createDiagnostic('schema/unknown-key', spanOfKey(loaded, path), `key "${String(path[path.length - 1])}" is not allowed ${where(path.slice(0, -1))}`, {
        hint: null,
      });
    default:
      return createDiagnostic('schema/invalid', spanOfPath(loaded, path), `${formatPath(path)} ${String(error.message)}`, { hint: null });
  }
}
