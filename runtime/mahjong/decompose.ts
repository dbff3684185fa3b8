/**
 * Decompositions of a hand: every way to read the concealed tiles as chows, pungs and a pair (winning hands) or as
 * melds plus loose tiles (non-winning hands). Works on count arrays with a per-suit cache, because the scorer calls it
 * for every hand it scores.
 */
import type { Decomposition, Meld, ParsedHand, WaitKind } from './hand.js';
import { FIRST_HONOR, PLAYING_KINDS, type Tile, segmentOf } from './tiles.js';
import { ConcealedScan, scanConcealed } from './concealed-scan.js';
import { FIRST_BITS, IntCache } from './int-cache.js';
import { kindIndex, sharedMeld } from './shared-melds.js';
import { STANDARD_SHAPE } from './vocabulary.js';

// A meld inside this module is a small integer: kind << 6 | tile (tile 0..33, or a rank 0..8 relative to its suit).
const CHOW = 0;
const PUNG = 1;
const PAIR = 2;

/**
 * A suit's reading in one integer: 6 bits a meld, the first meld in the lowest bits, each (kind + 1) << 4 | rank
 * (never 0, so a reading's melds end where its bits do). A suit of at most 14 tiles has at most 5 melds: 30 bits.
 */
const PACKED_BITS = 6;
/** A suit value of the cache at or above this: the suit has several readings, at `arena[value - MANY]`. */
const MANY = 1 << 30;
/** The suit value of a suit with no reading. */
const NONE = -2;

/**
 * Per-suit cache: key = 3 bits per rank (counts 0..7), value = what the suit reads as (with one pair iff tiles % 3 ==
 * 2): its one reading packed (most suits, so that a hand's suits are read without a second memory access), NONE, or
 * MANY + the offset in `arena` of its readings, stored as their number, then each reading packed.
 */
const suitCache = new IntCache(FIRST_BITS, 19);
/**
 * Small at first, as the caches (FIRST_BITS): it grows while the code that reads it still warms up. 16 entries, so
 * that it grows already while `score --hands` scores the regulation's test hands (warmScorer): the growing code then has
 * type feedback when V8 optimizes enumerateReadings. From 256, the 100,000-hand batch grew it only after that, and
 * the optimized enumerateReadings was thrown away there (a deoptimization in each of 3 runs, none in 3 runs from 16).
 */
let arena = new Int32Array(1 << 4);
/** Where the next entry of the arena goes. */
let arenaEnd = 0;
/** Past this many entries the arena and the cache start afresh (between two hands: see forgetIfFull). */
const ARENA_LIMIT = 1 << 22;

/** Starts the arena and the cache afresh when the arena is full (never while a hand reads offsets into it). */
function forgetIfFull(): void {
  if (arenaEnd <= ARENA_LIMIT) return;
  suitCache.clear();
  arenaEnd = 0;
}

const rankScratch = new Uint8Array(11); // 9 ranks + 2 zero pads so chow tests never read past the suit
const meldStack: number[] = [];
/** The readings being enumerated, each as its meld count then its codes; `readingCount` of them. */
const enumerated: number[] = [];
let readingCount = 0;

/** Appends to `enumerated` every multiset of pungs/chows (+ one pair when `pairLeft`) that uses all of rankScratch from `i`. */
function enumerateSuit(i: number, pairLeft: boolean): void {
  const a = rankScratch;
  while (i < 9 && a[i] === 0) i++;
  if (i === 9) {
    if (pairLeft) return;
    enumerated.push(meldStack.length, ...meldStack);
    readingCount++;
    return;
  }
  const n = a[i]!;
  const depth = meldStack.length;
  for (let p = 0; 3 * p <= n; p++) {
    for (let q = 0; q <= (pairLeft ? 1 : 0); q++) {
      const k = n - 3 * p - 2 * q;
      if (k < 0) break;
      if (k > 0 && (a[i + 1]! < k || a[i + 2]! < k)) continue;
      a[i] = 0;
      a[i + 1]! -= k;
      a[i + 2]! -= k;
      for (let x = 0; x < p; x++) meldStack.push((PUNG << 6) | i);
      if (q) meldStack.push((PAIR << 6) | i);
      for (let x = 0; x < k; x++) meldStack.push((CHOW << 6) | i);
      enumerateSuit(i + 1, pairLeft && q === 0);
      meldStack.length = depth;
      a[i] = n;
      a[i + 1]! += k;
      a[i + 2]! += k;
    }
  }
}

