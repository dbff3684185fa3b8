/**
 * The waiting tiles of a hand: the tiles that would complete it in the standard shape or in a shape of the
 * regulation, counted only as far as the caller needs.
 */
import type { CompiledScorer } from './compile-scorer.js';
import type { ParsedHand } from './hand.js';
import { handCounts, meldSize } from './hand-counts.js';
import { HandSketch } from './hand-sketch.js';
import { DEFAULT_WIN_OPTIONS, type WinOptions } from './score-types.js';
import { fitsProfile, holdsForeignTile, setWinds, suitShortfall } from './shape-filter.js';
import { shapeFits, shapeWaits } from '../eval/match.js';
import { markStandardWaits, markStandardWaitsOf } from './waits.js';
import { isWaitingCandidate } from './shape-index.js';
import { FIRST_HONOR, PLAYING_KINDS } from './tiles.js';
import { bitCount } from '../eval/pattern-precheck.js';

/** Waiting tiles of the hand before its winning tile (or of a 13-tile hand), standard and shapes together. */
export function waitingTiles(
  scorer: CompiledScorer, hand: ParsedHand, o: Pick<WinOptions, 'seat' | 'round'> = DEFAULT_WIN_OPTIONS, cap = Infinity,
): number[] {
  const found = foundScratch;
  const out: number[] = [];
  if (markWaits(scorer, hand, o, cap) === 0) return out;
  for (let t = 0; t < 34; t++) if (found[t]) out.push(t);
  return out;
}

/**
 * How many tiles waitingTiles would list, counted only up to `cap` (then at least `cap`); no allocation. With
 * `winCompletes`, the caller knows that the hand with its winning tile is complete (it has a reading: a standard
 * decomposition or a shape it matches), so the winning tile is counted without a search.
 */
export function countWaitingTiles(
  scorer: CompiledScorer, hand: ParsedHand, o: Pick<WinOptions, 'seat' | 'round'>, cap: number, winCompletes = false,
): number {
  return markWaits(scorer, hand, o, cap, winCompletes);
}

/** Marks the waiting tiles in `foundScratch` (standard first, then shapes until `cap`) and returns how many. */
function markWaits(scorer: CompiledScorer, hand: ParsedHand, o: Pick<WinOptions, 'seat' | 'round'>, cap: number, winCompletes = false): number {
  setWinds(scorer, o);
  const found = foundScratch;
  found.fill(0);
  const base = baseScratch;
  const held = heldScratch;
  const tiles = summarize(hand, base, held);
  if (tiles % 3 !== 1) return 0;
  const sets = (tiles - 1) / 3;
  let count = summaryValid
    ? markStandardWaitsOf(base, sets, held, found, segmentSizes, suitKeys)
    : markStandardWaits(base, sets, held, found);
  // A winning tile that completes the hand is a wait (a shape whose only possible tile it is then needs no match).
  const w = hand.winTile;
  if (winCompletes && summaryValid && w !== null && count < cap && !found[w] && held[w]! < 4) { found[w] = 1; count++; }
  if (count >= cap || scorer.shapes.length === 0) return count;
  // The shapes one more tile could complete, by the tests that need no counts; most hands keep none.
  const index = scorer.shapeIndex;
  if (summaryValid && !index.loadWaiting(usedLow, usedHigh, heldLow, heldHigh, oddKinds, kongs, totals[0]!, totals[1]!, totals[2]!, totals[3]!)) return count;
  return searchShapeWaits(scorer, hand, base, held, found, count, cap, summaryValid);
}

/**
 * The summary of the hand before its winning tile that summarize fills in one pass over the tiles, when
 * `summaryValid` (every concealed tile a playing kind held at most 4 times, the winning tile among them, no bonus
 * tile among the playing kinds, every declared meld well formed): tiles per
 * segment (m, p, s, honors) and the numbered suits' base-5 keys (as markStandardWaitsOf takes them), the kinds used
 * (concealed, or the lowest tile of a declared meld; bits as in HandSketch) and held (concealed, or the tile of a
 * declared pung, kong or pair), how many kinds are held an odd number of
 * times, the declared kongs, the suit totals with the declared melds.
 */
const segmentSizes = new Int32Array(4);
const suitKeys = new Int32Array(3);
const totals = new Int32Array(4);
let summaryValid = false;
let usedLow = 0, usedHigh = 0, heldLow = 0, heldHigh = 0, oddKinds = 0, kongs = 0;

