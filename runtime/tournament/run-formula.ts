/**
 * An event under a regulation whose formula depends on the number of players: which formula applies (the players
 * of round 1, or the registered players before it), the standings under it with the problems of the event against
 * it (rounds past the formula, players seated after they went out), and the candidates for seating a round.
 * Input: the TournamentIR, the event and its evaluated rounds. Output: the formula, FormulaStandings, RunProblems.
 * Pure and deterministic. Imports only the IR, the tournament layer's types and functions (never run-event.ts at
 * run time: it calls this file).
 */
import type { FormulaIR } from '../ir/formula.js';
import type { TournamentIR } from '../ir/tournament.js';
import { describeActivity, isActiveIn, type EventData } from './event.js';
import { computeFormulaStandings, type FormulaStandings } from './formula-standings.js';
import type { SeatingCandidate } from './formula-seating.js';
import { runProblem, type RunProblem } from './run-problem.js';
import { pluralRu, PLAYERS_GEN } from '../text/plural.js';
import type { PlayerInfo, StandingsOptions } from './standings.js';
import type { PlayerId, RoundResult } from './types.js';

/** The formula an event runs under and the number of players that chose it. */
export interface ChosenFormula {
  formula: FormulaIR;
  players: number;
}

/** The number of players that chooses the formula: those seated in round 1, or before it those who play it. */
export function fieldSize(event: EventData): number {
  const first = event.rounds[0];
  if (first !== undefined) return new Set(first.tables.flatMap((t) => t.players)).size;
  const activity = describeActivity(event);
  return event.players.filter((p) => isActiveIn(activity.get(p.id), 1)).length;
}

/** The first formula whose range of players holds `n`, or null. */
export function chooseFormula(formulas: readonly FormulaIR[], n: number): FormulaIR | null {
  return formulas.find((f) => n >= f.players.min && (f.players.max === null || n <= f.players.max)) ?? null;
}

/** The formula of an event, or the problem that none covers its number of players. */
export function formulaForEvent(ir: TournamentIR, event: EventData): ChosenFormula | RunProblem {
  const formulas = ir.formulas ?? [];
  const n = fieldSize(event);
  const formula = chooseFormula(formulas, n);
  if (formula !== null) return { formula, players: n };
  const ranges = formulas.map((f) => `${f.id}: ${f.players.min}${f.players.max === null ? '+' : f.players.max === f.players.min ? '' : `-${f.players.max}`}`).join('; ');
  return runProblem('event/no-formula', 'error', ['players'], {
    en: `no formula of the regulation is for ${n} players (${ranges})`,
    ru: `в регламенте нет формулы для ${n} ${pluralRu(n, PLAYERS_GEN)} (${ranges})`,
  });
}

/** The number of rounds a formula has: its qualifying rounds, plus the final if any. */
function formulaRounds(formula: FormulaIR): number {
  return formula.rounds.length + (formula.final === null ? 0 : 1);
}

/**
 * The standings of an event under its formula (see computeFormulaStandings), and the problems of the event against
 * the formula: rounds past it (not counted), players seated in a round after the formula put them out.
 */
export function formulaStandingsOf(
  ir: TournamentIR,
  chosen: ChosenFormula,
  event: EventData,
  rounds: readonly RoundResult[],
  players: readonly PlayerInfo[],
  options: StandingsOptions = {},
): { standings: FormulaStandings; problems: RunProblem[] } {
  const problems: RunProblem[] = [];
  const last = formulaRounds(chosen.formula);
  if (rounds.length > last) {
    const formula = `${chosen.formula.id} (${chosen.formula.clause})`;
    problems.push(runProblem('event/beyond-formula', 'error', ['rounds', last], {
      en: `the formula ${formula} for ${chosen.players} players has ${last} round(s); the event has ${rounds.length}: the rounds after ${last} are not counted`,
      ru: `в формуле ${formula} для ${chosen.players} ${pluralRu(chosen.players, PLAYERS_GEN)} туров: ${last}, а в турнире: ${rounds.length}; туры после ${last}-го не засчитываются`,
    }));
  }
  const standings = computeFormulaStandings(ir, chosen.formula, rounds, players, chosen.players, options);
  for (const step of standings.formula.steps) {
    const out = new Set(step.out);
    event.rounds.slice(step.after, standings.afterRound).forEach((round, i) => {
      const r = step.after + i + 1;
      // In the final the players who sat in it are ranked (a note says so); in a qualifying round the round is not counted.
      const inFinal = r === standings.finalRound;
      round.tables.forEach((table, ti) => {
        table.players.forEach((p, si) => {
          if (!out.has(p)) return;
          problems.push(runProblem('event/not-advanced', 'warning', ['rounds', r - 1, 'tables', ti, 'players', si], {
            en: `${p} sits in round ${r}, but the formula ${chosen.formula.id} put them out after round ${step.after} (${step.clause}); ${inFinal ? 'the final ranks the players who sat in it' : 'that round is not counted for them'}`,
            ru: `${p} сидит в туре ${r}, но по формуле ${chosen.formula.id} выбывает после тура ${step.after} (${step.clause}); ${inFinal ? 'места в финале — у тех, кто в нём сидел' : 'этот тур игроку не засчитывается'}`,
          }, p));
        });
      });
    });
  }
  return { standings, problems };
}

/**
 * The players to seat in a round, in standings order with their points: the rows still in play (not out) who are
 * active in the round, then active players without a row (late entries) by id. Round 1: every active player by id.
 */
export function seatingCandidates(standings: Pick<FormulaStandings, 'rows'> | null, active: ReadonlySet<PlayerId>): SeatingCandidate[] {
  const rows = standings === null ? [] : standings.rows.filter((r) => !r.out && active.has(r.player));
  const out: SeatingCandidate[] = rows.map((r) => ({ player: r.player, points: r.points }));
  const listed = new Set(standings?.rows.map((r) => r.player) ?? []);
  for (const p of [...active].sort()) if (!listed.has(p)) out.push({ player: p, points: 0 });
  return out;
}