/** The reading of `enumerated` whose meld count is at `at`, packed. */
function packEnumerated(at: number): number {
  let packed = 0;
  for (let x = 0, melds = enumerated[at]!; x < melds; x++) {
    const code = enumerated[at + 1 + x]!;
    packed |= ((((code >>> 6) + 1) << 4) | (code & 63)) << (PACKED_BITS * x);
  }
  return packed;
}

/** The value of a suit given its key (3 bits per rank) and its tile count (see suitCache), or -1 when the cache does
 * not hold it yet (enumerateReadings). (Without the enumeration inside: V8 inlines a function whose own optimized code
 * inlined little, and this one is called three times a hand.) */
function cachedSuit(key: number, n: number): number {
  if (n === 0) return 0; // (one reading, without melds)
  if (n % 3 === 1) return NONE;
  return suitCache.get(key);
}

/** Enumerates the readings of a suit not in the cache yet and caches its value (returned). */
function enumerateReadings(key: number, withPair: boolean): number {
  for (let r = 0; r < 9; r++) rankScratch[r] = (key >>> (3 * r)) & 7;
  rankScratch[9] = 0;
  rankScratch[10] = 0;
  enumerated.length = 0;
  readingCount = 0;
  meldStack.length = 0;
  enumerateSuit(0, withPair);
  let value = NONE;
  if (readingCount === 1) value = packEnumerated(0);
  else if (readingCount > 1) {
    if (arenaEnd + 1 + readingCount > arena.length) {
      const grown = new Int32Array(Math.max(2 * arena.length, arenaEnd + 1 + readingCount));
      grown.set(arena);
      arena = grown;
    }
    const at = arenaEnd;
    arena[at] = readingCount;
    for (let r = 0, from = 0; r < readingCount; r++, from += 1 + enumerated[from]!) arena[at + 1 + r] = packEnumerated(from);
    arenaEnd = at + 1 + readingCount;
    value = MANY + at; // (when the cache starts afresh, the arena keeps the entries it forgot until ARENA_LIMIT)
  }
  suitCache.set(key, value);
  return value;
}

/** Tells how the winning tile `w` completes the meld of kind `kind` whose (lowest) tile is `t`. */
function waitOf(kind: number, t: Tile, w: Tile): WaitKind {
  if (kind === PAIR) return 'pair';
  if (kind === PUNG) return 'pung';
  return chowWait(t, w);
}

/** How the winning tile `w` completes the chow whose lowest tile is `t`: the middle, an edge (12 + 3, 89 + 7), or open. */
export function chowWait(t: Tile, w: Tile): WaitKind {
  if (w === t + 1) return 'closed';
  const rank = t % 9;
  if ((rank === 0 && w === t + 2) || (rank === 6 && w === t)) return 'edge';
  return 'open';
}

/** The concealed meld of `code` (exposed: a pung completed by a discard). */
function concealedMeld(code: number, exposed: boolean): Meld {
  return sharedMeld(code >>> 6, code & 63, exposed, false);
}

/** A meld list of `size` slots holding the declared melds first (the caller fills the rest). */
function withDeclared(declared: readonly Meld[], size: number): Meld[] {
  const melds: Meld[] = new Array(size);
  for (let i = 0; i < declared.length; i++) melds[i] = declaredMeld(declared[i]!);
  return melds;
}

/** The shared meld of a declared meld. */
function declaredMeld(d: Meld): Meld {
  return sharedMeld(kindIndex(d.kind), d.tile, d.exposed, true);
}

/** The loose tiles of every complete reading: none (shared, frozen). */
const NO_LOOSE: readonly Tile[] = Object.freeze([]);
/** The shape of a standard reading and the tile kinds' bounds, as this module's own constants: optimized code loads
 * an imported binding from its cell and checks it for the hole on every use; a module's own `const` is folded in. */
