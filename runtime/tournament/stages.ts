/**
 * Stages of an event: cuts after a round (only the best `keep` go on; the others keep the place they had then), the
 * optional qualifying rounds, and the final (the best `players` play it; with `fromZero` their places come from the
 * final alone). Which round is the final: see locateFinal.
 * Input: the TournamentIR, the rounds' results, the players, and the final's round when it was played.
 * Output: the event's standings (rows in place order, each with rank, tie-break and `out`) and notes for the judge
 * (ties at a cut). Pure and deterministic. Imports only the IR and tournament types, standings.ts and
 * final-ranking.ts.
 */
import type { RoundProgress } from './round-progress.js';
import type { CutIR, TournamentIR } from '../ir/tournament.js';
import {
  compareCriteria,
  criterionValue,
  isWithdrawn,
  rankOwnRows,
  rankRows,
  roundsCounted,
  rowOf,
  selectTallies,
  sumRounds,
  tallyRounds,
  type PlayerInfo,
  type PlayerTally,
  type StandingRow,
  type StandingsOptions,
} from './standings.js';
import { rankFinal } from './final-ranking.js';
import type { PlayerId, RoundResult } from './types.js';
import { finalPlayersNoteText, finalTieNoteText, tieNoteText } from './stage-note-texts.js';
import type { Bilingual } from '../ir/common.js';

/** Options of computeEventStandings. */
export interface StageOptions extends StandingsOptions {
  /**
   * The first round of the final (1-based), when the final is among the rounds given; rounds from it on are the
   * final's. Null or absent: every round is a qualifying round (see locateFinal).
   */
  finalRound?: number | null;
}

/** Something the judge should look at: the chain did not decide a cut, or the final's players are not the best. */
export interface StageNote {
  kind: 'cut-tie' | 'final-tie' | 'final-players';
  /** The round after which the cut or the choice of finalists was made. */
  round: number;
  players: PlayerId[];
  /** The note in English (as `text.en`). */
  message: string;
  /** The note in both languages. */
  text: Bilingual;
}

/** The event's standings with its stages applied. */
export interface EventStandings {
  /** The standings are after this round (1-based; 0: nothing played). */
  afterRound: number;
  /** Qualifying rounds counted (rounds 1..qualifyingRounds). */
  qualifyingRounds: number;
  /** The final's first round, when it was played by afterRound; null otherwise. */
  finalRound: number | null;
  /** Rows in place order: finalists, then everyone by the stage he reached (the latest cut first). */
  rows: StandingRow[];
  /** The cuts applied (their round was a qualifying round played by afterRound). */
  cuts: CutIR[];
  notes: StageNote[];
  /** How far the round the standings are after is, when some of its tables have nothing recorded yet. */
  roundInProgress?: RoundProgress;
}

/** The regulation's qualifying rounds; without a fixed number every round is a qualifying one. */
function roundsOf(ir: TournamentIR): { count: number; optional: readonly number[] } {
  return ir.rounds?.value ?? { count: Number.POSITIVE_INFINITY, optional: [] };
}

/** Whether a round (1-based) is one of the regulation's qualifying rounds, the optional ones included. */
export function isQualifyingRound(ir: TournamentIR, round: number): boolean {
  const { count, optional } = roundsOf(ir);
  return round <= count || optional.includes(round);
}

/** Whether locateFinal reads the number of players seated in a round (1-based): an optional round after the required ones. */
export function finalReadsSeated(ir: TournamentIR, round: number): boolean {
  if (ir.final === null) return false;
  const { count, optional } = roundsOf(ir);
  return round > count && optional.includes(round);
}

/**
 * The final's round among the rounds played, from the number of players seated in each round (index r - 1: round
 * r): rounds 1..count are qualifying; after them the first round is the final unless it is one of the `optional`
 * rounds and seats more players than the final has (an optional qualifying round is played by the players left
 * after the cuts, more than the final's). Null when the regulation has no final or it was not played yet.
 */
