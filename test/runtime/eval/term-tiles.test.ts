/**
 * termMasks (runtime/eval/term-tiles.ts) is termTiles as bit masks: the same kinds for every kind of term, suit and
 * rank, including the ones termTiles cannot mark (a tile outside 0..33, a rank outside the suit, the flowers' suit).
 */
import { describe, expect, it } from 'vitest';
import type { TermIR } from '../../../runtime/ir/types.js';
import { termMasks, termTiles } from '../../../runtime/eval/term-tiles.js';

/** The kinds of termMasks' masks, as termTiles gives them. */
function kindsOfMasks(term: TermIR): number[] {
  const { low, high } = termMasks(term);
  return Array.from({ length: 34 }, (_, t) => (t < 27 ? (low >>> t) & 1 : (high >>> (t - 27)) & 1));
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
});
