/**
 * Waits that a winning hand's standard readings already show, so that `waits == 1` need not search: the winning tile
 * completes the hand, and so does a second tile when some reading holds the winning tile at the end of a concealed
 * chow that can shift by one (23 + 4 also waited on 1) or in a concealed pung beside the pair (two pairs waiting).
 */
import type { Reading } from '../eval/context.js';
import type { ParsedHand } from './hand.js';
import { meldSize } from './hand-counts.js';
import { FIRST_HONOR } from './tiles.js';
import { STANDARD_SHAPE } from './vocabulary.js';

/**
 * Whether the standard readings (shape `standard`) of the winning hand show two distinct waiting tiles that the
 * hand does not hold all four copies of (the count waitingTiles would give is then at least 2).
 */
export function showsTwoWaits(hand: ParsedHand, readings: readonly Reading[]): boolean {
  const w = hand.winTile;
  if (w === null || w < 0 || w >= FIRST_HONOR + 7) return false;
  for (let i = 0; i < readings.length; i++) {
    const r = readings[i]!;
    if (r.shape !== STANDARD_SHAPE) continue;
    const other = secondWaitOf(r, w);
    if (other >= 0) return heldBeforeWin(hand, w) < 4 && heldBeforeWin(hand, other) < 4;
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

/** Copies of tile t in the hand without its winning tile: concealed and in declared melds. */
function heldBeforeWin(hand: ParsedHand, t: number): number {
  let n = t === hand.winTile ? -1 : 0;
  for (let i = 0; i < hand.concealed.length; i++) if (hand.concealed[i] === t) n++;
  for (let i = 0; i < hand.declared.length; i++) {
    const m = hand.declared[i]!;
    if (m.kind === 'chow' ? t >= m.tile && t <= m.tile + 2 : t === m.tile) n += m.kind === 'chow' ? 1 : meldSize(m.kind);
  }
  return n;
}