const STANDARD = STANDARD_SHAPE;
const KINDS = PLAYING_KINDS;
const HONOR = FIRST_HONOR;

/** A winning hand's reading has 5 melds (4 sets and the pair, declared or not): the melds of the one being emitted,
 * the declared ones first (set once per hand). */
const READING_MELDS = 5;
const readingMelds: Meld[] = [];
for (let i = 0; i < READING_MELDS; i++) readingMelds.push(sharedMeld(0, 0, false, false));

/**
 * The concealed meld of each packed meld `m` of segment `s` (m, p, s, honors) at 2 * (s << 6 | m), and its exposed
 * form (a pung completed by a discard) at 2 * (s << 6 | m) + 1: one load a meld. (Entries of no meld hold any meld, so
 * that the list stays packed; they are never read.)
 */
const SEGMENT_MELDS: Meld[] = [];
for (let i = 0; i < 4 << PACKED_BITS; i++) {
  const kind = ((i & 63) >>> 4) - 1;
  const code = kind < 0 ? 0 : (kind << 6) | (9 * (i >>> PACKED_BITS) + (i & 15));
  SEGMENT_MELDS.push(concealedMeld(code, false), concealedMeld(code, true));
}

/** Writes the melds of the packed reading `p` of segment `s` into readingMelds from `at` on; returns where they end. */
function putMelds(p: number, s: number, at: number): number {
  for (; p !== 0; p >>>= PACKED_BITS) readingMelds[at++] = SEGMENT_MELDS[((s << PACKED_BITS) | (p & 63)) << 1]!;
  return at;
}

/** Whether the packed meld `m` is among the first `count` melds of the packed reading `p`. */
function meldAmongFirst(p: number, count: number, m: number): boolean {
  for (let x = 0; x < count; x++, p >>>= PACKED_BITS) if ((p & 63) === m) return true;
  return false;
}

/** readingMelds as a new list, with `exposed` at `placed` when not null. (A literal of five: a packed list of its
 * exact size, one allocation; `new Array(5)` made a holey one.) */
function meldList(placed: number, exposed: Meld | null): Meld[] {
  const m = readingMelds;
  const list = [m[0]!, m[1]!, m[2]!, m[3]!, m[4]!];
  if (exposed !== null) list[placed] = exposed;
  return list;
}

/**
 * Appends to the hand's readings `out` (null: none yet) the readings of one combination of suit readings (packed, of
 * m, p, s and the honors) after `declaredCount` declared melds (in readingMelds): one per distinct meld that holds the
 * winning tile `w`, or one with no placement when `w` is -1. Returns the readings then. Only the melds of the winning
 * tile's segment can hold it: the others are only listed.
 */
function emitWinning(out: Decomposition[] | null, p0: number, p1: number, p2: number, ph: number, declaredCount: number, w: number, byDiscard: boolean): Decomposition[] | null {
  const ws = w < 0 ? -1 : w < 9 ? 0 : w < 18 ? 1 : w < HONOR ? 2 : 3;
  let at = declaredCount;
  const first0 = at;
  at = putMelds(p0, 0, at);
  const first1 = at;
  at = putMelds(p1, 1, at);
  const first2 = at;
  at = putMelds(p2, 2, at);
  const first3 = at;
  putMelds(ph, 3, at);
  if (ws < 0) {
    return listed(out, { shape: STANDARD, melds: meldList(-1, null), loose: NO_LOOSE, winMeld: -1, wait: 'none' });
  }
  const p = ws === 0 ? p0 : ws === 1 ? p1 : ws === 2 ? p2 : ph;
  const first = ws === 0 ? first0 : ws === 1 ? first1 : ws === 2 ? first2 : first3;
  const base = 9 * ws;
  const rank = w - base;
  let x = 0;
  for (let q = p; q !== 0; q >>>= PACKED_BITS, x++) {
    const m = q & 63;
    const kind = (m >>> 4) - 1;
    const r = m & 15;
    if (kind === CHOW ? rank < r || rank > r + 2 : r !== rank) continue;
    if (meldAmongFirst(p, x, m)) continue;
    const exposed = byDiscard === true && kind === PUNG ? SEGMENT_MELDS[(((ws << PACKED_BITS) | m) << 1) | 1]! : null;
    out = listed(out, { shape: STANDARD, melds: meldList(first + x, exposed), loose: NO_LOOSE, winMeld: first + x, wait: waitOf(kind, base + r, w) });
  }
  return out;
}

