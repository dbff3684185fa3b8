/**
 * runtime: executes compiled regulations (IR). Input: IR objects and game inputs (hands, options).
 * Output: scores with explanations. Imports only runtime/* (never compiler/, cli/).
 */
export * from './ir/types.js';
export * from './ir/tournament.js';
export * from './ir/formula.js';
export * from './ir/preference.js';
export * from './ir/sichuan.js';
export * from './ir/sanctions.js';
export { loadIr, irSchema } from './ir/load-ir.js';
export * from './mahjong/tiles.js';
export * from './mahjong/hand.js';
export * from './mahjong/vocabulary.js';
export * from './mahjong/score-types.js';
export { parseHand, formatHand, type ParseHandResult, type ParseHandOptions, type HandError } from './mahjong/notation.js';
export { compileScorer, scorerOf, type CompiledScorer, type CompiledItem } from './mahjong/compile-scorer.js';
export type { CompiledShape } from './mahjong/compile-shape.js';
export { Bindings } from './eval/match.js';
export type { Compiled } from './eval/compile-expr.js';
export { scoreHand } from './mahjong/score-hand.js';
export { describeMelds } from './mahjong/describe.js';
export { waitingTiles } from './mahjong/hand-waits.js';
export { createRandom, generateHand, generateWinningHand, generateCorpus, type GeneratedHand, type GenerateHandOptions, type CorpusOptions } from './mahjong/random-hand.js';
export * from './tournament/seating.js';
export * from './tournament/draw.js';
export * from './random.js';
export * from './tournament/types.js';
export * from './mahjong/settle.js'; export * from './mahjong/deal.js';
export * from './mahjong/sichuan-deal-types.js';
export { readSichuanDeal } from './mahjong/sichuan-deal-read.js';
export { settleSichuanDeal, SICHUAN_PROBLEM_CODES } from './mahjong/sichuan-ledger.js';
export * from './tournament/event.js';
export * from './tournament/table-points.js';
export * from './tournament/standings.js';
export * from './tournament/stages.js';
export * from './tournament/run-event.js';
export * from './tournament/place-values.js';
export * from './tournament/mixed-tables.js';
export * from './tournament/advance.js';
export * from './tournament/formula-standings.js';
export * from './tournament/formula-seating.js';
export * from './tournament/run-formula.js';
export * from './impact/compare.js';
export * from './impact/histogram.js';
export * from './impact/run-impact.js';
export * from './impact/corpus.js';
export * from './impact/event-impact.js';
export * from './preference/index.js';
