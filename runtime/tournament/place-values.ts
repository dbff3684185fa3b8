/**
 * Place values of a table: the regulation's `places` or, for a table of another size, its `by-table-size` entry;
 * a place's points may depend on the player's own result (`then` above a threshold, `else` otherwise).
 * Input: the TablePointsIR and a table's size; a place value and a result. Output: points and the clause.
 * Pure. Imports only the IR.
 */
import type { PlaceValueIR } from '../ir/formula.js';
import type { TablePointsIR } from '../ir/tournament.js';

/** The points of a place value for a player with this result at the table. */
export function placeValue(value: PlaceValueIR | undefined, result: number): number {
  if (value === undefined) return 0;
  if (typeof value === 'number') return value;
  return result > value.ifResultAbove ? value.then : value.else;
}

/** The place values of a table of `size` players and the clause they come from (`by-table-size` first). */
export function placesForTable(ir: TablePointsIR, size: number): { places: readonly PlaceValueIR[]; clause: string } {
  const entry = ir.bySize?.find((e) => e.players === size);
  return entry !== undefined ? { places: entry.places, clause: entry.clause } : { places: ir.places.value, clause: ir.places.clause };
}
