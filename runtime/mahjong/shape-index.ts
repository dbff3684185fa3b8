/**
 * Which of a regulation's shapes a hand could be read as, decided in one pass over its tiles before anything else is
 * computed: a bit per shape, cleared by a tile that no unit of the shape can use, by too few declared kongs, by an
 * odd count for a shape of pairs, by suit totals other than the shape's suit profile, and by too few copies of a
 * tile the shape names. Most hands fail every shape
 * this way, and then no further shape work is done. These are tests quickReject also makes (shape-filter.ts), so the
 * index never drops a shape that could match.
 */
import type { CompiledShape } from './compile-shape.js';
import type { Meld } from './hand.js';
import { meldSize } from './hand-counts.js';
import { FIRST_HONOR, PLAYING_KINDS } from './tiles.js';

/** Shapes per bit-set word. */
const WORD = 32;

/** The key of suit totals: the three numbered suits' totals largest first, then the honors (each below 64). */
function profileKey(a: number, b: number, c: number, honors: number): number {
  let x: number;
  if (a < b) { x = a; a = b; b = x; }
  if (b < c) { x = b; b = c; c = x; }
  if (a < b) { x = a; a = b; b = x; }
  return (((a * 64 + b) * 64 + c) * 64) + honors;
}

/** A regulation's shapes indexed by what a hand must show to match them. */
export class ShapeIndex {
  /** Words per bit set (one for up to 32 shapes). */
  readonly words: number;
  /** For tile kind t, words [t * words, (t + 1) * words): the shapes some unit of which can use t. */
  private readonly byTile: Int32Array;
  /** For k declared kongs (0..4), the shapes that need at most k. */
  private readonly byKongs: Int32Array;
  /** The shapes made of pairs only (no odd count allowed). */
  private readonly pairsOnly: Int32Array;
  /** The shapes without a suit profile (any suit totals). */
  private readonly anyProfile: Int32Array;
  /** For a profile key, the shapes with that profile. */
  private readonly byProfile = new Map<number, Int32Array>();
  /** For tile kind t, words [t * words, (t + 1) * words): the shapes that name t (need a copy of it). */
  private readonly needing: Int32Array;
  /** The tiles some shape names, as bits (kinds 0..26, honors 27..33). */
  private neededLow = 0;
  private neededHigh = 0;
  /** Tiles some shape needs several copies of, with the shapes that need at least `count` (one entry per tile and count). */
  private readonly needsMany: Array<{ tile: number; count: number; shapes: Int32Array }> = [];
  /** The candidates of the last hand looked at (reused). */
  readonly candidates: Int32Array;

  constructor(shapes: readonly CompiledShape[]) {
    const words = Math.max(1, Math.ceil(shapes.length / WORD));
    this.words = words;
    this.byTile = new Int32Array(PLAYING_KINDS * words);
    this.byKongs = new Int32Array(5 * words);
    this.needing = new Int32Array(PLAYING_KINDS * words);
    this.pairsOnly = new Int32Array(words);
    this.anyProfile = new Int32Array(words);
    this.candidates = new Int32Array(words);
    shapes.forEach((s, i) => {
      const word = (i / WORD) | 0;
      const bit = 1 << i % WORD;
      for (let t = 0; t < PLAYING_KINDS; t++) if (s.allowed[t]) this.byTile[t * words + word]! |= bit;
      for (let k = s.kongs; k <= 4; k++) this.byKongs[k * words + word]! |= bit;
      if (s.pairsOnly) this.pairsOnly[word]! |= bit;
      if (!s.profile) this.anyProfile[word]! |= bit;
      else {
        const key = profileKey(s.profile.suits[0], s.profile.suits[1], s.profile.suits[2], s.profile.honors);
        let set = this.byProfile.get(key);
        if (!set) this.byProfile.set(key, (set = new Int32Array(words)));
        set[word]! |= bit;
      }
      for (const [tile, count] of s.required) {
        this.needing[tile * words + word]! |= bit;
        if (tile < FIRST_HONOR) this.neededLow |= 1 << tile; else this.neededHigh |= 1 << (tile - FIRST_HONOR);
        if (count === 1) continue;
        let entry = this.needsMany.find((r) => r.tile === tile && r.count === count);
        if (!entry) this.needsMany.push((entry = { tile, count, shapes: new Int32Array(words) }));
        entry.shapes[word]! |= bit;
      }
    });
  }

