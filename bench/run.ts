/**
 * `npm run bench`: the benchmark. It runs a list of named sections in order, each adding figures to one report:
 *
 * - `compile`: compiles the largest bundled regulation several times and keeps the median (`compileMs`; the first
 *   run `compileColdMs`), then every bundled regulation warm (`compileAllMs`);
 * - `scoring`: builds a fixed seeded corpus of winning hands and times, on one core, parse + score of every hand
 *   (`handsPerSecond`, the headline: peers take text too) and score of already parsed hands (`scoredOnlyPerSecond`);
 * - `peers`: times the npm packages `riichi` and `@pai-forge/riichi-mahjong` (parse their text + score) on the same
 *   hands converted to their notation, counting the hands they reject; `peerRatio` is ours over the fastest (>= 10),
 *   measured in turns with it (`peerRatioRounds`: each round a pass of ours, one of the peer, one of ours);
 * - `cold`: whole processes against `node -e 0` (`coldScoreMs`, `coldCheckMs`, `--version`, `--help`, the ratios of
 *   wall and CPU time);
 * - `batch`: `score --hands` over 100,000 hands as a whole process, its output to a file (`batchHandsPerSecond`) and,
 *   in turns, through a pipe read by the benchmark (`batchPipeHandsPerSecond`);
 * - `seating`: seats 10,000 players over 10 rounds, round 1 by lot and then strongest with strongest, once without
 *   and once with avoidRepeats (`seatingMs`, `seatingAvoidRepeatsMs`: the whole event, median of the passes);
 * - `standings`: the standings of 10,000 players after 10 rounds of recorded deals under the compiled regulation
 *   (`standingsMs` from the rounds' results; `standingsFromEventMs` from the event data, deals read first).
 * - `riichi`: parse + score of the 3,000 riichi conformance hands under regulations/riichi-ema-2016.yaml
 *   (`riichiHandsPerSecond`) and the riichi npm scorers on the same hands (`riichiPeers`);
 * - `import`: `reglament event import` of 10,000 players and 1000 tables with a deal each into a new store, as a
 *   whole process (`importMs`, median of 3; `importEntries`).
 * - `impact`: `reglament impact` from the Bermuda Triangle to Repino-2008 over 200,000 generated hands (generator,
 *   both scorers and the comparison in one timing; `impactHandsPerSecond`, `impactMillionSeconds` projected or measured,
 *   `impactBreakdownUs` per stage: since the eighth session its `parse` times making the hand from the parts of its
 *   notation, as the impact now does, instead of parsing the notation); then the command itself as a whole process over the whole 1,000,000 hands, with its
 *   default threads (median of 3) and with `--threads 1` (one run): `impactCommandMillionSeconds` and
 *   `impactCommandOneThreadMillionSeconds` wall time, `impactCommandCpuSeconds` and `impactCommandOneThreadCpuSeconds`
 *   CPU time of the process, `impactThreads`, `impactCommandHands`, `impactCommandMillionMeasured`. Until the eighth
 *   session the two wall figures were projected from 200,000 hands x 5 (each thread's start and warm-up counted five
 *   times); they are measured over the million now (`impactCommandMillionMeasured`), unless
 *   REGLAMENT_BENCH_IMPACT_COMMAND_HANDS asks for a smaller run.
 * - `lsp`: `reglament lsp --stdio` and a protocol client: the time from an edit of the largest regulation to its
 *   diagnostics (`lspDiagnosticsMs`, the median; `lspDiagnosticsP90Ms`, `lspDiagnosticsMaxMs`; target 100 ms).
 *
 * Usage: `node dist/bench/run.js [--json] [--hands N] [--passes N] [--seed N] [--only section,...]`. With `--json`
 * the only output on stdout is one JSON object: `{"handsPerSecond", "peers": {name: n}, "compileMs", ...}`.
 * More sections are added by appending to SECTIONS (and to a group of isolate.ts). Groups of sections
 * (compile + scoring + peers, cold + batch, seating, standings, import, impact, lsp) run each in a child process of its own when more than one
 * group is selected, so that no section's heap skews another's figures.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { compileRegulationFile } from '../games/index.js';
import { compileScorer, parseHand, scoreHand, type CompiledScorer, type ParsedHand, type RegulationIR, type WinOptions } from '../runtime/index.js';
import { generateCorpus, type GeneratedHand } from '../runtime/index.js';
import { loadPaiForge, loadRiichi, peerPass, timePeerInputs, type Peer } from './peers.js';
import { measureSeating } from './seating.js';
import { measureImpact } from './impact.js';
import { measureImpactCommand } from './impact-command.js';
import { measureStandings } from './standings.js';
import { measureRiichi } from './riichi.js';
import { largestRegulation, measureColdStart } from './cold-start.js';
import { measureBatch } from './batch.js';
import { measureImport } from './event-import.js';
import { measureLspEdits } from './lsp-edits.js';
import { median, perSecond, ratiosInTurns, round, timePasses, type PassBody, type PassPlan } from './timing.js';
import { CORPUS_SEED, DEFAULT_HANDS } from './corpus-settings.js';
import { runInChild, SECTION_GROUPS } from './isolate.js';
import { measureMcr, MCR_TARGET_HANDS_PER_SECOND } from './mcr.js';

/** Regulations the benchmark compiles and scores with, in order of preference (paths from the package root). */
export const REGULATION_CANDIDATES = ['regulations/repino-2008.yaml', 'regulations/bermuda-triangle.yaml'] as const;
export { CORPUS_SEED, DEFAULT_HANDS };
/** Default number of timed passes (the median is reported). */
export const DEFAULT_PASSES = 5;
/** Untimed warm-up before each timed measurement (at most one pass over the corpus). */
const WARMUP_MS = 1000;
/** The scoring throughput the project aims at (parse + score, one core). */
export const TARGET_HANDS_PER_SECOND = 250_000;
/** Ours at least this many times the fastest peer, in the same run. */
export const TARGET_PEER_RATIO = 10;
/** The fewest rounds of the peer ratio in turns (each: a pass of ours, one of the fastest peer, one of ours). */
const PEER_RATIO_ROUNDS = 11;