/** Powers of 5: a rank's weight in a suit's base-5 key. */
const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

/**
 * Fills `base` with the concealed counts less the winning tile and `held` (kinds 0..33) with every copy the hand
 * holds less the winning tile, and the summary above; returns how many concealed tiles are left.
 */
function summarize(hand: ParsedHand, base: Uint8Array, held: Uint8Array): number {
  base.fill(0);
  const concealed = hand.concealed;
  let valid = true;
  let k0 = 0, k1 = 0, k2 = 0, n0 = 0, n1 = 0, n2 = 0, n3 = 0, oddLow = 0, oddHigh = 0, low = 0, high = 0;
  for (let i = 0; i < concealed.length; i++) {
    const t = concealed[i]!;
    if (!(t >= 0 && t < PLAYING_KINDS && (t | 0) === t)) { valid = false; continue; }
    if (++base[t]! > 4) valid = false;
    if (t < FIRST_HONOR) {
      if (t < 9) { k0 += POW5[t]!; n0++; } else if (t < 18) { k1 += POW5[t - 9]!; n1++; } else { k2 += POW5[t - 18]!; n2++; }
      oddLow ^= 1 << t;
      low |= 1 << t;
    } else { n3++; oddHigh ^= 1 << (t - FIRST_HONOR); high |= 1 << (t - FIRST_HONOR); }
  }
  let tiles = concealed.length;
  const w = hand.winTile;
  if (w !== null) {
    if (!(w >= 0 && w < PLAYING_KINDS && (w | 0) === w) || base[w] === 0) valid = false;
    base[w]!--;
    tiles--;
    if (valid) {
      const gone = base[w] === 0;
      if (w < FIRST_HONOR) {
        if (w < 9) { k0 -= POW5[w]!; n0--; } else if (w < 18) { k1 -= POW5[w - 9]!; n1--; } else { k2 -= POW5[w - 18]!; n2--; }
        oddLow ^= 1 << w;
        if (gone) low &= ~(1 << w);
      } else {
        n3--;
        oddHigh ^= 1 << (w - FIRST_HONOR);
        if (gone) high &= ~(1 << (w - FIRST_HONOR));
      }
    }
  }
  for (let i = 0; i < hand.bonus.length; i++) if (hand.bonus[i]! < PLAYING_KINDS) valid = false;
  const declared = hand.declared;
  for (let i = 0; i < declared.length; i++) {
    const m = declared[i]!;
    const t = m.tile;
    const kind = m.kind;
    const known = kind === 'chow' ? t < FIRST_HONOR && t % 9 < 7 : (kind === 'pung' || kind === 'kong' || kind === 'pair') && t < PLAYING_KINDS;
    if (!(known && t >= 0 && (t | 0) === t)) valid = false;
  }
  summaryValid = valid;
  if (!valid) {
    // Tiles out of range, five copies or a winning tile not held: every count as the general search takes it.
    handCounts(hand, held);
    if (w !== null) held[w]!--;
    return tiles;
  }
  held.set(base);
  let t0 = n0, t1 = n1, t2 = n2, t3 = n3, k = 0, hLow = low, hHigh = high;
  for (let i = 0; i < declared.length; i++) {
    const m = declared[i]!;
    const t = m.tile;
    const size = meldSize(m.kind);
    if (m.kind === 'chow') { held[t]!++; held[t + 1]!++; held[t + 2]!++; } else { held[t]! += size; if (m.kind === 'kong') k++; }
    if (t < FIRST_HONOR) {
      low |= 1 << t;
      if (m.kind !== 'chow') hLow |= 1 << t;
      if (t < 9) t0 += size; else if (t < 18) t1 += size; else t2 += size;
    } else { high |= 1 << (t - FIRST_HONOR); hHigh |= 1 << (t - FIRST_HONOR); t3 += size; }
  }
  segmentSizes[0] = n0; segmentSizes[1] = n1; segmentSizes[2] = n2; segmentSizes[3] = n3;
  suitKeys[0] = k0; suitKeys[1] = k1; suitKeys[2] = k2;
  totals[0] = t0; totals[1] = t1; totals[2] = t2; totals[3] = t3;
  usedLow = low;
  usedHigh = high;
  heldLow = hLow;
  heldHigh = hHigh;
  oddKinds = bitCount(oddLow) + bitCount(oddHigh);
  kongs = k;
  return tiles;
}

