/**
 * Which of a regulation's shapes a hand could be read as, decided in one pass over its tiles before anything else is
 * computed: a bit per shape, cleared by a tile that no unit of the shape can use, by too few declared kongs, by more
 * declared melds than the shape has meld units, by an
 * odd count for a shape of pairs, by suit totals other than the shape's suit profile, by a number of honor tiles
 * outside the shape's range, by too few copies of a tile the shape names, and (a hand without declared melds) by no
 * suit holding the ranks a suit variable of the shape needs. Most hands fail every shape
 * this way, and then no further shape work is done. These are tests quickReject also makes (shape-filter.ts), so the
 * index never drops a shape that could match.
 */
import type { CompiledShape } from './compile-shape.js';
import { ConcealedScan } from './concealed-scan.js';
import { DeclaredTotals } from './declared-totals.js';
import type { Meld } from './hand.js';
import { meldSize } from './hand-counts.js';
import { KindSetTable } from './kind-set-table.js';
import { ProfileTable } from './profile-table.js';
import { FIRST_HONOR, PLAYING_KINDS } from './tiles.js';

/** Shapes per bit-set word. */
const WORD = 32;

/** The declared melds of the hand being loaded, summed up (reused: a load is not re-entered). */
const declaredTotals = new DeclaredTotals();
/** The concealed tiles of a hand loaded without a scan, summed up as a scan would (reused; its keys unused). */
const tilesSummed = new ConcealedScan();
/** The totals of no declared melds (all zero: never loaded), for the half of the hands that declared none. */
const NO_DECLARED = new DeclaredTotals();

/** A regulation's shapes indexed by what a hand must show to match them. */
export class ShapeIndex {
  /** Words per bit set (one for up to 32 shapes). */
  readonly words: number;
  /** Per set of tile kinds, the shapes some unit of which can use every kind of it (see KindSetTable). */
  private readonly tileSets: KindSetTable;
  /** For k declared kongs (0..4), the shapes that need at most k. */
  private readonly byKongs: Int32Array;
  /** For d declared melds (0..4), the shapes with at least d meld units. */
  private readonly byMelds: Int32Array;
  /** The shapes made of pairs only (no odd count allowed). */
  private readonly pairsOnly: Int32Array;
  /** The shapes without a suit profile (any suit totals). */
  private readonly anyProfile: Int32Array;
  /** The shapes with a suit profile, by the suit totals that fit it. */
  private readonly byProfile: ProfileTable;
  /** Per set of tile kinds, the shapes that name some kind of it (need a copy), or two kinds of it or more. */
  private readonly needingSets: KindSetTable;
  /** The tiles some shape names, as bits (kinds 0..26, honors 27..33). */
  private neededLow = 0;
  private neededHigh = 0;
  /** Tiles some shape needs several copies of, with the shapes that need at least `count` (one entry per tile and count). */
  private readonly needsMany: Array<{ tile: number; count: number; shapes: Int32Array }> = [];
  /** Per suit variable of a shape that needs fixed ranks (CompiledShape.suitNeeds): the shape and the ranks' copies. */
  private readonly suitNeeds: Array<{ shapes: Int32Array; need: Uint8Array }> = [];
  /** The shapes of some entry of `needsMany`, of `suitNeeds`: a hand keeping none of them skips that loop. */
  private readonly needsManyShapes: Int32Array;
  private readonly suitNeedShapes: Int32Array;
  /** For h honor tiles (0..maxHonors), words [h * words, (h + 1) * words): the shapes whose honor range allows h. */
  private readonly byHonors: Int32Array;
  /** For h honor tiles (0..maxHonors), words [h * words, (h + 1) * words): the shapes whose honor range allows h or h + 1. */
  private readonly byHonorsWaiting: Int32Array;
  /** Above this many honor tiles the honor range of no shape allows one tile fewer. */
  private readonly maxHonors: number;
  /** The candidates of the last hand looked at (reused). */
  readonly candidates: Int32Array;
  /** The candidates of the last hand one tile short looked at by loadWaiting (reused). */
  readonly waiting: Int32Array;

