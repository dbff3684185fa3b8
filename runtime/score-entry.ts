/**
 * The runtime's part for scoring hands from the command line (`reglament score`: cli/commands/score.ts, the hands
 * file reader and the score's text and JSON in present/): the hand notation, the circumstances, the scorer, and
 * nothing of tournaments or impact. Through runtime/index.ts the bundle put the whole runtime (~300 KB, tournament
 * 101 KB and impact 13 KB of it) into the chunks `score` loads (test/e2e/bundle-imports pins which it loads).
 */
export type { Bilingual } from './ir/common.js';
export type { ImpossibleHandIR, RegulationIR } from './ir/types.js';
export type { PayerRole } from './ir/counters.js';
export type { ParsedHand, WaitKind } from './mahjong/hand.js';
export type { Alternative, Excluded, PaymentLine, ScoreItem, ScoreResult, WinOptions } from './mahjong/score-types.js';
export { circumstancesOf, circumstanceWords, readCircumstances, readCircumstanceWords } from './mahjong/circumstances.js';
export { parseHand } from './mahjong/notation.js';
export { scorerOf } from './mahjong/compile-scorer.js';
export { warmScorer } from './mahjong/warm-scorer.js';
export { scoreHand } from './mahjong/score-hand.js';
export { findImpossible, impossibleByCircumstancesAlone, impossibleMessage } from './mahjong/impossible-hand.js';
export { describeMelds } from './mahjong/describe.js';
export { excerptAround } from './text/excerpt.js';
// present/i18n.ts writes the numbers of the score's text with it.
export { decimalText } from './text/decimal.js';
