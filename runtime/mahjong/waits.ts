/**
 * Waits: the tile kinds that would complete a hand, in the standard shape (sets + one pair) or in a special shape
 * described by a caller-supplied predicate (thirteen orphans, seven pairs, ...).
 */
import { countTiles } from './counts.js';
import { isSuitComplete } from './decompose.js';
import { bitCount } from '../eval/pattern-precheck.js';
import { FIRST_BITS, IntCache } from './int-cache.js';
import type { ParsedHand } from './hand.js';
import { FIRST_HONOR, PLAYING_KINDS, type Tile } from './tiles.js';

/** A predicate for a special complete shape, given the concealed counts with the candidate tile added. */
export type ShapePredicate = (counts: Uint8Array) => boolean;

/** Tells whether tile t can take part in a set or pair with the held tiles (else it cannot complete a standard hand). */
function touchesHeld(counts: Uint8Array, t: Tile): boolean {
  if (counts[t]! > 0) return true;
  if (t >= FIRST_HONOR) return false;
  const rank = t % 9;
  for (let d = -2; d <= 2; d++) {
    const r = rank + d;
    if (d !== 0 && r >= 0 && r < 9 && counts[t + d]! > 0) return true;
  }
  return false;
}

/** Tells whether the honors (27..33) of `counts` are all pungs, plus exactly one pair when `withPair`. */
function honorsComplete(counts: Uint8Array, withPair: boolean): boolean {
  let pairs = 0;
  for (let t = FIRST_HONOR; t < PLAYING_KINDS; t++) {
    const m = counts[t]! % 3;
    if (m === 1) return false;
    if (m === 2) pairs++;
  }
  return pairs === (withPair ? 1 : 0);
}

/**
 * Lists, ascending, the tile kinds that complete a hand whose concealed counts (without the winning tile; only
 * indices 0..33 are read) still need `sets` sets + a pair: a candidate is a wait when isCompleteStandard or `extra`
 * accepts the counts with it added. The shape alone decides: a kind the hand already holds 4 of (its 5th copy does not
 * exist) is still listed, and copies in declared melds or elsewhere are not looked at; the caller filters if its
 * rules say so. `extra` gets a scratch array it must not keep; the input `counts` is never modified.
 */
export function findWaits(counts: Uint8Array, sets: number, extra?: ShapePredicate): Tile[] {
  // Typed-array allocation costs more than the search itself: reuse two scratch arrays unless re-entered from `extra`.
  const reuse = !scratchBusy;
  const held = reuse ? heldScratch : new Uint8Array(PLAYING_KINDS);
  const work = reuse ? workScratch : new Uint8Array(PLAYING_KINDS);
  const n = Math.min(counts.length, PLAYING_KINDS);
  for (let t = 0; t < PLAYING_KINDS; t++) held[t] = t < n ? counts[t]! : 0;
  work.set(held);
  scratchBusy = true;
  try {
    return searchWaits(held, work, sets, extra);
  } finally {
    if (reuse) scratchBusy = false;
  }
}

const heldScratch = new Uint8Array(PLAYING_KINDS);
const workScratch = new Uint8Array(PLAYING_KINDS);
let scratchBusy = false;

/** Per-segment scratch of examineSegments: tiles per segment (3: honors), per numbered suit its base-5 key (-1: some
 * count above 4) and its suitFacts. */
const segSize = new Int32Array(4);
const segKey = new Int32Array(3);
const segFacts = new Int32Array(3);

/**
 * Judges every segment (a suit, or the honors) of `held` once as it stands: returns the segments (bit s) in which one
 * more tile may complete a standard hand of `sets` sets + a pair (the three others are already whole), with
 * `segSize` and `segFacts` filled for isStandardWait.
 */
function examineSegments(held: Uint8Array, sets: number): number {
  segSize[3] = 0;
  for (let s = 0; s < 3; s++) {
    let key = 0;
    let n = 0;
    for (let r = 8; r >= 0; r--) {
      const c = held[9 * s + r]!;
      if (c > 4) key = -1;
      else if (key >= 0) key = key * 5 + c;
      n += c;
    }
    segSize[s] = n;
    segKey[s] = key;
  }
  for (let t = FIRST_HONOR; t < PLAYING_KINDS; t++) segSize[3] += held[t]!;
  return judgeSegments(held, sets);
}

