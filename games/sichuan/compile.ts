/**
 * Sichuan's compile part: the `sichuan:` section (deal payments, kongs, wall end, penalties and declarations)
 * lowered, its checks, its codes and its rules for the diff. All that `check` loads of the game.
 */
import { sichuanCodes } from './codes.js';
import type { GameCompilePart } from '../types.js';
import { checkSanctionsNeedScale } from './check-sanctions-need-scale.js';
import { checkWallEndExcludes } from './check-wall-end.js';
import { sichuanRecords } from './diff-records.js';
import { lowerSichuan } from './lower.js';

/** The compile part of the Sichuan game. */
export const sichuanCompile: GameCompilePart = {
  game: 'mahjong-sichuan',
  codes: sichuanCodes,
  mergedSections: ['sichuan'],
  idLists: [{ path: ['sichuan', 'wall-end', 'excludes'], of: ['doublings'] }],
  irParts: ['sichuan'],
  diffSection: { id: 'sichuan', title: { ru: 'Сдача (сычуань)', en: 'Deal (Sichuan)' } },
  lower: (data, ctx) => {
    const part = lowerSichuan(data.sichuan, ctx);
    return part ? { sichuan: part } : {};
  },
  checks: [checkWallEndExcludes, checkSanctionsNeedScale],
  diffRecords: (ir) => sichuanRecords(ir.sichuan),
};
