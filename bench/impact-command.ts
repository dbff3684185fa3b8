/**
 * The time of `reglament impact --generate` as a user runs it, which is what the target speaks of: the built command
 * line (dist/cli/main.cjs) as a whole process over the whole million hands (IMPACT_COMMAND_HANDS), its regulations in
 * a compile cache of the run, with its default threads (`runs` runs, the median kept) and, in turns with the first of
 * them, with `--threads 1` (`oneThreadRuns` runs, fewer: a one-thread million takes longer); the reports of both are
 * checked to be the same bytes. Each process's CPU time (all its threads) is taken at its exit (bench/process-time.ts):
 * on a machine whose cores are busy with other jobs the threads have nothing to run on, and the CPU figure moves less
 * than the wall time: read both with the load average.
 * `REGLAMENT_BENCH_IMPACT_COMMAND_HANDS` sets a smaller run for a quick look: the figures are then projected to a
 * million (`millionMeasured` false), and a projection from a smaller run counts each thread's start and warm-up once
 * per part of the million instead of once.
 * Input: the package root, the seed, the hands and runs. Output: wall and CPU seconds per million hands of both, the
 * threads used, and the lines of the readable summary.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPACT_REGULATIONS, IMPACT_TARGET_SECONDS } from './impact.js';
import { processPreload, timeProcess, type ProcessTime } from './process-time.js';
import { median, round } from './timing.js';

/** The hands of the timed runs: the target's million. */
export const IMPACT_COMMAND_HANDS = 1_000_000;

/** Result of measureImpactCommand. */
export interface ImpactCommandResult {
  hands: number;
  /** Whether the runs went over the whole million (false: the figures are projected from `hands`). */
  millionMeasured: boolean;
  /** Threads of the default run (one per core). */
  threads: number;
  /** Seconds per 1,000,000 hands, wall time: the default run (median of `runs`), and `--threads 1` (median of `oneThreadRuns`). */
  millionSeconds: number;
  oneThreadMillionSeconds: number;
  /** CPU seconds (user + system, every thread of the process) per 1,000,000 hands: the medians of the same runs. */
  cpuMillionSeconds: number;
  oneThreadCpuMillionSeconds: number;
  runs: number;
  oneThreadRuns: number;
  summary: string[];
}

/** The hands: the option, else the environment override, else IMPACT_COMMAND_HANDS. */
function handsOf(option: number | undefined): number {
  if (option !== undefined) return option;
  const env = Number(process.env.REGLAMENT_BENCH_IMPACT_COMMAND_HANDS);
  return Number.isSafeInteger(env) && env > 0 ? env : IMPACT_COMMAND_HANDS;
}

/** Times `impact --generate` with the default threads `runs` times and with `--threads 1` `oneThreadRuns` times, in turns. */
export function measureImpactCommand(o: {
  root: string; seed: number; hands?: number; runs: number; oneThreadRuns: number; progress?: (m: string) => void;
}): ImpactCommandResult {
  const hands = handsOf(o.hands);
  const dir = mkdtempSync(join(tmpdir(), 'reglament-bench-impact-'));
  const preload = processPreload(dir);
  const env = { ...process.env, XDG_CACHE_HOME: join(dir, 'cache'), ...preload.env };
  const args = [join(o.root, 'dist', 'cli', 'main.cjs'), 'impact', ...IMPACT_REGULATIONS, '--seed', String(o.seed), '--format', 'json'];
  const run = (n: number, threads: string[]): ProcessTime => timeProcess('impact', [...args, '--generate', String(n), ...threads], o.root, env, preload, true);
  try {
    run(1000, ['--threads', '1']); // fills the compile cache, untimed
    const fmt = (n: number) => n.toLocaleString('en-US');
    o.progress?.(`impact: the command over ${fmt(hands)} generated hands, ${o.runs} runs with the default threads and ${o.oneThreadRuns} with --threads 1, in turns`);
    const threaded: ProcessTime[] = [];
    const single: ProcessTime[] = [];
    for (let i = 0; i < Math.max(o.runs, o.oneThreadRuns); i++) {
      if (i < o.runs) threaded.push(run(hands, []));
      if (i < o.oneThreadRuns) single.push(run(hands, ['--threads', '1']));
    }
    const outputs = new Set([...threaded, ...single].map((t) => t.stdout));
    if (outputs.size !== 1) throw new Error('impact: the reports of the runs differ (threads or runs)');
    const perMillion = (times: ProcessTime[], kind: 'wall' | 'cpu') => round((median(times.map((t) => t[kind])) / 1000) * (1_000_000 / hands));
    // The command's default (cli/impact-threads.ts defaultImpactThreads; the bench does not import cli/).
    const threads = hands >= 100_000 ? availableParallelism() : 1;
    const millionMeasured = hands >= 1_000_000;
    const r = {
      millionSeconds: perMillion(threaded, 'wall'), cpuMillionSeconds: perMillion(threaded, 'cpu'),
      oneThreadMillionSeconds: perMillion(single, 'wall'), oneThreadCpuMillionSeconds: perMillion(single, 'cpu'),
    };
    const how = millionMeasured ? `measured over ${fmt(hands)} hands` : `projected from ${fmt(hands)} hands`;
    return {
      hands, millionMeasured, threads, ...r, runs: o.runs, oneThreadRuns: o.oneThreadRuns,
      summary: [
        `         the command, whole process, 1,000,000 hands ${millionMeasured ? '(measured)' : `(projected from ${fmt(hands)})`}: ` +
          `${threads} thread(s) ${r.millionSeconds} s wall (median of ${o.runs}), ${r.cpuMillionSeconds} s CPU — target < ${IMPACT_TARGET_SECONDS} s: ` +
          `${r.millionSeconds < IMPACT_TARGET_SECONDS ? 'met' : 'not met'}`,
        `         the command with --threads 1 (${how}, median of ${o.oneThreadRuns}): ${r.oneThreadMillionSeconds} s wall, ${r.oneThreadCpuMillionSeconds} s CPU`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
