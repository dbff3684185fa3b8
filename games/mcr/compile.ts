/** MCR's compile part: its id alone (its regulations are the core's language throughout). */
import type { GameCompilePart } from '../types.js';

/** The compile part of the MCR game. */
export const mcrCompile: GameCompilePart = { game: 'mahjong-mcr' };
