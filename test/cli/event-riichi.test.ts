/**
 * A riichi event in the judge's store: `event import` of an event file whose tables are hanchan, `event record` of a
 * table's result given by its final scores (checked before it is written), `standings` from the store. The built
 * `dist/cli/main.cjs` (npm test builds first). Expected values worked out by hand in the comments.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, ROOT as root } from '../support/run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'reglament-riichi-event-'));

/** Writes a file in the temporary folder and returns its path. */
function write(name: string, text: string): string {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
}

/** The fixture's event with round 2 seated but not played (its tables without results). */
function roundTwoUnplayed(): string {
  const text = readFileSync(join(root, 'test/fixtures/events/riichi-ema-two-rounds.yaml'), 'utf8').replaceAll('../../../regulations/', `${root}/regulations/`);
  const cut = text.indexOf('      - players: [E, B, F, A]');
  return `${text.slice(0, cut)}      - players: [E, B, F, A]\n      - players: [C, D, G, H]\n`;
}

/** A `result` entry of round 2 giving a table's final scores. */
const entry = (table: number, scores: string) => `kind: result\nround: 2\ntable: ${table}\npayload: { hanchan: { scores: ${scores} } }\n`;

describe('a riichi event in the store', () => {
  const store = join(tmp, 'riichi.db');

  it('imports hanchan tables, records a table by its final scores, refuses scores that do not add up (in Russian by default)', () => {
    const imported = runCli('event', 'import', store, write('event.yaml', roundTwoUnplayed()));
    expect(imported.err).toBe('');
    expect(imported.code).toBe(0);
    const ok = runCli('event', 'record', store, write('t1.yaml', entry(1, '{ E: 25000, B: 35000, F: 35000, A: 25000 }')));
    expect(ok.err).toBe('');
    expect(ok.code).toBe(0);
    // 40000 + 32000 + 30000 + 19000 = 121000: 1000 more than 4 × 30000; nothing is written.
    const bad = runCli('event', 'record', store, write('t2-bad.yaml', entry(2, '{ C: 40000, D: 32000, G: 30000, H: 19000 }')));
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('event/riichi-score-sum');
    expect(bad.err).toContain('дают 121000, а не 4 × 30000 = 120000');
    const badEn = runCli('event', 'record', store, write('t2-bad.yaml', entry(2, '{ C: 40000, D: 32000, G: 30000, H: 19000 }')), '--lang', 'en');
    expect(badEn.code).toBe(2);
    expect(badEn.err).toContain('add up to 121000, not 4 × 30000 = 120000');
    const good = runCli('event', 'record', store, write('t2.yaml', entry(2, '{ C: 40000, D: 32000, G: 30000, H: 18000 }')));
    expect(good.code).toBe(0);
  });

  it('gives the same standings from the store as from the event file', () => {
    // test/runtime/tournament/riichi-event.test.ts: B 38.2, C 17.6, E 16 and F 16 (game points 11000 > 1000), ...
    const fromStore = JSON.parse(runCli('standings', store, '--json').out);
    const fromFile = JSON.parse(runCli('standings', 'test/fixtures/events/riichi-ema-two-rounds.yaml', '--json').out);
    expect(fromStore.standings.map((r: { player: string; rank: number }) => [r.rank, r.player])).toEqual([
      [1, 'B'], [2, 'C'], [3, 'E'], [4, 'F'], [5, 'A'], [6, 'G'], [7, 'D'], [8, 'H'],
    ]);
    expect(fromStore.standings).toEqual(fromFile.standings);
  });
});
