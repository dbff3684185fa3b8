/**
 * A worker thread of `impact --generate` (cli/impact-threads.ts): compiles the two regulations' scorers once and
 * scores their test hands (warmScorer: the rare hands' code gets type feedback before V8 optimizes the scorer), then
 * for each batch of generated hands it is sent reads, scores and compares them into one tally over all its batches.
 * It answers each batch with the part of the tally that is merged in the order of the hands (the hands seen, the
 * differences, the failures), and the end of the run with the rest.
 * Bundled as dist/cli/impact-worker.cjs (scripts/bundle-cli.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  createImpactTally, generatedImpactHand, impactSettingsOf, readHandBatch, scorerOf, tallyImpactHand, warmScorer, type ImpactTally, type WinOptions,
} from '../runtime/index.js';
import type { ImpactWorkerAnswer, ImpactWorkerData, ImpactWorkerMessage } from './impact-threads.js';

const data = workerData as ImpactWorkerData;
warmScorer(data.oldIr);
warmScorer(data.newIr);
const settings = impactSettingsOf(scorerOf(data.oldIr), scorerOf(data.newIr), { examples: data.examples, maxFailures: data.maxFailures });
const tally = createImpactTally(true);
const options: WinOptions[] = [];

/** The part of the tally since the last one taken that must be merged in order; the tally keeps the rest. */
function takeOrderedPart(seenBefore: number): ImpactTally {
  const part = createImpactTally(true);
  part.seen = tally.seen - seenBefore;
  part.deltas = tally.deltas;
  part.failures = tally.failures;
  tally.deltas = [];
  tally.failures = [];
  return part;
}

parentPort!.on('message', (m: ImpactWorkerMessage) => {
  if (m.kind === 'end') {
    // (The hands seen, differences and failures went with the batches.)
    parentPort!.postMessage({ kind: 'end', tally: { ...tally, seen: 0, deltas: null, failures: [] } } satisfies ImpactWorkerAnswer);
    return;
  }
  const b = m.batch;
  const seenBefore = tally.seen;
  for (const o of b.newOptions) options.push(o);
  readHandBatch(b.hands, (hand, i) => tallyImpactHand(tally, settings, generatedImpactHand(hand, options[b.optionsOf[i]!]!), b.first + i));
  parentPort!.postMessage({ kind: 'batch', batch: b.batch, tally: takeOrderedPart(seenBefore) } satisfies ImpactWorkerAnswer);
});
