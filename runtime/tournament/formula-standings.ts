/**
 * Standings of an event run under a formula chosen by the number of players: after each qualifying round the
 * formula's advance rule puts players out (threshold, knockout per table, best n); the players left play the final,
 * ranked from zero by the final's own chain (e.g. its vists, then the qualifying vists). Players who stopped keep
 * the place they had at their stop, below everyone who went further.
 * Input: the TournamentIR, the chosen FormulaIR, the rounds' results and the players. Output: EventStandings with
 * the formula and each step applied (who went on, by which clause). Pure and deterministic. Imports only the IR,
 * the tournament types, standings.ts, advance.ts and stages.ts (types).
 */
import type { Bilingual } from '../ir/common.js';
import type { AdvanceIR, FinalKey, FormulaIR } from '../ir/formula.js';

export { rankFinal } from './final-ranking.js';
import type { TournamentIR } from '../ir/tournament.js';
import { applyAdvance, type ResultRow } from './advance.js';
import { rankFinal } from './final-ranking.js';
import type { EventStandings, StageNote } from './stages.js';
import {
  isWithdrawn, rankRows, resolveCarrier, roundsCounted, rowOf, selectTallies, snapNumber, sumRounds, tallyRounds,
  type PlayerInfo, type PlayerTally, type StandingRow, type StandingsOptions,
} from './standings.js';
import type { PlayerId, RoundResult } from './types.js';
import { formulaFinalPlayersNoteText, tieNoteText } from './stage-note-texts.js';

/** One advance step applied: after which round, the rule and its clause, who went on and who went out. */
export interface AppliedAdvance {
  after: number;
  rule: AdvanceIR;
  clause: string;
  kept: PlayerId[];
  out: PlayerId[];
}

/** The formula an event runs under, as the standings report it. */
export interface FormulaSummary {
  id: string;
  /** Its name in the regulation, when it has one (people read it rather than the id). */
  name?: Bilingual;
  clause: string;
  /** The number of players that chose it. */
  players: number;
  steps: AppliedAdvance[];
  /** The final's chain and clause, when the final was played. */
  final: { rankBy: FinalKey[]; clause: string } | null;
}

/** Standings under a formula. */
export interface FormulaStandings extends EventStandings {
  formula: FormulaSummary;
}

type Row = Omit<StandingRow, 'rank' | 'tieBreak'>;
type Ranked = Array<Row & { rank: number; tieBreak: StandingRow['tieBreak'] }>;

/** Each table of a round with its players' results of that round (substitutes carried), for knockout per table. */
function roundTables(round: RoundResult | undefined, tallies: ReadonlyMap<PlayerId, PlayerTally>, carrier: (p: PlayerId) => PlayerId, index: number): ResultRow[][] {
  return (round?.tables ?? []).map((table) => {
    const seen = new Set<PlayerId>();
    const rows: ResultRow[] = [];
    for (const p of table.players) {
      const id = carrier(p);
      const line = tallies.get(id)?.rounds[index];
      if (seen.has(id) || line === null || line === undefined) continue;
      seen.add(id);
      rows.push({ player: id, points: snapNumber(line.points), vists: snapNumber(line.vists), wins: line.wins });
    }
    return rows;
  });
}

/**
 * The event's standings under a formula after a round. Rounds 1..k (k: the formula's rounds) are qualifying: after
 * each, the round's advance rule (if any) is applied to the players still in who have not withdrawn, ranked by the
 * standings chain over the rounds so far; those who do not go on are out (`cutAfter`) with their totals then.
 * Round k + 1 is the final when the formula has one: the players seated in it are ranked by the final's chain, with
 * `qualifying` their totals of rounds 1..k. A final whose players are not those the formula sent is noted.
 */
