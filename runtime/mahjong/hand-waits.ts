/**
 * The waiting tiles of a hand: the tiles that would complete it in the standard shape or in a shape of the
 * regulation, counted only as far as the caller needs.
 */
import type { CompiledScorer } from './compile-scorer.js';
import type { Meld, ParsedHand } from './hand.js';
import { concealedCounts, handCounts, MELD_SIZE } from './hand-counts.js';
import { DEFAULT_WIN_OPTIONS, type WinOptions } from './score-types.js';
import { declaredKongs, fitsProfile, holdsForeignTile, setWinds, suitTotals } from './shape-filter.js';
import { matchShape } from '../eval/match.js';
import { findWaits } from './waits.js';

/** Waiting tiles of the hand before its winning tile (or of a 13-tile hand), standard and shapes together. */
export function waitingTiles(
  scorer: CompiledScorer, hand: ParsedHand, o: Pick<WinOptions, 'seat' | 'round'> = DEFAULT_WIN_OPTIONS, cap = Infinity,
): number[] {
  setWinds(scorer, o);
  const base = concealedCounts(hand, true);
  let tiles = 0;
  for (let t = 0; t < 34; t++) tiles += base[t]!;
  if (tiles % 3 !== 1) return [];
  const sets = (tiles - 1) / 3;
  // A tile the hand already holds four of (standing or in melds) cannot come any more.
  const held = handCounts(hand);
  if (hand.winTile !== null) held[hand.winTile]!--;
  const waits = new Set(findWaits(base, sets).filter((t) => held[t]! < 4));
  let kinds = 0;
  for (let t = 0; t < 34; t++) if (base[t]) kinds++;
  const scratch = new Uint8Array(34);
  const totals = suitTotals(base, hand.declared);
  const kongs = declaredKongs(hand.declared);
  let odd = 0;
  let oddTile = -1;
  for (let t = 0; t < 34; t++) if (base[t]! & 1) { odd++; oddTile = t; }
  for (const s of scorer.shapes) {
    if (waits.size >= cap) break;
    // Cheap necessary conditions first: every held tile usable, few enough kinds, at most one required tile short,
    // the declared kongs it needs, for pairs-only shapes one odd tile (the wait), the suit profile one tile short.
    if (kinds > s.maxKinds || kongs < s.kongs || (s.pairsOnly && odd !== 1) || holdsForeignTile(s, base, hand.declared)) continue;
    const short = shortOf(s, base, hand.declared);
    if (short === -2) continue;
    for (let c = 0; c < 34; c++) {
      if (waits.has(c) || held[c]! >= 4 || !s.allowed[c] || (short >= 0 && c !== short) || (!base[c] && kinds === s.maxKinds)) continue;
      if (s.pairsOnly && c !== oddTile) continue;
      if (s.profile) {
        const suit = c < 27 ? Math.floor(c / 9) : 3;
        totals[suit]!++;
        const fits = fitsProfile(s.profile, totals);
        totals[suit]!--;
        if (!fits) continue;
      }
      scratch.set(base);
      scratch[c]!++;
      if (matchShape(s.ir.pattern.units, hand.declared, scratch, scorer.bindings, s.ir.distinct, s.order)) waits.add(c);
    }
  }
  return [...waits].sort((a, b) => a - b);
}

/** The one required tile a 13-tile hand lacks for a shape (-1: none lacking, -2: more than one lacking). */
function shortOf(s: CompiledScorer['shapes'][number], counts: Uint8Array, declared: readonly Meld[]): number {
  let short = -1;
  for (const [t, n] of s.required) {
    let have = counts[t]!;
    for (const m of declared) if (m.tile === t && m.kind !== 'chow') have += MELD_SIZE[m.kind];
    if (have >= n) continue;
    if (have < n - 1 || short >= 0) return -2;
    short = t;
  }
  return short;
}
