/**
 * Riichi's compile part: the `riichi:` section (the session rules of a hanchan) lowered, its check, its codes and its
 * rules for the diff. All that `check` loads of the game.
 */
import { riichiCodes } from './codes.js';
import type { GameCompilePart } from '../types.js';
import { checkLiability } from './check-liability.js';
import { riichiRecords } from './diff-records.js';
import { lowerRiichi } from './lower.js';

/** The compile part of the riichi game. */
export const riichiCompile: GameCompilePart = {
  game: 'mahjong-riichi',
  codes: riichiCodes,
  mergedSections: ['riichi'],
  irParts: ['riichi'],
  diffSection: { id: 'riichi', title: { ru: 'Ханчан (риичи)', en: 'Hanchan (riichi)' } },
  lower: (data, ctx) => {
    const part = lowerRiichi(data.riichi, ctx);
    return part ? { riichi: part } : {};
  },
  checks: [checkLiability],
  diffRecords: (ir) => riichiRecords(ir.riichi),
};