/**
 * `out` with `reading` appended (a new list for the first). The hand's readings are a list of its own from the first
 * on, young as its readings: storing a new reading into a module's old list took the write barrier's slow call
 * (RecordWrite, ~70 instructions a hand).
 */
function listed(out: Decomposition[] | null, reading: Decomposition): Decomposition[] {
  if (out === null) return [reading];
  if (out.length === 1) return [out[0]!, reading]; // (a push would grow the list of one to 17 slots)
  out.push(reading);
  return out;
}

/**
 * Lists every reading of a winning hand in the standard shape: the concealed tiles (winning tile included) as
 * `4 - declared.length` chows/pungs plus exactly one pair, with the winning tile placed in each distinct meld that can
 * hold it. Melds: declared ones first (copied), then concealed ones by suit m, p, s, z and ascending tile, with
 * `exposed: false` except a pung completed by a discarded winning tile (`byDiscard`) — a chow or pair completed by a
 * discard stays `exposed: false`. Kongs come only from declared melds, never from four standing tiles. Identical
 * results are listed once. Returns [] when the hand is not complete (or holds a bonus tile, or a winning tile it does
 * not hold); a hand without a winning tile gets every complete reading with `winMeld: -1, wait: 'none'`.
 */
export function decomposeWinning(hand: ParsedHand, byDiscard: boolean): Decomposition[] {
  const sets = 4 - hand.declared.length;
  if (sets < 0 || hand.concealed.length !== 3 * sets + 2) return [];
  return decomposeScanned(hand, byDiscard, scanConcealed(hand.concealed, ownScan));
}

/** The scan of decomposeWinning's own (readingsOf passes the one it made for the shape index too). */
const ownScan = new ConcealedScan();

/** decomposeWinning given `scan`, the scan of the hand's concealed tiles. */
export function decomposeScanned(hand: ParsedHand, byDiscard: boolean, scan: ConcealedScan): Decomposition[] {
  const declared = hand.declared;
  const sets = 4 - declared.length;
  // (`=== true`: a field or parameter V8 does not know to be a boolean is otherwise tested for every falsy kind.)
  if (sets < 0 || hand.concealed.length !== 3 * sets + 2 || scan.valid !== true) return [];
  const keys = scan.keys, sizes = scan.sizes;
  const k0 = keys[0]!, k1 = keys[1]!, k2 = keys[2]!, k3 = keys[3]!;
  const n0 = sizes[0]!, n1 = sizes[1]!, n2 = sizes[2]!;
  const w = hand.winTile;
  if (w !== null) {
    if (!(w >= 0 && w < KINDS && (w | 0) === w)) return [];
    const key = w < 9 ? k0 : w < 18 ? k1 : w < HONOR ? k2 : k3;
    if (((key >>> (3 * (w % 9))) & 7) === 0) return [];
  }

  const honors = k3 === 0 ? 0 : honorsReading(k3);
  if (honors === NONE) return [];
  let pairs = (honors & HONOR_PAIRS) !== 0 ? 1 : 0;
  if (n0 % 3 === 2) pairs++;
  if (n1 % 3 === 2) pairs++;
  if (n2 % 3 === 2) pairs++;
  if (pairs !== 1) return [];
  forgetIfFull();
  // The three suits in a loop: one inlined cache lookup and one call site of the enumeration for V8 to compile, not
  // three of each.
  const values = suitValues;
  for (let s = 0; s < 3; s++) {
    const key = keys[s]!, n = sizes[s]!;
    let v = cachedSuit(key, n);
    if (v === -1) v = enumerateReadings(key, n % 3 === 2);
    if (v === NONE) return [];
    values[s] = v;
  }

  for (let i = 0; i < declared.length; i++) readingMelds[i] = declaredMeld(declared[i]!);
  return emitReadings(values[0]!, values[1]!, values[2]!, honors, declared.length, w === null ? -1 : w, byDiscard) ?? [];
}