/** Settings from the command line. */
interface Settings {
  json: boolean;
  hands: number;
  passes: number;
  seed: number;
  only: string[] | null;
  /** Run by a parent benchmark: print `{report, summary}` as JSON and nothing else. */
  child: boolean;
}

/** State shared by the sections: what earlier sections built, the report, and the output channel. */
interface BenchContext {
  settings: Settings;
  root: string;
  regulationFile: string;
  ir?: RegulationIR;
  corpus?: Array<{ generated: GeneratedHand; parsed: ParsedHand }>;
  /** Our parse + score pass over the corpus (the scoring section's), for the peer ratio measured in turns. */
  parseScorePass?: PassBody;
  /** The JSON report (sections add fields). */
  report: Record<string, unknown>;
  /** Lines of the readable summary. */
  summary: string[];
  /** Progress on stderr (silent with --json). */
  progress(message: string): void;
}

/** A named part of the benchmark. */
interface BenchSection {
  name: string;
  run(ctx: BenchContext): Promise<void> | void;
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Keeps a value alive so the optimiser cannot drop the work that produced it. */
let sink = 0;

function requireIr(ctx: BenchContext): RegulationIR {
  if (ctx.ir) return ctx.ir;
  const { ir, diagnostics } = compileRegulationFile(ctx.regulationFile);
  if (!ir) {
    const errors = diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`);
    throw new Error(`${ctx.regulationFile} does not compile:\n${errors.join('\n')}`);
  }
  return (ctx.ir = ir);
}

function requireCorpus(ctx: BenchContext): NonNullable<BenchContext['corpus']> {
  if (ctx.corpus) return ctx.corpus;
  const corpus = generateCorpus(ctx.settings.seed, ctx.settings.hands).map((generated) => {
    const r = parseHand(generated.notation);
    if (!r.ok) throw new Error(`generated hand ${generated.notation} does not parse: ${r.error.message}`);
    return { generated, parsed: r.hand };
  });
  return (ctx.corpus = corpus);
}

const compileSection: BenchSection = {
  name: 'compile',
  run(ctx) {
    // The target is for the largest regulation (by bytes; today the one the scoring sections use too).
    const largest = join(ctx.root, largestRegulation(ctx.root));
    ctx.progress(`compile: ${largest}`);
    // A judge's tool compiles in a warm process; the first runs also JIT-compile the compiler's own code.
    const { first, warm } = timeCompiles(largest, 10, 2 * ctx.settings.passes);
    ctx.report.compileMs = round(warm);
    ctx.report.compileColdMs = round(first);
    ctx.report.compileRegulation = largest.slice(ctx.root.length + 1);
    ctx.report.regulation = ctx.regulationFile.slice(ctx.root.length + 1);
    ctx.summary.push(`compile  ${ctx.report.compileRegulation}: ${round(warm)} ms (median of ${2 * ctx.settings.passes} warm runs; first run ${round(first)} ms)`);
    // Every bundled regulation, warm (a smaller file with an extends chain or more rules may take longer).
    const all: Record<string, number> = {};
    for (const f of readdirSync(join(ctx.root, 'regulations')).filter((n) => n.endsWith('.yaml')).sort()) {
      all[f] = round(timeCompiles(join(ctx.root, 'regulations', f), 5, ctx.settings.passes).warm);
    }
    ctx.report.compileAllMs = all;
    const slowest = Object.entries(all).sort((x, y) => y[1] - x[1])[0]!;
    ctx.summary.push(`compile  every bundled regulation, warm: the slowest ${slowest[0]} ${slowest[1]} ms (${Object.entries(all).map(([f, ms]) => `${f.replace(/\.yaml$/, '')} ${ms}`).join(', ')})`);
  },
};

/** Compiles a regulation `warmup + timed` times in this process: the first run's ms and the median of the timed runs. */
function timeCompiles(file: string, warmup: number, timed: number): { first: number; warm: number } {
  const times: number[] = [];
  let first = 0;
  for (let i = 0; i < warmup + timed; i++) {
    const start = performance.now();
    const result = compileRegulationFile(file);
    const ms = performance.now() - start;
    if (!result.ir) throw new Error(`${file} does not compile: ${result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code).join(', ')}`);
    if (i === 0) first = ms;
    if (i >= warmup) times.push(ms);
  }
  return { first, warm: median(times) };
}

const scoringSection: BenchSection = {
  name: 'scoring',
  run(ctx) {
    const scorer: CompiledScorer = compileScorer(requireIr(ctx));
    const corpus = requireCorpus(ctx);
    const n = corpus.length;
    // The generator builds each text by concatenation; a judge's text comes from argv, a file or a form as one flat
    // string, so the texts are copied flat (the parser reads concatenated strings ~10% slower).
    const texts = corpus.map((c) => Buffer.from(c.generated.notation, 'utf8').toString('utf8'));
    const parsed = corpus.map((c) => c.parsed);
    const options: WinOptions[] = corpus.map((c) => c.generated.options);
    const plan: PassPlan = { size: n, warmupMs: WARMUP_MS, passes: ctx.settings.passes };

    // What the corpus exercises (untimed; also warms the scorer up): declarable hands, limit hands, doublings.
    let declarable = 0, limits = 0, doubled = 0, failures = 0;
    for (let i = 0; i < n; i++) {
      try {
        const r = scoreHand(scorer, parsed[i]!, options[i]);
        if (r.declarable === true) declarable++;
        if (r.limit !== null && r.limit > 0) limits++;
        if (r.doublings > 0) doubled++;
      } catch {
        failures++;
      }
    }

    ctx.progress(`scoring: ${fmt(n)} hands, parse + score`);
    const parseScorePass: PassBody = (from, to) => {
      let acc = 0;
      for (let i = from; i < to; i++) {
        const r = parseHand(texts[i]!);
        if (!r.ok) continue;
        try {
          acc += scoreHand(scorer, r.hand, options[i]).total;
        } catch {
          acc--;
        }
      }
      sink += acc;
    };
    ctx.parseScorePass = parseScorePass;
    const parseScore = timePasses(parseScorePass, plan);
    ctx.progress(`scoring: ${fmt(n)} hands, score only`);
    const scoreOnly = timePasses((from, to) => {
      let acc = 0;
      for (let i = from; i < to; i++) {
        try {
          acc += scoreHand(scorer, parsed[i]!, options[i]).total;
        } catch {
          acc--;
        }
      }
      sink += acc;
    }, plan);
    ctx.progress(`scoring: ${fmt(n)} hands, parse only`);
    const parseOnly = timePasses((from, to) => {
      let acc = 0;
      for (let i = from; i < to; i++) if (parseHand(texts[i]!).ok) acc++;
      sink += acc;
    }, plan);

    const hps = perSecond(n, median(parseScore));
    ctx.report.handsPerSecond = round(hps);
    ctx.report.scoredOnlyPerSecond = round(perSecond(n, median(scoreOnly)));
    ctx.report.parsedOnlyPerSecond = round(perSecond(n, median(parseOnly)));
    ctx.report.corpus = { seed: ctx.settings.seed, hands: n, declarable, limitHands: limits, withDoublings: doubled, failures };
    ctx.report.passes = ctx.settings.passes;
    const pct = (k: number) => `${((100 * k) / n).toFixed(1)}%`;
    ctx.summary.push(
      `corpus   ${fmt(n)} winning hands (seed ${ctx.settings.seed}): ${pct(declarable)} declarable, ${pct(limits)} limit hands, ` +
        `${pct(doubled)} with doublings${failures > 0 ? `, ${failures} threw` : ''}`,
      `ours     parse + score: ${fmt(hps)} hands/s (median of ${parseScore.length} passes, ${round(median(parseScore))} ms/pass)`,
      `         score only:    ${fmt(perSecond(n, median(scoreOnly)))} hands/s`,
      `         parse only:    ${fmt(perSecond(n, median(parseOnly)))} hands/s`,
    );
  },
};

/** Times one peer over the whole corpus: parse + score of its own text, rejected hands included. */
function timePeer<I>(ctx: BenchContext, peer: Peer<I>): { perSecond: number; rejected: number; pass: PassBody } {
  const inputs = requireCorpus(ctx).map((c) => peer.prepare(c.parsed, c.generated.options));
  ctx.progress(`peers: ${peer.name}`);
  return { ...timePeerInputs(peer, inputs, { size: inputs.length, warmupMs: WARMUP_MS, passes: ctx.settings.passes }), pass: peerPass(peer, inputs) };
}

const peersSection: BenchSection = {
  name: 'peers',
  async run(ctx) {
    const peers: Record<string, number> = {};
    const rejected: Record<string, number> = {};
    const passes: Record<string, PassBody> = {};
    const ours = typeof ctx.report.handsPerSecond === 'number' ? ctx.report.handsPerSecond : null;
    const n = requireCorpus(ctx).length;
    for (const load of [loadPaiForge, loadRiichi] as Array<() => Promise<Peer<unknown>>>) {
      let peer: Peer<unknown>;
      try {
        peer = await load();
      } catch (e) {
        ctx.summary.push(`peer     ${load.name}: not available (${e instanceof Error ? e.message : String(e)})`);
        continue;
      }
      const r = timePeer(ctx, peer);
      peers[peer.name] = round(r.perSecond);
      rejected[peer.name] = r.rejected;
      passes[peer.name] = r.pass;
      const ratio = ours !== null ? `; ours / peer = ${(ours / r.perSecond).toPrecision(3)} (medians measured apart)` : '';
      ctx.summary.push(`peer     ${peer.name}: ${fmt(r.perSecond)} hands/s (parse + score; rejected ${fmt(r.rejected)} of ${fmt(n)})${ratio}`);
    }
    ctx.report.peers = peers;
    ctx.report.peersRejected = rejected;
    const fastest = Object.keys(peers).sort((a, b) => peers[b]! - peers[a]!)[0];
    if (ctx.parseScorePass !== undefined && fastest !== undefined) {
      // The target's ratio: ours against the fastest peer in turns (bench/timing.ts ratiosInTurns), median of the rounds.
      const rounds = Math.max(PEER_RATIO_ROUNDS, 2 * ctx.settings.passes + 1);
      ctx.progress(`peers: ours against ${fastest} in turns, ${rounds} rounds`);
      const ratios = ratiosInTurns({ body: ctx.parseScorePass, size: n }, { body: passes[fastest]!, size: n }, rounds);
      const ratio = median(ratios);
      ctx.report.peerRatio = round(ratio);
      ctx.report.peerRatioRounds = ratios.map(round);
      ctx.summary.push(
        `ratio    ours / fastest peer (${fastest}) = ${ratio.toFixed(2)}, median of ${rounds} rounds in turns ` +
          `(${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}; target >= ${TARGET_PEER_RATIO}: ${ratio >= TARGET_PEER_RATIO ? 'met' : 'not met'})`,
      );
    }
  },
};

const coldSection: BenchSection = {
  name: 'cold',
  run(ctx) {
    const runs = Math.max(11, 2 * ctx.settings.passes + 1);
    const r = measureColdStart({ root: ctx.root, runs, progress: (m) => ctx.progress(m) });
    Object.assign(ctx.report, {
      nodeBaselineMs: r.nodeBaselineMs, coldScoreMs: r.coldScoreMs, coldCheckMs: r.coldCheckMs, coldCheckMissMs: r.coldCheckMissMs, coldCheckEditMs: r.coldCheckEditMs, coldVersionMs: r.coldVersionMs,
      coldHelpMs: r.coldHelpMs, coldRatios: r.ratios, coldCpuRatios: r.cpuRatios, coldCpuMs: r.cpuMs, coldRegulation: r.regulation,
    });
    ctx.summary.push(...r.summary);
    // As on a judge's machine: the certificates Node reads at every start where the variable is set (see cold-start.ts).
    if (process.env.NODE_EXTRA_CA_CERTS !== undefined) {
      const bare = measureColdStart({ root: ctx.root, runs, withoutVariables: ['NODE_EXTRA_CA_CERTS'], progress: (m) => ctx.progress(m) });
      ctx.report.coldWithoutExtraCa = {
        variable: 'NODE_EXTRA_CA_CERTS', nodeBaselineMs: bare.nodeBaselineMs, coldScoreMs: bare.coldScoreMs, coldCheckMs: bare.coldCheckMs, coldCheckMissMs: bare.coldCheckMissMs,
        coldCheckEditMs: bare.coldCheckEditMs, coldVersionMs: bare.coldVersionMs, coldHelpMs: bare.coldHelpMs, ratios: bare.ratios, cpuRatios: bare.cpuRatios, cpuMs: bare.cpuMs,
      };
      ctx.summary.push(...bare.summary);
    }
  },
};

const batchSection: BenchSection = {
  name: 'batch',
  async run(ctx) {
    const r = await measureBatch({ root: ctx.root, seed: ctx.settings.seed, runs: 3, progress: (m) => ctx.progress(m) });
    ctx.report.batchHandsPerSecond = r.handsPerSecond;
    ctx.report.batchMs = r.ms;
    ctx.report.batchCpuMs = r.cpuMs;
    ctx.report.batchPipeHandsPerSecond = r.pipeHandsPerSecond;
    ctx.report.batchPipeMs = r.pipeMs;
    ctx.report.batchPipeCpuMs = r.pipeCpuMs;
    ctx.report.batchHands = r.hands;
    ctx.report.batchOutputBytes = r.outputBytes;
    ctx.report.batchRefused = r.refused;
    ctx.summary.push(...r.summary);
  },
};

const seatingSection: BenchSection = {
  name: 'seating',
  run(ctx) {
    ctx.progress('seating: 10,000 players, 10 rounds, without and with avoidRepeats');
    const r = measureSeating({ seed: ctx.settings.seed, passes: ctx.settings.passes });
    ctx.report.seatingMs = r.plain.totalMs;
    ctx.report.seatingAvoidRepeatsMs = r.avoidRepeats.totalMs;
    ctx.summary.push(...r.summary);
  },
};

const standingsSection: BenchSection = {
  name: 'standings',
  run(ctx) {
    ctx.progress('standings: 10,000 players, 10 rounds of recorded deals');
    const r = measureStandings({ regulation: requireIr(ctx), seed: ctx.settings.seed, passes: ctx.settings.passes });
    ctx.report.standingsMs = r.standingsMs;
    ctx.report.standingsFromEventMs = r.fromEventMs;
    ctx.summary.push(...r.summary);
  },
};

const importSection: BenchSection = {
  name: 'import',
  run(ctx) {
    const r = measureImport({ root: ctx.root, runs: 3, progress: (m) => ctx.progress(m) });
    ctx.report.importMs = r.ms;
    ctx.report.importEntries = r.entries;
    ctx.summary.push(...r.summary);
  },
};

const impactSection: BenchSection = {
  name: 'impact',
  run(ctx) {
    const r = measureImpact({ root: ctx.root, seed: ctx.settings.seed, passes: ctx.settings.passes, progress: (m) => ctx.progress(m) });
    ctx.report.impactHandsPerSecond = r.handsPerSecond;
    ctx.report.impactMillionSeconds = r.millionSeconds;
    ctx.report.impactMillionMeasured = r.millionMeasured;
    ctx.report.impactHands = r.hands;
    ctx.report.impactBreakdownUs = r.breakdownUs;
    ctx.summary.push(...r.summary);
    const c = measureImpactCommand({ root: ctx.root, seed: ctx.settings.seed, runs: 3, oneThreadRuns: 1, progress: (m) => ctx.progress(m) });
    ctx.report.impactCommandMillionSeconds = c.millionSeconds;
    ctx.report.impactCommandCpuSeconds = c.cpuMillionSeconds;
    ctx.report.impactCommandOneThreadMillionSeconds = c.oneThreadMillionSeconds;
    ctx.report.impactCommandOneThreadCpuSeconds = c.oneThreadCpuMillionSeconds;
    ctx.report.impactCommandMillionMeasured = c.millionMeasured;
    ctx.report.impactCommandHands = c.hands;
    ctx.report.impactThreads = c.threads;
    ctx.summary.push(...c.summary);
  },
};

const riichiSection: BenchSection = {
  name: 'riichi',
  async run(ctx) {
    const r = await measureRiichi({ root: ctx.root, passes: ctx.settings.passes, progress: (m) => ctx.progress(m) });
    ctx.report.riichiHandsPerSecond = r.handsPerSecond;
    ctx.report.riichiPeers = r.peers;
    ctx.report.riichiPeersRejected = r.peersRejected;
    ctx.summary.push(...r.summary);
  },
};

const lspSection: BenchSection = {
  name: 'lsp',
  async run(ctx) {
    ctx.progress('lsp: diagnostics after an edit of the largest regulation, over stdio');
    const r = await measureLspEdits({ root: ctx.root });
    ctx.report.lspDiagnosticsMs = r.medianMs;
    ctx.report.lspDiagnosticsP90Ms = r.p90Ms;
    ctx.report.lspDiagnosticsMaxMs = r.maxMs;
    ctx.summary.push(...r.summary);
  },
};

/** MCR hands: parse + score under regulations/mcr-2006.yaml. */
const mcrSection: BenchSection = {
  name: 'mcr',
  run(ctx) {
    ctx.progress(`mcr: ${fmt(ctx.settings.hands)} MCR hands, parse + score`);
    const r = measureMcr(ctx.root, ctx.settings.hands, { warmupMs: WARMUP_MS, passes: ctx.settings.passes });
    ctx.report.mcrHandsPerSecond = round(r.perSecond);
    const met = r.perSecond >= MCR_TARGET_HANDS_PER_SECOND;
    ctx.summary.push(
      `mcr      parse + score: ${fmt(r.perSecond)} hands/s (regulations/mcr-2006.yaml, the conformance hands cycled; ` +
        `${(100 * r.declarable).toFixed(1)}% declarable; median ${round(r.ms)} ms/pass)`,
      `target   ${fmt(MCR_TARGET_HANDS_PER_SECOND)} MCR hands/s: ${met ? 'met' : `not met (${Math.round((100 * r.perSecond) / MCR_TARGET_HANDS_PER_SECOND)}%)`}`,
    );
  },
};

/** The benchmark's sections, run in this order (append more here). */
const SECTIONS: readonly BenchSection[] = [
  compileSection, scoringSection, peersSection, mcrSection, coldSection, batchSection, riichiSection, seatingSection, standingsSection, importSection, impactSection, lspSection,
];

/** A mistake on the benchmark's command line: printed as one line, without a stack, exit 2. */
class UsageError extends Error {}

const USAGE =
  'Usage: node dist/bench/run.js [--json] [--hands N] [--passes N] [--seed N] [--only section,...]\n' +
  `Sections: ${SECTIONS.map((x) => x.name).join(', ')}. docs/benchmarks.md explains each figure.\n`;

/** Reads the command line; `null` when it asked for the usage (`--help`). */
function readSettings(argv: readonly string[]): Settings | null {
  const s: Settings = { json: false, hands: DEFAULT_HANDS, passes: DEFAULT_PASSES, seed: CORPUS_SEED, only: null, child: false };
  const number = (i: number, name: string): number => {
    const v = Number(argv[i + 1]);
    if (!Number.isInteger(v) || v <= 0) throw new UsageError(`${name} needs a positive integer`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') return null;
    if (a === '--json') s.json = true;
    else if (a === '--hands') s.hands = number(i++, a);
    else if (a === '--passes') s.passes = number(i++, a);
    else if (a === '--seed') s.seed = number(i++, a);
    else if (a === '--only') s.only = readSections(argv[++i]);
    else if (a === '--child') s.child = true;
    else throw new UsageError(`unknown option ${a}`);
  }
  return s;
}

/** The sections named by `--only`: each must exist, or nothing would run and the report would be silently empty. */
function readSections(list: string | undefined): string[] {
  const names = (list ?? '').split(',').filter(Boolean);
  if (names.length === 0) throw new UsageError('--only needs a comma-separated list of sections');
  const unknown = names.filter((n) => !SECTIONS.some((x) => x.name === n));
  if (unknown.length > 0) throw new UsageError(`--only: no section ${unknown.join(', ')}`);
  return names;
}

/** Finds the package root (the directory of reglament's package.json) above this file. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'regulations'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

async function main(): Promise<void> {
  const settings = readSettings(process.argv.slice(2));
  if (settings === null) {
    process.stdout.write(USAGE);
    return;
  }
  const root = packageRoot();
  const regulationFile = resolve(root, REGULATION_CANDIDATES.find((f) => existsSync(join(root, f))) ?? REGULATION_CANDIDATES[0]);
  const ctx: BenchContext = {
    settings, root, regulationFile, report: {}, summary: [],
    progress: (m) => {
      if (!settings.json && !settings.child) process.stderr.write(`… ${m}\n`);
    },
  };
  const selected = (name: string) => !settings.only || settings.only.includes(name);
  const groups = SECTION_GROUPS.map((g) => g.filter(selected)).filter((g) => g.length > 0);
  if (settings.child || groups.length <= 1) {
    for (const section of SECTIONS) if (selected(section.name)) await section.run(ctx);
  } else {
    // Several groups: each in a process of its own (isolate.ts), their reports merged in order.
    const args = ['--hands', String(settings.hands), '--passes', String(settings.passes), '--seed', String(settings.seed)];
    for (const group of groups) {
      ctx.progress(`${group.join(', ')}: in a process of its own`);
      const r = runInChild(import.meta.url, group, args);
      Object.assign(ctx.report, r.report);
      ctx.summary.push(...r.summary);
    }
  }
  if (sink === Number.MIN_SAFE_INTEGER) ctx.report.sink = sink; // never true; reads the sink
  if (settings.child) {
    process.stdout.write(`${JSON.stringify({ report: ctx.report, summary: ctx.summary })}\n`);
    return;
  }
  if (settings.json) {
    const { handsPerSecond, peers, compileMs, ...rest } = ctx.report;
    process.stdout.write(`${JSON.stringify({ handsPerSecond, peers, compileMs, ...rest, node: process.version })}\n`);
    return;
  }
  const target = TARGET_HANDS_PER_SECOND;
  const hps = ctx.report.handsPerSecond;
  console.log(`reglament benchmark (node ${process.version}, one core)`);
  for (const line of ctx.summary) console.log(line);
  if (typeof hps === 'number') console.log(`target   ${fmt(target)} hands/s: ${hps >= target ? 'met' : `not met (${((100 * hps) / target).toFixed(0)}%)`}`);
}

main().catch((e: unknown) => {
  if (e instanceof UsageError) {
    process.stderr.write(`bench: ${e.message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  process.stderr.write(`bench: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
