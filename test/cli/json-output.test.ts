/**
 * `--json` on every command that prints a result (issue #18): each such command of the actual program has the
 * option, and the commands that had only text (`event init|import|record|correct`, `test`, `demo`) print one JSON
 * object of the documented shape (docs/event-format.md, the commands' --help). `--json` of a command with
 * `--format` is the same as `--format json`. The commands run in this process, from the repository root.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCommands } from '../../cli/localize-help.js';
import { freshProgram } from '../support/cli-program.js';
import { runInProcess } from '../support/run-in-process.js';

const root = join(import.meta.dirname, '..', '..');
process.chdir(root);
const tmp = mkdtempSync(join(tmpdir(), 'reglament-json-'));

/** Writes a file in the temporary folder and returns its path. */
function write(name: string, text: string): string {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
}

/** Runs a command that must succeed with nothing on stderr; its stdout parsed as JSON. */
async function json(...args: string[]): Promise<unknown> {
  const r = await runInProcess(args);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
}

describe('--json on every command', () => {
  it('every command that prints a result has --json', () => {
    // serve and lsp run a server; compile prints JSON only; `event` is a group of commands.
    const exempt = new Set(['reglament', 'serve', 'lsp', 'compile', 'event']);
    const missing = allCommands(freshProgram())
      .filter((c) => !exempt.has(c.name()) && !c.options.some((o) => o.long === '--json'))
      .map((c) => c.name());
    expect(missing).toEqual([]);
  });

  it('event init, record, correct and import print what they did', async () => {
    const store = join(tmp, 'club.db');
    const players = write('players.yaml', '- { id: A, name: Анна }\n- { id: B, name: Борис }\n- { id: C, name: Вера }\n- { id: D, name: Глеб }\n');
    const init = await json('event', 'init', store, '--regulation', 'regulations/repino-2008.yaml', '--seed', '5', '--players', players, '--json');
    expect(init).toMatchObject({ store, seed: 5, players: 4 });
    expect(join(tmp, (init as { regulation: string }).regulation)).toBe(join(root, 'regulations', 'repino-2008.yaml'));
    // The four players are entries 1-4; the seating is entry 5, the deal 6.
    const seating = write('seating.yaml', 'kind: seating\nround: 1\npayload:\n  seating: lot\n  tables:\n    - players: [A, B, C, D]\n');
    expect(await json('event', 'record', store, seating, '--json')).toEqual({ store, seq: 5, kind: 'seating', round: 1, table: null });
    // 300 - 100 - 100 - 100 = 0: a deal A won.
    const deal = write('deal.yaml', 'kind: deal\nround: 1\ntable: 1\npayload:\n  vists: { A: 300, B: -100, C: -100, D: -100 }\n  mahjong: A\n');
    expect(await json('event', 'record', store, deal, '--json')).toEqual({ store, seq: 6, kind: 'deal', round: 1, table: 1 });
    const fixed = write('fixed.yaml', 'kind: deal\nround: 1\ntable: 1\npayload:\n  vists: { A: -100, B: 300, C: -100, D: -100 }\n  mahjong: B\n');
    expect(await json('event', 'correct', store, '6', fixed, '--reason', 'A и B перепутаны', '--json'))
      .toEqual({ store, seq: 7, replaces: 6, withdrawn: false, reason: 'A и B перепутаны' });
    const withdraw = write('withdraw.yaml', 'kind: deal\nround: 1\ntable: 1\npayload: null\n');
    expect(await json('event', 'correct', store, '7', withdraw, '--reason', 'сдачи не было', '--json'))
      .toEqual({ store, seq: 8, replaces: 7, withdrawn: true, reason: 'сдачи не было' });

    const imported = join(tmp, 'imported.db');
    const r = await json('event', 'import', imported, 'test/fixtures/events/repino-two-rounds.yaml', '--json') as { entries: number[] };
    expect(r).toMatchObject({ store: imported, event: 'test/fixtures/events/repino-two-rounds.yaml', created: true });
    // The entries are numbered from 1 without a gap, as `event history` lists them.
    const history = await json('event', 'history', imported, '--json') as Array<{ seq: number }>;
    expect(r.entries).toEqual(history.map((e) => e.seq));
    expect(r.entries[0]).toBe(1);
  });

  it('a refused write prints no JSON: the error line on stderr, exit 2', async () => {
    const store = join(tmp, 'refused.db');
    await json('event', 'init', store, '--regulation', 'regulations/repino-2008.yaml', '--seed', '1', '--json');
    const deal = write('nowhere.yaml', 'kind: deal\nround: 1\ntable: 1\npayload:\n  vists: { A: 300, B: -100, C: -100, D: -100 }\n  mahjong: A\n');
    const r = await runInProcess(['event', 'record', store, deal, '--json', '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^error: /);
  });

  it('test: every case with its line and problems, and the counts', async () => {
    const wrong = write('wrong.yaml', [
      'regulation: wrong-expectation',
      'version: "1"',
      `extends: ${join(root, 'regulations', 'bermuda-triangle.yaml')}`,
      'name: { ru: Неверный пример, en: A wrong example }',
      'tests:',
      '  - name: A total written wrong',
      '    hand: 123m456m789m2m[777z]+2m',
      '    args: --seat S',
      '    expect: { total: 1 }',
      '',
    ].join('\n'));
    const r = await runInProcess(['test', 'regulations/examples/bermuda-club-night.yaml', wrong, '--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.out) as { passed: number; failed: number; files: Array<{ file: string; compiled: boolean; tests: Array<{ ok: boolean; line: number; problems: string[] }> }> };
    const [club, bad] = out.files;
    expect(club!.compiled).toBe(true);
    expect(club!.tests.every((t) => t.ok)).toBe(true);
    // Exposed red dragon pung 4 + mahjong 20 + only tile 2 = 26 points; dragon pung and one suit with honors:
    // 2 doublings -> 26 x 4 = 104 (the Bermuda example hand of the language reference, South seat).
    expect(bad).toEqual({ file: wrong, compiled: true, tests: [{ line: 6, name: 'A total written wrong', ok: false, problems: ['total: expected 1, got 104'], texts: [
      { en: 'total: expected 1, got 104', ru: 'total: ожидалось 1, получено 104' },
    ] }] });
    expect(out.failed).toBe(1);
    expect(out.passed).toBe(club!.tests.length);
    // The text in Russian (the default): the verdict and the problem in words, the key as the file writes it.
    const text = await runInProcess(['test', wrong]);
    expect(text.out).toBe(`НЕ ПРОЙДЕН ${wrong}:6  A total written wrong\n       total: ожидалось 1, получено 104\nпройдено: 0, не пройдено: 1\n`);
  });

  it('test: a regulation that does not compile is compiled: false, its diagnostics on stderr', async () => {
    const broken = write('broken.yaml', 'regulation: broken\n');
    const r = await runInProcess(['test', broken, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toEqual({ passed: 0, failed: 0, files: [{ file: broken, compiled: false, tests: [] }] });
    expect(r.err).not.toBe('');
  });

  it('demo: each bundled regulation with its samples as score --json and pulya --json print them', async () => {
    const out = await json('demo', '--json') as { regulations: Array<{ file: string; compiled: boolean; regulation?: string; samples: Array<{ score?: { total: number }; pulya?: object }> }> };
    expect(out.regulations.length).toBeGreaterThanOrEqual(6);
    expect(out.regulations.every((r) => r.compiled && r.samples.length > 0)).toBe(true);
    const bermuda = out.regulations.find((r) => r.regulation === 'bermuda-triangle')!;
    // [555p]333m456s777z9s+9s, South: exposed pung of minors 2 + concealed pung of minors 4 + concealed dragon pung 8
    // + mahjong 20 + only tile 2 = 36 points, dragon pung 1 doubling -> 72.
    expect(bermuda.file).toBe('regulations/bermuda-triangle.yaml');
    expect(bermuda.samples[0]!.score!.total).toBe(72);
    const preference = out.regulations.find((r) => r.regulation === 'preference-festival-2011')!;
    expect(preference.samples[0]!.pulya).toHaveProperty('players');
  });

  it('--json of diff and event export is --format json', async () => {
    const args = ['diff', 'regulations/sbr-2024.yaml', 'regulations/sbr-2025.yaml'];
    expect(await json(...args, '--json')).toEqual(await json(...args, '--format', 'json'));
    const store = join(tmp, 'club.db');
    expect(await json('event', 'export', store, '--json')).toEqual(await json('event', 'export', store, '--format', 'json'));
  });
});
