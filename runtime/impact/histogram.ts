/**
 * A histogram of the differences of hand values (new total minus old total) in signed bands of magnitude:
 * 0 (the value is the same, only the declarability changed), then 1-9, 10-49, 50-99, 100-499, 500-999, 1000-4999...
 * on each side (a 1-5 sequence of decades above 10), so that a change of a few points and a change of a limit hand
 * both show. Input: the deltas, one at a time. Output: the bands from the lowest to the highest non-empty one (the
 * zero band always included), with counts and labels, and summary figures. Pure; imports nothing.
 */

/** Upper edges of the magnitude bands (exclusive); the band above the last edge is unbounded. */
export const DELTA_BAND_EDGES: readonly number[] = [10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000];

/** One band: differences d with sign(d) = sign and min <= |d| < max (min 0 with sign ±1 means |d| > 0). */
export interface HistogramBucket {
  sign: -1 | 0 | 1;
  min: number;
  /** Exclusive upper bound of |d|; null: unbounded. */
  max: number | null;
  count: number;
  /** E.g. `-99…-50`, `0`, `+1…+9`, `+1000…+4999`, `≥+1000000`, `≤-1000000`; with fractional deltas `+[10, 50)`. */
  label: string;
}

/** The histogram and its summary. */
export interface DeltaHistogram {
  buckets: HistogramBucket[];
  /** Hands counted. */
  count: number;
  /** Deltas > 0, < 0, = 0. */
  increased: number;
  decreased: number;
  zero: number;
  /** Smallest and largest delta (0 when nothing was counted). */
  minDelta: number;
  maxDelta: number;
  /** Sum of the deltas. */
  sumDelta: number;
}

/** The running state of a histogram. */
export interface HistogramAccumulator {
  /** Counts per band: index 0 is the zero band, 1..B positive bands, B+1..2B negative bands (B = edges + 1). */
  counts: Float64Array;
  count: number;
  min: number;
  max: number;
  sum: number;
  /** Every delta so far was a whole number. */
  integral: boolean;
}

const BANDS = DELTA_BAND_EDGES.length + 1;

/** Creates an empty histogram accumulator. */
export function createHistogram(): HistogramAccumulator {
  return { counts: new Float64Array(1 + 2 * BANDS), count: 0, min: Infinity, max: -Infinity, sum: 0, integral: true };
}

/** The magnitude band (0-based) of a non-zero |d|. */
function bandOf(magnitude: number): number {
  let k = 0;
  while (k < DELTA_BAND_EDGES.length && magnitude >= DELTA_BAND_EDGES[k]!) k++;
  return k;
}

/** Counts one difference (new total minus old total). */
export function addToHistogram(h: HistogramAccumulator, delta: number): void {
  h.count++;
  h.sum += delta;
  if (delta < h.min) h.min = delta;
  if (delta > h.max) h.max = delta;
  if (!Number.isInteger(delta)) h.integral = false;
  if (delta === 0) h.counts[0]!++;
  else if (delta > 0) h.counts[1 + bandOf(delta)]!++;
  else h.counts[1 + BANDS + bandOf(-delta)]!++;
}

/** Bounds of a magnitude band. */
function boundsOf(band: number): { min: number; max: number | null } {
  return { min: band === 0 ? 0 : DELTA_BAND_EDGES[band - 1]!, max: band < DELTA_BAND_EDGES.length ? DELTA_BAND_EDGES[band]! : null };
}

/** The label of a band. */
function labelOf(sign: -1 | 0 | 1, min: number, max: number | null, integral: boolean): string {
  if (sign === 0) return '0';
  const s = sign > 0 ? '+' : '-';
  if (max === null) return sign > 0 ? `≥+${min}` : `≤-${min}`;
  if (integral) {
    const lo = Math.max(1, min);
    const hi = max - 1;
    return sign > 0 ? `${s}${lo}…${s}${hi}` : `${s}${hi}…${s}${lo}`;
  }
  return sign > 0 ? `${s}[${min}, ${max})` : `${s}(${max}, ${min}]`;
}

/** The bands from the lowest non-empty one to the highest (the zero band always included), and the summary. */
export function summarizeHistogram(h: HistogramAccumulator): DeltaHistogram {
  const all: HistogramBucket[] = [];
  for (let k = BANDS - 1; k >= 0; k--) {
    const { min, max } = boundsOf(k);
    all.push({ sign: -1, min, max, count: h.counts[1 + BANDS + k]!, label: labelOf(-1, min, max, h.integral) });
  }
  all.push({ sign: 0, min: 0, max: null, count: h.counts[0]!, label: '0' });
  for (let k = 0; k < BANDS; k++) {
    const { min, max } = boundsOf(k);
    all.push({ sign: 1, min, max, count: h.counts[1 + k]!, label: labelOf(1, min, max, h.integral) });
  }
  const zeroAt = BANDS;
  let first = all.findIndex((b) => b.count > 0);
  let last = all.length - 1 - [...all].reverse().findIndex((b) => b.count > 0);
  if (first === -1) first = last = zeroAt;
  const buckets = all.slice(Math.min(first, zeroAt), Math.max(last, zeroAt) + 1);
  let increased = 0;
  let decreased = 0;
  for (let k = 0; k < BANDS; k++) {
    increased += h.counts[1 + k]!;
    decreased += h.counts[1 + BANDS + k]!;
  }
  return {
    buckets, count: h.count, increased, decreased, zero: h.counts[0]!,
    minDelta: h.count === 0 ? 0 : h.min, maxDelta: h.count === 0 ? 0 : h.max, sumDelta: h.sum,
  };
}
