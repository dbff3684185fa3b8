/**
 * The prevailing wind of each seated round as the desk shows it: the runtime's `windsOfRound`, the winds the deals
 * are scored with (recorded at the table or the round, else the regulation's, drawn by lot where its list says so).
 */
import { windsOfRound, type EventData, type RegulationIR, type SeatWind } from '../../runtime/index.js';

/** The wind of one round: one for all tables, or one per table. */
export interface ShownWind {
  wind: SeatWind | null;
  tableWinds: Array<SeatWind | null> | null;
}

/** The wind of every round of the event (none for a game without winds). */
export function windsOf(ir: RegulationIR, event: EventData): ShownWind[] {
  return event.rounds.map((_, i) => {
    const winds = windsOfRound(ir.tournament, event, i).map((w) => w ?? null);
    const first = winds[0] ?? null;
    return winds.every((w) => w === first) ? { wind: first, tableWinds: null } : { wind: null, tableWinds: winds };
  });
}
