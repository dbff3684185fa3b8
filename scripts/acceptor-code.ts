/**
 * The acceptors of scripts/gen-validators.ts: standalone code that only tells whether a value conforms to a schema.
 * A file that conforms is the common case (a `check` just after an edit), and then nobody reads an error: the full
 * validators (all errors, each with its schema: what the schema checker words) are loaded only when the acceptor
 * rejects (schemas/validators/load.js, `acceptingFirst`), so a bad file's diagnostics stay those of the full ones.
 * An acceptor is ajv's code for the same schema without the annotations (`description`, `title`: they do not change
 * what conforms), stopping at the first error, and then made leaner by a few rewrites of that code, each checked:
 * - no error objects (ajv's `createErrors: false`, which it sets itself under `not`; there is no option for it);
 * - no context in calls between the validators (the instance path, the parent and the root: for errors and `$data`);
 * - the keys of an object with many `properties` as a Set, instead of the whole schema kept in the code to look them
 *   up (`hasOwnProperty.call(schema6.properties, key)`), and no schema kept that nothing reads;
 * - ajv's two runtime helpers (`ucs2length`, `equal`) inlined instead of required (a resolve of node_modules), and
 *   a string's characters counted only when its length is near a bound.
 * The regulation schema's acceptor is 408 KB against 1.09 MB for the full validator (its V8 code 135 KB against
 * 503 KB): `check` of Repino-2008 just after an edit 673-675 -> 605-614 M instructions (callgrind, node
 * --single-threaded, /work/notes/tools/edit-icount.sh); in a process of its own, loading and running the regulation
 * validator on Repino-2008 ~76 -> ~27 M.
 */
import { Ajv, type Options } from 'ajv';
import validateCodeModule from 'ajv/dist/compile/validate/index.js';
import equalModule from 'ajv/dist/runtime/equal.js';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';

type Json = { [key: string]: unknown };

// ajv's modules are CommonJS with `exports.default`.
const standaloneCode = (standaloneCodeModule as unknown as { default: (ajv: Ajv, refs: Record<string, string>) => string }).default;
/** ajv's compile step of a validate function, called through its module object for every schema it compiles. */
const validateCode = validateCodeModule as unknown as { validateFunctionCode(it: { createErrors?: boolean }): void };
/** The runtime helpers the generated code requires, by the module name it requires them by. */
const RUNTIME_HELPERS: Record<string, () => unknown> = {
  'ajv/dist/runtime/ucs2length': (ucs2lengthModule as unknown as { default: () => unknown }).default,
  'ajv/dist/runtime/equal': (equalModule as unknown as { default: () => unknown }).default,
};

/** The keywords whose value is a schema, a list of schemas, or a map of names to schemas (draft-07). */
const SCHEMA_KEYWORDS = new Set(['items', 'additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else']);
const SCHEMA_LIST_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf']);
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'definitions', 'dependencies']);
/** Keywords that only annotate: what conforms is the same without them. */
const ANNOTATIONS = new Set(['description', 'title', '$comment', 'examples']);

/** The schema without its annotations (only at schema positions: a property named `description` stays). */
export function withoutAnnotations(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_KEYWORDS.has(key) || SCHEMA_LIST_KEYWORDS.has(key)) out[key] = withoutAnnotations(value);
    else if (SCHEMA_MAP_KEYWORDS.has(key) && value !== null && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, Array.isArray(sub) ? sub : withoutAnnotations(sub)]));
    } else out[key] = value;
  }
  return out;
}

/** Runs `generate` with ajv building no error objects (`{}` where an error is reported). */
function withoutErrorObjects<T>(generate: () => T): T {
  const original = validateCode.validateFunctionCode;
  validateCode.validateFunctionCode = (it) => {
    it.createErrors = false;
    original(it);
  };
  try {
    return generate();
  } finally {
    validateCode.validateFunctionCode = original;
  }
}

/** The index just past the JSON value or JavaScript object literal opening at `start` (strings skipped whole). */
function endOfBraces(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '"') {
      for (i++; code[i] !== '"'; i++) if (code[i] === '\\') i++;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error(`unbalanced braces in ajv's code at ${start}`);
}

/** `validate12(data0, {instancePath:..., rootData})` -> `validate12(data0)`. */
function withoutCallContext(code: string): string {
  const marker = ', {instancePath:';
  let out = '';
  let from = 0;
  for (let at = code.indexOf(marker); at >= 0; at = code.indexOf(marker, from)) {
    const end = endOfBraces(code, at + 2);
    if (code[end] !== ')') throw new Error(`ajv's code passes a context other than as the last argument at ${at}`);
    out += code.slice(from, at);
    from = end;
  }
  return out + code.slice(from);
}

