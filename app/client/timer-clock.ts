/**
 * The round timer on the pages: each table's end (the round's length, the extension of every table and its own),
 * the time left by the server's clock, the regulation's time rules that apply to a table now, and the clock's text.
 */

/** The timer in force (the store's `RoundTimer`, as the server sends it). */
export interface TimerInfo {
  round: number;
  startedAt: string;
  minutes: number;
  allTables: number;
  tables: Record<string, number>;
  stoppedAt: string | null;
}

/** A time rule with what each table does (the server's `HallTimeRule`). */
export interface TimeRuleInfo {
  setting: string;
  name: { ru: string; en: string };
  clause: string;
  minutesBeforeEnd: number;
  tables: Record<string, { ru: string; en: string }>;
}

/** The server's answer of `/api/timer`. */
export interface TimerAnswer {
  now: string;
  timer: TimerInfo | null;
  timeRules: TimeRuleInfo[];
  round: { number: number; tables: Array<{ table: number; players: number }> } | null;
}

/** The offset of the server's clock from this browser's (ms), from the `now` of an answer. */
export function clockOffset(serverNow: string): number {
  return Date.parse(serverNow) - Date.now();
}

/** The extra minutes of a table (every table's and its own). */
export function extraMinutes(timer: TimerInfo, table: number): number {
  return timer.allTables + (timer.tables[String(table)] ?? 0);
}

/** The time left at a table (ms; negative once over), by the server's clock `now` (ms). */
export function remainingMs(timer: TimerInfo, table: number, now: number): number {
  const end = Date.parse(timer.startedAt) + (timer.minutes + extraMinutes(timer, table)) * 60_000;
  const at = timer.stoppedAt !== null ? Math.min(now, Date.parse(timer.stoppedAt)) : now;
  return end - at;
}

/** "12:05", "1:02:03", and "−0:42" once the time is over. */
export function formatClock(ms: number): string {
  const sign = ms < 0 ? '−' : '';
  // Counting down, a started second is shown whole (00:01 until the end); over time, full seconds past.
  const total = ms < 0 ? Math.floor(-ms / 1000) : Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${sign}${h}:${two(m)}:${two(s)}` : `${sign}${m}:${two(s)}`;
}

/** The time rules that apply with `left` ms left (announced and not yet over), the latest announced first. */
export function rulesInForce(rules: readonly TimeRuleInfo[], left: number): TimeRuleInfo[] {
  return rules.filter((r) => left <= r.minutesBeforeEnd * 60_000).sort((a, b) => a.minutesBeforeEnd - b.minutesBeforeEnd);
}
