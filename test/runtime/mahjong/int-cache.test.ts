/** Unit tests of IntCache (int-cache.ts): values by integer key, colliding keys, clearing when half full. */
import { describe, expect, it } from 'vitest';
import { IntCache } from '../../../runtime/mahjong/int-cache.js';

describe('IntCache', () => {
  it('gives back what was stored, and undefined for other keys', () => {
    const cache = new IntCache<string>(4);
    cache.set(0, 'zero');
    cache.set(123456789, 'big');
    expect(cache.get(0)).toBe('zero');
    expect(cache.get(123456789)).toBe('big');
    expect(cache.get(1)).toBeUndefined();
  });

  it('keeps keys that share a slot apart', () => {
    // 16 slots, at most 8 used: keys 16 apart are different keys whatever slot they hash to.
    const cache = new IntCache<number>(4);
    for (let k = 0; k < 8; k++) cache.set(16 * k, k);
    for (let k = 0; k < 8; k++) expect(cache.get(16 * k)).toBe(k);
  });

  it('starts afresh once half full', () => {
    const cache = new IntCache<number>(3); // 8 slots: the 5th key clears the 4 before it
    for (let k = 1; k <= 4; k++) cache.set(k, k);
    expect(cache.get(4)).toBe(4);
    cache.set(5, 5);
    expect(cache.get(5)).toBe(5);
    for (let k = 1; k <= 4; k++) expect(cache.get(k)).toBeUndefined();
  });
});
