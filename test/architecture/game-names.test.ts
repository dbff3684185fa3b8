/**
 * The generic layers do not name a game (issue #13): `grep -rliE "sichuan|pulya|preference" --include=*.ts compiler
 * runtime cli` lists exactly the files allowed to, the IR's type files (runtime/ir/: a game's IR part, the game ids,
 * the IR's parts) and the event model's deal kinds and table records (runtime/tournament/event.ts). A game's own
 * command, help and examples live in games/<game>/command-line.ts. The list is exact: a file that stops naming a game
 * leaves it too. Riichi and MCR words may stand in a generic comment as an example, and name circumstances of a hand
 * that any regulation may read (`riichi`, `ippatsu`, `sticks`); no generic file compares a regulation's game with a
 * game's id (the IR type file declares the ids). The presentation layer and the desk's server (present/, app/server/)
 * write no game id either: what differs between games there is data a game declares (games/<game>/: its standings
 * style, its desk part, its name), read through games/index.ts or passed in. Nor does the desk's client (app/client/):
 * it reads the game's desk part and name the server sends with the regulation (/api/event, /api/regulations,
 * /api/regulation, /play/table).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const GENERIC = ['compiler', 'runtime', 'cli'];

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The generic files (or the presentation and the desk's server), each with its text. */
const filesOf = (dirs: readonly string[]) => dirs.flatMap((d) => tsFiles(join(root, d))).map((f) => ({ file: relative(root, f), text: readFileSync(f, 'utf8') }));
const files = filesOf(GENERIC);

/** A game's id in a string literal, or a test of a part of one (`ir.game.startsWith('mahjong')`). */
const GAME_ID = /['"`](?:mahjong-(?:classical|sichuan|riichi|mcr)|preference)['"`]|\bgame\??\.(?:startsWith|endsWith|includes)\(['"]/;

/** The lines (file:line) of `list` that write a game id, but for the lines `allowed` gives a reason for. */
function gameIdLines(list: ReadonlyArray<{ file: string; text: string }>, allowed: Readonly<Record<string, string>> = {}): string[] {
  return list.flatMap((f) => f.text.split('\n').flatMap((line, i) => (GAME_ID.test(line) && allowed[`${f.file}: ${line.trim()}`] === undefined ? [`${f.file}:${i + 1}`] : [])));
}

describe('the generic layers (compiler/, runtime/, cli/) and the games', () => {
  it('name sichuan, pulya or preference only in the IR type files and the event model', () => {
    const naming = files.filter((f) => /sichuan|pulya|preference/i.test(f.text)).map((f) => f.file).sort();
    expect(naming).toEqual([
      'runtime/ir/preference.ts',
      'runtime/ir/sichuan.ts',
      'runtime/ir/tournament.ts',
      'runtime/ir/types.ts',
      'runtime/tournament/event.ts',
    ]);
  });

  it("never compare a regulation's game with a game's id", () => {
    expect(gameIdLines(files.filter((f) => f.file !== 'runtime/ir/types.ts'))).toEqual([]);
  });
});

describe("the presentation layer and the desk's server (present/, app/server/)", () => {
  const served = filesOf(['present', join('app', 'server')]);

  it('write no game id: the game declares what differs (standings style, desk part)', () => {
    expect(served.length).toBeGreaterThan(50);
    expect(gameIdLines(served, {
      // The judges' guides are docs/<name>.md: `preference` is the guide's file name, not a game compared with.
      "app/server/routes/help.ts: 'judges-guide', 'judges-desk', 'event-hall', 'event-format', 'preference', 'sichuan', 'mcr', 'glossary', 'regulation-language', 'committee-guide',": 'a guide',
    })).toEqual([]);
  });

  it('would see a game id written there', () => {
    const planted = [{ file: 'app/server/x.ts', text: "const a = 1;\nif (ir.game === 'mahjong-sichuan') unit = 'points';\nconst b = ir.game.startsWith('mahjong');" }];
    expect(gameIdLines(planted)).toEqual(['app/server/x.ts:2', 'app/server/x.ts:3']);
  });
});

describe("the desk's client (app/client/)", () => {
  it("writes no game id: the pages read the game's desk part and name the server sends", () => {
    const client = filesOf([join('app', 'client')]);
    expect(client.length).toBeGreaterThan(40);
    expect(gameIdLines(client)).toEqual([]);
  });
});
