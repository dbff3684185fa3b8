/**
 * games: the one list of the games, and the compiler's entry points with it given. Everything that computes or
 * presents one game lives in games/<game>/ (a GameModule); the generic layers (compiler/, runtime/) take this list
 * and never import games/. May import compiler/ and runtime/; no game imports another game.
 * A new game: its folder, one line here (see /work/notes/design-games.md).
 */
import {
  compileRegulationFile as compileWith, diffRegulations as diffWith, listRules as listWith, type CompileOptions, type CompileResult,
  type RegulationChange, type RuleRecord,
} from '../compiler/index.js';
import type { RegulationIR, TableRules } from '../runtime/index.js';
import { preference } from './preference/index.js';
import { riichi } from './riichi/index.js';
import { sichuan } from './sichuan/index.js';
import type { GameModule } from './types.js';

export type { GameModule } from './types.js';
export { readRiichiHanchan, settleRiichiHanchan, type RiichiHanchanResult, type RiichiParty } from './riichi/index.js';

/** Every game beyond the classical mahjong of the core, in the order their parts come in the IR and the diff. */
export const GAMES: readonly GameModule[] = [preference, sichuan, riichi];

/** Compiles a regulation file of any game (compiler's compileRegulationFile with GAMES). Never throws on user input. */
export function compileRegulationFile(file: string, options: Omit<CompileOptions, 'games'> = {}): CompileResult {
  return compileWith(file, { ...options, games: GAMES });
}

/** The changes from regulation `a` to `b`, the games' rules too (compiler's diffRegulations with GAMES). */
export function diffRegulations(a: RegulationIR, b: RegulationIR): RegulationChange[] {
  return diffWith(a, b, GAMES);
}

/** Every rule of a regulation as a comparable record, the games' rules too (compiler's listRules with GAMES). */
export function listRules(ir: RegulationIR): RuleRecord[] {
  return listWith(ir, GAMES);
}

/**
 * The table rules of a regulation for the event runner (evaluateEvent, computeEventStandingsOf, seatRound): its game's
 * reading of deals and penalties (none: classical mahjong's) and every game's whole-table records (a pulya, a hanchan).
 */
export function tableRulesOf(ir: RegulationIR): TableRules {
  const deals = GAMES.find((g) => g.game === ir.game)?.table?.deals;
  return { game: ir.game, ...(deals !== undefined ? { deals } : {}), records: GAMES.flatMap((g) => g.table?.record ?? []) };
}
