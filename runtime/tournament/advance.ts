/**
 * Who goes on after a round of a formula: players at or above a points threshold, the best `count` of each table
 * (knockout), the best `count` of the round over all its tables, or the best `count` of the standings. Equal players at the edge of a table or of the standings are
 * reported (the order taken is the standings' last resort, the player id).
 * Input: the advance rule, the eligible players ranked by the standings after the round, and the round's tables
 * with each player's results of that round. Output: the players who go on and the notes for the judge.
 * Pure and deterministic. Imports only the IR, standings.ts and the tournament types.
 */
import type { AdvanceIR } from '../ir/formula.js';
import type { StandingKey } from '../ir/tournament.js';
import { compareCriteria, rankRows, snapNumber, type Criteria } from './standings.js';
import type { PlayerId } from './types.js';

/** One player's results: over the rounds so far (standings) or in one round (a table). */
export type ResultRow = Criteria & { player: PlayerId };

/** The outcome of an advance rule. */
export interface AdvanceOutcome {
  /** The players who go on, in standings order. */
  kept: PlayerId[];
  /** Groups of equal players at an edge (a table's or the standings'), decided by player id. */
  edgeTies: PlayerId[][];
}

/** The best `count` of a ranked list, and the equal players at the edge when the chain cannot separate them. */
function takeBest(ranked: readonly ResultRow[], count: number, keys: readonly StandingKey[]): { kept: PlayerId[]; tie: PlayerId[] | null } {
  const kept = ranked.slice(0, count).map((r) => r.player);
  const last = ranked[count - 1];
  const first = ranked[count];
  if (last === undefined || first === undefined || compareCriteria(last, first, keys) !== 0) return { kept, tie: null };
  return { kept, tie: ranked.filter((r) => compareCriteria(r, last, keys) === 0).map((r) => r.player) };
}

/**
 * Applies an advance rule. `standings`: the eligible players (not withdrawn) ranked by the chain over the rounds so
 * far. `tables`: for `per-table` and `best-of-round`, each table of the round with its players' results of that
 * round; a player of the standings at no table does not go on. Threshold: points at least `minPoints` go on.
 */
export function applyAdvance(rule: AdvanceIR, standings: readonly ResultRow[], tables: readonly (readonly ResultRow[])[], keys: readonly StandingKey[]): AdvanceOutcome {
  const edgeTies: PlayerId[][] = [];
  let chosen: Set<PlayerId>;
  switch (rule.kind) {
    case 'threshold':
      chosen = new Set(standings.filter((r) => snapNumber(r.points) >= rule.minPoints).map((r) => r.player));
      break;
    case 'best': {
      const { kept, tie } = takeBest(standings, rule.count, keys);
      if (tie !== null) edgeTies.push(tie);
      chosen = new Set(kept);
      break;
    }
    case 'best-of-round': {
      // The round's results of every table together, ranked by the chain (that round's points, then vists).
      const eligible = new Set(standings.map((r) => r.player));
      const ranked = rankRows(tables.flat().filter((r) => eligible.has(r.player)), keys);
      const { kept, tie } = takeBest(ranked, rule.count, keys);
      if (tie !== null) edgeTies.push(tie);
      chosen = new Set(kept);
      break;
    }
    case 'per-table': {
      const eligible = new Set(standings.map((r) => r.player));
      chosen = new Set();
      for (const table of tables) {
        const ranked = rankRows(table.filter((r) => eligible.has(r.player)), keys);
        const { kept, tie } = takeBest(ranked, rule.count, keys);
        if (tie !== null) edgeTies.push(tie);
        for (const p of kept) chosen.add(p);
      }
      break;
    }
  }
  return { kept: standings.filter((r) => chosen.has(r.player)).map((r) => r.player), edgeTies };
}
