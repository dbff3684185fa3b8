/**
 * What every start of the command line loads (issue #16): the chunks that the bundle's entry (dist/cli/main.cjs;
 * npm test builds it) imports statically, and those of the program (cli/program.ts: commander, the help texts, every
 * command's options), before any command's own chunk. `--version` loads the entry's alone: no commander, no runtime.
 * The program's chunks hold of the runtime only the score options' table (runtime/circumstance-options.ts; through
 * runtime/index.ts the bundle put the whole runtime there, ~300 KB, for `--help` too). Neither may hold the compiler
 * (the YAML reader, chevrotain, the regulation schema's validators): one static import of compiler/index.ts from a
 * module of cli/main.ts made `--version` load all of it, twice the start-up time. A command's chunk may hold it, except those
 * of `score` and `check`: they answer from the compile cache and import the compiler only on a miss (package.json's
 * `"sideEffects": false` lets esbuild leave out the modules of a folder's index.ts that a command does not use). No
 * chunk holds the generated schema validators (megabytes): schemas/validators/<name>.js loads them when first called.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CLI, ROOT } from '../support/run-cli.js';

/**
 * The files a module imports statically, followed to the end. The bundle is CommonJS (scripts/bundle-cli.mjs): a
 * static import is a `require("./x.cjs")`, a dynamic one a `require` wrapped in `__toESM(...)` (chunkFile).
 */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/(?<!__toESM\()require\(["'](\.{1,2}\/[^"']+)["']\)/g)) {
    const next = join(dirname(file), m[1]!);
    if (!seen.has(next)) staticImports(next, seen);
  }
  return seen;
}

/**
 * The chunk of `name` that `from` (the entry, or a chunk) imports when it needs it: `import("./chunks/<name>-...")`,
 * as CommonJS `__toESM(require("./chunks/<name>-....cjs"))`.
 */
function chunkFile(name: string, from: string): string {
  const chunk = readFileSync(from, 'utf8').match(new RegExp(`__toESM\\(require\\(["']\\.\\/(?:chunks\\/)?(${name}-[A-Z0-9]+\\.cjs)["']\\)`))?.[1];
  expect(chunk, name).toBeDefined();
  return join(dirname(CLI), 'chunks', chunk!);
}

/**
 * The files of a chunk that `from` (by default the program's chunk, which imports every command's) imports when it
 * needs it, with the files that chunk imports statically, itself included.
 */
function chunksOf(name: string, from: string = chunkFile('program', CLI)): string[] {
  return [...staticImports(chunkFile(name, from))];
}

/** Classes that only the compiler's libraries define (names survive the minification). */
const YAML_MARK = 'LineCounter=class';
const CHEVROTAIN_MARK = 'NoViableAltException';
const COMPILER_MARKS = [YAML_MARK, CHEVROTAIN_MARK];

/** Names that only commander, the program, the help texts and the runtime beyond the score options' table define. */
const PROGRAM_MARKS = ['CommanderError', 'buildProgram', 'localizeHelp'];
const SCORER_MARKS = ['scoreHand', 'decompose'];
const TOURNAMENT_MARKS = ['evaluateEvent'];
const RUNTIME_MARKS = [...SCORER_MARKS, ...TOURNAMENT_MARKS];

/** Whether any of the files holds any of the marks. */
const holdingAny = (files: string[], marks: string[]) => files.filter((f) => marks.some((mark) => readFileSync(f, 'utf8').includes(mark)));

