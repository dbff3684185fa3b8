/**
 * fast-check arbitraries over the seeded hand generator (runtime/mahjong/random-hand.ts). A hand is drawn from a
 * random 32-bit seed, so a counterexample is reproducible from the seed fast-check reports; shrinking moves toward
 * smaller seeds, not simpler hands.
 */
import fc from 'fast-check';
import { createRandom, generateHand, generateWinningHand, type GeneratedHand } from '../../runtime/mahjong/random-hand.js';

const seeds = (): fc.Arbitrary<number> => fc.integer({ min: 0, max: 0xffffffff });

/** Draws a complete hand with a winning tile, with its circumstances (options and `reglament score` flags). */
export function arbitraryWinningHand(): fc.Arbitrary<GeneratedHand> {
  return seeds().map((seed) => generateWinningHand(createRandom(seed)));
}

/** Draws a hand that is winning or not (13 tiles, no winning tile) about half of the time each. */
export function arbitraryHand(): fc.Arbitrary<GeneratedHand> {
  return fc.tuple(seeds(), fc.boolean()).map(([seed, winning]) => generateHand(createRandom(seed), { winning }));
}
