/**
 * Structure check of one regulation file against schemas/regulation.schema.json (compiler/source/schema-checker.ts).
 * Input: a `LoadedYaml` (one file, before any `extends` merge). Output: diagnostics `schema/unknown-key` (at the key,
 * with "did you mean"), `schema/missing-key`, `schema/type` (listing allowed types/values) and `schema/invalid`,
 * each positioned at the offending node. anyOf noise is reduced to the errors of the branch the value was meant for
 * (or one type error when no branch fits). The `false` schemas of the if/then/else at the top level (list sections in
 * a child, add/override/remove in a base file) are left to compiler/source/extends.ts, which reports them as
 * `source/list-in-child` and `source/delta-in-base`.
 */
import type { Diagnostic } from '../diagnostics/index.js';
import { createDiagnostic } from '../diagnostics/index.js';
import type { LoadedYaml } from './load-yaml.js';
import type { Path } from './locate.js';
import { spanOfPath } from './locate.js';
import { validators } from '../../schemas/validators/regulation.js';
import {
  createSchemaChecker,
  formatPath,
  jsonType,
  schemaDiagnostic,
  typeArticle,
  typeNoun,
  typesOf,
  type JsonSchema,
  type SchemaContext,
  type SchemaFact,
  type SchemaText,
} from './schema-checker.js';

/** How a value is named in messages: `a whole number (2025)`, `a list`, `nothing (an empty value)`. */
function describeValue(value: unknown): string {
  const t = jsonType(value);
  if (t === 'null') return 'nothing (an empty value)';
  if (t === 'string') return `a string (${JSON.stringify(value)})`;
  if (t === 'integer' || t === 'number' || t === 'boolean') return `${typeArticle(t)} (${String(value)})`;
  return typeArticle(t);
}

/** A short English description of what a schema accepts, e.g. "a string" or "a mapping with keys text, alternative". */
function describeSchema(schema: JsonSchema | undefined, resolve: SchemaContext['resolve']): string {
  const types = typesOf(schema);
  if (types.length === 0) return 'a value';
  return types
    .map((t) => {
      if (t === 'object' && schema?.properties !== undefined) {
        return `a mapping with keys ${Object.keys(schema.properties as object).join(', ')}`;
      }
      if (t === 'array') {
        const inner = typesOf(resolve(schema?.items));
        return inner.length === 1 ? `a list of ${typeNoun(inner[0]!)}s` : 'a list';
      }
      return typeArticle(t);
    })
    .join(' or ');
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

/** The "quote it" hint for a number or boolean where a string is wanted. */
function quoteHint(wantsString: boolean, value: unknown): string | undefined {
  return wantsString && (typeof value === 'number' || typeof value === 'boolean') ? `quote it to make it a string: "${String(value)}"` : undefined;
}

/** `"a"` or `one of "a", "b"`. */
function oneOf(values: readonly unknown[]): string {
  const list = values.map((v) => JSON.stringify(v));
  return list.length === 1 ? list[0]! : `one of ${list.join(', ')}`;
}

const didYouMean = (guess: string | undefined) => (guess !== undefined ? `; did you mean "${guess}"?` : '');

/** A structure fact in the words of a regulation author. */
function wordRegulation(fact: SchemaFact, { path, value, resolve }: SchemaContext): SchemaText {
  const at = formatPath(path);
  switch (fact.kind) {
    case 'unknown-key':
      return {
        message: `unknown key "${fact.key}" ${where(path)}${didYouMean(fact.guess)}`,
        ...(fact.allowed.length > 0 ? { hint: `allowed keys here: ${fact.allowed.join(', ')}` } : {}),
      };
    case 'not-allowed':
      return { message: `key "${fact.key}" is not allowed ${where(path.slice(0, -1))}` };
    case 'missing-key': {
      const hint =
        fact.branch === 'else'
          ? `a base file (one without \`extends\`) must set \`${fact.key}\`; a file with \`extends\` inherits it`
          : fact.description !== undefined
            ? `${fact.key}: ${fact.description}`
            : undefined;
      return { message: `missing required key "${fact.key}" ${where(path)}`, ...(hint !== undefined ? { hint } : {}) };
    }
    case 'needs-one-of':
      return { message: `${at} needs one of the keys ${fact.keys.join(', ')}` };
    case 'type':
    case 'no-branch': {
      const expected = fact.kind === 'type' ? fact.expected.map(typeArticle) : fact.branches.map((b) => describeSchema(b, resolve));
      const wantsString = fact.kind === 'type' ? fact.expected.includes('string') : expected.some((e) => e.startsWith('a string'));
      const hint = quoteHint(wantsString, value);
      return { message: `${at} must be ${expected.join(' or ')}, got ${describeValue(value)}`, ...(hint !== undefined ? { hint } : {}) };
    }
    case 'branch-unclear':
      return { message: `${at} must be ${fact.titles.join(' or ')}` };
    case 'not-listed':
      return { message: `${at} must be ${oneOf(fact.allowed)}, got ${describeValue(value)}${didYouMean(fact.guess)}` };
    case 'pattern': {
      if (fact.pattern !== '^[a-z0-9]+(-[a-z0-9]+)*$') return { message: `${at} does not match ${fact.pattern}` };
      const kebab = toKebab(String(value));
      return {
        message: `"${String(value)}" is not a valid id: ids are kebab-case (lowercase letters and digits joined by single hyphens)`,
        ...(kebab !== '' ? { hint: `write it as "${kebab}"`, suggestion: kebab } : {}),
      };
    }
    case 'too-short':
      return { message: `${at} must not be empty` };
    case 'too-long':
      return { message: `${at} is ${String(value).length} characters long; the most is ${fact.limit}` };
    case 'item-count':
      return { message: `${at} must have ${fact.bound === 'min' ? 'at least' : 'at most'} ${fact.limit} item${fact.limit === 1 ? '' : 's'}` };
    case 'repeated-item':
      return { message: `${at} lists the same value twice (items ${fact.first} and ${fact.second})`, at: { path: [...path, fact.second] } };
    case 'exclusive-keys':
      return { message: `${at} must not have both ${fact.keys.join(' and ')}` };
    case 'bound':
    case 'other':
      return { message: `${at} ${fact.message}` };
  }
}

/** schemas/regulation.schema.json; the false schemas of the top-level then/else are extends.ts's. */
const checker = createSchemaChecker({
  schemaFile: 'regulation.schema.json',
  validators,
  codes: { unknownKey: 'schema/unknown-key', missingKey: 'schema/missing-key', type: 'schema/type', invalid: 'schema/invalid' },
  wording: wordRegulation,
  skip: (e) => e.keyword === 'false schema' && /^#\/(then|else)\//.test(e.schemaPath),
});

/** The regulation JSON Schema as loaded from schemas/regulation.schema.json. */
export function getRegulationSchema(): Readonly<JsonSchema> {
  return checker.schema();
}

/** The paths of a merged regulation (the shape of a base file) where it breaks the schema (empty: it conforms). */
export function schemaRefusedPaths(data: Record<string, unknown>): Path[] {
  return checker.problems(data).map((p) => p.path);
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
  return checker.problems(data).map((p) => schemaDiagnostic(loaded, p));
}
