/**
 * The games' light part of the command line (games/command-line.ts, read by the program at start-up) lists exactly
 * what the games of games/index.ts give as `commandLine`: a game's command or example cannot be left out of the
 * program, nor one kept for a game that no longer gives it. The list is generated from the games' folders
 * (scripts/gen-command-line-list.ts): the file in the tree is what the generator writes from them.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_COMMAND_LINES, gameCommands } from '../../games/command-line.js';
import { GAMES } from '../../games/index.js';
import { commandLineParts, renderCommandLineList, runGenerator } from '../../scripts/gen-command-line-list.js';
import { freshProgram } from '../support/cli-program.js';

const GAMES_DIR = join(import.meta.dirname, '..', '..', 'games');

describe("the games' part of the command line", () => {
  it('is the commandLine of every game that has one, each the game\'s own object', () => {
    const parts = GAMES.flatMap((g) => (g.commandLine !== undefined ? [g.commandLine] : []));
    expect(GAME_COMMAND_LINES).toHaveLength(parts.length);
    for (const part of parts) expect(GAME_COMMAND_LINES).toContain(part);
  });

  it('is the list the generator writes from the games\' folders (`npm run gen` after a game adds its command-line.ts)', () => {
    expect(commandLineParts(GAMES_DIR)).toEqual([{ folder: 'preference', name: 'preferenceCommandLine' }, { folder: 'sichuan', name: 'sichuanCommandLine' }]);
    expect(readFileSync(join(GAMES_DIR, 'command-line-list.ts'), 'utf8')).toBe(renderCommandLineList(commandLineParts(GAMES_DIR)));
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

describe('the generator of the list', () => {
  /** A folder of games: each name a folder, with the text of its command-line.ts (null: none). */
  function gamesFolder(games: Record<string, string | null>): string {
    const dir = mkdtempSync(join(tmpdir(), 'games-'));
    for (const [name, text] of Object.entries(games)) {
      mkdirSync(join(dir, name));
      if (text !== null) writeFileSync(join(dir, name, 'command-line.ts'), text);
    }
    return dir;
  }

  it('takes the one GameCommandLine of every folder that has a command-line.ts, by folder name', () => {
    const dir = gamesFolder({ zeta: "export const zetaLine: GameCommandLine = {};\n", alpha: "import x from 'y';\nexport const alphaPart: GameCommandLine = { commands: [] };\n", mid: null });
    const text = renderCommandLineList(commandLineParts(dir));
    expect(text).toContain("import { alphaPart } from './alpha/command-line.js';\nimport { zetaLine } from './zeta/command-line.js';\n");
    expect(text).toContain('= [\n  alphaPart,\n  zetaLine,\n];\n');
    expect(text).not.toContain('mid');
  });

  it('refuses a command-line.ts that exports no GameCommandLine, or two', () => {
    expect(() => commandLineParts(gamesFolder({ a: 'export const a = {};\n' }))).toThrow('games/a/command-line.ts exports 0 constants');
    expect(() => commandLineParts(gamesFolder({ b: 'export const b1: GameCommandLine = {};\nexport const b2: GameCommandLine = {};\n' }))).toThrow('exports 2 constants');
    const log: string[] = [];
    expect(runGenerator(['--games', gamesFolder({ a: '' })], (l) => log.push(l))).toBe(1);
    expect(log).toEqual(['games/a/command-line.ts exports 0 constants `export const <name>: GameCommandLine`; the list takes exactly one']);
  });

  it('writes the file, and --check fails only when it is stale', () => {
    const dir = gamesFolder({ a: 'export const aLine: GameCommandLine = {};\n' });
    const out = join(dir, 'list.ts');
    const log: string[] = [];
    expect(runGenerator(['--check', '--games', dir, '--out', out], (l) => log.push(l))).toBe(1);
    expect(runGenerator(['--games', dir, '--out', out], (l) => log.push(l))).toBe(0);
    expect(runGenerator(['--check', '--games', dir, '--out', out], (l) => log.push(l))).toBe(0);
    writeFileSync(join(dir, 'a', 'command-line.ts'), 'export const aRenamed: GameCommandLine = {};\n');
    expect(runGenerator(['--check', '--games', dir, '--out', out], (l) => log.push(l))).toBe(1);
    expect(log.at(-1)).toMatch(/is stale; regenerate it with npm run gen/);
  });
});
