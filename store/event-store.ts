/**
 * The judge's working copy of an event: an append-only protocol in SQLite (better-sqlite3, WAL, synchronous FULL).
 * Input: a store file, the event header (regulation path, seed, players) and protocol entries (registrations,
 * seatings, deals, penalties, winds, table results); corrections are new entries that replace older ones, with a
 * reason. Output: the entries in force as of any entry, the event rebuilt from them (`EventData`, the shape of an
 * event file), and the full history. Entries are never updated or deleted: triggers forbid it.
 */
import { existsSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import {
  classifyDeal,
  eventToFile,
  tableResultGiven,
  TABLE_RESULT_KEYS,
  type EventData,
  type EventDeal,
  type EventFile,
  type EventFileDeal,
  type EventPenalty,
  type EventPlayer,
  type EventRound,
  type EventSubstitution,
  type EventTable,
  type PlayerId,
  type SeatingMethod,
  type SeatWind,
} from '../runtime/index.js';
import { checkAfterDeal, checkNextRound, checkPlaceNumbers, checkPlayerRound, checkPlayerTexts, checkSeed, checkWriteTexts } from './entry-limits.js';
import type { EntryRow as RawEntryRow } from './entry-row.js';
import { CHAIN_SQL, recordHash, upgradeChain, verifyChain, type ChainReport } from './hash-chain.js';
import { checkFile, checkHeaderValues, readRowPayload } from './row-check.js';
import { isBusy, StoreBusyError, StoreError, StoreHasNoEventError, unlessBusy } from './store-error.js';

export { StoreError } from './store-error.js';

/** What a protocol entry records. */
export type EntryKind = 'player' | 'seating' | 'deal' | 'penalty' | 'wind' | 'result';

/** Every entry kind, in the order the documentation lists them. */
export const ENTRY_KINDS: readonly EntryKind[] = ['player', 'seating', 'deal', 'penalty', 'wind', 'result'];

/** Payload of a `player` entry that registers a player (a late entry with `from-round`). */
export interface RegisterPayload {
  action: 'register';
  id: PlayerId;
  name: string;
  'from-round'?: number;
}

/** Payload of a `player` entry: the player leaves after round `after`. */
export interface WithdrawPayload {
  action: 'withdraw';
  player: PlayerId;
  after: number;
}

/** Payload of a `player` entry: a substitution in the entry's round. */
export interface SubstitutePayload {
  action: 'substitute';
  out: PlayerId;
  in: PlayerId;
  'after-deal'?: number;
  forced?: true;
}

/** Payload of a `player` entry. */
export type PlayerPayload = RegisterPayload | WithdrawPayload | SubstitutePayload;

/** Payload of a `seating` entry: the round's tables (players East, South, West, North) and how they were drawn. */
export interface SeatingPayload {
  seating?: SeatingMethod;
  tables: Array<{ players: PlayerId[] }>;
}

/**
 * Payload of a `seating` entry with a table: the table's players change seats after deal `after-deal` (the event's
 * `seat-changes`); the deals before keep the seats they were played with.
 */
export interface SeatChangePayload {
  'after-deal': number;
  players: PlayerId[];
}

/** Whether a stored entry is a table's change of seats (a `seating` entry with a table), not a round's seating. */
export function isSeatChange(e: { kind: string; table: number | null }): boolean {
  return e.kind === 'seating' && e.table !== null;
}

/** Payload of a `wind` entry: the wind drawn for the round, or for one table when the entry has a table. */
export interface WindPayload {
  wind: SeatWind;
}

/**
 * Payload of a `result` entry: a table's result as a whole, under the event table's keys (TABLE_RESULT_KEYS): its
 * vists, or a game's record (preference's pulya; a riichi hanchan: its deals or its final scores).
 */
export type ResultPayload = Pick<EventTable, (typeof TABLE_RESULT_KEYS)[number]>;

/** A new protocol entry. `round`/`table` are 1-based. A `deal` payload is a deal as written in an event file. */
export interface EntryInput {
  kind: EntryKind;
  round?: number | null;
  table?: number | null;
  payload: unknown;
  author?: string | null;
}

/** An entry as stored. `payload` is null for a correction that withdraws the entry it replaces. */
export interface StoredEntry {
  seq: number;
  /** When it was recorded (ISO 8601). */
  at: string;
  kind: EntryKind;
  round: number | null;
  table: number | null;
  payload: unknown;
  /** The entry this one corrects. */
  replaces: number | null;
  /** Why (every correction has one). */
  reason: string | null;
  author: string | null;
  /** The first version of this entry's correction chain (its own seq when it corrects nothing). */
  origin: number;
}

/** An entry of the history, with the entry that replaced it, if any. */
export interface HistoryEntry extends StoredEntry {
  replacedBy: number | null;
}

/** The event header kept by a store. */
export interface StoreHeader {
  /** Path of the regulation file, relative to the store file's folder. */
  regulation: string;
  seed: number;
  /** When the store was created (ISO 8601). */
  created: string;
}

/** What `initStore` needs: the regulation (relative to the store's folder), the seed and the players. */
export interface EventHeader {
  regulation: string;
  seed: number;
  players?: EventPlayer[];
}

/** Refuses a write when it would leave the event with problems: returns their messages (empty: accept), each in English or in both languages. */
export type EventValidator = (after: EventData, before: EventData) => Array<string | { en: string; ru: string }>;

/** Options of a write. */
export interface WriteOptions {
  /** Run on the event as it would be after the write (inside the transaction); any message refuses the write. */
  validate?: EventValidator;
  /** Who writes (the judge); stored on every entry written. */
  author?: string | null;
}

/** Options of `correct`: the corrected entry may also move to another round or table. */
export interface CorrectOptions extends WriteOptions {
  round?: number | null;
  table?: number | null;
}

/** Options of `openStore`. */
export interface StoreOptions {
  /** The clock for `at` (ISO 8601 text); defaults to the system clock. */
  now?: () => string;
  /**
   * Refuse a header no draw can use (a seed that is not a safe integer); default true. `event export` opens such a
   * store without it, so that its event can be exported, mended and imported into a new store.
   */
  checkHeader?: boolean;
  /**
   * Open only a store that exists and holds tables: a missing file, an empty one or an empty database is refused
   * (StoreHasNoEventError) before anything is written to it, so a command that reads an event never turns a file
   * given by mistake into a store. Default false (`event init` and `event import` make stores).
   */
  existing?: boolean;
}

/** An open event store. */
export interface EventStore {
  /** The store file. */
  readonly file: string;
  /** The header, or undefined before `initStore`. */
  header(): StoreHeader | undefined;
  /** The seq of the last entry (0 when there is none). */
  lastSeq(): number;
  /** Appends an entry in a transaction; returns its seq. */
  record(entry: EntryInput, options?: WriteOptions): number;
  /** Appends an entry replacing `seq` (null payload: withdraws it); a reason is required; returns the new seq. */
  correct(seq: number, payload: unknown, reason: string, options?: CorrectOptions): number;
  /** The entries in force as of `asOf` (default: now), in protocol order (by their first version). */
  effectiveEntries(asOf?: number): StoredEntry[];
  /** The event rebuilt from the entries in force as of `asOf`. */
  toEventData(asOf?: number): EventData;
  /** Records a whole event (players, then round by round) in one transaction; returns the new seqs. */
  importEvent(event: EventData, options?: WriteOptions): number[];
  /** The event as of `asOf` in its file form (deals untagged), ready to write as YAML or JSON. */
  exportEvent(asOf?: number): EventFile;
  /** Every entry in order, with what it replaced, why, and what replaced it. */
  history(): HistoryEntry[];
  /** Verifies the hash chain of the protocol: where it breaks, if it does, and its head. */
  verifyChain(): ChainReport;
  /** Closes the database. */
  close(): void;
}

const FORMAT = '1';

const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS entries (
  seq INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('player', 'seating', 'deal', 'penalty', 'wind', 'result')),
  round INT,
  table_no INT,
  payload TEXT NOT NULL, -- JSON; 'null' only in a correction that withdraws an entry
  replaces INT NULL REFERENCES entries(seq),
  reason TEXT NULL,
  author TEXT NULL,
  CHECK ((replaces IS NULL) = (reason IS NULL)),
  CHECK (payload <> 'null' OR replaces IS NOT NULL)
);
CREATE UNIQUE INDEX IF NOT EXISTS entries_replaced_once ON entries(replaces) WHERE replaces IS NOT NULL;
CREATE TRIGGER IF NOT EXISTS entries_no_update BEFORE UPDATE ON entries
  BEGIN SELECT RAISE(ABORT, 'protocol entries are append-only: UPDATE is not allowed'); END;
