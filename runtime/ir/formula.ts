/**
 * IR of the tournament constructs that depend on the field: place points by table size (with values that depend on
 * the player's own result), mixed table sizes, and formulas chosen by the number of players (rounds with their
 * seating and what happens after each: a points threshold, knockout per table, the best n; then a final ranked by
 * its own chain with the qualifying totals as tie-breaks). Every number and switch comes from the regulation file.
 */
import type { Assumption, Bilingual, Origin } from './common.js';

/**
 * The points of a place: a number, or a value chosen by the player's own result at the table (`then` when the
 * result is above `ifResultAbove`, else `else`).
 */
export type PlaceValueIR = number | { ifResultAbove: number; then: number; else: number };

/** Place points of tables of one size (e.g. tables of 3): they replace `places` at those tables. */
export interface PlacesBySizeIR {
  /** The number of players at the table. */
  players: number;
  /** Points for 1st, 2nd, ... place, best first. */
  places: PlaceValueIR[];
  clause: string;
  origin: Origin;
  assumption?: Assumption;
}

/** What happens after a round of a formula: who goes on. */
export type AdvanceIR =
  /** Players whose points (over the rounds so far) are below `minPoints` are out. */
  | { kind: 'threshold'; minPoints: number }
  /** The best `count` of each table of the round (by that round's points, then vists) go on; the others are out. */
  | { kind: 'per-table'; count: number }
  /** The best `count` of the standings go on. */
  | { kind: 'best'; count: number }
  /** The best `count` of the round over all its tables (by that round's points, then vists) go on. */
  | { kind: 'best-of-round'; count: number };

/**
 * How a round of a formula is seated: `lot` (from the event's seed), `strongest-with-strongest` (standings order),
 * or `score-groups` (players with equal points together: ordered by points only, by lot among equal points).
 */
export type FormulaSeating = 'lot' | 'strongest-with-strongest' | 'score-groups';

/** One qualifying round of a formula. */
export interface FormulaRoundIR {
  seating: FormulaSeating;
  /** Who goes on after the round; null: everyone. */
  advance: AdvanceIR | null;
  clause: string;
  origin: Origin;
  assumption?: Assumption;
}

/** A criterion of a final's ranking: the final's own points or vists, or the totals of the qualifying rounds. */
export type FinalKey = 'points' | 'vists' | 'qualifying-points' | 'qualifying-vists';

/** The final of a formula: the players left after the qualifying rounds play it, ranked by `rankBy` from zero. */
export interface FormulaFinalIR {
  rankBy: FinalKey[];
  clause: string;
  origin: Origin;
  assumption?: Assumption;
}

/** A formula of the tournament, used when the number of players is in `players` (inclusive; max null: no end). */
export interface FormulaIR {
  id: string;
  name?: Bilingual;
  players: { min: number; max: number | null };
  rounds: FormulaRoundIR[];
  final: FormulaFinalIR | null;
  clause: string;
  origin: Origin;
  assumption?: Assumption;
}
