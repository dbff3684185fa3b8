/**
 * `check --assumptions`: the list of a compiled regulation's interpretations (present/assumptions.ts). A module of its
 * own, loaded by check-compile.ts only when asked: the texts of present/ (its words, ~35 KB) and the runtime's part they
 * write numbers with (runtime/score-entry.ts, the scorer with it, ~180 KB) are not loaded by a plain `check`.
 */
import { GAME_COMPILE_PARTS } from '../../games/compile-list.js';
import type { RegulationIR } from '../../runtime/index.js';
import { listAssumptions, type Lang } from '../../present/index.js';

/** The assumptions register of a regulation as `check --assumptions` prints it. */
export function assumptionsText(ir: RegulationIR, lang: Lang): string {
  return listAssumptions(ir, lang, 'text', GAME_COMPILE_PARTS);
}
