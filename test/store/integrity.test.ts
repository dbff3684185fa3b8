/**
 * A damaged store (issue #21, Medium 9): a row changed outside reglament (a payload that is not JSON, a seating
 * whose tables are not a list, a round of ten million), or a file SQLite finds damaged, is refused with an error
 * that names the entry: every command one line and exit 2, the desk the same message (never "please report this as
 * a bug"), and it stays up. A legacy header whose seed no draw can use (Medium 10) is named too, and the event can
 * still be exported to mend it.
 */
import { openSync, writeSync, closeSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { initStore, openStore, StoreDamagedError } from '../../store/index.js';
import { request, spawnDesk, stopDesk, tempFolder } from '../support/desk.js';
import { runCli, ROOT } from '../support/run-cli.js';

const PLAYERS = ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id }));

/** A store with players A-D, the seating of round 1 and one deal (entries 1-6). */
function goodStore(): string {
  const file = join(tempFolder('integrity-'), 'event.db');
  const store = initStore(file, { regulation: join(ROOT, 'regulations', 'bermuda-triangle.yaml'), seed: 1, players: PLAYERS });
  store.record({ kind: 'seating', round: 1, payload: { tables: [{ players: ['A', 'B', 'C', 'D'] }] } });
  // 30 - 10 - 10 - 10 = 0
  store.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: 30, B: -10, C: -10, D: -10 }, mahjong: 'A' } });
  store.close();
  return file;
}

/** Appends a raw row behind the store's back (as another program with sqlite3 could). */
function insertRaw(file: string, row: { kind: string; round: number | null; table: number | null; payload: string }): void {
  const db = new Database(file);
  db.prepare('INSERT INTO entries (at, kind, round, table_no, payload) VALUES (?, ?, ?, ?, ?)').run('2030-01-01T00:00:00.000Z', row.kind, row.round, row.table, row.payload);
  db.close();
}

describe('a damaged row', () => {
  it.each([
    ['a payload that is not JSON', { kind: 'deal', round: 1, table: 1, payload: '{"vists": {' }, 'its payload is not valid JSON'],
    ['a seating whose tables are not a list', { kind: 'seating', round: 2, table: null, payload: '{"tables": "A B C D"}' }, 'a seating whose tables are not a list of {players: [ids]}'],
    ['a round of ten million', { kind: 'wind', round: 10_000_000, table: null, payload: '{"wind": "E"}' }, 'its round is 10000000'],
    ['a payload that is a list', { kind: 'penalty', round: 1, table: 1, payload: '[1, 2]' }, 'its payload is not a mapping'],
  ])('%s: the store names entry 7 and refuses to open', (_name, row, why) => {
    const file = goodStore();
    insertRaw(file, row);
    expect(() => openStore(file)).toThrow(StoreDamagedError);
    expect(() => openStore(file)).toThrow(`entry 7 of ${file} is damaged (${why})`);
  });

  it('every command says so in one line, exit 2; Russian by default', () => {
    const file = goodStore();
    insertRaw(file, { kind: 'deal', round: 1, table: 1, payload: 'not json' });
    for (const args of [['event', 'history', file], ['event', 'export', file], ['serve', '--event', file, '--port', '0']]) {
      const r = runCli(...args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^ошибка: запись 7 в .*event\.db повреждена \(её содержимое не в формате JSON\): протокол изменяли в обход reglament; .*\n$/);
    }
    expect(runCli('event', 'history', file, '--lang', 'en').err).toMatch(/^error: entry 7 of .*event\.db is damaged \(its payload is not valid JSON\)/);
  });

  it('a row damaged while the desk runs: its pages name the entry (500, not a bug report) and the desk stays up', async () => {
    const file = goodStore();
    const desk = await spawnDesk(file);
    try {
      const api = new URL(desk.url).origin;
      expect((await request(`${api}/api/event`)).status).toBe(200);
      insertRaw(file, { kind: 'seating', round: 2, table: null, payload: '{"tables": 4}' });
      const damaged = await request(`${api}/api/event`);
      expect(damaged.status).toBe(500);
      expect(damaged.body.error).toMatch(/^entry 7 of .*event\.db is damaged \(a seating whose tables are not a list/);
      expect(damaged.body.error).not.toMatch(/bug/);
      expect((await request(`${api}/`)).status).toBe(200);
    } finally {
      await stopDesk(desk);
    }
  });
});

describe('a damaged file', () => {
  it('a page overwritten in the middle of the file: quick_check names it in one line, never an exception of SQLite', () => {
    const file = goodStore();
    const store = openStore(file);
    for (let i = 0; i < 200; i++) store.record({ kind: 'deal', round: 1, table: 1, payload: { redeal: true, note: `deal ${i} `.padEnd(400, '.') } });
    store.close();
    const db = new Database(file);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const pages = statSync(file).size / 4096;
    const fd = openSync(file, 'r+');
    // Garbage over a page in the middle of the entries (the schema pages at the start stay readable).
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, Math.floor(pages / 2) * 4096);
    closeSync(fd);
    expect(() => openStore(file)).toThrow(StoreDamagedError);
    const r = runCli('event', 'history', file, '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: .*event\.db is damaged \(SQLite: Tree \d+ page \d+: [^\n]*\); restore it from a copy\n$/);
  });
});

describe('a legacy header whose seed no draw can use', () => {
  it('is named when the store opens; the event can still be exported to mend it', () => {
    const file = goodStore();
    const db = new Database(file);
    // As `event init --seed 99999999999999999999999` once stored it, before seeds were checked.
    db.exec("DROP TRIGGER meta_no_update; UPDATE meta SET value = '1e+23' WHERE key = 'seed'");
    db.close();
    expect(() => openStore(file)).toThrow(/the header of .*event\.db is damaged: its seed 1e\+23 is not a whole number from 0 to 9007199254740991/);
    const exported = runCli('event', 'export', file, '--format', 'json');
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.out).players).toHaveLength(4);
  });
});