/** The schema constants of the code (`const schema6 = {...};`), parsed, with where each stands. */
function schemaConstants(code: string): Map<string, { start: number; end: number; value: unknown }> {
  const constants = new Map<string, { start: number; end: number; value: unknown }>();
  for (const m of code.matchAll(/const (schema\d+) = /g)) {
    const valueStart = m.index + m[0].length;
    const valueEnd = endOfBraces(code, valueStart);
    constants.set(m[1]!, { start: m.index, end: code[valueEnd] === ';' ? valueEnd + 1 : valueEnd, value: JSON.parse(code.slice(valueStart, valueEnd)) });
  }
  return constants;
}

/** The value at a JavaScript property path (`.properties["a-b"].oneOf[1]`) in a JSON value. */
function at(value: unknown, path: string): unknown {
  for (const [, name, quoted, index] of path.matchAll(/\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\]|\[(\d+)\]/g)) {
    value = (value as Record<string, unknown>)[name ?? (quoted !== undefined ? (JSON.parse(quoted) as string) : index!)];
  }
  return value;
}

/** `hasOwnProperty.call(schema6.properties, key0)` -> `keys0.has(key0)`, the keys' Sets declared at the top. */
function withKeySets(code: string): string {
  const hasOwn = /const (func\d+) = Object\.prototype\.hasOwnProperty;?/.exec(code)?.[1];
  if (hasOwn === undefined) return code;
  const constants = schemaConstants(code);
  const sets = new Map<string, string>();
  const lookup = new RegExp(`${hasOwn}\\.call\\((schema\\d+)((?:\\.[A-Za-z_$][\\w$]*|\\["(?:[^"\\\\]|\\\\.)*"\\]|\\[\\d+\\])*), (key\\d+)\\)`, 'g');
  const rewritten = code.replace(lookup, (_, name: string, path: string, key: string) => {
    const keys = JSON.stringify(Object.keys(at(constants.get(name)!.value, path) as Json));
    if (!sets.has(keys)) sets.set(keys, `keys${sets.size}`);
    return `${sets.get(keys)}.has(${key})`;
  });
  const declarations = [...sets].map(([keys, set]) => `const ${set} = new Set(${keys});`).join('');
  return rewritten.replace('"use strict";', `"use strict";${declarations}`);
}

/** The code without the schema constants that nothing reads any more. */
function withoutUnreadSchemas(code: string): string {
  const constants = [...schemaConstants(code)].reverse();
  for (const [name, { start, end }] of constants) {
    if (code.match(new RegExp(`\\b${name}\\b`, 'g'))!.length === 1) code = code.slice(0, start) + code.slice(end);
  }
  return code;
}

/** `require("ajv/dist/runtime/equal").default` -> the function itself. */
function withInlinedHelpers(code: string): string {
  return code.replace(/require\("([^"]+)"\)\.default/g, (call, module: string) => {
    const helper = RUNTIME_HELPERS[module];
    return helper === undefined ? call : `(${String(helper)})`;
  });
}

/**
 * `ucs2length(data) > 80` -> `(data.length > 80 && ucs2length(data) > 80)`, `ucs2length(data) < 1` -> `(data.length < 2
 * && ucs2length(data) < 1)`: a string has at most as many characters as UTF-16 units and at least half as many, so
 * the count (a loop over the string, in V8's interpreter: ~6 of ~490 ms of a profiled `check` of Repino-2008) is
 * needed only near a bound.
 */
function withLengthShortcuts(code: string): string {
  const count = /const (func\d+) = \(function ucs2length\(/.exec(code)?.[1];
  if (count === undefined) return code;
  return code.replace(new RegExp(`${count}\\(([\\w$]+)\\) ([<>]) (\\d+)`, 'g'), (_, data: string, op: string, bound: string) =>
    op === '>' ? `(${data}.length > ${bound} && ${count}(${data}) > ${bound})` : `(${data}.length < ${2 * Number(bound)} && ${count}(${data}) < ${bound})`);
}

/**
 * The acceptors' standalone code: `v0`, `v1`, ... exported for the schema's `refs` (as ajv's `standaloneCode` takes
 * them), each only returning whether the value conforms.
 */
export function acceptorCode(schema: Json, options: Options, refs: Record<string, string>): string {
  const ajv = new Ajv({ ...options, allErrors: false, verbose: false, messages: false, inlineRefs: false, code: { source: true, esm: false, lines: false } });
  ajv.addSchema(withoutAnnotations(schema) as Json);
  const code = withoutErrorObjects(() => standaloneCode(ajv, refs));
  if (code.includes('schemaPath:')) throw new Error("ajv built error objects in an acceptor: its compile step has changed (scripts/acceptor-code.ts)");
  const lean = withLengthShortcuts(withInlinedHelpers(withoutUnreadSchemas(withKeySets(withoutCallContext(code)))));
  if (lean.includes('instancePath:') || lean.includes('.call(schema')) {
    throw new Error('an acceptor still passes a context or looks keys up in a schema: ajv\'s code has changed (scripts/acceptor-code.ts)');
  }
  return lean;
}