  constructor(shapes: readonly CompiledShape[]) {
    const words = Math.max(1, Math.ceil(shapes.length / WORD));
    this.words = words;
    // For tile kind t, words [t * words, (t + 1) * words): the shapes some unit of which can use t; the shapes that name t.
    const byTile = new Int32Array(PLAYING_KINDS * words);
    const needing = new Int32Array(PLAYING_KINDS * words);
    this.byKongs = new Int32Array(5 * words);
    this.byMelds = new Int32Array(5 * words);
    this.pairsOnly = new Int32Array(words);
    this.anyProfile = new Int32Array(words);
    this.candidates = new Int32Array(words);
    this.waiting = new Int32Array(words);
    this.needsManyShapes = new Int32Array(words);
    this.suitNeedShapes = new Int32Array(words);
    this.byProfile = new ProfileTable(shapes.map((s) => s.profile), words);
    this.maxHonors = shapes.reduce((n, s) => Math.max(n, s.honors[1]), 0);
    this.byHonors = new Int32Array((this.maxHonors + 1) * words);
    this.byHonorsWaiting = new Int32Array((this.maxHonors + 1) * words);
    shapes.forEach((s, i) => {
      const word = (i / WORD) | 0;
      const bit = 1 << i % WORD;
      for (let t = 0; t < PLAYING_KINDS; t++) if (s.allowed[t]) byTile[t * words + word]! |= bit;
      for (let k = s.kongs; k <= 4; k++) this.byKongs[k * words + word]! |= bit;
      for (let d = 0; d <= Math.min(4, s.meldUnits); d++) this.byMelds[d * words + word]! |= bit;
      if (s.pairsOnly) this.pairsOnly[word]! |= bit;
      for (let h = 0; h <= this.maxHonors; h++) {
        if (h >= s.honors[0] && h <= s.honors[1]) this.byHonors[h * words + word]! |= bit;
        if (h + 1 >= s.honors[0] && h <= s.honors[1]) this.byHonorsWaiting[h * words + word]! |= bit;
      }
      if (!s.profile) this.anyProfile[word]! |= bit;
      for (const need of s.suitNeeds) {
        const shapes = new Int32Array(words);
        shapes[word] = bit;
        this.suitNeeds.push({ shapes, need });
        this.suitNeedShapes[word]! |= bit;
      }
      for (const [tile, count] of s.required) {
        needing[tile * words + word]! |= bit;
        if (tile < FIRST_HONOR) this.neededLow |= 1 << tile; else this.neededHigh |= 1 << (tile - FIRST_HONOR);
        if (count === 1) continue;
        let entry = this.needsMany.find((r) => r.tile === tile && r.count === count);
        if (!entry) this.needsMany.push((entry = { tile, count, shapes: new Int32Array(words) }));
        entry.shapes[word]! |= bit;
        this.needsManyShapes[word]! |= bit;
      }
    });
    this.tileSets = new KindSetTable(byTile, words);
    this.needingSets = new KindSetTable(needing, words);
  }

  /**
   * Fills `candidates` with the shapes the hand could match: its concealed tiles and the lowest tile of each declared
   * meld usable, enough declared kongs, room for the declared melds, even concealed counts for a shape of pairs, suit totals (concealed tiles and
   * declared melds) fitting the profile and the honor range, the copies of every tile it names. Returns whether there
   * is any.
   */
  load(concealed: readonly number[], declared: readonly Meld[]): boolean {
    let m = 0, p = 0, s = 0, z = 0;
    // Bits per kind: held an odd number of times (concealed), used (concealed, or the lowest tile of a declared
    // meld), held (concealed, or the tile of a declared pung, kong or pair).
    let oddLow = 0, oddHigh = 0, usedLow = 0, usedHigh = 0;
    for (let i = 0; i < concealed.length; i++) {
      const t = concealed[i]!;
      if (t < FIRST_HONOR) {
        if (t < 9) m++; else if (t < 18) p++; else s++;
        oddLow ^= 1 << t;
        usedLow |= 1 << t;
      } else {
        z++;
        oddHigh ^= 1 << (t - FIRST_HONOR);
        usedHigh |= 1 << (t - FIRST_HONOR);
      }
    }
    const summed = tilesSummed;
    summed.sizes[0] = m; summed.sizes[1] = p; summed.sizes[2] = s; summed.sizes[3] = z;
    summed.low = usedLow;
    summed.high = usedHigh;
    summed.oddLow = oddLow;
    summed.oddHigh = oddHigh;
    return this.select(summed, concealed, declared);
  }

