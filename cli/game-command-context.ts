/**
 * What the command line gives a game's own command (games/<game>/command-line.ts): the regulation loader with the
 * compile cache, the diagnostics in the run's language, the exit codes. Imported when such a command runs.
 */
import type { GameCommandContext } from '../games/index.js';
import { EXIT } from './exit-codes.js';
import { loadRegulationFor, renderDiagnostics } from './regulation-loader.js';

/** The context of a game's command in this process. */
export function gameCommandContext(): GameCommandContext {
  return { loadRegulationFor, renderDiagnostics: (ds) => renderDiagnostics(ds), exit: EXIT };
}
