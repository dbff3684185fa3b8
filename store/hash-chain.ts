/**
 * Tamper evidence of the protocol: the hash of each entry (SHA-256 of the hash before it and the entry's fields)
 * is kept in an append-only table beside it, so that an entry changed, removed, inserted or backdated outside
 * reglament breaks the chain at that entry. Stores made before the chain existed are upgraded once on open: their
 * entries are hashed then, and the header records from which entry on the hashes were taken as the entries were
 * written (`chain-from`). Input: the store's database. Output: the hash of a new entry, and the verification of the
 * whole chain. What the chain proves (and what it cannot) is in docs/limits-and-guarantees.md.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { EntryRow } from './entry-row.js';

/** The chain's table and its append-only triggers (created with the store's other tables). */
export const CHAIN_SQL = `
CREATE TABLE IF NOT EXISTS chain (
  seq INTEGER PRIMARY KEY REFERENCES entries(seq),
  hash TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS chain_no_update BEFORE UPDATE ON chain
  BEGIN SELECT RAISE(ABORT, 'the hash chain is append-only: UPDATE is not allowed'); END;
CREATE TRIGGER IF NOT EXISTS chain_no_delete BEFORE DELETE ON chain
  BEGIN SELECT RAISE(ABORT, 'the hash chain is append-only: DELETE is not allowed'); END;
`;

/** The fields of an entry row the hash covers (all of them). */
export type HashedRow = EntryRow;

/** The hash before the first entry. */
const GENESIS = '';

/** The hash of an entry: SHA-256 (hex) of the previous hash and the entry's fields, in a fixed order. */
export function entryHash(previous: string, row: HashedRow): string {
  const fields = [row.seq, row.at, row.kind, row.round, row.table_no, row.payload, row.replaces, row.reason, row.author];
  return createHash('sha256').update(previous).update('\n').update(JSON.stringify(fields)).digest('hex');
}

/** The two statements of every write, prepared once per connection (an import writes thousands of entries). */
const writeStatements = new WeakMap<Database.Database, { head: Database.Statement; insert: Database.Statement }>();

function statementsOf(db: Database.Database): { head: Database.Statement; insert: Database.Statement } {
  let statements = writeStatements.get(db);
  if (statements === undefined) {
    statements = { head: db.prepare('SELECT hash FROM chain ORDER BY seq DESC LIMIT 1'), insert: db.prepare('INSERT INTO chain (seq, hash) VALUES (?, ?)') };
    writeStatements.set(db, statements);
  }
  return statements;
}

/** The hash of the last entry (the head of the chain), or the genesis value when there is none. */
function headHash(db: Database.Database): string {
  const row = statementsOf(db).head.get() as { hash: string } | undefined;
  return row?.hash ?? GENESIS;
}

/** Records the hash of an entry just inserted (inside its write transaction). */
export function recordHash(db: Database.Database, row: HashedRow): void {
  statementsOf(db).insert.run(row.seq, entryHash(headHash(db), row));
}

/**
 * Upgrades a store made before the chain: hashes its entries once, in order, and records from which entry the
 * hashes are the entries' own (`chain-from`, one past the last entry now) and when it was upgraded. A store that
 * already has `chain-from` is left alone. Runs in one write transaction (BEGIN IMMEDIATE); `now` dates it.
 */
export function upgradeChain(db: Database.Database, now: () => string): void {
  const has = () => db.prepare("SELECT 1 FROM meta WHERE key = 'chain-from'").get() !== undefined;
  if (has()) return;
  db.transaction(() => {
    if (has()) return; // another program upgraded it first
    let previous = headHash(db);
    const hashed = new Set((db.prepare('SELECT seq FROM chain').all() as Array<{ seq: number }>).map((r) => r.seq));
    const rows = db.prepare('SELECT * FROM entries ORDER BY seq').all() as HashedRow[];
    for (const row of rows) {
      if (hashed.has(row.seq)) continue;
      previous = entryHash(previous, row);
      db.prepare('INSERT INTO chain (seq, hash) VALUES (?, ?)').run(row.seq, previous);
    }
    const last = rows.length === 0 ? 0 : rows[rows.length - 1]!.seq;
    const put = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    put.run('chain-from', String(last + 1));
    if (last > 0) put.run('chain-upgraded', now());
  }).immediate();
}