  /** load for a hand whose concealed tiles `scan` holds (a valid scan). */
  loadScanned(scan: ConcealedScan, declared: readonly Meld[]): boolean {
    return this.select(scan, null, declared);
  }

  /**
   * The end of load once the concealed tiles are summed up in `tiles` (suit totals, the kinds held and held an odd
   * number of times; its keys too when `concealed` is null: a valid scan): adds the declared melds and fills
   * `candidates`. The copies of a named tile are counted in the scan, else in `concealed`. (Three parameters, the
   * summary read inside: with ten, each was checked on entry.)
   */
  private select(tiles: ConcealedScan, concealed: readonly number[] | null, declared: readonly Meld[]): boolean {
    const scan = concealed === null ? tiles : null;
    const sizes = tiles.sizes;
    let m = sizes[0]!, p = sizes[1]!, s = sizes[2]!, z = sizes[3]!;
    const odd = tiles.oddLow !== 0 || tiles.oddHigh !== 0;
    let usedLow = tiles.low, usedHigh = tiles.high;
    const words = this.words;
    const out = this.candidates;
    const d = declared.length === 0 ? NO_DECLARED : declaredTotals.load(declared);
    const kongs = d.kongs;
    m += d.sizes[0]!; p += d.sizes[1]!; s += d.sizes[2]!; z += d.sizes[3]!;
    const heldLow = usedLow | d.heldLow, heldHigh = usedHigh | d.heldHigh;
    usedLow |= d.usedLow;
    usedHigh |= d.usedHigh;
    const melds = Math.min(declared.length, 4); // (more than 4: no shape is ruled out by their number)
    // The honor range only for a valid scan: `concealed` may hold bonus tiles, which load counts as honors.
    if (scan !== null && z > this.maxHonors) { out.fill(0); return false; }
    const missingLow = this.neededLow & ~heldLow, missingHigh = this.neededHigh & ~heldHigh;
    let any = 0;
    for (let w = 0; w < words; w++) {
      let set = this.byKongs[kongs * words + w]! & this.byMelds[melds * words + w]! & (this.anyProfile[w]! | this.byProfile.fitting(m, p, s, z, w));
      if (scan !== null) set &= this.byHonors[z * words + w]!;
      if (odd) set &= ~this.pairsOnly[w]!;
      // (Most hands keep no shape past these tests: the rest is not even entered.)
      if (set === 0) { out[w] = 0; continue; }
      // Named tiles first: they rule out most of what parity and profile leave (the fewest bits to walk).
      set &= ~this.needingSets.any(missingLow, missingHigh, w) & this.tileSets.every(usedLow, usedHigh, w);
      // (The two loops below walk all their entries, up to some tens a regulation: entered only when a shape they test
      // is left. Skipping them measured select 733 -> 506 instructions a hand.)
      for (let i = 0; (set & this.needsManyShapes[w]!) !== 0 && i < this.needsMany.length; i++) {
        const r = this.needsMany[i]!;
        const copies = (scan !== null ? scan.copies(r.tile) : countOf(concealed!, r.tile)) + declaredCopies(declared, r.tile);
        if (copies < r.count) set &= ~r.shapes[w]!;
      }
      // Without declared melds the hand's tiles per suit are the scan's keys (with some, quickReject counts them).
      const suitNeedsTested = scan !== null && declared.length === 0;
      for (let i = 0; (set & this.suitNeedShapes[w]!) !== 0 && suitNeedsTested && i < this.suitNeeds.length; i++) {
        const r = this.suitNeeds[i]!;
        if ((set & r.shapes[w]!) !== 0 && !someSuitHolds(scan.keys, r.need)) set &= ~r.shapes[w]!;
      }
      out[w] = set;
      any |= set;
    }
    return any !== 0;
  }

