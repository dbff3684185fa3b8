/**
 * MCR (Mahjong Competition Rules): its regulations are the core's language throughout (fans as scoring items, the
 * payments, the tournament), so its module holds only what the desk takes differently: a deal is written by the
 * winner's fans, as on MCR's score sheet.
 */
import { dealScoreSheet } from '../deal-score-sheet.js';
import type { GameModule } from '../types.js';
import { mcrCompile } from './compile.js';

/** The MCR game. */
export const mcr: GameModule = {
  ...mcrCompile,
  name: { ru: 'маджонг по правилам MCR', en: 'MCR mahjong' },
  desk: { seats: 'winds', scoreSheet: dealScoreSheet, playerEntry: 'deal', hands: true, tableForm: 'fans', penalties: true, honours: true },
};
