/**
 * Scoring one reading of a hand in two steps: `tallyReading` computes the numbers and lists the items that apply
 * with no allocation but its result (every reading of every hand goes through it), `explainTally` turns the tally of
 * the chosen reading into the items of the explanation.
 */
import type { HandFacts, Reading } from '../eval/context.js';
import type { Bilingual } from '../ir/types.js';
import { EXCLUDING } from './generate-scorer.js';
import type { CompiledItem, CompiledScorer, SectionRunner, Tally, TallyScratch } from './scorer-types.js';

export type { Tally, TallyScratch } from './scorer-types.js';
import type { Excluded, ScoreItem } from './score-types.js';
import { STANDARD_SHAPE } from './vocabulary.js';
import { PRINCIPLE_IDS } from '../ir/types.js';
import { copyDrops, createDrops, resolvePrinciples, type Drops } from './principles.js';



/** Creates the scratch buffers for a scorer. */
export function createScratch(scorer: CompiledScorer, facts: HandFacts): TallyScratch {
  const items = scorer.items.length;
  return {
    // (The scorer's: its sections write there.)
    n: scorer.buffers.n,
    applied: scorer.buffers.applied,
    excludedBy: new Int16Array(items).fill(-1),
    excludedList: new Int32Array(items),
    excludedCount: 0,
    adjustedTo: new Float64Array(items),
    best: { n: new Int32Array(items), applied: new Int32Array(items), excludedBy: new Int16Array(items), adjustedTo: new Float64Array(items), drops: createDrops(4 * items) },
    im: scorer.buffers.im,
    kept: new Int32Array(items),
    drops: createDrops(4 * items),
    tally: emptyTally(scorer),
    bestTally: emptyTally(scorer),
    ctx: { hand: facts, reading: { shape: STANDARD_SHAPE, melds: [], loose: [], winMeld: -1, wait: 'none' }, sums: new Float64Array(scorer.sumSlots), limit: 0, points: 0, value: 0 },
  };
}

/** A tally to be filled by tallyReading (or tallyCounters). */
function emptyTally(scorer: CompiledScorer): Tally {
  return {
    total: 0, declarable: null, limitApplied: null, points: 0, doublings: 0, doublingCapped: false, houseCapped: false, pointsEnd: 0,
    doublingsEnd: 0, appliedEnd: 0, raw: 0, value: 0, counters: new Float64Array(scorer.counters?.counters.length ?? 0),
  };
}

/** Copies the applied items of the reading just scored (their counts and exclusions) into the best-reading buffers. */
export function keepAsBest(s: TallyScratch, t: Tally): void {
  const { n, applied, excludedBy, adjustedTo } = s;
  const best = s.best;
  const { n: bestN, applied: bestApplied, excludedBy: bestExcludedBy, adjustedTo: bestAdjustedTo } = best;
  // (The lists and the bound in locals, the bound an int32: read in the loop, each was loaded and checked per item.)
  const end = t.appliedEnd | 0;
  for (let k = 0; k < end; k++) {
    const i = applied[k]!;
    bestApplied[k] = i;
    bestN[i] = n[i]!;
    bestExcludedBy[i] = excludedBy[i]!;
    bestAdjustedTo[i] = adjustedTo[i]!;
  }
  if (s.drops.length > 0 || best.drops.length > 0) copyDrops(s.drops, best.drops);
}

/**
 * EXCLUDING as this module's constant: optimized code reads an imported binding from its cell and checks it for the
 * hole (not yet initialized) at each use.
 */
const EXCLUDES = EXCLUDING;

/** The matched items of the section being run, most valuable first (reused: excludeWithin is not re-entrant). */
const matched: CompiledItem[] = [];

/**
 * Runs one section: records its applied items after position `from` of the applied list, in index order, and
 * applies their exclusions (the more valuable of two exclusive items stays, then declaration order: the kept items
 * are the listed ones with excludedBy -1). Returns the new length of the list.
 */
