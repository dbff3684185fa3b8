/**
 * The benchmark corpus's settings, apart from run.ts (which runs the benchmark when loaded) so that other tools can
 * score the same hands.
 */

/** Seed of the benchmark corpus: fixed, so every run scores the same hands. */
export const CORPUS_SEED = 20080201;
/** Default corpus size (winning hands). */
export const DEFAULT_HANDS = 20_000;
