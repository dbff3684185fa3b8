/**
 * `impact --generate N` over worker threads: this thread draws the seeded hands (the generator is one random stream,
 * so it stays in one place) and hands them out in batches, each hand as the parts of its notation in a few bytes
 * (runtime/impact/hand-batch.ts); each worker (cli/impact-worker.ts) reads, scores under both regulations and
 * compares its batches, keeping one tally over all of them; what depends on the order of the hands (the differences
 * fed to the histogram, the first failures) comes back with each batch and is merged in the order of the hands, the
 * rest (counts, rules, best examples) once at the end (mergeImpactTally), so the report is the one a single thread
 * gives, byte for byte. With free cores the hands are scored side by side (the wall time of `impact`; figures in
 * docs/benchmarks.md).
 * Input: the two compiled regulations, the seed and count, the number of workers. Output: the ImpactReport.
 * The worker is a file of its own beside the command line (dist/cli/impact-worker.cjs); run from the sources (the
 * tests), there is none and the impact runs in this thread.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  HandBatchWriter, createImpactTally, generateImpactParts, impactReportOf, mergeImpactTally, regulationChangesOf,
  type GeneratedParts, type ImpactProgress, type ImpactReport, type ImpactTally, type RegulationIR, type WinOptions,
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
 * A batch for a worker: the hands' parts as bytes (HandBatchWriter: no notation is written here and parsed there),
 * which circumstances each hand has (an index into the run's list of distinct circumstances: copying an object of
 * circumstances per hand to the worker cost more than scoring half the hand), the circumstances first met since the
 * worker's last batch (appended to its list), and the index of the first hand among all the hands.
 */
export interface ImpactBatch {
  batch: number;
  first: number;
  hands: Uint8Array;
  newOptions: WinOptions[];
  optionsOf: Uint16Array;
}

/** What the thread that draws the hands sends a worker: a batch, or the end of the run (answered with the worker's tally). */
export type ImpactWorkerMessage = { kind: 'batch'; batch: ImpactBatch } | { kind: 'end' };

/** The run's distinct circumstances, numbered in the order met (a few hundred over a million hands). */
class OptionsTable {
  readonly list: WinOptions[] = [];
  private readonly known = new Map<WinOptions, number>();

  /** The number of the circumstances (the generator shares one object among the hands that drew the same ones). */
  indexOf(o: WinOptions): number {
    let k = this.known.get(o);
    if (k === undefined) {
      k = this.list.length;
      this.known.set(o, k);
      this.list.push(o);
    }
    return k;
  }
}

/** A batch of the next `size` generated hands; `sent`: how many of the table's circumstances the worker has. */
function nextBatch(draws: Iterator<GeneratedParts>, table: OptionsTable, sent: number, batch: number, first: number, size: number): ImpactBatch {
  const hands = new HandBatchWriter(size);
  const optionsOf = new Uint16Array(size);
  for (let i = 0; i < size; i++) {
    const g = draws.next().value!;
    hands.write(g);
    optionsOf[i] = table.indexOf(g.options);
  }
  return { batch, first, hands: hands.bytes.subarray(0, hands.length), newOptions: table.list.slice(sent), optionsOf };
}

/**
 * A worker's answers: for each batch, the part of its tally that must be merged in the order of the hands (the hands
 * seen, the differences of the changed hands, the failures); at the end, the rest of its tally over all its batches
 * (counts, rules, its best examples), which adds up in any order.
 */
export type ImpactWorkerAnswer = { kind: 'batch'; batch: number; tally: ImpactTally } | { kind: 'end'; tally: ImpactTally };

/** The worker's file beside the command line (from a chunk of the bundle, one folder up), or undefined. */
export function impactWorkerFile(): string | undefined {
  for (const relative of ['./impact-worker.cjs', '../impact-worker.cjs']) {
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
  // Batches sent to each worker and not answered yet; the workers' tallies at the end.
  const inFlight = workers.map(() => 0);
  const ends: ImpactTally[] = [];
  workers.forEach((w, wi) => {
    w.on('message', (m: ImpactWorkerAnswer) => {
      if (m.kind === 'end') ends.push(m.tally);
      else {
        answers.set(m.batch, m.tally);
        inFlight[wi]!--;
      }
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
  /** Waits for an answer, then merges the batches that continue the hands merged so far. */
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
    const draws = generateImpactParts(seed, count);
    const table = new OptionsTable();
    // How many of the table's circumstances each worker has been sent.
    const sent = workers.map(() => 0);
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
      const b = nextBatch(draws, table, sent[to]!, batch, first, size);
      sent[to] = table.list.length;
      workers[to]!.postMessage({ kind: 'batch', batch: b } satisfies ImpactWorkerMessage, [b.hands.buffer as ArrayBuffer, b.optionsOf.buffer as ArrayBuffer]);
      inFlight[to]!++;
      first += size;
    }
    while (merged < batch) await nextAnswer();
    for (const w of workers) w.postMessage({ kind: 'end' } satisfies ImpactWorkerMessage);
    while (ends.length < workers.length) await nextAnswer();
    // The rest of the workers' tallies: sums, and the best examples ranked by their hands' indexes (any order).
    for (const t of ends) mergeImpactTally(tally, t, data.examples, data.maxFailures);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return impactReportOf(tally, regulationChangesOf(oldIr, newIr));
}
