/**
 * A/B timing of builds on a shared machine: times parse + score (and each alone) of the benchmark corpus under
 * Repino-2008 with two or more builds (their `dist` folders), each build in a process of its own, the builds taking
 * turns (A B, B A, ...), in CPU time of that process — so that other jobs on the machine slow every build alike, and
 * no build shares its process (its caches, its compiled code) with another. Prints the best and the median of each
 * build's rounds, in hands per second.
 * Usage: `node dist/bench/compare-builds.js [--rounds N] <dist> <dist> ...` (e.g. a copy of an older `dist` and this
 * one; run from the package root, whose regulations are used). Texts are copied flat, as `npm run bench` does.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CORPUS_SEED, DEFAULT_HANDS } from './corpus-settings.js';
import { median } from './timing.js';

/** What one round of one build measured: hands per second of CPU time. */
interface Round {
  parse: number;
  score: number;
  both: number;
}

/** Passes per round (the best is kept): a round is one child process. */
const PASSES = 5;

/** In a child process: loads one build, times its passes, prints one Round as JSON. */
async function measure(dist: string): Promise<void> {
  const url = (path: string) => pathToFileURL(resolve(dist, path)).href;
  const compiler = await import(url('compiler/index.js'));
  const runtime = await import(url('runtime/index.js'));
  const scorer = runtime.compileScorer(compiler.compileRegulationFile(resolve('regulations/repino-2008.yaml')).ir);
  const corpus: Array<{ notation: string; options: object }> = runtime.generateCorpus(CORPUS_SEED, DEFAULT_HANDS);
  const texts = corpus.map((g) => Buffer.from(g.notation, 'utf8').toString('utf8'));
  const hands = texts.map((t) => runtime.parseHand(t).hand);
  let sink = 0;
  const rate = (body: (i: number) => number): number => {
    let best = 0;
    for (let pass = 0; pass <= PASSES; pass++) {
      const start = process.cpuUsage();
      for (let i = 0; i < texts.length; i++) sink += body(i);
      const used = process.cpuUsage(start);
      if (pass > 0) best = Math.max(best, texts.length / ((used.user + used.system) / 1e6)); // pass 0 warms up
    }
    return best;
  };
  const round: Round = {
    parse: rate((i) => (runtime.parseHand(texts[i]).ok ? 1 : 0)),
    score: rate((i) => runtime.scoreHand(scorer, hands[i], corpus[i]!.options).total),
    both: rate((i) => runtime.scoreHand(scorer, runtime.parseHand(texts[i]).hand, corpus[i]!.options).total),
  };
  process.stdout.write(`${JSON.stringify(round)}\n`);
  if (sink === 0) process.stderr.write('(every total was 0)\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--child') return measure(args[1]!);
  const at = args.indexOf('--rounds');
  const rounds = at >= 0 ? Number(args.splice(at, 2)[1]) : 6;
  if (args.length === 0 || !(rounds > 0)) throw new Error('usage: compare-builds [--rounds N] <dist> <dist> ...');
  const self = fileURLToPath(import.meta.url);
  const results = new Map<string, Round[]>(args.map((d) => [d, []]));
  for (let round = 0; round < rounds; round++) {
    for (const dist of round % 2 === 0 ? args : [...args].reverse()) {
      const out = execFileSync(process.execPath, [self, '--child', dist], { encoding: 'utf8' });
      results.get(dist)!.push(JSON.parse(out) as Round);
    }
  }
  const show = (rs: Round[], key: keyof Round) =>
    `${key} best ${Math.round(Math.max(...rs.map((r) => r[key])))}, median ${Math.round(median(rs.map((r) => r[key])))}`;
  for (const [dist, rs] of results) {
    console.log(`${dist}: ${show(rs, 'both')} | ${show(rs, 'score')} | ${show(rs, 'parse')} (hands/s, CPU time)`);
  }
}

await main();
