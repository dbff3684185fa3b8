/**
 * Preference: the `preference:` section of its regulations (contract prices and conventions), the pulya tests among
 * `tests:`, its checks, its rules for the diff and its tables in events (a pulya); and its scoring (pool, mountain,
 * whists) under those conventions: deal records or a finished sheet in, explained pool/mountain/whist entries per
 * deal, the pulya's sheet and each player's exact result in whists out, or `pulya/` problems.
 */
import type { GameModule } from '../types.js';
import { preferenceCompile } from './compile.js';
import { preferenceCommandLine } from './command-line.js';
import { pulyaTable } from './pulya-table.js';
import { lastRoundTimeRules } from './time-rules.js';
import { runPulyaTests } from './run-tests.js';
import { pulyaScoreSheet } from './score-sheet.js';
import { preferenceDemo } from './demo.js';

export type {
  ContractKind, DealItem, DealScore, DefenderDecision, LastRoundMark, PreferenceDeal, Pulya, PulyaDeals, PulyaPlayerResult, PulyaProblem,
  PulyaProblemCode, PulyaResult, PulyaDealScore, PulyaSheet, SheetEntry, Suit,
} from './types.js';
export { PULYA_PROBLEM_CODES } from './types.js';
export * from './rational.js';
export { scorePreferenceDeal, scoreValidDeal, preferenceOf } from './score-deal.js';
export { settlePulya, validatePulya, type SettledPlayer, type SettledPulya } from './pulya.js';
export { checkLastRound, type LastRoundReport } from './last-round.js';
export { PULYA_INPUT, readPulya } from './read-pulya.js';
export { MAX_PULYA_NUMBER, PULYA_DECIMALS, sheetNumberProblems } from './sheet-number.js';
export { settleSheet, type NetTerms } from './settle.js';
export { validateDeal } from './validate-deal.js';
export { allPassPrice, exitMinimum, contractRow } from './contracts.js';

/** The preference game. */
export const preference: GameModule = {
  ...preferenceCompile,
  name: { ru: 'преферанс', en: 'preference' },
  table: { record: pulyaTable },
  // No mahjongs (the column only where a regulation's chain ranks by them); the seats are the numbers drawn, and a
  // table is one pulya: its final sheet printed, sent whole by the players; its deals are no mahjong hands.
  standings: { gamePoints: false, wins: false },
  desk: { seats: 'numbers', scoreSheet: pulyaScoreSheet, playerEntry: 'result', hands: false, tableForm: 'pulya', penalties: false, honours: false },
  timeRules: lastRoundTimeRules,
  runTests: runPulyaTests,
  commands: ['pulya'],
  commandLine: preferenceCommandLine,
  demo: preferenceDemo,
};
