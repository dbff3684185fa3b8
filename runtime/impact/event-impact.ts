/**
 * The impact of a change of regulation on an event: its standings computed under the old and the new regulation
 * (computeEventStandingsOf: deals given as hands are scored and settled again, recorded results stay as they are),
 * and every player whose rank moves. Input: two compiled regulations with a tournament section and the event (its
 * own regulation path is not used). Output: an EventImpact (plain JSON) with the problems met under each regulation.
 * Imports only runtime/*.
 */
import type { RegulationIR } from '../ir/types.js';
import type { EventData } from '../tournament/event.js';
import { computeEventStandingsOf, type RunProblem } from '../tournament/run-event.js';
import type { StandingRow } from '../tournament/standings.js';
import type { PlayerId } from '../tournament/types.js';
import type { TableRules } from '../tournament/table-rules.js';

/** One player's place and totals under the old and the new regulation (null: no row under that regulation). */
export interface StandingChange {
  player: PlayerId;
  name?: string;
  oldRank: number | null;
  newRank: number | null;
  oldPoints: number | null;
  newPoints: number | null;
  oldVists: number | null;
  newVists: number | null;
}

/** A problem met while running the event under one of the regulations. */
export interface EventImpactProblem extends RunProblem {
  regulation: 'old' | 'new';
}

/** The standings of an event under both regulations. */
export interface EventImpact {
  /** The standings are after this round. */
  afterRound: number;
  /** Players ranked (under either regulation). */
  players: number;
  /** Players whose rank differs, in the new standings' order (then players without a new row). */
  moved: StandingChange[];
  /** Players whose points or vists differ. */
  totalsChanged: number;
  /** Every player, in the new standings' order. */
  rows: StandingChange[];
  problems: EventImpactProblem[];
}

/**
 * Computes the event's standings under both regulations and lists the ranks that move; `tableRulesOf` gives each
 * regulation's table rules (games/index.ts tableRulesOf).
 */
export function compareEventStandings(
  oldIr: RegulationIR, newIr: RegulationIR, event: EventData, tableRulesOf: (ir: RegulationIR) => TableRules, options: { afterRound?: number } = {},
): EventImpact {
  const run = (ir: RegulationIR) => computeEventStandingsOf(ir, event, tableRulesOf(ir), options.afterRound !== undefined ? { afterRound: options.afterRound } : {});
  const a = run(oldIr);
  const b = run(newIr);
  const oldRows = new Map<PlayerId, StandingRow>(a.standings.rows.map((r) => [r.player, r]));
  const newRows = new Map<PlayerId, StandingRow>(b.standings.rows.map((r) => [r.player, r]));
  const order: PlayerId[] = [...b.standings.rows.map((r) => r.player), ...a.standings.rows.map((r) => r.player).filter((p) => !newRows.has(p))];
  const rows: StandingChange[] = order.map((player) => {
    const o = oldRows.get(player);
    const n = newRows.get(player);
    const name = n?.name ?? o?.name;
    return {
      player, ...(name !== undefined ? { name } : {}),
      oldRank: o?.rank ?? null, newRank: n?.rank ?? null,
      oldPoints: o?.points ?? null, newPoints: n?.points ?? null,
      oldVists: o?.vists ?? null, newVists: n?.vists ?? null,
    };
  });
  return {
    afterRound: b.standings.afterRound,
    players: rows.length,
    moved: rows.filter((r) => r.oldRank !== r.newRank),
    totalsChanged: rows.filter((r) => r.oldPoints !== r.newPoints || r.oldVists !== r.newVists).length,
    rows,
    problems: [
      ...a.problems.map((p) => ({ ...p, regulation: 'old' as const })),
      ...b.problems.map((p) => ({ ...p, regulation: 'new' as const })),
    ],
  };
}
