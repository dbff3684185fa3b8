/**
 * Scoring one reading of a hand in two steps: `tallyReading` computes the numbers with no allocation (every
 * reading of every hand goes through it), `explainTally` turns the tally of the chosen reading into the items
 * of the explanation.
 */
import type { EvalContext, HandFacts, Reading } from '../eval/context.js';
import type { Bilingual } from '../ir/types.js';
import type { CompiledItem, CompiledScorer } from './compile-scorer.js';
import type { SectionRunner } from './generate-scorer.js';
import type { ScoreItem } from './score-types.js';

/** Reusable buffers of one scorer: applications and exclusions per item, sums per slot. */
export interface TallyScratch {
  /** Applications of each item in the reading being scored (0: does not apply). */
  n: Int32Array;
  /** For each item, the index of the item that excluded it, or -1. */
  excludedBy: Int16Array;
  /** Copies of n and excludedBy for the best reading so far, when a hand has several. */
  bestN: Int32Array;
  bestExcludedBy: Int16Array;
  ctx: EvalContext;
}

/** The numbers of one reading. */
export interface Tally {
  total: number;
  declarable: boolean | null;
  /** Largest limit fraction matched (0: none). */
  limit: number;
  /** The limit fraction that set the total, or null. */
  limitApplied: number | null;
  points: number;
  doublings: number;
  doublingCapped: boolean;
  houseCapped: boolean;
}

/** Creates the scratch buffers for a scorer. */
export function createScratch(scorer: CompiledScorer, facts: HandFacts): TallyScratch {
  const items = scorer.items.length;
  return {
    n: new Int32Array(items),
    excludedBy: new Int16Array(items),
    bestN: new Int32Array(items),
    bestExcludedBy: new Int16Array(items),
    ctx: { hand: facts, reading: { shape: 'standard', melds: [], loose: [], wait: 'none' }, sums: new Float64Array(scorer.sumSlots), limit: 0 },
  };
}

/**
 * Evaluates one section; applies exclusions (the more valuable of two exclusive items stays, then declaration
 * order); returns nothing: the kept items are those with n > 0 and excludedBy = -1.
 */
function runSection(section: readonly CompiledItem[], run: SectionRunner, scorer: CompiledScorer, s: TallyScratch): void {
  if (!run(s.ctx, s.n, scorer.bindings)) return;
  const matched = section.filter((item) => s.n[item.index]! > 0)
    .sort((a, b) => b.ir.value * s.n[b.index]! - a.ir.value * s.n[a.index]!);
  for (const item of matched) {
    if (s.excludedBy[item.index] !== -1) continue;
    for (const e of item.excludeIndices) if (s.excludedBy[e] === -1) s.excludedBy[e] = item.index;
  }
}

/** Scores one reading into the scratch buffers and returns its numbers. */
export function tallyReading(scorer: CompiledScorer, s: TallyScratch, reading: Reading, complete: boolean | null): Tally {
  const sc = scorer.ir.scoring;
  const c = s.ctx;
  c.reading = reading;
  c.limit = 0;
  c.sums.fill(0);
  s.excludedBy.fill(-1);
  const g = scorer.generated;
  runSection(scorer.points, g.points, scorer, s);
  const points = g.pointsTotal(c, s.n, s.excludedBy);
  runSection(scorer.doublings, g.doublings, scorer, s);
  let doublings = g.doublingsTotal(c, s.n, s.excludedBy);
  let doublingCapped = false;
  if (sc.doublingCap && doublings > sc.doublingCap.value) { doublings = sc.doublingCap.value; doublingCapped = true; }
  const raw = (sc.base + points) * 2 ** doublings;
  const house = sc.houseLimit?.value ?? Infinity;
  let total = Math.min(raw, house);
  let houseCapped = raw > house;
  runSection(scorer.limits, g.limits, scorer, s);
  const limit = g.largestLimit(c, s.n, s.excludedBy);
  let limitApplied: number | null = null;
  if (limit > 0 && Number.isFinite(house)) {
    const limitValue = limit * house;
    if (sc.limitVsPoints === 'limit' || limitValue >= total) {
      total = limitValue;
      limitApplied = limit;
      houseCapped = false;
    }
  }
  c.limit = limit;
  const declarable = complete === null ? null : complete && (scorer.generated.declare ? scorer.generated.declare(c) === true : true);
  return { total, declarable, limit, limitApplied, points, doublings, doublingCapped, houseCapped };
}

function toItem(item: CompiledItem, n: number): ScoreItem {
  const ir = item.ir;
  return { id: ir.id, kind: ir.kind, clause: ir.clause, value: ir.kind === 'limit' ? ir.value : ir.value * n, count: n, name: ir.name };
}

function capItem(id: string, clause: string, value: number, name?: Bilingual): ScoreItem {
  return { id, kind: 'cap', clause, value, count: 1, name: name ?? { ru: id, en: id } };
}

/** The explanation of a tally: kept items in order (points, doublings, caps, limits) and excluded items. */
export function explainTally(
  scorer: CompiledScorer, n: Int32Array, excludedBy: Int16Array, t: Tally,
): { items: ScoreItem[]; excluded: Array<{ id: string; by: string }> } {
  const sc = scorer.ir.scoring;
  const items: ScoreItem[] = [];
  const excluded: Array<{ id: string; by: string }> = [];
  const section = (list: readonly CompiledItem[]) => {
    for (const item of list) {
      const count = n[item.index]!;
      if (count === 0) continue;
      const by = excludedBy[item.index]!;
      if (by !== -1) excluded.push({ id: item.ir.id, by: scorer.items[by]!.ir.id });
      else items.push(toItem(item, count));
    }
  };
  section(scorer.points);
  section(scorer.doublings);
  if (t.doublingCapped && sc.doublingCap) items.push(capItem('doubling-cap', sc.doublingCap.clause, sc.doublingCap.value, sc.doublingCap.name));
  section(scorer.limits);
  if (t.houseCapped && sc.houseLimit) items.push(capItem('house-limit', sc.houseLimit.clause, sc.houseLimit.value, sc.houseLimit.name));
  return { items, excluded };
}
