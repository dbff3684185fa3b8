/**
 * The readings of a hand: the standard decompositions of a winning hand and the regulation's shapes it matches, or
 * the partial readings of a hand without a winning tile.
 */
import type { Reading } from '../eval/context.js';
import type { CompiledScorer } from './scorer-types.js';
import { ConcealedScan, scanConcealed, writeCountsOfKeys } from './concealed-scan.js';
import { decomposePartial, decomposeScanned } from './decompose.js';
import type { ParsedHand } from './hand.js';
import { HandSketch } from './hand-sketch.js';
import type { WinOptions } from './score-types.js';
import { quickReject, setWinds, shapeMatches } from './shape-filter.js';
import { nextCandidate } from './shape-index.js';
import { pushPlacedShapeReadings } from './shape-placements.js';

/** Buffers reused from hand to hand (readingsOf is not re-entrant): the scan, sketch and concealed counts of the hand
 * whose shapes are matched. */
const sketch = new HandSketch();
const concealedScan = new ConcealedScan();
const concealedBuffer = new Uint8Array(34);

/**
 * Every reading of a hand: standard decompositions and matched shapes (a winning hand), or partial readings (no
 * winning tile). A winning hand's concealed tiles are scanned into `scan` (which the caller may read afterwards).
 */
export function readingsOf(scorer: CompiledScorer, hand: ParsedHand, o: WinOptions, scan: ConcealedScan = concealedScan): Reading[] {
  if (hand.winTile === null) return decomposePartial(hand);
  scanConcealed(hand.concealed, scan);
  const readings: Reading[] = decomposeScanned(hand, o.win === 'discard' || o.win === 'robbing', scan);
  const index = scorer.shapeIndex;
  // (`=== true`: V8 does not know the field to be a boolean, and tests a bare one for every falsy kind.)
  if (scan.valid === true ? index.loadScanned(scan, hand.declared) : index.load(hand.concealed, hand.declared)) pushShapeReadings(scorer, hand, hand.winTile, o, readings, scan);
  return readings;
}

/**
 * Appends the readings of the shapes the hand matches among the shape index's candidates (loaded for it). A function
 * of its own, called for the hands that have a candidate (an eighth of the benchmark's hands): with it,
 * readingsOf is small enough that V8 inlines it into scoreHand (--trace-turbo-inlining), which it did not with this
 * loop inside.
 */
function pushShapeReadings(scorer: CompiledScorer, hand: ParsedHand, winTile: number, o: WinOptions, readings: Reading[], scan: ConcealedScan): void {
  const index = scorer.shapeIndex;
  const counts = concealedBuffer;
  if (scan.valid === true) {
    // The counts written out from the scan's keys, the sketch from its bits.
    writeCountsOfKeys(scan.keys, counts);
    sketch.loadSummed(counts, scan.sizes, scan.low, scan.high, scan.oddLow, scan.oddHigh, hand.declared);
  } else {
    counts.fill(0);
    for (const t of hand.concealed) counts[t]!++;
    sketch.load(counts, hand.declared);
  }
  setWinds(scorer, o);
  const shapes = scorer.shapes;
  for (let i = nextCandidate(index, 0); i >= 0; i = nextCandidate(index, i + 1)) {
    const s = shapes[i]!;
    if (quickReject(s, sketch)) continue;
    const m = shapeMatches(scorer, s, hand.declared, counts);
    if (!m) continue;
    if (scorer.readsWait) pushPlacedShapeReadings(readings, scorer.shapeIds[i]!, m, winTile, o.win === 'discard' || o.win === 'robbing');
    else readings.push({ shape: scorer.shapeIds[i]!, melds: m.melds, loose: m.loose, winMeld: -1, wait: 'none' });
  }
}
