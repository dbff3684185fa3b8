/**
 * Input and output of scoring one classical deal (runtime/mahjong/deal.ts): the table, the hands, how the deal
 * ended, the penalties the judge names; and the ledger with every hand's score and the problems found.
 */
import type { Bilingual } from '../ir/types.js';
import type { ProblemCode } from '../problem-code.js';
import type { DealOutcome, Payment, PlayerId, SeatWind } from '../tournament/types.js';
import type { HandError } from './notation.js';
import type { ScoreResult, WinFrom, WinOptions } from './score-types.js';
import type { SettlementSwitch } from './settle.js';

/** The mahjong of a deal: who declared it, how the winning tile came, whose tile it was. */
export interface DealWin {
  player: PlayerId;
  from: WinFrom;
  /** The player who discarded the winning tile (or whose kong was robbed); only for `discard` and `robbing`. */
  discarder?: PlayerId;
}

/** A penalty the judge names: a rule id of the regulation's `penalties:` and the offender. */
export interface NamedPenalty {
  rule: string;
  player: PlayerId;
}

/**
 * Circumstances of the winner's hand that the tiles do not show (seat, round and source come from the deal; the
 * void suit is per player, not a flag of the win).
 */
export type DealFlags = Partial<Omit<WinOptions, 'seat' | 'round' | 'win' | 'void'>>;

/** One deal at a table. */
export interface DealInput {
  /** The players in seat order East, South, West, North for this deal (seats[0] is East). */
  seats: PlayerId[];
  /** The prevailing wind. */
  round: SeatWind;
  /** Each player's hand in the notation; only the winner's carries `+tile`. */
  hands: Record<PlayerId, string>;
  win?: DealWin;
  /** A drawn deal (nobody won): every player gets 0. */
  redeal?: boolean;
  penalties?: NamedPenalty[];
  /** Last tile, immediate calling... for the winner. */
  flags?: DealFlags;
}

/** Every `deal/` code scoreDeal can report (a hand that cannot be read reports its own `hand/` code). */
export const DEAL_PROBLEM_CODES = [
  'deal/seats',
  'deal/round',
  'deal/unknown-player',
  'deal/missing-hand',
  'deal/unknown-penalty',
  'deal/automatic-penalty',
  'deal/win-from',
  'deal/discarder-missing',
  'deal/discarder-is-winner',
  'deal/discarder-on-self-draw',
  'deal/redeal-with-win',
  'deal/win-tile-missing',
  'deal/unexpected-win-tile',
  'deal/too-many-copies',
  'deal/two-deal-endings',
  'deal/not-declarable',
  'deal/no-result',
  'deal/no-settlement',
] as const satisfies readonly ProblemCode[];

/** A `deal/` problem code. */
export type DealProblemCode = (typeof DEAL_PROBLEM_CODES)[number];

/** A problem of a deal's input: a stable code (`deal/...` or a `hand/...` code), a message, the player concerned. */
export interface DealProblem {
  code: DealProblemCode | HandError['code'] | 'hand/impossible';
  message: string;
  /** The message in both languages (`en` is `message`). */
  text: Bilingual;
  player?: PlayerId;
  /** Where in the deal (keys of the deal file or event deal) the problem is, when more precise than the player's hand. */
  at?: Array<string | number>;
}

/** An explanation line of a deal outside its payments (a penalty that did not apply and why, a false mahjong). */
export interface DealNote {
  rule: string;
  clause: string;
  text: Bilingual;
}

/** A payment of the deal's ledger, with what it was computed from where that is not obvious. */
export interface DealPayment extends Payment {
  /** Settlement payments: the value (or difference of values) before doublings. */
  base?: number;
  /** Settlement payments: the switches that doubled `base`. */
  doubledBy?: SettlementSwitch[];
  /** Penalty payments: how the amount came about. */
  reason?: Bilingual;
}

/**
 * The result of a deal: its vists, who declared a valid mahjong and whether it was a limit hand, the ledger, every
 * hand's score, notes and problems. The event runner makes it a DealOutcome (runtime/tournament/run-event.ts: the
 * mahjong as the deal's winner, the limit as the table bonus's conditions met).
 */
export type DealResult = Pick<DealOutcome, 'vists' | 'redeal' | 'adjustments'> & {
  /** Who declared a valid mahjong; undefined when nobody did (a redeal, a deal stopped by a penalty). */
  mahjong?: PlayerId;
  /** Whether the mahjong was paid its limit value. */
  limit: boolean;
  /**
   * Whether the mahjong was a limit combination, its limit value paid or not (under `limit-vs-points: max` its
   * points may have counted instead); absent: the same as `limit`.
   */
  limitCombination?: boolean;
  payments: DealPayment[];
  /** Every player's hand scored with his seat wind (a hand that could not be read is missing). */
  scores: Record<PlayerId, ScoreResult>;
  notes: DealNote[];
  problems: DealProblem[];
};
