/**
 * The games' light part of the command line (games/command-line.ts, read by the program at start-up) lists exactly
 * what the games of games/index.ts give as `commandLine`, in their order: a game's command or example cannot be left
 * out of the program, nor one kept for a game that no longer gives it.
 */
import { describe, expect, it } from 'vitest';
import { GAME_COMMAND_LINES, gameCommands } from '../../games/command-line.js';
import { GAMES } from '../../games/index.js';
import { freshProgram } from '../support/cli-program.js';

describe("the games' part of the command line", () => {
  it('is the commandLine of every game that has one, in the order of GAMES', () => {
    expect(GAME_COMMAND_LINES).toEqual(GAMES.flatMap((g) => (g.commandLine !== undefined ? [g.commandLine] : [])));
    // each entry is the game's own object, not a copy
    GAME_COMMAND_LINES.forEach((part, i) => expect(part).toBe(GAMES.filter((g) => g.commandLine !== undefined)[i]!.commandLine));
  });

  it("registers every game's own command in the program, with --lang and --no-cache", () => {
    const program = freshProgram();
    expect(gameCommands().map((c) => c.name)).toEqual(['pulya']);
    for (const game of gameCommands()) {
      const cmd = program.commands.find((c) => c.name() === game.name);
      expect(cmd?.description(), game.name).toBe(game.description.en);
      expect(cmd!.registeredArguments.map((a) => a.name())).toEqual(game.arguments.map((a) => a.name));
      expect(cmd!.options.map((o) => o.long)).toEqual([...game.options.map((o) => o.flag), '--lang', '--no-cache']);
    }
  });

  it("names a game's own command only among the commands of its game (the hint for another game's regulation)", () => {
    for (const game of GAMES) for (const c of game.commandLine?.commands ?? []) expect(game.commands, game.game).toContain(c.name);
  });
});
