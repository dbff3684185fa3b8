/**
 * The prize places of an event's standings (`tournament.prize-places`): who holds them once the places are final,
 * and where players share a place across the last prize place (the regulation's chain did not separate them: the
 * engine reports it and decides nothing), and the prize places held by players who withdrew or were disqualified (also
 * reported, not decided). Input: the TournamentIR and the event's standings. Output: PrizePlaces.
 * Imports only the IR and tournament types.
 */
import type { TournamentIR } from '../ir/tournament.js';
import type { EventStandings } from './stages.js';
import type { PlayerId } from './types.js';

/** Players sharing one place across the last prize place: `prizes` of the prize places fall to these players. */
export interface PrizeTie {
  /** The place they share (their rank). */
  rank: number;
  players: PlayerId[];
  /** How many prize places are left for them (fewer than the players). */
  prizes: number;
}

/** The prize places of the standings. */
export interface PrizePlaces {
  /** How many places are prize places. */
  places: number;
  clause: string;
  /**
   * Whether the places are final: the final was played, or (a regulation without a final) every qualifying round
   * was. Before that no one is marked.
   */
  decided: boolean;
  /** The players whose place is a prize place beyond doubt (empty until decided). */
  players: PlayerId[];
  /** Shared places across the last prize place (empty until decided). */
  ties: PrizeTie[];
  /**
   * Players whose rank is a prize place but who withdrew or were disqualified: not marked, since the regulation does
   * not say whether they keep the prize or it passes down (empty until decided).
   */
  withheld: Array<{ rank: number; player: PlayerId; reason: 'withdrawn' | 'disqualified' }>;
}

/** Whether the standings' places are final under the regulation. */
function placesFinal(t: TournamentIR, s: EventStandings): boolean {
  if (s.finalRound !== null) return true;
  const hasFinal = t.final !== null || (t.formulas?.length ?? 0) > 0;
  return !hasFinal && t.rounds !== null && s.afterRound >= t.rounds.value.count;
}

/** The prize places of the standings; null when the regulation names none. */
export function prizePlacesOf(t: TournamentIR, s: EventStandings): PrizePlaces | null {
  const setting = t.prizePlaces;
  if (setting === undefined) return null;
  const places = setting.value;
  const out: PrizePlaces = { places, clause: setting.clause, decided: placesFinal(t, s), players: [], ties: [], withheld: [] };
  if (!out.decided) return out;
  const byRank = new Map<number, PlayerId[]>();
  for (const r of s.rows) {
    if (r.rank > places) continue;
    if (r.outReason === 'withdrawn' || r.outReason === 'disqualified') out.withheld.push({ rank: r.rank, player: r.player, reason: r.outReason });
    else byRank.set(r.rank, [...(byRank.get(r.rank) ?? []), r.player]);
  }
  for (const [rank, players] of byRank) {
    if (rank + players.length - 1 <= places) out.players.push(...players);
    else out.ties.push({ rank, players, prizes: places - rank + 1 });
  }
  return out;
}
