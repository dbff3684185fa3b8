/**
 * The exclusion principles of the Mahjong Competition Rules over the items of one reading: which instances of the
 * combination fans (`combines`) count, then which fans the counted ones imply (non-repeat). Runs between a section's
 * items and its total (tally.ts), on the applied list and the instance masks the generated section wrote; every fan
 * or instance it leaves out becomes a drop record: the item, the item it lost to, the principle, how many.
 */
import { PRINCIPLE_IDS, type PrincipleId } from '../ir/types.js';
import { bitCount } from '../eval/pattern-precheck.js';
import { MAX_INSTANCES } from '../eval/instances.js';
import type { CompiledScorer, Drops, PrincipleFlags } from './scorer-types.js';

export type { Drops, PrincipleFlags } from './scorer-types.js';

/** Drop records with room for `size` entries. */
export function createDrops(size: number): Drops {
  return { item: new Int32Array(size), by: new Int32Array(size), principle: new Int8Array(size), count: new Int32Array(size), length: 0 };
}

/** Copies the records of `from` into `to` (the best reading's buffers). */
export function copyDrops(from: Drops, to: Drops): void {
  for (let k = 0; k < from.length; k++) {
    to.item[k] = from.item[k]!;
    to.by[k] = from.by[k]!;
    to.principle[k] = from.principle[k]!;
    to.count[k] = from.count[k]!;
  }
  to.length = from.length;
}

/** What the resolution reads and writes (the tally's scratch buffers). */
export interface PrincipleBuffers {
  n: Int32Array;
  applied: Int32Array;
  excludedBy: Int16Array;
  /** Instance masks: item i's at [i * MAX_INSTANCES, i * MAX_INSTANCES + n[i]). */
  im: Int32Array;
  /** Per item, the instances still counted (bits), or 1 for a counted item without instances; 0 for the others. */
  kept: Int32Array;
  drops: Drops;
}

const NON_REPEAT = PRINCIPLE_IDS.indexOf('non-repeat');
const PRINCIPLE_INDEX: Record<PrincipleId, number> = Object.fromEntries(PRINCIPLE_IDS.map((id, i) => [id, i])) as Record<PrincipleId, number>;

/** The combination instances of the reading (reused: resolvePrinciples is not re-entrant). */
const cand = { item: new Int32Array(256), mask: new Int32Array(256), bit: new Int32Array(256), value: new Float64Array(256), count: 0 };
/** The search's current and best choices (indices into `cand`). */
const chosen = new Int32Array(256);
const best = new Int32Array(256);
let bestCount = 0;
let bestValue = -1;
/** Union-find over meld indices (account-once). */
const parent = new Int32Array(32);
/** Items ordered for the non-repeat pass. */
const order: number[] = [];

/**
 * Applies the principles to the items listed in applied[from..to): afterwards n[i] is the number of counted
 * applications of each (0 for an item left out wholly) and buffers.drops explains the rest.
 */
export function resolvePrinciples(scorer: CompiledScorer, flags: PrincipleFlags, s: PrincipleBuffers, from: number, to: number): void {
  const items = scorer.items;
  const { n, applied, excludedBy, kept } = s;
  s.drops.length = 0;
  for (let k = from; k < to; k++) {
    const i = applied[k]!;
    kept[i] = excludedBy[i] !== -1 ? 0 : items[i]!.instances ? (n[i]! >= 32 ? -1 : (1 << n[i]!) - 1) : 1;
  }
  chooseCombinations(scorer, flags, s, from, to);
  applyImplications(scorer, s, from, to);
  for (let k = from; k < to; k++) {
    const i = applied[k]!;
    if (excludedBy[i] !== -1) continue;
    if (items[i]!.instances) n[i] = bitCount(kept[i]!);
    else if (kept[i] === 0) n[i] = 0;
    kept[i] = 0;
  }
}

/** Whether item a implies item b. */
function implies(scorer: CompiledScorer, a: number, b: number): boolean {
  return scorer.items[a]!.impliesIndices.includes(b);
}

/**
 * Chooses the counted instances of the combination fans: the set of highest total value that keeps the declared
 * principles (ties: the one that takes the more valuable, then the earlier listed instances first). The others are
 * dropped, each with the principle that forbids it next to the chosen ones.
 */
