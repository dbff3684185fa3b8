/**
 * The prevailing wind of each deal of a final that is one full game (`tournament.final.winds`): the regulation's
 * winds in turn, each for `deals-each` deals, and no deal after the last wind's.
 * Pure. Imports only the IR and tournament types.
 */
import type { FinalWindsIR } from '../ir/tournament.js';
import type { SeatWind } from './types.js';

/** The number of deals of the final's full game. */
export function finalGameDeals(w: FinalWindsIR): number {
  return w.value.winds.length * w.value.dealsEach;
}

/** The prevailing wind of deal `dealIndex` (0-based) of the final; null for a deal beyond the full game. */
export function finalDealWind(w: FinalWindsIR, dealIndex: number): SeatWind | null {
  if (!Number.isInteger(dealIndex) || dealIndex < 0) return null;
  return w.value.winds[Math.floor(dealIndex / w.value.dealsEach)] ?? null;
}