describe('the start of every command', () => {
  it('runs CommonJS files (no ES module loader): the bin is the bundle\'s entry, tsc\'s unbundled entries are gone', () => {
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).bin).toEqual({ reglament: 'dist/cli/main.cjs' });
    expect(['main.js', 'impact-worker.js'].filter((f) => existsSync(join(dirname(CLI), f)))).toEqual([]);
    const files = [CLI, join(dirname(CLI), 'impact-worker.cjs'), ...readdirSync(join(dirname(CLI), 'chunks')).map((f) => join(dirname(CLI), 'chunks', f))];
    expect(files.filter((f) => !f.endsWith('.cjs'))).toEqual([]);
    // As Node wraps a CommonJS module: an import or export statement, or import.meta, would not compile.
    for (const f of files) new Script(`(function (exports, require, module, __filename, __dirname) { ${readFileSync(f, 'utf8').replace(/^#!.*/, '')}\n})`, { filename: f });
  });

  it('`--version` loads the entry and a few bytes: no commander, no help texts, no runtime', () => {
    const files = [...staticImports(CLI)];
    expect(holdingAny(files, [...PROGRAM_MARKS, ...RUNTIME_MARKS, 'CIRCUMSTANCE_LIST', ...COMPILER_MARKS])).toEqual([]);
    // ~3.7 KB as ES modules; as CommonJS each file carries esbuild's interop helpers (~0.9 KB): 7.8 KB. The program's
    // chunk alone is 16 KB, commander's 120 KB.
    expect(files.reduce((n, f) => n + statSync(f).size, 0)).toBeLessThan(10_000);
  });

  it('the program (every run but `--version`) loads commander and the score options\' table, not the rest of the runtime', () => {
    const files = chunksOf('program', CLI);
    for (const mark of [...PROGRAM_MARKS, 'CIRCUMSTANCE_LIST', 'parseTileList']) expect(holdingAny(files, [mark]), mark).not.toEqual([]);
    expect(holdingAny(files, [...RUNTIME_MARKS, ...COMPILER_MARKS])).toEqual([]);
  });

  it('the runtime marks are the right ones: `score` loads the scorer\'s, `standings` the tournament\'s', () => {
    for (const mark of SCORER_MARKS) expect(holdingAny(chunksOf('score'), [mark]), mark).not.toEqual([]);
    for (const mark of TOURNAMENT_MARKS) expect(holdingAny(chunksOf('standings'), [mark]), mark).not.toEqual([]);
  });

  it('`score` loads the scorer\'s part of the runtime alone (runtime/score-entry.ts): no tournament, no impact', () => {
    expect(holdingAny(chunksOf('score'), [...TOURNAMENT_MARKS, 'createImpactTally'])).toEqual([]);
  });

  it('finds the compiler in the chunks of `check` once the cache cannot answer (the marks are the right ones)', () => {
    const check = chunksOf('check');
    expect(check.filter((f) => COMPILER_MARKS.some((mark) => readFileSync(f, 'utf8').includes(mark)))).toEqual([]);
    // Nor the runtime beyond the IR's loader (runtime/ir-file.ts): the compile cache answers without it.
    expect(holdingAny(check, RUNTIME_MARKS)).toEqual([]);
    const files = chunksOf('check-compile', check[0]);
    expect(holdingAny(files, [YAML_MARK])).not.toEqual([]);
    // but not chevrotain's reader of rule strings: check imports it only for a string the quick reader gives up on
    expect(holdingAny(files, [CHEVROTAIN_MARK])).toEqual([]);
  });

  it('`check` just after an edit loads the compiler and the games\' compile parts alone (games/compile-list.ts)', () => {
    const files = chunksOf('check-compile', chunksOf('check')[0]);
    // no scorer, tournament or impact (the compiler takes the runtime's values from runtime/compiler-entry.ts), none of
    // the games' tables, deals and desk, and no present/ texts (only `--assumptions` loads them, check-assumptions.ts)
    const GAMES_REST_MARKS = ['settlePulya', 'settleSichuanDeal', 'settleRiichiHanchan', 'pulyaScoreSheet'];
    expect(holdingAny(files, [...RUNTIME_MARKS, 'createImpactTally', ...GAMES_REST_MARKS, 'listAssumptions'])).toEqual([]);
    for (const mark of GAMES_REST_MARKS) expect(holdingAny(chunksOf('standings'), [mark]), mark).not.toEqual([]);
    expect(holdingAny(chunksOf('check-assumptions', files[0]), ['listAssumptions'])).not.toEqual([]);
  });

  it('`score` loads no compiler before it looks into the compile cache', () => {
    const files = chunksOf('score');
    expect(files.some((f) => readFileSync(f, 'utf8').includes('scoreHand'))).toBe(true);
    expect(files.filter((f) => COMPILER_MARKS.some((mark) => readFileSync(f, 'utf8').includes(mark)))).toEqual([]);
  });

  it('writes the large chunks and the generated validators in ASCII alone (V8 reads a file that is not as two-byte text, ~5 ms a MB)', () => {
    // V8 decodes UTF-8 quickly only up to the first byte beyond ASCII; esbuild escapes strings but keeps a regular
    // expression's letters (a /[а-я]/ in compiler/source/read-file.ts made the compiler's 503 KB chunk non-ASCII).
    const chunks = readdirSync(join(dirname(CLI), 'chunks')).map((f) => join(dirname(CLI), 'chunks', f));
    const validators = join(dirname(CLI), '..', 'schemas', 'validators');
    const large = [...chunks.filter((f) => statSync(f).size > 50_000), ...readdirSync(validators).filter((f) => f.endsWith('.cjs')).map((f) => join(validators, f))];
    expect(large.length).toBeGreaterThan(10);
    expect(large.filter((f) => !readFileSync(f).every((byte) => byte < 0x80))).toEqual([]);
  });

  it('holds no generated schema validators: each is loaded from schemas/validators/ when a command first validates', () => {
    const chunks = readdirSync(join(dirname(CLI), 'chunks')).map((f) => join(dirname(CLI), 'chunks', f));
    // Every error object of ajv's generated code names its schema path; no hand-written module does.
    expect([CLI, ...chunks].filter((f) => readFileSync(f, 'utf8').includes('schemaPath:"#/'))).toEqual([]);
    expect(readFileSync(join(dirname(CLI), '..', 'schemas', 'validators', 'regulation.cjs'), 'utf8')).toContain('schemaPath:"#/');
  });
});
