/**
 * Generates the JSON Schema validators of schemas/ as standalone code (ajv's `standaloneCode`), so that no process
 * compiles a schema at run time (compiling the regulation schema took ~0.7 s of every command's start).
 * Input: schemas/<name>.schema.json. Output, in schemas/validators/:
 * - <name>.cjs: the validator of the whole schema (CommonJS);
 * - <name>-parts.cjs (schemas with `parts`): a validator per JSON pointer of every `/definitions/<name>` and every
 *   anyOf/oneOf branch that is not a `$ref` or a bare `required` (the schema checker validates a value against each
 *   branch to explain which one it was meant for, and event files are checked entry by entry against definitions);
 * - <name>-accept.cjs (schemas with `accept`): the acceptors of the whole schema (and of every definition, for
 *   `accept: 'definitions'`), which only tell whether a value conforms (scripts/acceptor-code.ts);
 * - <name>.js and <name>.d.ts: `validatorOf(pointer)` ('' the whole schema), which loads the .cjs file the pointer
 *   needs when it is first asked for; for a pointer with an acceptor, a validator that runs the acceptor and loads
 *   and runs the full one only when it rejects. The validators are megabytes of JavaScript: a `check` that passes
 *   loads only the regulation's acceptor, and no command loads the validators of a schema it does not check
 *   (CommonJS, so that the synchronous compiler can load them when it needs them). They load through
 *   schemas/validators/load.js (written by hand), which keeps V8's compiled code of them in the command line's cache
 *   folder, under a name carrying the digest of the file's text written here (digestOf).
 * Every generated .cjs file is ASCII (other characters escaped in its strings): V8 decodes UTF-8 quickly up to the
 * first other byte only (the 1 MB regulation validator with 30 Cyrillic letters near its top: ~7 -> ~1.2 ms).
 * Usage: `node dist/scripts/gen-validators.js` writes the files; `--check` only compares (exit 1 when stale), as
 * `npm run check:generated` does in CI; `--out <dir>` uses another folder than schemas/validators/.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type Options } from 'ajv';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { acceptorCode } from './acceptor-code.js';
import { findRepoRoot } from './generated-file.js';

// ajv's standalone entry is CommonJS with `exports.default`.
const standaloneCode = (standaloneCodeModule as unknown as { default: (ajv: Ajv, refs: Record<string, string>) => string }).default;

/** One schema and the ajv options its validators are generated with. */
interface ValidatorSpec {
  /** The schema's base name: schemas/<name>.schema.json -> schemas/validators/<name>.js. */
  name: string;
  /** Export a validator for every definition and union branch too (the schema checker's explanations need them). */
  parts: boolean;
  /**
   * Acceptors to run before the full validators (scripts/acceptor-code.ts): of the whole schema (`whole`), or of the
   * whole schema and every definition (`definitions`: event files are checked entry by entry against definitions).
   */
  accept?: 'whole' | 'definitions';
  options: Options;
}

/**
 * The validators to generate. Regulation and event files are explained to their authors: every error (allErrors),
 * with the schema beside it (verbose) for the wording, by the full validators, which their acceptors spare a file
 * that conforms. The IR is only accepted or rejected with a list of problems.
 */
export const VALIDATOR_SPECS: readonly ValidatorSpec[] = [
  { name: 'regulation', parts: true, accept: 'whole', options: { allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true } },
  { name: 'event', parts: true, accept: 'definitions', options: { allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true } },
  // The IR's expressions and terms are discriminated unions (`discriminator` on `op` and `t`): only the branch an
  // object names is checked, instead of every branch of the oneOf (3x faster on a regulation's IR).
  { name: 'ir', parts: false, options: { allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true } },
];

type Json = { [key: string]: unknown };

/**
 * The digest of a generated CommonJS file that its loader passes to load.js, which names V8's cached code of the
 * file by it: computed here once instead of hashing the file's text at every start (708 KB for the IR's validator,
 * ~25 M of a cold `score`'s ~560 M instructions).
 */
function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}