/** examineSegments once segSize and segKey are filled. */
function judgeSegments(held: Uint8Array, sets: number): number {
  if (!sizesFit(sets)) return 0;
  let whole = 0;
  for (let s = 0; s < 3; s++) {
    segFacts[s] = suitFacts(held, 9 * s, segKey[s]!);
    if ((segFacts[s]! & COMPLETE) !== 0) whole |= 1 << s;
  }
  if (segSize[3]! % 3 !== 1 && honorsComplete(held, segSize[3]! % 3 === 2)) whole |= 8;
  return examinedOf(whole);
}

/** Whether segSize's tiles, with one more, make `sets` sets + a pair. */
function sizesFit(sets: number): boolean {
  return sets >= 0 && segSize[0]! + segSize[1]! + segSize[2]! + segSize[3]! + 1 === 3 * sets + 2;
}

/**
 * The segments (bit s) in which one more tile may complete the hand, given the segments already whole (`whole`,
 * bit 3: the honors) and segSize: the three others whole, and one pair in all once the tile is added.
 */
function examinedOf(whole: number): number {
  let pairs = 0;
  for (let s = 0; s < 4; s++) if (segSize[s]! % 3 === 2) pairs++;
  let examine = 0;
  for (let s = 0; s < 4; s++) {
    if ((whole | (1 << s)) !== 15) continue;
    const mod = (segSize[s]! + 1) % 3;
    if (mod !== 1 && pairs - (segSize[s]! % 3 === 2 ? 1 : 0) + (mod === 2 ? 1 : 0) === 1) examine |= 1 << s;
  }
  return examine;
}

/** Whether tile t completes the standard hand, given examineSegments' answer for `held`; `held` is left as it was. */
function isStandardWait(held: Uint8Array, t: number, examine: number): boolean {
  if (t < FIRST_HONOR) {
    const s = t < 9 ? 0 : t < 18 ? 1 : 2;
    return (examine & (1 << s)) !== 0 && ((segFacts[s]! >>> (t - 9 * s)) & 1) !== 0;
  }
  if ((examine & 8) === 0 || held[t]! === 0) return false; // an honor completes only next to a copy of itself
  held[t]!++;
  const ok = honorsComplete(held, (segSize[3]! + 1) % 3 === 2);
  held[t]!--;
  return ok;
}

/** The body of findWaits over a private copy `held` of the counts and a working copy `work` equal to it. */
function searchWaits(held: Uint8Array, work: Uint8Array, sets: number, extra: ShapePredicate | undefined): Tile[] {
  const examine = examineSegments(held, sets);
  const out: Tile[] = [];
  if (examine === 0 && extra === undefined) return out;
  for (let t = 0; t < PLAYING_KINDS; t++) {
    let ok = examine !== 0 && isStandardWait(work, t, examine);
    if (!ok && extra !== undefined) {
      work[t]!++;
      ok = extra(work);
      work.set(held); // undo anything the predicate did, and the increment
    }
    if (ok) out.push(t);
  }
  return out;
}

/**
 * The standard waits of `counts` (34 kinds, without the winning tile; needing `sets` sets + a pair) that `held`
 * (every copy the hand holds) has fewer than 4 of and `found` does not mark yet: marks them in `found` and returns
 * how many; no allocation. `counts` is left as it was.
 */
export function markStandardWaits(counts: Uint8Array, sets: number, held: Uint8Array, found: Uint8Array): number {
  return markExamined(counts, examineSegments(counts, sets), held, found);
}

/**
 * markStandardWaits given what the caller already knows of `counts`: `sizes`, the tiles of each segment (m, p, s,
 * honors), and `keys`, each numbered suit's base-5 key (the sum of count * 5^rank; -1 when a count exceeds 4).
 */
export function markStandardWaitsOf(
  counts: Uint8Array, sets: number, held: Uint8Array, found: Uint8Array, sizes: Int32Array, keys: Int32Array,
): number {
  segSize.set(sizes);
  segKey.set(keys);
  return markExamined(counts, judgeSegments(counts, sets), held, found);
}

