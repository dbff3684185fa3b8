/**
 * Tile counts of a parsed hand: the concealed tiles alone, or every tile with the declared melds and bonus tiles.
 */
import type { MeldKind, ParsedHand } from './hand.js';

/** Counts of the concealed tiles only (kinds 0..33). */
export function concealedCounts(hand: ParsedHand, withoutWin: boolean): Uint8Array {
  const k = new Uint8Array(34);
  for (const t of hand.concealed) k[t]!++;
  if (withoutWin && hand.winTile !== null) k[hand.winTile]!--;
  return k;
}

/** Tiles in a meld of each kind. */
export const MELD_SIZE = { chow: 3, pung: 3, kong: 4, pair: 2 } as const;

/** MELD_SIZE[kind] for the hot paths (a keyed lookup by a string is slower there than two comparisons). */
export function meldSize(kind: MeldKind): number {
  return kind === 'kong' ? 4 : kind === 'pair' ? 2 : 3;
}

/** Counts of every tile of the hand (0..41): concealed, declared melds, bonus tiles; into `k` when given (cleared first). */
export function handCounts(hand: ParsedHand, k: Uint8Array = new Uint8Array(42)): Uint8Array {
  k.fill(0);
  for (const t of hand.concealed) k[t]!++;
  for (const t of hand.bonus) k[t]!++;
  for (const m of hand.declared) {
    for (let i = 0; i < MELD_SIZE[m.kind]; i++) k[m.kind === 'chow' ? m.tile + i : m.tile]!++;
  }
  return k;
}
