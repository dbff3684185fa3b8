/**
 * Pattern matching with variables: units against the melds of a reading (an item pattern: distinct melds
 * must fill the units) and against a whole hand (a shape: the units must use every tile exactly).
 * Variables: suits x, y, w (m, p or s) and numbers n, k, j, i; different names take different values.
 */
import type { MeldKindIR, PatternIR, TermIR, UnitIR } from '../ir/types.js';
import type { Meld } from '../mahjong/hand.js';
import { termTiles } from './term-tiles.js';
import { directFormOf, directMatch, fitsDirect, pushDirectWaits, type DirectForm } from './direct-match.js';
// Shape matches list the readings' shared frozen melds (one object per kind, tile and exposure), as decompositions do.
import { kindIndex, sharedMeld } from '../mahjong/shared-melds.js';

/**
 * The slot of a variable: x y w are suits (0..2), n k j i are ranks (1..9); -1 for another name. (Compared, not looked
 * up in a record by name: a record read by a name not known in advance is a megamorphic keyed load, ~100
 * instructions, in matchTerm's hot path.)
 */
function slotOf(name: string): number {
  switch (name) {
    case 'x': return 0;
    case 'y': return 1;
    case 'w': return 2;
    case 'n': return 3;
    case 'k': return 4;
    case 'j': return 5;
    case 'i': return 6;
    default: return -1;
  }
}
const SUIT_LETTERS = ['m', 'p', 's', 'z', 'f'] as const;
const SUIT_BASE = [0, 9, 18, 27, 34];

const NO_ORDER = new Int8Array(7).fill(-1);

/** Variable bindings during a match; -1 is unbound. Undo through the trail. */
export class Bindings {
  readonly values = new Int8Array(7).fill(-1);
  readonly trail: number[] = [];
  /** Seat and round wind tiles of the hand being matched. */
  seat = 27;
  round = 27;
  /** Per slot, the slot that must be bound first (symmetry breaking, see symmetry.ts); -1 for none. */
  order: Int8Array = NO_ORDER;

  /** Binds a slot to a value if it is free, comes in its turn, and no other slot of its kind has that value. */
  bind(slot: number, value: number): boolean {
    const cur = this.values[slot]!;
    if (cur !== -1) return cur === value;
    const before = this.order[slot]!;
    if (before >= 0 && this.values[before] === -1) return false;
    const values = this.values;
    if (slot < 3) {
      if (values[0] === value || values[1] === value || values[2] === value) return false;
    } else if (values[3] === value || values[4] === value || values[5] === value || values[6] === value) return false;
    values[slot] = value;
    this.trail.push(slot);
    return true;
  }

  /** Current trail length, to undo to later. */
  mark(): number {
    return this.trail.length;
  }

  /** Undoes bindings made after the mark. */
  undo(mark: number): void {
    while (this.trail.length > mark) this.values[this.trail.pop()!] = -1;
  }

  /** Clears every binding. */
  reset(): void {
    this.undo(0);
  }
}

function suitIndex(tile: number): number {
  return tile < 9 ? 0 : tile < 18 ? 1 : tile < 27 ? 2 : tile < 34 ? 3 : 4;
}

/** Tells whether a tile fits a term, binding variables (undo with the bindings' mark on failure upstream). */
export function matchTerm(term: TermIR, tile: number, b: Bindings): boolean {
  switch (term.t) {
    case 'any': return tile < 34;
    case 'tiles': return term.tiles.includes(tile);
    case 'wind': return tile === (term.which === 'seat' ? b.seat : b.round);
    case 'alt': {
      for (const o of term.options) {
        const mark = b.mark();
        if (matchTerm(o, tile, b)) return true;
        b.undo(mark);
      }
      return false;
    }
    case 'template': {
      const s = suitIndex(tile);
      const rank = tile - SUIT_BASE[s]! + 1;
      const suit = term.suit;
      const fixedRank = term.rank !== null && 'fixed' in term.rank ? term.rank.fixed : -1;
      // A fixed suit and rank bind nothing: test them first, with nothing to undo.
      if ('fixed' in suit) {
        if (SUIT_LETTERS[s] !== suit.fixed) return false;
        if (term.rank === null) return true;
        if (fixedRank >= 0) return rank === fixedRank;
      } else if (s > 2 || (fixedRank >= 0 && rank !== fixedRank)) return false;
      const mark = b.mark();
      if (!('fixed' in suit) && !b.bind(slotOf(suit.var), s)) return false;
      const r = term.rank;
      if (r === null || 'fixed' in r) return true;
      const value = rank - r.offset;
      if (value >= 1 && value <= 9 && b.bind(slotOf(r.var), value)) return true;
      b.undo(mark);
      return false;
    }
  }
}