/** Marks in `found` the tiles that complete a regulation's shape, until `count` reaches `cap`; returns the new count. */
function searchShapeWaits(
  scorer: CompiledScorer, hand: ParsedHand, base: Uint8Array, held: Uint8Array, found: Uint8Array, count: number, cap: number,
  indexed: boolean,
): number {
  const k = sketch.load(base, hand.declared);
  const { kinds, totals } = k;
  // Tiles no shape needs to report: found already, or held four times (filled before the first wait search).
  const skip = skipScratch;
  let skipReady = false;
  const shapes = scorer.shapes;
  for (let i = 0; i < shapes.length; i++) {
    const s = shapes[i]!;
    if (count >= cap) break;
    if (indexed && !isWaitingCandidate(scorer.shapeIndex, i)) continue; // (the index's tests are some of those below)
    // Cheap necessary conditions first: every held tile usable, few enough kinds, at most one required tile short
    // (and that one not skipped) in all (concrete tiles and the suit variables' fixed ranks), the declared kongs it
    // needs, for pairs-only shapes one odd tile (the wait, not skipped), the suit profile one tile short. Then one
    // match of the only possible tile, or one wait search for the tiles that complete the shape.
    if (kinds > s.maxKinds || k.kongs < s.kongs || (s.pairsOnly && k.odd !== 1) || holdsForeignTile(s, k)) continue;
    const profile = s.profile;
    if (totals[3] + 1 < s.honors[0] || totals[3] > s.honors[1]) continue;
    if (profile && totals[3] !== profile.honors && totals[3] + 1 !== profile.honors) continue;
    const short = shortOf(s, k);
    if (short === -2 || (short >= 0 && (found[short] || held[short]! >= 4))) continue;
    if (s.pairsOnly && (found[k.oddTile] || held[k.oddTile]! >= 4)) continue;
    if (s.suitNeeds.length > 0 && suitShortfall(s, k, short >= 0 ? 1 : 2) > (short >= 0 ? 0 : 1)) continue;
    // The suits (bit 3: honors) in which one more tile makes the hand fit the shape's suit profile.
    let suits = 15;
    if (profile) {
      suits = 0;
      for (let suit = 0; suit < 4; suit++) {
        totals[suit]!++;
        if (fitsProfile(profile, totals)) suits |= 1 << suit;
        totals[suit]!--;
      }
      if (suits === 0) continue;
    }
    // One possible tile (the required one short, the odd tile of pairs): one match; else one wait search.
    const only = short >= 0 ? short : s.pairsOnly ? k.oddTile : -1;
    if (only >= 0) {
      if (!s.allowed[only] || !((suits >>> (only < 27 ? (only / 9) | 0 : 3)) & 1)) continue;
      const plus = matchScratch;
      plus.set(base);
      plus[only]!++;
      if (shapeFits(s.ir.pattern.units, hand.declared, plus, scorer.bindings, s.ir.distinct, s.order)) { found[only] = 1; skip[only] = 1; count++; }
      continue;
    }
    if (!skipReady) {
      for (let t = 0; t < 34; t++) skip[t] = found[t] || held[t]! >= 4 ? 1 : 0;
      skipReady = true;
    }
    const waits = shapeWaits(s.ir.pattern.units, hand.declared, base, scorer.bindings, s.ir.distinct, s.order, skip, cap - count);
    for (let w = 0; w < waits.length; w++) { found[waits[w]!] = 1; skip[waits[w]!] = 1; count++; }
  }
  return count;
}

/** Buffers reused from call to call: the counts without the winning tile, every copy held, the waits found, the tiles not to report, a copy to match on. */
const baseScratch = new Uint8Array(34);
const heldScratch = new Uint8Array(42);
const foundScratch = new Uint8Array(34);
const skipScratch = new Uint8Array(34);
const matchScratch = new Uint8Array(34);

/** The sketch of the hand whose waits are being searched (reused from hand to hand). */
const sketch = new HandSketch();

/** The one required tile a 13-tile hand lacks for a shape (-1: none lacking, -2: more than one lacking). */
function shortOf(s: CompiledScorer['shapes'][number], k: HandSketch): number {
  let short = -1;
  const required = s.required;
  for (let i = 0; i < required.length; i++) {
    const [t, n] = required[i]!;
    const have = k.held[t]!;
    if (have >= n) continue;
    if (have < n - 1 || short >= 0) return -2;
    short = t;
  }
  return short;
}
