/**
 * The summary of a hand before its winning tile that the wait search reads, made in one pass over the tiles: the
 * counts less the winning tile, the numbered suits' keys, the kinds used and held as bits, the suit totals. What the
 * shape index (`loadWaiting`) and the standard waits (`markStandardWaitsOf`) take without counting again.
 */
import { bitCount } from '../eval/pattern-precheck.js';
import type { ParsedHand } from './hand.js';
import { DeclaredTotals } from './declared-totals.js';
import { handCounts, meldSize } from './hand-counts.js';
import { FIRST_HONOR, PLAYING_KINDS } from './tiles.js';

/** The declared melds of the hand being summed up (reused). */
const declaredTotals = new DeclaredTotals();

/** Powers of 5: a rank's weight in a suit's base-5 key. */
const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

/**
 * A reusable summary. Its fields hold when `valid` (every concealed tile a playing kind held at most 4 times, the
 * winning tile among them, no bonus tile among the playing kinds, every declared meld well formed): tiles per
 * segment (m, p, s, honors) and the numbered suits' base-5 keys (as markStandardWaitsOf takes them), the kinds used
 * (concealed, or the lowest tile of a declared meld; bits as in HandSketch) and held (concealed, or the tile of a
 * declared pung, kong or pair), how many kinds are held an odd number of times, the declared kongs, the suit totals
 * with the declared melds.
 */
export class WaitSummary {
  valid = false;
  readonly segmentSizes = new Int32Array(4);
  readonly suitKeys = new Int32Array(3);
  readonly totals = new Int32Array(4);
  usedLow = 0;
  usedHigh = 0;
  heldLow = 0;
  heldHigh = 0;
  oddKinds = 0;
  kongs = 0;

  /**
   * Fills `base` with the concealed counts less the winning tile and `held` (kinds 0..33) with every copy the hand
   * holds less the winning tile, and the summary; returns how many concealed tiles are left.
   */
  load(hand: ParsedHand, base: Uint8Array, held: Uint8Array): number {
    base.fill(0);
    const concealed = hand.concealed;
    let valid = true;
    let k0 = 0, k1 = 0, k2 = 0, n0 = 0, n1 = 0, n2 = 0, n3 = 0, oddLow = 0, oddHigh = 0, low = 0, high = 0;
    for (let i = 0; i < concealed.length; i++) {
      const t = concealed[i]!;
      if (!(t >= 0 && t < PLAYING_KINDS && (t | 0) === t)) { valid = false; continue; }
      if (++base[t]! > 4) valid = false;
      if (t < FIRST_HONOR) {
        if (t < 9) { k0 += POW5[t]!; n0++; } else if (t < 18) { k1 += POW5[t - 9]!; n1++; } else { k2 += POW5[t - 18]!; n2++; }
        oddLow ^= 1 << t;
        low |= 1 << t;
      } else { n3++; oddHigh ^= 1 << (t - FIRST_HONOR); high |= 1 << (t - FIRST_HONOR); }
    }
    let tiles = concealed.length;
    const w = hand.winTile;
    if (w !== null) {
      if (!(w >= 0 && w < PLAYING_KINDS && (w | 0) === w) || base[w] === 0) valid = false;
      base[w]!--;
      tiles--;
      if (valid) {
        const gone = base[w] === 0;
        if (w < FIRST_HONOR) {
          if (w < 9) { k0 -= POW5[w]!; n0--; } else if (w < 18) { k1 -= POW5[w - 9]!; n1--; } else { k2 -= POW5[w - 18]!; n2--; }
          oddLow ^= 1 << w;
          if (gone) low &= ~(1 << w);
        } else {
          n3--;
          oddHigh ^= 1 << (w - FIRST_HONOR);
          if (gone) high &= ~(1 << (w - FIRST_HONOR));
        }
      }
    }
    if (!othersWellFormed(hand)) valid = false;
    const declared = hand.declared;
    this.valid = valid;
    if (!valid) {
      // Tiles out of range, five copies or a winning tile not held: every count as the general search takes it.
      handCounts(hand, held);
      if (w !== null) held[w]!--;
      return tiles;
    }
    held.set(base);
    for (let i = 0; i < declared.length; i++) {
      const m = declared[i]!;
      const t = m.tile;
      if (m.kind === 'chow') { held[t]!++; held[t + 1]!++; held[t + 2]!++; } else held[t]! += meldSize(m.kind);
    }
    const d = declaredTotals.load(declared);
    const { segmentSizes, suitKeys, totals } = this;
    segmentSizes[0] = n0; segmentSizes[1] = n1; segmentSizes[2] = n2; segmentSizes[3] = n3;
    suitKeys[0] = k0; suitKeys[1] = k1; suitKeys[2] = k2;
    totals[0] = n0 + d.sizes[0]!; totals[1] = n1 + d.sizes[1]!; totals[2] = n2 + d.sizes[2]!; totals[3] = n3 + d.sizes[3]!;
    this.usedLow = low | d.usedLow;
    this.usedHigh = high | d.usedHigh;
    this.heldLow = low | d.heldLow;
    this.heldHigh = high | d.heldHigh;
    this.oddKinds = bitCount(oddLow) + bitCount(oddHigh);
    this.kongs = d.kongs;
    return tiles;
  }
}

/** What `valid` asks of a hand besides its concealed tiles: no bonus tile among the playing kinds, every declared meld well formed. */
export function othersWellFormed(hand: ParsedHand): boolean {
  for (let i = 0; i < hand.bonus.length; i++) if (hand.bonus[i]! < PLAYING_KINDS) return false;
  const declared = hand.declared;
  for (let i = 0; i < declared.length; i++) {
    const m = declared[i]!;
    const t = m.tile;
    const kind = m.kind;
    const known = kind === 'chow' ? t < FIRST_HONOR && t % 9 < 7 : (kind === 'pung' || kind === 'kong' || kind === 'pair') && t < PLAYING_KINDS;
    if (!(known && t >= 0 && (t | 0) === t)) return false;
  }
  return true;
}
