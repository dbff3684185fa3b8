/**
 * A game as one plain object: everything the generic layers ask of it. Today its part of the compiler (sections,
 * lowering, checks, diff records: compiler/game-part.ts); the tournament layer's table rules, the deal command's
 * read / settle / present and its own kind of regulation tests come next (see /work/notes/design-games.md).
 */
import type { GameCompilerPart } from '../compiler/index.js';

/** One game. */
export type GameModule = GameCompilerPart;
