/**
 * The `cold` section of the benchmark: whole processes, as a judge or an organizer starts them, against `node -e 0`
 * on the same machine in the same run.
 * - `reglament score <largest regulation> "<hand>" --json`, the regulation already in the compile cache (a folder of
 *   this run: the first, untimed run fills it), target <= 3x the baseline;
 * - `reglament check <largest regulation>`, target <= 4x, three times: unchanged since the last check (answered from
 *   the compile cache, `check`); with `--no-cache` (the whole compile with no cache folder at all, `checkMiss`); and
 *   just edited (`checkEdit`: a copy of the regulation gets another comment line before each run, so its compile
 *   cache entry is stale, as after an organizer's edit, while the cache folder keeps what earlier runs left there);
 * - `reglament --version` and `--help`, target <= 2x.
 * The baseline itself moves with the machine (80-135 ms in one quiet hour), so each run of a command is paired with
 * a run of `node -e 0` right before it, the commands take turns in an order that rotates each round, and a ratio is
 * the median of the pairs' ratios (each pair saw the same load). Each process also reports its own CPU time at exit
 * (a preload given to both sides, `--require`): the CPU ratios move less with the load than the wall ratios.
 * Node 20 reads the certificates of NODE_EXTRA_CA_CERTS at every start, before any script runs: where it names the
 * system's bundle (as on the machines these figures come from) `node -e 0` takes ~80 ms instead of ~26 ms, and a ratio
 * to it says little about a judge's machine, where the variable is not set. The section then measures a second time
 * with the variable removed from every process's environment, baseline and commands alike (`withoutVariables`).
 * Input: the package root, the number of rounds. Output: medians of wall and CPU milliseconds and the ratios, with
 * the lines of the readable summary.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processPreload, timeProcess, type ProcessTime } from './process-time.js';
import { median, round } from './timing.js';

/** Each command's target: at most this many times `node -e 0`. */
export const COLD_TARGETS = { score: 3, check: 4, checkMiss: 4, checkEdit: 4, version: 2, help: 2 } as const;

/** A hand the cold `score` runs (a pung of red dragons, one suit: limit-free, a few items). */
const COLD_HAND = '123m456m789m2m[777z]+2m';

type Command = keyof typeof COLD_TARGETS;
const COMMANDS: readonly Command[] = ['score', 'check', 'checkMiss', 'checkEdit', 'version', 'help'];

/** Result of measureColdStart. */
export interface ColdStartResult {
  nodeBaselineMs: number;
  coldScoreMs: number;
  coldCheckMs: number;
  coldCheckMissMs: number;
  coldCheckEditMs: number;
  coldVersionMs: number;
  coldHelpMs: number;
  /** Each command's wall time over its paired baseline's: the median of the pairs. */
  ratios: Record<Command, number>;
  /** The same in CPU time (user + system of the process, as it reports at exit). */
  cpuRatios: Record<Command, number>;
  /** Median CPU milliseconds of the baseline and of each command. */
  cpuMs: Record<Command | 'baseline', number>;
  regulation: string;
  runs: number;
  /** The environment variables removed from every process's environment for this measurement (none: as it is). */
  withoutVariables: string[];
  summary: string[];
}

/** The largest bundled regulation (by file size), relative to the root. */
export function largestRegulation(root: string): string {
  const files = readdirSync(join(root, 'regulations')).filter((f) => f.endsWith('.yaml'));
  files.sort((a, b) => statSync(join(root, 'regulations', b)).size - statSync(join(root, 'regulations', a)).size);
  return `regulations/${files[0]!}`;
}

/**
 * Times the cold starts: `runs` rounds (after one untimed run of each command); in each round every command runs
 * once right after a run of the baseline, the commands in an order that rotates from round to round.
 */
