/**
 * A riichi table as the tournament layer sees it: its hanchan (`hanchan:` of the event table), either its deals as
 * in a hanchan file (settled deal by deal, hanchan.ts) or, for speed, the final scores with
 * the riichi sticks left on the table and the chombos; then the end of the game (hanchan-end.ts): places, uma, oka,
 * chombo and tournament points, every number from the regulation's `riichi:` section. The table's game points (its
 * `vists`, the standings' `game-points`) are each player's final score minus the target score; its wins are the
 * wins of its deals (a player once per deal won); a table given by its final scores has its wins unknown
 * (DealOutcome.winsUnknown: the standings show no count for its players, not a count of none).
 * Input: the regulation, the event table and its path. Output: a DealOutcome and the settled points, or null with
 * RunProblems at their paths inside `hanchan`. The riichi game's TableRecord (`hanchan` of an event table).
 */
import { playerRecord, scorerOf, type DealOutcome, type EventPath, type EventTable, type PlayerId, type ProblemCode, type RegulationIR, type RunProblem, type SettledTablePoints, type TableRecord } from '../../runtime/index.js';
import { type RiichiIR } from '../../runtime/ir/riichi.js';
import { endRiichiHanchan, type RiichiStanding } from './hanchan-end.js';
import { said, settleRiichiHanchan } from './hanchan.js';
import { RIICHI_TEXTS, type RiichiText } from './problem-texts.js';
import { readRiichiHanchan } from './hanchan-read.js';
import { asGiven } from './as-given.js';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The keys of a hanchan given by its final scores. */
const SCORES_KEYS = ['scores', 'sticks', 'chombo', 'note'];

/** A riichi table settled: its outcome (game points and wins) and each player's tournament points. */
export interface RiichiTableResult {
  outcome: DealOutcome;
  settled: Record<PlayerId, SettledTablePoints>;
}

/** The end of a hanchan given by its final scores; problems at their paths. */
function endFromScores(rules: RiichiIR, table: EventTable, raw: Obj, at: EventPath, problems: RunProblem[]): RiichiStanding[] | null {
  const before = problems.length;
  const fail = (path: EventPath, text: RiichiText, code: ProblemCode = 'event/riichi-scores') => problems.push({ code, severity: 'error', path: [...at, ...path], message: text.en, text });
  for (const k of Object.keys(raw)) if (!SCORES_KEYS.includes(k)) fail([k], RIICHI_TEXTS.unknownKey(k, SCORES_KEYS, 'deals'));
  const scores = isObject(raw.scores) ? raw.scores : {};
  if (!isObject(raw.scores)) fail(['scores'], RIICHI_TEXTS.scoresMissing());
  for (const p of table.players) {
    const s = scores[p];
    if (typeof s !== 'number' || !Number.isSafeInteger(s)) fail(['scores', p], RIICHI_TEXTS.scoreOf(p));
  }
  for (const p of Object.keys(scores)) if (!table.players.includes(p)) fail(['scores', p], RIICHI_TEXTS.notAtTable(p, table.players));
  const sticks = raw.sticks ?? 0;
  if (typeof sticks !== 'number' || !Number.isSafeInteger(sticks) || sticks < 0) fail(['sticks'], RIICHI_TEXTS.sticks());
  const chombos = new Map<string, number>();
  const offenders = raw.chombo === undefined ? [] : Array.isArray(raw.chombo) ? raw.chombo : [raw.chombo];
  offenders.forEach((p, i) => {
    if (typeof p !== 'string' || !table.players.includes(p)) fail(['chombo', ...(Array.isArray(raw.chombo) ? [i] : [])], RIICHI_TEXTS.notAtTable(asGiven(p), table.players));
    else chombos.set(p, (chombos.get(p) ?? 0) + rules.chombo.value.points);
  });
  if (problems.length > before) return null;
  // The scores and the sticks left hold every point of the start: 4 × start in all.
  const total = table.players.reduce((sum, p) => sum + (scores[p] as number), 0) + (sticks as number) * rules.riichiStick.value;
  const expected = rules.startPoints.value * table.players.length;
  if (total !== expected) {
    const n = table.players.length;
    const start = rules.startPoints.value;
    const stick = rules.riichiStick.value;
    const en = `the scores and the sticks left (${sticks} × ${stick}) add up to ${total}, not ${n} × ${start} = ${expected} (${rules.startPoints.clause})`;
    const ru = `счёт игроков и оставшиеся палочки (${sticks} × ${stick}) дают ${total}, а не ${n} × ${start} = ${expected} (${rules.startPoints.clause})`;
    problems.push({ code: 'event/riichi-score-sum', severity: 'error', path: [...at, 'scores'], message: en, text: { ru, en } });
    return null;
  }
  return endRiichiHanchan(rules, table.players, scores as Record<string, number>, chombos, sticks as number).standings;
}

