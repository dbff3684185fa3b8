/**
 * runtime: executes compiled regulations (IR). Input: IR objects and game inputs (hands, options).
 * Output: scores with explanations. Imports only runtime/* (never compiler/, cli/).
 * A game's own IR part (ir/<game>.ts: preference, sichuan, riichi) is not exported here: its game imports it from
 * that file (games/<game>/ -> runtime/ir/<game>.js), and the rest of the code base reaches it through RegulationIR.
 */
export * from './ir/types.js';
export * from './ir/tournament.js';
export * from './ir/formula.js';
export * from './ir/counters.js';
export * from './ir/sanctions.js';
export { loadIr, irSchema } from './ir/load-ir.js';
export * from './mahjong/tiles.js';
export * from './mahjong/hand.js';
export * from './mahjong/vocabulary.js';
export * from './mahjong/score-types.js';
export * from './mahjong/circumstances.js';
export { parseHand, parseTileList, formatHand, countHandTiles, type ParseHandResult, type ParseHandOptions, type HandError } from './mahjong/notation.js';
export { compileScorer, scorerOf, type CompiledScorer, type CompiledItem } from './mahjong/compile-scorer.js';
export type { CompiledShape } from './mahjong/compile-shape.js';
export { Bindings } from './eval/match.js';
export type { Compiled } from './eval/compile-expr.js';
export { readsPoints, pointsTagsRead, someNode } from './eval/expr-nodes.js';
export { scoreHand } from './mahjong/score-hand.js';
export { warmScorer } from './mahjong/warm-scorer.js';
export { payersOfRole } from './mahjong/payment-parties.js';
export { scoreTypedCounters, typedCountersProblem } from './mahjong/typed-counters.js';
export { findImpossible, impossibleMessage, circumstanceOf, type ImpossibleFinding } from './mahjong/impossible-hand.js';
export { factReaders, regulationCircumstances, type ReadingRule } from './mahjong/regulation-circumstances.js';
export { describeMelds } from './mahjong/describe.js';
export { waitingTiles } from './mahjong/hand-waits.js';
export { createRandom, generateHand, generateHandWithoutFlags, generateWinningHand, generateCorpus, type GeneratedHand, type GenerateHandOptions, type CorpusOptions } from './mahjong/random-hand.js';
export * from './tournament/seating.js';
export * from './tournament/meeting-history.js';
export * from './tournament/draw.js';
export * from './random.js';
export * from './tournament/types.js';
export * from './mahjong/settle.js'; export * from './mahjong/deal.js';
export * from './tournament/event.js';
export * from './tournament/table-points.js';
export * from './tournament/standings.js';
export * from './tournament/stages.js';
export * from './tournament/prize-places.js';
export * from './tournament/run-event.js';
export { runProblem } from './tournament/run-problem.js';
export * from './tournament/table-rules.js';
export type { GameDealForm, GameDealForms } from './tournament/deal-forms.js';
export { isSanctionOnly } from './tournament/sanctions.js';
export * from './tournament/round-progress.js';
export * from './tournament/new-run-problems.js';
export { eastOfNextDeal } from './tournament/east-rotation.js';
export * from './tournament/time-rules.js';
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
export * from './tournament/limits.js';
export * from './tournament/score-unit.js';
export { declareTagsOf } from './mahjong/value-payments.js';
export { excerptAround, EXCERPT_WIDTH, type Excerpt } from './text/excerpt.js';
export { CHARACTERS, countEn, countRu, PLAYERS_GEN, pluralRu, type RuForms } from './text/plural.js';
export { decimalText } from './text/decimal.js';
