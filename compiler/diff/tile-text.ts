/**
 * A tile set written compactly in the regulation's own tile-set notation (`1-9m`, `1m 9m 1p 9p`, `5-7z`), so that
 * two groups written differently but holding the same tiles read (and compare) the same.
 */
import { formatTile, rankOf, suitOf } from '../../runtime/compiler-entry.js';
import type { Tile } from '../../runtime/index.js';

/** Writes a tile set as runs of three or more consecutive ranks (`2-8s`) and single tiles, in tile order. */
export function formatTileSet(tiles: readonly Tile[]): string {
  const sorted = [...new Set(tiles)].sort((x, y) => x - y);
  const out: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1 && suitOf(sorted[j + 1]!) === suitOf(sorted[i]!)) j++;
    const first = sorted[i]!;
    const last = sorted[j]!;
    if (j - i >= 2) out.push(`${rankOf(first)}-${rankOf(last)}${suitOf(first)}`);
    else for (let k = i; k <= j; k++) out.push(formatTile(sorted[k]!));
    i = j + 1;
  }
  return out.join(' ');
}
