/**
 * Sichuan mahjong (血战到底 as the Russian federation plays it): the `sichuan:` section of its regulations (deal
 * payments, kongs, wall end, penalties and declarations), its check, its rules for the diff and its tables in events
 * (a game session: game points, the progressive scale of minor violations); and its deal mechanics: the deal read from
 * its events, each hand read and scored, the ledger of payments (`deal/` problems for bad input).
 */
import { dealScoreSheet } from '../deal-score-sheet.js';
import type { GameModule } from '../types.js';
import { sichuanCompile } from './compile.js';
import { sichuanCommandLine } from './command-line.js';
import { sichuanDeal } from './deal.js';
import { SICHUAN_LEDGER_RULES } from './ledger-rules.js';
import { sichuanTableDeals } from './table.js';

export * from './deal-types.js';
export { readSichuanDeal } from './deal-read.js';
export { settleSichuanDeal, SICHUAN_PROBLEM_CODES } from './ledger.js';

/** The Sichuan game. */
export const sichuan: GameModule = {
  ...sichuanCompile,
  name: { ru: 'сычуаньский маджонг', en: 'Sichuan mahjong' },
  table: { deals: sichuanTableDeals, dealForms: { name: { en: 'Sichuan', ru: 'Сычуани' }, forms: ['points', 'events'], eventsCode: 'event/sichuan-deal' } },
  ledgerRules: SICHUAN_LEDGER_RULES,
  // Its table results are game points (settled by its ledger), whatever the regulation's standings rank by.
  standings: { gamePoints: true, wins: true },
  deal: sichuanDeal,
  commandLine: sichuanCommandLine,
  // Its deals are written in game points (or by their events); its tiles are the three suits alone.
  desk: { seats: 'winds', scoreSheet: dealScoreSheet, playerEntry: 'deal', hands: true, tableForm: 'points', penalties: true, honours: false },
};
