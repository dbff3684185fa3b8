/**
 * What every start of the command line loads (issue #16): the chunks that the bundle's entry (dist/cli/main.js;
 * npm test builds it) imports statically, before any command's own chunk. They must not hold the compiler (the YAML
 * reader, chevrotain, the regulation schema's validators): one static import of compiler/index.ts from a module of
 * cli/main.ts made `--version` load all of it, twice the start-up time. A command's chunk may hold it, except `score`'s:
 * it answers from the compile cache and imports the compiler only on a miss (package.json's `"sideEffects": false`
 * lets esbuild leave out the modules of a folder's index.ts that a command does not use). No chunk holds the generated
 * schema validators (megabytes): schemas/validators/<name>.js loads them when they are first called.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI } from '../support/run-cli.js';

/** The files a module imports statically (`import ... from "./x.js"`, `import "./x.js"`), followed to the end. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const next = join(dirname(file), m[1]!);
    if (!seen.has(next)) staticImports(next, seen);
  }
  return seen;
}

/** The files a command's chunk (imported by the entry when the command runs) imports statically, itself included. */
function commandChunks(command: string): string[] {
  const chunk = readFileSync(CLI, 'utf8').match(new RegExp(`import\\(["'](\\./chunks/${command}-[^"']+)["']\\)`))?.[1];
  expect(chunk, command).toBeDefined();
  return [...staticImports(join(dirname(CLI), chunk!))];
}

/** Classes that only the compiler's libraries define (names survive the minification). */
const COMPILER_MARKS = ['LineCounter=class', 'NoViableAltException'];

describe('the start of every command', () => {
  it('loads no compiler: the chunks the entry imports statically hold neither yaml nor chevrotain', () => {
    const files = [...staticImports(CLI)];
    expect(files.length).toBeGreaterThan(1);
    const holding = files.filter((f) => COMPILER_MARKS.some((mark) => readFileSync(f, 'utf8').includes(mark)));
    expect(holding).toEqual([]);
  });

  it('finds the compiler in the chunks of `check` (the marks are the right ones)', () => {
    const files = commandChunks('check');
    for (const mark of COMPILER_MARKS) expect(files.some((f) => readFileSync(f, 'utf8').includes(mark)), mark).toBe(true);
  });

  it('`score` loads no compiler before it looks into the compile cache', () => {
    const files = commandChunks('score');
    expect(files.some((f) => readFileSync(f, 'utf8').includes('scoreHand'))).toBe(true);
    expect(files.filter((f) => COMPILER_MARKS.some((mark) => readFileSync(f, 'utf8').includes(mark)))).toEqual([]);
  });

  it('holds no generated schema validators: each is loaded from schemas/validators/ when a command first validates', () => {
    const chunks = readdirSync(join(dirname(CLI), 'chunks')).map((f) => join(dirname(CLI), 'chunks', f));
    // Every error object of ajv's generated code names its schema path; no hand-written module does.
    expect([CLI, ...chunks].filter((f) => readFileSync(f, 'utf8').includes('schemaPath:"#/'))).toEqual([]);
    expect(readFileSync(join(dirname(CLI), '..', 'schemas', 'validators', 'regulation.cjs'), 'utf8')).toContain('schemaPath:"#/');
  });
});
