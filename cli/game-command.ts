/**
 * Runs a game's own command (games/<game>/command-line.ts): loads its code (GameCommand.load) and gives it what the
 * command line has, the regulation loader with the compile cache, the diagnostics in the run's language and the exit
 * codes. Imported when such a command runs; importing games/index.js (through regulation-loader.ts) registers every
 * game's codes before the game's code is loaded (test/architecture/code-registration.test.ts).
 */
import type { GameCommand, GameCommandContext } from '../games/command-line.js';
import type { Lang } from '../present/index.js';
import { EXIT } from './exit-codes.js';
import { loadRegulationFor, renderDiagnostics } from './regulation-loader.js';

/** The context of a game's command in this process. */
const context: GameCommandContext = { loadRegulationFor, renderDiagnostics: (ds) => renderDiagnostics(ds), exit: EXIT };

/** Runs a game's command on its arguments and options; returns the exit code. */
export async function runGameCommand(game: GameCommand, args: readonly string[], options: { json?: boolean; lang: Lang }): Promise<number> {
  const action = await game.load();
  return action.run(context, args, options);
}
