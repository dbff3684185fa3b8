/**
 * What an expression is evaluated against: the facts of the hand (shared by all its readings) and one
 * reading (a decomposition or a shape match), plus the sums of items scored so far.
 */
import type { Decomposition } from '../mahjong/hand.js';

/** Facts that do not depend on how the hand is read. */
export interface HandFacts {
  winner: boolean;
  concealed: boolean;
  fullyConcealed: boolean;
  selfDrawn: boolean;
  winFrom: 'discard' | 'wall' | 'replacement' | 'robbing';
  winTile: number;
  seat: number;
  round: number;
  lastTile: boolean;
  immediateCalling: boolean;
  heavenly: boolean;
  earthly: boolean;
  kongOnKong: boolean;
  /** Won on the discard made right after another player's kong. */
  afterKong: boolean;
  /** Won on the last tile of its kind. */
  lastOfKind: boolean;
  /** Tile kinds held four times without being one declared kong. */
  roots: number;
  /** Tiles of the void suit in the hand (0 when no void suit was given). */
  voidTiles: number;
  /** Declared riichi, double riichi; won with ippatsu. */
  riichi: boolean;
  doubleRiichi: boolean;
  ippatsu: boolean;
  /** Won on a discard before one's first draw (renhou). */
  renhou: boolean;
  /** The player is the dealer (seat wind East). */
  dealer: boolean;
  /** Continuance counters (honba) and riichi sticks on the table. */
  honba: number;
  sticks: number;
  /** Tiles of the hand the dora / ura dora indicators point at (each indicator counted). */
  dora: number;
  uraDora: number;
  /** How many dora / ura dora indicators were given. */
  doraIndicators: number;
  uraIndicators: number;
  /** Red fives in the hand. */
  redFives: number;
  /** Counts of every tile kind in the hand (0..41), melds and bonus tiles included. */
  counts: Uint8Array;
  suits: number;
  kinds: number;
  /** Bit t: the hand holds kind t (0..26); the compiled `all/any/no tiles in` conditions read these. */
  tilesLow: number;
  /** Bit t - 27: the hand holds honor t (27..33). */
  tilesHigh: number;
  /**
   * Number of waiting tiles, computed on first use; with a cap, min(count, cap), which lets a comparison with a
   * constant (`waits == 1`) stop searching as soon as the answer is known.
   */
  waits: (cap?: number) => number;
  /** As `waits`, counting also the kinds the hand holds all four of (they complete its shape). */
  shapeWaits: (cap?: number) => number;
}

/** One reading of the hand: a standard decomposition, or a shape match (winMeld -1, wait `none`). */
export type Reading = Decomposition;

/** Evaluation context of one reading. */
export interface EvalContext {
  hand: HandFacts;
  reading: Reading;
  /** Sums by tag of the points and doublings kept so far, in the slots the scorer assigned (`points:<tag>`...). */
  sums: Float64Array;
  /** Limit fraction of the reading (set before the declaration rule runs). */
  limit: number;
  /** The points of the points items counted so far (set before late items and the declaration rule run). */
  points: number;
  /** The hand's value (set before its payments are computed). */
  value: number;
}
