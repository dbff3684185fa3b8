/**
 * Check: cuts and a final come after a fixed number of qualifying rounds, so a tournament with `cuts` or `final`
 * must fix `rounds` (resolve/stages-need-rounds). Formulas bring their own rounds.
 */
import { errorAt, type Check } from './check-context.js';

/** Reports `final` and every cut of a tournament without `rounds` (and without formulas). */
export const checkStagesNeedRounds: Check = (input) => {
  const t = input.ir.tournament;
  if (t === undefined || t.rounds !== null || t.formulas !== undefined) return [];
  const hint = 'give `rounds: { count, clause }`, the number of qualifying rounds before the cuts and the final';
  return [
    ...t.cuts.map((c, i) => errorAt(input, ['tournament', 'cuts', i], 'resolve/stages-need-rounds', `the cut after round ${c.after} needs a fixed number of qualifying rounds (tournament.rounds)`, hint)),
    ...(t.final === null ? [] : [errorAt(input, ['tournament', 'final'], 'resolve/stages-need-rounds', 'the final comes after a fixed number of qualifying rounds (tournament.rounds), which the regulation does not give', hint)]),
  ];
};
