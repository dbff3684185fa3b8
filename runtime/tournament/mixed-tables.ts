/**
 * Tables of mixed sizes (e.g. 4 and 3 at a card table): how many tables of each allowed size seat a number of
 * players, and a list of players cut into such tables in order.
 * Input: the allowed sizes, preferred first, and a count or an ordered list of players. Output: table sizes in
 * seating order (larger preferred sizes first) and a Seating. Pure and deterministic. Imports only seating.ts.
 */
import type { Seating } from './seating.js';
import type { PlayerId } from './types.js';

/**
 * The sizes of the tables that seat `n` players: as many tables of the first size as still lets the rest be seated
 * at tables of the later sizes (recursively), preferred sizes first. When no split seats everyone, the split that
 * seats the most (the rest sit out). [4, 3]: 7 -> [4, 3], 9 -> [3, 3, 3], 13 -> [4, 3, 3, 3], 5 -> [4] (one out).
 */
export function splitTables(n: number, sizes: readonly number[]): number[] {
  let best: number[] = [];
  let bestSeated = -1;
  const search = (left: number, k: number, acc: number[]): boolean => {
    if (k === sizes.length) {
      const seated = n - left;
      if (seated > bestSeated) {
        best = [...acc];
        bestSeated = seated;
      }
      return left === 0;
    }
    const size = sizes[k]!;
    for (let count = Math.floor(left / size); count >= 0; count--) {
      const tables = new Array<number>(count).fill(size);
      if (search(left - count * size, k + 1, [...acc, ...tables])) return true;
    }
    return false;
  };
  if (sizes.length > 0 && sizes.every((s) => Number.isSafeInteger(s) && s > 0)) search(Math.max(0, Math.floor(n)), 0, []);
  return best;
}

/** Cuts an ordered list into tables of the given sizes in order; the players left over sit out. */
export function cutMixedTables(order: readonly PlayerId[], sizes: readonly number[]): Seating {
  const tables: PlayerId[][] = [];
  let i = 0;
  for (const size of splitTables(order.length, sizes)) {
    tables.push(order.slice(i, i + size));
    i += size;
  }
  return { tables, sittingOut: order.slice(i) };
}
