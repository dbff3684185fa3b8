/**
 * Seating of a round of an event run under a formula: by lot, strongest with strongest, or score groups (players
 * with equal points together, by lot among equal points), at tables of the regulation's sizes (e.g. 4 and 3); the
 * final seats the players the formula sent, in standings order.
 * Input: the formula, the round, the players in play in standings order (with their points), the table sizes and
 * the event's seed. Output: the tables, who sits out and the method with its clause; null past the formula.
 * Deterministic. Imports only runtime/random.ts, the IR, mixed-tables.ts and the tournament types.
 */
import { createRandom, deriveSeed, shuffle } from '../random.js';
import type { FormulaIR, FormulaSeating } from '../ir/formula.js';
import { cutMixedTables } from './mixed-tables.js';
import type { Seating } from './seating.js';
import type { PlayerId } from './types.js';

/** A formula round's seating: the tables, who sits out, the method and the clause it follows. */
export interface FormulaSeatingResult extends Seating {
  method: FormulaSeating | 'final';
  clause: string;
}

/** Players in their standings order with their points (the score groups need them). */
export interface SeatingCandidate {
  player: PlayerId;
  points: number;
}

/**
 * Orders the players for a method: by lot (ids in code-unit order shuffled with deriveSeed(seed, 'seating',
 * round)), standings order, or score groups (groups of equal points, most points first, each shuffled with
 * deriveSeed(seed, 'score-groups', round, points-group index)).
 */
export function orderForSeating(method: FormulaSeating, candidates: readonly SeatingCandidate[], seed: number, round: number): PlayerId[] {
  if (method === 'lot') {
    return shuffle(candidates.map((c) => c.player).sort(), createRandom(deriveSeed(seed, 'seating', round)));
  }
  if (method === 'strongest-with-strongest') return candidates.map((c) => c.player);
  const groups = new Map<number, PlayerId[]>();
  for (const c of candidates) {
    const group = groups.get(c.points);
    if (group === undefined) groups.set(c.points, [c.player]);
    else group.push(c.player);
  }
  const byPoints = [...groups.entries()].sort((a, b) => b[0] - a[0]);
  return byPoints.flatMap(([, players], gi) => shuffle([...players].sort(), createRandom(deriveSeed(seed, 'score-groups', round, gi + 1))));
}

/**
 * Seats round `round` of a formula: rounds 1..k by the round's method among `candidates` (the players in play, in
 * standings order after the previous round), the final (round k + 1) with the candidates in standings order; tables
 * of `sizes`, preferred first (see splitTables). Null for a round past the formula.
 */
export function seatFormulaRound(formula: FormulaIR, round: number, candidates: readonly SeatingCandidate[], sizes: readonly number[], seed: number): FormulaSeatingResult | null {
  const step = formula.rounds[round - 1];
  if (step !== undefined) {
    return { ...cutMixedTables(orderForSeating(step.seating, candidates, seed, round), sizes), method: step.seating, clause: step.clause };
  }
  if (formula.final !== null && round === formula.rounds.length + 1) {
    return { ...cutMixedTables(candidates.map((c) => c.player), sizes), method: 'final', clause: formula.final.clause };
  }
  return null;
}
