/**
 * The waiting tiles of a hand: the tiles that would complete it in the standard shape or in a shape of the
 * regulation, counted only as far as the caller needs.
 */
import type { CompiledScorer } from './scorer-types.js';
import type { ParsedHand } from './hand.js';
import { HandSketch } from './hand-sketch.js';
import { DEFAULT_WIN_OPTIONS, type WinOptions } from './score-types.js';
import { fitsProfile, holdsForeignTile, setWinds, suitShortfall } from './shape-filter.js';
import { shapeFits, shapeWaits } from '../eval/match.js';
import { markStandardWaits, markStandardWaitsOf } from './waits.js';
import { nextWaitingCandidate } from './shape-index.js';
import { WaitSummary } from './wait-summary.js';

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
  scorer: CompiledScorer, hand: ParsedHand, o: Pick<WinOptions, 'seat' | 'round'>, cap: number, winCompletes = false, formal = false,
): number {
  return markWaits(scorer, hand, o, cap, winCompletes, formal);
}

/**
 * Marks the waiting tiles in `foundScratch` (standard first, then shapes until `cap`) and returns how many. With
 * `formal`, a tile the hand already holds four of counts too (it completes the shape, though no copy is left).
 */
function markWaits(
  scorer: CompiledScorer, hand: ParsedHand, o: Pick<WinOptions, 'seat' | 'round'>, cap: number, winCompletes = false, formal = false,
): number {
  setWinds(scorer, o);
  const found = foundScratch;
  found.fill(0);
  const base = baseScratch;
  const held = heldScratch;
  const sum = summary;
  const tiles = sum.load(hand, base, held);
  // (After the summary is made, `held` only says which tiles are exhausted: none, for the formal count.)
  if (formal) held.fill(0);
  if (tiles % 3 !== 1) return 0;
  const sets = (tiles - 1) / 3;
  let count = sum.valid
    ? markStandardWaitsOf(base, sets, held, found, sum.segmentSizes, sum.suitKeys)
    : markStandardWaits(base, sets, held, found);
  // A winning tile that completes the hand is a wait (a shape whose only possible tile it is then needs no match).
  const w = hand.winTile;
  if (winCompletes && sum.valid && w !== null && count < cap && !found[w] && held[w]! < 4) { found[w] = 1; count++; }
  if (count >= cap || scorer.shapes.length === 0) return count;
  // The shapes one more tile could complete, by the tests that need no counts; most hands keep none.
  const index = scorer.shapeIndex;
  const totals = sum.totals;
  if (sum.valid && !index.loadWaiting(sum.usedLow, sum.usedHigh, sum.heldLow, sum.heldHigh, sum.oddKinds, sum.kongs, totals[0]!, totals[1]!, totals[2]!, totals[3]!)) return count;
  return searchShapeWaits(scorer, hand, sketch.load(base, hand.declared), base, held, found, count, cap, sum.valid);
}

/**
 * Marks in `found` the tiles that complete a regulation's shape, until `count` reaches `cap`; returns the new count.
 * `k`: the sketch of `base` and the declared melds; `base`: the concealed counts less the winning tile; `held`: every
 * copy the hand holds less the winning tile (kinds 0..33); `indexed`: the shape index's `waiting` holds the
 * candidates for this hand (its loadWaiting ran).
 */
export function searchShapeWaits(
  scorer: CompiledScorer, hand: ParsedHand, k: HandSketch, base: Uint8Array, held: Uint8Array, found: Uint8Array, count: number,
  cap: number, indexed: boolean,
): number {
  const { kinds, totals } = k;
  // Tiles no shape needs to report: found already, or held four times (filled before the first wait search).
  const skip = skipScratch;
  let skipReady = false;
  const shapes = scorer.shapes;
  const index = scorer.shapeIndex;
  // (Indexed: only the index's candidates, whose tests are some of those below.)
  const end = shapes.length;
  for (let i = indexed ? nextWaitingCandidate(index, 0, end) : 0; i < end; i = indexed ? nextWaitingCandidate(index, i + 1, end) : i + 1) {
    const s = shapes[i]!;
    if (count >= cap) break;
    // Cheap necessary conditions first: every held tile usable, few enough kinds, at most one required tile short
    // (and that one not skipped) in all (concrete tiles and the suit variables' fixed ranks), the declared kongs it
    // needs, for pairs-only shapes one odd tile (the wait, not skipped), the suit profile one tile short. Then one
    // match of the only possible tile, or one wait search for the tiles that complete the shape.
    if (kinds > s.maxKinds || k.kongs < s.kongs || (s.pairsOnly && k.odd !== 1) || holdsForeignTile(s, k)) continue;
    // A shape of different tiles needs one kind per unit; the missing tile adds at most one.
    if (s.ir.distinct && kinds + k.melds + 1 < s.ir.pattern.units.length) continue;
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

/** The summary of the hand whose waits are searched (reused from call to call). */
const summary = new WaitSummary();

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
