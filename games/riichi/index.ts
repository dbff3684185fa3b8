/**
 * Riichi mahjong (EMA, WRC): the `riichi:` section of its regulations (the session rules of a hanchan: start and
 * target scores, uma, sticks, draw payment, dealer rotation, several winners, chombo, liability, rounds, tournament points) and
 * its rules for the diff; a hanchan settled deal by deal (hanchan.ts, read from a file by hanchan-read.ts), as an
 * event's table (table.ts) and as the desk's sheet of a table (desk-sheet.ts). Its hand scoring (han and fu counters, value, payments, dora indicators) is the generic
 * language of `scoring:` and `indicators:`, compiled by the core.
 */
import { dealScoreSheet } from '../deal-score-sheet.js';
import type { GameModule } from '../types.js';
import { RIICHI_CIRCUMSTANCE_NAMES } from './circumstance-names.js';
import { riichiCompile } from './compile.js';
import { riichiDeal } from './deal.js';
import { RIICHI_DEAL_WIN } from './hanchan-read.js';
import { hanchanTable } from './table.js';

export * from './hanchan.js';
export { readRiichiHanchan } from './hanchan-read.js';
export * from './desk-sheet.js';

/** The riichi game. */
export const riichi: GameModule = {
  ...riichiCompile,
  name: { ru: 'риичи-маджонг', en: 'riichi mahjong' },
  table: { record: hanchanTable },
  dealWin: RIICHI_DEAL_WIN,
  circumstanceNames: RIICHI_CIRCUMSTANCE_NAMES,
  deal: riichiDeal,
  // A hanchan is recorded whole: the players send its sheet, not its deals.
  desk: { seats: 'winds', scoreSheet: dealScoreSheet, playerEntry: 'result', hands: true, tableForm: 'hanchan', penalties: true, honours: true },
};
