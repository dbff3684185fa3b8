/**
 * The unit of a table's score under a regulation, read from its data: game points where the standings rank by them
 * (`tournament.standings` lists `game-points`: Sichuan, riichi, MCR), else vists (classical mahjong, preference).
 * The desk names a table's result and a judge's penalty by it; a penalty written in `points` is taken as it is there.
 * Input: the compiled regulation. Output: 'points' or 'vists'.
 */
import type { RegulationIR } from '../ir/types.js';

/** What a table's score counts: 'points' (game points) or 'vists'. */
export type TableScoreUnit = 'points' | 'vists';

/** The unit of a table's score: game points when the standings count them, else vists. */
export function tableScoreUnit(ir: RegulationIR): TableScoreUnit {
  return ir.tournament?.standings.value.includes('game-points') === true ? 'points' : 'vists';
}
