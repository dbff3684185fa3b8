/**
 * The `impact` section of the benchmark: `reglament impact` between the Bermuda Triangle and Repino-2008 over
 * generated hands, as the command runs it: the seeded generator (generateImpactCorpus: the parts of each hand's
 * notation drawn, the hand made from them; the `parse` figure times the latter, which replaced parsing), both
 * scorers and the comparison in one timing, on one core. Target: 1,000,000 hands in under 10 s.
 * Input: the package root, the seed, the sample size (default 200,000 hands; REGLAMENT_BENCH_IMPACT_HANDS overrides
 * it, e.g. 1000000 to measure the full million). Output: hands per second, the million's time (measured when the
 * sample is a million, projected otherwise), and where the time goes (microseconds per hand of each stage, timed
 * separately on a smaller sample), with the lines of the readable summary.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { compileRegulationFile } from '../games/index.js';
import {
  IMPACT_WINNING_SHARE, compareScores, compileScorer, createRandom, generateHandParts, generateImpactCorpus, handOfParts,
  regulationChangesOf, runImpact, scoreHand,
  type CompiledScorer, type GeneratedParts, type ParsedHand, type RegulationIR, type ScoreResult,
} from '../runtime/index.js';
import { median, round } from './timing.js';

/** The two regulations compared (old, new), from the package root. */
export const IMPACT_REGULATIONS = ['regulations/bermuda-triangle.yaml', 'regulations/repino-2008.yaml'] as const;
/** Default sample of the timed run. */
export const IMPACT_SAMPLE = 200_000;
/** The target: a million hands within this many seconds. */
export const IMPACT_TARGET_SECONDS = 10;
/** Hands of the per-stage breakdown (each stage timed alone). */
const BREAKDOWN_HANDS = 20_000;
/** Untimed warm-up before the timed run. */
const WARMUP_HANDS = 20_000;

/** Settings of measureImpact. */
export interface ImpactBenchOptions {
  root: string;
  seed: number;
  /** Hands of the timed run (default IMPACT_SAMPLE, or REGLAMENT_BENCH_IMPACT_HANDS). */
  hands?: number;
  /** Timed passes of the per-stage breakdown; the median is reported (default 3). */
  passes?: number;
  progress?: (message: string) => void;
}

/** Microseconds per hand of each stage of the pipeline. */
export interface ImpactBreakdown {
  generate: number;
  parse: number;
  scoreOld: number;
  scoreNew: number;
  compare: number;
}

/** Result of measureImpact. */
export interface ImpactBenchResult {
  hands: number;
  seconds: number;
  handsPerSecond: number;
  /** Seconds for 1,000,000 hands: measured when `hands` is at least a million, else projected from the rate. */
  millionSeconds: number;
  millionMeasured: boolean;
  breakdownUs: ImpactBreakdown;
  /** Hands whose value or declarability differs (a digest the runs agree on). */
  changed: number;
  summary: string[];
}

