/**
 * East (the dealer) after a deal, as a seat mechanic over the deal's winners (runtime/tournament/east-rotation.ts):
 * `every-deal` passes East to the next seat whoever won; `unless-east-wins` keeps East when East is among the deal's
 * winners (Repino-2008 В.3 reads "unless East wins"; a deal may have several winners in a game where one discard
 * wins for several). Values by hand: seats A (East), B, C, D; East's index 0, the next seat 1.
 */
import { describe, expect, it } from 'vitest';
import { eastAfter } from '../../../runtime/tournament/east-rotation.js';
import type { TournamentIR } from '../../../runtime/ir/tournament.js';

const seats = ['A', 'B', 'C', 'D'];
const rule = (value: 'every-deal' | 'unless-east-wins'): TournamentIR['eastRotates'] => ({ value, clause: 'В.3', origin: { file: 'x', line: 1, col: 1 } });

describe('eastAfter', () => {
  it('unless East wins: East stays when East is among the winners, first or not', () => {
    expect(eastAfter(0, seats, ['A'], rule('unless-east-wins'))).toBe(0);
    // C and A both won (A second): A is East and won, so A stays.
    expect(eastAfter(0, seats, ['C', 'A'], rule('unless-east-wins'))).toBe(0);
  });

  it('unless East wins: East passes on when others won, nobody won or the deal has no winners', () => {
    expect(eastAfter(0, seats, ['B', 'C'], rule('unless-east-wins'))).toBe(1);
    expect(eastAfter(0, seats, [], rule('unless-east-wins'))).toBe(1);
    expect(eastAfter(0, seats, undefined, rule('unless-east-wins'))).toBe(1);
    // East at index 3 of the seating passes on to index 0 (4 players: (3 + 1) mod 4).
    expect(eastAfter(3, ['D', 'A', 'B', 'C'], ['A'], rule('unless-east-wins'))).toBe(0);
  });

  it('every deal: East passes on even after his own win; no rule: the same', () => {
    expect(eastAfter(0, seats, ['A'], rule('every-deal'))).toBe(1);
    expect(eastAfter(0, seats, ['A'], null)).toBe(1);
  });
});
