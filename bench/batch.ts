/**
 * The `batch` section of the benchmark: `reglament score <largest regulation> --hands <file> --json` over 100,000
 * generated hands (the corpus generator's hands with their circumstances, written as a judge would write the lines),
 * as a whole process: start, reading, parsing, scoring and the JSON Lines written. Each run is made twice, in turns:
 * standard output to a file (`> results.jsonl`, as a judge keeps a batch's answers: the main figure), and through a
 * pipe into this process (a reader beside it: on 2 cores that reader takes CPU the batch would have had; the second
 * figure). The output's lines are counted and checked after the timing (the file's) or as they come (the pipe's).
 * The regulation is in the compile cache (an untimed run fills a cache folder of this run). Target: 100,000 hands/s.
 * Input: the package root, the seed, the number of hands and of runs. Output: hands per second of wall time
 * (median run) and the process's CPU time (all its threads; median run: on a loaded machine the wall time is not
 * the program's), for the file and the pipe, with the lines of the readable summary.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatHandLine } from '../cli/index.js';
import { generateCorpus } from '../runtime/index.js';
import { largestRegulation } from './cold-start.js';
import { processPreload, type ProcessPreload } from './process-time.js';
import { median, round } from './timing.js';

/** Hands of the batch run. */
export const BATCH_HANDS = 100_000;
/** The target, hands per second of wall time. */
export const BATCH_TARGET = 100_000;

/** Result of measureBatch. */
export interface BatchResult {
  /** Standard output to a file: hands per second, wall milliseconds (median run). */
  handsPerSecond: number;
  ms: number;
  /** CPU milliseconds of the process (user + system, all threads), median run. */
  cpuMs: number;
  /** The same with standard output read through a pipe by this process. */
  pipeHandsPerSecond: number;
  pipeMs: number;
  pipeCpuMs: number;
  hands: number;
  outputBytes: number;
  /** Lines answered `{"line": n, "error": ...}`: hands the regulation refuses (e.g. hand/impossible). */
  refused: number;
  summary: string[];
}

/** The third byte of an error line, `{"line": ...}` (a hand's object starts `{"hand": ...}`). */
const ERROR_MARK = 'l'.charCodeAt(0);

/** Counts the lines of output given in pieces, and those of them that are error lines. */
function createLineCounter() {
  const counts = { lines: 0, errors: 0, bytes: 0 };
  let markAt = 2; // offset in the next chunk of the third byte of the line being read
  return {
    counts,
    add(chunk: Buffer): void {
      counts.bytes += chunk.length;
      if (markAt < chunk.length && chunk[markAt] === ERROR_MARK) counts.errors++;
      markAt = markAt >= chunk.length ? markAt - chunk.length : Number.POSITIVE_INFINITY;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
        counts.lines++;
        const at = i + 3;
        if (at < chunk.length) {
          if (chunk[at] === ERROR_MARK) counts.errors++;
        } else markAt = at - chunk.length;
      }
    },
  };
}

/** One run: its wall and CPU time, the bytes and lines it printed and how many of those were error lines. */
interface Run {
  ms: number;
  cpu: number;
  bytes: number;
  lines: number;
  errors: number;
}

/**
 * Runs the CLI once, its standard output into `outFile` (counted after the timing) or, without one, through a pipe
 * into this process; resolves to the run. Exit 2 is the contract's answer when some lines were refused (the others
 * were scored): accepted then.
 */
function runOnce(args: readonly string[], root: string, env: NodeJS.ProcessEnv, p: ProcessPreload, outFile?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    writeFileSync(p.cpuFile, '');
    const counter = createLineCounter();
    const out = outFile === undefined ? 'pipe' : openSync(outFile, 'w');
    const start = performance.now();
    const child = spawn(process.execPath, ['--require', p.preload, ...args], { cwd: root, env: { ...env, ...p.env }, stdio: ['ignore', out, 'inherit'] });
    if (typeof out === 'number') closeSync(out); // (the child has its own)
    child.stdout?.on('data', (chunk: Buffer) => counter.add(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - start;
      if (outFile !== undefined) counter.add(readFileSync(outFile));
      const { lines, errors, bytes } = counter.counts;
      const cpu = Number(readFileSync(p.cpuFile, 'utf8').trim());
      if (code !== 0 && !(code === 2 && errors > 0)) reject(new Error(`batch: \`reglament ${args.slice(1).join(' ')}\` exited ${code}`));
      else if (!(cpu > 0)) reject(new Error(`batch: \`reglament ${args.slice(1).join(' ')}\` reported no CPU time`));
      else resolve({ ms, cpu, bytes, lines, errors });
    });
  });
}

