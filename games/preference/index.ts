/**
 * Preference: the `preference:` section of its regulations (contract prices and conventions), the pulya tests among
 * `tests:`, its checks, its rules for the diff and its tables in events (a pulya); and its scoring (pool, mountain,
 * whists) under those conventions: deal records or a finished sheet in, explained pool/mountain/whist entries per
 * deal, the pulya's sheet and each player's exact result in whists out, or `pulya/` problems.
 */
import { preferenceCodes } from './codes.js';
import type { GameModule } from '../types.js';
import { preferenceCommandLine } from './command-line.js';
import { checkPreferenceContracts } from './check-contracts.js';
import { checkLastRoundSizes } from './check-last-round-sizes.js';
import { checkPulyaTestRules } from './check-test-rules.js';
import { preferenceRecords } from './diff-records.js';
import { lowerPreference, lowerPulyaTests } from './lower.js';
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
  game: 'preference',
  name: { ru: 'преферанс', en: 'preference' },
  codes: preferenceCodes,
  mergedSections: ['preference'],
  listSections: [{ name: 'contracts', path: ['preference', 'contracts'] }],
  irParts: ['preference', 'preferenceTests'],
  diffSection: { id: 'preference', title: { ru: 'Преферанс: контракты и конвенции', en: 'Preference: contracts and conventions' } },
  lower: (data, ctx) => {
    const part = lowerPreference(data.preference, ctx);
    const tests = lowerPulyaTests(data.tests, ctx);
    return { ...(part ? { preference: part } : {}), ...(tests.length > 0 ? { preferenceTests: tests } : {}) };
  },
  checks: [checkPreferenceContracts, checkLastRoundSizes, checkPulyaTestRules],
  diffRecords: (ir) => preferenceRecords(ir.preference),
  table: { record: pulyaTable },
  // No mahjongs (the column only where a regulation's chain ranks by them); the seats are the numbers drawn, and a
  // table is one pulya: its final sheet printed, sent whole by the players; its deals are no mahjong hands.
  standings: { gamePoints: false, mahjongs: false },
  desk: { seats: 'numbers', scoreSheet: pulyaScoreSheet, playerEntry: 'result', hands: false, tableForm: 'pulya', penalties: false, honours: false },
  timeRules: lastRoundTimeRules,
  runTests: runPulyaTests,
  commands: ['pulya'],
  commandLine: preferenceCommandLine,
  demo: preferenceDemo,
};
