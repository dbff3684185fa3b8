/** Classical mahjong's compile part: its id alone (its sections are the core's, which the compiler reads itself). */
import type { GameCompilePart } from '../types.js';

/** The compile part of the classical mahjong game. */
export const classicalCompile: GameCompilePart = { game: 'mahjong-classical' };
