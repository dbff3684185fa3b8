/**
 * IR of the riichi session part of a regulation (`riichi:`): the numbers and switches of a hanchan that are not the
 * value of a hand (that is `scoring`): the start and target scores, the uma, the riichi stick, the draw payment, who
 * keeps the deal, several winners on one discard, the sticks left at the end, the chombo deduction and the unit of
 * tournament points. The mechanics (seats, counters, sticks moving from deal to deal) are the runtime's; every
 * number is here.
 */
import type { SettingIR } from './common.js';

/** When the dealer keeps the deal: when he wins, when he is ready (tenpai) at an exhaustive draw. */
export type RiichiDealerKeeps = 'win' | 'tenpai';

/** Several players winning on one discard: all of them are paid, or only the first in turn order (head bump). */
export type RiichiMultipleRon = 'all' | 'head-bump';

/** Where the riichi sticks left on the table at the end go: to the first place (shared by a tie), or to nobody. */
export type RiichiLeftoverSticks = 'first' | 'nobody';

/** When a chombo is deducted: from the final result after the uma (places unchanged), or from the score before it. */
export type RiichiChomboWhen = 'after-uma' | 'before-uma';

/**
 * Liability (pao): the player who fed the set completing one of `hands` (the third dragon pung, the fourth wind
 * pung) pays the whole hand on the winner's self-draw, and `discardShare` of it on another player's discard (the
 * discarder paying the rest, and alone the payments `discarderOnly`, the counters).
 */
export interface RiichiLiability {
  /** Ids of the scoring items (yaku) whose hand makes the feeder liable. */
  hands: string[];
  /** The liable player's share of the hand's value on a win on another player's discard. */
  discardShare: number;
  /** Payment ids the discarder pays alone on such a win. */
  discarderOnly: string[];
}

/** A round wind of a hanchan. */
export type RiichiWind = 'E' | 'S' | 'W' | 'N';

/** The riichi session rules of a regulation. */
export interface RiichiIR {
  /** Each player's score at the start of a hanchan. */
  startPoints: SettingIR<number>;
  /** The score the results are counted from; (target − start) × players is the oka, to the first place. */
  targetPoints: SettingIR<number>;
  /** The uma of the places, first to last; tied players share the uma of their places equally. */
  uma: SettingIR<number[]>;
  /** What a riichi declaration puts on the table (a stick). */
  riichiStick: SettingIR<number>;
  /** The exhaustive draw: what the players not ready pay the ready ones, in all. */
  notenPayment: SettingIR<number>;
  /** When the dealer keeps the deal. */
  dealerKeeps: SettingIR<RiichiDealerKeeps[]>;
  /** Several winners on one discard. */
  multipleRon: SettingIR<RiichiMultipleRon>;
  /** The riichi sticks left at the end. */
  leftoverSticks: SettingIR<RiichiLeftoverSticks>;
  /** A chombo: the points deducted, and when. */
  chombo: SettingIR<{ points: number; when: RiichiChomboWhen }>;
  /** Liability (pao); absent: nobody is liable. */
  liability?: SettingIR<RiichiLiability>;
  /** The winds of the rounds of a hanchan (East, South): four dealers each. */
  rounds: SettingIR<RiichiWind[]>;
  /** Points per tournament point (1000: a result of +23,000 is 23 tournament points). */
  pointsPerTournamentPoint: SettingIR<number>;
}
