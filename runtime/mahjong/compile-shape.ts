/**
 * A special shape compiled for fast rejection: the tiles it can use, the tiles it needs, its suit profile and
 * bounds, and the symmetry-breaking order of its variables (see shape-filter.ts for how they are used).
 */
import type { ShapeIR } from '../ir/types.js';
import { KIND_BIT } from '../eval/pattern-precheck.js';
import { bindingOrder } from '../eval/symmetry.js';
import { NUMBERED_BITS, termMasks, tilesOfMasks } from '../eval/term-tiles.js';

/** A shape ready to match. */
export interface CompiledShape {
  ir: ShapeIR;
  /** Tiles that a hand must hold at least so many of (from units naming one concrete tile). */
  required: Array<[tile: number, count: number]>;
  /** Tile kinds some unit could use; a hand with a tile outside cannot match. */
  allowed: Uint8Array;
  /** `allowed` as bit masks: bit t for kinds 0..26, bit t - 27 for the honors (see HandSketch). */
  allowedLow: number;
  allowedHigh: number;
  /** Symmetry-breaking order of the pattern's variables. */
  order: Int8Array;
  /** The most tile kinds a hand of this shape can hold (a chow spans three, any other unit one). */
  maxKinds: number;
  /** The most numbered suits a hand of this shape can hold (one per suit variable, plus suits named outright). */
  maxSuits: number;
  /**
   * When every unit's suit is a suit variable or honors: the tiles per suit, largest first (3 numbers), and the
   * honor tiles; a hand must show exactly these. Null when a unit can take tiles of several suits.
   */
  profile: { suits: [number, number, number]; honors: number } | null;
  /**
   * The fewest and the most honor tiles a hand of this shape holds (a unit of honors only counts its size, a unit of
   * numbered tiles only none, a unit that can take either from none to its size; a kong counts 4).
   */
  honors: [min: number, max: number];
  /** Every unit is a pair: every tile count of a matching hand is even. */
  pairsOnly: boolean;
  /** Units that only a declared kong can fill. */
  kongs: number;
  /** Meld kinds some unit accepts (bit KIND_BIT[kind]) and how many meld units there are: room for declared melds. */
  meldKinds: number;
  meldUnits: number;
  /**
   * Per suit variable, the tiles per rank (1..9 at 0..8) that its units of a fixed rank need at least (a pair 2, a
   * pung or kong 3, a chow one of each of its ranks, a single tile 1); variables that need nothing are left out.
   */
  suitNeeds: Uint8Array[];
  /**
   * When every unit is a tile template of one suit variable with a rank offset from one rank variable (consecutive
   * pairs, say): how many ranks apart two tiles of a matching hand can be at most (the offsets' spread, 2 more for a
   * chow unit). Otherwise -1.
   */
  rankSpan: number;
}

const SIZE = { chow: 3, pung: 3, kong: 4, pair: 2 } as const;

/** Compiles one shape. */
export function compileShape(ir: ShapeIR): CompiledShape {
  const need = new Map<number, number>();
  const allowed = { low: 0, high: 0 };
  const takes: number[] = [];
  for (const unit of ir.pattern.units) {
    const term = unit.term;
    const kinds = unit.meld ?? [];
    const size = unit.meld === null ? 1 : Math.min(...kinds.map((k) => SIZE[k]));
    if (term.t === 'tiles' && term.tiles.length === 1 && !kinds.includes('chow')) {
      const t = term.tiles[0]!;
      need.set(t, (need.get(t) ?? 0) + (kinds.includes('kong') && kinds.length === 1 ? 0 : size));
    }
    takes.push(markAllowed(term, kinds.includes('chow'), allowed));
  }
  const units = ir.pattern.units;
  const maxKinds = units.reduce((n, u) => n + (u.meld?.includes('chow') ? 3 : 1), 0);
  return {
    ir, required: [...need].filter(([, n]) => n > 0), allowed: tilesOfMasks(allowed), allowedLow: allowed.low, allowedHigh: allowed.high, order: bindingOrder(units), maxKinds, maxSuits: suitBound(ir),
    profile: suitProfile(ir),
    honors: honorRange(units, takes),
    pairsOnly: units.every((u) => u.meld?.length === 1 && u.meld[0] === 'pair'),
    kongs: units.filter((u) => u.meld?.length === 1 && u.meld[0] === 'kong').length,
    suitNeeds: suitNeedsOf(units),
    rankSpan: rankSpanOf(units),
    meldKinds: units.reduce((bits, u) => (u.meld ?? []).reduce((b, kind) => b | KIND_BIT[kind], bits), 0),
    meldUnits: units.filter((u) => u.meld !== null).length,
  };
}

/** `takes`: per unit, the TAKES_* bits of the tiles its term can match (markAllowed). */
function honorRange(units: ShapeIR['pattern']['units'], takes: readonly number[]): [number, number] {
  let min = 0;
  let max = 0;
  for (const [i, u] of units.entries()) {
    const sizes = u.meld === null ? [1] : u.meld.map((k) => SIZE[k]);
    if ((takes[i]! & TAKES_HONORS) === 0) continue;
    if ((takes[i]! & TAKES_NUMBERED) === 0) min += Math.min(...sizes);
    max += Math.max(...sizes);
  }
  return [min, max];
}

