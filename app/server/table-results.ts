/**
 * Each table's result so far, as the event page and the players' submissions show it: every player's vists (deals
 * settled, penalties counted) and table points; a replaced player's results under his substitute's id, as the
 * standings count them (substitutions made by then). Null for a table with nothing played yet.
 */
import { carrierAliases, playersOf, tablePoints, type EvaluatedEvent, type EventData, type RegulationIR } from '../../runtime/index.js';

/** A table's result: vists and table points by player. */
export type TableResult = Record<string, { points: number; vists: number }>;

/** The results of every table of every round (by round index, then table index). */
export function tableResultsOf(ir: RegulationIR, event: EventData, evaluated: EvaluatedEvent | undefined): Array<Array<TableResult | null>> {
  const players = playersOf(event);
  return event.rounds.map((_, ri) => {
    const aliases = carrierAliases(players, ri + 1);
    return (evaluated?.rounds[ri]?.tables ?? []).map((table) => {
      if (table.deals.length === 0 && table.adjustments.length === 0) return null;
      const points = tablePoints(table, ir.tournament!.tablePoints, { aliases, explain: false });
      return Object.fromEntries(Object.entries(points).map(([player, p]) => [player, { points: p.points, vists: p.vists }]));
    });
  });
}
