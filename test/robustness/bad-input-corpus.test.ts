/**
 * Every command against a corpus of bad inputs (issue #21, "Done when"): each file argument of each command is fed
 * a file that is missing, a folder, empty, not UTF-8, broken YAML or JSON, of the wrong shape, nested ten thousand
 * deep or not a store; each value argument a value out of its range. Every run ends with exit 1 or 2 and says why:
 * never exit 3, never a stack trace, never more than 5 s. The commands run in this process (test/support/
 * run-in-process.ts), so the whole corpus takes seconds. `serve` takes its bad stores and values here (each is refused
 * before anything listens); its bad hosts are test/robustness/cli-one-line.test.ts's, its bad requests the desk's
 * (desk-malformed.test.ts). `lsp` has no file argument: its bad options are here, its bad documents the language
 * server's tests'.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, FOUR_PLAYERS, tempFolder } from '../support/desk.js';
import { runInProcess } from '../support/run-in-process.js';

const R = 'regulations/bermuda-triangle.yaml';
const P = 'regulations/preference-festival-2011.yaml';
const HAND = '123m456m789m2m[777z]+2m';
const folder = tempFolder('bad-input-');

/** The bad files, by name (made before the tests; `missing` is never made), and what each holds. */
const BAD: Record<string, string> = {};
const HELD = new Map<string, Buffer | null>();
function badFile(name: string, content: string | Buffer | null): void {
  const path = join(folder, name);
  if (content !== null) writeFileSync(path, content);
  BAD[name] = path;
  HELD.set(path, content === null ? null : Buffer.from(content));
}

let store = '';
let fresh = 0;
/** A path for a store that does not exist yet. */
const newStore = () => join(folder, `new-${++fresh}.db`);

const cacheHome = process.env.XDG_CACHE_HOME;
beforeAll(() => {
  process.env.XDG_CACHE_HOME = join(folder, 'cache'); // the compile cache of these runs, not the user's
  badFile('missing.yaml', null);
  mkdirSync(join(folder, 'a-folder.yaml'));
  BAD['a-folder.yaml'] = join(folder, 'a-folder.yaml');
  badFile('empty.yaml', '');
  badFile('cp1251.yaml', Buffer.from([0xf0, 0xe5, 0xe3, 0xeb, 0xe0, 0xec, 0xe5, 0xed, 0xf2, 0x3a, 0x20, 0xc0, 0x0a])); // "регламент: А" in Windows-1251
  badFile('syntax.yaml', 'players: [A, B\nrounds: {\n');
  badFile('syntax.json', '{"players": [1, 2,,]}');
  badFile('list.yaml', '- 1\n- 2\n');
  badFile('scalar.yaml', '42\n');
  badFile('nested.yaml', '['.repeat(10_000) + ']'.repeat(10_000) + '\n');
  badFile('nul.yaml', '\0\0\0\0');
  badFile('text.db', 'this is not a database\n');
  store = createStore('bermuda-triangle', 1, FOUR_PLAYERS, tempFolder('bad-input-store-'));
});
afterAll(() => {
  if (cacheHome === undefined) delete process.env.XDG_CACHE_HOME;
  else process.env.XDG_CACHE_HOME = cacheHome;
});

/** Marks a line whose file is a hands file: an empty one is no hands (exit 0, nothing to score), not a mistake. */
const EMPTY_IS_NO_HANDS = ['#empty-is-no-hands'];

/** Each command line with a file slot `X`; the slot takes every bad file in turn. */
const WITH_FILE: Array<(x: string) => string[]> = [
  (x) => ['check', x],
  (x) => ['score', x, HAND],
  (x) => ['score', R, '--hands', x, ...EMPTY_IS_NO_HANDS],
  (x) => ['deal', x, 'test/fixtures/deals/redeal.yaml'],
  (x) => ['deal', R, x],
  (x) => ['pulya', x, 'test/fixtures/pulya/three-deals.yaml'],
  (x) => ['pulya', P, x],
  (x) => ['standings', x],
  (x) => ['seat', x, '--round', '1'],
  (x) => ['impact', x, R, '--generate', '5', '--seed', '1'],
  (x) => ['impact', R, R, '--hands', x, ...EMPTY_IS_NO_HANDS],
  (x) => ['impact', R, R, '--generate', '5', '--seed', '1', '--event', x],
  (x) => ['compile', x],
  (x) => ['diff', x, R],
  (x) => ['diff', R, x],
  (x) => ['assumptions', x],
  (x) => ['test', x],
  (x) => ['event', 'init', newStore(), '--regulation', x, '--seed', '1'],
  (x) => ['event', 'init', newStore(), '--regulation', R, '--seed', '1', '--players', x],
  (x) => ['event', 'info', x],
  (x) => ['event', 'import', newStore(), x],
  (x) => ['event', 'record', store, x],
  (x) => ['event', 'correct', store, '1', x, '--reason', 'a mistake'],
  (x) => ['event', 'export', x],
  (x) => ['event', 'history', x],
  (x) => ['serve', '--event', x, '--port', '0'],
];

