/**
 * The shapes whose suit profile a hand's suit totals fit, by direct lookup: the numbered suits' totals (in any order)
 * and the honors are looked up in two small tables whose bit sets are intersected (no hashing per hand). Also the
 * shapes a hand one tile short could still fit: one more tile in some suit or in the honors.
 */

/** The index of three numbered suit totals, largest first (each below `side`; else -1). */
function tripleIndex(a: number, b: number, c: number, side: number): number {
  let x: number;
  if (a < b) { x = a; a = b; b = x; }
  if (b < c) { x = b; b = c; c = x; }
  if (a < b) { x = a; a = b; b = x; }
  return a < side && c >= 0 ? (a * side + b) * side + c : -1;
}

/** A suit profile: the numbered suits' totals, largest first, and the honors. */
export interface Profile {
  suits: readonly [number, number, number];
  honors: number;
}

/** Bit sets of shapes (`words` 32-bit words per set) by suit totals, for hands complete and one tile short. */
export class ProfileTable {
  /** For a triple index, the shapes whose numbered totals are exactly those. */
  private readonly triples: Int32Array;
  /** For a triple index, the shapes whose numbered totals are those with one more tile in one suit. */
  private readonly triplesShort: Int32Array;
  /** For honors h (0..side-1), the shapes with h honor tiles; `honorsShort`: with h + 1. */
  private readonly honors: Int32Array;
  private readonly honorsShort: Int32Array;

  /** Every total of every profile is below this (at least 19: four kongs make 18 tiles), so larger totals fit none. */
  private readonly side: number;

  /** `profiles[i]`: shape i's profile, or null (no profile: the shape is in no set of this table). */
  constructor(profiles: ReadonlyArray<Profile | null>, private readonly words: number) {
    let side = 19;
    for (const p of profiles) if (p) side = Math.max(side, p.suits[0] + 1, p.honors + 1);
    this.side = side;
    this.triples = new Int32Array(side * side * side * words);
    this.triplesShort = new Int32Array(side * side * side * words);
    this.honors = new Int32Array(side * words);
    this.honorsShort = new Int32Array(side * words);
    profiles.forEach((p, i) => {
      if (p === null) return;
      const word = (i / 32) | 0;
      const bit = 1 << i % 32;
      const [a, b, c] = p.suits;
      this.triples[tripleIndex(a, b, c, side) * words + word]! |= bit;
      for (const [x, y, z] of [[a - 1, b, c], [a, b - 1, c], [a, b, c - 1]] as const) {
        const short = tripleIndex(x, y, z, side);
        if (short >= 0) this.triplesShort[short * words + word]! |= bit;
      }
      this.honors[p.honors * words + word]! |= bit;
      if (p.honors > 0) this.honorsShort[(p.honors - 1) * words + word]! |= bit;
    });
  }

  /** Word `w` of the shapes whose profile the totals (m, p, s, honors) fit exactly. */
  fitting(m: number, p: number, s: number, z: number, w: number): number {
    const t = tripleIndex(m, p, s, this.side);
    if (t < 0 || z >= this.side) return 0;
    return this.triples[t * this.words + w]! & this.honors[z * this.words + w]!;
  }

  /** Word `w` of the shapes whose profile the totals fit once one more tile (of any suit or an honor) is added. */
  fittingWithOneMore(m: number, p: number, s: number, z: number, w: number): number {
    const t = tripleIndex(m, p, s, this.side);
    if (t < 0 || z >= this.side) return 0;
    const words = this.words;
    return (this.triples[t * words + w]! & this.honorsShort[z * words + w]!) |
      (this.triplesShort[t * words + w]! & this.honors[z * words + w]!);
  }
}