export function runSection(run: SectionRunner, scorer: CompiledScorer, s: TallyScratch, from: number): number {
  return sectionRan(run(s.ctx, scorer.bindings, from), scorer, s, from);
}

/**
 * runSection after the call of its runner, which returned `result` (the runner lists its items in index order, the
 * declaration order: no sort here). tallyReading calls each section itself: in runSection the one call site sees
 * every section (three or four functions), so V8 calls through its generic Call builtin; a call site per section
 * sees one function and calls its code directly.
 */
function sectionRan(result: number, scorer: CompiledScorer, s: TallyScratch, from: number): number {
  const to = result >> 1;
  if ((result & EXCLUDES) !== 0) excludeWithin(scorer, s, from, to);
  return to;
}

/** Applies the exclusions of the items listed in applied[from..to) (in declaration order). */
function excludeWithin(scorer: CompiledScorer, s: TallyScratch, from: number, to: number): void {
  const n = s.n;
  const values = scorer.flat.values;
  // Insertion in declaration order, placed after every item worth at least as much: a stable sort by value.
  // (matched[0..count) is the list; its length is never reset, which would drop its storage.)
  let count = 0;
  for (let k = from; k < to; k++) {
    const item = scorer.items[s.applied[k]!]!;
    const worth = values[item.index]! * n[item.index]!;
    let j = count++;
    while (j > 0 && values[matched[j - 1]!.index]! * n[matched[j - 1]!.index]! < worth) { matched[j] = matched[j - 1]!; j--; }
    matched[j] = item;
  }
  const excludedBy = s.excludedBy;
  for (let i = 0; i < count; i++) {
    const item = matched[i]!;
    if (excludedBy[item.index] !== -1) continue;
    for (const e of item.excludeIndices) {
      if (excludedBy[e] !== -1) continue;
      excludedBy[e] = item.index;
      s.excludedList[s.excludedCount++] = e;
    }
  }
}

/**
 * The sum of value times applications of the kept items in applied[from..to), added into their tags' sums too; with
 * `excluded`, of the excluded items instead, taken out of the sums.
 */
export function addUp(scorer: CompiledScorer, s: TallyScratch, from: number, to: number, excluded = false): number {
  const sums = s.ctx.sums;
  const { values, slotStart, slotList } = scorer.flat;
  const sign = excluded ? -1 : 1;
  let total = 0;
  for (let k = from; k < to; k++) {
    const i = s.applied[k]!;
    if ((s.excludedBy[i] !== -1) !== excluded) continue;
    const v = values[i]! * s.n[i]!;
    total += v;
    for (let j = slotStart[i]!; j < slotStart[i + 1]!; j++) sums[slotList[j]!]! += sign * v;
  }
  return total;
}

/**
 * The total of the section just run into applied[from..to), its items' values also added into their tags' sums: by
 * addUp, or, for a section that adds up itself (`addsUp`), its total less the part of the items excluded (by an item
 * of this section or of an earlier one), which it took out of the sums too. (An exact sum: see addsUpExactly.)
 */
function sectionTotal(scorer: CompiledScorer, s: TallyScratch, addsUp: boolean, from: number, to: number): number {
  // (`!== true`: a flag read from an object is tested for every falsy kind of value, unless compared.)
  if (addsUp !== true) return to > from ? addUp(scorer, s, from, to) : 0;
  const total = scorer.buffers.total[0]!;
  return s.excludedCount > 0 ? total - addUp(scorer, s, from, to, true) : total;
}

/** The largest value among the kept items in applied[from..to) (0: none). */
export function largestKept(scorer: CompiledScorer, s: TallyScratch, from: number, to: number): number {
  const { applied, excludedBy } = s;
  const values = scorer.flat.values;
  let largest = 0;
  for (let k = from | 0; k < (to | 0); k++) {
    const i = applied[k]!;
    if (excludedBy[i] !== -1) continue;
    const value = values[i]!;
    if (value > largest) largest = value;
  }
  return largest;
}