/** Tells whether a meld was made the way a unit asks (no exposure asked: any way). */
export function exposureFits(exposure: UnitIR['exposure'], meld: Meld): boolean {
  switch (exposure) {
    case undefined: return true;
    case 'exposed': return meld.exposed;
    case 'declared': return meld.exposed && meld.declared;
    case 'concealed': return !meld.exposed;
  }
}

/** Tells whether a meld fits a unit (kind, exposure, term on its lowest tile). */
export function matchMeld(unit: UnitIR, meld: Meld, b: Bindings): boolean {
  if (unit.meld === null || !unit.meld.includes(meld.kind)) return false;
  return exposureFits(unit.exposure, meld) && matchTerm(unit.term, meld.tile, b);
}

/** Item pattern: can distinct melds of the reading fill every unit? */
export function matchMelds(pattern: PatternIR, melds: readonly Meld[], b: Bindings): boolean {
  b.reset();
  return assignUnits(pattern.units, 0, melds, 0, b);
}

function assignUnits(units: readonly UnitIR[], i: number, melds: readonly Meld[], used: number, b: Bindings): boolean {
  if (i === units.length) return true;
  const unit = units[i]!;
  for (let m = 0; m < melds.length; m++) {
    if (used & (1 << m)) continue;
    const mark = b.mark();
    if (matchMeld(unit, melds[m]!, b) && assignUnits(units, i + 1, melds, used | (1 << m), b)) return true;
    b.undo(mark);
  }
  return false;
}

/** What a shape search needs to know about its units, computed once per pattern. */
interface UnitsInfo {
  /** For each unit, the index of an earlier identical unit (-1 if none): identical units are interchangeable. */
  twins: Int8Array;
  /** Per single-tile unit, the tiles it could take (whatever its variables), as masks of kinds 0..26 and 27..33. */
  singleLow: number[];
  singleHigh: number[];
  /** Per tile kind, how many single-tile units could take it, or 255 when some meld unit could use it. */
  capacity: Uint8Array;
  /** The units' form when a count test matches them without the search (direct-match.ts), else null. */
  direct: DirectForm | null;
}

const UNITS_INFO = new WeakMap<readonly UnitIR[], UnitsInfo>();

/** The units' info (made on the first call for them). (The lookup apart from the making: small, it is inlined where it
 * is called; with the making inside, it ran unoptimized, called some 6,000 times in 12 passes of 4,000 hands.) */
function unitsInfoOf(units: readonly UnitIR[]): UnitsInfo {
  return UNITS_INFO.get(units) ?? madeUnitsInfo(units);
}

/** Makes and keeps the info of units not seen yet. */
function madeUnitsInfo(units: readonly UnitIR[]): UnitsInfo {
  const keys = units.map((u) => JSON.stringify(u));
  const capacity = new Uint8Array(34);
  const singleLow: number[] = [];
  const singleHigh: number[] = [];
  for (const u of units) {
    const tiles = termTiles(u.term);
    const chow = u.meld?.includes('chow') ?? false;
    let low = 0;
    let high = 0;
    for (let t = 0; t < 34; t++) {
      if (!tiles[t]) continue;
      if (u.meld === null) {
        if (capacity[t]! < 254) capacity[t]!++;
        if (t < 27) low |= 1 << t; else high |= 1 << (t - 27);
      } else {
        capacity[t] = 255;
        if (chow && t < 27) { capacity[t + 1] = 255; capacity[t + 2] = 255; }
      }
    }
    if (u.meld === null) { singleLow.push(low); singleHigh.push(high); }
  }
  const twins = Int8Array.from(keys, (k, i) => (i === 0 ? -1 : keys.lastIndexOf(k, i - 1)));
  const info: UnitsInfo = { twins, singleLow, singleHigh, capacity, direct: directFormOf(units, twins) };
  UNITS_INFO.set(units, info);
  return info;
}

/**
 * Necessary conditions for the concealed tiles to fill a shape, ignoring variables: every single-tile unit finds a
 * tile it could take, and no kind that only single-tile units can take is held more often than they could take it.
 */
function mayFill(info: UnitsInfo, counts: Uint8Array): boolean {
  let low = 0;
  let high = 0;
  for (let t = 0; t < 34; t++) {
    const n = counts[t]!;
    if (n === 0) continue;
    if (n > info.capacity[t]!) return false;
    if (t < 27) low |= 1 << t; else high |= 1 << (t - 27);
  }
  for (let u = 0; u < info.singleLow.length; u++) if ((low & info.singleLow[u]!) === 0 && (high & info.singleHigh[u]!) === 0) return false;
  return true;
}

