/**
 * A/B timing of builds on a shared machine: loads two or more builds (their `dist` folders) into one process and
 * times parse + score of the benchmark corpus under Repino-2008 with each, passes interleaved (A B, B A, ...), in
 * CPU time of this process — so that other jobs on the machine slow every build alike. Prints the best and the
 * median hands per second of each build.
 * Usage: `node dist/bench/compare-builds.js [--rounds N] <dist> <dist> ...` (e.g. a copy of an older `dist` and this
 * one; run from the package root, whose regulations are used).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORPUS_SEED, DEFAULT_HANDS } from './corpus-settings.js';
import { median } from './timing.js';

interface Build {
  dist: string;
  score: (text: string, options: object) => number;
  rates: number[];
}

async function load(dist: string): Promise<Build> {
  const url = (path: string) => pathToFileURL(resolve(dist, path)).href;
  const compiler = await import(url('compiler/index.js'));
  const runtime = await import(url('runtime/index.js'));
  const scorer = runtime.compileScorer(compiler.compileRegulationFile(resolve('regulations/repino-2008.yaml')).ir);
  return {
    dist,
    score: (text, options) => runtime.scoreHand(scorer, runtime.parseHand(text).hand, options).total,
    rates: [],
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--rounds');
  const rounds = at >= 0 ? Number(args.splice(at, 2)[1]) : 6;
  if (args.length === 0 || !(rounds > 0)) throw new Error('usage: compare-builds [--rounds N] <dist> <dist> ...');
  const builds: Build[] = [];
  for (const dist of args) builds.push(await load(dist));
  const { generateCorpus } = await import(pathToFileURL(resolve(args[0]!, 'runtime/index.js')).href);
  const corpus: Array<{ notation: string; options: object }> = generateCorpus(CORPUS_SEED, DEFAULT_HANDS);
  let sink = 0;
  for (let round = 0; round <= rounds; round++) {
    for (const b of round % 2 === 1 ? builds : [...builds].reverse()) {
      const start = process.cpuUsage();
      for (const g of corpus) sink += b.score(g.notation, g.options);
      const used = process.cpuUsage(start);
      if (round > 0) b.rates.push(corpus.length / ((used.user + used.system) / 1e6)); // round 0 warms up
    }
  }
  for (const b of builds) {
    console.log(`${b.dist}: best ${Math.round(Math.max(...b.rates))} hands/s, median ${Math.round(median(b.rates))} (CPU time)`);
  }
  if (sink === 0) console.log('(every total was 0)');
}

await main();