/** JavaScript code with every character beyond ASCII escaped (`\uXXXX`): ajv writes them only inside strings. */
function asciiOnly(code: string): string {
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** One segment of a JSON pointer. */
function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The JSON pointers of the schema's definitions and of every anyOf/oneOf branch that is not a `$ref`. */
export function partPointers(schema: Json): string[] {
  const pointers = Object.keys((schema.definitions as Json | undefined) ?? {}).map((d) => `/definitions/${escapePointer(d)}`);
  const walk = (node: unknown, pointer: string): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${pointer}/${i}`));
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      const childPointer = `${pointer}/${escapePointer(key)}`;
      if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(child)) {
        child.forEach((branch, i) => {
          if (branch === null || typeof branch !== 'object' || typeof (branch as Json).$ref === 'string') return;
          // A branch that only requires a key is never validated alone (the checker says "needs one of").
          if (Object.keys(branch).length === 1 && Array.isArray((branch as Json).required)) return;
          pointers.push(`${childPointer}/${i}`);
        });
      }
      walk(child, childPointer);
    }
  };
  walk(schema, '');
  return pointers;
}

/** The generated files of one schema: file name (in schemas/validators/) -> text. */
export function generateValidators(spec: ValidatorSpec, schema: Json): Array<[file: string, text: string]> {
  const ajv = new Ajv({ ...spec.options, inlineRefs: false, code: { source: true, esm: false, lines: true } });
  ajv.addSchema(schema);
  const id = String(schema.$id);
  const header = `// Generated by scripts/gen-validators.ts from schemas/${spec.name}.schema.json (ajv standalone): do not edit.\n// Regenerate with \`npm run gen\`; \`npm run check:generated\` fails when this file is stale.\n`;
  /** A CommonJS module exporting `validators`: one validate function per pointer, by `code(refs)`. */
  const module = (pointers: readonly string[], code: (refs: Record<string, string>) => string = (refs) => standaloneCode(ajv, refs)): string => {
    const refs: Record<string, string> = {};
    pointers.forEach((p, i) => (refs[`v${i}`] = p === '' ? id : `${id}#${p}`));
    const table = `exports.validators = {\n${pointers.map((p, i) => `  ${JSON.stringify(p)}: exports.v${i},\n`).join('')}};\n`;
    return asciiOnly(`${header}/* eslint-disable */\n${code(refs)}\n${table}`);
  };
  const parts = spec.parts ? partPointers(schema) : [];
  const whole = module(['']);
  const partsModule = spec.parts ? module(parts) : undefined;
  const accepted = spec.accept === undefined ? [] : ['', ...(spec.accept === 'definitions' ? parts.filter((p) => p.startsWith('/definitions/')) : [])];
  const acceptModule = accepted.length > 0 ? module(accepted, (refs) => acceptorCode(schema, spec.options, refs)) : undefined;
  const load = (file: string, text: string) => `loadValidators('${file}', '${digestOf(text)}')`;
  const full = (name: string) =>
    `function ${name}(pointer) {\n  if (pointer === '') return (whole ??= ${load(`${spec.name}.cjs`, whole)})[''];\n` +
    (partsModule !== undefined
      ? `  return Object.hasOwn((parts ??= ${load(`${spec.name}-parts.cjs`, partsModule)}), pointer) ? parts[pointer] : undefined;\n`
      : '  return undefined;\n') +
    `}\n`;
  const loader =
    `${header}import { ${acceptModule !== undefined ? 'acceptingFirst, ' : ''}loadValidators } from './load.js';\n\n` +
    `let whole;\n${spec.parts ? 'let parts;\n' : ''}${acceptModule !== undefined ? 'let acceptors;\nconst accepting = new Map();\n' : ''}\n` +
    (acceptModule === undefined
      ? `/** The validator of a JSON pointer of the schema ('' the whole schema), loaded when first asked for; undefined for a pointer without one. */\nexport ${full('validatorOf')}`
      : `/** The full validator of a JSON pointer (every error, with its schema), loaded when first asked for; undefined for a pointer without one. */\n${full('fullValidatorOf')}\n` +
        `/**\n * The validator of a JSON pointer of the schema ('' the whole schema), loaded when first asked for; undefined for a\n` +
        ` * pointer without one. For ${spec.accept === 'definitions' ? "'' and the definitions" : "''"}: its acceptor (${spec.name}-accept.cjs), and the full validator only when that rejects.\n */\n` +
        `export function validatorOf(pointer) {\n` +
        `  acceptors ??= ${load(`${spec.name}-accept.cjs`, acceptModule)};\n` +
        `  if (!Object.hasOwn(acceptors, pointer)) return fullValidatorOf(pointer);\n` +
        `  let validate = accepting.get(pointer);\n` +
        `  if (validate === undefined) accepting.set(pointer, (validate = acceptingFirst(acceptors[pointer], () => fullValidatorOf(pointer))));\n` +
        `  return validate;\n}\n`);
  const dts =
    `${header}import type { ValidateFunction } from 'ajv';\n\n` +
    `/** The validator of a JSON pointer of the schema: '' the whole schema${spec.parts ? ", '/definitions/<name>', and every anyOf/oneOf branch that is not a $ref" : ''}; loaded when first asked for. */\n` +
    `export declare function validatorOf(pointer: string): ValidateFunction | undefined;\n`;
  const files: Array<[string, string]> = [[`${spec.name}.cjs`, whole]];
  if (partsModule !== undefined) files.push([`${spec.name}-parts.cjs`, partsModule]);
  if (acceptModule !== undefined) files.push([`${spec.name}-accept.cjs`, acceptModule]);
  files.push([`${spec.name}.js`, loader], [`${spec.name}.d.ts`, dts]);
  return files;
}

/** Runs the generator with CLI arguments; returns the process exit code. */
export function runGenerator(argv: readonly string[], log: (line: string) => void = console.log): number {
  const check = argv.includes('--check');
  const root = findRepoRoot();
  const outIndex = argv.indexOf('--out');
  const outDir = outIndex >= 0 && argv[outIndex + 1] !== undefined ? argv[outIndex + 1]! : join(root, 'schemas', 'validators');
  let stale = 0;
  for (const spec of VALIDATOR_SPECS) {
    const schema = JSON.parse(readFileSync(join(root, 'schemas', `${spec.name}.schema.json`), 'utf8')) as Json;
    for (const [file, text] of generateValidators(spec, schema)) {
      const out = join(outDir, file);
      const shown = relative(process.cwd(), out) || out;
      const actual = existsSync(out) ? readFileSync(out, 'utf8') : undefined;
      if (check) {
        if (actual === text) continue;
        stale++;
        log(`${shown} is ${actual === undefined ? 'missing' : 'stale'}; regenerate it with \`npm run gen\``);
      } else if (actual !== text) {
        mkdirSync(dirname(out), { recursive: true });
        writeFileSync(out, text);
        log(`wrote ${shown}`);
      }
    }
  }
  if (check && stale === 0) log(`${relative(process.cwd(), outDir) || outDir} is up to date`);
  return stale > 0 ? 1 : 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runGenerator(process.argv.slice(2));
}
