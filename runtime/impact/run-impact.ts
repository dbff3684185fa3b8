/**
 * The impact of a change of regulation on hands: every hand is scored under the old and the new regulation (two
 * compiled scorers), compared (compare.ts), and the report counts the hands whose value or declarability changed,
 * histograms the differences (histogram.ts), counts the hands per rule that caused a change (a hand counts for every
 * rule it names), and keeps the most affected examples. Input: two CompiledScorers and an iterable of parsed hands
 * with their circumstances (read lazily: a million generated hands are never all in memory). Output: an
 * ImpactReport (plain JSON). A hand whose scoring throws is reported as a failure, never thrown.
 * Imports only runtime/*.
 */
import type { CompiledScorer } from '../mahjong/scorer-types.js';
import type { ParsedHand } from '../mahjong/hand.js';
import { scoreHand } from '../mahjong/score-hand.js';
import { DEFAULT_WIN_OPTIONS, type ScoreItem, type ScoreResult, type WinOptions } from '../mahjong/score-types.js';
import { causeIdOf, compareScores, regulationChangesOf, type CompareContext, type ScoreComparison } from './compare.js';
import { addToHistogram, createHistogram, summarizeHistogram, type DeltaHistogram, type HistogramAccumulator } from './histogram.js';

/** One hand to compare: parsed, with its circumstances, its text, and where it came from (e.g. `hands.txt:12`). */
export interface ImpactHand {
  hand: ParsedHand;
  options: WinOptions;
  /** The hand as written (notation). */
  text: string;
  source?: string;
}

/** A value of an item in one result. */
export interface ItemValue {
  kind: ScoreItem['kind'];
  value: number;
  count: number;
}

/** How one rule's contribution differs in an example (null: absent from that result); caps as `scoring.<cap>`. */
export interface ItemChange {
  id: string;
  old: ItemValue | null;
  new: ItemValue | null;
}

/** One side of an example. */
export interface ExampleSide {
  total: number;
  declarable: boolean | null;
  limit: number | null;
  shape: string;
}

/** A most affected hand. */
export interface ImpactExample {
  /** The hand notation. */
  hand: string;
  /** Its circumstances as `reglament score` flags (those that differ from the defaults). */
  flags: string[];
  source?: string;
  old: ExampleSide;
  new: ExampleSide;
  /** New total minus old total. */
  delta: number;
  declarabilityChanged: boolean;
  /** The rules that caused the change (see compareScores). */
  rules: string[];
  /** The items whose contribution differs, old and new. */
  items: ItemChange[];
}

/** A hand that could not be scored (a bug of the scorer: reported, not thrown). */
export interface ImpactFailure {
  hand: string;
  source?: string;
  message: string;
}

/** The impact of a change on a set of hands. */
export interface ImpactReport {
  /** Hands scored under both regulations. */
  hands: number;
  /** Hands whose total or declarability differs. */
  changed: number;
  /** Hands whose total is higher, lower under the new regulation. */
  increased: number;
  decreased: number;
  /** Hands whose declarability differs; of them, declarable only under the new (gained) or only under the old (lost). */
  declarabilityChanged: number;
  declarableGained: number;
  declarableLost: number;
  /** Hands whose value and declarability are the same but whose explanation differs (e.g. both capped). */
  explanationOnly: number;
  /** Changed hands per rule that caused the change (a hand counts for each rule it names), most hands first. */
  byRule: Record<string, number>;
  /** The differences of totals of the changed hands. */
  histogram: DeltaHistogram;
  /** The most affected hands: largest absolute difference first, then declarability changes, then input order. */
  examples: ImpactExample[];
  /** Hands that could not be scored (at most `maxFailures` listed; `failed` counts them all). */
  failures: ImpactFailure[];
  failed: number;
  /** The scoring settings and rule definitions that differ between the two regulations. */
  regulationChanges: { settings: string[]; rules: string[] };
}

/** Options of runImpact. */
export interface RunImpactOptions {
  /** How many examples to keep (default 10). */
  examples?: number;
  /** Call onProgress every this many hands (default 1000), and once at the end. */
  progressEvery?: number;
  /** What differs between the regulations (default: regulationChangesOf the two scorers' IRs). */
  context?: CompareContext;
  /** How many failures to list (default 20). */
  maxFailures?: number;
}

/** Progress callback: hands done so far. */
export type ImpactProgress = (done: number) => void;

