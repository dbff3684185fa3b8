/**
 * Check: cuts and a final come after a fixed number of qualifying rounds, so a tournament with `cuts` or `final`
 * must fix `rounds` (resolve/stages-need-rounds). Formulas bring their own rounds.
 */
import { errorAt, type Check } from './check-context.js';

/** Reports `final` and every cut of a tournament without `rounds` (and without formulas). */
export const checkStagesNeedRounds: Check = (input) => {
  const t = input.ir.tournament;
  if (t === undefined || t.rounds !== null || t.formulas !== undefined) return [];
  const hint = {
    en: 'give `rounds: { count, clause }`, the number of qualifying rounds before the cuts and the final',
    ru: 'задайте `rounds: { count, clause }` — число отборочных туров до отсева и финала',
  };
  return [
    ...t.cuts.map((c, i) => errorAt(input, ['tournament', 'cuts', i], 'resolve/stages-need-rounds', {
      en: `the cut after round ${c.after} needs a fixed number of qualifying rounds (tournament.rounds)`,
      ru: `отсеву после тура ${c.after} нужно заданное число отборочных туров (tournament.rounds)`,
    }, hint)),
    ...(t.final === null ? [] : [errorAt(input, ['tournament', 'final'], 'resolve/stages-need-rounds', {
      en: 'the final comes after a fixed number of qualifying rounds (tournament.rounds), which the regulation does not give',
      ru: 'финал идёт после заданного числа отборочных туров (tournament.rounds), а регламент его не задаёт',
    }, hint)]),
  ];
};
