/**
 * The shape of a parsed hand and of its decompositions: the vocabulary shared by notation, decomposition,
 * waits and the scorer.
 */
import type { Tile } from './tiles.js';

/** Kinds of meld. A pair is a meld here too, for uniform scoring. */
export type MeldKind = 'chow' | 'pung' | 'kong' | 'pair';

/** One meld of a hand: a value (readings and results share meld objects, frozen where shared). */
export interface Meld {
  readonly kind: MeldKind;
  /** Lowest tile of the meld (for pungs, kongs and pairs: the tile itself). */
  readonly tile: Tile;
  /** True when the meld is open: declared from a discard, or a concealed pung completed by a discarded winning tile. */
  readonly exposed: boolean;
  /** True when the meld was declared on the table in the notation (`[...]` or `{...}`). */
  declared: boolean;
}

/** A hand as written in the notation. */
export interface ParsedHand {
  /** Concealed standing tiles, including the winning tile when there is one. */
  concealed: Tile[];
  /** Melds declared on the table: `[...]` exposed, `{...}` concealed kong. */
  declared: Meld[];
  /** Bonus tiles (flowers and seasons). */
  bonus: Tile[];
  /** The winning tile (`+tile`), or null when the hand did not declare mahjong. */
  winTile: Tile | null;
  /** Red fives among the hand's tiles (`0m 0p 0s` in the notation), by suit m, p, s; absent means none. */
  red?: readonly [number, number, number];
}

/** How the winning tile fits its meld in one decomposition. */
export type WaitKind = 'pair' | 'closed' | 'edge' | 'open' | 'pung' | 'none';

/**
 * One way to read the concealed tiles as melds (declared melds included), with the winning tile placed: a standard
 * decomposition into sets and a pair, or a match of one of the regulation's shapes.
 */
export interface Decomposition {
  /** `standard` for sets and a pair, else the id of the shape matched. */
  shape: string;
  /** Declared melds first, then the melds made of concealed tiles. */
  melds: Meld[];
  /** Concealed tiles that belong to no meld (only for non-winning hands). */
  loose: readonly Tile[];
  /** Index into `melds` of the meld completed by the winning tile, or -1. */
  winMeld: number;
  /** How the winning tile completed that meld. */
  wait: WaitKind;
}
