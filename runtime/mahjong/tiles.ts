/**
 * Tile vocabulary of every mahjong variant: 34 playing tile kinds and 8 bonus tiles, as small integers.
 * Index = suit * 9 + rank - 1 for the suits m (0), p (1), s (2); honors z1..z7 are 27..33
 * (East, South, West, North, White, Green, Red); bonus tiles f1..f8 are 34..41 (flowers 1-4, seasons 5-8).
 */

/** A tile kind, 0..41. */
export type Tile = number;

/** Suit letters of the notation. */
export type SuitLetter = 'm' | 'p' | 's' | 'z' | 'f';

/** Number of playing tile kinds (without bonus tiles). */
export const PLAYING_KINDS = 34;
/** Number of tile kinds including bonus tiles. */
export const ALL_KINDS = 42;
/** First honor tile kind (East wind). */
export const FIRST_HONOR = 27;
/** First bonus tile kind (flower 1). */
export const FIRST_BONUS = 34;

const SUIT_BASE: Record<SuitLetter, number> = { m: 0, p: 9, s: 18, z: 27, f: 34 };
const SUIT_MAX: Record<SuitLetter, number> = { m: 9, p: 9, s: 9, z: 7, f: 8 };

/** Builds a tile from a rank and a suit letter; returns undefined when the rank does not exist in that suit. */
export function makeTile(rank: number, suit: SuitLetter): Tile | undefined {
  if (!Number.isInteger(rank) || rank < 1 || rank > SUIT_MAX[suit]) return undefined;
  return SUIT_BASE[suit] + rank - 1;
}

/** Returns the suit letter of a tile. */
export function suitOf(tile: Tile): SuitLetter {
  if (tile < 9) return 'm';
  if (tile < 18) return 'p';
  if (tile < 27) return 's';
  if (tile < 34) return 'z';
  return 'f';
}

/** Returns the rank of a tile within its suit (1-based). */
export function rankOf(tile: Tile): number {
  return tile - SUIT_BASE[suitOf(tile)] + 1;
}

/** Tells whether a tile belongs to a numbered suit (m, p, s). */
export function isSuited(tile: Tile): boolean {
  return tile < FIRST_HONOR;
}

/** Renders a tile in the notation, e.g. `5m`, `7z`, `3f`. */
export function formatTile(tile: Tile): string {
  return `${rankOf(tile)}${suitOf(tile)}`;
}

/** Index of a numbered suit: m 0, p 1, s 2; -1 for honors and bonus tiles. */
export function suitIndexOf(tile: Tile): number {
  return tile < FIRST_HONOR ? Math.floor(tile / 9) : -1;
}

/** The segment of a playing kind in a scan's keys (ConcealedScan): m 0, p 1, s 2, honors 3. */
export function segmentOf(tile: Tile): number {
  return tile < 9 ? 0 : tile < 18 ? 1 : tile < FIRST_HONOR ? 2 : 3;
}

/** Wind tile for a seat or round letter E/S/W/N. */
export function windTile(wind: Wind): Tile {
  return FIRST_HONOR + (wind === 'E' ? 0 : wind === 'S' ? 1 : wind === 'W' ? 2 : wind === 'N' ? 3 : -1);
}

/** The four winds in seat order. */
export const WINDS = ['E', 'S', 'W', 'N'] as const;
/** A seat or round wind. */
export type Wind = (typeof WINDS)[number];
