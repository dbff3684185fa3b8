/**
 * Tamper evidence (issue #21, Low): the hash of each entry is chained into the next, and `event history` verifies
 * the chain, naming the entry where it breaks: a row inserted behind reglament's back (a backdated forged
 * correction, shown as genuine before), a payload changed, an entry removed, a forgery with a recomputed hash but an
 * earlier date. A store made before the chain opens: its entries are hashed once and the store records from which
 * entry on the hashes were taken as written.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startDesk } from '../../app/index.js';
import { initStore, openStore } from '../../store/index.js';
import { request, tempFolder } from '../support/desk.js';
import { runCli, ROOT } from '../support/run-cli.js';

const PLAYERS = ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id }));

/** A clock that ticks one second per call from 2008-02-24 09:00. */
function clock(): () => string {
  let t = Date.parse('2008-02-24T09:00:00.000Z');
  return () => new Date((t += 1000)).toISOString();
}

/** A store with players A-D, the seating of round 1 and two deals (entries 1-7). */
function store(): string {
  const file = join(tempFolder('chain-'), 'event.db');
  const s = initStore(file, { regulation: join(ROOT, 'regulations', 'bermuda-triangle.yaml'), seed: 1, players: PLAYERS }, { now: clock() });
  s.record({ kind: 'seating', round: 1, payload: { tables: [{ players: ['A', 'B', 'C', 'D'] }] } });
  // 30 - 10 - 10 - 10 = 0; 60 - 20 - 20 - 20 = 0
  s.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: 30, B: -10, C: -10, D: -10 }, mahjong: 'A' } });
  s.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: -20, B: 60, C: -20, D: -20 }, mahjong: 'B' } });
  s.close();
  return file;
}

/** The hash of an entry as the chain defines it (written out here, independently of store/hash-chain.ts). */
function hashOf(previous: string, r: { seq: number; at: string; kind: string; round: number | null; table_no: number | null; payload: string; replaces: number | null; reason: string | null; author: string | null }): string {
  return createHash('sha256').update(`${previous}\n${JSON.stringify([r.seq, r.at, r.kind, r.round, r.table_no, r.payload, r.replaces, r.reason, r.author])}`).digest('hex');
}

/** Runs SQL on the store file behind reglament's back, its append-only triggers dropped first. */
function tamper(file: string, sql: string): void {
  const db = new Database(file);
  db.exec('DROP TRIGGER entries_no_update; DROP TRIGGER entries_no_delete; DROP TRIGGER chain_no_update; DROP TRIGGER chain_no_delete; DROP TRIGGER meta_no_delete;');
  db.exec(sql);
  db.close();
}

/** A forged correction of deal 6: A's 30 vists given to B, backdated to before the deal itself. */
const FORGED = `INSERT INTO entries (at, kind, round, table_no, payload, replaces, reason, author) VALUES ('2008-02-24T09:00:01.500Z', 'deal', 1, 1, '{"vists":{"A":-10,"B":30,"C":-10,"D":-10},"mahjong":"B"}', 6, 'протокол', 'Судья')`;

