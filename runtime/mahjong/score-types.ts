/**
 * Inputs and outputs of hand scoring.
 */
import type { Bilingual, ItemKind } from '../ir/types.js';
import type { Wind } from './tiles.js';
import type { Meld, WaitKind } from './hand.js';

/** Where the winning tile can come from. */
export const WIN_FROM = ['discard', 'wall', 'replacement', 'robbing'] as const;

/** Where the winning tile came from. */
export type WinFrom = (typeof WIN_FROM)[number];

/** Circumstances of the hand that the tiles do not show. */
export interface WinOptions {
  seat: Wind;
  round: Wind;
  win: WinFrom;
  lastTile: boolean;
  immediateCalling: boolean;
  heavenly: boolean;
  earthly: boolean;
  kongOnKong: boolean;
  /** Won on the discard made right after another player's kong. */
  afterKong: boolean;
  /** The player's void (missing) suit, when the game has one. */
  void?: 'm' | 'p' | 's';
}

/** Defaults: seat East, round East, won on a discard, no special circumstances. */
export const DEFAULT_WIN_OPTIONS: WinOptions = {
  seat: 'E', round: 'E', win: 'discard', lastTile: false, immediateCalling: false, heavenly: false, earthly: false, kongOnKong: false, afterKong: false,
};

/** One line of a score's explanation. */
export interface ScoreItem {
  readonly id: string;
  readonly kind: ItemKind | 'cap';
  readonly clause: string;
  /** Points contributed, number of doublings, limit fraction, or the cap value. */
  readonly value: number;
  /** How many times the item applied (melds counted), when more than one thing was counted. */
  readonly count: number;
  readonly name: Bilingual;
}

/** A reading that was scored but not chosen. */
export interface Alternative {
  shape: string;
  total: number;
  declarable: boolean | null;
  melds: Meld[];
  wait: WaitKind;
}

/** The value of a hand and how it came about. */
export interface ScoreResult {
  total: number;
  declarable: boolean | null;
  limit: number | null;
  items: ScoreItem[];
  /** Items that matched but were excluded by a stronger item. */
  excluded: ReadonlyArray<{ id: string; by: string }>;
  /** Sum of points items (before base and doublings). */
  points: number;
  doublings: number;
  /** Whether a hand that declared mahjong is complete (null for hands without a winning tile). */
  complete: boolean | null;
  shape: string;
  melds: Meld[];
  wait: WaitKind;
  alternatives: readonly Alternative[];
}
