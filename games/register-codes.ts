/**
 * Registering the games' diagnostic codes (their severities and texts, for createDiagnostic and the titles) where a
 * list of the games is built: games/list.ts (GAMES) and games/compile-list.ts (the compile parts `check` takes). A
 * list is built once, so the codes are registered wherever it is used (no import side effect); the two lists hold
 * the same catalogues, and a catalogue registered again is no change.
 */
import { registerGameCodes } from '../compiler/index.js';
import type { GameCompilePart } from './types.js';

/** Registers the codes of each game of the list; returns the list. */
export function withCodesRegistered<G extends GameCompilePart>(games: readonly G[]): readonly G[] {
  for (const game of games) if (game.codes !== undefined) registerGameCodes(game.codes);
  return games;
}