/** 2 ** i for the whole numbers of doublings a hand reaches, made by `**` itself (the same numbers). */
const POWERS_OF_TWO = Float64Array.from({ length: 64 }, (_, i) => 2 ** i);

/**
 * 2 ** doublings. For a whole number below 64 it is read from a table: `**` of a variable is a call of the C
 * library's pow in V8's optimized code, once per reading.
 */
function powerOfTwo(doublings: number): number {
  return doublings >= 0 && doublings < 64 && (doublings | 0) === doublings ? POWERS_OF_TWO[doublings]! : 2 ** doublings;
}

/** Scores one reading into the scratch buffers; returns its numbers (in `s.tally`, overwritten by the next reading). */
export function tallyReading(scorer: CompiledScorer, s: TallyScratch, reading: Reading, complete: boolean | null): Tally {
  const sc = scorer.ir.scoring;
  const c = s.ctx;
  c.reading = reading;
  c.limit = 0;
  // A regulation has a few sum slots: zeroed one by one (a fill call costs more than the stores).
  const sums = c.sums;
  for (let i = 0; i < sums.length; i++) sums[i] = 0;
  // Only the entries the last reading's exclusions set are not -1.
  for (let k = 0; k < s.excludedCount; k++) s.excludedBy[s.excludedList[k]!] = -1;
  s.excludedCount = 0;
  const g = scorer.generated;
  // Each section's total is added up after the section ran (the next one may read its sums). The meld pass runs with
  // the points, before the other sections, which read its counts (a reading object may come again with another hand).
  let pointsEnd = sectionRan(g.pointsWithPass(c, scorer.bindings, 0), scorer, s, 0);
  if (scorer.instanceMode === true) resolvePrinciples(scorer, scorer.principleFlags, s, 0, pointsEnd);
  else s.drops.length = 0;
  let points = sectionTotal(scorer, s, g.addsUp.points, 0, pointsEnd);
  c.points = points;
  // Items that read the points counted so far are decided after the others (Chicken Hand: nothing else counted).
  if (g.pointsLate !== null) {
    const lateEnd = sectionRan(g.pointsLate(c, scorer.bindings, pointsEnd), scorer, s, pointsEnd);
    points += sectionTotal(scorer, s, g.addsUp.pointsLate, pointsEnd, lateEnd);
    pointsEnd = lateEnd;
    c.points = points;
  }
  const doublingsEnd = sectionRan(g.doublings(c, scorer.bindings, pointsEnd), scorer, s, pointsEnd);
  let doublings = sectionTotal(scorer, s, g.addsUp.doublings, pointsEnd, doublingsEnd);
  let doublingCapped = false;
  if (sc.doublingCap && doublings > sc.doublingCap.value) { doublings = sc.doublingCap.value; doublingCapped = true; }
  const t = s.tally;
  limitValue(scorer, s, (sc.base + points) * powerOfTwo(doublings), doublingsEnd);
  t.declarable = complete === null ? null : complete === true && (scorer.generated.declare !== null ? scorer.generated.declare(c) === true : true);
  t.points = points;
  t.doublings = doublings;
  t.doublingCapped = doublingCapped;
  t.pointsEnd = pointsEnd;
  t.doublingsEnd = doublingsEnd;
  return t;
}

/**
 * The house limit and the limits applied to a reading's value `raw`: the limits section runs into the applied list
 * from `from`; the largest kept limit, times the house limit, replaces the value (with `limit-vs-points: max`, when
 * it is more). Sets `total`, `limitApplied`, `houseCapped` and `appliedEnd` of `s.tally`, and the context's limit.
 */
