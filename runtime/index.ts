/**
 * runtime: executes compiled regulations (IR). Input: IR objects and game inputs (hands, options).
 * Output: scores with explanations. Imports only runtime/* (never compiler/, cli/).
 */
export * from './ir/types.js';
export * from './mahjong/tiles.js';
export * from './mahjong/hand.js';
export * from './mahjong/vocabulary.js';
export * from './mahjong/score-types.js';
export { parseHand, formatHand } from './mahjong/notation.js';
export { compileScorer, type CompiledScorer } from './mahjong/compile-scorer.js';
export { scoreHand, describeMelds, waitingTiles } from './mahjong/score-hand.js';
