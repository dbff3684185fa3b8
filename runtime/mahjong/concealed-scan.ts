/**
 * One pass over a hand's concealed tiles that both the decomposition (decompose.ts) and the shape index
 * (shape-index.ts) read: per segment (m, p, s, honors) its tile count and a key of 3 bits per rank, and the kinds held
 * and held an odd number of times as bit masks.
 */
import { FIRST_HONOR, PLAYING_KINDS, segmentOf } from './tiles.js';

/** What scanConcealed learned of a list of concealed tiles. */
export class ConcealedScan {
  /** Per segment (m, p, s, honors): 3 bits per rank (bits 3r..3r+2: copies of rank r + 1). */
  readonly keys = new Int32Array(4);
  /** Per segment: how many tiles. */
  readonly sizes = new Int32Array(4);
  /** Bit t: kind t (0..26) is held; `high`: bit t - 27 for the honors. */
  low = 0;
  high = 0;
  /** The same for the kinds held an odd number of times. */
  oddLow = 0;
  oddHigh = 0;
  /** Every tile is a playing kind (0..33) and no kind is held more than 7 times (else the rest is not filled). */
  valid = false;

  /** Copies of playing kind t held (after a valid scan). */
  copies(t: number): number {
    const segment = segmentOf(t);
    return (this.keys[segment]! >>> (3 * (t - 9 * segment))) & 7;
  }
}

/**
 * Writes out the copies of every playing kind (0..33) that per-segment keys of 3 bits per rank hold (a scan's `keys`,
 * or keys derived from them) into `out`: stores that do not wait on each other, where counting the tiles adds to
 * the same bytes one after another. Straight-line: in a loop, optimized code checked the array's map and length
 * again at every store (~26 instructions a kind, ~900 a call); here once.
 */
export function writeCountsOfKeys(keys: ArrayLike<number>, out: Uint8Array): void {
  const m = keys[0]!, p = keys[1]!, s = keys[2]!, z = keys[3]!;
  out[0] = m & 7; out[1] = (m >>> 3) & 7; out[2] = (m >>> 6) & 7; out[3] = (m >>> 9) & 7; out[4] = (m >>> 12) & 7;
  out[5] = (m >>> 15) & 7; out[6] = (m >>> 18) & 7; out[7] = (m >>> 21) & 7; out[8] = (m >>> 24) & 7;
  out[9] = p & 7; out[10] = (p >>> 3) & 7; out[11] = (p >>> 6) & 7; out[12] = (p >>> 9) & 7; out[13] = (p >>> 12) & 7;
  out[14] = (p >>> 15) & 7; out[15] = (p >>> 18) & 7; out[16] = (p >>> 21) & 7; out[17] = (p >>> 24) & 7;
  out[18] = s & 7; out[19] = (s >>> 3) & 7; out[20] = (s >>> 6) & 7; out[21] = (s >>> 9) & 7; out[22] = (s >>> 12) & 7;
  out[23] = (s >>> 15) & 7; out[24] = (s >>> 18) & 7; out[25] = (s >>> 21) & 7; out[26] = (s >>> 24) & 7;
  out[27] = z & 7; out[28] = (z >>> 3) & 7; out[29] = (z >>> 6) & 7; out[30] = (z >>> 9) & 7; out[31] = (z >>> 12) & 7;
  out[32] = (z >>> 15) & 7; out[33] = (z >>> 18) & 7;
}

/** The tile kinds' bounds as this module's own constants: an imported binding is a cell that optimized code loads and
 * checks for the hole on every use (twice a tile here), a module's own `const` is folded into the code. */
const KINDS = PLAYING_KINDS;
const HONOR = FIRST_HONOR;

/**
 * Scans concealed tiles into `out` (returned); stops at the first kind that makes the scan invalid. The tiles are
 * taken a run of equal ones at a time (the parser lists them sorted: ~11.6 tiles a benchmark hand, ~6.3 runs), so the
 * segment's branches, the count's test and the bits are paid per kind; any order gives the same scan.
 */
export function scanConcealed(concealed: readonly number[], out: ConcealedScan): ConcealedScan {
  let k0 = 0, k1 = 0, k2 = 0, k3 = 0, n0 = 0, n1 = 0, n2 = 0, n3 = 0;
  let low = 0, high = 0, oddLow = 0, oddHigh = 0;
  out.valid = false;
  const length = concealed.length;
  for (let i = 0; i < length; ) {
    const t = concealed[i]!;
    if (!(t >= 0 && t < KINDS && (t | 0) === t)) return out;
    let run = 1;
    while (++i < length && concealed[i] === t) run++;
    if (t < HONOR) {
      low |= 1 << t;
      oddLow ^= (run & 1) << t;
      if (t < 9) {
        const sh = 3 * t;
        if (((k0 >>> sh) & 7) + run > 7) return out;
        k0 += run << sh;
        n0 += run;
      } else if (t < 18) {
        const sh = 3 * (t - 9);
        if (((k1 >>> sh) & 7) + run > 7) return out;
        k1 += run << sh;
        n1 += run;
      } else {
        const sh = 3 * (t - 18);
        if (((k2 >>> sh) & 7) + run > 7) return out;
        k2 += run << sh;
        n2 += run;
      }
    } else {
      const bit = 1 << (t - HONOR);
      high |= bit;
      oddHigh ^= (run & 1) << (t - HONOR);
      const sh = 3 * (t - HONOR);
      if (((k3 >>> sh) & 7) + run > 7) return out;
      k3 += run << sh;
      n3 += run;
    }
  }
  const keys = out.keys, sizes = out.sizes;
  keys[0] = k0; keys[1] = k1; keys[2] = k2; keys[3] = k3;
  sizes[0] = n0; sizes[1] = n1; sizes[2] = n2; sizes[3] = n3;
  out.low = low;
  out.high = high;
  out.oddLow = oddLow;
  out.oddHigh = oddHigh;
  out.valid = true;
  return out;
}