/** The suits' values (see suitCache) of the hand being decomposed (reused). */
const suitValues = new Int32Array(3);

/** Bit 4 of each packed meld: set for a pair (kind + 1 = 3), clear for a pung or a chow. */
const HONOR_PAIRS = 0x10410410;

/**
 * The honors' one reading (3 bits a kind in `key`), packed as a suit's: a pung or a pair of each kind held; NONE when
 * some kind is held once or four times or more, or two kinds twice.
 */
function honorsReading(key: number): number {
  let pairs = 0;
  let packed = 0;
  // Bit 3r of `held`: rank r is held (the kinds held are taken one by one, not the seven ranks).
  for (let held = (key | (key >>> 1) | (key >>> 2)) & HONOR_RANK_BITS, shift = 0; held !== 0; held &= held - 1) {
    const at = 31 - Math.clz32(held & -held);
    const c = (key >>> at) & 7;
    if (c === 2) pairs++;
    else if (c !== 3) return NONE;
    packed |= ((((c === 2 ? PAIR : PUNG) + 1) << 4) | (at / 3)) << shift; // (past 5 melds: 16 tiles or two pairs, NONE)
    shift += PACKED_BITS;
  }
  return pairs > 1 ? NONE : packed;
}

/** Bit 3r for each honor rank r (0..6). */
const HONOR_RANK_BITS = 0o1111111;

/**
 * emitWinning for every combination of the suits' readings (suit values, see suitCache; most hands read each suit one
 * way: one combination, no arena read). Returns the readings (null: none). (A function of its own, so that
 * decomposeScanned is small enough for V8 to inline its cachedSuit calls.)
 */
function emitReadings(v0: number, v1: number, v2: number, honors: number, declaredCount: number, w: number, byDiscard: boolean): Decomposition[] | null {
  const a = arena;
  const c0 = v0 < MANY ? 1 : a[v0 - MANY]!, c1 = v1 < MANY ? 1 : a[v1 - MANY]!, c2 = v2 < MANY ? 1 : a[v2 - MANY]!;
  let out: Decomposition[] | null = null;
  for (let i0 = 0; i0 < c0; i0++) {
    const p0 = v0 < MANY ? v0 : a[v0 - MANY + 1 + i0]!;
    for (let i1 = 0; i1 < c1; i1++) {
      const p1 = v1 < MANY ? v1 : a[v1 - MANY + 1 + i1]!;
      for (let i2 = 0; i2 < c2; i2++) {
        const p2 = v2 < MANY ? v2 : a[v2 - MANY + 1 + i2]!;
        out = emitWinning(out, p0, p1, p2, honors, declaredCount, w, byDiscard);
      }
    }
  }
  return out;
}

const suitCheck = new Int8Array(11);

/** Tells whether suitCheck[0..8] splits into chows and pungs only (greedy: pungs first, then c % 3 chows). */
function splitsIntoSets(a: Int8Array): boolean {
  for (let i = 0; i < 9; i++) {
    const c = a[i]!;
    if (c < 0) return false;
    const k = c % 3;
    if (k !== 0) {
      if (a[i + 1]! < k || a[i + 2]! < k) return false;
      a[i + 1]! -= k;
      a[i + 2]! -= k;
    }
  }
  return true;
}

/** Tells whether suit `base` of `counts` splits into sets (plus one pair when `withPair`). */
function suitCompletes(counts: Uint8Array, base: number, withPair: boolean): boolean {
  const a = suitCheck;
  if (!withPair) {
    for (let r = 0; r < 9; r++) a[r] = counts[base + r]!;
    a[9] = 0;
    a[10] = 0;
    return splitsIntoSets(a);
  }
  // Sets leave sum(rank * count) unchanged mod 3 (a chow adds 3r + 3, a pung 3r), so the pair rank p satisfies
  // 2p = sum (mod 3), i.e. p = 2 * sum (mod 3): only every third rank needs a try.
  let weighted = 0;
  for (let r = 0; r < 9; r++) weighted += r * counts[base + r]!;
  for (let p = (2 * weighted) % 3; p < 9; p += 3) {
    if (counts[base + p]! < 2) continue;
    for (let r = 0; r < 9; r++) a[r] = counts[base + r]!;
    a[9] = 0;
    a[10] = 0;
    a[p]! -= 2;
    if (splitsIntoSets(a)) return true;
  }
  return false;
}

