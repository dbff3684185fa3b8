/**
 * Runs groups of benchmark sections each in a process of its own. A section's figures then do not depend on the heap
 * an earlier, unrelated section left behind: V8 sizes its young generation from what ran before, and the standings
 * of 10,000 players, run after 20,000 scored hands in the same process, took twice their time in a fresh one.
 * Input: the group's section names and the settings to pass on. Output: the child's report and summary lines.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What a child run prints on stdout with `--child`. */
export interface ChildResult {
  report: Record<string, unknown>;
  summary: string[];
}

/** The sections that share a process: the peers compare with our scoring, on the same corpus; cold and batch time other processes. */
export const SECTION_GROUPS: readonly (readonly string[])[] = [['compile', 'scoring', 'peers'], ['mcr'], ['cold', 'batch'], ['riichi'], ['seating'], ['standings'], ['import'], ['impact'], ['lsp']];

/** Runs `sections` in a child `node run.js --only ... --child` with the given extra arguments; throws if it fails. */
export function runInChild(runScript: string, sections: readonly string[], args: readonly string[]): ChildResult {
  const child = spawnSync(process.execPath, [fileURLToPath(runScript), ...args, '--only', sections.join(','), '--child'], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`bench sections ${sections.join(',')} failed (exit ${child.status ?? child.signal})`);
  return JSON.parse(child.stdout) as ChildResult;
}
