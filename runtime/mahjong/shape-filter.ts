/**
 * Shape matching for a hand: cheap necessary conditions first (tiles the shape can use, declared kongs, parity of
 * pairs-only shapes, the suit profile, required tiles), read from a HandSketch computed once per hand, then the
 * exact-cover search.
 */
import { matchShape } from '../eval/match.js';
import type { CompiledScorer } from './scorer-types.js';
import type { Meld } from './hand.js';
import type { HandSketch } from './hand-sketch.js';
import type { WinOptions } from './score-types.js';
import { windTile } from './tiles.js';

type Shape = CompiledScorer['shapes'][number];

/** Shape terms `seat` and `round` read these. */
export function setWinds(scorer: CompiledScorer, o: Pick<WinOptions, 'seat' | 'round'>): void {
  scorer.bindings.seat = windTile(o.seat);
  scorer.bindings.round = windTile(o.round);
}

/** Matches a shape against concealed counts (modified during the search and restored) and declared melds. */
export function shapeMatches(scorer: CompiledScorer, s: Shape, declared: readonly Meld[], counts: Uint8Array) {
  return matchShape(s.ir.pattern.units, declared, counts, scorer.bindings, s.ir.distinct, s.order);
}

/**
 * Whether the sketched hand holds a tile no unit of the shape can use, more suits than the shape can have, a declared
 * meld of a kind no unit takes, or more declared melds than meld units.
 */
export function holdsForeignTile(s: Shape, k: HandSketch): boolean {
  return (k.low & ~s.allowedLow) !== 0 || (k.high & ~s.allowedHigh) !== 0 || k.suits > s.maxSuits ||
    (k.meldKinds & ~s.meldKinds) !== 0 || k.melds > s.meldUnits;
}

/** Whether suit totals (m, p, s, honors) fit a shape's profile (the numbered suits in any order). */
export function fitsProfile(p: NonNullable<Shape['profile']>, totals: readonly number[]): boolean {
  if (totals[3] !== p.honors) return false;
  let a = totals[0]!, b = totals[1]!, c = totals[2]!, x: number;
  if (a < b) { x = a; a = b; b = x; }
  if (b < c) { x = b; b = c; c = x; }
  if (a < b) { x = a; a = b; b = x; }
  return a === p.suits[0] && b === p.suits[1] && c === p.suits[2];
}

/**
 * How far apart the lowest and the highest numbered kind of `low` (bit t: kind t, 0..26) are, counted in kinds: within
 * one suit, the ranks between them; 0 when there is none.
 */
function spreadOf(low: number): number {
  return low === 0 ? 0 : Math.clz32(low & -low) - Math.clz32(low);
}

/**
 * A lower bound of the tiles the sketched hand lacks for the units of the shape's suit variables that have a fixed
 * rank (e.g. ranks 1..9 of one suit, the ends three times), counted up to `stop`: per variable, the fewest over the
 * three suits.
 */
export function suitShortfall(s: Shape, k: HandSketch, stop: number): number {
  const needs = s.suitNeeds;
  const all = k.allTiles();
  let total = 0;
  for (let v = 0; v < needs.length; v++) {
    const need = needs[v]!;
    let fewest = stop;
    for (let base = 0; base < 27 && fewest > 0; base += 9) {
      let lack = 0;
      for (let r = 0; r < 9 && lack < fewest; r++) {
        const d = need[r]! - all[base + r]!;
        if (d > 0) lack += d;
      }
      if (lack < fewest) fewest = lack;
    }
    total += fewest;
    if (total >= stop) return stop;
  }
  return total;
}

/** Whether cheap tests already rule the shape out for the sketched hand (its concealed tiles complete). */
export function quickReject(s: Shape, k: HandSketch): boolean {
  if (k.kongs < s.kongs || (s.pairsOnly && k.odd > 0) || holdsForeignTile(s, k)) return true;
  // Each unit of a shape of different tiles takes its own kind (a declared meld fills one unit).
  if (s.ir.distinct && k.kinds + k.melds < s.ir.pattern.units.length) return true;
  if (k.totals[3] < s.honors[0] || k.totals[3] > s.honors[1]) return true;
  if (s.profile && !fitsProfile(s.profile, k.totals)) return true;
  if (s.rankSpan >= 0 && spreadOf(k.low) > s.rankSpan) return true;
  const required = s.required;
  for (let i = 0; i < required.length; i++) {
    const [t, n] = required[i]!;
    if (k.held[t]! < n) return true;
  }
  return s.suitNeeds.length > 0 && suitShortfall(s, k, 1) > 0;
}
