/**
 * Generates the JSON Schema validators of schemas/ as standalone code (ajv's `standaloneCode`), so that no process
 * compiles a schema at run time (compiling the regulation schema took ~0.7 s of every command's start).
 * Input: schemas/<name>.schema.json. Output: schemas/validators/<name>.js (ESM) and <name>.d.ts, each exporting
 * `validators`: one validate function per JSON pointer of the schema — '' the whole schema, every
 * `/definitions/<name>`, and every anyOf/oneOf branch that is not a `$ref` or a bare `required` (the schema checker
 * validates a value against each branch to explain which one it was meant for).
 * Usage: `node dist/scripts/gen-validators.js` writes the files; `--check` only compares (exit 1 when stale), as
 * `npm run check:generated` does in CI; `--out <dir>` uses another folder than schemas/validators/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type Options } from 'ajv';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { findRepoRoot } from './generated-file.js';

// ajv's standalone entry is CommonJS with `exports.default`.
const standaloneCode = (standaloneCodeModule as unknown as { default: (ajv: Ajv, refs: Record<string, string>) => string }).default;

/** One schema and the ajv options its validators are generated with. */
interface ValidatorSpec {
  /** The schema's base name: schemas/<name>.schema.json -> schemas/validators/<name>.js. */
  name: string;
  /** Export a validator for every definition and union branch too (the schema checker's explanations need them). */
  parts: boolean;
  options: Options;
}

/**
 * The validators to generate. Regulation and event files are explained to their authors: every error (allErrors),
 * with the schema beside it (verbose) for the wording. The IR is only accepted or rejected with a list of problems.
 */
export const VALIDATOR_SPECS: readonly ValidatorSpec[] = [
  { name: 'regulation', parts: true, options: { allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true } },
  { name: 'event', parts: true, options: { allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, verbose: true } },
  // The IR's expressions and terms are discriminated unions (`discriminator` on `op` and `t`): only the branch an
  // object names is checked, instead of every branch of the oneOf (3x faster on a regulation's IR).
  { name: 'ir', parts: false, options: { allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true } },
];

type Json = { [key: string]: unknown };

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

/** The generated module (JavaScript) and its declarations for one schema. */
export function generateValidators(spec: ValidatorSpec, schema: Json): { js: string; dts: string } {
  const ajv = new Ajv({ ...spec.options, inlineRefs: false, code: { source: true, esm: true, lines: true } });
  ajv.addSchema(schema);
  const id = String(schema.$id);
  const pointers = ['', ...(spec.parts ? partPointers(schema) : [])];
  const refs: Record<string, string> = {};
  pointers.forEach((p, i) => (refs[`v${i}`] = p === '' ? id : `${id}#${p}`));
  let code = standaloneCode(ajv, refs);
  // ajv writes its run-time helpers as require() calls even in ESM output: import them instead. A helper module is
  // CommonJS with `exports.default`: Node's default import is the exports object, a bundler's may be the function.
  const helpers = new Map<string, string>();
  code = code.replace(/require\("ajv\/dist\/runtime\/([a-z0-9]+)"\)\.default/g, (_: string, helper: string) => {
    const local = `ajvRuntime_${helper}`;
    helpers.set(helper, local);
    return local;
  });
  if (/\brequire\(/.test(code)) throw new Error(`schemas/${spec.name}.schema.json: the generated code still requires a module`);
  const header = `// Generated by scripts/gen-validators.ts from schemas/${spec.name}.schema.json (ajv standalone): do not edit.\n// Regenerate with \`npm run gen\`; \`npm run check:generated\` fails when this file is stale.\n`;
  const imports = [...helpers]
    .sort()
    .map(([helper, local]) => `import ${local}_module from "ajv/dist/runtime/${helper}.js";\nconst ${local} = ${local}_module.default ?? ${local}_module;\n`)
    .join('');
  const table = `export const validators = {\n${pointers.map((p, i) => `  ${JSON.stringify(p)}: v${i},\n`).join('')}};\n`;
  const js = `${header}/* eslint-disable */\n${imports}${code}\n${table}`;
  const dts =
    `${header}import type { ValidateFunction } from 'ajv';\n\n` +
    `/** One validator per JSON pointer of the schema: '' the whole schema${spec.parts ? ", '/definitions/<name>', and every anyOf/oneOf branch that is not a $ref" : ''}. */\n` +
    `export declare const validators: Readonly<Record<string, ValidateFunction>>;\n`;
  return { js, dts };
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
    const { js, dts } = generateValidators(spec, schema);
    for (const [file, text] of [[`${spec.name}.js`, js], [`${spec.name}.d.ts`, dts]] as const) {
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