export function limitValue(scorer: CompiledScorer, s: TallyScratch, raw: number, from: number): void {
  const sc = scorer.ir.scoring;
  const house = sc.houseLimit?.value ?? Infinity;
  let total = Math.min(raw, house);
  let houseCapped = raw > house;
  const appliedEnd = sectionRan(scorer.generated.limits(s.ctx, scorer.bindings, from), scorer, s, from);
  const limit = appliedEnd > from ? largestKept(scorer, s, from, appliedEnd) : 0;
  let limitApplied: number | null = null;
  if (limit > 0 && Number.isFinite(house)) {
    const limitValue = limit * house;
    if (sc.limitVsPoints === 'limit' || limitValue >= total) {
      total = limitValue;
      limitApplied = limit;
      houseCapped = false;
    }
  }
  s.ctx.limit = limit;
  const t = s.tally;
  t.total = total;
  t.limitApplied = limitApplied;
  t.houseCapped = houseCapped;
  t.appliedEnd = appliedEnd;
}

function toItem(item: CompiledItem, n: number, adjustedTo: number): ScoreItem {
  const r = item.record;
  if (r.kind === 'adjust') return { id: r.id, kind: r.kind, clause: r.clause, value: adjustedTo, count: 1, name: r.name, counter: r.counter! };
  if (n === 1) return item.once;
  // An item counted a few times (pungs: two or three) has its line made once per count and shared, as `once` is.
  if (n < item.counted.length) return item.counted[n] ?? (item.counted[n] = Object.freeze(countedItem(r, n)));
  return countedItem(r, n);
}

/** The explanation's line of an item (not an adjustment) that applied `n` times. */
function countedItem(r: CompiledItem['record'], n: number): ScoreItem {
  const value = r.kind === 'limit' ? r.value : r.value * n;
  // (Two literals, not a spread of the optional counter: a spread is one of V8's slow paths, for every item counted
  // more than once.)
  if (r.counter !== undefined) return { id: r.id, kind: r.kind, clause: r.clause, value, count: n, name: r.name, counter: r.counter };
  return { id: r.id, kind: r.kind, clause: r.clause, value, count: n, name: r.name };
}

function capItem(id: string, clause: string, value: number, name?: Bilingual): ScoreItem {
  return { id, kind: 'cap', clause, value, count: 1, name: name ?? { ru: id, en: id } };
}

/** No excluded items (shared, frozen). */
const NONE_EXCLUDED: ReadonlyArray<Excluded> = Object.freeze([]);

/**
 * The lines of the explanation being built (reused from hand to hand; explainTally copies them out with one `slice`):
 * pushing onto a new empty list made V8 call its push builtin for each line, and grow the list's storage on the
 * first one. It starts long enough for most explanations (its stores then stay within its length: no growth check),
 * and grows past that as any list does.
 */
const LINES_AT_FIRST = 32;
const lines: ScoreItem[] = new Array<ScoreItem>(LINES_AT_FIRST).fill(undefined as unknown as ScoreItem);
let lineCount = 0;

/**
 * Appends the items listed in applied[from..to): kept ones to `lines`, excluded ones (with the item that excluded
 * them) to `excluded`, which is made on the first one; returns it (null while there is none).
 */
function explainRange(scorer: CompiledScorer, buffers: ExplainBuffers, from: number, to: number, excluded: Excluded[] | null): Excluded[] | null {
  const { applied, excludedBy, n } = buffers;
  const once = scorer.flat.once;
  // (The count in a local, stored once: the module's `let` is a context slot that optimized code loads, checks for
  // the hole, untags, and tags and stores again at each line. `| 0`: an int32 local, not a tagged one checked at each
  // line.)
  let count = lineCount | 0;
  // (`| 0`: the bounds as int32 for the loop's compare, instead of a small-integer check of `to` at each line.)
  const end = to | 0;
  for (let k = from | 0; k < end; k++) {
    const i = applied[k]!;
    const by = excludedBy[i]!;
    if (by !== -1) (excluded ??= []).push({ id: scorer.items[i]!.record.id, by: scorer.items[by]!.record.id });
    // An item applied once (most lines) is read from the flat list: the item and its record are two more objects to
    // load, scattered in memory (the first read of the record was the slowest line of this loop in a profile).
    else if (n[i] === 1 && once[i] !== null) lines[count++] = once[i]!;
    // (A fan the principles left out wholly has no applications left: its drop records explain it. Only in instance
    // mode: a counter's adjustment entry has no applications either.)
    else if (!scorer.instanceMode || n[i]! > 0) lines[count++] = toItem(scorer.items[i]!, n[i]!, buffers.adjustedTo[i]!);
  }
  lineCount = count;
  return excluded;
}

