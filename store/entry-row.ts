/**
 * A row of the store's entries table, as SQLite gives it (the payload is JSON text; `kind` as stored, which a
 * damaged store may have changed). Shared by the store, its row checks and its hash chain.
 */
export interface EntryRow {
  seq: number;
  /** When it was recorded (ISO 8601). */
  at: string;
  kind: string;
  round: number | null;
  table_no: number | null;
  /** JSON; 'null' only in a correction that withdraws an entry. */
  payload: string;
  replaces: number | null;
  reason: string | null;
  author: string | null;
}
