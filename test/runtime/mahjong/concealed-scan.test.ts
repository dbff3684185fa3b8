/** Unit tests of scanConcealed (concealed-scan.ts): segment keys and sizes, kinds held and held an odd number of times. */
import { describe, expect, it } from 'vitest';
import { ConcealedScan, scanConcealed, writeCountsOfKeys } from '../../../runtime/mahjong/concealed-scan.js';

describe('scanConcealed', () => {
  it('sums up each segment and the kinds held', () => {
    // 1m 1m 3m, 9p, 5s 5s 5s, East (27), Red (33) x2.
    const scan = scanConcealed([0, 0, 2, 17, 22, 22, 22, 27, 33, 33], new ConcealedScan());
    expect(scan.valid).toBe(true);
    expect([...scan.sizes]).toEqual([3, 1, 3, 3]);
    // m: rank 1 twice (bits 0-2 = 2), rank 3 once (bits 6-8 = 1) -> 2 + 64; p: rank 9 once -> 1 << 24;
    // s: rank 5 three times -> 3 << 12; honors: East once, Red twice -> 1 + (2 << 18).
    expect([...scan.keys]).toEqual([2 + 64, 1 << 24, 3 << 12, 1 + (2 << 18)]);
    expect(scan.low).toBe((1 << 0) | (1 << 2) | (1 << 17) | (1 << 22));
    expect(scan.oddLow).toBe((1 << 2) | (1 << 17) | (1 << 22)); // 1m held twice is even
    expect(scan.high).toBe((1 << 0) | (1 << 6));
    expect(scan.oddHigh).toBe(1 << 0);
    expect(scan.copies(0)).toBe(2);
    expect(scan.copies(22)).toBe(3);
    expect(scan.copies(33)).toBe(2);
    expect(scan.copies(5)).toBe(0);
  });

  it('is invalid for a tile that is no playing kind or a kind held 8 times', () => {
    expect(scanConcealed([0, 34], new ConcealedScan()).valid).toBe(false);
    expect(scanConcealed([0, 1.5], new ConcealedScan()).valid).toBe(false);
    expect(scanConcealed(Array<number>(8).fill(4), new ConcealedScan()).valid).toBe(false);
    expect(scanConcealed(Array<number>(7).fill(4), new ConcealedScan()).valid).toBe(true);
  });

  it('scans tiles in any order as it scans them sorted (it counts runs of equal tiles)', () => {
    const sorted = [0, 0, 2, 17, 22, 22, 22, 27, 33, 33];
    const shuffled = [22, 0, 33, 22, 2, 0, 27, 22, 33, 17];
    const a = scanConcealed(sorted, new ConcealedScan());
    const b = scanConcealed(shuffled, new ConcealedScan());
    expect(b.valid).toBe(true);
    expect([...b.keys]).toEqual([...a.keys]);
    expect([...b.sizes]).toEqual([...a.sizes]);
    expect([b.low, b.high, b.oddLow, b.oddHigh]).toEqual([a.low, a.high, a.oddLow, a.oddHigh]);
    // Eight copies in two runs, and a run of eight: invalid either way.
    expect(scanConcealed([4, 4, 4, 4, 5, 4, 4, 4, 4], new ConcealedScan()).valid).toBe(false);
    expect(scanConcealed([30, 30, 30, 30, 30, 30, 30, 30], new ConcealedScan()).valid).toBe(false);
    expect(scanConcealed([30, 30, 30, 30, 1, 30, 30, 30], new ConcealedScan()).valid).toBe(true);
  });

  it('writes out the copies of every kind that the keys hold', () => {
    const tiles = [0, 0, 8, 9, 13, 13, 13, 17, 18, 26, 26, 27, 30, 33, 33, 33, 33];
    const out = new Uint8Array(34).fill(9);
    writeCountsOfKeys(scanConcealed(tiles, new ConcealedScan()).keys, out);
    const expected = new Array<number>(34).fill(0);
    for (const t of tiles) expected[t]!++;
    expect([...out]).toEqual(expected);
  });
});
