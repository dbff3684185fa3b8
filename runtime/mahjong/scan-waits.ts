/**
 * The waiting tiles of a hand counted from what scoring already made of it: the scan of its concealed tiles (the
 * readings' ConcealedScan) and its copies of every tile (the facts' counts), without another pass over the tiles.
 * The same count as countWaitingTiles (hand-waits.ts) for a hand it takes as well formed; for another one, the
 * caller counts as before.
 */
import { bitCount } from '../eval/pattern-precheck.js';
import { writeCountsOfKeys, type ConcealedScan } from './concealed-scan.js';
import { DeclaredTotals } from './declared-totals.js';
import type { ParsedHand } from './hand.js';
import type { CompiledScorer } from './scorer-types.js';
import type { WinOptions } from './score-types.js';
import { searchShapeWaits } from './hand-waits.js';
import { HandSketch } from './hand-sketch.js';
import { setWinds } from './shape-filter.js';
import { FIRST_HONOR, PLAYING_KINDS, segmentOf } from './tiles.js';
import { othersWellFormed } from './wait-summary.js';
import { keyWaits, standardWaitsOfKeys } from './waits.js';

/** Not decided from the scan: the caller counts over the tiles. */
export const UNDECIDED = -1;

/** The declared melds summed up, and the scan less the winning tile (reused: not re-entrant). */
const declaredTotals = new DeclaredTotals();
const keys = new Int32Array(4);
const sizes = new Int32Array(4);

/** Bits 3r + 2 and 3r of a key of 3 bits per rank: a count above 4 has bit 2 and bit 0 or 1. */
const HIGH_BITS = 0o444444444;
const LOW_BITS = 0o111111111;

/** Bits 3r of a key of 3 bits per rank whose count is above 4 (bit 2 and bit 0 or 1 set). */
function overFour(key: number): number {
  return ((key & HIGH_BITS) >>> 2) & (key | (key >>> 1)) & LOW_BITS;
}

/**
 * What countWaitingTiles gives for the hand (without `formal`), or UNDECIDED. `scan`: the valid scan of the hand's
 * concealed tiles; `counts`: the hand's copies of every kind (handCounts: concealed, declared and bonus tiles).
 */
export function countScannedWaits(
  scorer: CompiledScorer, hand: ParsedHand, o: Pick<WinOptions, 'seat' | 'round'>, scan: ConcealedScan, counts: Uint8Array,
  cap: number, winCompletes: boolean,
): number {
  const w = hand.winTile;
  if (w === null || !scan.valid || !(w >= 0 && w < PLAYING_KINDS && (w | 0) === w)) return UNDECIDED;
  const segment = segmentOf(w);
  const shift = 3 * (w - 9 * segment);
  const scanKeys = scan.keys, scanSizes = scan.sizes;
  const k0 = scanKeys[0]!, k1 = scanKeys[1]!, k2 = scanKeys[2]!, k3 = scanKeys[3]!;
  const copies = (scanKeys[segment]! >>> shift) & 7;
  // (As the wait search over counts: more than 4 copies of a kind is no hand it takes as well formed.)
  if (copies === 0 || (overFour(k0) | overFour(k1) | overFour(k2) | overFour(k3)) !== 0) return UNDECIDED;
  // The keys and sizes less the winning tile, written out in straight-line code: as a loop over the four segments V8
  // checked the scan's and the arrays' maps and lengths again in every round (~50 instructions a segment).
  keys[0] = k0; keys[1] = k1; keys[2] = k2; keys[3] = k3;
  keys[segment]! -= 1 << shift;
  sizes[0] = scanSizes[0]!; sizes[1] = scanSizes[1]!; sizes[2] = scanSizes[2]!; sizes[3] = scanSizes[3]!;
  sizes[segment]!--;
  if (!othersWellFormed(hand)) return UNDECIDED;
  const tiles = hand.concealed.length - 1;
  if (tiles % 3 !== 1) return 0;
  standardWaitsOfKeys(keys, sizes, (tiles - 1) / 3);
  // Copies left of a wait: those the hand holds less the winning tile; a tile held four times is no wait.
  let foundLow = 0;
  let count = 0;
  for (let bits = keyWaits.low; bits !== 0; bits &= bits - 1) {
    const t = 31 - Math.clz32(bits & -bits);
    if (counts[t]! - (t === w ? 1 : 0) < 4) { foundLow |= 1 << t; count++; }
  }
  let foundHigh = 0;
  for (let bits = keyWaits.high; bits !== 0; bits &= bits - 1) {
    const r = 31 - Math.clz32(bits & -bits);
    const t = FIRST_HONOR + r;
    if (counts[t]! - (t === w ? 1 : 0) < 4) { foundHigh |= 1 << r; count++; }
  }
  // A winning tile that completes the hand is a wait.
  const isFound = w < FIRST_HONOR ? (foundLow >>> w) & 1 : (foundHigh >>> (w - FIRST_HONOR)) & 1;
  const countsWin = winCompletes && count < cap && isFound === 0 && counts[w]! - 1 < 4;
  if (countsWin) count++;
  if (count >= cap || scorer.shapes.length === 0) return count;
  // The shapes one more tile could complete, by the tests that need no counts: most hands keep none.
  const gone = copies === 1;
  let low = scan.low, high = scan.high, oddLow = scan.oddLow, oddHigh = scan.oddHigh;
  if (w < FIRST_HONOR) {
    oddLow ^= 1 << w;
    if (gone) low &= ~(1 << w);
  } else {
    oddHigh ^= 1 << (w - FIRST_HONOR);
    if (gone) high &= ~(1 << (w - FIRST_HONOR));
  }
  const d = hand.declared.length === 0 ? NO_DECLARED : declaredTotals.load(hand.declared);
  const ds = d.sizes;
  const oddKinds = bitCount(oddLow) + bitCount(oddHigh);
  const index = scorer.shapeIndex;
  // (The waits found, the winning tile among them, drop the shapes that only a found tile could complete.)
  const winLow = countsWin && w < FIRST_HONOR ? 1 << w : 0, winHigh = countsWin && w >= FIRST_HONOR ? 1 << (w - FIRST_HONOR) : 0;
  const any = index.loadWaiting(
    low | d.usedLow, high | d.usedHigh, low | d.heldLow, high | d.heldHigh, oddKinds, d.kongs,
    sizes[0]! + ds[0]!, sizes[1]! + ds[1]!, sizes[2]! + ds[2]!, sizes[3]! + ds[3]!, foundLow | winLow, foundHigh | winHigh,
  );
  if (!any) return count;
  // Shapes of fixed ranks in one suit (nine gates) that no suit comes within one tile of (382 searches a pass).
  if (hand.declared.length === 0 && !index.dropWaitingSuitShort(keys)) return count;
  // A shape of pairs one tile short waits on its one odd tile alone (the index keeps it only when there is one): no
  // new wait when that tile is found already or held four times.
  if (oddKinds === 1) {
    const odd = oddLow !== 0 ? 31 - Math.clz32(oddLow) : FIRST_HONOR + 31 - Math.clz32(oddHigh);
    const oddFound = odd < FIRST_HONOR ? (foundLow >>> odd) & 1 : (foundHigh >>> (odd - FIRST_HONOR)) & 1;
    if ((oddFound !== 0 || (countsWin && odd === w) || counts[odd]! - (odd === w ? 1 : 0) >= 4) && !index.dropWaitingPairsOnly()) return count;
  }
  return searchScannedShapes(scorer, hand, o, counts, cap, w, count, countsWin, foundLow, foundHigh, low, high, oddLow, oddHigh);
}