CREATE TRIGGER IF NOT EXISTS entries_no_delete BEFORE DELETE ON entries
  BEGIN SELECT RAISE(ABORT, 'protocol entries are append-only: DELETE is not allowed'); END;
CREATE TRIGGER IF NOT EXISTS meta_no_update BEFORE UPDATE ON meta
  BEGIN SELECT RAISE(ABORT, 'the store header is written once: UPDATE is not allowed'); END;
CREATE TRIGGER IF NOT EXISTS meta_no_delete BEFORE DELETE ON meta
  BEGIN SELECT RAISE(ABORT, 'the store header is written once: DELETE is not allowed'); END;
`;

/** A row of the entries table, its kind checked (row-check.ts). */
interface EntryRow extends RawEntryRow {
  kind: EntryKind;
}

/** Opens (and if new, creates) an event store. Throws StoreError when the file is not an event store. */
export function openStore(file: string, options: StoreOptions = {}): EventStore {
  const now = options.now ?? (() => new Date().toISOString());
  let db: Database.Database | undefined;
  if (options.existing === true && (!existsSync(file) || (statSync(file).isFile() && statSync(file).size === 0))) throw new StoreHasNoEventError(file);
  try {
    db = new Database(file, { fileMustExist: options.existing === true });
    db.pragma('busy_timeout = 5000');
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((t) => t.name);
    if (options.existing === true && tables.length === 0) throw new StoreHasNoEventError(file);
    db.pragma('journal_mode = WAL'); // the first write to the file
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    if (tables.length > 0 && !tables.includes('meta')) {
      throw new StoreError(`${file} is an SQLite database but not an event store`, `${file} — база SQLite, но не файл турнира`);
    }
    db.exec(SCHEMA_SQL + CHAIN_SQL);
    const format = db.prepare("SELECT value FROM meta WHERE key = 'format'").get() as { value: string } | undefined;
    if (format !== undefined && format.value !== FORMAT) {
      throw new StoreError(`${file} is an event store of format ${format.value}; this version reads format ${FORMAT}`, `${file} — файл турнира формата ${format.value}; эта версия читает формат ${FORMAT}`);
    }
    checkFile(db, file);
    if (options.checkHeader !== false) checkHeaderValues(file, (db.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as { value: string } | undefined)?.value);
    upgradeChain(db, now);
  } catch (e) {
    db?.close();
    if (e instanceof StoreError) throw e;
    if (isBusy(e)) throw new StoreBusyError(file);
    throw new StoreError(`cannot open ${file} as an event store: ${(e as Error).message}`, `не удаётся открыть ${file} как файл турнира: ${(e as Error).message}`);
  }
  const store = new SqliteEventStore(file, db, now);
  try {
    store.history(); // every row is read and checked once: a damaged entry is named now, not on the first page
  } catch (e) {
    store.close();
    throw e;
  }
  return store;
}

/** Creates a new event store with its header and registers the players; refuses a store that already has one. */
export function initStore(file: string, header: EventHeader, options: StoreOptions & WriteOptions = {}): EventStore {
  const store = openStore(file, options);
  try {
    (store as SqliteEventStore).writeHeader(header, options);
  } catch (e) {
    store.close();
    throw e;
  }
  return store;
}

/** Whether a value is a JSON object (not null, not a list). */
function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether a value is a whole number >= min. */
function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min;
}

/** The last round with entries in force (seatings, winds, substitutions and what is played), 0 when none. */
function lastRoundOf(entries: readonly StoredEntry[]): number {
  let last = 0;
  for (const e of entries) {
    const isRegistration = e.kind === 'player' && (e.payload as PlayerPayload).action !== 'substitute';
    if (!isRegistration && e.round !== null && e.round > last) last = e.round;
  }
  return last;
}

/** Whether an entry registers a player. */
function isRegistration(kind: EntryKind, payload: unknown): payload is RegisterPayload {
  return kind === 'player' && isObject(payload) && payload.action === 'register';
}

/** "round 2, table 3" / "round 2". */
function placeOf(round: number | null, table: number | null): string {
  return table === null ? `round ${round ?? '?'}` : `table ${table} of round ${round ?? '?'}`;
}

/** `placeOf` in Russian. */
function placeOfRu(round: number | null, table: number | null): string {
  return table === null ? `тура ${round ?? '?'}` : `стола ${table} тура ${round ?? '?'}`;
}

/** The store on one better-sqlite3 connection. */
class SqliteEventStore implements EventStore {
  private readonly insert: Database.Statement;
  /**
   * The entries in force while one of this store's write transactions runs: read once, then kept up to date by
   * `append`, so that a write of many entries (an import) does not re-read the protocol for each. Undefined outside.
   */
  private inForce: StoredEntry[] | undefined;
  /** The ids registered among `inForce`, kept with it (a registration checks its id against them). */
  private registeredInForce: Set<string> | undefined;
  private readonly selectMeta: Database.Statement;

  constructor(
    readonly file: string,
    private readonly db: Database.Database,
    private readonly now: () => string,
  ) {
    this.insert = db.prepare(
      'INSERT INTO entries (at, kind, round, table_no, payload, replaces, reason, author) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.selectMeta = db.prepare('SELECT key, value FROM meta');
  }

  header(): StoreHeader | undefined {
    const rows = this.selectMeta.all() as Array<{ key: string; value: string }>;
    const meta = new Map(rows.map((r) => [r.key, r.value]));
    const regulation = meta.get('regulation');
    const seed = meta.get('seed');
    if (regulation === undefined || seed === undefined) return undefined;
    return { regulation, seed: Number(seed), created: meta.get('created') ?? '' };
  }

  /** Writes the header and registers the players (initStore). */
  writeHeader(header: EventHeader, options: WriteOptions): void {
    if (typeof header.regulation !== 'string' || header.regulation === '') throw new StoreError('the header needs a regulation path', 'в заголовке турнира нужен путь к регламенту');
    checkSeed(header.seed);
    this.transaction(() => {
      if (this.header() !== undefined || this.lastSeq() > 0) throw new StoreError(`${this.file} already holds an event`, `в ${this.file} уже есть турнир`);
      const put = this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      put.run('format', FORMAT);
      put.run('regulation', header.regulation);
      put.run('seed', String(header.seed));
      put.run('created', this.now());
      this.writeChecked(options, () => this.registerPlayers(header.players ?? [], options.author ?? null));
    })();
  }

  lastSeq(): number {
    const row = this.db.prepare('SELECT MAX(seq) AS seq FROM entries').get() as { seq: number | null };
    return row.seq ?? 0;
  }

  record(entry: EntryInput, options: WriteOptions = {}): number {
    return this.transaction(() => this.writeChecked(options, () => this.append(entry, null, null, options.author ?? entry.author ?? null)))();
  }

  correct(seq: number, payload: unknown, reason: string, options: CorrectOptions = {}): number {
    return this.transaction(() => {
      if (typeof reason !== 'string' || reason.trim() === '') throw new StoreError(`a correction needs a reason (correcting entry ${seq})`, `у исправления должна быть причина (исправляется запись ${seq})`);
      const old = this.db.prepare('SELECT * FROM entries WHERE seq = ?').get(seq) as EntryRow | undefined;
      if (old === undefined) throw new StoreError(`there is no entry ${seq} to correct`, `записи ${seq}, которую нужно исправить, нет`);
      const later = this.db.prepare('SELECT seq FROM entries WHERE replaces = ?').get(seq) as { seq: number } | undefined;
      if (later !== undefined) {
        let head = later.seq;
        for (;;) {
          const next = this.db.prepare('SELECT seq FROM entries WHERE replaces = ?').get(head) as { seq: number } | undefined;
          if (next === undefined) break;
          head = next.seq;
        }
        throw new StoreError(
          `entry ${seq} was already corrected by entry ${later.seq}; correct entry ${head}, the one in force, instead`,
          `запись ${seq} уже исправлена записью ${later.seq}; исправляйте действующую запись ${head}`, 'conflict',
        );
      }
      const entry: EntryInput = {
        kind: old.kind,
        round: options.round !== undefined ? options.round : old.round,
        table: options.table !== undefined ? options.table : old.table_no,
        payload,
      };
      return this.writeChecked(options, () => this.append(entry, seq, reason.trim(), options.author ?? null));
    })();
  }

  /** Runs a write and, if asked, validates the event it leaves (the caller's transaction rolls back on refusal). */
  private writeChecked<T>(options: WriteOptions, write: () => T): T {
    if (options.validate === undefined) return write();
    const before = this.toEventData();
    const result = write();
    const problems = options.validate(this.toEventData(), before);
    if (problems.length > 0) {
      const lines = (lang: 'en' | 'ru') => problems.map((p) => (typeof p === 'string' ? p : p[lang])).join('\n');
      throw new StoreError(lines('en'), lines('ru'));
    }
    return result;
  }

  /** Validates and inserts one entry (inside a transaction); `replaces` set for a correction. */
  private append(entry: EntryInput, replaces: number | null, reason: string | null, author: string | null): number {
    if (this.header() === undefined) throw new StoreError(`${this.file} has no event yet: create it with \`reglament event init\` or \`event import\``, `в ${this.file} ещё нет турнира: создайте его командой \`reglament event init\` или \`event import\``);
    if (!isObject(entry)) throw new StoreError('an entry is a mapping {kind, round, table, payload}', 'запись — это словарь {kind, round, table, payload}');
    const { kind } = entry;
    if (!ENTRY_KINDS.includes(kind)) throw new StoreError(`unknown entry kind ${JSON.stringify(kind)}; kinds: ${ENTRY_KINDS.join(', ')}`);
    let round = entry.round ?? null;
    let table = entry.table ?? null;
    checkPlaceNumbers(round, table);
    checkWriteTexts(author, reason);
    const payload = entry.payload;
    const chain = replaces === null ? undefined : this.originOf(replaces);
    if (payload === null) {
      if (replaces === null) throw new StoreError('an entry needs a payload (null is only for a correction that withdraws an entry)', 'у записи должно быть содержимое (payload: null — только у исправления, которое отзывает запись)');
    } else {
      if (!isObject(payload)) throw new StoreError(`the payload of a ${kind} entry must be a mapping`, `содержимое (payload) записи вида ${kind} должно быть словарём`);
      ({ round, table } = this.checkPayload(kind, round, table, payload, chain));
    }
    const at = this.now();
    const text = JSON.stringify(payload);
    const seq = Number(this.insert.run(at, kind, round, table, text, replaces, reason, author).lastInsertRowid);
    recordHash(this.db, { seq, at, kind, round, table_no: table, payload: text, replaces, reason, author });
    if (this.inForce !== undefined) {
      // A new entry joins the entries in force at the end (the newest origin); a correction changes a chain: re-read.
      if (replaces === null) {
        this.inForce.push(toStored({ seq, at, kind, round, table_no: table, payload: text, replaces, reason, author }, seq, this.file));
        if (isRegistration(kind, payload)) this.registeredInForce?.add(payload.id);
      } else this.forgetInForce();
    }
    return seq;
  }

  /**
   * A write transaction of this store (the entries-in-force cache lives only inside it). It takes the write lock at
   * its start (BEGIN IMMEDIATE), so that a second writer waits for the busy timeout instead of failing when it
   * upgrades a read to a write; a store still locked after the timeout is a StoreBusyError (nothing written).
   */
  private transaction<T>(write: () => T): () => T {
    const run = this.db.transaction(() => {
      this.forgetInForce();
      try {
        return write();
      } finally {
        this.forgetInForce();
      }
    });
    return () => unlessBusy(this.file, () => run.immediate());
  }

  /** The entries in force now: inside a write transaction read once and kept up to date, else read afresh. */
  private currentEntries(): StoredEntry[] {
    if (!this.db.inTransaction) return this.effectiveEntries();
    return (this.inForce ??= this.effectiveEntries());
  }

  /** Drops the entries in force kept for a write transaction (and the ids registered among them). */
  private forgetInForce(): void {
    this.inForce = undefined;
    this.registeredInForce = undefined;
  }

  /**
   * The ids registered among `current`: for a new entry (`chain` undefined) inside a write transaction kept with the
   * entries in force, so that an import of 10,000 registrations does not collect them 10,000 times.
   */
  private registeredIds(current: readonly StoredEntry[], chain: number | undefined): Set<string> {
    const collect = () => new Set(current.filter((e) => isRegistration(e.kind, e.payload)).map((e) => (e.payload as RegisterPayload).id));
    if (chain !== undefined || this.inForce === undefined) return collect();
    return (this.registeredInForce ??= collect());
  }

  /** The first version of the chain an entry belongs to. */
  private originOf(seq: number): number {
    let current = seq;
    for (;;) {
      const row = this.db.prepare('SELECT replaces FROM entries WHERE seq = ?').get(current) as { replaces: number | null } | undefined;
      if (row === undefined || row.replaces === null) return current;
      current = row.replaces;
    }
  }

  /**
   * Checks the payload of an entry against its kind and the entries in force (`chain`: the chain being corrected,
   * ignored in the uniqueness checks); returns the round/table to store (player entries derive theirs).
   */
  private checkPayload(
    kind: EntryKind,
    round: number | null,
    table: number | null,
    payload: Record<string, unknown>,
    chain: number | undefined,
  ): { round: number | null; table: number | null } {
    const all = this.currentEntries();
    const current = chain === undefined ? all : all.filter((e) => e.origin !== chain);
    const players = this.registeredIds(current, chain);
    const needRound = () => {
      if (round === null) throw new StoreError(`a ${kind} entry needs a round`, `у записи вида ${kind} должен быть тур`);
      return round;
    };
    const needSeatedTable = () => {
      const r = needRound();
      if (table === null) throw new StoreError(`a ${kind} entry needs a table`, `у записи вида ${kind} должен быть стол`);
      const seating = current.find((e) => e.kind === 'seating' && e.table === null && e.round === r);
      const count = seating === undefined ? 0 : (seating.payload as SeatingPayload).tables.length;
      if (table > count) {
        throw seating === undefined
          ? new StoreError(`round ${r} has no seating yet: record the seating before its tables`, `тур ${r} ещё не рассажен: сначала запишите рассадку`)
          : new StoreError(`round ${r} has ${count} table${count === 1 ? '' : 's'}, not ${table}`, `в туре ${r} столов: ${count}, стола ${table} нет`);
      }
    };
    const unique = (what: { en: string; ru: string }, same: (e: StoredEntry) => boolean) => {
      const other = current.find((e) => e.kind === kind && same(e));
      if (other !== undefined) {
        throw new StoreError(`${what.en} is already recorded (entry ${other.seq}); correct that entry instead`, `${what.ru}: уже есть запись #${other.seq}; исправьте её`);
      }
    };
    const registered = (id: unknown, role: { en: string; ru: string }) => {
      if (typeof id !== 'string' || !players.has(id)) throw new StoreError(`${role.en} ${JSON.stringify(id)} is not a registered player`, `${role.ru}: «${String(id)}» — нет такого зарегистрированного игрока`);
    };

    switch (kind) {
      case 'player': {
        switch (payload.action) {
          case 'register': {
            if (typeof payload.id !== 'string' || !/^\S+$/.test(payload.id)) throw new StoreError('a registration needs an id without spaces', 'нужен код игрока без пробелов');
            if (typeof payload.name !== 'string' || payload.name === '') throw new StoreError(`player ${payload.id} needs a name`, `у игрока ${payload.id} нет имени`);
            checkPlayerTexts(payload.id, payload.name);
            const from = payload['from-round'];
            if (from !== undefined) checkPlayerRound(from, 1, { en: 'from-round', ru: 'from-round (первый тур игрока)' });
            if (players.has(payload.id)) throw new StoreError(`player ${payload.id} is already registered; correct that entry instead`, `игрок с кодом ${payload.id} уже есть в турнире; исправьте ту запись`);
            return { round: (from as number | undefined) ?? null, table: null };
          }
          case 'withdraw': {
            registered(payload.player, { en: 'the withdrawing player', ru: 'снимаемый игрок' });
            if (payload.after === undefined) throw new StoreError('a withdrawal needs `after`: the last round the player plays', 'при снятии нужен последний тур игрока (after)');
            checkPlayerRound(payload.after, 0, { en: 'after (the last round the player plays)', ru: 'after (последний тур игрока)' });
            unique({ en: `the withdrawal of ${String(payload.player)}`, ru: `снятие игрока ${String(payload.player)}` }, (e) => (e.payload as PlayerPayload).action === 'withdraw' && (e.payload as WithdrawPayload).player === payload.player);
            return { round: payload.after, table: null };
          }
          case 'substitute': {
            const r = needRound();
            registered(payload.out, { en: 'the player leaving', ru: 'уходящий игрок' });
            registered(payload.in, { en: 'the substitute', ru: 'заменяющий игрок' });
            checkNextRound(r, lastRoundOf(current));
            checkAfterDeal(payload['after-deal']);
            return { round: r, table: null };
          }
          default:
            throw new StoreError(`a player entry needs action register, withdraw or substitute, got ${JSON.stringify(payload.action)}`, `у записи об игроке action — register, withdraw или substitute, а указано ${JSON.stringify(payload.action)}`);
        }
      }
      case 'seating': {
        if (table !== null) {
          // A table's change of seats between deals: the same players (checked with the event), after a deal.
          needSeatedTable();
          const players = payload.players;
          if (payload['after-deal'] === undefined || !Array.isArray(players)) throw new StoreError('a change of seats is {after-deal, players: [ids]}', 'пересадка задаётся как {after-deal, players: [коды]}');
          checkAfterDeal(payload['after-deal']);
          for (const p of players) registered(p, { en: 'table player', ru: 'игрок за столом' });
          unique({ en: `the change of seats after deal ${String(payload['after-deal'])} at ${placeOf(round, table)}`, ru: `пересадка после сдачи ${String(payload['after-deal'])}, ${placeOfRu(round, table)}` },
            (e) => e.round === round && e.table === table && (e.payload as SeatChangePayload)['after-deal'] === payload['after-deal']);
          return { round, table };
        }
        const r = needRound();
        checkNextRound(r, lastRoundOf(current));
        const tables = payload.tables;
        if (!Array.isArray(tables) || !tables.every((t) => isObject(t) && Array.isArray(t.players) && t.players.every((p) => typeof p === 'string'))) {
          throw new StoreError('a seating payload is {tables: [{players: [ids]}], seating?}', 'рассадка записывается как {tables: [{players: [коды]}], seating?}');
        }
        for (const t of tables as Array<{ players: string[] }>) for (const p of t.players) registered(p, { en: 'table player', ru: 'игрок за столом' });
        unique({ en: `the seating of round ${r}`, ru: `рассадка тура ${r}` }, (e) => e.round === r && e.table === null);
        return { round: r, table: null };
      }
      case 'wind': {
        const r = needRound();
        checkNextRound(r, lastRoundOf(current));
        if (!['E', 'S', 'W', 'N'].includes(payload.wind as string)) throw new StoreError('a wind payload is {wind: E|S|W|N}');
        if (table !== null) needSeatedTable();
        unique({ en: `the wind of ${placeOf(r, table)}`, ru: `ветер ${placeOfRu(r, table)}` }, (e) => e.round === r && e.table === table);
        return { round: r, table };
      }
      case 'result': {
        needSeatedTable();
        if (!tableResultGiven(payload as ResultPayload)) {
          const keys = (or: string) => `${TABLE_RESULT_KEYS.slice(0, -1).join(', ')} ${or} ${TABLE_RESULT_KEYS.at(-1)!}`;
          throw new StoreError(`a result payload needs ${keys('or')}`, `итог стола задаётся полем ${keys('или')}`);
        }
        unique({ en: `the result of ${placeOf(round, table)}`, ru: `итог ${placeOfRu(round, table)}` }, (e) => e.round === round && e.table === table);
        return { round, table };
      }
      case 'deal':
      case 'penalty':
        needSeatedTable();
        return { round, table };
    }
  }

  /** Registers players (and their withdrawals) that are not registered yet; same id with other data is an error. */
  private registerPlayers(players: readonly EventPlayer[], author: string | null): number[] {
    const seqs: number[] = [];
    const current = this.currentEntries();
    const byId = new Map(
      current.filter((e) => e.kind === 'player' && (e.payload as PlayerPayload).action === 'register').map((e) => [(e.payload as RegisterPayload).id, e.payload as RegisterPayload]),
    );
    const withdrawn = new Map(
      current.filter((e) => e.kind === 'player' && (e.payload as PlayerPayload).action === 'withdraw').map((e) => [(e.payload as WithdrawPayload).player, e.payload as WithdrawPayload]),
    );
    for (const p of players) {
      const known = byId.get(p.id);
      if (known !== undefined) {
        if (known.name !== p.name || known['from-round'] !== p['from-round']) {
          throw new StoreError(
            `player ${p.id} is registered as ${JSON.stringify(known.name)}${known['from-round'] ? ` from round ${known['from-round']}` : ''}; the event says ${JSON.stringify(p.name)}${p['from-round'] ? ` from round ${p['from-round']}` : ''}`,
            `игрок ${p.id} зарегистрирован как ${JSON.stringify(known.name)}${known['from-round'] ? ` с тура ${known['from-round']}` : ''}, а в файле турнира — ${JSON.stringify(p.name)}${p['from-round'] ? ` с тура ${p['from-round']}` : ''}`,
          );
        }
      } else {
        const payload: RegisterPayload = { action: 'register', id: p.id, name: p.name };
        if (p['from-round'] !== undefined) payload['from-round'] = p['from-round'];
        seqs.push(this.append({ kind: 'player', payload }, null, null, author));
        byId.set(p.id, payload);
      }
      const after = p['withdrawn-after'];
      if (after !== undefined) {
        const w = withdrawn.get(p.id);
        if (w === undefined) seqs.push(this.append({ kind: 'player', payload: { action: 'withdraw', player: p.id, after } }, null, null, author));
        else if (w.after !== after) throw new StoreError(`player ${p.id} is recorded as withdrawn after round ${w.after}; the event says ${after}`, `игрок ${p.id} записан снятым после тура ${w.after}, а в файле турнира — после тура ${after}`);
      }
    }
    return seqs;
  }

  importEvent(event: EventData, options: WriteOptions = {}): number[] {
    return this.transaction(() =>
      this.writeChecked(options, () => {
        const header = this.header();
        if (header === undefined) throw new StoreError(`${this.file} has no event yet: create it with \`reglament event init\``, `в ${this.file} ещё нет турнира: создайте его командой \`reglament event init\``);
        if (event.seed !== header.seed) throw new StoreError(`the event's seed is ${event.seed} but the store's is ${header.seed}`, `зерно жеребьёвки в файле турнира — ${event.seed}, а в протоколе турнира — ${header.seed}`);
        const existing = this.currentEntries().find((e) => e.kind !== 'player' || (e.payload as PlayerPayload).action === 'substitute');
        if (existing !== undefined) {
          throw new StoreError(`the store already has protocol entries for rounds (entry ${existing.seq}); import works on a store that has only players`, `в файле турнира уже есть записи туров (запись ${existing.seq}); импорт возможен, только пока в нём одни игроки`);
        }
        const author = options.author ?? null;
        const seqs = this.registerPlayers(event.players, author);
        const add = (kind: EntryKind, round: number, table: number | null, payload: unknown) =>
          seqs.push(this.append({ kind, round, table, payload }, null, null, author));
        const file = eventToFile(event);
        file.rounds.forEach((round, ri) => {
          const r = ri + 1;
          for (const sub of round.substitutions ?? []) add('player', r, null, { action: 'substitute', ...sub });
          if (round.tables.length > 0 || round.seating !== undefined) {
            const seating: SeatingPayload = { tables: round.tables.map((t) => ({ players: t.players })) };
            add('seating', r, null, round.seating !== undefined ? { seating: round.seating, ...seating } : seating);
          }
          if (round.wind !== undefined) add('wind', r, null, { wind: round.wind });
          round.tables.forEach((t, ti) => {
            if (t.wind !== undefined) add('wind', r, ti + 1, { wind: t.wind });
            for (const change of t['seat-changes'] ?? []) add('seating', r, ti + 1, change);
            for (const deal of t.deals ?? []) add('deal', r, ti + 1, deal);
            for (const penalty of t.penalties ?? []) add('penalty', r, ti + 1, penalty);
            if (tableResultGiven(t)) {
              const result: Record<string, unknown> = {};
              for (const key of TABLE_RESULT_KEYS) if (t[key] !== undefined) result[key] = t[key];
              add('result', r, ti + 1, result);
            }
          });
        });
        return seqs;
      }),
    )();
  }

  /** Rows up to `asOf`, in seq order. */
  private rows(asOf?: number): EntryRow[] {
    const limit = asOf ?? Number.MAX_SAFE_INTEGER;
    return this.db.prepare('SELECT * FROM entries WHERE seq <= ? ORDER BY seq').all(limit) as EntryRow[];
  }

  effectiveEntries(asOf?: number): StoredEntry[] {
    if (asOf !== undefined && !isCount(asOf, 0)) throw new StoreError(`as-of must be an entry number (a whole number >= 0), got ${String(asOf)}`, `as-of — номер записи (целое число от 0), а указано ${String(asOf)}`);
    const rows = this.rows(asOf);
    const replaced = new Set(rows.filter((r) => r.replaces !== null).map((r) => r.replaces!));
    const originOf = new Map<number, number>();
    for (const r of rows) originOf.set(r.seq, r.replaces === null ? r.seq : (originOf.get(r.replaces) ?? r.replaces));
    return rows
      .filter((r) => !replaced.has(r.seq) && r.payload !== 'null')
      .map((r) => toStored(r, originOf.get(r.seq)!, this.file))
      .sort((a, b) => a.origin - b.origin);
  }

  toEventData(asOf?: number): EventData {
    const header = this.header();
    if (header === undefined) throw new StoreError(`${this.file} has no event yet: create it with \`reglament event init\``, `в ${this.file} ещё нет турнира: создайте его командой \`reglament event init\``);
    const entries = this.effectiveEntries(asOf);
    const players: EventPlayer[] = [];
    const playerIndex = new Map<PlayerId, EventPlayer>();
    const substitutions = new Map<number, EventSubstitution[]>();
    // Entries by round, in one pass: the rounds are then walked without scanning every entry for each.
    const byRound = new Map<number, StoredEntry[]>();
    let lastRound = 0;
    for (const e of entries) {
      if (e.kind !== 'player') {
        const round = e.round ?? 0;
        lastRound = Math.max(lastRound, round);
        const list = byRound.get(round);
        if (list === undefined) byRound.set(round, [e]);
        else list.push(e);
        continue;
      }
      const p = e.payload as PlayerPayload;
      if (p.action === 'register') {
        const player: EventPlayer = { id: p.id, name: p.name };
        if (p['from-round'] !== undefined) player['from-round'] = p['from-round'];
        players.push(player);
        playerIndex.set(p.id, player);
      } else if (p.action === 'withdraw') {
        const player = playerIndex.get(p.player);
        if (player !== undefined) player['withdrawn-after'] = p.after;
      } else {
        const round = e.round ?? 0;
        lastRound = Math.max(lastRound, round);
        const sub: EventSubstitution = { out: p.out, in: p.in };
        if (p['after-deal'] !== undefined) sub['after-deal'] = p['after-deal'];
        if (p.forced === true) sub.forced = true;
        substitutions.set(round, [...(substitutions.get(round) ?? []), sub]);
      }
    }
    const rounds: EventRound[] = [];
    for (let r = 1; r <= lastRound; r++) {
      const inRound = byRound.get(r) ?? [];
      const seating = inRound.find((e) => e.kind === 'seating' && e.table === null)?.payload as SeatingPayload | undefined;
      const tables: EventTable[] = (seating?.tables ?? []).map((t) => ({ players: [...t.players] }));
      const tableAt = (n: number): EventTable => {
        while (tables.length < n) tables.push({ players: [] });
        return tables[n - 1]!;
      };
      const round: EventRound = { tables };
      for (const e of inRound) {
        if (e.kind === 'wind' && e.table === null) round.wind = (e.payload as WindPayload).wind;
      }
      if (seating?.seating !== undefined) round.seating = seating.seating;
      const subs = substitutions.get(r);
      if (subs !== undefined) {
        round.substitutions = subs;
        seatSubstitutes(tables, subs);
      }
      for (const e of inRound) {
        if (e.table === null) continue;
        const table = tableAt(e.table);
        switch (e.kind) {
          case 'wind':
            table.wind = (e.payload as WindPayload).wind;
            break;
          case 'seating': {
            const change = e.payload as SeatChangePayload;
            const changes = [...(table['seat-changes'] ?? []), { 'after-deal': change['after-deal'], players: [...change.players] }];
            table['seat-changes'] = changes.sort((a, b) => a['after-deal'] - b['after-deal']);
            break;
          }
          case 'deal': {
            const deal = e.payload as EventFileDeal;
            (table.deals ??= []).push({ kind: classifyDeal(deal), ...deal } as EventDeal);
            break;
          }
          case 'penalty':
            (table.penalties ??= []).push(e.payload as EventPenalty);
            break;
          case 'result': {
            const result = e.payload as ResultPayload;
            Object.assign(table, Object.fromEntries(TABLE_RESULT_KEYS.flatMap((key) => (result[key] !== undefined ? [[key, result[key]]] : []))));
            break;
          }
          default:
            break;
        }
      }
      rounds.push(reorderRound(round));
    }
    return { regulation: header.regulation, seed: header.seed, players, rounds };
  }

  exportEvent(asOf?: number): EventFile {
    return eventToFile(this.toEventData(asOf));
  }

  history(): HistoryEntry[] {
    const rows = this.rows();
    const replacedBy = new Map(rows.filter((r) => r.replaces !== null).map((r) => [r.replaces!, r.seq]));
    const originOf = new Map<number, number>();
    for (const r of rows) originOf.set(r.seq, r.replaces === null ? r.seq : (originOf.get(r.replaces) ?? r.replaces));
    return rows.map((r) => ({ ...toStored(r, originOf.get(r.seq)!, this.file), replacedBy: replacedBy.get(r.seq) ?? null }));
  }

  verifyChain(): ChainReport {
    return unlessBusy(this.file, () => verifyChain(this.db));
  }

  close(): void {
    this.db.close();
  }

  /** The connection, for the side tables of the same file (store/hall-*.ts), so that a write can span both. */
  get connection(): Database.Database {
    return this.db;
  }
}