  /**
   * Fills `waiting` with the shapes that one more tile could complete a hand one tile short into, by the tests of the
   * wait search that need no tile counts (hand-waits.ts): every kind of `usedLow`/`usedHigh` (the concealed kinds and
   * the lowest tile of each declared meld, as bits like HandSketch's) usable, enough declared kongs, one odd count for
   * a shape of pairs, the suit totals (m, p, s, honors; concealed and declared) one tile short of the profile and of
   * the honor range, at most one named tile missing from `heldLow`/`heldHigh` (the concealed kinds and the tiles of
   * declared pungs, kongs and pairs). Returns whether there is any. With `foundLow`/`foundHigh` (tiles known to
   * complete the hand already, bits as `usedLow`'s), the shapes are dropped too that name a kind the hand holds no copy
   * of and that is found: such a shape lacks that tile, so only that tile could complete it, and it adds no wait (the
   * winning single of thirteen orphans: 701 of the 1,525 shape searches of a pass over the benchmark's corpus).
   */
  loadWaiting(
    usedLow: number, usedHigh: number, heldLow: number, heldHigh: number, oddKinds: number, kongs: number,
    m: number, p: number, s: number, z: number, foundLow = 0, foundHigh = 0,
  ): boolean {
    const words = this.words;
    const out = this.waiting;
    if (z > this.maxHonors) { out.fill(0); return false; }
    const missingLow = this.neededLow & ~heldLow, missingHigh = this.neededHigh & ~heldHigh;
    const lackingLow = missingLow & foundLow, lackingHigh = missingHigh & foundHigh;
    let any = 0;
    for (let w = 0; w < words; w++) {
      let set = kongs <= 4 ? this.byKongs[kongs * words + w]! : -1; // (more than 4: no shape is ruled out by them)
      set &= this.byHonorsWaiting[z * words + w]!;
      set &= this.anyProfile[w]! | this.byProfile.fittingWithOneMore(m, p, s, z, w);
      if (oddKinds !== 1) set &= ~this.pairsOnly[w]!;
      set &= this.tileSets.every(usedLow, usedHigh, w) & ~this.needingSets.twiceOrMore(missingLow, missingHigh, w);
      if ((lackingLow | lackingHigh) !== 0) set &= ~this.needingSets.any(lackingLow, lackingHigh, w);
      out[w] = set;
      any |= set;
    }
    return any !== 0;
  }

  /**
   * Removes from the candidates of the last loadWaiting the shapes with a suit variable of fixed ranks (suitNeeds) that
   * every numbered suit of `keys` (a hand without declared melds one tile short: its concealed tiles, 3 bits per rank)
   * lacks two tiles or more of: one more tile cannot complete them. Returns whether any is left.
   */
  dropWaitingSuitShort(keys: Int32Array): boolean {
    let any = 0;
    for (let w = 0; w < this.words; w++) {
      let set = this.waiting[w]!;
      for (let i = 0; (set & this.suitNeedShapes[w]!) !== 0 && i < this.suitNeeds.length; i++) {
        const r = this.suitNeeds[i]!;
        if ((set & r.shapes[w]!) !== 0 && fewestLacking(keys, r.need) >= 2) set &= ~r.shapes[w]!;
      }
      this.waiting[w] = set;
      any |= set;
    }
    return any !== 0;
  }

