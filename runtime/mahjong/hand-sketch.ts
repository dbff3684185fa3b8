/**
 * A summary of a hand's tiles that the shape prefilters read (shape-filter.ts): computed once per hand into reused
 * buffers, so that rejecting each of a regulation's shapes costs a few comparisons instead of passes over the tiles.
 */
import type { Meld } from './hand.js';
import { bitCount, kindBit } from '../eval/pattern-precheck.js';
import { meldSize } from './hand-counts.js';
import { FIRST_HONOR, PLAYING_KINDS } from './tiles.js';

/** Tile facts of one hand: its concealed counts (as loaded) and the declared melds around them. */
export class HandSketch {
  /** Concealed counts (kinds 0..33), a copy of what `load` got. */
  readonly counts = new Uint8Array(PLAYING_KINDS);
  /** Concealed counts plus the copies in declared pungs, kongs and pairs (what a required tile is checked against). */
  readonly held = new Uint8Array(PLAYING_KINDS);
  /** Every tile of the hand per kind (see allTiles), and whether it is up to date with the last load. */
  private readonly all = new Uint8Array(PLAYING_KINDS);
  private allLoaded = false;
  /** The declared melds of the last load. */
  private declared: readonly Meld[] = [];
  /** Tiles per numbered suit m, p, s and honors, concealed plus declared. */
  readonly totals: [number, number, number, number] = [0, 0, 0, 0];
  /** Bit t: kind t (0..26) is held concealed or is the lowest tile of a declared meld. */
  low = 0;
  /** Bit t - 27: the same for the honors 27..33. */
  high = 0;
  /** Numbered suits held (concealed or declared). */
  suits = 0;
  /** Distinct kinds among the concealed tiles. */
  kinds = 0;
  /** Kinds held an odd number of times (concealed), and the last of them (-1: none). */
  odd = 0;
  oddTile = -1;
  /** Declared kongs. */
  kongs = 0;
  /** Declared melds, and their kinds (bits of KIND_BIT). */
  melds = 0;
  meldKinds = 0;

  /** Loads concealed counts (only kinds 0..33 are read) and declared melds; returns this sketch. */
  load(counts: Uint8Array, declared: readonly Meld[]): this {
    const c = this.counts;
    const held = this.held;
    const totals = this.totals;
    totals[0] = totals[1] = totals[2] = totals[3] = 0;
    let low = 0, high = 0, kinds = 0, odd = 0, oddTile = -1;
    for (let t = 0; t < PLAYING_KINDS; t++) {
      const n = counts[t]!;
      c[t] = n;
      held[t] = n;
      if (n === 0) continue;
      kinds++;
      if (n & 1) { odd++; oddTile = t; }
      if (t < FIRST_HONOR) { low |= 1 << t; totals[(t / 9) | 0]! += n; } else { high |= 1 << (t - FIRST_HONOR); totals[3] += n; }
    }
    this.kinds = kinds;
    this.odd = odd;
    this.oddTile = oddTile;
    return this.addDeclared(declared, low, high);
  }

  /**
   * `load` for concealed tiles the caller summed up already (as a ConcealedScan does) and whose counts it wrote out:
   * per segment (m, p, s, honors) `sizes` tiles; the kinds held (`low`: bit t for kinds 0..26, `high`: bit t - 27)
   * and held an odd number of times. The kinds, odd counts and totals come from these instead of a pass over the 34
   * kinds (whose unpredictable branches were most of load's time for the hands that reach the shapes).
   */
  loadSummed(
    counts: Uint8Array, sizes: Int32Array, low: number, high: number, oddLow: number, oddHigh: number, declared: readonly Meld[],
  ): this {
    this.counts.set(counts);
    this.held.set(counts);
    const totals = this.totals;
    totals[0] = sizes[0]!; totals[1] = sizes[1]!; totals[2] = sizes[2]!; totals[3] = sizes[3]!;
    this.kinds = bitCount(low) + bitCount(high);
    this.odd = bitCount(oddLow) + bitCount(oddHigh);
    this.oddTile = oddHigh !== 0 ? FIRST_HONOR + 31 - Math.clz32(oddHigh) : oddLow !== 0 ? 31 - Math.clz32(oddLow) : -1;
    return this.addDeclared(declared, low, high);
  }

  /** The end of a load: the declared melds added to the concealed kinds (`low`, `high`) and totals. */
  private addDeclared(declared: readonly Meld[], low: number, high: number): this {
    const held = this.held;
    const totals = this.totals;
    let kongs = 0;
    let meldKinds = 0;
    for (let i = 0; i < declared.length; i++) {
      const m = declared[i]!;
      const t = m.tile;
      const size = meldSize(m.kind);
      meldKinds |= kindBit(m.kind);
      if (m.kind === 'kong') kongs++;
      if (m.kind !== 'chow') held[t]! += size;
      if (t < FIRST_HONOR) { low |= 1 << t; totals[(t / 9) | 0]! += size; } else { high |= 1 << (t - FIRST_HONOR); totals[3] += size; }
    }
    this.low = low;
    this.high = high;
    this.suits = (low & 0x1ff ? 1 : 0) + (low & 0x3fe00 ? 1 : 0) + (low & 0x7fc0000 ? 1 : 0);
    this.kongs = kongs;
    this.melds = declared.length;
    this.meldKinds = meldKinds;
    this.declared = declared;
    this.allLoaded = false;
    return this;
  }

  /** Every tile of the hand per kind: the concealed counts plus the tiles of every declared meld, chows included. */
  allTiles(): Uint8Array {
    const all = this.all;
    if (this.allLoaded) return all;
    all.set(this.counts);
    for (const m of this.declared) {
      if (m.kind === 'chow') { all[m.tile]!++; all[m.tile + 1]!++; all[m.tile + 2]!++; } else all[m.tile]! += meldSize(m.kind);
    }
    this.allLoaded = true;
    return all;
  }
}
