/**
 * Bit sets of shapes per tile kind, combined over a set of kinds by table lookups: for each segment (m, p, s: 9
 * kinds, honors: 7) and each subset of its kinds, the AND, the OR, and the "in two or more" of the kinds' sets. A
 * hand's kinds (as bit masks: kinds 0..26 and the honors) then take four lookups instead of a loop over their bits
 * (up to 34 dependent loads and branches a hand, in the shape index's filters).
 */
import { FIRST_HONOR, PLAYING_KINDS } from './tiles.js';

/** Where each segment's subsets start (m, p, s: 512 each, honors: 128), and the table's length in subsets. */
const SEGMENT_START = [0, 512, 1024, 1536];
const SUBSETS = 1536 + 128;

/** The per-subset combinations of per-kind bit sets (`words` 32-bit words a set). */
export class KindSetTable {
  /** Per subset, the sets of every kind of it ANDed (all ones for the empty subset). */
  private readonly all: Int32Array;
  /** Per subset, the sets ORed (the bits set for some kind of it). */
  private readonly some: Int32Array;
  /** Per subset, the bits set for two kinds of it or more. */
  private readonly twice: Int32Array;

  /** `byKind`: for kind t, words [t * words, (t + 1) * words). */
  constructor(byKind: Int32Array, private readonly words: number) {
    this.all = new Int32Array(SUBSETS * words);
    this.some = new Int32Array(SUBSETS * words);
    this.twice = new Int32Array(SUBSETS * words);
    const all = this.all, some = this.some, twice = this.twice;
    for (let g = 0; g < 4; g++) {
      const start = SEGMENT_START[g]! * words;
      const first = 9 * g;
      const kinds = g < 3 ? 9 : PLAYING_KINDS - FIRST_HONOR;
      all.fill(-1, start, start + words);
      // The subsets whose highest kind is j: those of the kinds below it (the `size` entries before them) with j added.
      // (The subsets one by one from the one without its lowest kind, with their sets in fields, took twice as long:
      // ~0.5 ms of a cold `score` for a regulation's two tables, run by the interpreter.)
      for (let j = 0, size = words; j < kinds; j++, size *= 2) {
        const kindAt = (first + j) * words;
        for (let i = 0; i < size; i++) {
          const from = start + i, at = from + size;
          const set = byKind[kindAt + (i % words)]!, before = some[from]!;
          all[at] = all[from]! & set;
          some[at] = before | set;
          twice[at] = twice[from]! | (before & set);
        }
      }
    }
  }

  /** Word `w` of the bits set for every kind of `low` (kinds 0..26) and `high` (kind 27 + bit). */
  every(low: number, high: number, w: number): number {
    const words = this.words, all = this.all;
    return all[(low & 511) * words + w]! & all[(512 + ((low >>> 9) & 511)) * words + w]! &
      all[(1024 + ((low >>> 18) & 511)) * words + w]! & all[(1536 + (high & 127)) * words + w]!;
  }

  /** Word `w` of the bits set for some kind of `low` and `high`. */
  any(low: number, high: number, w: number): number {
    const words = this.words, some = this.some;
    return some[(low & 511) * words + w]! | some[(512 + ((low >>> 9) & 511)) * words + w]! |
      some[(1024 + ((low >>> 18) & 511)) * words + w]! | some[(1536 + (high & 127)) * words + w]!;
  }

  /** Word `w` of the bits set for two kinds or more of `low` and `high`. */
  twiceOrMore(low: number, high: number, w: number): number {
    const words = this.words, some = this.some, twice = this.twice;
    const a = (low & 511) * words + w, b = (512 + ((low >>> 9) & 511)) * words + w;
    const c = (1024 + ((low >>> 18) & 511)) * words + w, d = (1536 + (high & 127)) * words + w;
    const sa = some[a]!, sb = some[b]!, sc = some[c]!;
    return twice[a]! | twice[b]! | twice[c]! | twice[d]! | (sa & sb) | ((sa | sb) & sc) | ((sa | sb | sc) & some[d]!);
  }
}
