/**
 * runtime/preference: preference scoring (pool, mountain, whists) under a regulation's conventions. Input: the IR's
 * `preference` part and deal records or a finished sheet. Output: explained pool/mountain/whist entries per deal,
 * the pulya's sheet and each player's exact result in whists, or `pulya/` problems. Imports only runtime/*.
 */
export type {
  ContractKind, DealItem, DealScore, DefenderDecision, LastRoundMark, PreferenceDeal, Pulya, PulyaDeals, PulyaPlayerResult, PulyaProblem,
  PulyaProblemCode, PulyaResult, PulyaDealScore, PulyaSheet, SheetEntry, Suit,
} from './types.js';
export { PULYA_PROBLEM_CODES } from './types.js';
export * from './rational.js';
export { scorePreferenceDeal, scoreValidDeal, preferenceOf } from './score-deal.js';
export { settlePulya, validatePulya, type SettledPlayer, type SettledPulya } from './pulya.js';
export { checkLastRound, type LastRoundReport } from './last-round.js';
export { readPulya } from './read-pulya.js';
export { sheetNumberProblems } from './sheet-number.js';
export { settleSheet, type NetTerms } from './settle.js';
export { validateDeal } from './validate-deal.js';
export { allPassPrice, exitMinimum, contractRow } from './contracts.js';