/** The buffers a tally's explanation reads: the scratch itself, or its copy of the best reading. */
type ExplainBuffers = Pick<TallyScratch, 'n' | 'applied' | 'excludedBy' | 'adjustedTo' | 'drops'>;

/** The drop records as excluded entries: the item, the item it lost to, the principle, how many (when more than one). */
function explainDrops(scorer: CompiledScorer, d: Drops, excluded: Excluded[] | null): Excluded[] | null {
  for (let k = 0; k < d.length; k++) {
    const count = d.count[k]!;
    (excluded ??= []).push({
      id: scorer.items[d.item[k]!]!.record.id, by: scorer.items[d.by[k]!]!.record.id, principle: PRINCIPLE_IDS[d.principle[k]!]!,
      ...(count > 1 ? { count } : {}),
    });
  }
  return excluded;
}

/** The explanation of a tally: kept items in order (points, doublings, caps, limits) and excluded items. */
export function explainTally(
  scorer: CompiledScorer, buffers: ExplainBuffers, t: Tally,
): { items: ScoreItem[]; excluded: ReadonlyArray<Excluded> } {
  const sc = scorer.ir.scoring;
  lineCount = 0;
  let excluded = explainRange(scorer, buffers, 0, t.doublingsEnd, null);
  // (Drops come with principles only: no call without them.)
  if (buffers.drops.length > 0) excluded = explainDrops(scorer, buffers.drops, excluded);
  if (t.doublingCapped === true && sc.doublingCap) lines[lineCount++] = capItem('doubling-cap', sc.doublingCap.clause, sc.doublingCap.value, sc.doublingCap.name);
  excluded = explainRange(scorer, buffers, t.doublingsEnd, t.appliedEnd, excluded);
  if (t.houseCapped === true && sc.houseLimit) lines[lineCount++] = capItem('house-limit', sc.houseLimit.clause, sc.houseLimit.value, sc.houseLimit.name);
  return { items: copyOfLines(lineCount), excluded: excluded ?? NONE_EXCLUDED };
}

/**
 * lines[0..count) as a new list. Up to eight lines (88% of the benchmark's results) it is an array literal, which optimized code
 * allocates inline; `slice` is a call of V8's builtin (~1.7% of a scoring profile's samples, on its line).
 */
function copyOfLines(count: number): ScoreItem[] {
  const l = lines;
  switch (count) {
    case 0: return [];
    case 1: return [l[0]!];
    case 2: return [l[0]!, l[1]!];
    case 3: return [l[0]!, l[1]!, l[2]!];
    case 4: return [l[0]!, l[1]!, l[2]!, l[3]!];
    case 5: return [l[0]!, l[1]!, l[2]!, l[3]!, l[4]!];
    case 6: return [l[0]!, l[1]!, l[2]!, l[3]!, l[4]!, l[5]!];
    case 7: return [l[0]!, l[1]!, l[2]!, l[3]!, l[4]!, l[5]!, l[6]!];
    case 8: return [l[0]!, l[1]!, l[2]!, l[3]!, l[4]!, l[5]!, l[6]!, l[7]!];
    default: return l.slice(0, count);
  }
}
