/**
 * The players' submissions of a table's result and the judge's decisions on them. A submission is kept only once
 * it has been checked against the event (the caller's job); it waits until the judge approves it (the approval
 * writes the protocol entry, in the same transaction as the decision) or rejects it with a reason.
 */
import type Database from 'better-sqlite3';
import { StoreError } from './event-store.js';
import { writeTransaction } from './hall-db.js';

/** What players submit: a table's deal (mahjong) or result (preference). */
export interface SubmissionInput {
  kind: 'deal' | 'result';
  round: number;
  table: number;
  payload: Record<string, unknown>;
  /** The name the player gave on the phone. */
  submitter: string;
  /** The protocol's last entry when the submission was checked. */
  version: number;
}

/** The judge's decision on a submission. */
export interface SubmissionDecision {
  at: string;
  decision: 'approved' | 'rejected';
  /** The protocol entry written by the approval. */
  entry: number | null;
  reason: string | null;
  author: string | null;
}

/** A submission as kept, with its decision (null while it waits). */
export interface Submission extends SubmissionInput {
  id: number;
  at: string;
  decision: SubmissionDecision | null;
}

interface SubmissionRow {
  id: number;
  at: string;
  kind: 'deal' | 'result';
  round: number;
  table_no: number;
  payload: string;
  submitter: string;
  version: number;
  d_at: string | null;
  decision: 'approved' | 'rejected' | null;
  entry: number | null;
  reason: string | null;
  author: string | null;
}

const SELECT = `SELECT s.id, s.at, s.kind, s.round, s.table_no, s.payload, s.submitter, s.version,
  d.at AS d_at, d.decision, d.entry, d.reason, d.author
  FROM hall_submissions s LEFT JOIN hall_decisions d ON d.submission = s.id`;

function toSubmission(r: SubmissionRow): Submission {
  return {
    id: r.id,
    at: r.at,
    kind: r.kind,
    round: r.round,
    table: r.table_no,
    payload: JSON.parse(r.payload) as Record<string, unknown>,
    submitter: r.submitter,
    version: r.version,
    decision: r.decision === null ? null : { at: r.d_at!, decision: r.decision, entry: r.entry, reason: r.reason, author: r.author },
  };
}

/** Keeps a checked submission; returns its id. */
export function addSubmission(db: Database.Database, s: SubmissionInput, at: string): number {
  return writeTransaction(db, () => Number(db.prepare('INSERT INTO hall_submissions (at, kind, round, table_no, payload, submitter, version) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(at, s.kind, s.round, s.table, JSON.stringify(s.payload), s.submitter, s.version).lastInsertRowid));
}

/** Every submission, oldest first. */
export function listSubmissions(db: Database.Database): Submission[] {
  return (db.prepare(`${SELECT} ORDER BY s.id`).all() as SubmissionRow[]).map(toSubmission);
}

/** One submission, or undefined. */
export function findSubmission(db: Database.Database, id: number): Submission | undefined {
  const row = db.prepare(`${SELECT} WHERE s.id = ?`).get(id) as SubmissionRow | undefined;
  return row === undefined ? undefined : toSubmission(row);
}

/**
 * Decides a waiting submission in one transaction: on approval `write` records the protocol entry (and may refuse
 * by throwing: then nothing is written); a submission decided already is refused.
 */
export function decideSubmission(
  db: Database.Database,
  id: number,
  decision: { kind: 'approved'; write: (s: Submission) => number } | { kind: 'rejected'; reason: string },
  author: string | null,
  at: string,
): Submission {
  return writeTransaction(db, () => {
    const s = findSubmission(db, id);
    if (s === undefined) throw new StoreError(`there is no submission ${id}`, `заявки №${id} нет`);
    if (s.decision !== null) throw new StoreError(`submission ${id} was already ${s.decision.decision} (${s.decision.at})`, `заявка №${id} уже ${s.decision.decision === 'approved' ? 'принята' : 'отклонена'} (${s.decision.at})`);
    const entry = decision.kind === 'approved' ? decision.write(s) : null;
    db.prepare('INSERT INTO hall_decisions (submission, at, decision, entry, reason, author) VALUES (?, ?, ?, ?, ?, ?)')
      .run(id, at, decision.kind, entry, decision.kind === 'rejected' ? decision.reason : null, author);
    return findSubmission(db, id)!;
  });
}
