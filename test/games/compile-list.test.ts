/**
 * The games' compile parts that `check` compiles with (games/compile-list.ts) are the games of GAMES in their order,
 * each game's compile part exactly what its module gives the compiler: a compile by `check` and by every other
 * command is the same compile. The list is generated from games/list.ts and the folders' compile.ts
 * (scripts/gen-compile-list.ts): the file in the tree is what the generator writes from them.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_COMPILE_PARTS } from '../../games/compile-list.js';
import { GAMES } from '../../games/index.js';
import { compileParts, renderCompileList, runGenerator } from '../../scripts/gen-compile-list.js';

const GAMES_DIR = join(import.meta.dirname, '..', '..', 'games');

describe("the games' compile parts", () => {
  it('are the games of GAMES in their order, each module holding its compile part\'s every field', () => {
    expect(GAME_COMPILE_PARTS.map((p) => p.game)).toEqual(GAMES.map((g) => g.game));
    GAME_COMPILE_PARTS.forEach((part, i) => {
      for (const [key, value] of Object.entries(part)) expect(GAMES[i]![key as keyof typeof part], `${part.game}.${key}`).toBe(value);
    });
  });

  it('give the compiler all a module gives it (the fields of compiler/game-part.ts and the codes)', () => {
    const compilerFields = ['game', 'codes', 'mergedSections', 'listSections', 'idLists', 'irParts', 'lower', 'checks', 'diffSection', 'diffRecords'];
    GAMES.forEach((game, i) => {
      const given = Object.keys(game).filter((k) => compilerFields.includes(k)).sort();
      expect(Object.keys(GAME_COMPILE_PARTS[i]!).sort(), game.game).toEqual(given);
    });
  });

  it('are the list the generator writes from games/list.ts (`npm run gen` after a game is added there)', () => {
    expect(compileParts(GAMES_DIR).map((p) => p.folder)).toEqual(['classical', 'preference', 'sichuan', 'riichi', 'mcr']);
    expect(readFileSync(join(GAMES_DIR, 'compile-list.ts'), 'utf8')).toBe(renderCompileList(compileParts(GAMES_DIR)));
  });
});

describe('the generator of the list', () => {
  /** A folder of games: its list.ts naming the games, each with the text of its compile.ts (null: none). */
  function gamesFolder(games: Record<string, string | null>): string {
    const dir = mkdtempSync(join(tmpdir(), 'games-'));
    const names = Object.keys(games);
    writeFileSync(join(dir, 'list.ts'), [...names.map((n) => `import { ${n} } from './${n}/index.js';`), `export const GAMES: readonly GameModule[] = withCodesRegistered([${names.join(', ')}]);`].join('\n'));
    for (const [name, text] of Object.entries(games)) {
      mkdirSync(join(dir, name));
      if (text !== null) writeFileSync(join(dir, name, 'compile.ts'), text);
    }
    return dir;
  }

  it('refuses a game without one compile part, naming its file', () => {
    const lines: string[] = [];
    expect(runGenerator(['--games', gamesFolder({ a: null }), '--check'], (l) => lines.push(l))).toBe(1);
    expect(lines).toEqual(['games/a/compile.ts exports 0 constants `export const <name>: GameCompilePart`; the list takes exactly one']);
  });

  it('writes the parts in the order of GAMES, and says when the file is stale', () => {
    const dir = gamesFolder({ b: 'export const bCompile: GameCompilePart = { game: "b" };\n', a: 'export const aCompile: GameCompilePart = { game: "a" };\n' });
    expect(compileParts(dir)).toEqual([{ folder: 'b', name: 'bCompile' }, { folder: 'a', name: 'aCompile' }]);
    const lines: string[] = [];
    expect(runGenerator(['--games', dir, '--check'], (l) => lines.push(l))).toBe(1);
    expect(runGenerator(['--games', dir], (l) => lines.push(l))).toBe(0);
    expect(runGenerator(['--games', dir, '--check'], (l) => lines.push(l))).toBe(0);
  });
});
