/**
 * The event hall's side tables, in the event store's own SQLite file and connection (so that approving a
 * player's submission writes the deal and the decision in one transaction): the event's name, date and venue,
 * the players' code of each table, the players' submissions and the judge's decisions, and the round timer's log.
 * Every table is append-only (triggers forbid UPDATE and DELETE), like the protocol.
 */
import type Database from 'better-sqlite3';

const TABLES = ['hall_info', 'hall_table_codes', 'hall_submissions', 'hall_decisions', 'hall_timer'] as const;

const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS hall_info (
  seq INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  name TEXT NOT NULL,
  date TEXT NOT NULL,
  venue TEXT NOT NULL,
  author TEXT NULL
);
CREATE TABLE IF NOT EXISTS hall_table_codes (
  round INT NOT NULL,
  table_no INT NOT NULL,
  code TEXT NOT NULL UNIQUE,
  at TEXT NOT NULL,
  PRIMARY KEY (round, table_no)
);
CREATE TABLE IF NOT EXISTS hall_submissions (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('deal', 'result')),
  round INT NOT NULL,
  table_no INT NOT NULL,
  payload TEXT NOT NULL, -- JSON, checked against the event before it is kept
  submitter TEXT NOT NULL,
  version INT NOT NULL -- the last entry of the protocol when it was checked
);
CREATE TABLE IF NOT EXISTS hall_decisions (
  submission INT PRIMARY KEY REFERENCES hall_submissions(id),
  at TEXT NOT NULL,
  decision TEXT NOT NULL CHECK (decision IN ('approved', 'rejected')),
  entry INT NULL, -- the protocol entry the approval wrote
  reason TEXT NULL,
  author TEXT NULL,
  CHECK ((decision = 'approved') = (entry IS NOT NULL))
);
CREATE TABLE IF NOT EXISTS hall_timer (
  seq INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('start', 'extend', 'stop')),
  round INT NULL,
  table_no INT NULL,
  minutes REAL NULL,
  author TEXT NULL
);
${TABLES.map((t) => `
CREATE TRIGGER IF NOT EXISTS ${t}_no_update BEFORE UPDATE ON ${t}
  BEGIN SELECT RAISE(ABORT, 'the hall''s records are append-only: UPDATE is not allowed'); END;
CREATE TRIGGER IF NOT EXISTS ${t}_no_delete BEFORE DELETE ON ${t}
  BEGIN SELECT RAISE(ABORT, 'the hall''s records are append-only: DELETE is not allowed'); END;`).join('')}
`;

/** Creates the hall's tables in a store's connection when they are not there yet. */
export function ensureHallTables(db: Database.Database): void {
  db.exec(SCHEMA_SQL);
}

/** Runs `work` in a write transaction that takes the lock at once (so the store's busy timeout applies). */
export function writeTransaction<T>(db: Database.Database, work: () => T): T {
  return db.transaction(work).immediate();
}