/** A successful shape match: the melds the meld units formed, and the tiles of single-tile units. */
export interface ShapeMatch {
  melds: Meld[];
  loose: number[];
}

/** Tiles in a meld of that kind (compared, not looked up by name: a hot path). */
function sizeOf(kind: MeldKindIR): number {
  return kind === 'kong' ? 4 : kind === 'pair' ? 2 : 3;
}

/** Joker states of the search (see `search.joker`). */
const EXACT = -2;
const FREE = -1;

/** State of the shape search in progress (matchShape is not re-entrant: no callbacks run during a search). */
const search = {
  units: [] as readonly UnitIR[],
  declared: [] as readonly Meld[],
  counts: new Uint8Array(34) as Uint8Array,
  b: new Bindings(),
  distinct: false,
  twins: new Int8Array(0) as Int8Array,
  usedUnits: new Uint8Array(64),
  /** With `distinct`, each tile kind may fill one unit only (seven *different* pairs). */
  usedTiles: new Uint8Array(34),
  /** The melds and single tiles placed so far (copied out on success), when `record` (a match wants them). */
  chosen: [] as Meld[],
  loose: [] as number[],
  record: true,
  /**
   * The wait search's one missing tile (shapeWaits): EXACT in an exact match; FREE while no unit has used it yet;
   * then the tile it stands for.
   */
  joker: EXACT,
  /** The tiles the wait search found (each once), and which tiles they are. */
  waits: [] as number[],
  waitMarks: new Uint8Array(34),
  /** Tiles the wait search does not report, and how many it looks for. */
  skip: new Uint8Array(34) as Uint8Array,
  limit: 0,
};

/**
 * Shape: declared melds must fill meld units of their kind; the concealed tiles (counts, modified during the
 * search and restored) must fill the other units exactly. Returns the first match, or undefined.
 * `order` is the symmetry-breaking binding order of the shape's variables (symmetry.ts).
 */
export function matchShape(
  units: readonly UnitIR[],
  declared: readonly Meld[],
  counts: Uint8Array,
  b: Bindings,
  distinct = false,
  order: Int8Array = NO_ORDER,
): ShapeMatch | undefined {
  b.reset();
  const info = unitsInfoOf(units);
  // (Declared melds would fill units first: those hands take the search.)
  if (info.direct !== null && declared.length === 0) return fitsDirect(info.direct, counts, distinct) ? directMatch(info.direct, counts) : undefined;
  return searchedMatch(units, declared, counts, b, distinct, order, info);
}

/** matchShape by the search alone, whatever the units' form (what a direct match must equal: tests compare them). */
export function matchShapeBySearch(
  units: readonly UnitIR[], declared: readonly Meld[], counts: Uint8Array, b: Bindings, distinct = false, order: Int8Array = NO_ORDER,
): ShapeMatch | undefined {
  b.reset();
  return searchedMatch(units, declared, counts, b, distinct, order, unitsInfoOf(units));
}

function searchedMatch(
  units: readonly UnitIR[], declared: readonly Meld[], counts: Uint8Array, b: Bindings, distinct: boolean, order: Int8Array, info: UnitsInfo,
): ShapeMatch | undefined {
  if (!mayFill(info, counts)) return undefined;
  const ok = startSearch(units, declared, counts, b, distinct, order, info, EXACT, true);
  return ok ? { melds: search.chosen.slice(), loose: search.loose.slice() } : undefined;
}

/** Whether matchShape would match, without building the match (no allocation). */
export function shapeFits(
  units: readonly UnitIR[], declared: readonly Meld[], counts: Uint8Array, b: Bindings, distinct: boolean, order: Int8Array,
): boolean {
  b.reset();
  const info = unitsInfoOf(units);
  if (info.direct !== null && declared.length === 0) return fitsDirect(info.direct, counts, distinct);
  return mayFill(info, counts) && startSearch(units, declared, counts, b, distinct, order, info, EXACT, false);
}

/**
 * The tiles that complete a shape: every tile c not marked in `skip` such that the concealed counts (one tile short
 * of the shape, restored after the search) plus one c, with the declared melds, match the shape as matchShape would.
 * One search with a "joker" that stands for the missing tile, instead of one matchShape per candidate tile; it stops
 * once `limit` tiles are found. Returns the tiles found, each once, in no particular order (a reused array: read it
 * before the next search).
 */
