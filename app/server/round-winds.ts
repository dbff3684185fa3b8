/**
 * The prevailing wind of each seated round as the desk shows it: the wind recorded for the round (or per table),
 * else the regulation's (runtime roundWind: drawn by lot from the event's seed where its list says so).
 */
import { roundWind, type EventData, type RegulationIR, type SeatWind } from '../../runtime/index.js';

/** The wind of one round: one for all tables, or one per table. */
export interface ShownWind {
  wind: SeatWind | null;
  tableWinds: Array<SeatWind | null> | null;
  drawn: boolean;
}

/** The wind of every round of the event. */
export function windsOf(ir: RegulationIR, event: EventData): ShownWind[] {
  const t = ir.tournament;
  return event.rounds.map((round, i) => {
    if (round.wind !== undefined) return { wind: round.wind, tableWinds: null, drawn: false };
    if (round.tables.some((table) => table.wind !== undefined)) return { wind: null, tableWinds: round.tables.map((table) => table.wind ?? null), drawn: false };
    // A regulation without a tournament section, or a game without winds (preference), shows none.
    if (t === undefined || !t.roundWinds) return { wind: null, tableWinds: null, drawn: false };
    const w = roundWind(t.roundWinds.value, i + 1, event.seed, t.roundWinds.scope, round.tables.length);
    return { wind: w.wind, tableWinds: w.perTable, drawn: w.drawn };
  });
}
