/**
 * `impact --generate N` over worker threads: this thread draws the seeded hands (the generator is one random stream,
 * so it stays in one place) and hands them out in batches; each worker (cli/impact-worker.ts) parses, scores under
 * both regulations and compares its batches; the batches' tallies are merged in the order of the hands
 * (mergeImpactTally), so the report is the one a single thread gives, byte for byte. With free cores the hands are
 * scored side by side (the wall time of `impact`; figures in docs/benchmarks.md).
 * Input: the two compiled regulations, the seed and count, the number of workers. Output: the ImpactReport.
 * The worker is a file of its own beside the command line (dist/cli/impact-worker.js); run from the sources (the
 * tests), there is none and the impact runs in this thread.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  createImpactTally, generateImpactDraws, impactReportOf, mergeImpactTally, regulationChangesOf,
  type GeneratedHand, type ImpactProgress, type ImpactReport, type ImpactTally, type RegulationIR, type WinOptions,
} from '../runtime/index.js';

/** Below this many generated hands, starting workers costs more than it spares: one thread. */
export const THREADED_MIN_HANDS = 100_000;
/** Hands per batch handed to a worker. */
const BATCH_HANDS = 2_000;
/** Batches given to each worker ahead of its answers (so that none waits for the next while this thread draws). */
const AHEAD = 3;

/** What a worker is started with. */
export interface ImpactWorkerData {
  oldIr: RegulationIR;
  newIr: RegulationIR;
  examples: number;
  maxFailures: number;
}

/**
 * A batch for a worker: the hands' notations (one a line), the distinct circumstances of the batch and which of them
 * each hand has (copying an object of circumstances per hand to the worker cost more than scoring half the hand),
 * and the index of the first hand among all the hands.
 */
export interface ImpactBatch {
  batch: number;
  first: number;
  notations: string;
  options: WinOptions[];
  optionsOf: Uint16Array;
}

/** The hands of a batch as the generator wrote them. */
export function handsOfBatch(b: ImpactBatch): Array<Omit<GeneratedHand, 'args'>> {
  return b.notations.split('\n').map((notation, i) => ({ notation, options: b.options[b.optionsOf[i]!]! }));
}

/** A batch of the next `size` generated hands. */
function nextBatch(draws: Iterator<Omit<GeneratedHand, 'args'>>, batch: number, first: number, size: number): ImpactBatch {
  const notations: string[] = [];
  const options: WinOptions[] = [];
  const optionsOf = new Uint16Array(size);
  const known = new Map<WinOptions, number>();
  for (let i = 0; i < size; i++) {
    const g = draws.next().value!;
    notations.push(g.notation);
    // The generator shares one object among the hands with the same circumstances (a few hundred distinct ones):
    // found by the object (a text of its values per hand was a third of this thread's time).
    let k = known.get(g.options);
    if (k === undefined) {
      k = options.length;
      known.set(g.options, k);
      options.push(g.options);
    }
    optionsOf[i] = k;
  }
  return { batch, first, notations: notations.join('\n'), options, optionsOf };
}

/** A worker's answer: the tally of one batch. */
export interface ImpactBatchTally {
  batch: number;
  tally: ImpactTally;
}

/** The worker's file beside the command line (from a chunk of the bundle, one folder up), or undefined. */
export function impactWorkerFile(): string | undefined {
  for (const relative of ['./impact-worker.js', '../impact-worker.js']) {
    const file = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** The workers an impact over `count` generated hands uses by default: one per core for a large run, else none (1). */
export function defaultImpactThreads(count: number): number {
  return count >= THREADED_MIN_HANDS ? availableParallelism() : 1;
}

/** The index of the smallest count (the first of equal ones). */
function leastBusy(counts: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < counts.length; i++) if (counts[i]! < counts[best]!) best = i;
  return best;
}

/** Runs the impact of generated hands on `threads` worker threads (see the file's comment). */
export async function runImpactOnThreads(
  workerFile: string, oldIr: RegulationIR, newIr: RegulationIR, seed: number, count: number, threads: number,
  onProgress: ImpactProgress | undefined, options: { examples: number; maxFailures?: number },
): Promise<ImpactReport> {
  const data: ImpactWorkerData = { oldIr, newIr, examples: options.examples, maxFailures: options.maxFailures ?? 20 };
  const workers = Array.from({ length: threads }, () => new Worker(workerFile, { workerData: data }));
  const tally = createImpactTally();
  const answers = new Map<number, ImpactTally>();
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  // Batches sent to each worker and not answered yet.
  const inFlight = workers.map(() => 0);
  workers.forEach((w, wi) => {
    w.on('message', (m: ImpactBatchTally) => {
      answers.set(m.batch, m.tally);
      inFlight[wi]!--;
      wake?.();
    });
    w.on('error', (e) => {
      failure ??= e;
      wake?.();
    });
    w.on('exit', (code) => {
      if (code !== 0) failure ??= new Error(`an impact worker stopped with code ${code}`);
      wake?.();
    });
  });
  let merged = 0;
  /** Waits for an answer, then merges the answers that continue the hands merged so far. */
  const nextAnswer = async () => {
    if (failure === undefined) await new Promise<void>((resolve) => { wake = resolve; });
    if (failure !== undefined) throw failure;
    for (let t = answers.get(merged); t !== undefined; t = answers.get(merged)) {
      answers.delete(merged++);
      mergeImpactTally(tally, t, data.examples, data.maxFailures);
      onProgress?.(tally.seen);
    }
  };
  try {
    const draws = generateImpactDraws(seed, count);
    let batch = 0;
    for (let first = 0; first < count; batch++) {
      // The next batch goes to the worker with the fewest batches waiting (in turn, a worker that the machine gives
      // less time would hold batches while another one waited for work).
      let to = leastBusy(inFlight);
      while (inFlight[to]! >= AHEAD) {
        await nextAnswer();
        to = leastBusy(inFlight);
      }
      const size = Math.min(BATCH_HANDS, count - first);
      workers[to]!.postMessage(nextBatch(draws, batch, first, size));
      inFlight[to]!++;
      first += size;
    }
    while (merged < batch) await nextAnswer();
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return impactReportOf(tally, regulationChangesOf(oldIr, newIr));
}
