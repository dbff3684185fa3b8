/**
 * `reglament event ...` as a judge runs it: the built `dist/cli/main.cjs` (npm test builds first) on a store in a
 * temporary folder. Every error is one clear line or a positioned diagnostic, with exit code 2, never a stack trace.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { parse } from 'yaml';
import { runCli, ROOT as root } from '../support/run-cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'reglament-event-cli-'));

/** Runs the CLI in the judge's default language (Russian). */
function runRu(...args: string[]) {
  const r = runCli(...args);
  expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
  return r;
}

/** Runs the CLI in English unless the arguments give a language. */
function run(...args: string[]) {
  return runRu(...(args.includes('--lang') ? args : [...args, '--lang', 'en']));
}

/** Writes a file in the temporary folder and returns its path. */
function write(name: string, text: string): string {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
}

describe('reglament event', () => {
  const store = join(tmp, 'club.db');
  const players = write('players.yaml', '- { id: A, name: Анна }\n- { id: B, name: Борис }\n- { id: C, name: Вера }\n- { id: D, name: Глеб }\n');

  it('init creates a store with the regulation relative to it, the seed and the players', () => {
    const r = run('event', 'init', store, '--regulation', 'regulations/repino-2008.yaml', '--seed', '5', '--players', players);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const regulation = /regulation (\S+),/.exec(r.out)![1]!;
    // The store is in a temporary folder: the path leads from there back to the repository's regulation.
    expect(join(tmp, regulation)).toBe(join(root, 'regulations', 'repino-2008.yaml'));
    expect(r.out).toBe(`created ${store}: regulation ${regulation}, seed 5, 4 players\n`);
    expect(run('event', 'init', store, '--regulation', 'regulations/repino-2008.yaml', '--seed', '5')).toEqual({
      code: 2,
      out: '',
      err: `error: ${store} already holds an event\n`,
    });
  });

  it('record appends entries; a write that breaks the event is refused and nothing is written', () => {
    const seating = write('seating.yaml', 'kind: seating\nround: 1\npayload:\n  seating: lot\n  tables:\n    - players: [A, B, C, D]\n');
    expect(run('event', 'record', store, seating)).toEqual({ code: 0, out: 'recorded entry 5\n', err: '' });
    const deal = write('deal.json', JSON.stringify({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: 300, B: -100, C: -100, D: -100 }, mahjong: 'A' } }));
    expect(run('event', 'record', store, deal, '--author', 'Судья')).toEqual({ code: 0, out: 'recorded entry 6\n', err: '' });
    // 300 - 100 - 100 - 80 = +20
    const bad = write('bad-deal.yaml', 'kind: deal\nround: 1\ntable: 1\npayload:\n  vists: { A: 300, B: -100, C: -100, D: -80 }\n  mahjong: A\n');
    expect(run('event', 'record', store, bad, '--lang', 'en')).toEqual({
      code: 2,
      out: '',
      err: 'error: event/vists-sum: deal 2 of table 1 in round 1: vists sum to +20, not 0\n',
    });
    // Russian by default, as the judge reads it.
    expect(runRu('event', 'record', store, bad)).toEqual({
      code: 2,
      out: '',
      err: 'ошибка: event/vists-sum: сдача 2, стол 1, тур 1: сумма вистов +20, а должна быть 0\n',
    });
    const typo = write('typo.yaml', 'kind: deal\nround: 1\ntable: 1\npayload:\n  redeal: true\n  reason: stopped\n');
    const r = run('event', 'record', store, typo, '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${typo}:6:3  error  event/schema  payload: unknown key "reason"`);
    // In Russian (the default) the same line, the field named as the desk's form names it
    expect(runRu('event', 'record', store, typo).err).toContain(`${typo}:6:3  ошибка  event/schema  запись: неизвестный ключ «reason»`);
    // 6 entries, then the verdict of the hash chain
    const lines = runRu('event', 'history', store).out.trim().split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[6]).toMatch(/^цепочка хешей цела: проверено записей 6; хеш последней записи [0-9a-f]{64}$/);
  });

  it('record refuses what the engine cannot run under the regulation: a hand that cannot be read', () => {
    // The winner's hand closes its meld after the winning tile: `[777z+2m` (issue 18, bug 2).
    const unreadable = write('unreadable.yaml', [
      'kind: deal', 'round: 1', 'table: 1', 'payload:',
      '  hands: { A: "123m456m789m2m[777z+2m", B: "345m678m345p678s1p", C: "234p567p345s678s9p", D: "234s456s678p123p1s" }',
      '  win: { player: A, from: discard, discarder: C }', '',
    ].join('\n'));
    const r = run('event', 'record', store, unreadable, '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: hand\/syntax: deal 2 of table 1 in round 1, hands\.A: A's hand, at 20: '\+' inside a meld/);
    // Still 6 entries, then the verdict of the hash chain.
    expect(run('event', 'history', store).out.trim().split('\n')).toHaveLength(7);
  });

  it('correct needs a reason, replaces the entry in force, and keeps the old one in the history', () => {
    const fixed = write('fixed.yaml', 'kind: deal\nround: 1\ntable: 1\npayload:\n  vists: { A: 200, B: -100, C: -50, D: -50 }\n  mahjong: A\n');
    const noReason = runRu('event', 'correct', store, '6', fixed);
    expect(noReason.code).toBe(2);
    expect(noReason.err).toBe("ошибка: не указан обязательный параметр '--reason <text>'\n");
    expect(run('event', 'correct', store, '6', fixed, '--reason', 'C и D: висты перепутаны')).toEqual({ code: 0, out: 'entry 6 corrected by entry 7\n', err: '' });
    expect(run('event', 'correct', store, '6', fixed, '--reason', 'again')).toEqual({
      code: 2,
      out: '',
      err: 'error: entry 6 was already corrected by entry 7; correct entry 7, the one in force, instead\n',
    });
    expect(run('event', 'correct', store, '5', fixed, '--reason', 'x').err).toBe(
      'error: entry 5 is a seating entry; a correction keeps the kind (the file gives deal)\n',
    );
    const history = run('event', 'history', store).out.trim().split('\n');
    expect(history[5]).toMatch(/^#6 {2}\S+ {2}deal {2}table 1 of round 1 {2}\{"vists":\{"A":300,.*\}  by Судья {2}\[replaced by #7\]$/);
    expect(history[6]).toMatch(/^#7 {2}\S+ {2}deal {2}table 1 of round 1 {2}\{"vists":\{"A":200,.*\} {2}corrects #6: C и D: висты перепутаны$/);
    // In Russian (the default): the kind, the place and the notes in words; the time and the payload as stored.
    const russian = runRu('event', 'history', store).out.trim().split('\n');
    expect(russian[5]).toMatch(/^#6 {2}\S+ {2}сдача {2}тур 1, стол 1 {2}\{"vists":\{"A":300,.*\} {2}автор: Судья {2}\[заменена записью #7\]$/);
    expect(russian[6]).toMatch(/^#7 {2}\S+ {2}сдача {2}тур 1, стол 1 {2}\{"vists":\{"A":200,.*\} {2}исправляет #6: C и D: висты перепутаны$/);
    const json = JSON.parse(run('event', 'history', store, '--json').out) as Array<{ seq: number; replacedBy: number | null }>;
    expect(json.map((e) => [e.seq, e.replacedBy])).toEqual([[1, null], [2, null], [3, null], [4, null], [5, null], [6, 7], [7, null]]);
  });

  it('export gives the event now or as of an entry, in YAML or JSON', () => {
    const now = parse(run('event', 'export', store).out) as { seed: number; rounds: Array<{ tables: Array<{ deals: unknown[] }> }> };
    expect(now.seed).toBe(5);
    expect(now.rounds[0]!.tables[0]!.deals).toEqual([{ vists: { A: 200, B: -100, C: -50, D: -50 }, mahjong: 'A' }]);
    const before = JSON.parse(run('event', 'export', store, '--as-of', '6', '--format', 'json').out) as typeof now;
    expect(before.rounds[0]!.tables[0]!.deals).toEqual([{ vists: { A: 300, B: -100, C: -100, D: -100 }, mahjong: 'A' }]);
    expect(run('event', 'export', store, '--as-of', 'last').err).toBe('error: --as-of must be an entry number, got "last"\n');
  });

  it('import records a whole event file into a new store; export gives it back', () => {
    const imported = join(tmp, 'repino.db');
    const fixture = 'test/fixtures/events/repino-two-rounds.yaml';
    expect(run('event', 'import', imported, fixture)).toEqual({
      code: 0,
      out: `imported ${fixture} into ${imported}: 26 entries (entries 1-26)\n`,
      err: '',
    });
    const out = join(tmp, 'out', 'repino.yaml');
    mkdirSync(join(tmp, 'out'));
    expect(run('event', 'export', imported, '--out', out)).toEqual({ code: 0, out: `wrote ${out}\n`, err: '' });
    const exported = parse(readFileSync(out, 'utf8')) as { regulation: string };
    const original = parse(readFileSync(join(root, fixture), 'utf8')) as { regulation: string };
    // Only the regulation path differs: it is relative to each file's folder and leads to the same file.
    expect(join(tmp, 'out', exported.regulation)).toBe(join(root, 'regulations', 'repino-2008.yaml'));
    expect({ ...exported, regulation: '' }).toEqual({ ...original, regulation: '' });
  });

  it('standings read the store itself, as they read the event file it exports', () => {
    const fromStore = run('standings', join(tmp, 'repino.db'), '--json');
    expect(fromStore.code, fromStore.err).toBe(0);
    expect(fromStore.out).toBe(run('standings', join(tmp, 'out', 'repino.yaml'), '--json').out);
    expect(run('standings', join(tmp, 'repino.db'), '--lang', 'ru').out).toMatch(/^Турнирная таблица после тура 2 — /);
  });

  it('seat reads the store itself; an SQLite file that is not an event store is one diagnostic, no binary garbage', () => {
    const fromStore = run('seat', join(tmp, 'repino.db'), '--round', '3', '--json');
    expect(fromStore.code, fromStore.err).toBe(0);
    expect(fromStore.out).toBe(run('seat', join(tmp, 'out', 'repino.yaml'), '--round', '3', '--json').out);
    const other = join(tmp, 'other.db');
    new Database(other).exec('CREATE TABLE t (x)');
    const r = run('standings', other, '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.err).toBe(`${other}:1:1  error  event/store-unreadable  ${other} is an SQLite database but not an event store\n  hint: Give the event store made by \`reglament event init\`, or an event file (\`reglament event export\` writes one).\n\n1 error\n\n`);
  });

  it('import refuses a bad event file with positioned diagnostics and creates nothing', () => {
    const r = runRu('event', 'import', join(tmp, 'bad.db'), 'test/fixtures/events/bad-vists-sum.yaml');
    expect(r.code).toBe(2);
    expect(r.err).toContain('test/fixtures/events/bad-vists-sum.yaml:18:20  ошибка  event/vists-sum  сдача 2, стол 1, тур 3: сумма вистов +20, а должна быть 0');
    expect(run('event', 'import', join(tmp, 'bad.db'), 'test/fixtures/events/bad-vists-sum.yaml', '--lang', 'en').err)
      .toContain('test/fixtures/events/bad-vists-sum.yaml:18:20  error  event/vists-sum  deal 2 of table 1 in round 3: vists sum to +20, not 0');
    expect(run('event', 'history', join(tmp, 'bad.db')).err).toBe(
      `error: no event store at ${join(tmp, 'bad.db')}: create it with \`reglament event init\` or \`reglament event import\`\n`,
    );
  });

  it('bad arguments are one line and exit 2', () => {
    expect(run('event', 'init', join(tmp, 'x.db'), '--regulation', 'regulations/repino-2008.yaml', '--seed', 'abc', '--lang', 'en')).toEqual({
      code: 2,
      out: '',
      err: 'error: --seed must be a whole number from 0 to 9007199254740991, got "abc"\n',
    });
    // Russian by default; a seed too large to hold exactly (1e23) would make every draw fail: refused at once.
    expect(runRu('event', 'init', join(tmp, 'x.db'), '--regulation', 'regulations/repino-2008.yaml', '--seed', '99999999999999999999999')).toEqual({
      code: 2,
      out: '',
      err: 'ошибка: --seed: целое число от 0 до 9007199254740991, а не "99999999999999999999999"\n',
    });
    expect(existsSync(join(tmp, 'x.db'))).toBe(false);
    expect(run('event', 'init', join(tmp, 'x.db'), '--regulation', 'nowhere.yaml', '--seed', '1').err).toBe('error: regulation file nowhere.yaml not found\n');
    expect(run('event', 'correct', store, 'seven', 'x.yaml', '--reason', 'r').err).toBe('error: the entry to correct must be an entry number, got "seven"\n');
    const missing = run('event', 'record', store, join(tmp, 'nope.yaml'), '--lang', 'en');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(`event/file-missing  cannot read ${join(tmp, 'nope.yaml')}: no such file`);
    // Under ru the reason is Russian too (not the system's "no such file").
    expect(run('event', 'record', store, join(tmp, 'nope.yaml'), '--lang', 'ru').err).toContain(`event/file-missing  ${join(tmp, 'nope.yaml')} не читается: нет такого файла`);
  });
});

describe('reglament event in Russian (the default)', () => {
  const store = join(tmp, 'ru.db');
  const players = write('ru-players.yaml', '- { id: A, name: Анна }\n- { id: B, name: Борис }\n- { id: C, name: Вера }\n- { id: D, name: Глеб }\n');

  it('says what it did and what it refused in Russian; the lines stay one per action', () => {
    const init = runRu('event', 'init', store, '--regulation', 'regulations/repino-2008.yaml', '--seed', '5', '--players', players).out;
    expect(init.startsWith(`создан ${store}: регламент `)).toBe(true);
    expect(init).toMatch(/: регламент \S+repino-2008\.yaml, зерно жеребьёвки 5, игроков: 4\n$/);
    const seating = write('ru-seating.yaml', 'kind: seating\nround: 1\npayload:\n  tables: [{ players: [A, B, C, D] }]\n');
    expect(runRu('event', 'record', store, seating)).toEqual({ code: 0, out: 'записана запись 5\n', err: '' });
    // 300 - 100 - 100 - 100 = 0
    const deal = write('ru-deal.yaml', 'kind: deal\nround: 1\ntable: 1\npayload:\n  vists: { A: 300, B: -100, C: -100, D: -100 }\n  mahjong: A\n');
    expect(runRu('event', 'record', store, deal).out).toBe('записана запись 6\n');
    expect(runRu('event', 'correct', store, '6', deal, '--reason', 'проверка').out).toBe('запись 6 исправлена записью 7\n');
    expect(runRu('event', 'correct', store, 'seven', deal, '--reason', 'r').err).toBe('ошибка: исправляемая запись — это её номер, а указано "seven"\n');
    expect(runRu('event', 'correct', store, '99', deal, '--reason', 'r').err).toBe(`ошибка: в ${store} нет записи 99\n`);
    expect(runRu('event', 'export', store, '--as-of', 'last').err).toBe('ошибка: --as-of: нужен номер записи, а указано "last"\n');
    const out = join(tmp, 'ru-export.yaml');
    expect(runRu('event', 'export', store, '--out', out, '--as-of', '6').out).toBe(`записан ${out} (на момент записи 6)\n`);
    expect(runRu('event', 'history', join(tmp, 'none.db')).err).toMatch(/^ошибка: файла турнира .*none\.db нет: создайте его командой `reglament event init`/);
  });
});
