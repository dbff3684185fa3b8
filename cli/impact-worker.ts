/**
 * A worker thread of `impact --generate` (cli/impact-threads.ts): compiles the two regulations' scorers once, then
 * for each batch of generated hands it is sent, parses, scores and compares them and answers with the batch's tally.
 * Bundled as dist/cli/impact-worker.js (scripts/bundle-cli.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compileScorer, createImpactTally, impactHandOf, impactSettingsOf, tallyImpactHand } from '../runtime/index.js';
import { handsOfBatch, type ImpactBatch, type ImpactBatchTally, type ImpactWorkerData } from './impact-threads.js';

const data = workerData as ImpactWorkerData;
const settings = impactSettingsOf(compileScorer(data.oldIr), compileScorer(data.newIr), { examples: data.examples, maxFailures: data.maxFailures });

parentPort!.on('message', (m: ImpactBatch) => {
  const tally = createImpactTally(true);
  const hands = handsOfBatch(m);
  for (let i = 0; i < hands.length; i++) tallyImpactHand(tally, settings, impactHandOf(hands[i]!), m.first + i);
  parentPort!.postMessage({ batch: m.batch, tally } satisfies ImpactBatchTally);
});
