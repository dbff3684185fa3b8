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
import { addToHistogram, createHistogram, summarizeHistogram, type DeltaHistogram } from './histogram.js';

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

/** A candidate example: its ranking keys and the example. */
interface Ranked {
  magnitude: number;
  declarability: boolean;
  index: number;
  example: ImpactExample;
}

/** True when x ranks before y. */
function ranksBefore(x: Omit<Ranked, 'example'>, y: Omit<Ranked, 'example'>): boolean {
  if (x.magnitude !== y.magnitude) return x.magnitude > y.magnitude;
  if (x.declarability !== y.declarability) return x.declarability;
  return x.index < y.index;
}

/** Scores every hand under both scorers (a: old, b: new) and reports what changed. */
export function runImpact(
  scorerA: CompiledScorer,
  scorerB: CompiledScorer,
  hands: Iterable<ImpactHand>,
  onProgress?: ImpactProgress,
  options: RunImpactOptions = {},
): ImpactReport {
  const keep = Math.max(0, options.examples ?? 10);
  const every = Math.max(1, options.progressEvery ?? 1000);
  const maxFailures = options.maxFailures ?? 20;
  const changes = regulationChangesOf(scorerA.ir, scorerB.ir);
  const context = options.context ?? changes;
  const histogram = createHistogram();
  const byRule = new Map<string, number>();
  const top: Ranked[] = [];
  const failures: ImpactFailure[] = [];
  let n = 0, changed = 0, declarability = 0, gained = 0, lost = 0, explanationOnly = 0, failed = 0;

  for (const h of hands) {
    const index = n++;
    let a: ScoreResult, b: ScoreResult;
    try {
      a = scoreHand(scorerA, h.hand, h.options);
      b = scoreHand(scorerB, h.hand, h.options);
    } catch (e) {
      failed++;
      if (failures.length < maxFailures) {
        failures.push({ hand: h.text, ...(h.source !== undefined ? { source: h.source } : {}), message: e instanceof Error ? e.message : String(e) });
      }
      if (onProgress && n % every === 0) onProgress(n);
      continue;
    }
    const c: ScoreComparison = compareScores(a, b, context);
    if (c.changed) {
      changed++;
      addToHistogram(histogram, c.delta);
      for (const r of c.rules) byRule.set(r, (byRule.get(r) ?? 0) + 1);
      if (c.declarabilityChanged) {
        declarability++;
        if (b.declarable === true) gained++;
        else if (a.declarable === true) lost++;
      }
      const rank = { magnitude: Math.abs(c.delta), declarability: c.declarabilityChanged, index };
      if (keep > 0 && (top.length < keep || ranksBefore(rank, top[top.length - 1]!))) {
        const example: ImpactExample = {
          hand: h.text, flags: formatWinFlags(h.options), ...(h.source !== undefined ? { source: h.source } : {}),
          old: sideOf(a), new: sideOf(b), delta: c.delta, declarabilityChanged: c.declarabilityChanged, rules: c.rules,
          items: diffItems(a, b),
        };
        let at = top.length;
        while (at > 0 && ranksBefore(rank, top[at - 1]!)) at--;
        top.splice(at, 0, { ...rank, example });
        if (top.length > keep) top.pop();
      }
    } else if (c.rules.length > 0) {
      explanationOnly++;
    }
    if (onProgress && n % every === 0) onProgress(n);
  }
  if (onProgress) onProgress(n);

  const hist = summarizeHistogram(histogram);
  const sortedRules = [...byRule].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  return {
    hands: n - failed,
    changed,
    increased: hist.increased,
    decreased: hist.decreased,
    declarabilityChanged: declarability,
    declarableGained: gained,
    declarableLost: lost,
    explanationOnly,
    byRule: Object.fromEntries(sortedRules),
    histogram: hist,
    examples: top.map((t) => t.example),
    failures,
    failed,
    regulationChanges: { settings: [...changes.settingsChanged], rules: [...changes.rulesChanged] },
  };
}
