/**
 * A regulation's hand scoring compiled once: every item's condition, patterns and count as closures,
 * shapes with a quick pre-check. `scoreHand` then runs these over every reading of a hand.
 */
import type { ExprIR, ItemIR, RegulationIR } from '../ir/types.js';
import { compileExpr, counterSlotKey, type SumSlots } from '../eval/compile-expr.js';
import { adjustEntries, compileCounters, compilePayments } from './compile-counters.js';
import type { EvalContext } from '../eval/context.js';
import { Bindings, matchMelds } from '../eval/match.js';
import { collectInstances, MAX_INSTANCES } from '../eval/instances.js';
import { readsPoints, someNode } from '../eval/expr-nodes.js';
import { compileShape } from './compile-shape.js';
import { ShapeIndex } from './shape-index.js';
import { addsUpExactly, finishMeldPass, generateSection, generateSectionParts, generateStandalone, generateWithPass, needsMasks } from './generate-scorer.js';
import { MeldPass, meldUnitCounts } from './meld-pass.js';
import type { CompiledItem, CompiledScorer } from './scorer-types.js';
import { CompiledItemRecord } from './compiled-item.js';
import type { ScoreItem } from './score-types.js';

export type { CompiledItem, CompiledScorer } from './scorer-types.js';

/** The conjuncts of a condition: `a and (b and c)` -> [a, b, c]. */
function conjuncts(e: ExprIR | undefined): ExprIR[] {
  if (!e) return [];
  return e.op === 'and' ? e.args.flatMap(conjuncts) : [e];
}

/** Whether an item's condition or count reads the wait of the reading. */
function readsWait(item: ItemIR): boolean {
  return [item.when, item.count].some((e) => e !== undefined && someNode(e, (n) => n.op === 'fact' && n.name === 'wait'));
}

/** The `winner` conjunct. */
function isWinnerGuard(e: ExprIR): boolean {
  return e.op === 'fact' && e.name === 'winner';
}

/** The sum slots an item adds to: one per tag, in its section's family (`points:`, `doublings:`, or its counter's). */
function itemSlots(ir: ItemIR, slotOf: SumSlots): number[] {
  if (ir.kind === 'limit') return [];
  if (ir.kind === 'counter') return ir.tags.map((t) => slotOf(counterSlotKey(ir.counter!, t)));
  const of = ir.kind === 'doubling' ? 'doublings' : 'points';
  return ir.tags.map((t) => slotOf(`${of}:${t}`));
}

/**
 * Numbers the sum slots an expression reads, in the order compiling it (compileExpr) does. (The items' closures are
 * made only when `applications` asks for them: the generated sections are what scores.)
 */
function numberSums(e: ExprIR | undefined, slotOf: SumSlots): void {
  if (e === undefined) return;
  someNode(e, (n) => {
    if (n.op === 'sum') slotOf(`${n.of}:${n.tag}`);
    else if (n.op === 'counter') slotOf(counterSlotKey(n.counter, n.tag));
    return false;
  });
}

function compileItem(ir: ItemIR, index: number, slotOf: SumSlots): CompiledItem {
  const parts = conjuncts(ir.when);
  const shapeTest = parts.find((p): p is Extract<ExprIR, { op: 'cmp' }> =>
    p.op === 'cmp' && p.cmp === '==' && p.left.op === 'fact' && p.left.name === 'shape' && p.right.op === 'enum');
  // (Only an item of a counter names its counter: the other items keep the shape they always had.)
  const counter = ir.counter !== undefined ? { counter: ir.counter } : {};
  const slots = itemSlots(ir, slotOf);
  numberSums(ir.when, slotOf);
  numberSums(ir.count, slotOf);
  return new CompiledItemRecord({
    ir,
    record: { id: ir.id, kind: ir.kind, clause: ir.clause, value: ir.value, name: ir.name, ...counter },
    once: Object.freeze({ id: ir.id, kind: ir.kind, clause: ir.clause, value: ir.value, count: 1, name: ir.name, ...counter }),
    counted: new Array<Readonly<ScoreItem> | undefined>(COUNTS_SHARED).fill(undefined),
    index,
    excludeIndices: [],
    impliesIndices: [],
    impliesCounts: [],
    instances: ir.combines ?? ir.each ?? null,
    combines: ir.combines !== undefined,
    late: ir.kind === 'points' && [ir.when, ir.count].some((e) => e !== undefined && readsPoints(e)),
    slots,
    patterns: ir.patterns && ir.patterns.length > 0 ? ir.patterns : null,
    winnerOnly: parts.some(isWinnerGuard),
    rest: parts.filter((p) => !isWinnerGuard(p) && p !== shapeTest),
    shape: shapeTest && shapeTest.right.op === 'enum' ? shapeTest.right.value : null,
  }, slotOf);
}

