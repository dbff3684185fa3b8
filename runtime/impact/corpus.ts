/**
 * The seeded hands of `reglament impact --generate N --seed S`: winning and non-winning hands from the random hand
 * generator (runtime/mahjong/random-hand.ts), parsed, with their circumstances, produced one at a time so that a
 * million hands never sit in memory. The sequence is generateCorpus(seed, n, { winningShare }) exactly.
 * Imports only runtime/*.
 */
import { formatHand, parseHand } from '../mahjong/notation.js';
import { generateHandWithoutFlags, type GeneratedHand } from '../mahjong/random-hand.js';
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

/** The generated hands of generateImpactCorpus as the generator writes them (notation and circumstances), lazily. */
export function* generateImpactDraws(seed: number, count: number, options: ImpactCorpusOptions = {}): Generator<Omit<GeneratedHand, 'args'>> {
  const rand = createRandom(seed);
  const share = options.winningShare ?? IMPACT_WINNING_SHARE;
  for (let i = 0; i < count; i++) yield generateHandWithoutFlags(rand, { winning: share >= 1 || rand() < share });
}

/** A generated hand for the impact: the text is read only for the few hands a report shows (examples, failures), written out when asked for. */
class GeneratedImpactHand implements ImpactHand {
  constructor(readonly hand: ParsedHand, readonly options: WinOptions) {}

  get text(): string {
    return formatHand(this.hand);
  }
}

/** A generated hand read for the impact; a hand the generator wrote that does not parse is an Error (a bug). */
export function impactHandOf(g: Omit<GeneratedHand, 'args'>): ImpactHand {
  const parsed = parseHand(g.notation);
  if (!parsed.ok) throw new Error(`generated hand ${g.notation} does not parse: ${parsed.error.message}`);
  // A class, not an object literal with a getter (which makes a function and an accessor for every hand).
  return new GeneratedImpactHand(parsed.hand, g.options);
}

/** Generates `count` hands from a seed, lazily; the same seed, count and share always give the same hands. */
export function* generateImpactCorpus(seed: number, count: number, options: ImpactCorpusOptions = {}): Generator<ImpactHand> {
  for (const g of generateImpactDraws(seed, count, options)) yield impactHandOf(g);
}