export function measureColdStart(options: { root: string; runs: number; withoutVariables?: readonly string[]; progress?: (m: string) => void }): ColdStartResult {
  const { root, runs } = options;
  const withoutVariables = [...(options.withoutVariables ?? [])];
  const cli = join(root, 'dist', 'cli', 'main.cjs');
  const regulation = largestRegulation(root);
  const work = mkdtempSync(join(tmpdir(), 'reglament-bench-cold-'));
  const preload = processPreload(work);
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CACHE_HOME: join(work, 'cache'), ...preload.env };
  for (const name of withoutVariables) delete env[name];
  const baseline = ['-e', '0'];
  // The edited copy: the regulation's text and a comment line that changes before each run (untimed).
  const edited = join(work, `edited-${regulation.replace(/^.*\//, '')}`);
  const text = readFileSync(join(root, regulation), 'utf8');
  let edits = 0;
  const edit = () => writeFileSync(edited, `${text}\n# edit ${++edits}\n`);
  edit();
  const commands: Record<Command, readonly string[]> = {
    score: [cli, 'score', regulation, COLD_HAND, '--json'],
    check: [cli, 'check', regulation],
    checkMiss: [cli, 'check', regulation, '--no-cache'],
    checkEdit: [cli, 'check', edited],
    version: [cli, '--version'],
    help: [cli, '--help'],
  };
  const without = withoutVariables.length === 0 ? '' : ` without ${withoutVariables.join(', ')}`;
  const label = without === '' ? '' : `[${without.trim()}] `;
  const pairs: Record<Command, Array<{ base: ProcessTime; command: ProcessTime }>> = { score: [], check: [], checkMiss: [], checkEdit: [], version: [], help: [] };
  const run = (args: readonly string[]) => timeProcess('cold start', args, root, env, preload);
  try {
    for (const args of [baseline, ...Object.values(commands)]) run(args); // warms the disk cache, fills the compile cache
    options.progress?.(`cold start${without}: ${runs} rounds of each command, each run right after one of \`node -e 0\``);
    for (let i = 0; i < runs; i++) {
      for (let k = 0; k < COMMANDS.length; k++) {
        const name = COMMANDS[(i + k) % COMMANDS.length]!;
        if (name === 'checkEdit') edit();
        const base = run(baseline);
        pairs[name].push({ base, command: run(commands[name]) });
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const all = COMMANDS.flatMap((name) => pairs[name].map((p) => p.base));
  const base = median(all.map((t) => t.wall));
  const ms = (name: Command) => round(median(pairs[name].map((p) => p.command.wall)));
  const ratioOf = (name: Command, kind: 'wall' | 'cpu') => Number(median(pairs[name].map((p) => p.command[kind] / p.base[kind])).toFixed(2));
  const each = <T>(f: (name: Command) => T) => Object.fromEntries(COMMANDS.map((name) => [name, f(name)])) as Record<Command, T>;
  const ratios = each((name) => ratioOf(name, 'wall'));
  const cpuRatios = each((name) => ratioOf(name, 'cpu'));
  const cpuMs = { baseline: round(median(all.map((t) => t.cpu))), ...each((name) => round(median(pairs[name].map((p) => p.command.cpu)))) };
  const line = (name: Command, what: string) =>
    `cold     ${label}${what}: ${ms(name)} ms = ${ratios[name]}x node -e 0 (target <= ${COLD_TARGETS[name]}x: ${ratios[name] <= COLD_TARGETS[name] ? 'met' : 'not met'}); CPU ${cpuMs[name]} ms = ${cpuRatios[name]}x`;
  return {
    nodeBaselineMs: round(base), coldScoreMs: ms('score'), coldCheckMs: ms('check'), coldCheckMissMs: ms('checkMiss'), coldCheckEditMs: ms('checkEdit'), coldVersionMs: ms('version'), coldHelpMs: ms('help'),
    ratios, cpuRatios, cpuMs, regulation, runs, withoutVariables,
    summary: [
      `cold     ${label}node -e 0: ${round(base)} ms, CPU ${cpuMs.baseline} ms (medians of ${all.length} runs, each right before one of a command's; ratios: medians of the pairs)`,
      line('score', `score ${regulation} (compile cache filled)`),
      line('check', `check ${regulation} (unchanged: from the compile cache)`),
      line('checkMiss', `check ${regulation} --no-cache (the whole compile, no cache folder)`),
      line('checkEdit', `check ${regulation} just edited (compile cache entry stale)`),
      line('version', '--version'),
      line('help', '--help'),
    ],
  };
}
