/**
 * An MCR event in the judge's store: `event import` of the two-session fixture with round 2 seated but not played,
 * `event record` of MCR deals given by the winner's fans (the flowers among them stated, `tagged`): a good deal is
 * written, a bad one is refused with its code
 * and a Russian message (by default) and nothing is written; the standings from the store equal those of the file.
 * The built `dist/cli/main.cjs` (npm test builds first). The fixture is worked out by hand in
 * test/runtime/tournament/mcr-event.test.ts.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, ROOT as root } from '../support/run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'reglament-mcr-event-'));
const FIXTURE = 'test/fixtures/events/mcr-two-sessions.yaml';

/** Writes a file in the temporary folder and returns its path. */
function write(name: string, text: string): string {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
}

/** The fixture with round 2 seated but not played (its tables without deals). */
function roundTwoUnplayed(): string {
  const text = readFileSync(join(root, FIXTURE), 'utf8').replaceAll('../../../regulations/', `${root}/regulations/`);
  const cut = text.indexOf('      - players: [A, E, D, F]');
  return `${text.slice(0, cut)}      - players: [A, E, D, F]\n      - players: [G, B, H, C]\n`;
}

/** A `deal` entry of round 2 at a table with this payload (YAML flow). */
const deal = (table: number, payload: string) => `kind: deal\nround: 2\ntable: ${table}\npayload: ${payload}\n`;

describe('an MCR event in the store', () => {
  const store = join(tmp, 'mcr.db');

  it('records deals given by fans and refuses bad ones in Russian, writing nothing', () => {
    const imported = runCli('event', 'import', store, write('event.yaml', roundTwoUnplayed()));
    expect(imported.err).toBe('');
    expect(imported.code).toBe(0);
    const refused = (name: string, payload: string, ...args: string[]) => {
      const run = runCli('event', 'record', store, write(name, deal(1, payload)), ...args);
      expect(run.code).toBe(2);
      return run.err;
    };
    // 7 fans: under the 8-fan minimum without flowers (3.9.1.1).
    expect(refused('under.yaml', '{ win: { player: A, from: wall }, fans: 7 }')).toMatch(/event\/fans-not-declarable.*7 фан\. у A не отвечают правилу объявления маджонга \(3\.9\.1\.1/);
    // 9 fans of which 2 are flowers: 9 − 2 = 7 < 8 fans without the flowers (3.9.1.1).
    expect(refused('flowers.yaml', '{ win: { player: A, from: wall }, fans: 9, tagged: { flowers: 2 } }')).toMatch(/event\/fans-not-declarable.*9 фан\. \(из них flowers 2\) у A не отвечают/);
    // A win from a discard names the discarder.
    expect(refused('no-discarder.yaml', '{ win: { player: D, from: discard }, fans: 8 }')).toContain('при выигрыше со сброса нужно указать сбросившего');
    // The winner sits at table 1 of round 2 (A, E, D, F)?
    expect(refused('not-there.yaml', '{ win: { player: B, from: wall }, fans: 8 }')).toContain('победитель сдачи B не сидит за этим столом (A, E, D, F)');
    // Fans are a whole number (the structure's message, at the value).
    expect(refused('text.yaml', '{ win: { player: A, from: wall }, fans: много }')).toMatch(/4:50 +ошибка +event\/schema +фаны: нужно целое число, а не «много»/);
    // The same refusal in English.
    expect(refused('under.yaml', '{ win: { player: A, from: wall }, fans: 7 }', '--lang', 'en')).toContain("A's 7 fan(s) do not meet the declaration rule (3.9.1.1");
    // Nothing was written: the round has no deal yet.
    const before = JSON.parse(runCli('standings', store, '--json').out);
    expect(before.afterRound).toBe(1);
    // The fixture's round 2 deals, recorded one by one.
    for (const [i, [table, payload]] of ([
      [1, '{ win: { player: A, from: wall }, fans: 10 }'],
      [1, '{ win: { player: D, from: discard, discarder: E }, fans: 8 }'],
      [2, '{ win: { player: B, from: discard, discarder: G }, fans: 20 }'],
      // 9 fans of which 1 flower: 8 without it, a mahjong paid on all 9.
      [2, '{ win: { player: C, from: replacement }, fans: 9, tagged: { flowers: 1 } }'],
    ] as const).entries()) {
      const ok = runCli('event', 'record', store, write(`good-${i}.yaml`, deal(table, payload)));
      expect(ok.err).toBe('');
      expect(ok.code).toBe(0);
    }
  });

  it('gives the same standings from the store as from the event file', () => {
    // mcr-event.test.ts: A 8, D 4 (53), C 4 (−10), E 4 (−14), B 3, F 2.5, G 1.5, H 1.
    const fromStore = JSON.parse(runCli('standings', store, '--json').out);
    const fromFile = JSON.parse(runCli('standings', FIXTURE, '--json').out);
    expect(fromStore.standings.map((r: { player: string; rank: number }) => [r.rank, r.player])).toEqual([
      [1, 'A'], [2, 'D'], [3, 'C'], [4, 'E'], [5, 'B'], [6, 'F'], [7, 'G'], [8, 'H'],
    ]);
    expect(fromStore.standings).toEqual(fromFile.standings);
  });
});