/** The marking of markStandardWaits once the segments are judged (`examine`, segFacts). */
function markExamined(counts: Uint8Array, examine: number, held: Uint8Array, found: Uint8Array): number {
  if (examine === 0) return 0;
  let count = 0;
  for (let s = 0; s < 3; s++) {
    if (((examine >>> s) & 1) === 0) continue;
    let bits = segFacts[s]! & 0x1ff;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const t = 9 * s + 31 - Math.clz32(low);
      if (found[t] || held[t]! >= 4) continue;
      found[t] = 1;
      count++;
    }
  }
  if ((examine & 8) === 0) return count;
  for (let t = FIRST_HONOR; t < PLAYING_KINDS; t++) {
    if (found[t] || held[t]! >= 4 || !isStandardWait(counts, t, examine)) continue;
    found[t] = 1;
    count++;
  }
  return count;
}

/** suitFacts: the suit itself is complete. */
const COMPLETE = 1 << 9;

/** Cached suitFacts answers by the base-5 key of a suit's counts (all at most 4): a few kilobytes for the suits a run
 * meets, instead of a table of every key; at most 2^19 slots (4 MB, 262,144 suits), then it starts afresh. */
const suitFactsCache = new IntCache(FIRST_BITS, 19);

/**
 * Of the numbered suit at `base` of `counts`, whose base-5 key is `key` (-1: some count above 4): whether it is
 * complete (COMPLETE, as isSuitComplete) and the ranks r (bit r) such that one more copy of rank r makes it complete;
 * `counts` is left as it was. Cached by the key (one lookup instead of one per rank).
 */
function suitFacts(counts: Uint8Array, base: number, key: number): number {
  if (key >= 0) {
    const known = suitFactsCache.get(key);
    if (known >= 0) return known;
  }
  let answer = isSuitComplete(counts, base) ? COMPLETE : 0;
  for (let r = 0; r < 9; r++) {
    if (!touchesHeld(counts, base + r)) continue;
    counts[base + r]!++;
    if (isSuitComplete(counts, base)) answer |= 1 << r;
    counts[base + r]!--;
  }
  if (key >= 0) suitFactsCache.set(key, answer);
  return answer;
}

/** The standard waits standardWaitsOfKeys found: bit t of `low` for kinds 0..26, bit t - 27 of `high` for the honors. */
export const keyWaits = { low: 0, high: 0 };

/** A numbered suit's counts, written out from a key when suitFacts has to compute (kinds 0..26; reused). */
const keyCounts = new Uint8Array(FIRST_HONOR + 2);

/**
 * The standard waits of concealed tiles given as ConcealedScan keys (per segment m, p, s, honors: 3 bits per rank;
 * every count at most 4) and their tiles per segment, needing `sets` sets + a pair: every tile that completes the
 * hand, into keyWaits, whether or not copies of it are left (the caller filters). The same tiles as
 * markStandardWaits finds over counts, without a pass over them. examinedOf's rule taken apart, in locals (the
 * typed-array scratch, the loops and the mod-3 loop over the honors were most of this function's instructions): a
 * segment one more tile may complete has all three others whole, and by the sizes mod 3 it is the one segment of 1
 * mod 3 (no pair) or one of the two of 2 mod 3 (two pairs, one becomes a pung); the suits' facts are looked up until
 * two segments are found not whole, or one that cannot be the completed one.
 */
