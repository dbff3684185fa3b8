/**
 * The impact report's computation in a worker thread, off the desk's event loop (issue #21, Medium 8): the desk
 * answers other requests while up to 20,000 hands are scored twice. Input (workerData): the two regulations' IR,
 * the seed and the number of generated hands. Output: one message, `{report}` or `{error}`; then the thread ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compileScorer, generateImpactCorpus, runImpact, type RegulationIR } from '../../runtime/index.js';

/** What the desk gives the worker. */
export interface ImpactJob {
  old: RegulationIR;
  new: RegulationIR;
  seed: number;
  count: number;
}

const job = workerData as ImpactJob;
try {
  const report = runImpact(compileScorer(job.old), compileScorer(job.new), generateImpactCorpus(job.seed, job.count));
  parentPort!.postMessage({ report });
} catch (e) {
  parentPort!.postMessage({ error: e instanceof Error ? e.message : String(e) });
}
