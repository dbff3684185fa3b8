/**
 * The regulation of a command that must answer at once (`score`): taken from the compile cache without loading the
 * compiler at all when its entry has nothing to report; otherwise through regulation-loader.ts, whose compiler
 * (yaml, chevrotain, the schema validators: most of a cold start) is imported only then.
 */
import type { RegulationIR } from '../runtime/index.js';
import { regulationCache } from './regulation-cache.js';

/** The kind of game a command works on. */
export type CommandGame = 'mahjong' | 'preference';

/** Whether a regulation is of the kind of game a command needs. */
export function fitsCommand(ir: RegulationIR, kind: CommandGame): boolean {
  return kind === 'preference' ? ir.game === 'preference' : ir.game !== 'preference';
}

/** The regulation for `command`, as loadRegulationFor gives it (diagnostics printed), from the cache when it can. */
export async function loadRegulationQuickly(file: string, kind: CommandGame, command: string): Promise<RegulationIR | undefined> {
  const cached = regulationCache()?.read(file);
  if (cached !== undefined && cached.diagnostics.length === 0 && fitsCommand(cached.ir, kind)) return cached.ir;
  const { loadRegulationFor } = await import('./regulation-loader.js');
  return loadRegulationFor(file, kind, command);
}
