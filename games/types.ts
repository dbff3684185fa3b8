/**
 * A game as one plain object: everything the generic layers ask of it. Its part of the compiler (sections, lowering,
 * checks, diff records: compiler/game-part.ts) and its part of the tournament layer (table rules:
 * runtime/tournament/table-rules.ts); the deal command's read / settle / present and its own kind of regulation
 * tests come next (see /work/notes/design-games.md).
 */
import type { GameCompilerPart } from '../compiler/index.js';
import type { GameTableRules } from '../runtime/index.js';

/** One game. */
export interface GameModule extends GameCompilerPart {
  /** What the event runner asks of the game's tables (absent: classical mahjong's deals and penalties). */
  readonly table?: GameTableRules;
}
