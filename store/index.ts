/**
 * store: the judge's working copy of an event in SQLite, an append-only protocol with an audit trail.
 * Input: an event header, protocol entries and corrections (or a whole event file's data to import).
 * Output: the entries in force as of any entry, the event rebuilt from them (runtime's `EventData`), the history.
 * May import runtime/ only (through runtime/index.ts), node built-ins and better-sqlite3.
 */
export {
  openStore,
  connectionOf,
  initStore,
  StoreError,
  ENTRY_KINDS,
  type EventStore,
  type StoreOptions,
  type StoreHeader,
  type EventHeader,
  type EntryKind,
  type EntryInput,
  type StoredEntry,
  type HistoryEntry,
  type EventValidator,
  type WriteOptions,
  type CorrectOptions,
  type PlayerPayload,
  type RegisterPayload,
  type WithdrawPayload,
  type SubstitutePayload,
  type SeatingPayload,
  type SeatChangePayload,
  isSeatChange,
  type WindPayload,
  type ResultPayload,
} from './event-store.js';
export { StoreBusyError, StoreDamagedError, StoreHasNoEventError, type StoreErrorKind, type StoreLang } from './store-error.js';
export type { ChainReport, ChainBreak } from './hash-chain.js';
export { chainBrokenLine, chainLine } from './chain-text.js';
export { openHallStore, type HallStore } from './hall-store.js';
export { eventInfoProblems, EVENT_INFO_MAX, isoDateOf, normaliseEventInfo, russianDateOf, type EventInfo, type StoredEventInfo } from './event-info.js';
export { roundTimerOf, TIMER_LIMITS, type RoundTimer, type TimerAction, type TimerEvent } from './round-timer.js';
export { TABLE_CODE_DIGITS } from './table-codes.js';
export type { Submission, SubmissionInput, SubmissionDecision } from './submissions.js';
