/**
 * WRC: a score below zero does not end the game. The 2015 rule book, 6.1 Scoring a winning hand: "If a player's
 * score goes below zero, the game continues" (procedure end-of-game of riichi-wrc-2022.yaml, which cites it).
 * The hanchan goes on after a player falls below zero and his later win is paid. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { readRiichiHanchan, settleRiichiHanchan } from '../../../games/index.js';
import { compileScorer } from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const WRC = irOfFile('regulations/riichi-wrc-2022.yaml');

describe('a WRC hanchan below zero', () => {
  it('goes on: D at −2,000 after a yakuman he dealt in, then wins 1,000 back', () => {
    const read = readRiichiHanchan({
      players: ['A', 'B', 'C', 'D'],
      deals: [
        // East 1, dealer A: B (not the dealer) wins a yakuman on D's discard: 8,000 × 4 = 32,000 (6.1).
        // D 30,000 − 32,000 = −2,000; B 62,000. B is not the dealer: the deal passes to B.
        { win: { player: 'B', yakuman: 1, from: 'discard', discarder: 'D' } },
        // East 2, dealer B: D wins 1 han 30 fu on C's discard: 30 × 2^(1+2) = 240, × 4 = 960 -> 1,000.
        // D −2,000 + 1,000 = −1,000; C 29,000.
        { win: { player: 'D', han: 1, fu: 30, from: 'discard', discarder: 'C' } },
      ],
    });
    if (!read.input) throw new Error(JSON.stringify(read.problems));
    const r = settleRiichiHanchan(compileScorer(WRC), WRC.riichi!, read.input);
    expect(r.problems).toEqual([]);
    expect(r.deals.map((d) => d.scores)).toEqual([
      { A: 30000, B: 62000, C: 30000, D: -2000 },
      { A: 30000, B: 62000, C: 29000, D: -1000 },
    ]);
    expect(WRC.procedures.find((p) => p.id === 'end-of-game')?.text.en).toContain('"If a player\'s score goes below zero, the game continues"');
  });
});
