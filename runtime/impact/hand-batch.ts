/**
 * Generated hands as bytes, for the worker threads of `impact --generate` (cli/impact-threads.ts): each hand's parts
 * (generateHandParts) in a few bytes, read back into the hand parseHand would read from its notation (handOfParts).
 * A batch crosses to a worker as one transferred buffer, and no notation is written by one thread to be parsed by
 * another. A hand: the count and tiles of its concealed tiles, the count of its declared melds and each meld's kind
 * and exposure in one byte and its tile in another, the count and tiles of its bonus tiles, and its winning tile + 1
 * (0: none). Imports only runtime/*.
 */
import type { MeldKind, ParsedHand } from '../mahjong/hand.js';
import { handOfParts, type WrittenMeld } from '../mahjong/notation.js';
import type { GeneratedParts } from '../mahjong/random-hand.js';
import type { Tile } from '../mahjong/tiles.js';

/** The most bytes one hand takes: 14 concealed tiles (a winning hand without declared melds) or fewer, 4 melds of 2 bytes, 8 bonus tiles, 4 counts. */
const MAX_HAND_BYTES = 1 + 14 + 1 + 2 * 4 + 1 + 8 + 1;

const MELD_KINDS: readonly MeldKind[] = ['chow', 'pung', 'kong', 'pair'];

/** Writes the parts of `count` hands into one buffer. */
export class HandBatchWriter {
  readonly bytes: Uint8Array;
  length = 0;

  constructor(count: number) {
    this.bytes = new Uint8Array(count * MAX_HAND_BYTES);
  }

  write(p: GeneratedParts): void {
    const out = this.bytes;
    let at = this.length;
    out[at++] = p.concealed.length;
    for (let i = 0; i < p.concealed.length; i++) out[at++] = p.concealed[i]!;
    out[at++] = p.declared.length;
    for (let i = 0; i < p.declared.length; i++) {
      const m = p.declared[i]!;
      out[at++] = 2 * MELD_KINDS.indexOf(m.kind) + (m.exposed ? 1 : 0);
      out[at++] = m.tile;
    }
    out[at++] = p.bonus.length;
    for (let i = 0; i < p.bonus.length; i++) out[at++] = p.bonus[i]!;
    out[at++] = p.winTile === null ? 0 : p.winTile + 1;
    this.length = at;
  }
}

// The parts of the hand being read (one at a time; handOfParts copies what it keeps): its melds are the first of MELDS.
const concealed: Tile[] = [];
const declared: WrittenMeld[] = [];
const bonus: Tile[] = [];
const MELDS: WrittenMeld[] = Array.from({ length: 4 }, (): WrittenMeld => ({ kind: 'chow', tile: 0, exposed: true }));

/** Reads the hands of a batch in order, calling `each` with each hand and its place in the batch. */
export function readHandBatch(bytes: Uint8Array, each: (hand: ParsedHand, index: number) => void): void {
  let at = 0;
  for (let index = 0; at < bytes.length; index++) {
    concealed.length = 0;
    declared.length = 0;
    bonus.length = 0;
    for (let n = bytes[at++]!; n > 0; n--) concealed.push(bytes[at++]!);
    for (let n = bytes[at++]!, k = 0; k < n; k++) {
      const code = bytes[at++]!;
      const m = MELDS[k]!;
      m.kind = MELD_KINDS[code >> 1]!;
      m.tile = bytes[at++]!;
      m.exposed = (code & 1) === 1;
      declared.push(m);
    }
    for (let n = bytes[at++]!; n > 0; n--) bonus.push(bytes[at++]!);
    const win = bytes[at++]!;
    each(handOfParts(concealed, declared, bonus, win === 0 ? null : win - 1), index);
  }
}
