/**
 * Inputs and outputs of hand scoring.
 */
import type { Bilingual, ItemKind, PrincipleId } from '../ir/types.js';
import type { PayerRole } from '../ir/counters.js';
import type { Tile, Wind } from './tiles.js';
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
  /** Won on the last tile of its kind (the other three in sight). */
  lastOfKind: boolean;
  /** The player's void (missing) suit, when the game has one. */
  void?: 'm' | 'p' | 's' | undefined;
  /** Declared riichi (and not double riichi). */
  riichi?: boolean | undefined;
  /** Declared riichi in the first go-around (double riichi). */
  doubleRiichi?: boolean | undefined;
  /** Won within the go-around after declaring riichi, uninterrupted (ippatsu). */
  ippatsu?: boolean | undefined;
  /** Won on a discard before one's first draw, the first go-around uninterrupted (renhou). */
  renhou?: boolean | undefined;
  /** Dora indicators, in the order drawn. */
  dora?: readonly Tile[] | undefined;
  /** Ura dora indicators (revealed for a riichi hand). */
  ura?: readonly Tile[] | undefined;
  /** Continuance counters on the table (honba). */
  honba?: number | undefined;
  /** Riichi sticks on the table that the winner collects. */
  sticks?: number | undefined;
}

/** No indicator (shared, frozen). */
const NO_TILES: readonly Tile[] = Object.freeze([]);

/** Defaults: seat East, round East, won on a discard, no special circumstances. */
export const DEFAULT_WIN_OPTIONS: WinOptions = {
  seat: 'E', round: 'E', win: 'discard', lastTile: false, immediateCalling: false, heavenly: false, earthly: false, kongOnKong: false, afterKong: false, lastOfKind: false,
  riichi: false, doubleRiichi: false, ippatsu: false, renhou: false, dora: NO_TILES, ura: NO_TILES, honba: 0, sticks: 0,
};

/** One line of a score's explanation. */
export interface ScoreItem {
  readonly id: string;
  /** `adjust`: a rule that changed a counter's value after its items (`value` is the counter's new value). */
  readonly kind: ItemKind | 'cap' | 'adjust';
  /** The counter an item of kind `counter` or `adjust` belongs to. */
  readonly counter?: string;
  readonly clause: string;
  /** Points contributed, number of doublings, limit fraction, or the cap value. */
  readonly value: number;
  /** How many times the item applied (melds counted), when more than one thing was counted. */
  readonly count: number;
  readonly name: Bilingual;
}

/**
 * An item that matched but does not count: the item that excluded it, and (when the regulation's principles decided)
 * the principle and how many of its applications it lost (when more than one).
 */
export interface Excluded {
  readonly id: string;
  readonly by: string;
  readonly principle?: PrincipleId;
  readonly count?: number;
}

/** One payment to the winner: each of `players` payers of a role pays `amount`. */
export interface PaymentLine {
  readonly id: string;
  readonly name: Bilingual;
  readonly clause: string;
  readonly payer: PayerRole;
  /** How many players of that role pay (the discarder 1, the non-dealers 2 or 3...). */
  readonly players: number;
  /** What each of them pays (rounded as the regulation says). */
  readonly amount: number;
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
  excluded: ReadonlyArray<Excluded>;
  /** Sum of points items (before base and doublings). */
  points: number;
  doublings: number;
  /** Whether a hand that declared mahjong is complete (null for hands without a winning tile). */
  complete: boolean | null;
  shape: string;
  melds: Meld[];
  wait: WaitKind;
  alternatives: readonly Alternative[];
  /** With counters: each counter's value by id (han, fu...), and the hand's value after the house limit and the limits. */
  counters?: Readonly<Record<string, number>> | undefined;
  value?: number | undefined;
  /** With payments: who pays the winner how much (empty unless the hand is declarable); `total` is their sum. */
  payments?: readonly PaymentLine[] | undefined;
}
