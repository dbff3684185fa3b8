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
import { validatorOf } from '../../schemas/validators/regulation.js';
import { countRu, CHARACTERS } from '../../runtime/compiler-entry.js';
import {
  createSchemaChecker,
  describeValueRu,
  formatPath,
  jsonType,
  schemaDiagnostic,
  typeArticle,
  typeNoun,
  typeRu,
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

/** "in tiles[0]" / "at the top level"; "в tiles[0]" / "на верхнем уровне". */
function where(path: Path): Words {
  return path.length === 0 ? { en: 'at the top level', ru: 'на верхнем уровне' } : { en: `in ${formatPath(path)}`, ru: `в ${formatPath(path)}` };
}

/** A short Russian description of what a schema accepts: `текст` or `набор ключей ru, en`. */
function describeSchemaRu(schema: JsonSchema | undefined): string {
  const types = typesOf(schema);
  if (types.length === 0) return 'значение';
  return types
    .map((t) => (t === 'object' && schema?.properties !== undefined ? `набор ключей ${Object.keys(schema.properties as object).join(', ')}` : typeRu(t)))
    .join(' или ');
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
function quoteHint(wantsString: boolean, value: unknown): Words | undefined {
  if (!(wantsString && (typeof value === 'number' || typeof value === 'boolean'))) return undefined;
  return { en: `quote it to make it a string: "${String(value)}"`, ru: `возьмите в кавычки, чтобы это был текст: "${String(value)}"` };
}

/** `"a"` or `one of "a", "b"` (`одно из "a", "b"`). */
function oneOf(values: readonly unknown[]): Words {
  const list = values.map((v) => JSON.stringify(v));
  return list.length === 1 ? { en: list[0]!, ru: list[0]! } : { en: `one of ${list.join(', ')}`, ru: `одно из ${list.join(', ')}` };
}

const didYouMean = (guess: string | undefined): Words =>
  (guess !== undefined ? { en: `; did you mean "${guess}"?`, ru: `; может быть, «${guess}»?` } : { en: '', ru: '' });

/** A text in both languages. */
type Words = { en: string; ru: string };

/** A fact's words: the English message, both languages, and the hint (and other fields) as given. */
function say(text: Words, extras: { hint?: Words; suggestion?: string; at?: NonNullable<SchemaText['at']> } = {}): SchemaText {
  const { hint, ...rest } = extras;
  return { message: text.en, text, ...(hint !== undefined ? { hint: hint.en, hintText: hint } : {}), ...rest };
}

/** A structure fact in the words of a regulation author, in English and Russian. */
function wordRegulation(fact: SchemaFact, { path, value, resolve }: SchemaContext): SchemaText {
  const at = formatPath(path);
  const w = where(path);
  switch (fact.kind) {
    case 'unknown-key': {
      const guess = didYouMean(fact.guess);
      const allowed = fact.allowed.join(', ');
      return say({ en: `unknown key "${fact.key}" ${w.en}${guess.en}`, ru: `неизвестный ключ «${fact.key}» ${w.ru}${guess.ru}` },
        fact.allowed.length > 0 ? { hint: { en: `allowed keys here: ${allowed}`, ru: `здесь допустимы ключи: ${allowed}` } } : {});
    }
    case 'not-allowed': {
      const parent = where(path.slice(0, -1));
      return say({ en: `key "${fact.key}" is not allowed ${parent.en}`, ru: `ключ «${fact.key}» не допускается ${parent.ru}` });
    }
    case 'missing-key': {
      const hint: Words | undefined =
        fact.branch === 'else'
          ? {
              en: `a base file (one without \`extends\`) must set \`${fact.key}\`; a file with \`extends\` inherits it`,
              ru: `базовый файл (без \`extends\`) должен задавать \`${fact.key}\`; файл с \`extends\` наследует его`,
            }
          : fact.description !== undefined
            ? { en: `${fact.key}: ${fact.description}`, ru: `добавьте \`${fact.key}\` (что он значит, написано в --lang en и в схеме)` }
            : undefined;
      return say({ en: `missing required key "${fact.key}" ${w.en}`, ru: `нет обязательного ключа «${fact.key}» ${w.ru}` }, hint !== undefined ? { hint } : {});
    }
    case 'needs-one-of':
      return say({ en: `${at} needs one of the keys ${fact.keys.join(', ')}`, ru: `${at}: нужен один из ключей ${fact.keys.join(', ')}` });
    case 'type':
    case 'no-branch': {
      const expected = fact.kind === 'type' ? fact.expected.map(typeArticle) : fact.branches.map((b) => describeSchema(b, resolve));
      const expectedRu = fact.kind === 'type' ? fact.expected.map(typeRu) : fact.branches.map((b) => describeSchemaRu(b));
      const wantsString = fact.kind === 'type' ? fact.expected.includes('string') : expected.some((e) => e.startsWith('a string'));
      const hint = quoteHint(wantsString, value);
      return say({
        en: `${at} must be ${expected.join(' or ')}, got ${describeValue(value)}`,
        ru: `${at}: нужно ${expectedRu.join(' или ')}, а не ${describeValueRu(value)}`,
      }, hint !== undefined ? { hint } : {});
    }
    case 'branch-unclear':
      return say({ en: `${at} must be ${fact.titles.join(' or ')}`, ru: `${at}: нужно ${fact.titles.join(' или ')}` });
    case 'not-listed': {
      const allowed = oneOf(fact.allowed);
      const guess = didYouMean(fact.guess);
      return say({
        en: `${at} must be ${allowed.en}, got ${describeValue(value)}${guess.en}`,
        ru: `${at}: допустимо ${allowed.ru}, а не ${describeValueRu(value)}${guess.ru}`,
      });
    }
    case 'pattern': {
      if (fact.pattern !== '^[a-z0-9]+(-[a-z0-9]+)*$') return say({ en: `${at} does not match ${fact.pattern}`, ru: `${at} не подходит под шаблон ${fact.pattern}` });
      const kebab = toKebab(String(value));
      return say({
        en: `"${String(value)}" is not a valid id: ids are kebab-case (lowercase letters and digits joined by single hyphens)`,
        ru: `«${String(value)}» — недопустимый id: id пишутся в kebab-case (строчные латинские буквы и цифры через одиночные дефисы)`,
      }, kebab !== '' ? { hint: { en: `write it as "${kebab}"`, ru: `напишите «${kebab}»` }, suggestion: kebab } : {});
    }
    case 'too-short':
      return say({ en: `${at} must not be empty`, ru: `${at} не может быть пустым` });
    case 'too-long': {
      const n = String(value).length;
      return say({ en: `${at} is ${n} characters long; the most is ${fact.limit}`, ru: `${at}: длина ${countRu(n, CHARACTERS)}, а допускается не больше ${fact.limit}` });
    }
    case 'item-count': {
      const items = `${fact.limit} item${fact.limit === 1 ? '' : 's'}`;
      return fact.bound === 'min'
        ? say({ en: `${at} must have at least ${items}`, ru: `${at}: элементов должно быть не меньше ${fact.limit}` })
        : say({ en: `${at} must have at most ${items}`, ru: `${at}: элементов должно быть не больше ${fact.limit}` });
    }
    case 'repeated-item':
      return say({
        en: `${at} lists the same value twice (items ${fact.first} and ${fact.second})`,
        ru: `${at}: одно и то же значение дважды (элементы ${fact.first} и ${fact.second})`,
      }, { at: { path: [...path, fact.second] } });
    case 'exclusive-keys':
      return say({ en: `${at} must not have both ${fact.keys.join(' and ')}`, ru: `${at}: нельзя задавать одновременно ${fact.keys.join(' и ')}` });
    case 'bound':
    case 'other':
      // The validator's own words (English): the Russian shows the code's title before them.
      return { message: `${at} ${fact.message}` };
  }
}

/** schemas/regulation.schema.json; the false schemas of the top-level then/else are extends.ts's. */
const checker = createSchemaChecker({
  schemaFile: 'regulation.schema.json',
  validatorOf,
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

/** The values of the files that `checkRegulationSchema` found nothing wrong with. */
const conforming = new WeakSet<object>();

/** Whether `checkRegulationSchema` found nothing wrong with this value of a file. */
export function conformedToSchema(value: unknown): boolean {
  return value !== null && typeof value === 'object' && conforming.has(value);
}

/** Checks one loaded file against the regulation schema; returns every problem as a positioned diagnostic. */
export function checkRegulationSchema(loaded: LoadedYaml): Diagnostic[] {
  const data = loaded.value;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const message =
      data === null
        ? {
            en: 'the file is empty; a regulation is a mapping with at least `regulation` and `version`',
            ru: 'файл пуст; регламент — это набор ключей, в котором есть хотя бы `regulation` и `version`',
          }
        : {
            en: `a regulation file must be a mapping (key: value lines) at the top level, got ${describeValue(data)}`,
            ru: `файл регламента на верхнем уровне — набор ключей (строки «ключ: значение»), а не ${describeValueRu(data)}`,
          };
    return [createDiagnostic('schema/type', spanOfPath(loaded, []), message)];
  }
  const problems = checker.problems(data);
  if (problems.length === 0) conforming.add(data);
  return problems.map((p) => schemaDiagnostic(loaded, p));
}