/** Whether a section of these items may add them up itself (see the `addsUp` of compileScorer). */
function addsUpAlone(items: readonly CompiledItem[], slotOf: SumSlots): boolean {
  const written = new Set(items.flatMap((i) => i.slots));
  const readsWritten = (e: ExprIR) => someNode(e, (n) =>
    (n.op === 'sum' && written.has(slotOf(`${n.of}:${n.tag}`))) || (n.op === 'counter' && written.has(slotOf(counterSlotKey(n.counter, n.tag)))));
  return addsUpExactly(items) && !items.some((i) => [i.ir.when, i.ir.count].some((e) => e !== undefined && readsWritten(e)));
}

/** An item's explanation lines are shared for counts below this (CompiledItem.counted). */
const COUNTS_SHARED = 5;

const SCORERS = new WeakMap<RegulationIR, CompiledScorer>();

/** The regulation's scorer, compiled on first use and then shared (the IR is never changed after compiling). */
export function scorerOf(ir: RegulationIR): CompiledScorer {
  let scorer = SCORERS.get(ir);
  if (scorer === undefined) {
    scorer = compileScorer(ir);
    SCORERS.set(ir, scorer);
  }
  return scorer;
}

/** Compiles the scoring part of a regulation. */
export function compileScorer(ir: RegulationIR): CompiledScorer {
  const slots = new Map<string, number>();
  const slotOf: SumSlots = (key) => {
    let slot = slots.get(key);
    if (slot === undefined) slots.set(key, (slot = slots.size));
    return slot;
  };
  const sc = ir.scoring;
  const counterItems = (sc.counters ?? []).flatMap((k) => k.items);
  const all = [...sc.points, ...sc.doublings, ...sc.limits, ...counterItems].map((item, i) => compileItem(item, i, slotOf));
  const byId = new Map(all.map((c) => [c.ir.id, c.index]));
  for (const c of all) {
    c.excludeIndices = c.ir.excludes.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    const implied = (c.ir.implies ?? []).filter((id) => byId.has(id));
    c.impliesIndices = implied.map((id) => byId.get(id)!);
    c.impliesCounts = implied.map((id) => c.ir.impliedCounts?.[id] ?? 0);
  }
  const np = sc.points.length;
  const nd = sc.doublings.length;
  const points = all.slice(0, np);
  const doublings = all.slice(np, np + nd);
  const limits = all.slice(np + nd, np + nd + sc.limits.length);
  const declare = sc.declare ? compileExpr(sc.declare.value, slotOf) : null;
  const late = points.filter((c) => c.late);
  // (Sized for the adjustments' entries too, which compileCounters appends to `all` below.)
  const itemCount = all.length + adjustEntries(ir);
  const buffers = { n: new Int32Array(itemCount), applied: new Int32Array(itemCount), im: new Int32Array(itemCount * MAX_INSTANCES), total: new Float64Array(1) };
  const instanceMode = sc.principles !== undefined || all.some((c) => c.instances !== null || c.impliesIndices.length > 0);
  // A section adds up its items as they apply when the sums come out the same (addsUpExactly), when no item of it
  // reads a sum it adds to (it would see a part of it), and the points not in instance mode (the principles change
  // the applications after the section).
  const addsUp = {
    points: !instanceMode && addsUpAlone(late.length > 0 ? points.filter((c) => !c.late) : points, slotOf),
    pointsLate: !instanceMode && addsUpAlone(late, slotOf),
    doublings: addsUpAlone(doublings, slotOf),
  };
  // One pass over a reading's melds counts for every section (tallyReading runs it first) and makes the masks.
  const pass = new MeldPass(meldUnitCounts([...sc.points, ...sc.doublings, ...sc.limits]), needsMasks([...points, ...doublings, ...limits]));
  const pointsSection = generateSectionParts('points', late.length > 0 ? points.filter((c) => !c.late) : points, slotOf, buffers, pass, addsUp.points);
  const generated = {
    points: pointsSection.run,
    pointsLate: late.length > 0 ? generateSection('pointsLate', late, slotOf, buffers, pass, addsUp.pointsLate) : null,
    doublings: generateSection('doublings', doublings, slotOf, buffers, pass, addsUp.doublings),
    limits: generateSection('limits', limits, slotOf, buffers, pass),
    declare: sc.declare ? generateStandalone(sc.declare.value, slotOf) : null,
    pass: finishMeldPass(pass),
    addsUp,
  };
  const withPass = { ...generated, pointsWithPass: generated.pass !== null ? generateWithPass('points', pointsSection, buffers, pass) : pointsSection.run };
  const shapes = ir.shapes.map(compileShape);
  // (Appends the adjustments' entries to `all`, and counts their slots, before the flat arrays and the slots are read.)
  const counters = compileCounters(ir, all, slotOf, buffers);
  const payments = compilePayments(ir, slotOf);
  return {
    ir, points, doublings, limits, items: all, buffers, flat: flatItems(all), sumSlots: slots.size, shapes, shapeIds: shapes.map((s) => internalized(s.ir.id)), shapeIndex: new ShapeIndex(shapes), declare,
    bindings: new Bindings(), generated: withPass, indicated: indicatedTable(ir), counters, payments, instanceMode,
    readsWait: all.some((c) => readsWait(c.ir)),
    principleFlags: {
      nonRepeat: sc.principles?.['non-repeat'] !== undefined, nonSeparation: sc.principles?.['non-separation'] !== undefined,
      nonIdentical: sc.principles?.['non-identical'] !== undefined, accountOnce: sc.principles?.['account-once'] !== undefined,
    },
  };
}

