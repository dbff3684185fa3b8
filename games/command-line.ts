/**
 * The games' parts of the command line (each game's `command-line.ts`), for cli/main.ts to register at start: light,
 * plain data that loads no game (a command's code is imported when it runs). The list is generated from the games'
 * folders (games/command-line-list.ts, `npm run gen`): the same parts as the games of games/index.ts give as
 * `commandLine` (test/games/command-line.test.ts holds the two equal); a game without a part of its own is not listed.
 * cli/ imports this file besides games/index.ts (test/architecture).
 */
import type { CommandExample, GameCommand } from './command-line-types.js';
import { GAME_COMMAND_LINES } from './command-line-list.js';

export type { CommandExample, GameCommand, GameCommandAction, GameCommandArgument, GameCommandContext, GameCommandLine, GameCommandOption } from './command-line-types.js';
export { GAME_COMMAND_LINES } from './command-line-list.js';

/** Every game's own command. */
export function gameCommands(): GameCommand[] {
  return GAME_COMMAND_LINES.flatMap((part) => part.commands ?? []);
}

/** The examples the games give of a common command (`score`, `deal`), in the order of the games' folders. */
export function gameExamplesOf(command: string): CommandExample[] {
  return GAME_COMMAND_LINES.flatMap((part) => part.examples?.[command] ?? []);
}
