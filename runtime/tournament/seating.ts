/**
 * Seating of a round: by lot (usually round 1) or "strongest with strongest" (the Italian system: players in
 * standings order, four to a table), optionally with fewer repeat meetings.
 * Input: the round's active players (late entries, withdrawals and substitutes already applied by the caller), the
 * event seed and round number for a lot, or the standings order and the meeting history for the Italian system.
 * Output: tables of four in seat order East, South, West, North, and the players who sit out.
 * Deterministic: the same inputs give the same seating. Imports only runtime/random.ts and the tournament types.
 */
import { createRandom, deriveSeed, shuffle } from '../random.js';
import { MeetingHistory } from './meeting-history.js';
import type { PlayerId } from './types.js';

/**
 * A round's seating. Each table lists its players in seat order East, South, West, North at the first deal.
 * When the number of players is not a multiple of four, `n % 4` players sit out (the lowest ranked, or by lot the
 * last drawn): the judge consolidates the tables (moves players between tables) as the regulation allows, or the
 * caller passes a player count that is a multiple of four in the first place.
 */
export interface Seating {
  tables: PlayerId[][];
  sittingOut: PlayerId[];
}

/** Options of seatStrongestWithStrongest. */
export interface StrongestWithStrongestOptions {
  /** Moves players between neighbouring tables (at most one table from their place) to avoid repeat meetings. */
  avoidRepeats?: boolean;
  /** How many times each pair already sat at one table (see meetings). */
  met?: MeetingHistory | undefined;
}

/** Players per table. */
const TABLE = 4;

/** Sweeps over the neighbouring table pairs at most this many times (each sweep is linear in the player count). */
const MAX_SWEEPS = 4;

/** Throws on a player listed twice: a caller's mistake that would seat someone at two tables. */
function assertDistinct(players: readonly PlayerId[]): void {
  const seen = new Set<PlayerId>();
  for (const p of players) {
    if (seen.has(p)) throw new RangeError(`player ${JSON.stringify(p)} is listed twice`);
    seen.add(p);
  }
}

/** Cuts a list into tables of four in order; the remaining `n % 4` players sit out. */
function cutTables(order: readonly PlayerId[]): Seating {
  const playing = order.length - (order.length % TABLE);
  const tables: PlayerId[][] = [];
  for (let i = 0; i < playing; i += TABLE) tables.push(order.slice(i, i + TABLE));
  return { tables, sittingOut: order.slice(playing) };
}

/**
 * Counts how many times each pair sat at one table over the given rounds (each round a list of tables, of any size).
 * With `into`, adds to that history (e.g. the history so far) and returns it.
 */
export function meetings(rounds: readonly (readonly (readonly PlayerId[])[])[], into: MeetingHistory = new MeetingHistory()): MeetingHistory {
  for (const tables of rounds) {
    for (const table of tables) into.addTable(table);
  }
  return into;
}

/** Counts the repeat meetings of a seating: over the pairs at each table, the times that pair already met. */
export function countRepeats(tables: readonly (readonly PlayerId[])[], met: MeetingHistory): number {
  let total = 0;
  for (const table of tables) {
    for (let i = 0; i < table.length; i++) {
      for (let j = i + 1; j < table.length; j++) total += met.times(table[i]!, table[j]!);
    }
  }
  return total;
}

/**
 * Seats a round by lot: the players (taken in code-unit order of their ids, so the order the caller lists them in
 * does not matter) are shuffled with the stream deriveSeed(seed, 'seating', round), then cut into tables of four in
 * drawn order; the order within a table is the seat order East, South, West, North. The last `n % 4` drawn sit out.
 */
export function seatByLot(players: readonly PlayerId[], seed: number, round: number): Seating {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`a round is numbered from 1, got ${round}`);
  assertDistinct(players);
  const canonical = [...players].sort();
  return cutTables(shuffle(canonical, createRandom(deriveSeed(seed, 'seating', round))));
}

/**
 * Seats a round "strongest with strongest": `ranked` is in standings order (strongest first); tables of four are
 * cut in that order (1-2-3-4, 5-6-7-8, ...) and the lowest-ranked `n % 4` sit out. Within a table the stronger
 * player sits East, the next South, and so on (the first announced at a table is East). With `avoidRepeats` and a
 * meeting history, players are exchanged between neighbouring tables only, each player ending at most one table
 * from his strongest-with-strongest table, to lower the total number of repeat meetings: a deterministic local
 * improvement (not a global optimum) in a bounded number of linear sweeps, never worse than without the option.
 */
export function seatStrongestWithStrongest(ranked: readonly PlayerId[], options: StrongestWithStrongestOptions = {}): Seating {
  assertDistinct(ranked);
  const seating = cutTables(ranked);
  if (options.avoidRepeats === true && options.met !== undefined && options.met.size > 0 && seating.tables.length > 1) {
    seating.tables = reduceRepeats(ranked, seating.tables.length, options.met);
  }
  return seating;
}

/** A way to split eight players (two neighbouring tables) into an upper and a lower table. */
interface Split {
  /** Bit i set: player i of the eight sits at the upper table. */
  mask: number;
  /** The twelve pairs seated together (six per table), as cells 8 * i + j (i < j) of the eight's meeting matrix. */
  cells: Uint8Array;
}

