/**
 * IR of the preference part of a regulation: the price table of the contracts and every convention that turns a
 * deal into pool, mountain and whist entries and a pulya into results in whists. Every number comes from the file.
 */
import type { RuleInfo, SettingIR } from './common.js';

/** A contract of 6 to 10 tricks (in a suit or no trumps) with its prices. */
export interface PreferenceContractIR extends RuleInfo {
  /** Tricks the declarer undertakes (6-10). */
  tricks: number;
  /** Pool points for the made game. */
  game: number;
  /** Whists a defender writes on the declarer for each trick of his side. */
  whist: number;
  /** Mountain points per undertrick of the declarer. */
  undertrick: number;
  /** Tricks the defending side must take (its duty). */
  duty: number;
}

/** Who writes the consolation when the declarer goes down. */
export type ConsolationWriter = 'whister' | 'passer' | 'dealer';

/** When the whist of a lone whister and a passer is split in halves (gentleman's whist). */
export type GentlemanSplit = 'never' | 'on-failure' | 'always';

/** The compiled preference conventions. */
export interface PreferenceIR {
  /** How many players a table may have. */
  tableSizes: SettingIR<number[]>;
  /** Whists per mountain point (the mountain is shared by all players of the table). */
  mountainWhists: SettingIR<number>;
  /** Mountain points one pool point is worth (what may be written off the mountain instead). */
  poolToMountain: SettingIR<number>;
  /** The game contracts, by id. */
  contracts: PreferenceContractIR[];
  /** Misère: pool points when made, mountain points per trick taken. */
  misere: SettingIR<{ game: number; perTrick: number }>;
  /** Bidding order of the contracts, lowest first (tricks as numbers, `misere`). */
  bidOrder: SettingIR<Array<number | 'misere'>>;
  /**
   * Misère played together with the dealer at a table of four: `settle: entries` gives the dealer `dealerShare` of
   * every entry; `settle: whists` leaves the entry on the declarer and settles `dealerShare` of the declarer's own
   * result of it between the two in whists.
   */
  misereHalf: SettingIR<{ allowed: boolean; dealerShare: number; settle: 'entries' | 'whists' }>;
  /** Consolation per undertrick: the whist price or the game price, written by these roles. */
  consolation: SettingIR<{ per: 'whist' | 'game'; writers: ConsolationWriter[] }>;
  /** A whister's mountain per missing duty trick, as a share of the declarer's undertrick price. */
  whistResponsibility: SettingIR<number>;
  /** Contracts (tricks) on which each of two whisters answers for the whole side's duty. */
  bothResponsible: SettingIR<number[]>;
  /** On other contracts with two whisters: each answers for his half (`own-half`), or only when the pair fell short (`pair`). */
  twoWhistersDuty: SettingIR<'own-half' | 'pair'>;
  /** Lone whister and passer: when all the whists (trick whists and consolation) are split in halves. */
  gentleman: SettingIR<GentlemanSplit>;
  /** Half-whist: on which contracts, and the share of the duty the half-whister writes whists for. */
  halfWhist: SettingIR<{ contracts: number[]; dutyShare: number }>;
  /** Returned whist: on which contracts, whether the dealer of four may return it, who writes the passers' consolation. */
  whistReturn: SettingIR<{ contracts: number[]; dealer: boolean; passerConsolation: 'returner' | 'passer' }>;
  /** Whether 6 spades must be whisted by both defenders. */
  sixSpades: SettingIR<'optional' | 'compulsory'>;
  /** Whether a 10 may be whisted (otherwise it is written without play). */
  tenWhisted: SettingIR<boolean>;
  /** Price of a trick on the 1st, 2nd, ... consecutive all-pass (the last repeats). */
  allPassProgression: SettingIR<number[]>;
  /** The least contract after the 1st, 2nd, ... consecutive all-pass (the last repeats), and which games end the series. */
  allPassExit: SettingIR<{ ladder: number[]; unwhisted: boolean; misere: boolean; failed: boolean }>;
  /** Zero tricks on an all-pass: trick prices into the pool; who does not get it. */
  zeroTricks: SettingIR<{ tricks: number; excluded: 'dealer' | 'dealer-sitting-out' }>;
  /** At a table of four the dealer leads the widow's cards on an all-pass: at most this many tricks are his. */
  allPassDealerTricks: SettingIR<number>;
  /** Whether the deal passes clockwise whatever happened. */
  dealPasses: SettingIR<'clockwise'>;
  /** Decimals of results shown (results are exact; only display rounds). */
  displayDecimals: SettingIR<number>;
  /** The last round of a pulya played by time; absent: the regulation has none (nothing is checked). */
  lastRound?: SettingIR<LastRoundIR>;
}

/**
 * The last round: announced `minutesBeforeEnd` minutes before the end of the round; the deal in progress is
 * finished, then each table plays the deals of its size (`dealsAfter`).
 */
export interface LastRoundIR {
  minutesBeforeEnd: number;
  /** Deals played after the one in progress, per number of players at the table. */
  dealsAfter: Array<{ players: number; deals: number }>;
}

/** A test case of a preference regulation: a pulya (deals or a sheet) and the expected sheet and results. */
export interface PreferenceTestIR {
  name: string;
  /** The pulya as written (the format of `reglament pulya`). */
  pulya: unknown;
  expect: {
    /** Expected totals per player (only the fields given are compared). */
    sheet?: Record<string, { pool?: number; mountain?: number; whists?: Record<string, number> }>;
    /** Expected results in whists: a number or an exact fraction such as "112/3". */
    net?: Record<string, number | string>;
    /** Rule ids that must explain some entry. */
    rules?: string[];
    /** The codes of every warning the pulya must get (none: []). */
    warnings?: string[];
    /** The deals after the last round's announcement and the regulation's count (null: it sets none). */
    'last-round'?: { deals: number[]; required: number | null };
  };
  origin: { file: string; line: number; col: number };
}

/** The settings of `preference:` (every key but `contracts`), by their YAML key. */
export const PREFERENCE_SETTINGS = {
  tableSizes: 'table-sizes',
  mountainWhists: 'mountain-whists',
  poolToMountain: 'pool-to-mountain',
  misere: 'misere',
  bidOrder: 'bid-order',
  misereHalf: 'misere-half',
  consolation: 'consolation',
  whistResponsibility: 'whist-responsibility',
  bothResponsible: 'both-responsible',
  twoWhistersDuty: 'two-whisters-duty',
  gentleman: 'gentleman',
  halfWhist: 'half-whist',
  whistReturn: 'whist-return',
  sixSpades: 'six-spades',
  tenWhisted: 'ten-whisted',
  allPassProgression: 'all-pass-progression',
  allPassExit: 'all-pass-exit',
  zeroTricks: 'zero-tricks',
  allPassDealerTricks: 'all-pass-dealer-tricks',
  dealPasses: 'deal-passes',
  displayDecimals: 'display-decimals',
} as const satisfies Record<Exclude<keyof PreferenceIR, 'contracts' | OptionalPreferenceSettingKey>, string>;

/** The optional settings of `preference:` (a base file may leave them out), by their YAML key. */
export const OPTIONAL_PREFERENCE_SETTINGS = {
  lastRound: 'last-round',
} as const;

/** An optional preference setting's key in the IR. */
export type OptionalPreferenceSettingKey = keyof typeof OPTIONAL_PREFERENCE_SETTINGS;

/** A preference setting's key in the IR. */
export type PreferenceSettingKey = keyof typeof PREFERENCE_SETTINGS;