/** Command lines with a value out of its range (the files are good). */
const WITH_VALUE: Array<() => string[]> = [
  ...['', 'zzz', `${HAND.slice(0, -2)}+`, '{{{{', '1e16m', '9'.repeat(100_000) + 'm'].map((hand) => () => ['score', R, hand]),
  ...[['--honba', '-1'], ['--honba', '1e16'], ['--sticks', 'x'], ['--dora', 'qq'], ['--seat', 'X']].map((flag) => () => ['score', R, HAND, ...flag]),
  ...['x', '0', '-3', '1e16', '99999999999999999999'].map((n) => () => ['seat', store, '--round', n]),
  ...['x', '-1', '1e16'].map((n) => () => ['standings', store, '--after-round', n]),
  ...['x', '-1', '1e16', '0.5'].map((n) => () => ['impact', R, R, '--generate', n, '--seed', '1']),
  () => ['impact', R, R, '--generate', '5', '--seed', 'x'],
  () => ['impact', R, R],
  ...['99999999999999999999999', 'x', '-1', '1.5'].map((seed) => () => ['event', 'init', newStore(), '--regulation', R, '--seed', seed]),
  () => ['event', 'init', store, '--regulation', R, '--seed', '1'],
  ...['x', '-1', '1e16'].map((n) => () => ['event', 'export', store, '--as-of', n]),
  ...['x', '0', '1e16'].map((seq) => () => ['event', 'correct', store, seq, BAD['list.yaml']!, '--reason', 'a mistake']),
  () => ['event', 'correct', store, '1', BAD['list.yaml']!, '--reason', ''],
  () => ['event', 'info', store, '--date', '2025-02-30'],
  () => ['event', 'info', store, '--name', 'Я'.repeat(1000)],
  () => ['check', R, '--lang', 'xx'],
  () => ['standings', store, '--format', 'pdf'],
  ...['x', '70000', '-1'].map((port) => () => ['serve', '--event', store, '--port', port]),
  () => ['serve', '--event', store, '--lang', 'xx'],
  () => ['lsp', '--bogus'],
  () => ['lsp', '--lang', 'xx'],
  () => ['no-such-command'],
  () => ['event', 'no-such-command'],
];

/** Runs a bad command line: exit 1 or 2 with a message, no stack trace, within 5 s. */
async function expectRefused(args: string[]): Promise<void> {
  const start = performance.now();
  const r = await runInProcess(args);
  const ms = performance.now() - start;
  const shown = `reglament ${args.map((a) => (a.length > 60 ? `${a.slice(0, 20)}...(${a.length})` : a)).join(' ')}\nexit ${r.code}\n${(r.out + r.err).slice(0, 2000)}`;
  expect([1, 2], shown).toContain(r.code);
  expect(r.out + r.err, shown).not.toMatch(/internal error|Please report this as a bug|\n\s+at \S.*[:(]\d+:\d+\)?\n/);
  expect((r.out + r.err).trim(), shown).not.toBe('');
  expect(r.out + r.err, shown).not.toMatch(/call stack/i);
  expect(ms, shown).toBeLessThan(5000);
}

describe('every command against bad files', () => {
  it.each(WITH_FILE.map((line, i) => [line('X').slice(0, 3).join(' ') + ` #${i + 1}`, line] as const))('%s', async (_name, line) => {
    for (const file of Object.values(BAD)) {
      const args = line(file);
      if (args.includes(EMPTY_IS_NO_HANDS[0]!) && file === BAD['empty.yaml']) continue;
      await expectRefused(args.filter((a) => a !== EMPTY_IS_NO_HANDS[0]));
    }
  });
});

describe('the bad files afterwards', () => {
  it('are as they were: no command wrote to a file given by mistake (an empty file is not made a store)', () => {
    for (const [path, content] of HELD) {
      if (content === null) expect(existsSync(path), path).toBe(false);
      else expect(readFileSync(path), path).toEqual(content);
    }
  });
});

describe('every command against bad values', () => {
  it('refuses each in a message, exit 1 or 2', async () => {
    for (const line of WITH_VALUE) await expectRefused(line());
  });
});