/** The flags of `reglament score` for a hand's circumstances, leaving out the defaults (seat E, round E, discard). */
export function formatWinFlags(o: WinOptions): string[] {
  const d = DEFAULT_WIN_OPTIONS;
  const flags: string[] = [];
  if (o.seat !== d.seat) flags.push('--seat', o.seat);
  if (o.round !== d.round) flags.push('--round', o.round);
  if (o.win !== d.win) flags.push('--win', o.win);
  if (o.lastTile) flags.push('--last-tile');
  if (o.immediateCalling) flags.push('--immediate-calling');
  if (o.heavenly) flags.push('--heavenly');
  if (o.earthly) flags.push('--earthly');
  if (o.kongOnKong) flags.push('--kong-on-kong');
  if (o.afterKong) flags.push('--after-kong');
  if (o.void) flags.push('--void', o.void);
  return flags;
}

const valueOf = (i: ScoreItem): ItemValue => ({ kind: i.kind, value: i.value, count: i.count });

/** The items whose contribution differs between two results, old order first. */
export function diffItems(a: ScoreResult, b: ScoreResult): ItemChange[] {
  const out: ItemChange[] = [];
  for (const x of a.items) {
    const y = b.items.find((i) => i.id === x.id);
    if (y === undefined || y.kind !== x.kind || y.value !== x.value || y.count !== x.count) out.push({ id: causeIdOf(x), old: valueOf(x), new: y ? valueOf(y) : null });
  }
  for (const y of b.items) if (!a.items.some((i) => i.id === y.id)) out.push({ id: causeIdOf(y), old: null, new: valueOf(y) });
  return out;
}

const sideOf = (r: ScoreResult): ExampleSide => ({ total: r.total, declarable: r.declarable, limit: r.limit, shape: r.shape });

/** A candidate example: its ranking keys (the hand's index among all the hands of the run) and the example. */
export interface RankedExample {
  magnitude: number;
  declarability: boolean;
  index: number;
  example: ImpactExample;
}

/** True when x ranks before y. */
function ranksBefore(x: Omit<RankedExample, 'example'>, y: Omit<RankedExample, 'example'>): boolean {
  if (x.magnitude !== y.magnitude) return x.magnitude > y.magnitude;
  if (x.declarability !== y.declarability) return x.declarability;
  return x.index < y.index;
}

/**
 * The running counts of an impact run over some of its hands: all of them, or a part (a batch scored by a worker
 * thread, merged in the order of the hands by mergeImpactTally). Plain data: it crosses threads as it is.
 */
export interface ImpactTally {
  /** Hands seen, failures included. */
  seen: number;
  changed: number;
  declarability: number;
  gained: number;
  lost: number;
  explanationOnly: number;
  failed: number;
  histogram: HistogramAccumulator;
  /** The differences of the changed hands in order, kept by a part so that the merge adds them in the run's order. */
  deltas: number[] | null;
  byRule: Map<string, number>;
  /** The best examples so far, best first. */
  top: RankedExample[];
  /** The first failures (at most the run's maxFailures). */
  failures: ImpactFailure[];
}

/** What scoring a hand for the impact needs: the two scorers, what differs between them, and the report's limits. */
export interface ImpactSettings {
  scorerA: CompiledScorer;
  scorerB: CompiledScorer;
  context: CompareContext;
  /** How many examples to keep. */
  keep: number;
  /** How many failures to list. */
  maxFailures: number;
}

/** An empty tally; a part (`keepDeltas`) keeps its changed hands' differences for the merge. */
export function createImpactTally(keepDeltas = false): ImpactTally {
  return {
    seen: 0, changed: 0, declarability: 0, gained: 0, lost: 0, explanationOnly: 0, failed: 0,
    histogram: createHistogram(), deltas: keepDeltas ? [] : null, byRule: new Map(), top: [], failures: [],
  };
}

/** Puts a candidate among the best examples (best first), keeping at most `keep`. */
function offerExample(top: RankedExample[], candidate: RankedExample, keep: number): void {
  if (keep === 0 || (top.length >= keep && !ranksBefore(candidate, top[top.length - 1]!))) return;
  let at = top.length;
  while (at > 0 && ranksBefore(candidate, top[at - 1]!)) at--;
  top.splice(at, 0, candidate);
  if (top.length > keep) top.pop();
}