/** The hanchan's players as the file gives them, for a message: names joined, anything else as JSON (asGiven). */
function playersAsGiven(players: unknown): string {
  return Array.isArray(players) && players.every((p) => typeof p === 'string') ? players.join(', ') : asGiven(players);
}

/**
 * The judge's penalties of the table in points (`vists` or `points` of a table penalty) by player, each with its
 * clause: the runner adds them to the table's game points; here they come off the result after the uma, as the
 * chombo does (a named rule or a sanction in tournament points is the runner's own).
 */
function penaltiesOf(table: EventTable): Map<string, Array<{ value: number; clause: string }>> {
  const out = new Map<string, Array<{ value: number; clause: string }>>();
  for (const p of table.penalties ?? []) {
    const value = p.vists ?? p.points;
    if (value === undefined || p.rule !== undefined) continue;
    out.set(p.player, [...(out.get(p.player) ?? []), { value, clause: p.clause ?? p.reason ?? 'penalty' }]);
  }
  return out;
}

/** What a player's tournament points at a riichi table are made of, each with its clause. */
function settledOf(rules: RiichiIR, s: RiichiStanding, penalties: ReadonlyArray<{ value: number; clause: string }>): SettledTablePoints {
  const penalty = penalties.reduce((sum, p) => sum + p.value, 0);
  return {
    points: s.tournamentPoints + penalty / rules.pointsPerTournamentPoint.value, place: s.place, tied: s.tied, clause: rules.pointsPerTournamentPoint.clause,
    parts: [
      { id: 'score', value: s.score - rules.targetPoints.value, clause: rules.targetPoints.clause },
      { id: 'uma', value: s.uma, clause: rules.uma.clause },
      { id: 'oka', value: s.oka, clause: rules.targetPoints.clause },
      { id: 'chombo', value: -s.chombo, clause: rules.chombo.clause },
      ...penalties.map((p) => ({ id: 'penalty', value: p.value, clause: p.clause })),
    ],
  };
}

/**
 * The result of a riichi table given as its hanchan (deals or final scores). Problems: the regulation has no
 * `riichi:` section; the hanchan's own problems; the players of its deals are not the table's.
 */
export function riichiTableOutcome(regulation: RegulationIR, table: EventTable, path: EventPath, problems: RunProblem[]): RiichiTableResult | null {
  const at = [...path, 'hanchan'];
  const rules = regulation.riichi;
  if (rules === undefined) {
    problems.push({ code: 'event/hanchan-needs-riichi', severity: 'error', path: at, ...said(RIICHI_TEXTS.noRiichiRules(regulation.regulation)) });
    return null;
  }
  const raw = table.hanchan;
  if (!isObject(raw) || (raw.deals === undefined) === (raw.scores === undefined)) {
    problems.push({ code: 'event/riichi-scores', severity: 'error', path: at, ...said(RIICHI_TEXTS.hanchanShape()) });
    return null;
  }
  let standings: RiichiStanding[] | null;
  // Every win of the hanchan, in order (a player once per deal won): the table's winners (none for final scores).
  let wins: string[] = [];
  if (raw.deals !== undefined) {
    const players = raw.players ?? table.players;
    if (!Array.isArray(players) || players.length !== table.players.length || players.some((p) => !table.players.includes(p as string))) {
      problems.push({ code: 'event/result-players', severity: 'error', path: [...at, 'players'], ...said(RIICHI_TEXTS.hanchanPlayers(playersAsGiven(players), table.players)) });
      return null;
    }
    const read = readRiichiHanchan({ ...raw, players });
    const settled = read.input === undefined ? null : settleRiichiHanchan(scorerOf(regulation), rules, read.input);
    for (const p of settled?.problems ?? read.problems) problems.push({ code: p.code, severity: 'error', path: [...at, ...p.path], message: p.message, ...(p.text !== undefined ? { text: p.text } : {}) });
    if (settled === null || settled.problems.length > 0) return null;
    standings = settled.standings;
    wins = settled.deals.flatMap((d) => d.winners);
  } else {
    standings = endFromScores(rules, table, raw, at, problems);
  }
  if (standings === null) return null;
  const vists = playerRecord<number>();
  const settled = playerRecord<SettledTablePoints>();
  const penalties = penaltiesOf(table);
  for (const s of standings) {
    vists[s.player] = s.score - rules.targetPoints.value;
    settled[s.player] = settledOf(rules, s, penalties.get(s.player) ?? []);
  }
  // Final scores say nothing of who won the deals: the table's wins are unknown, not none.
  const won = raw.deals === undefined ? { winsUnknown: true } : wins.length > 0 ? { winners: wins } : {};
  return { outcome: { vists, ...won, redeal: false, payments: [], adjustments: [] }, settled };
}

/** A table given as its hanchan (`hanchan:` and no deals), settled by the regulation's `riichi:` rules. */
export const hanchanTable: TableRecord = { key: 'hanchan', outcome: riichiTableOutcome };
