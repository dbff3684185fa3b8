/**
 * Classical mahjong: the language's own game (scoring, settlement, penalties and tournament are the core's), so its
 * module holds only what is its own beside that: its deal file for `reglament deal` (deal.ts), which every mahjong game
 * without a deal file of its own reads too (games/index.ts dealPartOf), and the circumstances its deals state.
 */
import { CORE_DEAL_WIN } from '../../runtime/index.js';
import type { GameModule } from '../types.js';
import { classicalCompile } from './compile.js';
import { classicalDeal } from './deal.js';

export { classicalDeal } from './deal.js';

/** The classical mahjong game. */
export const classical: GameModule = {
  ...classicalCompile,
  name: { ru: 'классический маджонг', en: 'classical mahjong' },
  dealWin: CORE_DEAL_WIN,
  deal: classicalDeal,
};
