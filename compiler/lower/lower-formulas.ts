/**
 * Lowering of the field-dependent tournament constructs to IR: place points by table size (`by-table-size`, with
 * values chosen by the player's own result), `table-sizes`, and `formulas` chosen by the number of players (their
 * rounds, what happens after each round, and the final). The structure was checked by the schema; malformed
 * entries are skipped (the schema reported them).
 */
import type {
  AdvanceIR, Assumption, FinalKey, FormulaFinalIR, FormulaIR, FormulaRoundIR, FormulaSeating, Origin, PlaceValueIR, PlacesBySizeIR,
} from '../../runtime/index.js';
import type { Path } from './lower-context.js';
import { toAssumption } from './rule-info.js';
import type { SourceAssumption, SourceText } from './source-shape.js';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The clause, origin and assumption of an entry. */
function infoOf(o: Obj, path: Path, originOf: (path: Path) => Origin): { clause: string; origin: Origin; assumption?: Assumption } {
  return {
    clause: String(o.clause),
    origin: originOf(path),
    ...(o.assumption !== undefined ? { assumption: toAssumption(o.assumption as SourceAssumption) } : {}),
  };
}

/** A place value as written: a number, or `{if-result-above, then, else}`. */
function placeValueOf(raw: unknown): PlaceValueIR | null {
  if (typeof raw === 'number') return raw;
  if (isObject(raw) && typeof raw['if-result-above'] === 'number' && typeof raw.then === 'number' && typeof raw.else === 'number') {
    return { ifResultAbove: raw['if-result-above'], then: raw.then, else: raw.else };
  }
  return null;
}

/** Lowers `table-points.by-table-size` (a list of `{players, places, clause}`); undefined when absent. */
export function lowerPlacesBySize(raw: unknown, originOf: (path: Path) => Origin): PlacesBySizeIR[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((entry, i): PlacesBySizeIR[] => {
    if (!isObject(entry) || typeof entry.players !== 'number' || !Array.isArray(entry.places) || typeof entry.clause !== 'string') return [];
    const places = entry.places.map(placeValueOf);
    if (places.some((p) => p === null)) return [];
    return [{ players: entry.players, places: places as PlaceValueIR[], ...infoOf(entry, ['tournament', 'table-points', 'by-table-size', i], originOf) }];
  });
}

/** The advance rule of a round as written: `{min-points}`, `{per-table}`, `{best}` or `{best-of-round}`. */
function advanceOf(raw: unknown): AdvanceIR | null {
  if (!isObject(raw)) return null;
  if (typeof raw['min-points'] === 'number') return { kind: 'threshold', minPoints: raw['min-points'] };
  if (typeof raw['per-table'] === 'number') return { kind: 'per-table', count: raw['per-table'] };
  if (typeof raw.best === 'number') return { kind: 'best', count: raw.best };
  if (typeof raw['best-of-round'] === 'number') return { kind: 'best-of-round', count: raw['best-of-round'] };
  return null;
}

/** Lowers one formula; null when malformed. */
function lowerFormula(f: Obj, path: Path, originOf: (path: Path) => Origin): FormulaIR | null {
  if (typeof f.id !== 'string' || typeof f.clause !== 'string' || !isObject(f.players) || !Array.isArray(f.rounds)) return null;
  const min = Number(f.players.min);
  const max = typeof f.players.max === 'number' ? f.players.max : null;
  const rounds: FormulaRoundIR[] = f.rounds.filter(isObject).map((r, i) => ({
    seating: String(r.seating) as FormulaSeating,
    advance: advanceOf(r.advance),
    ...infoOf(r, [...path, 'rounds', i], originOf),
  }));
  let final: FormulaFinalIR | null = null;
  if (isObject(f.final) && Array.isArray(f.final['rank-by'])) {
    final = { rankBy: f.final['rank-by'].map(String) as FinalKey[], ...infoOf(f.final, [...path, 'final'], originOf) };
  }
  return {
    id: f.id,
    ...(isObject(f.name) ? { name: f.name as unknown as SourceText } : {}),
    players: { min, max },
    rounds,
    final,
    ...infoOf(f, path, originOf),
  };
}

/** Lowers `tournament.formulas`; undefined when absent. */
export function lowerFormulas(raw: unknown, originOf: (path: Path) => Origin): FormulaIR[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((f, i) => {
    const ir = isObject(f) ? lowerFormula(f, ['tournament', 'formulas', i], originOf) : null;
    return ir === null ? [] : [ir];
  });
}
