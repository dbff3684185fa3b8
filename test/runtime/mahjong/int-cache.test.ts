/** Unit tests of IntCache (int-cache.ts): values by integer key, colliding keys, growing, starting afresh when full. */
import { describe, expect, it } from 'vitest';
import { IntCache } from '../../../runtime/mahjong/int-cache.js';

describe('IntCache', () => {
  it('gives back what was stored, and -1 for other keys', () => {
    const cache = new IntCache(4, 4);
    cache.set(0, 7);
    cache.set(123456789, 8);
    expect(cache.get(0)).toBe(7);
    expect(cache.get(123456789)).toBe(8);
    expect(cache.get(1)).toBe(-1);
  });

  it('keeps many keys apart, growing its table', () => {
    // 8 slots at first, up to 2^10: 300 keys fit once it has grown (at most half full).
    const cache = new IntCache(3, 10);
    for (let k = 0; k < 300; k++) expect(cache.set(16 * k, k)).toBe(true);
    for (let k = 0; k < 300; k++) expect(cache.get(16 * k)).toBe(k);
  });

  it('starts afresh once half full at its largest', () => {
    const cache = new IntCache(3, 3); // 8 slots: the 5th key forgets the 4 before it
    for (let k = 1; k <= 4; k++) expect(cache.set(k, k)).toBe(true);
    expect(cache.set(5, 5)).toBe(false);
    expect(cache.get(5)).toBe(5);
    for (let k = 1; k <= 4; k++) expect(cache.get(k)).toBe(-1);
  });
});
