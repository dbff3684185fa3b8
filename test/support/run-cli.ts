/**
 * Runs the built command line (`dist/cli/main.js`; `npm test` builds it first) from the package root, as a user
 * would, and returns its exit code and both output streams.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The package root. */
export const ROOT = join(import.meta.dirname, '..', '..');
/** The built CLI entry point. */
export const CLI = join(ROOT, 'dist', 'cli', 'main.js');

/** What a CLI run gave: its exit code and its output. */
export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

/** Runs `reglament <args>` and waits for it. */
export function runCli(...args: string[]): CliRun {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Runs `reglament <args>` with these environment variables and waits for it. */
export function runCliWithEnv(env: NodeJS.ProcessEnv, ...args: string[]): CliRun {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
