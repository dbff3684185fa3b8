/**
 * Two writers at once on one event store, as real processes (issue #21, High 3): two programs appending entries,
 * simultaneous `reglament event record` calls, and the desk saving while another program writes. Every write
 * waits for the other (the write lock is taken at the start of the transaction, so SQLite's busy timeout applies)
 * and succeeds. A store held locked for longer than the timeout is refused with one clear line (CLI, exit 2) or
 * 503 with Retry-After (desk): nothing written, never "database is locked" with a stack trace or a 500.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { initStore, openStore } from '../../store/index.js';
import { request, ROOT, spawnDesk, stopDesk, tempFolder } from '../support/desk.js';
import { CLI } from '../support/run-cli.js';

const WRITER = join(ROOT, 'test', 'support', 'store-writer.mjs');
const EIGHT = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

/** A store under Bermuda Triangle with players A-H seated at two tables in round 1 (entries 1-9). */
function seatedStore(): string {
  const file = join(tempFolder('two-writers-'), 'event.db');
  const store = initStore(file, { regulation: join(ROOT, 'regulations', 'bermuda-triangle.yaml'), seed: 1, players: EIGHT.map((id) => ({ id, name: id })) });
  store.record({ kind: 'seating', round: 1, payload: { tables: [{ players: EIGHT.slice(0, 4) }, { players: EIGHT.slice(4) }] } });
  store.close();
  return file;
}

/** A finished child process: its exit code and output. */
interface Finished {
  code: number | null;
  out: string;
  err: string;
}

/** Runs a node script as a child process; `onLine` sees each line of its stdout as it comes. */
function run(args: string[], onLine: (line: string) => void = () => undefined): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      const lines = (out + d).split('\n').slice(out.split('\n').length - 1, -1);
      out += d;
      lines.forEach(onLine);
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

/** Counts the writer's reported writes. */
const reports = (out: string) => out.split('\n').filter((l) => /^\d+ \d+$/.test(l)).length;

describe('two writers at once', () => {
  it('two programs append 2 x 120 entries to one store: none fails, all are there', async () => {
    const file = seatedStore();
    const [a, b] = await Promise.all([run([WRITER, file, '120']), run([WRITER, file, '120'])]);
    expect([a.code, a.err]).toEqual([0, '']);
    expect([b.code, b.err]).toEqual([0, '']);
    expect(reports(a.out) + reports(b.out)).toBe(240);
    const store = openStore(file);
    // 8 registrations + 1 seating + 240 writes
    expect(store.lastSeq()).toBe(249);
    store.close();
  });

  it('6 simultaneous `event record` calls all record their entry (exit 0, distinct seqs)', async () => {
    const file = seatedStore();
    const folder = tempFolder('entries-');
    const calls = Array.from({ length: 6 }, (_, i) => {
      const entry = join(folder, `deal-${i}.json`);
      // i + 1 - (i + 1) = 0
      writeFileSync(entry, JSON.stringify({ kind: 'deal', round: 1, table: 1 + (i % 2), payload: { vists: Object.fromEntries(EIGHT.slice((i % 2) * 4, (i % 2) * 4 + 4).map((p, k) => [p, k === 0 ? i + 1 : k === 1 ? -(i + 1) : 0])), mahjong: EIGHT[(i % 2) * 4] } }));
      return run([CLI, 'event', 'record', file, entry]);
    });
    const done = await Promise.all(calls);
    for (const d of done) expect([d.code, d.err]).toEqual([0, '']);
    const seqs = done.map((d) => Number(/^(?:recorded entry|записана запись) (\d+)$/m.exec(d.out)?.[1]));
    expect(new Set(seqs).size).toBe(6);
    expect([...seqs].sort((x, y) => x - y)).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('the desk saves 15 deals while another program appends at the other table: every save answers 200', async () => {
    const file = seatedStore();
    const desk = await spawnDesk(file);
    try {
      const api = new URL(desk.url).origin;
      let version = (await request(`${api}/api/event`)).body.version as number;
      let started: () => void = () => undefined;
      const writing = new Promise<void>((resolve) => (started = resolve));
      const writer = run([WRITER, file, '150'], () => started());
      await writing;
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        // Table 2 (E-H): i + 1 - (i + 1) = 0
        const answer = await request(`${api}/api/entries`, { json: { version, entry: { kind: 'deal', round: 1, table: 2, payload: { vists: { E: i + 1, F: -(i + 1), G: 0, H: 0 }, mahjong: 'E' } } } });
        statuses.push(answer.status);
        if (answer.status === 200) version = answer.body.version as number;
      }
      const other = await writer;
      expect(statuses).toEqual(Array(15).fill(200));
      expect([other.code, other.err, reports(other.out)]).toEqual([0, '', 150]);
      // 9 + 15 + 150 entries, the desk's 15 deals all at table 2
      const store = openStore(file);
      expect(store.lastSeq()).toBe(174);
      expect(store.toEventData().rounds[0]!.tables[1]!.deals).toHaveLength(15);
      store.close();
    } finally {
      await stopDesk(desk);
    }
  });

  it('a store locked longer than the busy timeout: `event record` exits 2 with one line, the desk answers 503 with Retry-After; nothing is written', async () => {
    const file = seatedStore();
    const desk = await spawnDesk(file);
    const entry = join(tempFolder('entries-'), 'deal.json');
    // 10 - 10 = 0
    writeFileSync(entry, JSON.stringify({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: 10, B: -10, C: 0, D: 0 }, mahjong: 'A' } }));
    const lock = new Database(file);
    try {
      const api = new URL(desk.url).origin;
      const version = (await request(`${api}/api/event`)).body.version as number;
      lock.exec('BEGIN IMMEDIATE');
      const [cli, saved, cliEn] = await Promise.all([
        run([CLI, 'event', 'record', file, entry]),
        request(`${api}/api/entries`, { json: { version, entry: { kind: 'deal', round: 1, table: 2, payload: { redeal: true } } } }),
        run([CLI, 'event', 'record', file, entry, '--lang', 'en']),
      ]);
      lock.exec('ROLLBACK');
      expect(cli.code).toBe(2);
      expect(cli.err).toMatch(/^ошибка: протокол турнира .*event\.db занят записью другой программы .*ничего не записано: повторите\n$/);
      expect(cliEn.err).toMatch(/^error: the event store .*event\.db is busy with another program's write .*nothing was written: try again\n$/);
      expect(saved.status).toBe(503);
      expect(saved.headers.get('retry-after')).toBe('1');
      expect(saved.body.error).toMatch(/busy with another write/);
      const store = openStore(file);
      expect(store.lastSeq()).toBe(9);
      store.close();
    } finally {
      lock.close();
      await stopDesk(desk);
    }
  });
});