/**
 * The end of countScannedWaits for a hand that some shape may still find one tile short (~6% of the counts): the
 * counts the shape search reads, from the facts' counts and the waits found (copies and fills, not a loop over the 34
 * kinds), then the search. A function of its own so that V8 neither compiles it into countScannedWaits nor inlines
 * it there (a call this rare is below its inlining frequency): it is compiled, apart, only once it is hot itself.
 * `keys` and `sizes` hold the scan less the winning tile `w`; `low`... `oddHigh` the kinds held, as the scan's.
 */
function searchScannedShapes(
  scorer: CompiledScorer, hand: ParsedHand, o: Pick<WinOptions, 'seat' | 'round'>, counts: Uint8Array, cap: number, w: number,
  count: number, countsWin: boolean, foundLow: number, foundHigh: number, low: number, high: number, oddLow: number, oddHigh: number,
): number {
  held.set(counts);
  held[w]!--;
  found.fill(0);
  for (let bits = foundLow; bits !== 0; bits &= bits - 1) found[31 - Math.clz32(bits & -bits)] = 1;
  for (let bits = foundHigh; bits !== 0; bits &= bits - 1) found[FIRST_HONOR + 31 - Math.clz32(bits & -bits)] = 1;
  if (countsWin) found[w] = 1;
  writeCountsOfKeys(keys, base);
  // The sketch of the tiles less the winning one from what this count summed up already (no pass over the kinds).
  const k = sketch.loadSummed(base, sizes, low, high, oddLow, oddHigh, hand.declared);
  // The seat and round winds that shape terms read, set only for the search (~35 instructions a count at its start;
  // nothing before it matches a shape).
  setWinds(scorer, o);
  return searchShapeWaits(scorer, hand, k, base, held, found, count, cap, true);
}

/** The sketch of the hand whose shape waits are searched (reused). */
const sketch = new HandSketch();

/**
 * The counts searchShapeWaits reads (reused): the concealed copies less the winning tile, every copy held less the
 * winning tile (kinds 0..41, as the facts' counts), the waits found.
 */
const base = new Uint8Array(PLAYING_KINDS);
const held = new Uint8Array(42);
const found = new Uint8Array(PLAYING_KINDS);

/** The declared totals of a hand without declared melds (all zero: never loaded). */
const NO_DECLARED = new DeclaredTotals();
