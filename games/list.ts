/**
 * The one list of the games (games/index.ts exports it with the compiler's entry points given it). A file of its own,
 * so that `check` (cli/commands/check-compile.ts) takes the list without games/index.ts, which imports chevrotain's
 * reader of rule strings (compiler/rule-reader.ts) for its compile.
 * A new game: its folder, one line here (docs/architecture.md, "A new game").
 */
import { registerGameCodes } from '../compiler/index.js';
import { classical } from './classical/index.js';
import { mcr } from './mcr/index.js';
import { preference } from './preference/index.js';
import { riichi } from './riichi/index.js';
import { sichuan } from './sichuan/index.js';
import type { GameModule } from './types.js';

/** Every game, in the order their parts come in the IR and the diff (classical mahjong's are the core's). */
export const GAMES: readonly GameModule[] = withCodesRegistered([classical, preference, sichuan, riichi, mcr]);

/**
 * Registers the games' diagnostic codes (their severities and texts, for createDiagnostic and the titles) and returns
 * the list: the list is built once, so the codes are registered wherever it is used (no import side effect).
 */
export function withCodesRegistered(games: readonly GameModule[]): readonly GameModule[] {
  for (const game of games) if (game.codes !== undefined) registerGameCodes(game.codes);
  return games;
}
