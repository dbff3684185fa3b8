/**
 * Helpers over tile-count arrays: a `Uint8Array(34)` whose index is a playing tile kind (see tiles.ts) and whose
 * value is how many copies of that kind a group of tiles holds.
 */
import { PLAYING_KINDS, type Tile } from './tiles.js';

/** Counts the playing tiles of a list into a fresh `Uint8Array(34)`; bonus tiles and out-of-range values are ignored. */
export function countTiles(tiles: readonly Tile[]): Uint8Array {
  const counts = new Uint8Array(PLAYING_KINDS);
  for (const t of tiles) {
    if (Number.isInteger(t) && t >= 0 && t < PLAYING_KINDS) counts[t]!++;
  }
  return counts;
}

/** Lists the tiles of a count array in ascending order, each kind repeated by its count. */
export function listTiles(counts: Uint8Array): Tile[] {
  const out: Tile[] = [];
  const n = Math.min(counts.length, PLAYING_KINDS);
  for (let t = 0; t < n; t++) {
    for (let k = counts[t]!; k > 0; k--) out.push(t);
  }
  return out;
}

/** Sums a count array: the number of tiles it describes. */
export function sumCounts(counts: Uint8Array): number {
  let n = 0;
  for (let t = 0; t < counts.length; t++) n += counts[t]!;
  return n;
}