/** Times `score --hands` over `hands` generated hands, `runs` times. */
export async function measureBatch(options: { root: string; seed: number; hands?: number; runs: number; progress?: (m: string) => void }): Promise<BatchResult> {
  const { root } = options;
  const hands = options.hands ?? BATCH_HANDS;
  const regulation = largestRegulation(root);
  const dir = mkdtempSync(join(tmpdir(), 'reglament-bench-batch-'));
  const env = { ...process.env, XDG_CACHE_HOME: join(dir, 'cache') };
  const file = join(dir, 'hands.txt');
  const preload = processPreload(dir);
  try {
    writeFileSync(file, generateCorpus(options.seed, hands).map((g) => `${formatHandLine(g.notation, g.options)}\n`).join(''));
    const args = [join(root, 'dist', 'cli', 'main.cjs'), 'score', regulation, '--hands', file, '--json'];
    await runOnce([args[0]!, 'score', regulation, '123m456m789m2m[777z]+2m'], root, env, preload); // fills the compile cache
    const output = join(dir, 'results.jsonl');
    const toFile: Run[] = [];
    const toPipe: Run[] = [];
    for (let i = 0; i < options.runs; i++) {
      options.progress?.(`batch: score --hands, ${hands.toLocaleString('en-US')} hands, run ${i + 1} of ${options.runs} (to a file, then through a pipe)`);
      // In turns, so that both meet the same load.
      for (const [runs, outFile] of [[toFile, output], [toPipe, undefined]] as const) {
        const r = await runOnce(args, root, env, preload, outFile);
        if (r.lines !== hands) throw new Error(`batch: ${r.lines} lines of output for ${hands} hands`);
        if (runs !== toFile && (r.bytes !== toFile[0]!.bytes || r.errors !== toFile[0]!.errors)) {
          throw new Error(`batch: the pipe got ${r.bytes} bytes (${r.errors} refused) where the file got ${toFile[0]!.bytes} (${toFile[0]!.errors})`);
        }
        runs.push(r);
      }
    }
    const figures = (runs: Run[]) => {
      const ms = median(runs.map((r) => r.ms));
      return { ms, handsPerSecond: (hands * 1000) / ms, cpuMs: median(runs.map((r) => r.cpu)) };
    };
    const onFile = figures(toFile);
    const onPipe = figures(toPipe);
    const { bytes, errors: refused } = toFile[0]!;
    const n = (x: number) => Math.round(x).toLocaleString('en-US');
    return {
      handsPerSecond: round(onFile.handsPerSecond), ms: round(onFile.ms), cpuMs: round(onFile.cpuMs),
      pipeHandsPerSecond: round(onPipe.handsPerSecond), pipeMs: round(onPipe.ms), pipeCpuMs: round(onPipe.cpuMs),
      hands, outputBytes: bytes, refused,
      summary: [
        `batch    score --hands ${regulation} --json > file: ${n(hands)} hands in ${round(onFile.ms)} ms = ${n(onFile.handsPerSecond)} hands/s ` +
          `(whole process, median of ${toFile.length}; CPU ${n(onFile.cpuMs)} ms; ${Math.round(bytes / 1e6)} MB of JSON Lines, ${n(refused)} hands refused by the regulation; ` +
          `target ${n(BATCH_TARGET)}: ${onFile.handsPerSecond >= BATCH_TARGET ? 'met' : 'not met'})`,
        `batch    the same through a pipe read by the benchmark: ${round(onPipe.ms)} ms = ${n(onPipe.handsPerSecond)} hands/s (CPU ${n(onPipe.cpuMs)} ms)`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