export function shapeWaits(
  units: readonly UnitIR[],
  declared: readonly Meld[],
  counts: Uint8Array,
  b: Bindings,
  distinct: boolean,
  order: Int8Array,
  skip: Uint8Array,
  limit: number,
): readonly number[] {
  b.reset();
  const s = search;
  for (let i = 0; i < s.waits.length; i++) s.waitMarks[s.waits[i]!] = 0;
  s.waits.length = 0;
  const info = unitsInfoOf(units);
  if (info.direct !== null && declared.length === 0) {
    pushDirectWaits(info.direct, counts, distinct, skip, limit, s.waits);
    return s.waits;
  }
  s.skip = skip;
  s.limit = limit;
  startSearch(units, declared, counts, b, distinct, order, info, FREE, false);
  return s.waits;
}

/** Sets up the search state and runs it from the declared melds; returns whether an exact match was found. */
function startSearch(
  units: readonly UnitIR[], declared: readonly Meld[], counts: Uint8Array, b: Bindings, distinct: boolean, order: Int8Array,
  info: UnitsInfo, joker: number, record: boolean,
): boolean {
  b.order = order;
  const s = search;
  s.units = units;
  s.declared = declared;
  s.counts = counts;
  s.b = b;
  s.distinct = distinct;
  s.twins = info.twins;
  if (s.usedUnits.length < units.length) s.usedUnits = new Uint8Array(units.length);
  s.usedUnits.fill(0, 0, units.length);
  if (distinct) s.usedTiles.fill(0);
  s.chosen.length = 0;
  s.loose.length = 0;
  s.joker = joker;
  s.record = record;
  const ok = placeDeclared(0);
  b.order = NO_ORDER;
  return ok;
}

function claim(t: number): boolean {
  if (!search.distinct) return true;
  if (search.usedTiles[t]) return false;
  search.usedTiles[t] = 1;
  return true;
}

function release(t: number): void {
  if (search.distinct) search.usedTiles[t] = 0;
}

function placeDeclared(d: number): boolean {
  const { declared, units, usedUnits, b } = search;
  if (d === declared.length) return fillConcealed(0);
  const meld = declared[d]!;
  for (let u = 0; u < units.length; u++) {
    if (usedUnits[u]) continue;
    const mark = b.mark();
    if (matchMeld(units[u]!, meld, b) && claim(meld.tile)) {
      usedUnits[u] = 1;
      search.chosen.push(meld);
      if (placeDeclared(d + 1)) return true;
      search.chosen.pop();
      usedUnits[u] = 0;
      release(meld.tile);
    }
    b.undo(mark);
  }
  return false;
}

/**
 * Exact cover: the lowest tile still held must start some free unit (as its single tile, its pair or pung, or
 * the lowest tile of its chow). Of several identical free units only the first is tried. In the wait search a free
 * joker may complete one meld unit that holds the lowest tile (the rest of a pair or pung, a missing chow tile,
 * the chow's first tile just below), or fill the last single-tile unit; each complete cover records the joker's
 * tile and the search goes on. No tile below `from` is held any more.
 */
function fillConcealed(from: number): boolean {
  const { counts, units, usedUnits, twins, b } = search;
  let t = from;
  while (t < 34 && !counts[t]) t++;
  if (t === 34) return coverEnds();
  for (let u = 0; u < units.length; u++) {
    if (usedUnits[u]) continue;
    const twin = twins[u]!;
    if (twin >= 0 && !usedUnits[twin]) continue;
    const unit = units[u]!;
    const kinds = unit.meld;
    if (kinds === null) {
      const mark = b.mark();
      if (matchTerm(unit.term, t, b) && claim(t)) {
        counts[t]!--;
        usedUnits[u] = 1;
        search.loose.push(t);
        const found = fillConcealed(t);
        counts[t]!++;
        if (found) return true;
        search.loose.pop();
        usedUnits[u] = 0;
        release(t);
      }
      b.undo(mark);
      continue;
    }
    if (unit.exposure === 'exposed' || unit.exposure === 'declared') continue; // concealed tiles make no open meld
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[i]!;
      if (kind === 'kong') continue; // a kong is always declared
      const size = sizeOf(kind);
      if (take(counts, kind, t, size)) {
        const found = placeMeld(u, kind, t);
        give(counts, kind, t, size);
        if (found) return true;
      }
      if (search.joker === FREE && placeWithJoker(u, kind, t, size)) return true;
    }
  }
  return false;
}

