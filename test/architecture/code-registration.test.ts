/**
 * The games' diagnostic codes are registered (games/list.ts builds GAMES, and games/compile-list.ts the compile parts
 * that `check` takes, with `withCodesRegistered`, a top-level call the bundler keeps) before any code that may look a
 * code up runs, in the program as users run it: for every entry of the bundle (cli/main.ts, the impact worker, the
 * benchmark) and every module they load lazily (a command, the desk, the language server), if its static imports
 * reach the code registry (compiler/diagnostics/codes.ts: createDiagnostic, the titles, the rendering) they reach one
 * of the two lists too, and ES modules evaluate what a module imports before the module itself. The graph is
 * esbuild's, as scripts/bundle-cli.mjs bundles it (type-only imports left out). A game's own lazily loaded code
 * (GameCommand.load) is loaded by cli/game-command.ts alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const REGISTRY = 'compiler/diagnostics/codes.ts';
const REGISTRATION = 'withCodesRegistered([';
const ENTRIES = ['cli/main.ts', 'cli/impact-worker.ts', 'bench/run.ts'];

let meta: Metafile;
const texts = new Map<string, string>();

beforeAll(async () => {
  const r = await build({
    absWorkingDir: root, entryPoints: ENTRIES, bundle: true, splitting: true, format: 'esm', platform: 'node', outdir: 'graph',
    write: false, metafile: true, external: ['better-sqlite3', 'riichi', '@pai-forge/riichi-mahjong'], logLevel: 'silent',
    define: { REGLAMENT_BUILD_ID: 'undefined' },
  });
  meta = r.metafile;
  for (const f of r.outputFiles) texts.set(f.path.slice(root.length + 1), f.text);
}, 60_000);

/** The chunks a chunk's static imports reach (itself included): what is evaluated before its own code runs. */
function staticClosure(chunk: string): string[] {
  const seen = new Set<string>([chunk]);
  const todo = [chunk];
  while (todo.length > 0) {
    for (const i of meta.outputs[todo.pop()!]?.imports ?? []) {
      if (i.kind === 'import-statement' && !i.external && !seen.has(i.path)) { seen.add(i.path); todo.push(i.path); }
    }
  }
  return [...seen];
}

/** The chunk of each entry and of each lazily loaded module (its source file, by the chunk's path). */
function rootChunks(): Array<{ source: string; chunk: string }> {
  return Object.entries(meta.outputs).flatMap(([chunk, o]) => (o.entryPoint !== undefined ? [{ source: o.entryPoint, chunk }] : []));
}

const holdsRegistry = (chunk: string) => (meta.outputs[chunk]?.inputs[REGISTRY]?.bytesInOutput ?? 0) > 0;
const registers = (chunk: string) => texts.get(chunk)?.includes(REGISTRATION) ?? false;

describe('registration of the games\' codes', () => {
  it('happens where GAMES is built, by a call (kept by the bundler wherever GAMES is)', () => {
    expect(readFileSync(join(root, 'games/list.ts'), 'utf8')).toMatch(/^export const GAMES: readonly GameModule\[\] = withCodesRegistered\(\[/m);
    expect(readFileSync(join(root, 'games/compile-list.ts'), 'utf8')).toMatch(/^export const GAME_COMPILE_PARTS: readonly GameCompilePart\[\] = withCodesRegistered\(\[/m);
  });

  it('precedes every entry and lazily loaded module whose chunks hold the code registry', () => {
    const roots = rootChunks().filter((r) => !r.source.startsWith('games/'));
    const reaching = roots.filter((r) => staticClosure(r.chunk).some(holdsRegistry));
    // the check has something to check: the commands that compile or render diagnostics reach the registry
    expect(reaching.map((r) => r.source)).toEqual(expect.arrayContaining(['cli/commands/deal.ts', 'cli/commands/event.ts', 'cli/game-command.ts', 'lsp/index.ts']));
    expect(reaching.filter((r) => !staticClosure(r.chunk).some(registers)).map((r) => r.source)).toEqual([]);
  });

  it("loads a game's own lazily loaded code only through cli/game-command.ts", () => {
    const lazyGameCode = rootChunks().filter((r) => r.source.startsWith('games/'));
    expect(lazyGameCode.length).toBeGreaterThan(0);
    const importers = Object.entries(meta.inputs).flatMap(([from, input]) =>
      input.imports.filter((i) => i.kind === 'dynamic-import' && lazyGameCode.some((r) => r.source === i.path)).map(() => from));
    expect(importers.filter((f) => !/^games\/[a-z-]+\/command-line\.ts$/.test(f))).toEqual([]);
    const loaders = Object.keys(meta.inputs).filter((f) => !f.startsWith('node_modules/') && /\.load\(\)/.test(readFileSync(join(root, f), 'utf8')));
    expect(loaders).toEqual(['cli/game-command.ts']);
  });
});