  /**
   * Fills `candidates` with the shapes the hand could match: its concealed tiles and the lowest tile of each declared
   * meld usable, enough declared kongs, even concealed counts for a shape of pairs, suit totals (concealed tiles and
   * declared melds) fitting the profile, the copies of every tile it names. Returns whether there is any.
   */
  load(concealed: readonly number[], declared: readonly Meld[]): boolean {
    const words = this.words;
    const out = this.candidates;
    let kongs = 0;
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
    let heldLow = usedLow, heldHigh = usedHigh;
    for (let i = 0; i < declared.length; i++) {
      const d = declared[i]!;
      const size = meldSize(d.kind);
      if (d.kind === 'kong') kongs++;
      const t = d.tile;
      if (t < FIRST_HONOR) {
        if (t < 9) m += size; else if (t < 18) p += size; else s += size;
        usedLow |= 1 << t;
        if (d.kind !== 'chow') heldLow |= 1 << t;
      } else {
        z += size;
        usedHigh |= 1 << (t - FIRST_HONOR);
        heldHigh |= 1 << (t - FIRST_HONOR);
      }
    }
    const profiled = m < 64 && p < 64 && s < 64 && z < 64 ? this.byProfile.get(profileKey(m, p, s, z)) : undefined;
    const odd = oddLow !== 0 || oddHigh !== 0;
    const missingLow = this.neededLow & ~heldLow, missingHigh = this.neededHigh & ~heldHigh;
    let any = 0;
    for (let w = 0; w < words; w++) {
      let set = this.byKongs[kongs * words + w]! & (this.anyProfile[w]! | (profiled === undefined ? 0 : profiled[w]!));
      if (odd) set &= ~this.pairsOnly[w]!;
      // Named tiles first: they rule out most of what parity and profile leave (the fewest bits to walk).
      set = dropIfAny(set, this.needing, missingHigh, FIRST_HONOR, words, w);
      set = dropIfAny(set, this.needing, missingLow, 0, words, w);
      set = keepIfEvery(set, this.byTile, usedHigh, FIRST_HONOR, words, w);
      set = keepIfEvery(set, this.byTile, usedLow, 0, words, w);
      for (let i = 0; set !== 0 && i < this.needsMany.length; i++) {
        const r = this.needsMany[i]!;
        if (copiesHeld(concealed, declared, r.tile) < r.count) set &= ~r.shapes[w]!;
      }
      out[w] = set;
      any |= set;
    }
    return any !== 0;
  }
}

/** `set` without the shapes that do not allow every kind of `bits` (kind = base + bit). */
function keepIfEvery(set: number, byKind: Int32Array, bits: number, base: number, words: number, w: number): number {
  while (bits !== 0 && set !== 0) {
    const low = bits & -bits;
    set &= byKind[(base + 31 - Math.clz32(low)) * words + w]!;
    bits ^= low;
  }
  return set;
}

/** `set` without the shapes that need some kind of `bits` (kind = base + bit). */
function dropIfAny(set: number, byKind: Int32Array, bits: number, base: number, words: number, w: number): number {
  while (bits !== 0 && set !== 0) {
    const low = bits & -bits;
    set &= ~byKind[(base + 31 - Math.clz32(low)) * words + w]!;
    bits ^= low;
  }
  return set;
}

/** Copies of tile t held concealed or in a declared pung, kong or pair. */
function copiesHeld(concealed: readonly number[], declared: readonly Meld[], t: number): number {
  let n = 0;
  for (let i = 0; i < concealed.length; i++) if (concealed[i] === t) n++;
  for (let i = 0; i < declared.length; i++) {
    const d = declared[i]!;
    if (d.kind !== 'chow' && d.tile === t) n += meldSize(d.kind);
  }
  return n;
}

/** Whether shape `i` is among the candidates of the last `load`. */
export function isCandidate(index: ShapeIndex, i: number): boolean {
  return ((index.candidates[(i / WORD) | 0]! >>> i % WORD) & 1) === 1;
}
