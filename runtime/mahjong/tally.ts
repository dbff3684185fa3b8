/**
 * Scoring one reading of a hand in two steps: `tallyReading` computes the numbers with no allocation (every
 * reading of every hand goes through it), `explainTally` turns the tally of the chosen reading into the items
 * of the explanation.
 */
import type { EvalContext, HandFacts, Reading } from '../eval/context.js';
import type { Bilingual } from '../ir/types.js';
import type { CompiledItem, CompiledScorer } from './compile-scorer.js';
import { EXCLUDING, type SectionRunner } from './generate-scorer.js';
import type { ScoreItem } from './score-types.js';
import { STANDARD_SHAPE } from './vocabulary.js';

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
  /** The sections where an item applied, as bits: 1 points, 2 doublings, 4 limits (the others need no explanation). */
  applied: number;
}

/** Creates the scratch buffers for a scorer. */
export function createScratch(scorer: CompiledScorer, facts: HandFacts): TallyScratch {
  const items = scorer.items.length;
  return {
    n: new Int32Array(items),
    excludedBy: new Int16Array(items),
    bestN: new Int32Array(items),
    bestExcludedBy: new Int16Array(items),
    ctx: { hand: facts, reading: { shape: STANDARD_SHAPE, melds: [], loose: [], winMeld: -1, wait: 'none' }, sums: new Float64Array(scorer.sumSlots), limit: 0 },
  };
}

/** The matched items of the section being run, most valuable first (reused: runSection is not re-entrant). */
const matched: CompiledItem[] = [];

/**
 * Evaluates one section; applies exclusions (the more valuable of two exclusive items stays, then declaration
 * order); returns whether an item applied: the kept items are those with n > 0 and excludedBy = -1.
 */
function runSection(section: readonly CompiledItem[], run: SectionRunner, scorer: CompiledScorer, s: TallyScratch): boolean {
  const flags = run(s.ctx, s.n, scorer.bindings);
  if ((flags & EXCLUDING) === 0) return flags !== 0;
  const n = s.n;
  // Insertion in declaration order, placed after every item worth at least as much: a stable sort by value.
  // (matched[0..count) is the list; its length is never reset, which would drop its storage.)
  let count = 0;
  for (let i = 0; i < section.length; i++) {
    const item = section[i]!;
    const times = n[item.index]!;
    if (!(times > 0)) continue;
    const worth = item.record.value * times;
    let j = count++;
    while (j > 0 && matched[j - 1]!.record.value * n[matched[j - 1]!.index]! < worth) { matched[j] = matched[j - 1]!; j--; }
    matched[j] = item;
  }
  for (let i = 0; i < count; i++) {
    const item = matched[i]!;
    if (s.excludedBy[item.index] !== -1) continue;
    for (const e of item.excludeIndices) if (s.excludedBy[e] === -1) s.excludedBy[e] = item.index;
  }
  return true;
}

/** Scores one reading into the scratch buffers and returns its numbers. */
export function tallyReading(scorer: CompiledScorer, s: TallyScratch, reading: Reading, complete: boolean | null): Tally {
  const sc = scorer.ir.scoring;
  const c = s.ctx;
  c.reading = reading;
  c.limit = 0;
  // A regulation has a few sum slots: zeroed one by one (a fill call costs more than the stores).
  const sums = c.sums;
  for (let i = 0; i < sums.length; i++) sums[i] = 0;
  s.excludedBy.fill(-1);
  const g = scorer.generated;
  // A section where no item applied adds nothing: its total is not run.
  let applied = 0;
  let points = 0;
  if (runSection(scorer.points, g.points, scorer, s)) { points = g.pointsTotal(c, s.n, s.excludedBy); applied |= 1; }
  let doublings = 0;
  if (runSection(scorer.doublings, g.doublings, scorer, s)) { doublings = g.doublingsTotal(c, s.n, s.excludedBy); applied |= 2; }
  let doublingCapped = false;
  if (sc.doublingCap && doublings > sc.doublingCap.value) { doublings = sc.doublingCap.value; doublingCapped = true; }
  const raw = (sc.base + points) * 2 ** doublings;
  const house = sc.houseLimit?.value ?? Infinity;
  let total = Math.min(raw, house);
  let houseCapped = raw > house;
  let limit = 0;
  if (runSection(scorer.limits, g.limits, scorer, s)) { limit = g.largestLimit(c, s.n, s.excludedBy); applied |= 4; }
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
  return { total, declarable, limit, limitApplied, points, doublings, doublingCapped, houseCapped, applied };
}

function toItem(item: CompiledItem, n: number): ScoreItem {
  if (n === 1) return item.once;
  const r = item.record;
  return { id: r.id, kind: r.kind, clause: r.clause, value: r.kind === 'limit' ? r.value : r.value * n, count: n, name: r.name };
}

function capItem(id: string, clause: string, value: number, name?: Bilingual): ScoreItem {
  return { id, kind: 'cap', clause, value, count: 1, name: name ?? { ru: id, en: id } };
}

/** No excluded items (shared, frozen). */
const NONE_EXCLUDED: ReadonlyArray<{ id: string; by: string }> = Object.freeze([]);

/**
 * Appends a section's matched items: kept ones to `items`, excluded ones (with the item that excluded them) to
 * `excluded`, which is made on the first one; returns it (null while there is none).
 */
function explainSection(
  scorer: CompiledScorer, list: readonly CompiledItem[], n: Int32Array, excludedBy: Int16Array,
  items: ScoreItem[], excluded: Array<{ id: string; by: string }> | null,
): Array<{ id: string; by: string }> | null {
  if (list.length === 0) return excluded;
  // A section's items have consecutive indices: scan the counts, and read an item only where it applied.
  const from = list[0]!.index;
  const to = from + list.length;
  for (let i = from; i < to; i++) {
    const count = n[i]!;
    if (count === 0) continue;
    const item = scorer.items[i]!;
    const by = excludedBy[i]!;
    if (by !== -1) (excluded ??= []).push({ id: item.record.id, by: scorer.items[by]!.record.id });
    else items.push(toItem(item, count));
  }
  return excluded;
}

/** The explanation of a tally: kept items in order (points, doublings, caps, limits) and excluded items. */
export function explainTally(
  scorer: CompiledScorer, n: Int32Array, excludedBy: Int16Array, t: Tally,
): { items: ScoreItem[]; excluded: ReadonlyArray<{ id: string; by: string }> } {
  const sc = scorer.ir.scoring;
  const items: ScoreItem[] = [];
  let excluded: Array<{ id: string; by: string }> | null = null;
  if (t.applied & 1) excluded = explainSection(scorer, scorer.points, n, excludedBy, items, excluded);
  if (t.applied & 2) excluded = explainSection(scorer, scorer.doublings, n, excludedBy, items, excluded);
  if (t.doublingCapped && sc.doublingCap) items.push(capItem('doubling-cap', sc.doublingCap.clause, sc.doublingCap.value, sc.doublingCap.name));
  if (t.applied & 4) excluded = explainSection(scorer, scorer.limits, n, excludedBy, items, excluded);
  if (t.houseCapped && sc.houseLimit) items.push(capItem('house-limit', sc.houseLimit.clause, sc.houseLimit.value, sc.houseLimit.name));
  return { items, excluded: excluded ?? NONE_EXCLUDED };
}
