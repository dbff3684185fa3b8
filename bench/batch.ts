/**
 * The `batch` section of the benchmark: `reglament score <largest regulation> --hands <file> --json` over 100,000
 * generated hands (the corpus generator's hands with their circumstances, written as a judge would write the lines),
 * as a whole process: start, reading, parsing, scoring and the JSON Lines read by this process through a pipe.
 * The regulation is in the compile cache (an untimed run fills a cache folder of this run). Target: 100,000 hands/s.
 * Input: the package root, the seed, the number of hands and of runs. Output: hands per second of wall time
 * (median run) and the process's CPU time (all its threads; median run: on a loaded machine the wall time is not
 * the program's), with the lines of the readable summary.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  handsPerSecond: number;
  ms: number;
  /** CPU milliseconds of the process (user + system, all threads), median run. */
  cpuMs: number;
  hands: number;
  outputBytes: number;
  /** Lines answered `{"line": n, "error": ...}`: hands the regulation refuses (e.g. hand/impossible). */
  refused: number;
  summary: string[];
}

/** The third byte of an error line, `{"line": ...}` (a hand's object starts `{"hand": ...}`). */
const ERROR_MARK = 'l'.charCodeAt(0);

/**
 * Runs the CLI once; resolves to its wall and CPU time, the bytes and lines it printed and how many of those were
 * error lines. Exit 2 is the contract's answer when some lines were refused (the others were scored): accepted then.
 */
function runOnce(args: readonly string[], root: string, env: NodeJS.ProcessEnv, p: ProcessPreload): Promise<{ ms: number; cpu: number; bytes: number; lines: number; errors: number }> {
  return new Promise((resolve, reject) => {
    writeFileSync(p.cpuFile, '');
    const start = performance.now();
    const child = spawn(process.execPath, ['--require', p.preload, ...args], { cwd: root, env: { ...env, ...p.env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let bytes = 0;
    let lines = 0;
    let errors = 0;
    let markAt = 2; // offset in the next chunk of the third byte of the line being read
    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (markAt < chunk.length && chunk[markAt] === ERROR_MARK) errors++;
      markAt = markAt >= chunk.length ? markAt - chunk.length : Number.POSITIVE_INFINITY;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
        lines++;
        const at = i + 3;
        if (at < chunk.length) {
          if (chunk[at] === ERROR_MARK) errors++;
        } else markAt = at - chunk.length;
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - start;
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
    const args = [join(root, 'dist', 'cli', 'main.js'), 'score', regulation, '--hands', file, '--json'];
    await runOnce([args[0]!, 'score', regulation, '123m456m789m2m[777z]+2m'], root, env, preload); // fills the compile cache
    const times: number[] = [];
    const cpus: number[] = [];
    let bytes = 0;
    let refused = 0;
    for (let i = 0; i < options.runs; i++) {
      options.progress?.(`batch: score --hands, ${hands.toLocaleString('en-US')} hands, run ${i + 1} of ${options.runs}`);
      const r = await runOnce(args, root, env, preload);
      if (r.lines !== hands) throw new Error(`batch: ${r.lines} lines of output for ${hands} hands`);
      times.push(r.ms);
      cpus.push(r.cpu);
      bytes = r.bytes;
      refused = r.errors;
    }
    const ms = median(times);
    const handsPerSecond = (hands * 1000) / ms;
    return {
      handsPerSecond: round(handsPerSecond), ms: round(ms), cpuMs: round(median(cpus)), hands, outputBytes: bytes, refused,
      summary: [
        `batch    score --hands ${regulation} --json: ${hands.toLocaleString('en-US')} hands in ${round(ms)} ms = ${Math.round(handsPerSecond).toLocaleString('en-US')} hands/s ` +
          `(whole process, median of ${times.length}; CPU ${Math.round(median(cpus)).toLocaleString('en-US')} ms; ${Math.round(bytes / 1e6)} MB of JSON Lines, ${refused.toLocaleString('en-US')} hands refused by the regulation; ` +
          `target ${BATCH_TARGET.toLocaleString('en-US')}: ${handsPerSecond >= BATCH_TARGET ? 'met' : 'not met'})`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
