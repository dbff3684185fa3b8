/**
 * No file-level import cycle anywhere in the sources: the graph of relative imports and re-exports (type-only ones
 * too: a cycle of types is still two files that cannot be understood one without the other) has no strongly
 * connected component of more than one file. A failure lists each cycle's files.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImports } from '../support/source-imports.js';

const root = join(import.meta.dirname, '..', '..');
const FOLDERS = ['cli', 'app', 'lsp', 'store', 'games', 'present', 'compiler', 'runtime', 'bench', 'scripts'];

function tsFiles(dir: string): string[] {
  let entries: string[];
  try { entries = readdirSync(dir); } catch { return []; }
  return entries.flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Each source file (relative to the root) with the source files it imports or re-exports from. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap((f) => tsFiles(join(root, f)))) {
    const text = readFileSync(file, 'utf8');
    const targets = relativeImports(text, { dynamic: false })
      .map((spec) => relative(root, resolve(dirname(file), spec.replace(/\.js$/, '.ts'))));
    graph.set(relative(root, file), targets);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan), and files that import themselves. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import cycles', () => {
  const graph = importGraph();

  it('reads the import graph of every source folder', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('cli/main.ts')).toContain('cli/exit-codes.ts');
    expect(graph.get('lsp/server.ts')?.length).toBeGreaterThan(0);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const sample = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts', 'd.ts']], ['d.ts', []], ['e.ts', ['e.ts']]]);
    expect(cycles(sample)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  it('has no file-level import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
