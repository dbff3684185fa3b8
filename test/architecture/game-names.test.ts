/**
 * The generic layers do not name a game (issue #13): `grep -rliE "sichuan|pulya|preference" --include=*.ts compiler
 * runtime cli` lists exactly the files allowed to, the IR's type files (runtime/ir/: a game's IR part, the game ids,
 * the IR's parts) and the event model's deal kinds and table records (runtime/tournament/event.ts). A game's own
 * command, help and examples live in games/<game>/command-line.ts. The list is exact: a file that stops naming a game
 * leaves it too. Riichi and MCR words may stand in a generic comment as an example, and name circumstances of a hand
 * that any regulation may read (`riichi`, `ippatsu`, `sticks`); no generic file compares a regulation's game with a
 * game's id (the IR type file declares the ids).
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

const files = GENERIC.flatMap((d) => tsFiles(join(root, d))).map((f) => ({ file: relative(root, f), text: readFileSync(f, 'utf8') }));

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
    const ids = /['"`](?:mahjong-(?:classical|sichuan|riichi|mcr)|preference)['"`]/;
    const hits = files.filter((f) => f.file !== 'runtime/ir/types.ts').flatMap((f) =>
      f.text.split('\n').flatMap((line, i) => (ids.test(line) ? [`${f.file}:${i + 1}`] : [])));
    expect(hits).toEqual([]);
  });
});
