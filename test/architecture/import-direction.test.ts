/**
 * The layering of DESIGN.md as a lint rule: `cli | app -> games -> present, compiler -> runtime -> schemas` (lsp,
 * bench and scripts beside cli; store beside compiler, under cli, app and games), and code outside a top-level folder
 * imports only that folder's index.ts (a game imports its own IR part, runtime/ir/<game>.js, directly: the runtime's
 * index does not export the games' IR parts; cli imports games/command-line.js, the games' light part of the command
 * line, without loading the games at start-up, and runtime/circumstance-options.js, the table of the score options,
 * without loading the runtime). app never imports cli (the CLI's `serve` imports app). Also: the engine never
 * names a particular regulation, and no game imports another game.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImports } from '../support/source-imports.js';

const root = join(import.meta.dirname, '..', '..');
const LAYERS = ['cli', 'app', 'lsp', 'store', 'games', 'present', 'compiler', 'runtime', 'bench', 'scripts'] as const;
/** Which top-level folders each folder may import from (besides itself). */
const ALLOWED: Record<string, string[]> = {
  runtime: [],
  compiler: ['runtime'],
  games: ['present', 'compiler', 'runtime', 'store'],
  present: ['compiler', 'runtime'],
  store: ['runtime'],
  cli: ['games', 'present', 'compiler', 'runtime', 'store', 'app', 'lsp'],
  app: ['games', 'present', 'compiler', 'runtime', 'store'],
  lsp: ['games', 'present', 'compiler', 'runtime'],
  bench: ['games', 'present', 'compiler', 'runtime', 'cli'],
  scripts: ['games', 'present', 'compiler', 'runtime', 'cli'],
};

function tsFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try { entries = readdirSync(dir); } catch { return out; }
  for (const f of entries) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) out = out.concat(tsFiles(p));
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

const files = LAYERS.flatMap((layer) => tsFiles(join(root, layer)).map((file) => ({ layer, file })));

const importsOf = (file: string): string[] => relativeImports(readFileSync(file, 'utf8'), { dynamic: true });

/** Second entries of a top-level folder and who may import them: games' part of the command line, read at start-up; the runtime's light parts for the command line (the score options, the IR file, what `score` needs) and for the compiler and the games' compile parts (runtime/compiler-entry.ts); the compiler's reader of rule strings with chevrotain, kept out of compiler/index.ts so that `check` loads it only when a string needs it, and the games' compile parts without games/index.ts (which imports that reader) nor the rest of the games (games/compile-list.ts). */
const LIGHT_ENTRIES: Record<string, readonly string[]> = { 'games/command-line.js': ['cli'], 'runtime/circumstance-options.js': ['cli'], 'runtime/ir-file.js': ['cli'], 'runtime/score-entry.js': ['cli', 'present'], 'compiler/rule-reader.js': ['cli', 'games', 'lsp'], 'games/compile-list.js': ['cli'], 'runtime/compiler-entry.js': ['compiler', 'games'] };

/** Whether a file of games/<game>/ imports its game's IR part runtime/ir/<game>.js (not exported by runtime/index.ts). */
function isOwnIrPart(file: string, target: readonly string[]): boolean {
  const from = relative(join(root, 'games'), file).split('/');
  return from.length === 2 && target.length === 3 && target[0] === 'runtime' && target[1] === 'ir' && target[2] === `${from[0]}.js`;
}

