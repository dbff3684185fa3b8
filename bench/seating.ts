/**
 * The `seating` section of the benchmark: a large event seated round after round.
 * Input: a seed, the number of players and rounds (default 10,000 players, 10 rounds) and of timed passes.
 * Output: milliseconds per round and in total, without and with avoidRepeats, the repeat meetings of each, and the
 * lines of the readable summary. Round 1 is seated by lot, rounds 2 .. N strongest with strongest from a
 * pseudo-ranking: each player has a hidden strength, each table's places follow strength plus noise (seeded), and
 * place points 3-2-1-0 add up; the standings are the totals (then strength, then id). The results are computed
 * outside the timed part; with avoidRepeats the timed part includes updating the meeting history.
 */
import { performance } from 'node:perf_hooks';
import { countRepeats, createRandom, deriveSeed, MeetingHistory, meetings, seatByLot, seatStrongestWithStrongest, type PlayerId } from '../runtime/index.js';
import { median, round } from './timing.js';

/** Players of the seating benchmark. */
export const SEATING_PLAYERS = 10_000;
/** Rounds of the seating benchmark. */
export const SEATING_ROUNDS = 10;
/** The target: all rounds of the benchmark seated within this many milliseconds on one core. */
export const SEATING_TARGET_MS = 300;

/** Settings of measureSeating. */
export interface SeatingBenchOptions {
  seed: number;
  players?: number;
  rounds?: number;
  /** Timed runs of the whole event; the median is reported (default 5). */
  passes?: number;
}

/** Figures of one way of seating (without or with avoidRepeats). */
export interface SeatingFigures {
  /** Median milliseconds of each round (round 1 first). */
  roundMs: number[];
  /** Median milliseconds of the whole event. */
  totalMs: number;
  /** Repeat meetings over rounds 2 .. N (each pair counted as often as it had met before). */
  repeats: number;
}

/** Result of measureSeating. */
export interface SeatingBenchResult {
  players: number;
  rounds: number;
  plain: SeatingFigures;
  avoidRepeats: SeatingFigures;
  /** Lines of the readable summary. */
  summary: string[];
}

/** One simulated event: the seating time of each round and the repeat meetings. */
interface EventRun {
  roundMs: number[];
  repeats: number;
  /** A digest of the seatings, to check that every run seats the same way. */
  digest: string;
}

/** Plays one event: seats every round (timed), then makes up the round's results (untimed) for the next ranking. */
function runEvent(players: readonly PlayerId[], strength: readonly number[], seed: number, rounds: number, avoidRepeats: boolean): EventRun {
  const index = new Map(players.map((p, i) => [p, i]));
  const points = new Array<number>(players.length).fill(0);
  const met = new MeetingHistory();
  const roundMs: number[] = [];
  let repeats = 0;
  let digest = 0;
  let ranked: PlayerId[] = [...players];
  for (let r = 1; r <= rounds; r++) {
    const start = performance.now();
    const seating = r === 1 ? seatByLot(players, seed, r) : seatStrongestWithStrongest(ranked, { avoidRepeats, met: avoidRepeats ? met : undefined });
    let ms = performance.now() - start;
    repeats += countRepeats(seating.tables, met); // untimed: before this round's meetings join the history
    const update = performance.now();
    meetings([seating.tables], met);
    if (avoidRepeats) ms += performance.now() - update; // keeping the history is part of avoiding repeats
    roundMs.push(ms);
    // Results: within each table, places by strength plus noise; place points 3, 2, 1, 0.
    const rand = createRandom(deriveSeed(seed, 'bench-results', r));
    for (const table of seating.tables) {
      const byForm = table.map((p) => ({ i: index.get(p)!, form: strength[index.get(p)!]! + rand() })).sort((a, b) => b.form - a.form);
      byForm.forEach((x, place) => (points[x.i]! += 3 - place));
      digest = (Math.imul(digest, 31) + index.get(table[0]!)! * 7 + index.get(table[3]!)!) | 0;
    }
    ranked = [...players].sort((a, b) => {
      const i = index.get(a)!;
      const j = index.get(b)!;
      return points[j]! - points[i]! || strength[j]! - strength[i]! || (a < b ? -1 : a > b ? 1 : 0);
    });
  }
  return { roundMs, repeats, digest: String(digest) };
}

/** Times the seating of one event `passes` times (after a warm-up) and keeps the median of each round. */
function measure(players: readonly PlayerId[], strength: readonly number[], seed: number, rounds: number, passes: number, avoidRepeats: boolean): SeatingFigures {
  runEvent(players.slice(0, Math.min(players.length, 2000)), strength, seed, rounds, avoidRepeats); // warm-up (JIT)
  const runs: EventRun[] = [];
  for (let i = 0; i < passes; i++) runs.push(runEvent(players, strength, seed, rounds, avoidRepeats));
  if (runs.some((run) => run.digest !== runs[0]!.digest || run.repeats !== runs[0]!.repeats)) {
    throw new Error('seating is not deterministic: two runs of the same event seated differently');
  }
  const roundMs = Array.from({ length: rounds }, (_, r) => round(median(runs.map((run) => run.roundMs[r]!))));
  const totalMs = round(median(runs.map((run) => run.roundMs.reduce((s, ms) => s + ms, 0))));
  return { roundMs, totalMs, repeats: runs[0]!.repeats };
}

/** Measures seating an event round after round, without and with avoidRepeats. */
export function measureSeating(options: SeatingBenchOptions): SeatingBenchResult {
  const n = options.players ?? SEATING_PLAYERS;
  const rounds = options.rounds ?? SEATING_ROUNDS;
  const passes = options.passes ?? 5;
  const players = Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(5, '0')}`);
  const rand = createRandom(deriveSeed(options.seed, 'bench-strength'));
  const strength = players.map(() => rand() * 4); // noise is rand() in [0, 1): a strong player usually wins
  const plain = measure(players, strength, options.seed, rounds, passes, false);
  const avoid = measure(players, strength, options.seed, rounds, passes, true);
  const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
  const verdict = (ms: number): string => (ms <= SEATING_TARGET_MS ? 'met' : 'not met');
  const summary = [
    `seating  ${fmt(n)} players, ${rounds} rounds (1 by lot, then strongest with strongest; median of ${passes} runs):`,
    `         plain:          ${plain.totalMs} ms total; per round ${plain.roundMs.join(' / ')} ms; ${fmt(plain.repeats)} repeat meetings`,
    `         avoid repeats:  ${avoid.totalMs} ms total; per round ${avoid.roundMs.join(' / ')} ms; ${fmt(avoid.repeats)} repeat meetings`,
    `         target ${SEATING_TARGET_MS} ms for the whole event: plain ${verdict(plain.totalMs)}, avoid repeats ${verdict(avoid.totalMs)}`,
  ];
  return { players: n, rounds, plain, avoidRepeats: avoid, summary };
}