/** Places meld unit u as a concealed meld starting at tile `low` (its tiles already taken) and searches on. */
function placeMeld(u: number, kind: MeldKindIR, low: number): boolean {
  const b = search.b;
  const mark = b.mark();
  if (matchTerm(search.units[u]!.term, low, b) && claim(low)) {
    search.usedUnits[u] = 1;
    if (search.record) search.chosen.push(sharedMeld(kindIndex(kind), low, false, false));
    if (fillConcealed(low)) return true;
    if (search.record) search.chosen.pop();
    search.usedUnits[u] = 0;
    release(low);
  }
  b.undo(mark);
  return false;
}

/**
 * Wait search: tries meld unit u over the lowest held tile t with the joker as its one tile not held (a meld the
 * held tiles make alone was tried without the joker).
 */
function placeWithJoker(u: number, kind: MeldKindIR, t: number, size: number): boolean {
  const counts = search.counts;
  if (kind !== 'chow') return counts[t] === size - 1 && jokerMeld(u, kind, t, t, t, size - 1);
  if (t >= 27) return false;
  const rank = t % 9;
  // The chow from t with its second or third tile missing, or the chow from t - 1 (not held: t is the lowest).
  if (rank <= 6 && counts[t + 1] && !counts[t + 2] && jokerMeld(u, kind, t, t + 2, t, 1, t + 1)) return true;
  if (rank <= 6 && !counts[t + 1] && counts[t + 2] && jokerMeld(u, kind, t, t + 1, t, 1, t + 2)) return true;
  return rank >= 1 && rank <= 7 && counts[t + 1]! > 0 && jokerMeld(u, kind, t - 1, t - 1, t, 1, t + 1);
}

/**
 * Takes `n` copies of tile a (and one of tile c when given), lets the joker stand for tile j, places unit u as a
 * meld from `low`, searches on, and restores everything.
 */
function jokerMeld(u: number, kind: MeldKindIR, low: number, j: number, a: number, n: number, c = -1): boolean {
  const s = search;
  s.counts[a]! -= n;
  if (c >= 0) s.counts[c]!--;
  s.joker = j;
  const found = placeMeld(u, kind, low);
  s.joker = FREE;
  s.counts[a]! += n;
  if (c >= 0) s.counts[c]!++;
  return found;
}

/**
 * Every held tile is placed. An exact match succeeds when every unit is used. The wait search records the joker's
 * tile when every unit is used, or, with the joker still free, every tile the one unit left (a single tile) can
 * take; it goes on searching (returns false) until it has found enough.
 */
function coverEnds(): boolean {
  const { units, usedUnits } = search;
  let free = -1;
  for (let u = 0; u < units.length; u++) {
    if (usedUnits[u]) continue;
    if (free >= 0 || search.joker !== FREE) return false;
    free = u;
  }
  if (search.joker === EXACT) return true;
  if (search.joker >= 0) return recordWait(search.joker);
  return free >= 0 && coverWithJoker(units[free]!);
}

/**
 * The wait search with the joker still free and one unit left (`unit`): records every tile the unit can take as a
 * single tile. (Apart from coverEnds, which an exact match ends in: small, that one is inlined where it is called.)
 */
function coverWithJoker(unit: UnitIR): boolean {
  const b = search.b;
  if (unit.meld !== null) return false;
  for (let c = 0; c < 34; c++) {
    if (search.skip[c] || search.waitMarks[c]) continue;
    const mark = b.mark();
    if (matchTerm(unit.term, c, b) && claim(c)) {
      release(c);
      if (recordWait(c)) { b.undo(mark); return true; }
    }
    b.undo(mark);
  }
  return false;
}

/** Notes a tile the wait search found (once, unless skipped); returns whether the search has found enough. */
function recordWait(t: number): boolean {
  if (search.skip[t] || search.waitMarks[t]) return false;
  search.waitMarks[t] = 1;
  search.waits.push(t);
  return search.waits.length >= search.limit;
}

function take(counts: Uint8Array, kind: MeldKindIR, t: number, size: number): boolean {
  if (kind === 'chow') {
    if (t >= 27 || t % 9 > 6 || !counts[t] || !counts[t + 1] || !counts[t + 2]) return false;
    counts[t]!--; counts[t + 1]!--; counts[t + 2]!--;
    return true;
  }
  if (counts[t]! < size) return false;
  counts[t]! -= size;
  return true;
}

function give(counts: Uint8Array, kind: MeldKindIR, t: number, size: number): void {
  if (kind === 'chow') { counts[t]!++; counts[t + 1]!++; counts[t + 2]!++; } else counts[t]! += size;
}
