/**
 * The `cold` section of the benchmark: whole processes, as a judge or an organizer starts them, against `node -e 0`
 * on the same machine in the same run. Each command and the baseline take turns (A B A B ...), so that a change in
 * the machine's load reaches both; the medians and the ratio of the medians are reported.
 * - `reglament score <largest regulation> "<hand>" --json`, the regulation already in the compile cache (a folder of
 *   this run: the first, untimed run fills it), target <= 3x the baseline;
 * - `reglament check <largest regulation>` (check always compiles), target <= 4x;
 * - `reglament --version` and `--help`, target <= 2x.
 * Input: the package root, the number of runs. Output: milliseconds (median wall time) and ratios, with the lines of
 * the readable summary.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, round } from './timing.js';

/** Each command's target: at most this many times `node -e 0`. */
export const COLD_TARGETS = { score: 3, check: 4, version: 2, help: 2 } as const;

/** A hand the cold `score` runs (a pung of red dragons, one suit: limit-free, a few items). */
const COLD_HAND = '123m456m789m2m[777z]+2m';

/** Result of measureColdStart. */
export interface ColdStartResult {
  nodeBaselineMs: number;
  coldScoreMs: number;
  coldCheckMs: number;
  coldVersionMs: number;
  coldHelpMs: number;
  /** Each command's median over the baseline's median. */
  ratios: { score: number; check: number; version: number; help: number };
  regulation: string;
  runs: number;
  summary: string[];
}

/** The largest bundled regulation (by file size), relative to the root. */
export function largestRegulation(root: string): string {
  const files = readdirSync(join(root, 'regulations')).filter((f) => f.endsWith('.yaml'));
  files.sort((a, b) => statSync(join(root, 'regulations', b)).size - statSync(join(root, 'regulations', a)).size);
  return `regulations/${files[0]!}`;
}

/** Runs a process to its end; its wall time in ms; throws if it fails. */
function timeProcess(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): number {
  const start = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - start;
  if (r.status !== 0) throw new Error(`cold start: \`node ${args.join(' ')}\` exited ${r.status ?? r.signal}: ${r.stderr}`);
  return ms;
}

/** Times the cold starts, `runs` of each (after one untimed run of each). */
export function measureColdStart(options: { root: string; runs: number; progress?: (m: string) => void }): ColdStartResult {
  const { root, runs } = options;
  const cli = join(root, 'dist', 'cli', 'main.js');
  const regulation = largestRegulation(root);
  const cacheHome = mkdtempSync(join(tmpdir(), 'reglament-bench-cache-'));
  const env = { ...process.env, XDG_CACHE_HOME: cacheHome };
  const commands = {
    baseline: ['-e', '0'],
    score: [cli, 'score', regulation, COLD_HAND, '--json'],
    check: [cli, 'check', regulation],
    version: [cli, '--version'],
    help: [cli, '--help'],
  } as const;
  const times: Record<keyof typeof commands, number[]> = { baseline: [], score: [], check: [], version: [], help: [] };
  try {
    for (const args of Object.values(commands)) timeProcess(args, root, env); // warms the disk cache, fills the compile cache
    options.progress?.(`cold start: ${runs} runs of each command, taking turns with \`node -e 0\``);
    for (let i = 0; i < runs; i++) {
      for (const name of ['score', 'check', 'version', 'help'] as const) {
        times.baseline.push(timeProcess(commands.baseline, root, env));
        times[name].push(timeProcess(commands[name], root, env));
      }
    }
  } finally {
    rmSync(cacheHome, { recursive: true, force: true });
  }
  const base = median(times.baseline);
  const ms = (name: keyof typeof commands) => round(median(times[name]));
  const ratio = (name: keyof typeof COLD_TARGETS) => Number((median(times[name]) / base).toFixed(2));
  const ratios = { score: ratio('score'), check: ratio('check'), version: ratio('version'), help: ratio('help') };
  const line = (name: keyof typeof COLD_TARGETS, what: string) =>
    `cold     ${what}: ${ms(name)} ms = ${ratios[name]}x node -e 0 (target <= ${COLD_TARGETS[name]}x: ${ratios[name] <= COLD_TARGETS[name] ? 'met' : 'not met'})`;
  return {
    nodeBaselineMs: round(base), coldScoreMs: ms('score'), coldCheckMs: ms('check'), coldVersionMs: ms('version'), coldHelpMs: ms('help'),
    ratios, regulation, runs,
    summary: [
      `cold     node -e 0: ${round(base)} ms (median of ${times.baseline.length} runs, each beside one of a command's)`,
      line('score', `score ${regulation} (compile cache filled)`),
      line('check', `check ${regulation}`),
      line('version', '--version'),
      line('help', '--help'),
    ],
  };
}