function suitNeedsOf(units: ShapeIR['pattern']['units']): Uint8Array[] {
  const needs = new Map<string, Uint8Array>();
  for (const u of units) {
    const t = u.term;
    if (t.t !== 'template' || !('var' in t.suit) || t.rank === null || !('fixed' in t.rank)) continue;
    const kinds = u.meld ?? [];
    const chow = kinds.includes('chow');
    if (chow && kinds.length > 1) continue;
    const need = needs.get(t.suit.var) ?? new Uint8Array(9);
    needs.set(t.suit.var, need);
    const r = t.rank.fixed - 1;
    if (chow) { for (let i = r; i < r + 3 && i < 9; i++) need[i]!++; } else need[r]! += u.meld === null ? 1 : Math.min(...kinds.map((k) => SIZE[k]));
  }
  return [...needs.values()];
}

function rankSpanOf(units: ShapeIR['pattern']['units']): number {
  let suit: string | null = null;
  let rank: string | null = null;
  let low = Infinity;
  let high = -Infinity;
  for (const u of units) {
    const t = u.term;
    if (t.t !== 'template' || !('var' in t.suit) || t.rank === null || !('var' in t.rank)) return -1;
    if ((suit ??= t.suit.var) !== t.suit.var || (rank ??= t.rank.var) !== t.rank.var) return -1;
    low = Math.min(low, t.rank.offset);
    high = Math.max(high, t.rank.offset + (u.meld?.includes('chow') ? 2 : 0));
  }
  return units.length > 0 ? high - low : -1;
}

/** Bits of what markAllowed returns: the term can match a numbered tile, an honor. */
const TAKES_NUMBERED = 1;
const TAKES_HONORS = 2;

/**
 * Adds to the masks `allowed` (bit t of `low` for kinds 0..26, bit t - 27 of `high` for the honors) the tiles a unit
 * of this term can use: the term's, and for a chow the next two of each numbered one (kinds 8 and 26 reach into the
 * next suit and the honors, as they always did); returns the TAKES_* bits of the tiles the term matches, for
 * honorRange. (As masks, without walking the 34 kinds per unit: walking them twice per unit, then once, V8 optimized
 * termTiles, then this function, in every cold `score` of a classical regulation (204 units): ~20 M instructions
 * each of its ~527 M.)
 */
function markAllowed(term: ShapeIR['pattern']['units'][number]['term'], chow: boolean, allowed: { low: number; high: number }): number {
  const { low, high } = termMasks(term);
  allowed.low |= low;
  allowed.high |= high;
  if (chow) {
    const next = (low << 1) | (low << 2);
    allowed.low |= next & NUMBERED_BITS;
    allowed.high |= next >>> 27;
  }
  return (low !== 0 ? TAKES_NUMBERED : 0) | (high !== 0 ? TAKES_HONORS : 0);
}

const UNIT_SIZE = { chow: 3, pung: 3, kong: 4, pair: 2 } as const;

/** The suit class of a term: a suit variable's name, 'honors', or null when it can span several suits. */
function suitClass(t: ShapeIR['pattern']['units'][number]['term']): string | null {
  switch (t.t) {
    case 'template': return 'var' in t.suit ? t.suit.var : t.suit.fixed === 'z' ? 'honors' : null;
    case 'wind': return 'honors';
    case 'tiles': return t.tiles.every((x) => x >= 27 && x < 34) ? 'honors' : null;
    case 'alt': {
      const classes = new Set(t.options.map(suitClass));
      return classes.size === 1 ? [...classes][0]! : null;
    }
    default: return null;
  }
}

function suitProfile(ir: ShapeIR): CompiledShape['profile'] {
  const sums = new Map<string, number>();
  for (const u of ir.pattern.units) {
    const cls = suitClass(u.term);
    if (cls === null || (u.meld !== null && u.meld.length !== 1)) return null;
    const size = u.meld === null ? 1 : UNIT_SIZE[u.meld[0]!];
    sums.set(cls, (sums.get(cls) ?? 0) + size);
  }
  const honors = sums.get('honors') ?? 0;
  sums.delete('honors');
  if (sums.size > 3) return null;
  const suits = [...sums.values(), 0, 0, 0].slice(0, 3).sort((a, b) => b - a) as [number, number, number];
  return { suits, honors };
}

function suitBound(ir: ShapeIR): number {
  const vars = new Set<string>();
  const fixed = new Set<number>();
  const visit = (t: ShapeIR['pattern']['units'][number]['term'], chow: boolean): void => {
    switch (t.t) {
      case 'alt': t.options.forEach((o) => visit(o, chow)); return;
      case 'any': [0, 1, 2].forEach((s) => fixed.add(s)); return;
      case 'tiles': t.tiles.forEach((tile) => { if (tile < 27) fixed.add(Math.floor(tile / 9)); }); return;
      case 'template':
        if ('var' in t.suit) vars.add(t.suit.var);
        else { const s = 'mps'.indexOf(t.suit.fixed); if (s >= 0) fixed.add(s); }
        return;
      default: return;
    }
  };
  for (const u of ir.pattern.units) visit(u.term, u.meld?.includes('chow') ?? false);
  return Math.min(3, vars.size + fixed.size);
}
