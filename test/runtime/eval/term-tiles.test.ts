/**
 * termMasks (runtime/eval/term-tiles.ts), and termTiles made from it, mark the kinds a walk over each term's tiles
 * marks (the reading termTiles had before: kept here as the reference), for every kind of term, suit and rank,
 * including the ones there are no kinds for (a tile outside 0..33, a rank outside the suit, the flowers' suit).
 */
import { describe, expect, it } from 'vitest';
import type { TermIR } from '../../../runtime/ir/types.js';
import { termMasks, termTiles } from '../../../runtime/eval/term-tiles.js';

/** The kinds of termMasks' masks, one per kind. */
function kindsOfMasks(term: TermIR): number[] {
  const { low, high } = termMasks(term);
  return Array.from({ length: 34 }, (_, t) => (t < 27 ? (low >>> t) & 1 : (high >>> (t - 27)) & 1));
}

/** The reference: every kind the term can match, by a walk over its tiles (indexed by kind, 0..33). */
function kindsByWalk(term: TermIR, out: Uint8Array = new Uint8Array(34)): Uint8Array {
  switch (term.t) {
    case 'tiles': for (const t of term.tiles) if (t < 34) out[t] = 1; break;
    case 'alt': for (const o of term.options) kindsByWalk(o, out); break;
    case 'wind': for (let t = 27; t < 31; t++) out[t] = 1; break;
    case 'any': out.fill(1, 0, 34); break;
    case 'template': {
      const suits = 'fixed' in term.suit ? ['mpszf'.indexOf(term.suit.fixed)] : [0, 1, 2];
      for (const s of suits) {
        if (s > 3) continue;
        const max = s === 3 ? 7 : 9;
        for (let r = 1; r <= max; r++) if (!term.rank || !('fixed' in term.rank) || term.rank.fixed === r) out[s * 9 + r - 1] = 1;
      }
    }
  }
  return out;
}

const suits = [{ fixed: 'm' }, { fixed: 'p' }, { fixed: 's' }, { fixed: 'z' }, { fixed: 'f' }, { var: 'x' }];
const ranks = [null, { var: 'n', offset: 0 }, { var: 'k', offset: 2 }, ...[0, 1, 5, 7, 8, 9, 10].map((fixed) => ({ fixed }))];
const templates = suits.flatMap((suit) => ranks.map((rank) => ({ t: 'template', suit, rank }) as unknown as TermIR));
const terms: TermIR[] = [
  ...templates,
  { t: 'any' } as TermIR,
  { t: 'wind' } as TermIR,
  { t: 'tiles', tiles: [0, 8, 9, 26, 27, 30, 33, 34, 41, -1] } as unknown as TermIR,
  { t: 'alt', options: [templates[3]!, { t: 'wind' }, { t: 'tiles', tiles: [31] }] } as unknown as TermIR,
];

describe('termMasks', () => {
  it('marks the kinds termTiles marks', () => {
    for (const term of terms) expect(kindsOfMasks(term), JSON.stringify(term)).toEqual(Array.from(termTiles(term)));
  });

  it('marks, and termTiles lists, the kinds a walk over the term marks', () => {
    for (const term of terms) expect(Array.from(termTiles(term)), JSON.stringify(term)).toEqual(Array.from(kindsByWalk(term)));
  });
});
