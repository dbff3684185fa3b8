/**
 * The readings of a shape match with the winning tile placed: one per distinct concealed meld that holds it (its
 * wait kind as in a decomposition; a pung completed by a discard is open) and one when a single tile of the shape
 * can be it (wait `none`). Used when the regulation reads `wait`; otherwise a shape reading places nothing.
 */
import type { Reading } from '../eval/context.js';
import type { ShapeMatch } from '../eval/match.js';
import type { Meld, WaitKind } from './hand.js';
import { chowWait } from './decompose.js';
import { kindIndex, sharedMeld } from './shared-melds.js';

/** Appends the placed readings of a match of shape `shape` for the winning tile `w` (won on a discard: `byDiscard`). */
export function pushPlacedShapeReadings(out: Reading[], shape: string, m: ShapeMatch, w: number, byDiscard: boolean): void {
  const melds = m.melds;
  for (let j = 0; j < melds.length; j++) {
    const meld = melds[j]!;
    if (meld.declared || !holds(meld, w) || sameMeldBefore(melds, j)) continue;
    const open = byDiscard && meld.kind === 'pung';
    const placed = open ? melds.map((x, k) => (k === j ? sharedMeld(kindIndex(x.kind), x.tile, true, false) : x)) : melds;
    out.push({ shape, melds: placed, loose: m.loose, winMeld: j, wait: waitIn(meld, w) });
  }
  if (m.loose.includes(w)) out.push({ shape, melds, loose: m.loose, winMeld: -1, wait: 'none' });
}

/** Whether the meld holds tile t. */
function holds(meld: Meld, t: number): boolean {
  return meld.kind === 'chow' ? t >= meld.tile && t <= meld.tile + 2 : meld.tile === t;
}

/** Whether an equal concealed meld comes earlier in the list (one placement per distinct meld). */
function sameMeldBefore(melds: readonly Meld[], j: number): boolean {
  for (let k = 0; k < j; k++) if (!melds[k]!.declared && melds[k]!.kind === melds[j]!.kind && melds[k]!.tile === melds[j]!.tile) return true;
  return false;
}

function waitIn(meld: Meld, w: number): WaitKind {
  return meld.kind === 'pair' ? 'pair' : meld.kind === 'chow' ? chowWait(meld.tile, w) : 'pung';
}