export function locateFinal(ir: TournamentIR, seatedPerRound: readonly number[]): number | null {
  if (ir.final === null) return null;
  const { count, optional } = roundsOf(ir);
  for (let r = count + 1; r <= seatedPerRound.length; r++) {
    if (optional.includes(r) && (seatedPerRound[r - 1] ?? 0) > ir.final.value.players) continue;
    return r;
  }
  return null;
}

/**
 * Whether round `round` (not yet played) would be the final: it comes after the required rounds and is not an
 * optional round, or it is an optional round but no more players are left than the final takes.
 */
export function isFinalRound(ir: TournamentIR, round: number, playersLeft: number): boolean {
  if (ir.final === null) return false;
  const { count, optional } = roundsOf(ir);
  if (round <= count) return false;
  return !optional.includes(round) || playersLeft <= ir.final.value.players;
}

/** A ranked group of rows: the players who stopped at the same stage. */
type Ranked = Array<Omit<StandingRow, 'rank' | 'tieBreak'> & { rank: number; tieBreak: StandingRow['tieBreak'] }>;

/** The players of a ranked list who may go on after round `after`: not withdrawn by then. */
function eligibleAfter(ranked: Ranked, byId: ReadonlyMap<PlayerId, PlayerTally>, after: number): Ranked {
  return ranked.filter((r) => !isWithdrawn(byId.get(r.player)!, after));
}

/**
 * The event's standings after a round, with its stages. Qualifying totals are ranked by the tie-break chain. At each
 * cut whose round was played (`after` r, `keep` k) the k best of the players still in who have not withdrawn go on;
 * the others are out (`cutAfter` r) and keep the place they had after round r, below everyone who went further. When
 * the final was played (options.finalRound), the players seated in it are the finalists: ranked by the final's
 * results alone when `fromZero`, else by their totals (by the final's own chain `rank-by` when the regulation gives
 * one, else by the standings chain), they take places 1..n; the other players left after the
 * qualifying rounds keep their places after the last qualifying round. A cut or final decided by player id (equal
 * on every criterion) gives a note.
 */
