/**
 * Draws: the round's prevailing wind from the regulation's list (Bermuda 4.1.6: East, South, West, North, then by
 * lot for the round; Repino В.4: East .. North, then each table draws its own), and the seeded randomness under
 * every draw (runtime/random.ts: MurmurHash3-derived streams, mulberry32, Fisher-Yates).
 */
import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed, hashMurmur3, shuffle } from '../../../runtime/random.js';
import { drawRoundWind, roundWind } from '../../../runtime/tournament/draw.js';
import type { SeatWind } from '../../../runtime/tournament/types.js';

describe('hashMurmur3', () => {
  it('matches the published MurmurHash3 x86 32-bit test vectors', () => {
    // Reference values of MurmurHash3_x86_32 (SMHasher), as listed with the algorithm's common test vectors.
    expect(hashMurmur3('', 0)).toBe(0);
    expect(hashMurmur3('', 1)).toBe(0x514e28b7);
    expect(hashMurmur3('', 0xffffffff)).toBe(0x81f16f39);
    expect(hashMurmur3(new Uint8Array(4), 0)).toBe(0x2362f9de);
    expect(hashMurmur3('test', 0)).toBe(0xba6bd213);
    expect(hashMurmur3('a', 0x9747b28c)).toBe(0x7fa09ea6);
    expect(hashMurmur3('aa', 0x9747b28c)).toBe(0x5d211726);
    expect(hashMurmur3('aaa', 0x9747b28c)).toBe(0x283e0130);
    expect(hashMurmur3('aaaa', 0x9747b28c)).toBe(0x5a97808a);
    expect(hashMurmur3('abcd', 0x9747b28c)).toBe(0xf0478627);
    expect(hashMurmur3('Hello, world!', 0x9747b28c)).toBe(0x24884cba);
    expect(hashMurmur3('The quick brown fox jumps over the lazy dog', 0x9747b28c)).toBe(0x2fa826cd);
  });
});