function chooseCombinations(scorer: CompiledScorer, flags: PrincipleFlags, s: PrincipleBuffers, from: number, to: number): void {
  const items = scorer.items;
  const values = scorer.flat.values;
  cand.count = 0;
  for (let k = from; k < to; k++) {
    const i = s.applied[k]!;
    if (!items[i]!.combines || s.kept[i] === 0) continue;
    for (let j = 0; j < s.n[i]! && j < MAX_INSTANCES && cand.count < cand.item.length; j++) {
      insertCandidate(i, s.im[i * MAX_INSTANCES + j]!, j, values[i]!);
    }
  }
  if (cand.count < 2 || !(flags.nonRepeat || flags.nonSeparation || flags.nonIdentical || flags.accountOnce)) return;
  bestCount = 0;
  bestValue = -1;
  let rest = 0;
  for (let c = 0; c < cand.count; c++) rest += cand.value[c]!;
  search(scorer, flags, 0, 0, 0, rest);
  // The instances not chosen are dropped, each explained against the chosen ones.
  for (let c = 0; c < cand.count; c++) {
    let taken = false;
    for (let x = 0; x < bestCount; x++) if (best[x] === c) taken = true;
    if (taken) continue;
    const why = conflictOf(scorer, flags, c, best, bestCount);
    s.kept[cand.item[c]!]! &= ~(1 << cand.bit[c]!);
    addDrop(s.drops, cand.item[c]!, why.by, why.principle, 1);
  }
}

/** Inserts a candidate instance in order: value descending, then item and instance in listed order (stable). */
function insertCandidate(item: number, mask: number, bit: number, value: number): void {
  let c = cand.count++;
  while (c > 0 && cand.value[c - 1]! < value) {
    cand.item[c] = cand.item[c - 1]!;
    cand.mask[c] = cand.mask[c - 1]!;
    cand.bit[c] = cand.bit[c - 1]!;
    cand.value[c] = cand.value[c - 1]!;
    c--;
  }
  cand.item[c] = item;
  cand.mask[c] = mask;
  cand.bit[c] = bit;
  cand.value[c] = value;
}

/** Depth-first choice over the candidates from `c` on (taking before leaving out), bounded by the value left. */
function search(scorer: CompiledScorer, flags: PrincipleFlags, c: number, depth: number, value: number, rest: number): void {
  if (value > bestValue) {
    bestValue = value;
    bestCount = depth;
    for (let x = 0; x < depth; x++) best[x] = chosen[x]!;
  }
  if (c === cand.count || value + rest <= bestValue) return;
  const v = cand.value[c]!;
  if (conflictOf(scorer, flags, c, chosen, depth).principle < 0) {
    chosen[depth] = c;
    search(scorer, flags, c + 1, depth + 1, value + v, rest - v);
  }
  search(scorer, flags, c + 1, depth, value, rest - v);
}

/** The principle (and the chosen instance's item) that forbids candidate c next to `set`; principle -1: none. */
function conflictOf(scorer: CompiledScorer, flags: PrincipleFlags, c: number, set: Int32Array, size: number): { principle: number; by: number } {
  const item = cand.item[c]!;
  const mask = cand.mask[c]!;
  let separation = -1;
  let identical = -1;
  for (let x = 0; x < size; x++) {
    const o = set[x]!;
    const other = cand.item[o]!;
    const om = cand.mask[o]!;
    if (flags.nonRepeat && ((implies(scorer, other, item) && (mask & ~om) === 0) || (implies(scorer, item, other) && (om & ~mask) === 0))) {
      return { principle: NON_REPEAT, by: other };
    }
    if (flags.nonSeparation && separation < 0 && bitCount(mask & om) >= 2) separation = other;
    if (flags.nonIdentical && identical < 0 && other === item && (mask & om) !== 0) identical = other;
  }
  if (separation >= 0) return { principle: PRINCIPLE_INDEX['non-separation'], by: separation };
  if (identical >= 0) return { principle: PRINCIPLE_INDEX['non-identical'], by: identical };
  if (flags.accountOnce) {
    const loop = closesLoop(mask, set, size);
    if (loop >= 0) return { principle: PRINCIPLE_INDEX['account-once'], by: cand.item[loop]! };
  }
  return { principle: -1, by: -1 };
}