export function computeEventStandings(ir: TournamentIR, rounds: readonly RoundResult[], players: readonly PlayerInfo[], options: StageOptions = {}): EventStandings {
  const keys = ir.standings.value;
  const after = roundsCounted(rounds, options.afterRound);
  const finalRound = ir.final !== null && options.finalRound != null && options.finalRound >= 1 && options.finalRound <= after ? options.finalRound : null;
  const lastQualifying = finalRound === null ? after : finalRound - 1;
  const tallies = tallyRounds(ir, rounds.slice(0, after), players);
  const byId = new Map<PlayerId, PlayerTally>();
  for (const t of tallies.values()) byId.set(t.player, t);
  const notes: StageNote[] = [];
  const applied: CutIR[] = [];

  let alive = selectTallies(tallies, after, options.include ?? 'started');
  /** Groups of players who stopped, in the order they stopped. */
  const stopped: Array<{ after: number; rows: Ranked }> = [];

  const cutAt = (round: number, keep: number, kind: 'cut-tie' | 'final-tie', finalists?: ReadonlySet<PlayerId>) => {
    // Rows made for this ranking alone are ranked in place (rankOwnRows: no copy of each row); a group ranked again
    // below is copied (rankRows), as its rows were ranked before.
    const ranked = rankOwnRows(alive.map((t) => rowOf(t, round)), keys, criterionValue);
    const eligible = eligibleAfter(ranked, byId, round);
    const kept = new Set(finalists ?? eligible.slice(0, keep).map((r) => r.player));
    const last = eligible[keep - 1];
    const first = eligible[keep];
    if (finalists === undefined && last !== undefined && first !== undefined && compareCriteria(last, first, keys) === 0) {
      const tied = eligible.filter((r) => compareCriteria(r, last, keys) === 0).map((r) => r.player);
      const text = tieNoteText(round, tied, keys, { kind: kind === 'cut-tie' ? 'cut' : 'finalists', keep });
      notes.push({ kind, round, players: tied, message: text.en, text });
    }
    const frozen = ranked.filter((r) => !kept.has(r.player));
    for (const r of frozen) {
      r.out = true;
      if (r.outReason === undefined) {
        r.outReason = 'cut';
        r.cutAfter = round;
      }
    }
    if (frozen.length > 0) stopped.push({ after: round, rows: frozen });
    alive = alive.filter((t) => kept.has(t.player));
  };

  for (const cut of [...ir.cuts].sort((a, b) => a.after - b.after)) {
    if (cut.after < 1 || cut.after > lastQualifying) continue;
    cutAt(cut.after, cut.keep, 'cut-tie');
    applied.push(cut);
  }

  // The final's places: by its own chain when the regulation gives one (`final.rank-by`), else by the standings'.
  const finalKeys = ir.final?.value.rankBy;
  const finalRank = <T extends Omit<StandingRow, 'rank' | 'tieBreak'>>(rows: readonly T[], firstRank = 1) =>
    (finalKeys !== undefined ? rankFinal(rows, finalKeys, firstRank) : rankRows(rows, keys, firstRank));
  let top: Ranked;
  if (finalRound !== null && ir.final !== null) {
    // The finalists are the players who sat in the final; the regulation's choice (the best n) is checked.
    const seated = new Set<PlayerId>();
    for (const t of tallies.values()) if (t.rounds.some((l, i) => i >= finalRound - 1 && l !== null)) seated.add(t.player);
    const n = ir.final.value.players;
    const eligible = rankOwnRows(alive.map((t) => rowOf(t, lastQualifying)), keys, criterionValue).filter((r) => !isWithdrawn(byId.get(r.player)!, lastQualifying));
    const expected = eligible.slice(0, n).map((r) => r.player);
    const missing = expected.filter((p) => !seated.has(p));
    const extra = [...seated].filter((p) => !expected.includes(p));
    if (missing.length > 0 || extra.length > 0) {
      const text = finalPlayersNoteText(finalRound, [...seated].sort(), n, lastQualifying, expected);
      notes.push({ kind: 'final-players', round: lastQualifying, players: [...missing, ...extra], message: text.en, text });
    } else if (eligible[n - 1] !== undefined && eligible[n] !== undefined && compareCriteria(eligible[n - 1]!, eligible[n]!, keys) === 0) {
      const tied = eligible.filter((r) => compareCriteria(r, eligible[n - 1]!, keys) === 0).map((r) => r.player);
      const text = finalTieNoteText(lastQualifying, tied);
      notes.push({ kind: 'final-tie', round: lastQualifying, players: tied, message: text.en, text });
    }
    // Players who were cut earlier but played the final anyway leave their earlier group.
    for (const g of stopped) g.rows = g.rows.filter((r) => !seated.has(r.player));
    const finalists = new Set([...seated].filter((p) => byId.has(p)));
    alive = [...alive.filter((t) => !finalists.has(t.player)), ...[...finalists].sort().map((p) => byId.get(p)!)];
    cutAt(lastQualifying, n, 'final-tie', finalists);
    const fromZero = ir.final.value.fromZero;
    const rows = alive.map((t) => {
      const row = rowOf(t, after, fromZero ? finalRound : 1);
      row.stage = 'final' as const;
      if (fromZero) {
        const q = sumRounds(t, 1, lastQualifying);
        row.qualifying = { points: q.points, vists: q.vists, wins: q.wins };
      }
      row.played = sumRounds(t, 1, after).played;
      return row;
    });
    top = finalRank(rows);
  } else {
    top = rankOwnRows(alive.map((t) => rowOf(t, after)), keys, criterionValue);
  }

  const groups: Ranked[] = [top, ...stopped.reverse().map((g) => g.rows)].filter((g) => g.length > 0);
  const out: StandingRow[] = [];
  groups.forEach((group, gi) => {
    const ranked = group === top && finalRound !== null ? finalRank(group, out.length + 1) : rankRows(group, keys, out.length + 1);
    ranked.forEach((r, i) => {
      const row = r as StandingRow;
      if (i === ranked.length - 1 && gi < groups.length - 1) row.tieBreak = 'stage';
      out.push(row);
    });
  });
  return { afterRound: after, qualifyingRounds: lastQualifying, finalRound, rows: out, cuts: applied, notes };
}