export function standardWaitsOfKeys(keys: ArrayLike<number>, sizes: ArrayLike<number>, sets: number): void {
  keyWaits.low = 0;
  keyWaits.high = 0;
  const n0 = sizes[0]!, n1 = sizes[1]!, n2 = sizes[2]!, n3 = sizes[3]!;
  if (sets < 0 || n0 + n1 + n2 + n3 + 1 !== 3 * sets + 2) return;
  const r0 = n0 % 3, r1 = n1 % 3, r2 = n2 % 3, r3 = n3 % 3;
  const pairs = (r0 === 2 ? 1 : 0) + (r1 === 2 ? 1 : 0) + (r2 === 2 ? 1 : 0) + (r3 === 2 ? 1 : 0);
  const fits = pairs === 0 ? 1 : pairs === 2 ? 2 : -1;
  if (fits < 0) return;
  // The segments (bit s; 8: the honors) that the sizes allow to be the completed one.
  const bySize = (r0 === fits ? 1 : 0) | (r1 === fits ? 2 : 0) | (r2 === fits ? 4 : 0) | (r3 === fits ? 8 : 0);
  // The honors by their counts mod 3, per rank at bit 3r: `ones` 1 or 4 copies (bits 001, 100), `twos` 2 (010).
  const h = keys[3]!;
  const b0 = h & HONOR_RANKS, b1 = (h >>> 1) & HONOR_RANKS, b2 = (h >>> 2) & HONOR_RANKS;
  const ones = (b0 ^ b2) & ~b1, twos = b1 & ~b0;
  const oneCount = bitCount(ones), twoCount = bitCount(twos);
  // Whole (honorsComplete): pungs, and one pair when their number is 2 mod 3.
  let notWhole = r3 !== 1 && oneCount === 0 && twoCount === (r3 === 2 ? 1 : 0) ? 0 : 8;
  if ((notWhole & ~bySize) !== 0) return;
  const k0 = keys[0]!, k1 = keys[1]!, k2 = keys[2]!;
  const f0 = k0 === 0 ? COMPLETE : suitFactsOfKey(k0, 0); // (an empty suit is whole and no rank completes it)
  if ((f0 & COMPLETE) === 0) notWhole |= 1;
  if ((notWhole & ~bySize) !== 0 || (notWhole & (notWhole - 1)) !== 0) return;
  const f1 = k1 === 0 ? COMPLETE : suitFactsOfKey(k1, 1);
  if ((f1 & COMPLETE) === 0) notWhole |= 2;
  if ((notWhole & ~bySize) !== 0 || (notWhole & (notWhole - 1)) !== 0) return;
  const f2 = k2 === 0 ? COMPLETE : suitFactsOfKey(k2, 2);
  if ((f2 & COMPLETE) === 0) notWhole |= 4;
  if ((notWhole & ~bySize) !== 0 || (notWhole & (notWhole - 1)) !== 0) return;
  // The one segment not whole, or, every segment whole, each that the sizes allow.
  const examine = notWhole !== 0 ? notWhole : bySize;
  keyWaits.low = ((examine & 1) !== 0 ? f0 & 0x1ff : 0) | ((examine & 2) !== 0 ? (f1 & 0x1ff) << 9 : 0) |
    ((examine & 4) !== 0 ? (f2 & 0x1ff) << 18 : 0);
  if ((examine & 8) === 0) return;
  // An honor completes only next to a copy of itself: a count 1 mod 3 turned into a pair (the only such count, and
  // the pairs then one too many before), or a pair into a pung (no count 1 mod 3, the pairs one too many before).
  const after = (n3 + 1) % 3 === 2 ? 1 : 0;
  const completing = (oneCount === 1 && twoCount + 1 === after ? ones : 0) | (oneCount === 0 && twoCount - 1 === after ? twos : 0);
  let high = 0;
  for (let bits = completing; bits !== 0; bits &= bits - 1) high |= 1 << ((31 - Math.clz32(bits & -bits)) / 3);
  keyWaits.high = high;
}

/** Bit 3r of a key of 3 bits per rank, for the 7 honors. */
const HONOR_RANKS = 0o1111111;

/** suitFacts answers by a suit's key of 3 bits per rank (as suitFactsCache, without turning the key into base 5). */
const keyFactsCache = new IntCache(FIRST_BITS, 19);

/** suitFacts of numbered suit `s` given its key of 3 bits per rank (every count at most 4). */
function suitFactsOfKey(key: number, s: number): number {
  const known = keyFactsCache.get(key);
  if (known >= 0) return known;
  let key5 = 0;
  for (let r = 8; r >= 0; r--) key5 = key5 * 5 + ((key >>> (3 * r)) & 7);
  const base = 9 * s;
  for (let r = 0; r < 9; r++) keyCounts[base + r] = (key >>> (3 * r)) & 7;
  const facts = suitFacts(keyCounts, base, key5);
  keyFactsCache.set(key, facts);
  return facts;
}

/**
 * Lists the waits of a hand: its concealed tiles minus one copy of the winning tile (a hand without a winning tile is
 * taken as it stands), needing `4 - declared.length` sets + a pair; see findWaits for `extra` and 4-copy kinds.
 */
export function waitsOfWinningHand(hand: ParsedHand, extra?: ShapePredicate): Tile[] {
  const counts = countTiles(hand.concealed);
  const w = hand.winTile;
  if (w !== null && w >= 0 && w < PLAYING_KINDS && counts[w]! > 0) counts[w]!--;
  return findWaits(counts, 4 - hand.declared.length, extra);
}