/** Lazily filled answers of suitCompletes: index = base-5 key of a suit's counts; 0 unknown, 1 no, 2 yes. */
let suitTable: Uint8Array | null = null;
const SUIT_TABLE_SIZE = 5 ** 9;

/** Answers isSuitComplete from a suit's precomputed base-5 key, tile count and "some count above 4" flag. */
function answerSuit(counts: Uint8Array, base: number, key: number, n: number, big: boolean): boolean {
  if (n === 0) return true;
  const m = n % 3;
  if (m === 1) return false;
  if (big) return suitCompletes(counts, base, m === 2);
  const table = (suitTable ??= new Uint8Array(SUIT_TABLE_SIZE));
  let v = table[key];
  if (v === 0) {
    v = suitCompletes(counts, base, m === 2) ? 2 : 1;
    table[key] = v;
  }
  return v === 2;
}

/**
 * Tells whether the numbered suit whose 1 is at `base` (0, 9 or 18) splits into chows/pungs plus exactly one pair when
 * its tile count is 2 mod 3 (none when 0 mod 3; never complete when 1 mod 3). Cached per pattern in a 2 MB table.
 */
export function isSuitComplete(counts: Uint8Array, base: number): boolean {
  let n = 0;
  let key = 0;
  let big = false;
  for (let r = 8; r >= 0; r--) {
    const c = counts[base + r]!;
    n += c;
    key = key * 5 + c;
    if (c > 4) big = true;
  }
  return answerSuit(counts, base, key, n, big);
}

/**
 * Tells whether a count array (index = tile kind, only 0..33 read) forms exactly `sets` chows/pungs plus one pair.
 * Allocation-free after the first call (a 2 MB answer table per suit pattern); counts above 4 work too (uncached).
 */
export function isCompleteStandard(counts: Uint8Array, sets: number): boolean {
  if (sets < 0) return false;
  let pairs = 0;
  let total = 0;
  for (let t = FIRST_HONOR; t < PLAYING_KINDS; t++) {
    const c = counts[t]!;
    total += c;
    const m = c % 3;
    if (m === 1) return false;
    if (m === 2) pairs++;
  }
  if (pairs > 1) return false;
  for (let base = 0; base < FIRST_HONOR; base += 9) {
    let n = 0;
    let key = 0;
    let big = false;
    for (let r = 8; r >= 0; r--) {
      const c = counts[base + r]!;
      n += c;
      key = key * 5 + c;
      if (c > 4) big = true;
    }
    if (n === 0) continue;
    total += n;
    const m = n % 3;
    if (m === 1) return false;
    if (m === 2 && ++pairs > 1) return false;
    if (!answerSuit(counts, base, key, n, big)) return false;
  }
  return pairs === 1 && total === 3 * sets + 2;
}

/** A partial reading of one segment (a suit or the honors): meld codes and loose tiles, relative to the segment. */
interface PartialReading {
  codes: readonly number[];
  loose: readonly number[];
}

/** Per-segment cache of maximal partial readings: key = 3 bits per kind, + HONOR_FLAG for the honors segment. */
const SUIT_CACHE_LIMIT = 1 << 18;
const partialCache = new Map<number, readonly PartialReading[]>();
const HONOR_FLAG = 1 << 27;
const EMPTY_PARTIAL: readonly PartialReading[] = [{ codes: [], loose: [] }];

