/**
 * The round timer as a log: the judge starts a round's time, extends it for one table (or all) and stops it. The
 * timer in force is the last start with what followed it; end times are computed from the log, so a restarted desk
 * shows the same clock.
 */
import type Database from 'better-sqlite3';
import { StoreError } from './event-store.js';
import { writeTransaction } from './hall-db.js';

/** One action of the log. */
export type TimerAction =
  | { action: 'start'; round: number; minutes: number }
  | { action: 'extend'; table: number | null; minutes: number }
  | { action: 'stop' };

/** An action as kept. */
export type TimerEvent = TimerAction & { seq: number; at: string; author: string | null };

/** The timer in force: a round's time, its extensions, and whether it was stopped. */
export interface RoundTimer {
  round: number;
  startedAt: string;
  /** The round's length as started, in minutes. */
  minutes: number;
  /** Extra minutes of every table. */
  allTables: number;
  /** Extra minutes of single tables (on top of `allTables`), by table number. */
  tables: Record<number, number>;
  stoppedAt: string | null;
}

/** The longest round the timer takes, in minutes, and the largest extension at once. */
export const TIMER_LIMITS = { roundMinutes: 600, extensionMinutes: 120 } as const;

interface TimerRow {
  seq: number;
  at: string;
  action: 'start' | 'extend' | 'stop';
  round: number | null;
  table_no: number | null;
  minutes: number | null;
  author: string | null;
}

/** Every action of the log, in order. */
export function timerLog(db: Database.Database): TimerEvent[] {
  return (db.prepare('SELECT * FROM hall_timer ORDER BY seq').all() as TimerRow[]).map((r) => {
    const base = { seq: r.seq, at: r.at, author: r.author };
    if (r.action === 'start') return { ...base, action: 'start', round: r.round!, minutes: r.minutes! };
    if (r.action === 'extend') return { ...base, action: 'extend', table: r.table_no, minutes: r.minutes! };
    return { ...base, action: 'stop' };
  });
}

/** The timer in force after a log (undefined before the first start). */
export function roundTimerOf(log: readonly TimerEvent[]): RoundTimer | undefined {
  let timer: RoundTimer | undefined;
  for (const e of log) {
    if (e.action === 'start') timer = { round: e.round, startedAt: e.at, minutes: e.minutes, allTables: 0, tables: {}, stoppedAt: null };
    else if (timer === undefined || timer.stoppedAt !== null) continue;
    else if (e.action === 'extend' && e.table === null) timer.allTables += e.minutes;
    else if (e.action === 'extend' && e.table !== null) timer.tables[e.table] = (timer.tables[e.table] ?? 0) + e.minutes;
    else if (e.action === 'stop') timer.stoppedAt = e.at;
  }
  return timer;
}

/** Whether `n` is a number of minutes in (0, max] (a start) or [-max, max] without 0 (an extension). */
function minutesOk(n: unknown, max: number, signed: boolean): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n !== 0 && Math.abs(n) <= max && (signed || n > 0) && Number.isInteger(n * 60);
}

/** Appends an action to the log; refuses one that makes no sense (a number out of range, extending no timer). */
export function logTimer(db: Database.Database, a: TimerAction, author: string | null, at: string): void {
  writeTransaction(db, () => {
    const current = roundTimerOf(timerLog(db));
    const running = current !== undefined && current.stoppedAt === null;
    if (a.action === 'start') {
      if (!Number.isSafeInteger(a.round) || a.round < 1) throw new StoreError(`round must be a whole number >= 1, got ${String(a.round)}`, `номер тура — целое число от 1, а указано ${String(a.round)}`);
      if (!minutesOk(a.minutes, TIMER_LIMITS.roundMinutes, false)) throw new StoreError(`a round lasts from 1 second to ${TIMER_LIMITS.roundMinutes} minutes, got ${String(a.minutes)}`, `тур длится от 1 секунды до ${TIMER_LIMITS.roundMinutes} мин, а указано ${String(a.minutes)}`);
      db.prepare("INSERT INTO hall_timer (at, action, round, minutes, author) VALUES (?, 'start', ?, ?, ?)").run(at, a.round, a.minutes, author);
      return;
    }
    if (!running) throw new StoreError('no round timer is running', 'таймер тура не запущен');
    if (a.action === 'extend') {
      if (a.table !== null && (!Number.isSafeInteger(a.table) || a.table < 1)) throw new StoreError(`table must be a whole number >= 1, got ${String(a.table)}`, `номер стола — целое число от 1, а указано ${String(a.table)}`);
      if (!minutesOk(a.minutes, TIMER_LIMITS.extensionMinutes, true)) throw new StoreError(`an extension is from -${TIMER_LIMITS.extensionMinutes} to ${TIMER_LIMITS.extensionMinutes} minutes, not 0; got ${String(a.minutes)}`, `добавка времени — от -${TIMER_LIMITS.extensionMinutes} до ${TIMER_LIMITS.extensionMinutes} мин, не 0; указано ${String(a.minutes)}`);
      db.prepare("INSERT INTO hall_timer (at, action, table_no, minutes, author) VALUES (?, 'extend', ?, ?, ?)").run(at, a.table, a.minutes, author);
      return;
    }
    db.prepare("INSERT INTO hall_timer (at, action, author) VALUES (?, 'stop', ?)").run(at, author);
  });
}
