/**
 * The games' parts of the command line (each game's `command-line.ts`), for cli/main.ts to register at start: light,
 * plain data that loads no game (a command's code is imported when it runs). The same parts, in the same order, as
 * the games of games/index.ts give as `commandLine` (test/games/command-line.test.ts holds the two equal); a game
 * without a part of its own is not listed. cli/ imports this file besides games/index.ts (test/architecture).
 */
import type { CommandExample, GameCommand, GameCommandLine } from './command-line-types.js';
import { preferenceCommandLine } from './preference/command-line.js';
import { sichuanCommandLine } from './sichuan/command-line.js';

export type { CommandExample, GameCommand, GameCommandAction, GameCommandArgument, GameCommandContext, GameCommandLine, GameCommandOption } from './command-line-types.js';

/** Every game's part of the command line, in the order of GAMES. */
export const GAME_COMMAND_LINES: readonly GameCommandLine[] = [preferenceCommandLine, sichuanCommandLine];

/** Every game's own command. */
export function gameCommands(): GameCommand[] {
  return GAME_COMMAND_LINES.flatMap((part) => part.commands ?? []);
}

/** The examples the games give of a common command (`score`, `deal`), in the order of the games. */
export function gameExamplesOf(command: string): CommandExample[] {
  return GAME_COMMAND_LINES.flatMap((part) => part.examples?.[command] ?? []);
}