/** The SQLite connection of an open store: the hall's side tables live in the same file and transactions. */
export function connectionOf(store: EventStore): Database.Database {
  if (!(store instanceof SqliteEventStore)) throw new StoreError('the hall needs an SQLite event store', 'залу нужен файл турнира SQLite');
  return store.connection;
}

/**
 * A substitution from the start of a round recorded after its seating: the substitute takes the seat of the player
 * he replaces (the seating was drawn before anyone knew). One recorded before the seating needs nothing: the seating
 * already put the substitute there. A substitute already seated elsewhere in the round is left for the event checks.
 */
function seatSubstitutes(tables: EventTable[], subs: readonly EventSubstitution[]): void {
  const seated = new Set(tables.flatMap((t) => t.players));
  for (const sub of subs) {
    if (sub['after-deal'] !== undefined || seated.has(sub.in)) continue;
    for (const t of tables) {
      const seat = t.players.indexOf(sub.out);
      if (seat < 0) continue;
      t.players[seat] = sub.in;
      seated.delete(sub.out);
      seated.add(sub.in);
    }
  }
}

/** A round with its keys in the file's order (wind, seating, substitutions, tables). */
function reorderRound(round: EventRound): EventRound {
  const out: Partial<EventRound> = {};
  if (round.wind !== undefined) out.wind = round.wind;
  if (round.seating !== undefined) out.seating = round.seating;
  if (round.substitutions !== undefined) out.substitutions = round.substitutions;
  out.tables = round.tables;
  return out as EventRound;
}

/** A row as a StoredEntry. */
function toStored(r: EntryRow, origin: number, file: string): StoredEntry {
  return {
    seq: r.seq,
    at: r.at,
    kind: r.kind,
    round: r.round,
    table: r.table_no,
    payload: readRowPayload(r, file),
    replaces: r.replaces,
    reason: r.reason,
    author: r.author,
    origin,
  };
}
