/**
 * What the generators of scripts/ share: the repository root, and writing a generated file or, with `--check`,
 * saying whether the file on disk is stale (CI runs the checks through `npm run check:generated`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this script with a package.json. */
export function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/**
 * Writes `expected` to `file`, or with `check` compares them; returns the exit code (1: stale or missing). `how`
 * says how to regenerate it.
 */
export function writeOrCheck(file: string, expected: string, check: boolean, how: string, log: (line: string) => void): number {
  const shown = relative(process.cwd(), file) || file;
  if (check) {
    const actual = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (actual === expected) {
      log(`${shown} is up to date`);
      return 0;
    }
    log(`${shown} is ${actual === undefined ? 'missing' : 'stale'}; regenerate it with ${how}`);
    return 1;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, expected);
  log(`wrote ${shown}`);
  return 0;
}

/** The value after `flag` in `argv`, if any. */
function option(argv: readonly string[], flag: string): string | undefined {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
}

/**
 * Runs a generator of a list file in games/ (`file`, such as command-line-list.ts) with CLI arguments: `render` reads
 * the folder of games and gives the file's text, or throws to refuse (its message is logged). `--games <dir>` reads
 * another folder of games, `--out <file>` writes elsewhere, `--check` only compares. Returns the process exit code.
 */
export function runGamesListGenerator(argv: readonly string[], file: string, render: (gamesDir: string) => string, log: (line: string) => void): number {
  const games = option(argv, '--games') ?? join(findRepoRoot(), 'games');
  const out = option(argv, '--out') ?? join(games, file);
  let text: string;
  try {
    text = render(games);
  } catch (e) {
    log((e as Error).message);
    return 1;
  }
  return writeOrCheck(out, text, argv.includes('--check'), 'npm run gen', log);
}
