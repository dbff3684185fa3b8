/**
 * The hot-path forms of the meld-kind tables give what the tables say, for every kind.
 */
import { describe, expect, it } from 'vitest';
import { KIND_BIT, kindBit } from '../../../runtime/eval/pattern-precheck.js';
import { MELD_SIZE, meldSize } from '../../../runtime/mahjong/hand-counts.js';
import type { MeldKind } from '../../../runtime/mahjong/hand.js';

const KINDS: MeldKind[] = ['chow', 'pung', 'kong', 'pair'];

describe('meld kinds', () => {
  it.each(KINDS)('%s: meldSize and kindBit agree with MELD_SIZE and KIND_BIT', (kind) => {
    expect(meldSize(kind)).toBe(MELD_SIZE[kind]);
    expect(kindBit(kind)).toBe(KIND_BIT[kind]);
  });

  it('gives every kind its own bit', () => {
    expect(new Set(KINDS.map(kindBit)).size).toBe(4);
    // chow 1, pung 2, kong 4, pair 8: their sum sets four distinct bits.
    expect(KINDS.map(kindBit).reduce((a, b) => a | b, 0)).toBe(15);
  });
});
