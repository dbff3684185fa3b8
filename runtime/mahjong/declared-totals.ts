/**
 * What a hand's declared melds add to the one-pass summaries of its tiles that the shape index reads (for the
 * readings, and for the wait search): tiles per segment, the kinds used and held as bits, the declared kongs.
 */
import { meldSize } from './hand-counts.js';
import type { Meld } from './hand.js';
import { FIRST_HONOR } from './tiles.js';

/** The declared melds summed up (reused: load overwrites every field). */
export class DeclaredTotals {
  /** Tiles per segment (m, p, s, honors), a kong counting 4. */
  readonly sizes = new Int32Array(4);
  /** Bit t (0..26; `high`: bit t - 27): kind t is the lowest tile of a declared meld. */
  usedLow = 0;
  usedHigh = 0;
  /** The same for the tile of a declared pung, kong or pair (a chow holds no kind three times). */
  heldLow = 0;
  heldHigh = 0;
  kongs = 0;

  /** Sums up `declared`; returns this. */
  load(declared: readonly Meld[]): this {
    let m = 0, p = 0, s = 0, z = 0, usedLow = 0, usedHigh = 0, heldLow = 0, heldHigh = 0, kongs = 0;
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
    const sizes = this.sizes;
    sizes[0] = m; sizes[1] = p; sizes[2] = s; sizes[3] = z;
    this.usedLow = usedLow;
    this.usedHigh = usedHigh;
    this.heldLow = heldLow;
    this.heldHigh = heldHigh;
    this.kongs = kongs;
    return this;
  }
}