describe('the hash chain', () => {
  it('a new store hashes each entry as it is written; the chain verifies, its head is the last hash', () => {
    const file = store();
    const s = openStore(file);
    const report = s.verifyChain();
    s.close();
    const db = new Database(file, { readonly: true });
    const rows = db.prepare('SELECT * FROM entries ORDER BY seq').all() as Parameters<typeof hashOf>[1][];
    db.close();
    const head = rows.reduce((previous, r) => hashOf(previous, r), '');
    expect(report).toEqual({ entries: 7, from: 1, head });
    const out = runCli('event', 'history', file, '--lang', 'en');
    expect(out.code).toBe(0);
    expect(out.out.trim().split('\n').at(-1)).toBe(`hash chain intact: 7 entries verified; hash of the last entry ${head}`);
  });

  it('a backdated forged correction inserted with sqlite breaks the chain at it: history names entry 8, exit 2', () => {
    const file = store();
    tamper(file, FORGED);
    const s = openStore(file);
    expect(s.verifyChain().break).toEqual({ seq: 8, en: 'entry 8 has no hash: it was written into the store outside reglament', ru: 'у записи 8 нет хеша: её внесли в протокол в обход reglament' });
    s.close();
    const r = runCli('event', 'history', file);
    expect(r.code).toBe(2);
    // The history is still printed (the forged entry too), then one error line.
    // The lines are in the run's language (Russian by default): kind «сдача», «тур 1, стол 1».
    expect(r.out).toContain('#8  2008-02-24T09:00:01.500Z  сдача  тур 1, стол 1');
    expect(r.err).toBe('ошибка: цепочка хешей протокола нарушена на записи 8: у записи 8 нет хеша: её внесли в протокол в обход reglament; записи 1-7 целы\n');
  });

  it('the same forgery with its hash computed as reglament would: the date before the entry it follows gives it away', () => {
    const file = store();
    const db = new Database(file, { readonly: true });
    const head = (db.prepare('SELECT hash FROM chain ORDER BY seq DESC LIMIT 1').get() as { hash: string }).hash;
    db.close();
    const row = { seq: 8, at: '2008-02-24T09:00:01.500Z', kind: 'deal', round: 1, table_no: 1, payload: '{"vists":{"A":-10,"B":30,"C":-10,"D":-10},"mahjong":"B"}', replaces: 6, reason: 'протокол', author: 'Судья' };
    tamper(file, `${FORGED}; INSERT INTO chain (seq, hash) VALUES (8, '${hashOf(head, row)}')`);
    const s = openStore(file);
    // The clock ticked for the header (09:00:01), entries 1-4 (:02-:05), 5 (:06), 6 (:07) and 7 (:08).
    expect(s.verifyChain().break?.en).toBe('entry 8 is dated 2008-02-24T09:00:01.500Z, before entry 7 (2008-02-24T09:00:08.000Z) which it follows: it was backdated');
    s.close();
  });

  it('a payload changed afterwards breaks the chain at that entry', () => {
    const file = store();
    tamper(file, `UPDATE entries SET payload = '{"vists":{"A":-10,"B":30,"C":-10,"D":-10},"mahjong":"B"}' WHERE seq = 6`);
    const s = openStore(file);
    expect(s.verifyChain().break).toMatchObject({ seq: 6, en: 'entry 6 does not match the hash recorded when it was written: it (or an entry before it) was changed afterwards' });
    s.close();
  });

  it('an entry removed breaks the chain where it was', () => {
    const file = store();
    tamper(file, 'DELETE FROM chain WHERE seq = 5; DELETE FROM entries WHERE seq = 5');
    const s = openStore(file);
    expect(s.verifyChain().break).toMatchObject({ seq: 6, en: 'entry 5 is missing: it was removed from the store' });
    s.close();
  });

  it('a store made before the chain opens: hashed once, `chain-from` after its last entry; new entries hashed as written', () => {
    const file = store();
    // Back to the format of a store made before the chain: no chain table, no chain-from in the header.
    tamper(file, "DROP TABLE chain; DELETE FROM meta WHERE key IN ('chain-from', 'chain-upgraded')");
    const s = openStore(file, { now: () => '2025-03-01T12:00:00.000Z' });
    // 30 - 10 - 10 - 10 = 0
    s.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: 30, B: -10, C: -10, D: -10 }, mahjong: 'A' } });
    const report = s.verifyChain();
    s.close();
    expect(report).toMatchObject({ entries: 8, from: 8, upgraded: '2025-03-01T12:00:00.000Z' });
    expect(report.break).toBeUndefined();
    const line = runCli('event', 'history', file, '--lang', 'en').out.trim().split('\n').at(-1);
    expect(line).toBe(`hash chain intact: 8 entries verified; entries 1-7 were hashed when the store was upgraded (2025-03-01T12:00:00.000Z), the others as they were written; hash of the last entry ${report.head}`);
    // Opening again upgrades nothing more.
    const again = openStore(file);
    expect(again.verifyChain()).toEqual(report);
    again.close();
  });

  it("the desk's history gives the verdict in both languages: intact, then broken at the forged entry", async () => {
    const file = store();
    const desk = await startDesk({ store: file, port: 0, lang: 'en' });
    try {
      const intact = (await request(`${desk.origin}/api/history`)).body.chain;
      expect(intact).toMatchObject({ intact: true, text: { en: expect.stringMatching(/^hash chain intact: 7 entries verified/), ru: expect.stringMatching(/^цепочка хешей цела/) } });
      tamper(file, FORGED);
      const broken = (await request(`${desk.origin}/api/history`)).body.chain;
      expect(broken).toMatchObject({ intact: false, text: { en: "the protocol's hash chain breaks at entry 8: entry 8 has no hash: it was written into the store outside reglament; entries 1-7 are intact" } });
    } finally {
      await desk.close();
    }
  });
});