/** Where and why the chain breaks. */
export interface ChainBreak {
  /** The entry at which the chain breaks. */
  seq: number;
  /** Why, in English and in Russian. */
  en: string;
  ru: string;
}

/** The verification of a store's chain. */
export interface ChainReport {
  /** How many entries were verified. */
  entries: number;
  /** The first entry whose hash was taken as it was written (the ones before were hashed at the upgrade). */
  from: number;
  /** When the store was upgraded (undefined: it had the chain from its first entry). */
  upgraded?: string;
  /** The hash of the last entry: written down (on a printed protocol), it fixes the whole protocol up to it. */
  head: string;
  /** The first break, if any. */
  break?: ChainBreak;
}

/** Verifies the chain: every entry in order has its hash, the hash matches its fields, and its date is not earlier. */
export function verifyChain(db: Database.Database): ChainReport {
  const meta = new Map((db.prepare("SELECT key, value FROM meta WHERE key IN ('chain-from', 'chain-upgraded')").all() as Array<{ key: string; value: string }>).map((r) => [r.key, r.value]));
  const from = Number(meta.get('chain-from') ?? 1);
  const upgraded = meta.get('chain-upgraded');
  const rows = db.prepare('SELECT * FROM entries ORDER BY seq').all() as HashedRow[];
  const hashes = new Map((db.prepare('SELECT seq, hash FROM chain').all() as Array<{ seq: number; hash: string }>).map((r) => [r.seq, r.hash]));
  const report = (previous: string, count: number, found?: ChainBreak): ChainReport => ({
    entries: count, from, ...(upgraded !== undefined ? { upgraded } : {}), head: previous, ...(found !== undefined ? { break: found } : {}),
  });
  let previous = GENESIS;
  let before: HashedRow | undefined;
  for (const [i, row] of rows.entries()) {
    const stored = hashes.get(row.seq);
    const expected = row.seq === i + 1 ? entryHash(previous, row) : undefined;
    if (row.seq !== i + 1) {
      return report(previous, i, {
        seq: row.seq,
        en: `entry ${i + 1} is missing: it was removed from the store`,
        ru: `записи ${i + 1} нет: её удалили из протокола`,
      });
    }
    if (stored === undefined) {
      return report(previous, i, {
        seq: row.seq,
        en: `entry ${row.seq} has no hash: it was written into the store outside reglament`,
        ru: `у записи ${row.seq} нет хеша: её внесли в протокол в обход reglament`,
      });
    }
    if (stored !== expected) {
      return report(previous, i, {
        seq: row.seq,
        en: `entry ${row.seq} does not match the hash recorded when it was written: it (or an entry before it) was changed afterwards`,
        ru: `запись ${row.seq} не совпадает с хешем, записанным вместе с ней: её (или запись до неё) изменили позже`,
      });
    }
    if (before !== undefined && row.at < before.at) {
      return report(previous, i, {
        seq: row.seq,
        en: `entry ${row.seq} is dated ${row.at}, before entry ${before.seq} (${before.at}) which it follows: it was backdated`,
        ru: `запись ${row.seq} датирована ${row.at}, раньше предшествующей записи ${before.seq} (${before.at}): дата подделана`,
      });
    }
    previous = stored;
    before = row;
  }
  const extra = [...hashes.keys()].find((seq) => seq > rows.length);
  if (extra !== undefined) {
    return report(previous, rows.length, { seq: extra, en: `entry ${extra} is missing: it was removed from the store`, ru: `записи ${extra} нет: её удалили из протокола` });
  }
  return report(previous, rows.length);
}