  /** Removes the shapes made of pairs only from the candidates of the last loadWaiting; returns whether any is left. */
  dropWaitingPairsOnly(): boolean {
    let any = 0;
    for (let w = 0; w < this.words; w++) any |= (this.waiting[w]! &= ~this.pairsOnly[w]!);
    return any !== 0;
  }
}

/** Whether one numbered suit of the scan's keys (3 bits per rank) holds at least need[r] copies of each rank r. */
function someSuitHolds(keys: Int32Array, need: Uint8Array): boolean {
  for (let suit = 0; suit < 3; suit++) {
    const key = keys[suit]!;
    let r = 0;
    while (r < 9 && ((key >>> (3 * r)) & 7) >= need[r]!) r++;
    if (r === 9) return true;
  }
  return false;
}

/** The fewest copies any numbered suit of the scan's keys lacks of need[r] copies of each rank r, counted up to 2. */
function fewestLacking(keys: Int32Array, need: Uint8Array): number {
  let fewest = 2;
  for (let suit = 0; suit < 3 && fewest > 0; suit++) {
    const key = keys[suit]!;
    let lack = 0;
    for (let r = 0; r < 9 && lack < fewest; r++) {
      const d = need[r]! - ((key >>> (3 * r)) & 7);
      if (d > 0) lack += d;
    }
    if (lack < fewest) fewest = lack;
  }
  return fewest;
}

/** Copies of tile t among the concealed tiles. */
function countOf(concealed: readonly number[], t: number): number {
  let n = 0;
  for (let i = 0; i < concealed.length; i++) if (concealed[i] === t) n++;
  return n;
}

/** Copies of tile t in the declared pungs, kongs and pairs. */
function declaredCopies(declared: readonly Meld[], t: number): number {
  let n = 0;
  for (let i = 0; i < declared.length; i++) {
    const d = declared[i]!;
    if (d.kind !== 'chow' && d.tile === t) n += meldSize(d.kind);
  }
  return n;
}

/**
 * The first shape at or after `from` among the candidates of the last `load`, or -1: a loop over the candidates takes
 * their bits one by one (most hands that have any keep one or two of some twenty shapes).
 */
export function nextCandidate(index: ShapeIndex, from: number): number {
  const c = index.candidates;
  let w = (from / WORD) | 0;
  if (w >= c.length) return -1;
  let bits = c[w]! & (-1 << from % WORD);
  while (bits === 0) {
    if (++w === c.length) return -1;
    bits = c[w]!;
  }
  return w * WORD + 31 - Math.clz32(bits & -bits);
}

/** Whether shape `i` is among the candidates of the last `load`. */
export function isCandidate(index: ShapeIndex, i: number): boolean {
  return ((index.candidates[(i / WORD) | 0]! >>> i % WORD) & 1) === 1;
}

/** Whether shape `i` is among the candidates of the last `loadWaiting`. */
export function isWaitingCandidate(index: ShapeIndex, i: number): boolean {
  return ((index.waiting[(i / WORD) | 0]! >>> i % WORD) & 1) === 1;
}

/**
 * The first candidate of the last `loadWaiting` from shape `from` on, or `end` when there is none before it: the wait
 * search walks the candidates' bits instead of testing every shape (a search of the benchmark's corpus keeps one or
 * two of 21). nextCandidate's loop over another set, kept apart on purpose: the two as wrappers of one shared walker
 * measured ~200 more instructions a scored hand (callgrind, parse + score 13,119 -> 13,326: V8 did not inline it).
 */
export function nextWaitingCandidate(index: ShapeIndex, from: number, end: number): number {
  const waiting = index.waiting;
  let w = (from / WORD) | 0;
  if (w >= waiting.length) return end;
  let bits = waiting[w]! & (-1 << from % WORD);
  while (bits === 0) {
    if (++w >= waiting.length) return end;
    bits = waiting[w]!;
  }
  return Math.min(WORD * w + 31 - Math.clz32(bits & -bits), end);
}
