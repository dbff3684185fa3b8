/**
 * The compiler mutation fuzzer (issue #21, Medium 4): the bundled regulations with one or two values replaced by
 * a value of the wrong shape, a key deleted or a mapping flattened, compiled as files (their `extends` chains
 * intact). The compiler answers every one with diagnostics, never an exception (`check` once crashed, exit 3, on
 * `bid-order: {value: 6}`). Seeded, so a failure names a reproducible case; bounded in runs and in time.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { compileRegulationFile } from '../../games/index.js';
import { ROOT } from '../support/run-cli.js';

const SOURCE = join(ROOT, 'regulations');
const COPY = mkdtempSync(join(tmpdir(), 'reglament-mutations-'));
cpSync(SOURCE, COPY, { recursive: true });

const FILES = [
  ...readdirSync(SOURCE).filter((f) => f.endsWith('.yaml')),
  ...readdirSync(join(SOURCE, 'examples')).map((f) => `examples/${f}`),
];

/** Values of the wrong shape for almost any place. */
const WRONG = [6, -1, 0.5, 1e300, 'x', '', true, null, [], {}, [6], { value: 6 }, ['a', 'b'], { ru: 'a', en: 'b' }, [null]];

/** Sections whose settings are lowered by conversions that once assumed their shape. */
const SETTINGS = new Set(['preference', 'tournament', 'sichuan', 'settlement', 'penalties', 'scoring']);

type Key = string | number;
type Tree = Record<string, unknown> | unknown[];

/** Every path of a value (the root excluded), settings first. */
function pathsOf(value: unknown, at: Key[] = [], out: Key[][] = []): Key[][] {
  if (at.length > 0) out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

/** One edit: at a path, put a wrong value, delete the key, or replace a collection by its first member. */
type Edit = { path: number; kind: 'replace'; value: number } | { path: number; kind: 'delete' } | { path: number; kind: 'flatten' };

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ path: fc.nat(), kind: fc.constant('replace' as const), value: fc.nat(WRONG.length - 1) }) },
  { weight: 2, arbitrary: fc.record({ path: fc.nat(), kind: fc.constant('delete' as const) }) },
  { weight: 1, arbitrary: fc.record({ path: fc.nat(), kind: fc.constant('flatten' as const) }) },
);

/** Applies an edit to a copy of the parsed file (paths in the settings sections are picked 4 times out of 5). */
function apply(tree: Tree, edit: Edit): Key[] {
  const all = pathsOf(tree);
  const settings = all.filter((p) => SETTINGS.has(String(p[0])));
  const pool = edit.path % 5 !== 0 && settings.length > 0 ? settings : all;
  const path = pool[Math.floor(edit.path / 5) % pool.length]!;
  let parent = tree as Record<Key, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<Key, unknown>;
  const key = path[path.length - 1]!;
  if (edit.kind === 'replace') parent[key] = structuredClone(WRONG[edit.value]);
  else if (edit.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    const current = parent[key];
    parent[key] = current !== null && typeof current === 'object' ? structuredClone(Object.values(current)[0] ?? null) : [current];
  }
  return path;
}

/** Compiles `text` as the regulation `file` of the copied folder; the original is put back after. */
function compileAs(file: string, text: string) {
  const target = join(COPY, file);
  const original = readFileSync(join(SOURCE, file), 'utf8');
  writeFileSync(target, text);
  try {
    return compileRegulationFile(target);
  } finally {
    writeFileSync(target, original);
  }
}

/** The compiler answered: diagnostics with sane positions, and an IR only when there is no error. */
function expectAnswered(result: ReturnType<typeof compileRegulationFile>): void {
  for (const d of result.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.col).toBeGreaterThanOrEqual(1);
  }
  expect(result.ir === undefined || result.diagnostics.every((d) => d.severity !== 'error')).toBe(true);
}

describe('the compiler on mutated bundled regulations', () => {
  it.each(FILES)('%s: one or two edits never make it throw', (file) => {
    const original = parse(readFileSync(join(SOURCE, file), 'utf8')) as Tree;
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 1, maxLength: 2 }), (edits) => {
        const tree = structuredClone(original);
        for (const edit of edits) apply(tree, edit);
        expectAnswered(compileAs(file, stringify(tree)));
      }),
      { seed: 21, numRuns: 15, interruptAfterTimeLimit: 8_000, markInterruptAsFailure: false },
    );
  });

  it('every preference setting whose value is 6 or nothing is a schema error, not a crash', () => {
    const file = 'preference-festival-2011.yaml';
    const original = parse(readFileSync(join(SOURCE, file), 'utf8')) as { preference: Record<string, unknown> };
    const settings = Object.entries(original.preference).filter(([, v]) => v !== null && typeof v === 'object' && !Array.isArray(v) && 'value' in v);
    expect(settings.length).toBeGreaterThan(15);
    for (const [key] of settings) {
      for (const wrong of [6, null]) {
        const tree = structuredClone(original);
        (tree.preference[key] as Record<string, unknown>).value = wrong;
        const result = compileAs(file, stringify(tree));
        expectAnswered(result);
        // bid-order: [6, 7, 8, misere, 9, 10] replaced by 6 is refused by the schema, not lowered.
        if (key === 'bid-order') expect(result.diagnostics.map((d) => d.code)).toContain('schema/type');
      }
    }
  });
});
