/**
 * Waits that a winning hand's standard readings already show, so that `waits == 1` need not search: the winning tile
 * completes the hand, and so does a second tile when some reading holds the winning tile at the end of a concealed
 * chow that can shift by one (23 + 4 also waited on 1) or in a concealed pung beside the pair (two pairs waiting).
 */
import type { Reading } from '../eval/context.js';
import type { ParsedHand } from './hand.js';
import { FIRST_HONOR } from './tiles.js';
import { STANDARD_SHAPE } from './vocabulary.js';

/**
 * Whether the standard readings (shape `standard`) of the winning hand show two distinct waiting tiles that the
 * hand does not hold all four copies of (the count waitingTiles would give is then at least 2); `counts`: the
 * hand's copies of every tile, as handCounts gives them. Sound, not complete: a false answer only means the count
 * is made.
 */
export function showsTwoWaits(hand: ParsedHand, readings: readonly Reading[], counts: Uint8Array): boolean {
  const w = hand.winTile;
  if (w === null || w < 0 || w >= FIRST_HONOR + 7) return false;
  // Copies held before the win: the winning tile's count less the winning tile itself.
  if (counts[w]! - 1 >= 4) return false;
  for (let i = 0; i < readings.length; i++) {
    const r = readings[i]!;
    if (r.shape !== STANDARD_SHAPE) continue;
    const other = secondWaitOf(r, w);
    if (other >= 0 && counts[other]! < 4) return true;
  }
  return false;
}

/**
 * A tile other than `w` that completes the reading's hand once `w` is taken out, or -1 when the reading shows none.
 * Only the reading's winning meld is looked at: the readings place the winning tile in every distinct meld that can
 * hold it, so a chow with `w` at an end that can shift is some reading's winning meld (its wait `open`), and so is a
 * concealed pung of `w` (its wait `pung`). Reading one meld instead of every meld of every reading: the meld loads
 * were most of this function's time in a line profile.
 */
function secondWaitOf(r: Reading, w: number): number {
  if (r.wait === 'open') {
    // (A chow with `w` at an end, not an edge: 23 + 4 shifts to 1, 34 + 2 to 5.)
    const t = r.melds[r.winMeld]!.tile;
    return t === w ? w + 3 : t - 1;
  }
  if (r.wait === 'pair') return besideMeldOf(r, w);
  if (r.wait !== 'pung') return -1;
  const melds = r.melds;
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i]!;
    if (m.kind === 'pair' && !m.declared) return m.tile;
  }
  return -1;
}

/**
 * For a reading whose pair the winning tile `w` completed (a single wait): a second tile that completes the hand when
 * a concealed meld of the reading lies beside `w` in its suit, or -1. A pung one or two ranks away (6668 waits on 7
 * and 8: 678 + 66; 5556 on 4, 6 and 7: 456 + 55) or a chow right next to `w` (4 + 567 waits on 4 and 7: 456 + 77)
 * makes a chow and a pair with that tile instead.
 */
function besideMeldOf(r: Reading, w: number): number {
  if (w >= FIRST_HONOR) return -1;
  const melds = r.melds;
  const rank = w % 9;
  const suit = (w / 9) | 0;
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i]!;
    if (m.declared || ((m.tile / 9) | 0) !== suit) continue; // (same suit: m.tile < 27 too)
    const d = m.tile - w;
    if (m.kind === 'chow') {
      // From the tile after `w` (the chow's end then pairs), or ending just before it (its start pairs).
      if (d === 1) return w + 3;
      if (d === -3) return m.tile;
      continue;
    }
    if (m.kind !== 'pung' || d === 0 || d < -2 || d > 2) continue;
    return w + PUNG_STEPS[(d + 2) * 9 + rank]!;
  }
  return -1;
}

/**
 * The step from the winning tile `w` to the second wait that a concealed pung `d` ranks away shows (besideMeldOf),
 * at index (d + 2) * 9 + w's rank: two apart, the tile between them; next to each other, the tile beyond `w` (or
 * beyond the pung at a suit's end). A table rather than a branch per case: V8 deoptimizes optimized code at the first
 * arithmetic it reaches that never ran, and some of these cases (a pung of 2 beside a winning 1) come up once in
 * thousands of hands; the one load and add here run for every case.
 */
const PUNG_STEPS = Int8Array.from({ length: 5 * 9 }, (_, i) => {
  const d = Math.floor(i / 9) - 2;
  const rank = i % 9;
  if (d === 2 || d === -2) return d / 2;
  if (d === 1) return rank > 0 ? -1 : 2;
  return d === -1 ? (rank < 8 ? 1 : -2) : 0;
});
