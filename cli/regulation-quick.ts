/**
 * The regulation of a command that must answer at once (`score`): taken from the compile cache without loading the
 * compiler at all when its entry has nothing to report; otherwise through regulation-loader.ts, whose compiler
 * (yaml, chevrotain, the schema validators: most of a cold start) is imported only then.
 */
import type { RegulationIR } from '../runtime/score-entry.js';
import { regulationCache } from './regulation-cache.js';

/**
 * The game a command works on: a game id, or a family of games, the part of their ids before the first `-` (`mahjong`
 * for every `mahjong-*` game). A command names its own; the check below knows no game.
 */
export type CommandGame = string;

/** Whether a regulation is of the game or family of games a command needs. */
export function fitsCommand(ir: RegulationIR, kind: CommandGame): boolean {
  return gameFits(ir.game, kind);
}

/** Whether a game id is the game or of the family of games a command needs. */
export function gameFits(game: string, kind: CommandGame): boolean {
  return game === kind || game.startsWith(`${kind}-`);
}

/** The regulation for `command`, as loadRegulationFor gives it (diagnostics printed), from the cache when it can. */
export async function loadRegulationQuickly(file: string, kind: CommandGame, command: string): Promise<RegulationIR | undefined> {
  const cached = regulationCache()?.read(file);
  if (cached !== undefined && cached.diagnostics.length === 0 && fitsCommand(cached.ir, kind)) return cached.ir;
  const { loadRegulationFor } = await import('./regulation-loader.js');
  return loadRegulationFor(file, kind, command);
}