describe('deriveSeed', () => {
  it('hashes the JSON text of [seed, ...labels]', () => {
    expect(deriveSeed(20080201, 'seating', 3)).toBe(hashMurmur3('[20080201,"seating",3]'));
    expect(deriveSeed(7, 'wind', 5, 2)).toBe(hashMurmur3('[7,"wind",5,2]'));
  });

  it('gives each draw its own stream', () => {
    const seeds = [deriveSeed(1, 'seating', 1), deriveSeed(1, 'seating', 2), deriveSeed(1, 'wind', 1), deriveSeed(2, 'seating', 1), deriveSeed(1, 'seating', '1')];
    expect(new Set(seeds).size).toBe(seeds.length); // a number label and the same digits as text differ too
  });

  it('rejects a seed that is not a safe integer', () => {
    expect(() => deriveSeed(1.5, 'x')).toThrow(RangeError);
    expect(() => deriveSeed(Number.NaN, 'x')).toThrow(RangeError);
    expect(() => deriveSeed(1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  it('is Fisher-Yates from the end on a copy', () => {
    // rand() = 0 every time: i = 3 swaps with 0 -> d b c a; i = 2 with 0 -> c b d a; i = 1 with 0 -> b c d a.
    const items = ['a', 'b', 'c', 'd'];
    expect(shuffle(items, () => 0)).toEqual(['b', 'c', 'd', 'a']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
    // rand() just below 1: j = i every time, nothing moves.
    expect(shuffle(items, () => 0.999)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps every item once', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect([...shuffle(items, createRandom(3))].sort((a, b) => a - b)).toEqual(items);
  });
});

describe('drawRoundWind', () => {
  it('draws from the stream of the round, or of one table of the round', () => {
    const winds: readonly SeatWind[] = ['E', 'S', 'W', 'N'];
    expect(drawRoundWind(42, 5)).toBe(winds[Math.floor(createRandom(deriveSeed(42, 'wind', 5))() * 4)]);
    expect(drawRoundWind(42, 5, 3)).toBe(winds[Math.floor(createRandom(deriveSeed(42, 'wind', 5, 3))() * 4)]);
  });

  it('is the same for the same seed, round and table', () => {
    expect(drawRoundWind(9, 6, 2)).toBe(drawRoundWind(9, 6, 2));
  });

  it('is uniform over the four winds', () => {
    // 8000 draws (seeds 1 .. 8000): 2000 expected per wind, standard deviation sqrt(8000 * 1/4 * 3/4) ≈ 39.
    const count: Record<SeatWind, number> = { E: 0, S: 0, W: 0, N: 0 };
    for (let seed = 1; seed <= 8000; seed++) count[drawRoundWind(seed, 5)]++;
    for (const w of ['E', 'S', 'W', 'N'] as const) expect(Math.abs(count[w] - 2000)).toBeLessThan(200);
  });

  it('rejects a round or table that is not a positive integer', () => {
    expect(() => drawRoundWind(1, 0)).toThrow(RangeError);
    expect(() => drawRoundWind(1, 1, 0)).toThrow(RangeError);
    expect(() => drawRoundWind(1, 1.5)).toThrow(RangeError);
  });
});

describe('roundWind', () => {
  const bermuda = ['E', 'S', 'W', 'N', 'lot'] as const; // 4.1.6: East, South, West, North, the fifth by lot

  it('takes rounds 1 .. 4 from the list, not drawn', () => {
    expect(roundWind(bermuda, 1, 11, 'round', 6)).toEqual({ wind: 'E', perTable: null, drawn: false });
    expect(roundWind(bermuda, 2, 11, 'round', 6)).toEqual({ wind: 'S', perTable: null, drawn: false });
    expect(roundWind(bermuda, 3, 11, 'round', 6)).toEqual({ wind: 'W', perTable: null, drawn: false });
    expect(roundWind(bermuda, 4, 11, 'table', 6)).toEqual({ wind: 'N', perTable: null, drawn: false });
  });

  it('draws round 5 once for the whole round (scope round)', () => {
    expect(roundWind(bermuda, 5, 11, 'round', 6)).toEqual({ wind: drawRoundWind(11, 5), perTable: null, drawn: true });
  });

  it('draws at each table (scope table), tables numbered from 1', () => {
    // Repino В.4: in rounds 5 and 6 the players at a table draw the prevailing wind themselves.
    const r = roundWind(bermuda, 5, 11, 'table', 3);
    expect(r).toEqual({ wind: null, perTable: [drawRoundWind(11, 5, 1), drawRoundWind(11, 5, 2), drawRoundWind(11, 5, 3)], drawn: true });
  });

  it('repeats the last entry past the end of the list', () => {
    // Round 6 of [E S W N lot] is drawn again (its own stream); round 9 of [E S] is South.
    expect(roundWind(bermuda, 6, 11, 'round', 2)).toEqual({ wind: drawRoundWind(11, 6), perTable: null, drawn: true });
    expect(roundWind(['E', 'S'], 9, 11, 'round', 2)).toEqual({ wind: 'S', perTable: null, drawn: false });
  });

  it('draws independent winds at many tables', () => {
    // 400 tables: each wind expected 100 times (sd ≈ 8.7); all four occur.
    const perTable = roundWind(['lot'], 1, 5, 'table', 400).perTable ?? [];
    expect(perTable).toHaveLength(400);
    for (const w of ['E', 'S', 'W', 'N'] as const) expect(Math.abs(perTable.filter((x) => x === w).length - 100)).toBeLessThan(40);
  });

  it('rejects an empty list, a bad round and a bad table count', () => {
    expect(() => roundWind([], 1, 1, 'round', 1)).toThrow(RangeError);
    expect(() => roundWind(['E'], 0, 1, 'round', 1)).toThrow(RangeError);
    expect(() => roundWind(['lot'], 1, 1, 'table', -1)).toThrow(RangeError);
  });
});
