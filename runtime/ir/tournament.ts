/**
 * IR of the deal and tournament parts of a regulation: how a deal is settled, its penalties, table points,
 * standings, round winds, seating and stages. Every number and switch comes from the regulation file.
 */
import type { FinalKey, FormulaIR, PlacesBySizeIR } from './formula.js';
import type { AfterDisqualificationIR, PlayedSubstitutesIR, SanctionsIR } from './sanctions.js';
import type { RuleInfo, SettingIR } from './common.js';
import type { ExprIR } from './expr.js';

/** How a classical deal is settled once every hand is scored (the payment mechanism is the runtime's). */
export interface SettlementIR {
  /** The winner collects his hand value from each loser (always, in classical settlement). */
  losersPayEachOther: SettingIR<boolean>;
  /** East pays and receives double, with the winner and between losers. */
  eastDoubles: SettingIR<boolean>;
  /** On a self-drawn win every loser pays double. */
  selfDrawDoubles: SettingIR<boolean>;
  /** On a win from a discard the discarder pays double. */
  discarderDoubles: SettingIR<boolean>;
}

/** A penalty of the regulation: a mechanism the runtime knows, with the regulation's numbers and conditions. */
export type PenaltyIR = RuleInfo & (
  | {
      /** The discarder pays the winner for every loser; no other payment. */
      kind: 'discarder-pays-all';
      /** Condition on the winner's hand. */
      when: ExprIR;
      whenText: string;
      /** Condition on the discarder's hand (`win.tile` is the discarded tile) that exempts him. */
      unless?: ExprIR;
      unlessText?: string;
    }
  | {
      /** A false mahjong with fixed vists: to the offender, and to each innocent player. */
      kind: 'false-mahjong';
      offender: number;
      innocent: number;
      /** Whether the deal stops (no other result counts). */
      endsDeal: boolean;
    }
  | {
      /**
       * A false mahjong that stops the deal: a calling hand is worth its best mahjong on the next
       * draw, any other hand its value plus `bonus`; the offender pays every other player that amount.
       */
      kind: 'false-mahjong-replay';
      bonus: number;
    }
  | {
      /** A fixed number of vists to the offender, paid to nobody. */
      kind: 'fixed';
      vists: number;
    }
);

/** A band of the vist bonus: |vists| up to `upTo` (inclusive; null for no upper end) gives `points`. */
export interface VistBandIR {
  upTo: number | null;
  points: number;
}

/**
 * The limit bonus: `combination`, for every mahjong whose chosen reading is a limit combination (its points may have
 * counted instead, under `limit-vs-points: max`); `limit-value`, only for a hand paid its limit value.
 */
export type LimitBonusIR = SettingIR<number> & { for: 'combination' | 'limit-value' };

/** Tournament points of a table. */
export interface TablePointsIR {
  /** Points by the deal (each deal ranks the table) or by the tour (the sum of its deals ranks the table). */
  per: SettingIR<'deal' | 'tour'>;
  /** Points for 1st, 2nd, 3rd, 4th place. */
  places: SettingIR<number[]>;
  /** Equal results: `share` splits the tied places' points equally; `best` gives each the best tied place's. */
  ties: SettingIR<'share' | 'best'>;
  /** Plus or minus (by the sign of the vists) the points of the band the vists fall in. */
  vistBands: SettingIR<VistBandIR[]> | null;
  /** Points for a mahjong with a limit combination (which ones: `for`). */
  limitBonus: LimitBonusIR | null;
  /** Whether a redeal gives place points (some regulations give none); null: the text says nothing. */
  redealPoints: SettingIR<boolean> | null;
  /** Place points of tables of other sizes (e.g. tables of 3), replacing `places` there. */
  bySize?: PlacesBySizeIR[];
}

/**
 * A criterion of the standings, in tie-break order. `game-points` is the table result of a game that counts game
 * points (Sichuan): the same total the tournament layer keeps as `vists`, under its own name.
 */
export type StandingKey = 'points' | 'vists' | 'mahjongs' | 'game-points';

/** A cut after a round: only the best `keep` players go on. */
export interface CutIR {
  after: number;
  keep: number;
  clause: string;
}

/**
 * The winds of a full game (a final's, or every round's under `game-winds`): `winds[k]` prevails over deals k × dealsEach + 1 .. (k + 1) × dealsEach;
 * there are no deals after the last wind's.
 */
export type FinalWindsIR = SettingIR<{ winds: Array<'E' | 'S' | 'W' | 'N'>; dealsEach: number }>;

/** A seat of a table by its wind at the first deal: the table's players sit E, S, W, N in their order. */
export type SeatName = 'E' | 'S' | 'W' | 'N';

/**
 * How the players change seats after the wind rounds of a full game (`gameWinds`): after the wind round `after`, the
 * player in seat `k` moves to seat `moves[k]` (each seat once); the next deal's East is again the first seat's player.
 */
export type WindRoundSeatsIR = SettingIR<Array<{ after: SeatName; moves: Record<SeatName, SeatName> }>>;

/** The tournament part of a regulation. */
export interface TournamentIR {
  tablePoints: TablePointsIR;
  standings: SettingIR<StandingKey[]>;
  /** The prevailing winds (mahjong); null for a game without winds. */
  roundWinds: (SettingIR<Array<'E' | 'S' | 'W' | 'N' | 'lot'>> & { scope: 'round' | 'table' }) | null;
  /** When East passes to the next player (the seat winds of deal k follow from it); null for a game without East. */
  eastRotates: SettingIR<'every-deal' | 'unless-east-wins'> | null;
  seating: SettingIR<{ first: 'lot'; later: 'strongest-with-strongest'; avoidRepeats: boolean }>;
  /**
   * Qualifying rounds; `optional` rounds are played only when the judge says so. Null: the regulation does not fix
   * their number (each event plays as many as it sets; every round played is a qualifying round, no final follows).
   */
  rounds: SettingIR<{ count: number; optional: number[] }> | null;
  cuts: CutIR[];
  /**
   * The final: the best `players` of the qualifying rounds play it; `fromZero`: earlier points do not count;
   * `rankBy`: the final's own ranking chain (absent: the standings chain).
   */
  final: SettingIR<{ players: number; fromZero: boolean; rankBy?: FinalKey[] }> | null;
  /** The prevailing wind of the final's deals (one full game); absent: the round's wind as in `roundWinds`. */
  finalWinds?: FinalWindsIR;
  /** Every round one full game: the prevailing wind of each deal of a table (as finalWinds); absent: `roundWinds`. */
  gameWinds?: FinalWindsIR;
  /** How the players of a table change seats after each wind round of a `gameWinds` game; absent: they keep them. */
  windRoundSeats?: WindRoundSeatsIR;
  /** Table sizes allowed, preferred first (e.g. [4, 3]: tables of 4, and tables of 3 where the count requires). */
  tableSizes?: SettingIR<number[]>;
  /** Formulas chosen by the number of players; when present they replace `rounds`, `cuts` and `final`. */
  formulas?: FormulaIR[];
  /** The judge's sanctions the regulation provides for (tournament points, disqualification); absent: none. */
  sanctions?: SanctionsIR;
  /** What becomes of a player disqualified during a session; absent: the regulation does not say (nothing checked). */
  afterDisqualification?: AfterDisqualificationIR;
  /** Who may substitute having played in the event; absent: nobody who has played (as `never`). */
  playedSubstitutes?: PlayedSubstitutesIR;
  /** How many places of the final standings are prize places; absent: the regulation names none. */
  prizePlaces?: SettingIR<number>;
}