/** Scores one hand under both regulations and counts it; `index` is its place among all the hands of the run. */
export function tallyImpactHand(t: ImpactTally, s: ImpactSettings, h: ImpactHand, index: number): void {
  t.seen++;
  let a: ScoreResult, b: ScoreResult;
  try {
    a = scoreHand(s.scorerA, h.hand, h.options);
    b = scoreHand(s.scorerB, h.hand, h.options);
  } catch (e) {
    t.failed++;
    if (t.failures.length < s.maxFailures) {
      t.failures.push({ hand: h.text, ...(h.source !== undefined ? { source: h.source } : {}), message: e instanceof Error ? e.message : String(e) });
    }
    return;
  }
  const c: ScoreComparison = compareScores(a, b, s.context);
  if (c.changed) {
    t.changed++;
    addToHistogram(t.histogram, c.delta);
    t.deltas?.push(c.delta);
    for (const r of c.rules) t.byRule.set(r, (t.byRule.get(r) ?? 0) + 1);
    if (c.declarabilityChanged) {
      t.declarability++;
      if (b.declarable === true) t.gained++;
      else if (a.declarable === true) t.lost++;
    }
    const rank = { magnitude: Math.abs(c.delta), declarability: c.declarabilityChanged, index };
    const top = t.top;
    if (s.keep > 0 && (top.length < s.keep || ranksBefore(rank, top[top.length - 1]!))) {
      const example: ImpactExample = {
        hand: h.text, flags: formatWinFlags(h.options), ...(h.source !== undefined ? { source: h.source } : {}),
        old: sideOf(a), new: sideOf(b), delta: c.delta, declarabilityChanged: c.declarabilityChanged, rules: c.rules,
        items: diffItems(a, b),
      };
      offerExample(top, { ...rank, example }, s.keep);
    }
  } else if (c.rules.length > 0) {
    t.explanationOnly++;
  }
}

/**
 * Adds a part's counts to a tally. Parts are merged in the order of their hands, so the result is the tally of the
 * hands in one run: the same examples (ranked with the hands' indexes in the run), the first failures, and the
 * histogram fed the same differences in the same order.
 */
export function mergeImpactTally(into: ImpactTally, part: ImpactTally, keep: number, maxFailures: number): void {
  into.seen += part.seen;
  into.changed += part.changed;
  into.declarability += part.declarability;
  into.gained += part.gained;
  into.lost += part.lost;
  into.explanationOnly += part.explanationOnly;
  into.failed += part.failed;
  for (const d of part.deltas ?? []) {
    addToHistogram(into.histogram, d);
    into.deltas?.push(d);
  }
  for (const [r, n] of part.byRule) into.byRule.set(r, (into.byRule.get(r) ?? 0) + n);
  for (const candidate of part.top) offerExample(into.top, candidate, keep);
  for (const f of part.failures) if (into.failures.length < maxFailures) into.failures.push(f);
}

/** The report of a tally of every hand of a run; `changes`: what differs between the two regulations. */
export function impactReportOf(t: ImpactTally, changes: Required<CompareContext>): ImpactReport {
  const hist = summarizeHistogram(t.histogram);
  const sortedRules = [...t.byRule].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  return {
    hands: t.seen - t.failed,
    changed: t.changed,
    increased: hist.increased,
    decreased: hist.decreased,
    declarabilityChanged: t.declarability,
    declarableGained: t.gained,
    declarableLost: t.lost,
    explanationOnly: t.explanationOnly,
    byRule: Object.fromEntries(sortedRules),
    histogram: hist,
    examples: t.top.map((x) => x.example),
    failures: t.failures,
    failed: t.failed,
    regulationChanges: { settings: [...changes.settingsChanged], rules: [...changes.rulesChanged] },
  };
}

/** The settings of an impact run from runImpact's options. */
export function impactSettingsOf(scorerA: CompiledScorer, scorerB: CompiledScorer, options: RunImpactOptions): ImpactSettings {
  return {
    scorerA, scorerB,
    context: options.context ?? regulationChangesOf(scorerA.ir, scorerB.ir),
    keep: Math.max(0, options.examples ?? 10),
    maxFailures: options.maxFailures ?? 20,
  };
}

/** Scores every hand under both scorers (a: old, b: new) and reports what changed. */
export function runImpact(
  scorerA: CompiledScorer,
  scorerB: CompiledScorer,
  hands: Iterable<ImpactHand>,
  onProgress?: ImpactProgress,
  options: RunImpactOptions = {},
): ImpactReport {
  const every = Math.max(1, options.progressEvery ?? 1000);
  const changes = regulationChangesOf(scorerA.ir, scorerB.ir);
  const settings = impactSettingsOf(scorerA, scorerB, { ...options, context: options.context ?? changes });
  const tally = createImpactTally();
  for (const h of hands) {
    tallyImpactHand(tally, settings, h, tally.seen);
    if (onProgress && tally.seen % every === 0) onProgress(tally.seen);
  }
  if (onProgress) onProgress(tally.seen);
  return impactReportOf(tally, changes);
}
