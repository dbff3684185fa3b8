/**
 * The prevailing wind of a round: from the regulation's list (the wind of round 1, 2, ...), or drawn by lot for the
 * whole round or separately at each table.
 * Input: the list, the round number, the event seed, the scope of a lot and the number of tables.
 * Output: the round's wind or each table's wind, and whether it was drawn (the caller records the draw).
 * Deterministic: the same seed, round and table always draw the same wind. Imports only runtime/random.ts and the
 * tournament types.
 */
import { createRandom, deriveSeed } from '../random.js';
import type { SeatWind } from './types.js';

/** The winds in drawing order: a draw of k in 0..3 is WIND_ORDER[k]. */
const WIND_ORDER: readonly SeatWind[] = ['E', 'S', 'W', 'N'];

/** An entry of a regulation's wind list: a wind, or `lot` (drawn). */
export type WindEntry = SeatWind | 'lot';

/** Where a wind drawn by lot applies: to the whole round, or to one table (each table draws its own). */
export type WindScope = 'round' | 'table';

/** The prevailing wind of one round. */
export interface RoundWind {
  /** The wind of every table; null when each table drew its own (see perTable). */
  wind: SeatWind | null;
  /** Each table's wind (table 1 first) when the tables drew separately; null otherwise. */
  perTable: SeatWind[] | null;
  /** True when the wind was drawn by lot (the caller records it with the seed). */
  drawn: boolean;
}

/** Throws unless `n` is an integer from `min` on. */
function assertInteger(what: string, n: number, min: number): void {
  if (!Number.isSafeInteger(n) || n < min) throw new RangeError(`${what} must be an integer from ${min}, got ${n}`);
}

/**
 * Draws a prevailing wind by lot, uniform over East, South, West, North, from the stream
 * deriveSeed(seed, 'wind', round) for the whole round or deriveSeed(seed, 'wind', round, table) for one table
 * (rounds and tables numbered from 1).
 */
export function drawRoundWind(seed: number, round: number, table?: number): SeatWind {
  assertInteger('a round', round, 1);
  if (table !== undefined) assertInteger('a table', table, 1);
  const derived = table === undefined ? deriveSeed(seed, 'wind', round) : deriveSeed(seed, 'wind', round, table);
  return WIND_ORDER[Math.floor(createRandom(derived)() * WIND_ORDER.length)]!;
}

/**
 * Returns the prevailing wind of a round from the regulation's list: entry k is the wind of round k + 1, and past
 * the end of the list the last entry repeats. A `lot` entry is drawn with drawRoundWind: once for the whole round
 * when `scope` is 'round', or at each of the `tables` tables (numbered from 1) when `scope` is 'table' (the players
 * at a table draw it themselves). A wind given by the list applies to every table whatever the scope.
 */
export function roundWind(list: readonly WindEntry[], round: number, seed: number, scope: WindScope, tables: number): RoundWind {
  if (list.length === 0) throw new RangeError('the wind list is empty');
  assertInteger('a round', round, 1);
  assertInteger('the number of tables', tables, 0);
  const entry = list[Math.min(round, list.length) - 1]!;
  if (entry !== 'lot') return { wind: entry, perTable: null, drawn: false };
  if (scope === 'round') return { wind: drawRoundWind(seed, round), perTable: null, drawn: true };
  const perTable: SeatWind[] = [];
  for (let t = 1; t <= tables; t++) perTable.push(drawRoundWind(seed, round, t));
  return { wind: null, perTable, drawn: true };
}
