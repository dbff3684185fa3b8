/**
 * Shape matching for a hand: cheap necessary conditions first (tiles the shape can use, declared kongs, parity of
 * pairs-only shapes, the suit profile), then the exact-cover search.
 */
import { matchShape } from '../eval/match.js';
import type { CompiledScorer } from './compile-scorer.js';
import type { Meld } from './hand.js';
import { MELD_SIZE } from './hand-counts.js';
import type { WinOptions } from './score-types.js';
import { windTile } from './tiles.js';

type Shape = CompiledScorer['shapes'][number];

/** Shape terms `seat` and `round` read these. */
export function setWinds(scorer: CompiledScorer, o: Pick<WinOptions, 'seat' | 'round'>): void {
  scorer.bindings.seat = windTile(o.seat);
  scorer.bindings.round = windTile(o.round);
}

/** Matches a shape against concealed counts (consumed on success: pass a copy) and declared melds. */
export function shapeMatches(scorer: CompiledScorer, s: Shape, declared: readonly Meld[], counts: Uint8Array) {
  return quickReject(s, counts, declared) ? undefined : matchShape(s.ir.pattern.units, declared, counts, scorer.bindings, s.ir.distinct, s.order);
}

/** Whether the hand holds a tile no unit of the shape can use, or more suits than the shape can have. */
export function holdsForeignTile(s: Shape, counts: Uint8Array, declared: readonly Meld[]): boolean {
  let suits = 0;
  for (let t = 0; t < 34; t++) if (counts[t] && !s.allowed[t]) return true;
  for (const m of declared) if (!s.allowed[m.tile]) return true;
  for (let base = 0; base < 27; base += 9) {
    let held = false;
    for (let t = base; t < base + 9 && !held; t++) held = counts[t]! > 0;
    for (const m of declared) if (m.tile >= base && m.tile < base + 9) held = true;
    if (held) suits++;
  }
  return suits > s.maxSuits;
}

/** Tiles per numbered suit (m, p, s) and honors of concealed counts plus declared melds. */
export function suitTotals(counts: Uint8Array, declared: readonly Meld[]): [number, number, number, number] {
  const totals: [number, number, number, number] = [0, 0, 0, 0];
  for (let t = 0; t < 34; t++) totals[t < 27 ? Math.floor(t / 9) : 3] += counts[t]!;
  for (const m of declared) totals[m.tile < 27 ? Math.floor(m.tile / 9) : 3] += MELD_SIZE[m.kind];
  return totals;
}

/** Whether suit totals fit a shape's profile (the numbered suits in any order). */
export function fitsProfile(p: NonNullable<Shape['profile']>, totals: readonly number[]): boolean {
  if (totals[3] !== p.honors) return false;
  const [a, b, c] = [totals[0]!, totals[1]!, totals[2]!].sort((x, y) => y - x);
  return a === p.suits[0] && b === p.suits[1] && c === p.suits[2];
}

/** Declared kongs of a hand. */
export function declaredKongs(declared: readonly Meld[]): number {
  let n = 0;
  for (const m of declared) if (m.kind === 'kong') n++;
  return n;
}

/** Whether cheap tests already rule the shape out for these counts. */
export function quickReject(s: Shape, counts: Uint8Array, declared: readonly Meld[]): boolean {
  if (declaredKongs(declared) < s.kongs) return true;
  if (s.pairsOnly) for (let t = 0; t < 34; t++) if (counts[t]! & 1) return true;
  if (s.profile && !fitsProfile(s.profile, suitTotals(counts, declared))) return true;
  if (holdsForeignTile(s, counts, declared)) return true;
  for (const [t, n] of s.required) {
    let have = counts[t]!;
    for (const m of declared) if (m.tile === t && m.kind !== 'chow') have += MELD_SIZE[m.kind];
    if (have < n) return true;
  }
  return false;
}