/** The same text as an internalized string: V8 internalizes the keys of an object's named properties. */
function internalized(text: string): string {
  return Object.keys({ [text]: 0 })[0]!;
}

/** The tile each kind points at as an indicator (the next one of its cycle), or null without indicators. */
function indicatedTable(ir: RegulationIR): Int8Array | null {
  if (!ir.indicators) return null;
  const next = new Int8Array(34).fill(-1);
  for (const cycle of ir.indicators.cycles) cycle.forEach((t, i) => { next[t] = cycle[(i + 1) % cycle.length]!; });
  return next;
}

/** The items' values and sum slots in flat arrays (CompiledScorer.flat). */
function flatItems(items: readonly CompiledItem[]): CompiledScorer['flat'] {
  const slotStart = new Int32Array(items.length + 1);
  items.forEach((item, i) => { slotStart[i + 1] = slotStart[i]! + item.slots.length; });
  return {
    values: Float64Array.from(items, (item) => item.ir.value),
    once: items.map((item) => (item.record.kind === 'adjust' ? null : item.once)),
    slotStart,
    slotList: Int32Array.from(items.flatMap((item) => item.slots)),
  };
}

/** Where `applications` writes the instances it counts. */
const instanceScratch = new Int32Array(MAX_INSTANCES);

/**
 * How many times an item applies to a reading (0 when it does not), straight from its closures: the reference the
 * generated sections are tested against, so it takes none of their shortcuts (guards, prechecks).
 */
export function applications(item: CompiledItem, c: EvalContext, b: Bindings): number {
  if (item.when && !item.when(c)) return 0;
  if (item.patterns) {
    b.seat = c.hand.seat;
    b.round = c.hand.round;
    if (!item.patterns.some((p) => matchMelds(p, c.reading.melds, b))) return 0;
  }
  if (item.instances) {
    b.seat = c.hand.seat;
    b.round = c.hand.round;
    return collectInstances(item.instances, c.reading.melds, b, instanceScratch, 0);
  }
  if (item.count) {
    const n = item.count(c) as number;
    return n > 0 ? n : 0;
  }
  return 1;
}
