/**
 * What the event hall keeps beside an event store's protocol, on the store's own connection: the event info, the
 * tables' players' codes, the players' submissions with the judge's decisions, and the round timer.
 */
import { connectionOf, type EventStore, type StoreOptions } from './event-store.js';
import { readEventInfo, writeEventInfo, type EventInfo, type StoredEventInfo } from './event-info.js';
import { ensureHallTables } from './hall-db.js';
import { logTimer, roundTimerOf, timerLog, type RoundTimer, type TimerAction, type TimerEvent } from './round-timer.js';
import { addSubmission, decideSubmission, findSubmission, listSubmissions, type Submission, type SubmissionInput } from './submissions.js';
import { tableCode, tableOfCode } from './table-codes.js';

/** The hall's records of one event store. */
export interface HallStore {
  /** The event's name, date and venue in force (undefined: never set). */
  info(): StoredEventInfo | undefined;
  /** Sets the event's name, date and venue (a new record; StoreError when invalid). */
  setInfo(info: EventInfo, author: string | null): void;
  /** The players' code of a table (made now if it has none). */
  codeOf(round: number, table: number): string;
  /** The round and table of a code. */
  tableOf(code: string): { round: number; table: number } | undefined;
  /** Keeps a checked submission; returns its id. */
  submit(s: SubmissionInput): number;
  submissions(): Submission[];
  submission(id: number): Submission | undefined;
  /** Approves a waiting submission: `write` records its protocol entry, in the same transaction as the decision. */
  approve(id: number, write: (s: Submission) => number, author: string | null): Submission;
  /** Rejects a waiting submission with a reason. */
  reject(id: number, reason: string, author: string | null): Submission;
  /** The timer in force. */
  timer(): RoundTimer | undefined;
  timerLog(): TimerEvent[];
  /** Appends a timer action (StoreError when it makes no sense). */
  logTimer(action: TimerAction, author: string | null): void;
}

/** The hall's records on an open event store's connection (its tables are made when missing). */
export function openHallStore(store: EventStore, options: StoreOptions = {}): HallStore {
  const db = connectionOf(store);
  ensureHallTables(db);
  const now = options.now ?? (() => new Date().toISOString());
  return {
    info: () => readEventInfo(db),
    setInfo: (info, author) => writeEventInfo(db, info, author, now()),
    codeOf: (round, table) => tableCode(db, round, table, now()),
    tableOf: (code) => tableOfCode(db, code),
    submit: (s) => addSubmission(db, s, now()),
    submissions: () => listSubmissions(db),
    submission: (id) => findSubmission(db, id),
    approve: (id, write, author) => decideSubmission(db, id, { kind: 'approved', write }, author, now()),
    reject: (id, reason, author) => decideSubmission(db, id, { kind: 'rejected', reason }, author, now()),
    timer: () => roundTimerOf(timerLog(db)),
    timerLog: () => timerLog(db),
    logTimer: (action, author) => logTimer(db, action, author, now()),
  };
}
