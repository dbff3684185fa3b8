/**
 * The histogram of differences: signed bands 1-9, 10-49, 50-99, 100-499, 500-999, 1000-4999, ... around 0.
 */
import { describe, expect, it } from 'vitest';
import { DELTA_BAND_EDGES, addToHistogram, createHistogram, summarizeHistogram } from '../../../runtime/index.js';

function histogramOf(deltas: number[]) {
  const h = createHistogram();
  for (const d of deltas) addToHistogram(h, d);
  return summarizeHistogram(h);
}

describe('delta histogram', () => {
  it('puts each difference in its signed band and keeps the bands from the lowest to the highest non-empty one', () => {
    // -1000 -> -4999…-1000; -40 and -36 -> -49…-10; 0 -> 0; 5 -> +1…+9; 160 -> +100…+499
    const h = histogramOf([-1000, -40, -36, 0, 5, 160]);
    expect(h.buckets.map((b) => [b.label, b.count])).toEqual([
      ['-4999…-1000', 1], ['-999…-500', 0], ['-499…-100', 0], ['-99…-50', 0], ['-49…-10', 2], ['-9…-1', 0],
      ['0', 1], ['+1…+9', 1], ['+10…+49', 0], ['+50…+99', 0], ['+100…+499', 1],
    ]);
    expect(h).toMatchObject({ count: 6, increased: 2, decreased: 3, zero: 1, minDelta: -1000, maxDelta: 160, sumDelta: -911 });
  });

  it('band edges are inclusive below and exclusive above', () => {
    const h = histogramOf([9, 10, 49, 50]);
    expect(h.buckets.filter((b) => b.count > 0).map((b) => [b.label, b.count])).toEqual([['+1…+9', 1], ['+10…+49', 2], ['+50…+99', 1]]);
  });

  it('always shows the zero band, even when every change is one way', () => {
    expect(histogramOf([-40]).buckets.map((b) => b.label)).toEqual(['-49…-10', '-9…-1', '0']);
    expect(histogramOf([]).buckets.map((b) => [b.label, b.count])).toEqual([['0', 0]]);
    expect(histogramOf([])).toMatchObject({ count: 0, minDelta: 0, maxDelta: 0, sumDelta: 0 });
  });

  it('the bands beyond the last edge are unbounded; fractional differences get interval labels', () => {
    const top = DELTA_BAND_EDGES[DELTA_BAND_EDGES.length - 1]!;
    const h = histogramOf([top * 3, -top * 2]);
    expect(h.buckets[0]).toMatchObject({ sign: -1, min: top, max: null, count: 1, label: `≤-${top}` });
    expect(h.buckets[h.buckets.length - 1]).toMatchObject({ sign: 1, min: top, max: null, count: 1, label: `≥+${top}` });
    const f = histogramOf([0.5, -12.5]);
    expect(f.buckets.filter((b) => b.count > 0).map((b) => b.label)).toEqual(['-(50, 10]', '+[0, 10)']);
  });
});
