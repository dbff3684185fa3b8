/**
 * The `import` section of the benchmark: `reglament event import <new store> <event file>` of a large event as a
 * whole process (issue #21: "a bulk import that validates once; 10,000 players took 10 s"): 10,000 players
 * registered, and round 1 seated at the most tables a round has (1000 tables of 4) with one recorded deal each;
 * the file read and checked, every entry written and checked, the event validated once under its regulation.
 * Input: the package root and the number of runs. Output: milliseconds of wall time (median run), the entries
 * written, with the lines of the readable summary.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { MAX_TABLES } from '../runtime/index.js';
import { median, round } from './timing.js';

/** Players of the imported event. */
export const IMPORT_PLAYERS = 10_000;
/** Result of measureImport. */
export interface ImportResult {
  ms: number;
  entries: number;
  summary: string[];
}

/** The event file: `players` registered, round 1 at MAX_TABLES tables of 4 with one deal of vists each (sum 0). */
function eventText(regulation: string, players: number): string {
  const lines = [`regulation: ${regulation}`, 'seed: 1', 'players:'];
  for (let i = 0; i < players; i++) lines.push(`  - {id: p${i}, name: Player ${i}}`);
  lines.push('rounds:', '  - tables:');
  for (let t = 0; t < Math.min(MAX_TABLES, Math.floor(players / 4)); t++) {
    const p = [0, 1, 2, 3].map((k) => `p${t * 4 + k}`);
    lines.push(`      - players: [${p.join(', ')}]`, '        deals:', `          - vists: {${p[0]}: 30, ${p[1]}: -10, ${p[2]}: -10, ${p[3]}: -10}`);
  }
  return lines.join('\n') + '\n';
}

/** Times `event import` of the generated event into a new store, `runs` times. */
export function measureImport(options: { root: string; runs: number; players?: number; progress?: (m: string) => void }): ImportResult {
  const players = options.players ?? IMPORT_PLAYERS;
  const dir = mkdtempSync(join(tmpdir(), 'reglament-bench-import-'));
  const env = { ...process.env, XDG_CACHE_HOME: join(dir, 'cache') };
  const event = join(dir, 'event.yaml');
  const store = join(dir, 'event.db');
  const cli = join(options.root, 'dist', 'cli', 'main.cjs');
  try {
    writeFileSync(event, eventText(join(options.root, 'regulations', 'bermuda-triangle.yaml'), players));
    const times: number[] = [];
    let entries = 0;
    for (let i = 0; i < options.runs; i++) {
      options.progress?.(`import: event import of ${players.toLocaleString('en-US')} players, run ${i + 1} of ${options.runs}`);
      for (const suffix of ['', '-wal', '-shm']) rmSync(store + suffix, { force: true });
      const start = performance.now();
      const r = spawnSync(process.execPath, [cli, 'event', 'import', store, event, '--lang', 'en'], { cwd: options.root, env, encoding: 'utf8' });
      times.push(performance.now() - start);
      if (r.status !== 0) throw new Error(`import: \`reglament event import\` exited ${r.status}: ${r.stderr}`);
      entries = Number(/: (\d+) entries/.exec(r.stdout)?.[1] ?? 0);
    }
    const ms = median(times);
    return {
      ms: round(ms), entries,
      summary: [
        `import   event import, ${players.toLocaleString('en-US')} players + ${Math.min(MAX_TABLES, Math.floor(players / 4))} tables: ${entries.toLocaleString('en-US')} entries in ${round(ms)} ms ` +
          `(whole process, median of ${times.length}; the audit of #21 saw 10 s for 10,000 players)`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
