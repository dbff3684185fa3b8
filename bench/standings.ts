/**
 * The `standings` section of the benchmark: the standings of a large event computed from its recorded results.
 * Input: the compiled regulation (its tournament section: table points, tie-break chain), a seed, the number of
 * players and rounds (default 10,000 players, 10 rounds) and of timed passes.
 * Output: milliseconds for the standings after the last round from the rounds' results (`standingsMs`: table points
 * of every table, totals, the tie-break order), and from the event data (`standingsFromEventMs`: recorded deals read
 * into deal outcomes first), medians of the passes, and the lines of the readable summary.
 * The event is generated deterministically from the seed (untimed): every round seated by lot, four deals a table,
 * a winner drawn per deal who collects three times a drawn value (a tenth of the deals redeals, one in fifty a limit
 * hand of 2000 from each).
 */
import { performance } from 'node:perf_hooks';
import {
  computeStandings, createRandom, deriveSeed, evaluateEvent, playersOf, seatByLot,
  type DealOutcome, type EventData, type RecordedDeal, type RegulationIR, type RoundResult,
} from '../runtime/index.js';
import { median, round } from './timing.js';
import { tableRulesOf } from '../games/index.js';

/** Players of the standings benchmark. */
export const STANDINGS_PLAYERS = 10_000;
/** Rounds of the standings benchmark. */
export const STANDINGS_ROUNDS = 10;
/** The target: the standings after the last round, from the event data, within this many milliseconds on one core. */
export const STANDINGS_TARGET_MS = 300;

/** Settings of measureStandings. */
export interface StandingsBenchOptions {
  regulation: RegulationIR;
  seed: number;
  players?: number;
  rounds?: number;
  /** Timed runs; the median is reported (default 5). */
  passes?: number;
}

/** Result of measureStandings. */
export interface StandingsBenchResult {
  players: number;
  rounds: number;
  /** Median ms: standings from the rounds' results. */
  standingsMs: number;
  /** Median ms: standings from the event data (recorded deals read first). */
  fromEventMs: number;
  /** The leader after the last round (a digest that the runs agree on). */
  leader: string;
  summary: string[];
}

/** A generated event: the same recorded deals as event data. */
function generateEvent(n: number, rounds: number, seed: number): EventData {
  const ids = Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(5, '0')}`);
  const rand = createRandom(deriveSeed(seed, 'bench-standings'));
  return {
    regulation: 'bench',
    seed,
    players: ids.map((id) => ({ id, name: id })),
    rounds: Array.from({ length: rounds }, (_, r) => ({
      seating: 'lot' as const,
      tables: seatByLot(ids, seed, r + 1).tables.map((players) => ({
        players,
        deals: Array.from({ length: 4 }, (): RecordedDeal => {
          if (rand() < 0.1) return { kind: 'recorded', vists: Object.fromEntries(players.map((p) => [p, 0])) };
          const winner = players[Math.floor(rand() * players.length)]!;
          const limit = rand() < 0.02;
          const value = limit ? 2000 : 8 * (1 + Math.floor(rand() * 64));
          const vists = Object.fromEntries(players.map((p) => [p, p === winner ? value * (players.length - 1) : -value]));
          return { kind: 'recorded', vists, mahjong: winner, ...(limit ? { limit: true } : {}) };
        }),
      })),
    })),
  };
}

/** The rounds' results of a generated event (the same as evaluateEvent gives, built directly). */
function resultsOf(event: EventData): RoundResult[] {
  return event.rounds.map((round) => ({
    tables: round.tables.map((table) => ({
      players: table.players,
      deals: (table.deals ?? []).map((d): DealOutcome => {
        const r = d as RecordedDeal;
        const winner = typeof r.mahjong === 'string' ? r.mahjong : undefined;
        // A recorded limit hand was paid its limit value and was a limit combination (as evaluateEvent reads it).
        return { vists: r.vists!, ...(winner ? { winners: [winner] } : {}), ...(r.limit === true ? { bonusConditions: ['limit-value', 'combination'] as const } : {}), redeal: winner === undefined, payments: [], adjustments: [] };
      }),
      adjustments: [],
    })),
  }));
}

/** Measures the standings of a generated event: from its results, and from its event data. */
export function measureStandings(options: StandingsBenchOptions): StandingsBenchResult {
  const n = options.players ?? STANDINGS_PLAYERS;
  const rounds = options.rounds ?? STANDINGS_ROUNDS;
  const passes = options.passes ?? 5;
  const regulation = options.regulation;
  const ir = regulation.tournament;
  if (ir === undefined) throw new Error(`${regulation.regulation} has no tournament section`);
  const event = generateEvent(n, rounds, options.seed);
  const results = resultsOf(event);
  const players = playersOf(event);

  const warm = generateEvent(Math.min(n, 2000), rounds, options.seed + 1); // JIT warm-up on a smaller event
  computeStandings(ir, resultsOf(warm), playersOf(warm));
  computeStandings(ir, evaluateEvent(regulation, warm, tableRulesOf(regulation)).rounds, playersOf(warm));

  const direct: number[] = [];
  const fromEvent: number[] = [];
  const leaders = new Set<string>();
  for (let i = 0; i < passes; i++) {
    let start = performance.now();
    const rows = computeStandings(ir, results, players);
    direct.push(performance.now() - start);
    leaders.add(`${rows[0]!.player} ${rows[0]!.points} ${rows[0]!.vists}`);
    start = performance.now();
    const evaluated = evaluateEvent(regulation, event, tableRulesOf(regulation));
    const again = computeStandings(ir, evaluated.rounds, playersOf(event));
    fromEvent.push(performance.now() - start);
    leaders.add(`${again[0]!.player} ${again[0]!.points} ${again[0]!.vists}`);
  }
  if (leaders.size !== 1) throw new Error(`standings are not deterministic: ${[...leaders].join(' / ')}`);
  const standingsMs = round(median(direct));
  const fromEventMs = round(median(fromEvent));
  const fmt = (k: number): string => Math.round(k).toLocaleString('en-US');
  const verdict = (ms: number): string => (ms <= STANDINGS_TARGET_MS ? 'met' : 'not met');
  return {
    players: n, rounds, standingsMs, fromEventMs, leader: [...leaders][0]!,
    summary: [
      `standings ${fmt(n)} players, ${rounds} rounds, ${fmt((n / 4) * rounds * 4)} deals under ${regulation.regulation} (median of ${passes} runs):`,
      `         from the results: ${standingsMs} ms; from the event data: ${fromEventMs} ms; target ${STANDINGS_TARGET_MS} ms from the event data: ${verdict(fromEventMs)}`,
    ],
  };
}
