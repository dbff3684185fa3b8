/**
 * Shapes whose match needs no search, told from their units: every unit a concealed pair of one and the same
 * constant term (seven pairs), or every unit a single tile of a constant term, all but at most one of them a single
 * kind (thirteen orphans). For these the exact cover of match.ts has one answer a count test gives: the same match
 * (the same melds and loose tiles, in the same order) without the search (seven pairs took ~500 ns a match by search,
 * thirteen orphans ~700 ns; the count test a pass over the 34 kinds).
 */
import type { TermIR, UnitIR } from '../ir/types.js';
import type { Meld } from '../mahjong/hand.js';
import { kindIndex, sharedMeld } from '../mahjong/shared-melds.js';
import { termTiles } from './term-tiles.js';

/** The shared melds' index of a pair. */
const PAIR = kindIndex('pair');

/** A unit list matched by counting (see directFormOf). */
export interface DirectForm {
  /** 'pairs': every unit a concealed pair; 'singles': every unit a single tile. */
  readonly kind: 'pairs' | 'singles';
  /** Per kind (0..33), whether the pair units (pairs), or the one unit of several kinds (singles), can take it. */
  readonly allowed: Uint8Array;
  /** singles: the copies of each kind the units of one kind take. */
  readonly forced: Uint8Array;
  /** singles: how many units take any of several kinds (0 or 1). */
  readonly free: number;
  /** How many units. */
  readonly units: number;
}

/** Whether a term matches the same kinds whatever the bindings (no variable, no seat or round wind). */
function isConstant(term: TermIR): boolean {
  switch (term.t) {
    case 'any':
    case 'tiles': return true;
    case 'wind': return false;
    case 'alt': return term.options.every(isConstant);
    case 'template': return 'fixed' in term.suit && (term.rank === null || 'fixed' in term.rank);
  }
}

/**
 * The direct form of a shape's units, or null when they need the search. `twins[u]`: an earlier unit identical to
 * unit u (-1: none), as match.ts computes it.
 */
export function directFormOf(units: readonly UnitIR[], twins: Int8Array): DirectForm | null {
  if (units.length === 0 || !units.every((u) => isConstant(u.term))) return null;
  const first = units[0]!;
  if (first.meld !== null) {
    // Concealed pairs only, all alike (identical units: any of them takes any pair).
    const pair = first.meld.length === 1 && first.meld[0] === 'pair' && (first.exposure === undefined || first.exposure === 'concealed');
    for (let u = 1; u < units.length; u++) if (twins[u]! < 0) return null;
    return pair ? { kind: 'pairs', allowed: termTiles(first.term), forced: new Uint8Array(34), free: 0, units: units.length } : null;
  }
  if (units.some((u) => u.meld !== null)) return null;
  const forced = new Uint8Array(34);
  let allowed: Uint8Array | null = null;
  for (const u of units) {
    const tiles = termTiles(u.term);
    let kinds = 0;
    for (let t = 0; t < 34; t++) kinds += tiles[t]!;
    if (kinds === 1) forced[tiles.indexOf(1)]!++;
    else if (allowed !== null) return null; // two units of several kinds: which takes which needs the search
    else allowed = tiles;
  }
  return { kind: 'singles', allowed: allowed ?? new Uint8Array(34), forced, free: allowed === null ? 0 : 1, units: units.length };
}

/**
 * Whether concealed `counts` (no declared melds) fill the direct form's units exactly, as the search would decide;
 * `distinct`: each kind fills one unit only.
 */
export function fitsDirect(f: DirectForm, counts: Uint8Array, distinct: boolean): boolean {
  const allowed = f.allowed;
  if (f.kind === 'pairs') {
    let pairs = 0;
    for (let t = 0; t < 34; t++) {
      const n = counts[t]!;
      if (n === 0) continue;
      if ((n & 1) !== 0 || allowed[t] === 0 || (distinct && n > 2)) return false;
      pairs += n >>> 1;
    }
    return pairs === f.units;
  }
  const forced = f.forced;
  let left = 0;
  let leftKind = -1;
  for (let t = 0; t < 34; t++) {
    const n = counts[t]!;
    const need = forced[t]!;
    if (n < need || (distinct && n > 1)) return false;
    if (n > need) {
      left += n - need;
      leftKind = t;
    }
  }
  return left === f.free && (left === 0 || allowed[leftKind] === 1);
}

/** The match the search would give for counts that fitsDirect accepts: the pairs by ascending kind, or every tile loose. */
export function directMatch(f: DirectForm, counts: Uint8Array): { melds: Meld[]; loose: number[] } {
  const melds: Meld[] = [];
  const loose: number[] = [];
  for (let t = 0; t < 34; t++) {
    const n = counts[t]!;
    if (f.kind === 'pairs') for (let i = 0; i < n; i += 2) melds.push(sharedMeld(PAIR, t, false, false));
    else for (let i = 0; i < n; i++) loose.push(t);
  }
  return { melds, loose };
}

/**
 * The wait search (shapeWaits) of a direct form: appends to `out` the tiles c not marked in `skip` such that concealed
 * `counts` (no declared melds) plus one c fit the form, until `out` holds `limit` tiles. The candidates: for pairs the
 * one kind held an odd number of times; for single tiles the one tile a unit of one kind lacks, or (none lacking)
 * every tile the unit of several kinds takes; each checked by fitsDirect.
 */
export function pushDirectWaits(f: DirectForm, counts: Uint8Array, distinct: boolean, skip: Uint8Array, limit: number, out: number[]): void {
  let first = -1;
  let several = 0;
  for (let t = 0; t < 34; t++) {
    const n = counts[t]!;
    if (f.kind === 'pairs' ? (n & 1) === 0 : n >= f.forced[t]!) continue;
    if (first < 0) first = t;
    several += f.kind === 'pairs' ? 1 : f.forced[t]! - n;
  }
  if (several > 1) return;
  for (let c = first < 0 ? 0 : first; c < 34 && out.length < limit; c++) {
    if (first < 0 ? f.kind === 'pairs' || f.allowed[c] === 0 : c !== first) continue;
    if (skip[c]) continue;
    counts[c]!++;
    const fits = fitsDirect(f, counts, distinct);
    counts[c]!--;
    if (fits) out.push(c);
    if (first >= 0) return;
  }
}
