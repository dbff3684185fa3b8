/**
 * Sichuan mahjong (血战到底 as the Russian federation plays it): the `sichuan:` section of its regulations (deal
 * payments, kongs, wall end, penalties and declarations), its check, its rules for the diff and its tables in events
 * (a game session: game points, the progressive scale of minor violations).
 */
import type { GameModule } from '../types.js';
import { checkWallEndExcludes } from './check-wall-end.js';
import { sichuanRecords } from './diff-records.js';
import { lowerSichuan } from './lower.js';
import { sichuanTableDeals } from './table.js';

/** The Sichuan game. */
export const sichuan: GameModule = {
  game: 'mahjong-sichuan',
  mergedSections: ['sichuan'],
  irParts: ['sichuan'],
  lower: (data, ctx) => {
    const part = lowerSichuan(data.sichuan, ctx);
    return part ? { sichuan: part } : {};
  },
  checks: [checkWallEndExcludes],
  diffRecords: (ir) => sichuanRecords(ir.sichuan),
  table: { deals: sichuanTableDeals },
};
