/**
 * The players' code of each table of each round: six random digits, printed on the table card, that let the
 * table's players submit their result from a phone. Made when first asked for and kept (a reprinted card shows
 * the same code); unique over the whole event, so a code names its round and table.
 */
import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import { writeTransaction } from './hall-db.js';

/** How many digits a code has. */
export const TABLE_CODE_DIGITS = 6;

/** The code of a table, made now if it has none. */
export function tableCode(db: Database.Database, round: number, table: number, at: string): string {
  const find = db.prepare('SELECT code FROM hall_table_codes WHERE round = ? AND table_no = ?');
  const known = find.get(round, table) as { code: string } | undefined;
  if (known !== undefined) return known.code;
  return writeTransaction(db, () => {
    const again = find.get(round, table) as { code: string } | undefined;
    if (again !== undefined) return again.code;
    const taken = db.prepare('SELECT 1 FROM hall_table_codes WHERE code = ?');
    for (;;) {
      const code = String(randomInt(0, 10 ** TABLE_CODE_DIGITS)).padStart(TABLE_CODE_DIGITS, '0');
      if (taken.get(code) !== undefined) continue;
      db.prepare('INSERT INTO hall_table_codes (round, table_no, code, at) VALUES (?, ?, ?, ?)').run(round, table, code, at);
      return code;
    }
  });
}

/** The round and table of a code, or undefined for a code never given. */
export function tableOfCode(db: Database.Database, code: string): { round: number; table: number } | undefined {
  const row = db.prepare('SELECT round, table_no FROM hall_table_codes WHERE code = ?').get(code) as { round: number; table_no: number } | undefined;
  return row === undefined ? undefined : { round: row.round, table: row.table_no };
}