export function computeFormulaStandings(ir: TournamentIR, formula: FormulaIR, rounds: readonly RoundResult[], players: readonly PlayerInfo[], fieldSize: number, options: StandingsOptions = {}): FormulaStandings {
  const keys = ir.standings.value;
  const k = formula.rounds.length;
  const last = formula.final === null ? k : k + 1;
  const after = Math.min(roundsCounted(rounds, options.afterRound), last);
  const counted = rounds.slice(0, after);
  const tallies = tallyRounds(ir, counted, players);
  const carrier = resolveCarrier(players, after);
  const notes: StageNote[] = [];
  const steps: AppliedAdvance[] = [];
  const stopped: Ranked[] = [];
  let alive = selectTallies(tallies, after, options.include ?? 'started');

  /** Puts rows out after a round, as a group ranked among itself. */
  const stop = (rows: readonly Row[], round: number) => {
    const ranked: Ranked = rankRows(rows, keys);
    for (const r of ranked) {
      r.out = true;
      if (r.outReason === undefined) {
        r.outReason = 'cut';
        r.cutAfter = round;
      }
    }
    if (ranked.length > 0) stopped.push(ranked);
  };

  for (let r = 1; r <= Math.min(k, after); r++) {
    const step = formula.rounds[r - 1]!;
    if (step.advance === null) continue;
    const ranked = rankRows(alive.map((t) => rowOf(t, r)), keys);
    const eligible = ranked.filter((row) => !isWithdrawn(tallies.get(row.player)!, r));
    const outcome = applyAdvance(step.advance, eligible, roundTables(counted[r - 1], tallies, carrier, r - 1), keys);
    for (const tie of outcome.edgeTies) {
      const text = tieNoteText(r, tie, keys, { kind: 'formula', id: formula.id, name: formula.name, clause: step.clause });
      notes.push({ kind: 'cut-tie', round: r, players: tie, message: text.en, text });
    }
    const kept = new Set(outcome.kept);
    const frozen = ranked.filter((row) => !kept.has(row.player));
    steps.push({ after: r, rule: step.advance, clause: step.clause, kept: outcome.kept, out: frozen.map((row) => row.player) });
    stop(frozen, r);
    alive = alive.filter((t) => kept.has(t.player));
  }

  let top: Ranked;
  let finalRound: number | null = null;
  if (formula.final !== null && after === k + 1) {
    finalRound = k + 1;
    const seated = new Set<PlayerId>();
    for (const t of tallies.values()) if (t.rounds[k] != null) seated.add(t.player);
    const expected = alive.filter((t) => !isWithdrawn(t, k)).map((t) => t.player);
    const odd = [...expected.filter((p) => !seated.has(p)), ...[...seated].filter((p) => !expected.includes(p))];
    if (odd.length > 0) {
      const text = formulaFinalPlayersNoteText(k + 1, [...seated].sort(), { id: formula.id, name: formula.name }, [...expected].sort());
      notes.push({ kind: 'final-players', round: k, players: odd, message: text.en, text });
    }
    // Players put out earlier who sat in the final anyway leave their group (the note above says so).
    for (let g = 0; g < stopped.length; g++) stopped[g] = stopped[g]!.filter((r) => !seated.has(r.player));
    // Players the formula sent who did not sit in the final stop after the qualifying rounds.
    stop(alive.filter((t) => !seated.has(t.player)).map((t) => rowOf(t, k)), k);
    const finalists = [...seated].map((p) => tallies.get(p)!).filter((t) => t !== undefined);
    top = rankFinal(finalists.map((t) => {
      const row = rowOf(t, after, k + 1);
      const q = sumRounds(t, 1, k);
      row.stage = 'final';
      row.qualifying = { points: q.points, vists: q.vists, wins: q.wins };
      row.played = sumRounds(t, 1, after).played;
      return row;
    }), formula.final.rankBy);
  } else {
    top = rankRows(alive.map((t) => rowOf(t, after)), keys);
  }

  const rows: StandingRow[] = [];
  const groups = [top, ...stopped.reverse()].filter((g) => g.length > 0);
  groups.forEach((group, gi) => {
    const base = rows.length;
    // Groups of players who stopped are ranked again: a player who sat in the final anyway may have left one.
    const ranked = group === top && finalRound !== null ? group : rankRows(group, keys);
    ranked.forEach((row, i) => {
      const out = { ...row, rank: base + row.rank } as StandingRow;
      if (i === ranked.length - 1 && gi < groups.length - 1) out.tieBreak = 'stage';
      rows.push(out);
    });
  });
  return {
    afterRound: after,
    qualifyingRounds: Math.min(after, k),
    finalRound,
    rows,
    cuts: [],
    notes,
    formula: {
      id: formula.id, ...(formula.name !== undefined ? { name: formula.name } : {}), clause: formula.clause, players: fieldSize, steps,
      final: finalRound !== null && formula.final !== null ? { rankBy: formula.final.rankBy, clause: formula.final.clause } : null,
    },
  };
}

/** Whether standings were computed under a formula (and so say which, and each step applied). */
export function hasFormula(s: EventStandings): s is FormulaStandings {
  return 'formula' in s;
}
