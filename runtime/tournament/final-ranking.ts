/**
 * The ranking of a final by its own chain (`rank-by`): the final's points or vists, then the qualifying totals as
 * tie-breaks. Shared by the stages of a regulation's final and the finals of formulas.
 * Pure. Imports only the IR and standings.ts.
 */
import type { FinalKey } from '../ir/formula.js';
import { rankBy, type StandingRow } from './standings.js';

type Row = Omit<StandingRow, 'rank' | 'tieBreak'>;

/** The value of a final's criterion for a finalist's row (its own totals or its qualifying ones). */
function finalValue(row: Row, key: FinalKey): number {
  switch (key) {
    case 'points':
      return row.points;
    case 'vists':
      return row.vists;
    case 'qualifying-points':
      return row.qualifying?.points ?? 0;
    case 'qualifying-vists':
      return row.qualifying?.vists ?? 0;
  }
}

/**
 * Ranks the finalists by the final's chain (more is better; equal on every key: shared rank, then by id), ranks
 * counted from `firstRank`.
 */
export function rankFinal<T extends Row>(rows: readonly T[], keys: readonly FinalKey[], firstRank = 1): Array<T & { rank: number; tieBreak: StandingRow['tieBreak'] }> {
  return rankBy(rows, keys, finalValue, firstRank);
}
