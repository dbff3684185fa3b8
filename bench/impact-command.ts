/**
 * The wall time of `reglament impact --generate` as a user runs it: the built command line (dist/cli/main.js) as a
 * whole process, its regulations in a compile cache of the run, with its default worker threads (one per core) and,
 * in turns with it, with `--threads 1`; the same report from both is checked. On a machine whose cores are busy
 * with other jobs the threads have nothing to run on: read the figures with the load average.
 * Input: the package root, the seed, the hands (default IMPACT_SAMPLE) and the runs of each (the median is kept).
 * Output: seconds per million hands of both, the threads used, and the lines of the readable summary.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { IMPACT_REGULATIONS, IMPACT_SAMPLE, IMPACT_TARGET_SECONDS } from './impact.js';
import { median, round } from './timing.js';

/** Result of measureImpactCommand. */
export interface ImpactCommandResult {
  hands: number;
  /** Worker threads of the default run (one per core). */
  threads: number;
  /** Seconds per 1,000,000 hands (projected from `hands`): the default run, and `--threads 1`. */
  millionSeconds: number;
  oneThreadMillionSeconds: number;
  summary: string[];
}

/** Times `impact --generate` with the default threads and with one, in turns, `runs` times each. */
export function measureImpactCommand(o: { root: string; seed: number; hands?: number; runs: number; progress?: (m: string) => void }): ImpactCommandResult {
  const hands = o.hands ?? IMPACT_SAMPLE;
  const dir = mkdtempSync(join(tmpdir(), 'reglament-bench-impact-'));
  const env = { ...process.env, XDG_CACHE_HOME: join(dir, 'cache') };
  const args = [join(o.root, 'dist', 'cli', 'main.js'), 'impact', ...IMPACT_REGULATIONS, '--seed', String(o.seed), '--format', 'json'];
  const run = (n: number, threads: string[]): { ms: number; out: string } => {
    const start = performance.now();
    const r = spawnSync(process.execPath, [...args, '--generate', String(n), ...threads], { cwd: o.root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const ms = performance.now() - start;
    if (r.status !== 0) throw new Error(`impact: the command exited ${r.status}: ${r.stderr}`);
    return { ms, out: r.stdout };
  };
  try {
    run(1000, ['--threads', '1']); // fills the compile cache, untimed
    o.progress?.(`impact: the command, ${hands.toLocaleString('en-US')} generated hands, default threads and --threads 1 in turns`);
    const threaded: number[] = [];
    const single: number[] = [];
    for (let i = 0; i < o.runs; i++) {
      const a = run(hands, []);
      const b = run(hands, ['--threads', '1']);
      if (a.out !== b.out) throw new Error('impact: the report with worker threads differs from the report of one thread');
      threaded.push(a.ms);
      single.push(b.ms);
    }
    const perMillion = (ms: number) => round((ms / 1000) * (1_000_000 / hands));
    const millionSeconds = perMillion(median(threaded));
    const oneThreadMillionSeconds = perMillion(median(single));
    // The command's default (cli/impact-threads.ts defaultImpactThreads; the bench does not import cli/).
    const threads = hands >= 100_000 ? availableParallelism() : 1;
    return {
      hands, threads, millionSeconds, oneThreadMillionSeconds,
      summary: [
        `         the command (whole process, wall time, median of ${o.runs}): ${threads} worker thread(s) ${millionSeconds} s, one thread ` +
          `${oneThreadMillionSeconds} s per 1,000,000 hands (projected from ${hands.toLocaleString('en-US')}) — target < ${IMPACT_TARGET_SECONDS} s: ` +
          `${millionSeconds < IMPACT_TARGET_SECONDS ? 'met' : 'not met'}`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
