/**
 * A forced substitute who had played in the event under his own name, against the regulation: the event checker
 * (event.ts) accepts him when the substitution is marked `forced: true`; only a regulation that provides for it
 * (`tournament.played-substitutes: forced`) lets him in, otherwise each such substitution is reported
 * (`event/substitute-played`, an error at its `in`).
 * Input: the regulation's setting and the event. Output: RunProblems.
 */
import type { PlayedSubstitutesIR } from '../ir/sanctions.js';
import type { EventData } from './event.js';
import { runProblem, type RunProblem } from './run-problem.js';

/** Reports every forced substitution by a player who had played where the regulation does not allow it. */
export function checkPlayedSubstitutes(setting: PlayedSubstitutesIR | undefined, event: EventData, problems: RunProblem[]): void {
  if (setting?.value === 'forced') return;
  event.rounds.forEach((round, ri) => {
    (round.substitutions ?? []).forEach((sub, si) => {
      if (sub.forced !== true) return;
      const earlier = event.rounds.slice(0, ri).findIndex((r) => r.tables.some((t) => t.players.includes(sub.in)));
      if (earlier < 0) return;
      const clause = setting ? ` (${setting.clause})` : '';
      problems.push(runProblem('event/substitute-played', 'error', ['rounds', ri, 'substitutions', si, 'in'], {
        en: `${sub.in} played in round ${earlier + 1} under their own name: the regulation does not allow a player of the event as a substitute${clause}, even in a forced substitution`,
        ru: `${sub.in} уже играет в турнире под своим именем (тур ${earlier + 1}): регламент не допускает участника турнира как замену${clause}, даже вынужденную`,
      }, sub.in));
    });
  });
}
