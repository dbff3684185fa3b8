/**
 * Riichi mahjong (EMA, WRC): the `riichi:` section of its regulations (the session rules of a hanchan: start and
 * target scores, uma, sticks, draw payment, dealer rotation, several winners, chombo, rounds, tournament points) and
 * its rules for the diff. Its hand scoring (han and fu counters, value, payments, dora indicators) is the generic
 * language of `scoring:` and `indicators:`, compiled by the core.
 */
import type { GameModule } from '../types.js';
import { riichiRecords } from './diff-records.js';
import { lowerRiichi } from './lower.js';

/** The riichi game. */
export const riichi: GameModule = {
  game: 'mahjong-riichi',
  mergedSections: ['riichi'],
  irParts: ['riichi'],
  lower: (data, ctx) => {
    const part = lowerRiichi(data.riichi, ctx);
    return part ? { riichi: part } : {};
  },
  diffRecords: (ir) => riichiRecords(ir.riichi),
};
