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
 * hand's copies of every tile, as handCounts gives them.
 */
export function showsTwoWaits(hand: ParsedHand, readings: readonly Reading[], counts: Uint8Array): boolean {
  const w = hand.winTile;
  if (w === null || w < 0 || w >= FIRST_HONOR + 7) return false;
  for (let i = 0; i < readings.length; i++) {
    const r = readings[i]!;
    if (r.shape !== STANDARD_SHAPE) continue;
    const other = secondWaitOf(r, w);
    // Copies held before the win: the winning tile's count less the winning tile itself.
    if (other >= 0) return counts[w]! - 1 < 4 && counts[other]! < 4;
  }
  return false;
}

/** A tile other than `w` that completes the reading's hand once `w` is taken out, or -1 when the reading shows none. */
function secondWaitOf(r: Reading, w: number): number {
  let pungOfWin = false;
  let pair = -1;
  for (let i = 0; i < r.melds.length; i++) {
    const m = r.melds[i]!;
    if (m.declared) continue;
    if (m.kind === 'pair') pair = m.tile;
    else if (m.kind === 'pung' && m.tile === w) pungOfWin = true;
    else if (m.kind === 'chow' && w < FIRST_HONOR) {
      const rank = m.tile % 9;
      if (m.tile === w && rank <= 5) return w + 3;
      if (m.tile + 2 === w && rank >= 1) return m.tile - 1;
    }
  }
  return pungOfWin && pair >= 0 ? pair : -1;
}