function compile(file: string): RegulationIR {
  const { ir, diagnostics } = compileRegulationFile(file);
  if (!ir) {
    const errors = diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`);
    throw new Error(`${file} does not compile:\n${errors.join('\n')}`);
  }
  return ir;
}

/** The sample size: the option, else the environment override, else IMPACT_SAMPLE. */
function sampleSize(option: number | undefined): number {
  if (option !== undefined) return option;
  const env = Number(process.env.REGLAMENT_BENCH_IMPACT_HANDS);
  return Number.isSafeInteger(env) && env > 0 ? env : IMPACT_SAMPLE;
}

let sink = 0;

/** Times each stage alone on `n` hands: generate, parse, score under each regulation, compare. */
function breakdown(a: CompiledScorer, b: CompiledScorer, seed: number, n: number, passes: number): ImpactBreakdown {
  const context = regulationChangesOf(a.ir, b.ir);
  const us = (times: number[]) => round((1000 * median(times)) / n);
  const generated: GeneratedParts[] = [];
  const tGen: number[] = [];
  for (let p = 0; p < passes; p++) {
    const rand = createRandom(seed);
    generated.length = 0;
    const start = performance.now();
    // As generateImpactCorpus draws them: the parts of each hand's notation, with no notation written.
    for (let i = 0; i < n; i++) generated.push(generateHandParts(rand, { winning: rand() < IMPACT_WINNING_SHARE }));
    tGen.push(performance.now() - start);
  }
  // The hand made from its parts (what parseHand would read from the notation; the `parse` figure).
  const parsed: ParsedHand[] = [];
  const tParse: number[] = [];
  for (let p = 0; p < passes; p++) {
    parsed.length = 0;
    const start = performance.now();
    for (const g of generated) parsed.push(handOfParts(g.concealed, g.declared, g.bonus, g.winTile));
    tParse.push(performance.now() - start);
  }
  const score = (scorer: CompiledScorer, out: ScoreResult[]) => {
    const times: number[] = [];
    for (let p = 0; p < passes; p++) {
      out.length = 0;
      const start = performance.now();
      for (let i = 0; i < parsed.length; i++) out.push(scoreHand(scorer, parsed[i]!, generated[i]!.options));
      times.push(performance.now() - start);
    }
    return times;
  };
  const ra: ScoreResult[] = [];
  const rb: ScoreResult[] = [];
  const tA = score(a, ra);
  const tB = score(b, rb);
  const tCmp: number[] = [];
  for (let p = 0; p < passes; p++) {
    let changed = 0;
    const start = performance.now();
    for (let i = 0; i < ra.length; i++) if (compareScores(ra[i]!, rb[i]!, context).changed) changed++;
    tCmp.push(performance.now() - start);
    sink += changed;
  }
  return { generate: us(tGen), parse: us(tParse), scoreOld: us(tA), scoreNew: us(tB), compare: us(tCmp) };
}

/** Runs the impact benchmark. */
export function measureImpact(o: ImpactBenchOptions): ImpactBenchResult {
  const [oldFile, newFile] = IMPACT_REGULATIONS.map((f) => join(o.root, f)) as [string, string];
  const a = compileScorer(compile(oldFile));
  const b = compileScorer(compile(newFile));
  const n = sampleSize(o.hands);
  const progress = o.progress ?? (() => undefined);

  // Warm-up (JIT, the scorers' caches), untimed.
  runImpact(a, b, generateImpactCorpus(o.seed + 1, Math.min(WARMUP_HANDS, n)));

  progress(`impact: ${n.toLocaleString('en-US')} generated hands, bermuda-triangle -> repino-2008 (generate + parse + both scores + compare)`);
  const start = performance.now();
  const report = runImpact(a, b, generateImpactCorpus(o.seed, n));
  const ms = performance.now() - start;
  if (report.failed > 0) throw new Error(`impact: ${report.failed} hands could not be scored: ${report.failures[0]?.message}`);

  progress(`impact: where the time goes (${BREAKDOWN_HANDS.toLocaleString('en-US')} hands, each stage alone)`);
  const parts = breakdown(a, b, o.seed, Math.min(BREAKDOWN_HANDS, n), o.passes ?? 3);
  const hps = (n * 1000) / ms;
  const millionMeasured = n >= 1_000_000;
  const millionSeconds = millionMeasured ? (ms / 1000) * (1_000_000 / n) : 1_000_000 / hps;
  const total = parts.generate + parts.parse + parts.scoreOld + parts.scoreNew + parts.compare;
  const share = (x: number) => `${Math.round((100 * x) / total)}%`;
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
  return {
    hands: n,
    seconds: round(ms / 1000),
    handsPerSecond: round(hps),
    millionSeconds: round(millionSeconds),
    millionMeasured,
    breakdownUs: parts,
    changed: report.changed,
    summary: [
      `impact   bermuda-triangle -> repino-2008, ${fmt(n)} generated hands (${Math.round(100 * IMPACT_WINNING_SHARE)}% winning, seed ${o.seed}): ` +
        `${fmt(hps)} hands/s, ${round(ms / 1000)} s; ${fmt(report.changed)} changed`,
      `         1,000,000 hands: ${round(millionSeconds)} s ${millionMeasured ? '(measured)' : '(projected)'} — target < ${IMPACT_TARGET_SECONDS} s: ` +
        `${millionSeconds < IMPACT_TARGET_SECONDS ? 'met' : 'not met'}`,
      `         per hand: generate ${parts.generate} µs (${share(parts.generate)}), hand from its parts ${parts.parse} µs (${share(parts.parse)}), ` +
        `score bermuda ${parts.scoreOld} µs (${share(parts.scoreOld)}), score repino ${parts.scoreNew} µs (${share(parts.scoreNew)}), ` +
        `compare ${parts.compare} µs (${share(parts.compare)})`,
    ],
  };
}

/** Reads the sink so that the timed work cannot be optimised away. */
export function impactSink(): number {
  return sink;
}
