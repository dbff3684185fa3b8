/**
 * Vocabulary of preference scoring: a deal record, a pulya (deals or a finished sheet), the entries a deal writes
 * with their explanation, the settled result, and the problems bad input gets (`pulya/` codes).
 */
import type { DiagnosticCode } from '../../compiler/index.js';
import type { Bilingual, PlayerId } from '../../runtime/index.js';
import type { Rational } from './rational.js';

export type { PlayerId };

/** What a deal was played as: a game of 6-10 tricks, a misère, or an all-pass. */
export type ContractKind = number | 'misere' | 'all-pass';

/** A defender's decision (the dealer of four may only return a whist). */
export type DefenderDecision = 'whist' | 'pass' | 'half-whist' | 'returned';

/** Trump suit of a game (only 6 spades matters to scoring conventions). */
export type Suit = 'spades' | 'clubs' | 'diamonds' | 'hearts' | 'no-trumps';

/** One deal as recorded. */
export interface PreferenceDeal {
  /** The players, clockwise (3 or 4); at four the dealer sits the deal out. */
  players: PlayerId[];
  dealer: PlayerId;
  contract: ContractKind;
  suit?: Suit;
  /** The declarer (not on an all-pass). */
  declarer?: PlayerId;
  /** Each defender's decision; at four the dealer may appear with `returned`. */
  defenders?: Record<PlayerId, DefenderDecision>;
  /** Tricks taken; a game without play (both passed, half-whist) needs none, a misère only the declarer's. */
  tricks?: Record<PlayerId, number>;
  /** Misère played half with the dealer (table of four). */
  half?: boolean;
  /** Players who write this deal's pool points off their mountain instead (clause 7; zero tricks on an all-pass). */
  offMountain?: PlayerId[];
  /** Which consecutive all-pass this is (1 for the first); in a pulya it is counted from the deals. */
  allPassRound?: number;
}

/** What one player writes in a deal, or has on the sheet: pool, mountain, whists on each other player. */
export interface SheetEntry {
  pool: number;
  mountain: number;
  /** Whists this player writes on each other player. */
  whists: Record<PlayerId, number>;
}

/** One explained entry of a deal. */
export interface DealItem {
  /** Rule id: a contract id, or a convention's setting (`preference.consolation`, ...). */
  rule: string;
  clause: string;
  player: PlayerId;
  kind: 'pool' | 'mountain' | 'whists';
  /** For whists: on whom they are written. */
  on?: PlayerId;
  amount: number;
  text: Bilingual;
}

/** The scored deal: entries per player and the items that explain them. */
export interface DealScore {
  entries: Record<PlayerId, SheetEntry>;
  items: DealItem[];
}

/** A pulya as played: the players clockwise and the deals in order. */
export interface PulyaDeals {
  players: PlayerId[];
  deals: Array<Omit<PreferenceDeal, 'players'>>;
  /** Where the last round was announced, when the record says so (see LastRoundMark). */
  lastRound?: LastRoundMark;
}

/**
 * Where the last round was announced: the deal being played then (1-based), or the last one finished when it came
 * between two deals (both give the same count of deals after it).
 */
export interface LastRoundMark {
  announcedInDeal: number;
}

/** A pulya of which only the final sheet was kept. */
export interface PulyaSheet {
  players: Record<PlayerId, SheetEntry>;
}

/** Either form of a pulya. */
export type Pulya = PulyaDeals | PulyaSheet;

/** A player's final line: the sheet totals and the result in whists (exact). */
export interface PulyaPlayerResult extends SheetEntry {
  net: Rational;
}

/** A scored deal of a pulya, with the deal as checked (its all-pass round counted). */
export type PulyaDealScore = DealScore & { deal: PreferenceDeal };

/** The settled pulya: every player's totals and result, and each deal's score when deals were given. */
export interface PulyaResult {
  players: Record<PlayerId, PulyaPlayerResult>;
  deals: PulyaDealScore[];
}

/** Every code validation can report (registered in ./codes.ts). */
export const PULYA_PROBLEM_CODES = [
  'pulya/format',
  'pulya/number',
  'pulya/players',
  'pulya/unknown-player',
  'pulya/dealer',
  'pulya/dealer-order',
  'pulya/contract',
  'pulya/declarer',
  'pulya/defenders',
  'pulya/not-allowed',
  'pulya/tricks',
  'pulya/exit',
  'pulya/all-pass-round',
  'pulya/sheet',
  'pulya/last-round-short',
  'pulya/last-round-long',
  'pulya/last-round-deal',
  'pulya/last-round-no-rule',
] as const satisfies readonly DiagnosticCode[];

/** A `pulya/` problem code. */
export type PulyaProblemCode = (typeof PULYA_PROBLEM_CODES)[number];

/** A problem of a deal or pulya: code, message, and the path of the offending value in the input. */
export interface PulyaProblem {
  code: PulyaProblemCode;
  message: string;
  path: Array<string | number>;
  /** Problems that do not stop scoring (e.g. a deal out of the dealing order). */
  severity: 'error' | 'warning';
  /** The problem is the key itself (an unknown key): positions point at the key, not at its value. */
  atKey?: boolean;
  /** The message in both languages (the CLI and the desk show it in the chosen language). */
  text: Bilingual;
}
