/**
 * The MCR section of the benchmark: parse + score of MCR hands (the 3,000 conformance hands of
 * test/data/conformance/mcr/, cycled to the corpus size) under regulations/mcr-2006.yaml, on one core, with the
 * fans' principles applied. Input: the package root and the pass plan. Output: hands per second.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileRegulationFile } from '../games/index.js';
import { compileScorer, parseHand, scoreHand, type WinOptions } from '../runtime/index.js';
import { parseScoreArgs } from '../cli/index.js';
import { median, perSecond, timePasses, type PassPlan } from './timing.js';

/** The scoring throughput issue #15 asks for MCR (parse + score, one core). */
export const MCR_TARGET_HANDS_PER_SECOND = 100_000;

/** Keeps results alive so the optimiser cannot drop the work. */
let sink = 0;

/** Times parse + score of `hands` MCR hands; returns hands per second, the declarable share and the median pass. */
export function measureMcr(root: string, hands: number, plan: Omit<PassPlan, 'size'>): { perSecond: number; declarable: number; ms: number } {
  const { ir } = compileRegulationFile(join(root, 'regulations', 'mcr-2006.yaml'));
  if (!ir) throw new Error('regulations/mcr-2006.yaml does not compile');
  const scorer = compileScorer(ir);
  const records = readFileSync(join(root, 'test', 'data', 'conformance', 'mcr', 'mcr.jsonl'), 'utf8').trim().split('\n')
    .map((line) => JSON.parse(line) as { hand: string; args: string[] });
  const texts: string[] = [];
  const options: WinOptions[] = [];
  for (let i = 0; i < hands; i++) {
    const r = records[i % records.length]!;
    const args = parseScoreArgs(r.args);
    if ('error' in args) throw new Error(`${r.hand}: ${args.error}`);
    texts.push(Buffer.from(r.hand, 'utf8').toString('utf8'));
    options.push(args.options);
  }
  let declarable = 0;
  for (let i = 0; i < hands; i++) {
    const p = parseHand(texts[i]!);
    if (p.ok && scoreHand(scorer, p.hand, options[i]).declarable === true) declarable++;
  }
  const times = timePasses((from, to) => {
    let acc = 0;
    for (let i = from; i < to; i++) {
      const p = parseHand(texts[i]!);
      if (p.ok) acc += scoreHand(scorer, p.hand, options[i]).total;
    }
    sink += acc;
  }, { ...plan, size: hands });
  return { perSecond: perSecond(hands, median(times)), declarable: declarable / hands, ms: median(times) + (sink & 0) };
}