/** Lists the maximal partial readings of a segment of `len` kinds (counts in `key`); chows only when `chows`. */
function enumeratePartial(key: number, len: number, chows: boolean): PartialReading[] {
  const a = new Int8Array(len + 2);
  for (let r = 0; r < len; r++) a[r] = (key >>> (3 * r)) & 7;
  const loose = new Int8Array(len + 2);
  const codes: number[] = [];
  const out: PartialReading[] = [];
  const isMaximal = (): boolean => {
    for (let r = 0; r < len; r++) {
      if (loose[r]! >= 2) return false;
      if (chows && r + 2 < len && loose[r]! > 0 && loose[r + 1]! > 0 && loose[r + 2]! > 0) return false;
    }
    return true;
  };
  const walk = (start: number): void => {
    let i = start;
    while (i < len && a[i] === 0) i++;
    if (i === len) {
      if (!isMaximal()) return;
      const tiles: number[] = [];
      for (let r = 0; r < len; r++) for (let x = 0; x < loose[r]!; x++) tiles.push(r);
      out.push({ codes: codes.slice(), loose: tiles });
      return;
    }
    const n = a[i]!;
    const depth = codes.length;
    for (let p = 0; 3 * p <= n; p++) {
      for (let q = 0; 3 * p + 2 * q <= n; q++) {
        for (let l = 0; l <= 1 && 3 * p + 2 * q + l <= n; l++) {
          const k = n - 3 * p - 2 * q - l;
          if (k > 0 && (!chows || i + 2 >= len || a[i + 1]! < k || a[i + 2]! < k)) continue;
          a[i] = 0;
          a[i + 1]! -= k;
          a[i + 2]! -= k;
          loose[i] = l;
          for (let x = 0; x < p; x++) codes.push((PUNG << 6) | i);
          for (let x = 0; x < q; x++) codes.push((PAIR << 6) | i);
          for (let x = 0; x < k; x++) codes.push((CHOW << 6) | i);
          walk(i + 1);
          codes.length = depth;
          loose[i] = 0;
          a[i] = n;
          a[i + 1]! += k;
          a[i + 2]! += k;
        }
      }
    }
  };
  walk(0);
  return out;
}

/** Returns the cached maximal partial readings of a suit (or, with `honors`, of the honors) given its key. */
function readPartially(key: number, honors: boolean): readonly PartialReading[] {
  if (key === 0) return EMPTY_PARTIAL;
  const cacheKey = honors ? key + HONOR_FLAG : key;
  const cached = partialCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const result = honors ? enumeratePartial(key, 7, false) : enumeratePartial(key, 9, true);
  if (partialCache.size >= SUIT_CACHE_LIMIT) partialCache.clear();
  partialCache.set(cacheKey, result);
  return result;
}

/**
 * Lists the maximal readings of a hand's concealed tiles (winning tile included, if any) as any number of pungs,
 * chows and pairs plus loose tiles, for scoring hands that did not win. Maximal: the loose tiles hold no pair and
 * no chow. Melds: declared first (copied), then concealed ones by suit m, p, s, z and tile; loose tiles ascending;
 * `winMeld: -1`, `wait: 'none'`. Distinct readings only; a hand with no concealed tiles has one (empty) reading.
 * Counts above 7 of one kind (impossible in play) are clipped to 7; bonus tiles are ignored.
 */
export function decomposePartial(hand: ParsedHand): Decomposition[] {
  const keys = [0, 0, 0, 0];
  for (const t of hand.concealed) {
    if (!(t >= 0 && t < PLAYING_KINDS && (t | 0) === t)) continue;
    const s = segmentOf(t);
    const sh = 3 * (t - 9 * s);
    if (((keys[s]! >>> sh) & 7) < 7) keys[s]! += 1 << sh;
  }
  const segments = [readPartially(keys[0]!, false), readPartially(keys[1]!, false), readPartially(keys[2]!, false), readPartially(keys[3]!, true)];
  const out: Decomposition[] = [];
  const pick = [0, 0, 0, 0];
  for (;;) {
    const melds = withDeclared(hand.declared, hand.declared.length);
    const loose: Tile[] = [];
    for (let s = 0; s < 4; s++) {
      const r = segments[s]![pick[s]!]!;
      const base = 9 * s;
      for (const c of r.codes) melds.push(concealedMeld(c + base, false));
      for (const t of r.loose) loose.push(base + t);
    }
    out.push({ shape: STANDARD_SHAPE, melds, loose, winMeld: -1, wait: 'none' });
    let s = 3;
    while (s >= 0 && ++pick[s]! === segments[s]!.length) pick[s--] = 0;
    if (s < 0) return out;
  }
}