describe('import direction', () => {
  it('finds source files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('reads every form of a relative import', () => {
    const text = [
      "import { a } from './a.js';",
      'import type { B } from "../b/index.js";',
      "import '../../cli/index.js';",
      'import {',
      '  c,',
      "} from './c.js';",
      "export * from './d.js';",
      "const e = await import('../e/index.js');",
      "import { readFileSync } from 'node:fs';",
      "const s = 'import ./not-an-import.js';",
    ].join('\n');
    expect(relativeImports(text, { dynamic: true })).toEqual(['./a.js', '../b/index.js', '../../cli/index.js', './c.js', './d.js', '../e/index.js']);
    expect(relativeImports(text, { dynamic: false })).toEqual(['./a.js', '../b/index.js', '../../cli/index.js', './c.js', './d.js']);
  });

  it('every relative import goes down the layers, through the index.ts of another top-level folder', () => {
    const problems: string[] = [];
    for (const { layer, file } of files) {
      for (const spec of importsOf(file)) {
        const target = resolve(dirname(file), spec);
        const rel = relative(root, target).split('/');
        const targetLayer = rel[0]!;
        if (targetLayer === layer) continue;
        const where = `${relative(root, file)} imports ${spec}`;
        if (targetLayer === 'schemas') continue;
        if (!ALLOWED[layer]?.includes(targetLayer)) problems.push(`${where}: ${layer} may not import ${targetLayer}`);
        else if (isOwnIrPart(file, rel)) continue;
        else if (LIGHT_ENTRIES[rel.join('/')]?.includes(layer)) continue;
        else if (rel.length !== 2 || rel[1] !== 'index.js') problems.push(`${where}: import ${targetLayer}/index.js instead`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("the compiler and the games' compile parts take the runtime's values from runtime/compiler-entry.ts, its index for types alone", () => {
    // A value imported through runtime/index.ts brings every module the index re-exports into the bundle's chunks of
    // whoever imports it: `check` just after an edit loaded the tournament's and the impact's code (~115 KB) so.
    const compileParts = new Set<string>();
    const follow = (file: string): void => {
      if (compileParts.has(file) || !file.startsWith(join(root, 'games') + '/')) return;
      compileParts.add(file);
      for (const spec of importsOf(file)) follow(resolve(dirname(file), spec).replace(/\.js$/, '.ts'));
    };
    for (const game of readdirSync(join(root, 'games'))) if (statSync(join(root, 'games', game)).isDirectory()) follow(join(root, 'games', game, 'compile.ts'));
    expect(compileParts.size).toBeGreaterThan(5);
    const barrelValue = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s+(['"])[./]*runtime\/index\.js\1/m;
    const scope = [...files.filter((f) => f.layer === 'compiler').map((f) => f.file), ...compileParts];
    expect(scope.filter((file) => barrelValue.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file))).toEqual([]);
  });

  it('the layers form no cycle (a folder never reaches itself through the allowed arrows)', () => {
    const reaches = (from: string, seen: Set<string> = new Set()): Set<string> => {
      for (const to of ALLOWED[from] ?? []) if (!seen.has(to)) { seen.add(to); reaches(to, seen); }
      return seen;
    };
    expect(LAYERS.filter((layer) => reaches(layer).has(layer))).toEqual([]);
    expect(ALLOWED.app).not.toContain('cli');
  });

  it('no game imports another game (games/<game>/ imports only itself, games/types.ts and the layers below)', () => {
    const problems: string[] = [];
    for (const { layer, file } of files) {
      const rel = relative(join(root, 'games'), file).split('/');
      if (layer !== 'games' || rel.length < 2) continue;
      for (const spec of importsOf(file)) {
        const target = relative(join(root, 'games'), resolve(dirname(file), spec)).split('/');
        if (target[0] !== '..' && target.length > 1 && target[0] !== rel[0]) problems.push(`${relative(root, file)} imports ${spec}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the engine (runtime/, compiler/) never names a particular regulation', () => {
    const hits = files
      .filter((f) => f.layer === 'runtime' || f.layer === 'compiler')
      .flatMap(({ file }) => readFileSync(file, 'utf8').split('\n').map((line, i) => ({ file, line, i })))
      .filter(({ line }) => /bermuda|бермуд|repino|репино|sbr[-_ ]?20\d\d|festival|фестивал/i.test(line))
      .map(({ file, i }) => `${relative(root, file)}:${i + 1}`);
    expect(hits).toEqual([]);
  });
});
