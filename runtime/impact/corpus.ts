/**
 * The seeded hands of `reglament impact --generate N --seed S`: winning and non-winning hands from the random hand
 * generator (runtime/mahjong/random-hand.ts), parsed, with their circumstances, produced one at a time so that a
 * million hands never sit in memory. The sequence is generateCorpus(seed, n, { winningShare }) exactly: each hand is
 * made from the parts of its notation (generateHandParts, handOfParts), the hand parseHand reads from the notation
 * generateCorpus writes (test/runtime/impact/corpus.test.ts).
 * Imports only runtime/*.
 */
import { formatHand, handOfParts } from '../mahjong/notation.js';
import { generateHandParts, type GeneratedParts } from '../mahjong/random-hand.js';
import { createRandom } from '../random.js';
import type { ImpactHand } from './run-impact.js';
import type { ParsedHand } from '../mahjong/hand.js';
import type { WinOptions } from '../mahjong/score-types.js';

/** Share of winning hands in a generated impact corpus (the others are 13-tile hands of players who did not win). */
export const IMPACT_WINNING_SHARE = 0.75;

/** Options of generateImpactCorpus. */
export interface ImpactCorpusOptions {
  /** Share of winning hands, 0..1 (default IMPACT_WINNING_SHARE). */
  winningShare?: number;
}

/**
 * The generated hands of generateImpactCorpus as their parts (the tiles parseHand would read from each notation, and
 * the circumstances), lazily.
 */
export function* generateImpactParts(seed: number, count: number, options: ImpactCorpusOptions = {}): Generator<GeneratedParts> {
  const rand = createRandom(seed);
  const share = options.winningShare ?? IMPACT_WINNING_SHARE;
  for (let i = 0; i < count; i++) yield generateHandParts(rand, { winning: share >= 1 || rand() < share });
}

/** A generated hand for the impact: the text is read only for the few hands a report shows (examples, failures), written out when asked for. */
class GeneratedImpactHand implements ImpactHand {
  constructor(readonly hand: ParsedHand, readonly options: WinOptions) {}

  get text(): string {
    return formatHand(this.hand);
  }
}

/** A generated hand for the impact, its text written only when asked for. */
export function generatedImpactHand(hand: ParsedHand, options: WinOptions): ImpactHand {
  // A class, not an object literal with a getter (which makes a function and an accessor for every hand).
  return new GeneratedImpactHand(hand, options);
}

/** Generates `count` hands from a seed, lazily; the same seed, count and share always give the same hands. */
export function* generateImpactCorpus(seed: number, count: number, options: ImpactCorpusOptions = {}): Generator<ImpactHand> {
  for (const p of generateImpactParts(seed, count, options)) yield generatedImpactHand(handOfParts(p.concealed, p.declared, p.bonus, p.winTile), p.options);
}