/** Every split of eight players into two tables of four, in increasing mask order. */
const SPLITS: readonly Split[] = (() => {
  const out: Split[] = [];
  for (let mask = 0; mask < 256; mask++) {
    let upper = 0;
    for (let i = 0; i < 8; i++) upper += (mask >> i) & 1;
    if (upper !== TABLE) continue;
    const cells: number[] = [];
    for (let i = 0; i < 8; i++) {
      for (let j = i + 1; j < 8; j++) if (((mask >> i) & 1) === ((mask >> j) & 1)) cells.push(8 * i + j);
    }
    out.push({ mask, cells: Uint8Array.from(cells) });
  }
  return out;
})();

/** Two tables' standings indexes (each in increasing order, as reduceRepeats keeps them) merged in increasing order. */
function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i]! < b[j]!) ? a[i++]! : b[j++]!);
  return out;
}

/** True when the upper table `a` holds the strongest player on which it differs from `b` (bit i: i-th strongest). */
function holdsStrongerFirst(a: number, b: number): boolean {
  const diff = a ^ b;
  return (a & diff & -diff) !== 0;
}

/**
 * Lowers the repeat meetings of the strongest-with-strongest tables. Players are handled as standings indexes; the
 * strongest-with-strongest table of index i is floor(i / 4). Sweeps the neighbouring pairs of tables top to bottom
 * and, where the two tables hold a repeat, takes the split of their eight players with the fewest repeats that keeps
 * everyone within one table of his own, if strictly better than the tables as they are. Among equally good splits
 * it takes the least disturbance of the standings: the smallest sum of the upper table's standings indexes, then
 * the upper table holding the strongest player on which two splits differ. A pair of tables is looked at again
 * only after one of them changed. Stops after a sweep without change, or after MAX_SWEEPS sweeps.
 */
function reduceRepeats(ranked: readonly PlayerId[], tableCount: number, met: MeetingHistory): PlayerId[][] {
  const tables: number[][] = [];
  for (let t = 0; t < tableCount; t++) tables.push([TABLE * t, TABLE * t + 1, TABLE * t + 2, TABLE * t + 3]);
  // The history is read by the players' numbers there, looked up once per call.
  const numbers = met.numbersOf(ranked);
  const metOf = (i: number, j: number): number => met.timesOf(numbers[i]!, numbers[j]!);
  const costOf = (table: readonly number[]): number => {
    let c = 0;
    for (let i = 0; i < TABLE; i++) for (let j = i + 1; j < TABLE; j++) c += metOf(table[i]!, table[j]!);
    return c;
  };
  const cost = tables.map(costOf);
  // A pair of tables left as it was need not be looked at again until one of its tables changes.
  const changedAt = new Int32Array(tableCount); // the step at which each table last changed (0: never)
  const lookedAt = new Int32Array(tableCount).fill(-1); // the step at which each pair (t, t + 1) was last looked at
  let step = 0;
  const matrix = new Float64Array(64);

  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let changed = false;
    for (let t = 0; t + 1 < tableCount; t++) {
      const current = cost[t]! + cost[t + 1]!;
      step++;
      if (current === 0 || lookedAt[t]! >= Math.max(changedAt[t]!, changedAt[t + 1]!)) continue;
      lookedAt[t] = step;
      // The eight players strongest first: bit i of a split's mask is the i-th strongest of them.
      const eight = mergeSorted(tables[t]!, tables[t + 1]!);
      for (let i = 0; i < 8; i++) for (let j = i + 1; j < 8; j++) matrix[8 * i + j] = metOf(eight[i]!, eight[j]!);
      // Who may sit where (the eight come from own tables t - 1 .. t + 2): the upper table t takes players whose own
      // table is at most t + 1, the lower table t + 1 players whose own table is at least t.
      let mayGoUp = 0;
      let mayGoDown = 0;
      for (let i = 0; i < 8; i++) {
        const own = Math.floor(eight[i]! / TABLE);
        if (own <= t + 1) mayGoUp |= 1 << i;
        if (own >= t) mayGoDown |= 1 << i;
      }
      let best: Split | null = null;
      let bestCost = current;
      let bestWeakness = 0;
      for (const split of SPLITS) {
        if ((split.mask & ~mayGoUp) !== 0 || (~split.mask & 0xff & ~mayGoDown) !== 0) continue;
        let c = 0;
        for (let k = 0; k < 12; k++) c += matrix[split.cells[k]!]!;
        if (c > bestCost || (c === bestCost && best === null)) continue;
        let weakness = 0; // the sum of the upper table's standings indexes: lower is a stronger upper table
        for (let i = 0; i < 8; i++) if ((split.mask >> i) & 1) weakness += eight[i]!;
        if (c < bestCost || weakness < bestWeakness || (weakness === bestWeakness && holdsStrongerFirst(split.mask, best!.mask))) {
          best = split;
          bestCost = c;
          bestWeakness = weakness;
        }
      }
      if (best === null) continue;
      const nextUpper: number[] = [];
      const nextLower: number[] = [];
      for (let i = 0; i < 8; i++) ((best.mask >> i) & 1 ? nextUpper : nextLower).push(eight[i]!);
      tables[t] = nextUpper; // in standings order, as `eight` is
      tables[t + 1] = nextLower;
      cost[t] = costOf(tables[t]!);
      cost[t + 1] = costOf(tables[t + 1]!);
      changedAt[t] = step;
      changedAt[t + 1] = step;
      changed = true;
    }
    if (!changed) break;
  }
  return tables.map((table) => table.map((i) => ranked[i]!));
}
