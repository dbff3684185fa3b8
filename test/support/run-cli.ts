/**
 * Runs the built command line (`dist/cli/main.cjs`; `npm test` builds it first) from the package root, as a user
 * would, and returns its exit code and both output streams.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The package root. */
export const ROOT = join(import.meta.dirname, '..', '..');
/** The built CLI entry point. */
export const CLI = join(ROOT, 'dist', 'cli', 'main.cjs');

/** What a CLI run gave: its exit code and its output. */
export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

/**
 * The compile cache of the test runs: a folder of this test process, so that runs share it (the second run of a
 * regulation takes it from the cache, as a user's would) but never touch the user's own cache.
 */
export const CLI_CACHE_HOME = mkdtempSync(join(tmpdir(), 'reglament-test-cache-'));

/** Runs `reglament <args>` and waits for it; `input` is its standard input. */
export function runCliWith(args: readonly string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): CliRun {
  const env = { ...process.env, XDG_CACHE_HOME: CLI_CACHE_HOME, ...options.env };
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8', env, input: options.input, maxBuffer: 256 * 1024 * 1024 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Runs `reglament <args>` and waits for it. */
export function runCli(...args: string[]): CliRun {
  return runCliWith(args);
}

/** Runs `reglament <args>` with these environment variables (over the test's compile cache) and waits for it. */
export function runCliWithEnv(env: NodeJS.ProcessEnv, ...args: string[]): CliRun {
  return runCliWith(args, { env });
}
