/**
 * Input and output of a Sichuan deal given as a sequence of events (ledger.ts): kongs, hu,
 * false hu, dead hands, wrong tile counts, the wall end; and the ledger with every payment's rule, clause and reason.
 */
import type { Bilingual, Payment, PlayerId, ProblemCode, ScoreResult, WinFrom, Tile } from '../../runtime/index.js';
import type { SichuanKongKind } from '../../runtime/ir/sichuan.js';

/** A suit a player must not keep (his void, or missing, suit). */
export type VoidSuit = 'm' | 'p' | 's';

/** A path into the deal data (keys and 0-based indices), for positioning problems. */
export type DealPath = Array<string | number>;

/** A hu's hand: the winner's hand in the notation (scored by the engine), or its value in points. */
export type HuHand = { hand: string } | { value: number };

/** One event of a Sichuan deal, in the order it happened; `at` is its index in the deal's event list. */
export type SichuanEvent = { at: number } & (
  | { kind: 'kong'; type: SichuanKongKind; player: PlayerId; tile: Tile; from?: PlayerId }
  /** A pung claimed on a discard (it pays nothing; it matters for the void suit and for a later call on that discard). */
  | { kind: 'pung'; player: PlayerId; tile: Tile; from: PlayerId }
  | {
      kind: 'hu';
      /** The winners (several on one discard) with their hands or values, in the order written. */
      winners: Array<{ player: PlayerId } & HuHand>;
      from: WinFrom;
      discarder?: PlayerId;
      /** Last wall tile, or the discard after it. */
      lastTile: boolean;
      /** On the discard the discarder made right after his kong. */
      afterKong: boolean;
      /** An "unverifiable furiten" hu. */
      furiten: boolean;
    }
  | { kind: 'false-hu'; player: PlayerId; waiting?: boolean; hand?: string }
  | { kind: 'dead-hand'; player: PlayerId }
  | { kind: 'wrong-tile-count'; player: PlayerId }
  | {
      kind: 'wall-end';
      /** Each player still in the deal: his hand, the best value he was waiting for, or false (not ready). */
      hands: Record<PlayerId, string | number | false>;
      /** The players every one of whose discards was of their void suit (an exemption some regulations make). */
      allDiscardsVoid: PlayerId[];
    }
);

/** A Sichuan deal: the table in seat order, each player's void suit, the events. */
export interface SichuanDealInput {
  seats: PlayerId[];
  void: Record<PlayerId, VoidSuit>;
  events: SichuanEvent[];
}

/** Rule ids of the Sichuan ledger's payments and adjustments. */
export type SichuanRule =
  | 'hu-discard' | 'hu-self-draw' | 'kong-concealed' | 'kong-discard' | 'kong-promoted' | 'kong-from-hand' | 'kong-void'
  | 'wall-end' | 'false-hu' | 'void-suit';

/** A payment of the ledger: who pays whom, by which rule and clause, why, at which event. */
export interface SichuanPayment extends Payment {
  rule: SichuanRule;
  reason: Bilingual;
  /** Index of the event that made it. */
  event: number;
}

/** Game points to a player paid to nobody (the void suit penalty). */
export interface SichuanAdjustment {
  player: PlayerId;
  points: number;
  rule: SichuanRule;
  clause: string;
  reason: Bilingual;
  event: number;
}

/** An explanation that is not a payment: an ignored declaration, a kong that stands, a refused claim. */
export interface SichuanNote {
  event: number;
  rule: string;
  clause: string;
  text: Bilingual;
}

/** A problem of the deal's input: a stable `deal/` or `hand/` code, a message, where. */
export interface SichuanProblem {
  code: ProblemCode;
  message: string;
  /** The message in both languages, where the check gives them (`en` is `message`). */
  text?: { en: string; ru: string };
  path: DealPath;
  /** The problem is the key itself (an unknown key): positions point at the key, not at its value. */
  atKey?: boolean;
}

/** The ledger of a Sichuan deal. */
export interface SichuanDealResult {
  /** Game points per player: payments received - paid + adjustments (every seat listed). */
  points: Record<PlayerId, number>;
  payments: SichuanPayment[];
  adjustments: SichuanAdjustment[];
  /** The players whose hu counted, in order. */
  winners: PlayerId[];
  /** The scored hands by `event:player`: hu hands, and wall-end hands completed with their best wait (`+tile`). */
  scores: Record<string, { hand: string; score: ScoreResult }>;
  notes: SichuanNote[];
  problems: SichuanProblem[];
}
