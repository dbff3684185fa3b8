/**
 * Every meld a reading can list, made once up front and shared by all readings and results: frozen, so that no
 * consumer can change a meld another result also holds (the decompositions and the shape matches hand out these).
 */
import type { Meld, MeldKind } from './hand.js';

/** Meld kinds by their index in this module's numbering (kongs 3). */
const KIND_NAMES: readonly MeldKind[] = ['chow', 'pung', 'pair', 'kong'];

/** Indexed by ((kind * 64 + tile) * 2 + exposed) * 2 + declared, densely (kinds 0..3, tiles 0..63), so that the list
 * never turns sparse. */
const sharedMelds: Meld[] = [];
for (let key = 0; key < 4 * 64 * 4; key++) {
  sharedMelds.push(Object.freeze({ kind: KIND_NAMES[key >> 8]!, tile: (key >> 2) & 63, exposed: (key & 2) !== 0, declared: (key & 1) !== 0 }));
}

/** The index of a meld kind in this module's numbering (compared, not looked up by name: a hot path). */
export function kindIndex(kind: MeldKind): number {
  return kind === 'chow' ? 0 : kind === 'pung' ? 1 : kind === 'pair' ? 2 : 3;
}

/** The shared meld of that kind (chow 0, pung 1, pair 2, kong 3), tile, exposure and declaration. */
export function sharedMeld(kind: number, tile: number, exposed: boolean, declared: boolean): Meld {
  if (!(tile >= 0 && tile < 64)) return Object.freeze({ kind: KIND_NAMES[kind]!, tile, exposed, declared });
  return sharedMelds[((kind * 64 + tile) * 2 + (exposed ? 1 : 0)) * 2 + (declared ? 1 : 0)]!;
}