/**
 * Whether an instance with melds `mask` closes a loop among the instances of `set` (two of its melds already linked
 * through them); returns the index (into cand) of a linking instance that shares a meld with it, or -1.
 */
function closesLoop(mask: number, set: Int32Array, size: number): number {
  for (let m = 0; m < 32; m++) parent[m] = m;
  for (let x = 0; x < size; x++) {
    const om = cand.mask[set[x]!]!;
    let first = -1;
    for (let m = 0; m < 32; m++) {
      if (((om >>> m) & 1) === 0) continue;
      if (first < 0) first = root(m);
      else parent[root(m)] = first;
    }
  }
  let seen = 0;
  for (let m = 0; m < 32; m++) {
    if (((mask >>> m) & 1) === 0) continue;
    const r = root(m);
    if ((seen >>> r) & 1) {
      for (let x = 0; x < size; x++) if ((cand.mask[set[x]!]! & mask) !== 0) return set[x]!;
      return set[0]!;
    }
    seen |= 1 << r;
  }
  return -1;
}

function root(m: number): number {
  while (parent[m] !== m) m = parent[m] = parent[parent[m]!]!;
  return m;
}

/**
 * Non-repeat: from the most valuable counted item down, each counted one drops what it implies (only the implied
 * item's instances within its own melds when both count instances). An item already dropped implies nothing.
 */
function applyImplications(scorer: CompiledScorer, s: PrincipleBuffers, from: number, to: number): void {
  const items = scorer.items;
  const values = scorer.flat.values;
  order.length = 0;
  for (let k = from; k < to; k++) {
    const i = s.applied[k]!;
    if (s.kept[i] === 0 || items[i]!.impliesIndices.length === 0) continue;
    let x = order.length;
    order.push(i);
    while (x > 0 && values[order[x - 1]!]! < values[i]!) { order[x] = order[x - 1]!; x--; }
    order[x] = i;
  }
  for (const u of order) {
    const kept = s.kept[u]!;
    if (kept === 0) continue;
    const unit = items[u]!;
    for (let e = 0; e < unit.impliesIndices.length; e++) {
      const j = unit.impliesIndices[e]!;
      const kj = s.kept[j]!;
      if (kj === 0) continue;
      const limit = unit.impliesCounts[e]!;
      let dropped = 0;
      if (limit > 0) dropped = dropSome(items[j]!.instances !== null, j, limit, s);
      else if (unit.instances && items[j]!.instances) {
        for (let x = 0; x < 32; x++) {
          if (((kj >>> x) & 1) === 0) continue;
          const mj = s.im[j * MAX_INSTANCES + x]!;
          for (let y = 0; y < 32; y++) {
            if (((kept >>> y) & 1) === 0) continue;
            if ((mj & ~s.im[u * MAX_INSTANCES + y]!) === 0) {
              s.kept[j]! &= ~(1 << x);
              dropped++;
              break;
            }
          }
        }
      } else {
        dropped = items[j]!.instances ? bitCount(kj) : s.n[j]!;
        s.kept[j] = 0;
      }
      if (dropped > 0) addDrop(s.drops, j, u, NON_REPEAT, dropped);
    }
  }
}

/** Drops up to `limit` of item j's counted applications (its first instances); returns how many. */
function dropSome(instances: boolean, j: number, limit: number, s: PrincipleBuffers): number {
  if (!instances) {
    const dropped = Math.min(limit, s.n[j]!);
    s.n[j]! -= dropped;
    if (s.n[j] === 0) s.kept[j] = 0;
    return dropped;
  }
  let dropped = 0;
  for (let x = 0; x < 32 && dropped < limit; x++) {
    if (((s.kept[j]! >>> x) & 1) === 0) continue;
    s.kept[j]! &= ~(1 << x);
    dropped++;
  }
  return dropped;
}

/** Records a drop, merged with the last record when it is the same item, excluder and principle. */
function addDrop(d: Drops, item: number, by: number, principle: number, count: number): void {
  const last = d.length - 1;
  if (last >= 0 && d.item[last] === item && d.by[last] === by && d.principle[last] === principle) {
    d.count[last]! += count;
    return;
  }
  if (d.length >= d.item.length) return;
  d.item[d.length] = item;
  d.by[d.length] = by;
  d.principle[d.length] = principle;
  d.count[d.length] = count;
  d.length++;
}
