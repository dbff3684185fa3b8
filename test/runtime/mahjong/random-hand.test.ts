/**
 * The seeded hand generator: every hand parses, winning hands are complete, non-winning hands count 13 tiles, the
 * flags say the same as the options, the corpus is deterministic, and the biased structures actually occur.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScoreArgs } from '../../../cli/score-words.js';
import { countTiles } from '../../../runtime/mahjong/counts.js';
import { decomposeWinning } from '../../../runtime/mahjong/decompose.js';
import type { ParsedHand } from '../../../runtime/mahjong/hand.js';
import { countHandTiles, parseHand } from '../../../runtime/mahjong/notation.js';
import { createRandom, generateCorpus, generateHand, type GeneratedHand } from '../../../runtime/mahjong/random-hand.js';
import { FIRST_HONOR, PLAYING_KINDS } from '../../../runtime/mahjong/tiles.js';
import { arbitraryHand, arbitraryWinningHand } from '../../support/arbitraries.js';

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

function parse(text: string): ParsedHand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.code} ${r.error.message}`);
  return r.hand;
}

function isSevenPairs(h: ParsedHand): boolean {
  if (h.declared.length > 0 || h.concealed.length !== 14) return false;
  const counts = countTiles(h.concealed);
  let pairs = 0;
  for (let t = 0; t < PLAYING_KINDS; t++) if (counts[t] === 2) pairs++;
  return pairs === 7;
}

function isThirteenOrphans(h: ParsedHand): boolean {
  if (h.declared.length > 0 || h.concealed.length !== 14) return false;
  const counts = countTiles(h.concealed);
  return ORPHANS.every((t) => (counts[t] ?? 0) >= 1) && h.concealed.every((t) => ORPHANS.includes(t));
}

type Shape = 'standard' | 'seven-pairs' | 'thirteen-orphans' | 'incomplete';

function shapeOf(h: ParsedHand): Shape {
  if (decomposeWinning(h, false).length > 0) return 'standard';
  if (isSevenPairs(h)) return 'seven-pairs';
  if (isThirteenOrphans(h)) return 'thirteen-orphans';
  return 'incomplete';
}

/** Checks one generated hand; returns its parsed form. */
function checkHand(g: GeneratedHand, winning: boolean): ParsedHand {
  const h = parse(g.notation);
  expect(h.bonus.length).toBeLessThanOrEqual(3);
  for (const m of h.declared) if (m.kind === 'kong') expect(m.declared).toBe(true);
  if (winning) {
    expect(h.winTile).not.toBeNull();
    expect(shapeOf(h), g.notation).not.toBe('incomplete');
  } else {
    expect(h.winTile).toBeNull();
    expect(countHandTiles(h), g.notation).toBe(13);
  }
  const read = parseScoreArgs([g.notation, ...g.args]);
  expect(read, g.args.join(' ')).toEqual({ hand: g.notation, options: g.options });
  return h;
}

describe('generateCorpus', () => {
  it('gives 10,000 winning hands that parse and are complete', () => {
    const shapes: Record<Shape, number> = { standard: 0, 'seven-pairs': 0, 'thirteen-orphans': 0, incomplete: 0 };
    for (const seed of [1, 42, 20260101, 0xdeadbeef]) {
      for (const g of generateCorpus(seed, 2500)) shapes[shapeOf(checkHand(g, true))]++;
    }
    expect(shapes.incomplete).toBe(0);
    expect(shapes['seven-pairs']).toBeGreaterThan(300);
    expect(shapes['thirteen-orphans']).toBeGreaterThan(150);
  });

  it('gives non-winning hands of 13 tiles that parse', () => {
    for (const seed of [3, 77]) for (const g of generateCorpus(seed, 1500, { winningShare: 0 })) checkHand(g, false);
  });

  it('mixes winning and non-winning hands by winningShare', () => {
    const hands = generateCorpus(5, 2000, { winningShare: 0.5 }).map((g) => parse(g.notation));
    const winning = hands.filter((h) => h.winTile !== null).length;
    expect(winning).toBeGreaterThan(800);
    expect(winning).toBeLessThan(1200);
  });

  it('is deterministic: same seed, same corpus; other seed, other corpus', () => {
    expect(generateCorpus(7, 300)).toEqual(generateCorpus(7, 300));
    expect(generateCorpus(7, 300, { winningShare: 0.3 })).toEqual(generateCorpus(7, 300, { winningShare: 0.3 }));
    const a = generateCorpus(7, 300).map((g) => g.notation);
    const b = generateCorpus(8, 300).map((g) => g.notation);
    expect(a).not.toEqual(b);
    expect(a.filter((x, i) => x === b[i]).length).toBeLessThan(5);
  });

  it('biases hands toward structures regulations reward', () => {
    const hands = generateCorpus(11, 4000).map((g) => ({ g, h: parse(g.notation) }));
    const tilesOf = (h: ParsedHand) => [...h.concealed, ...h.declared.map((m) => m.tile)];
    const oneSuit = hands.filter(({ h }) => new Set(tilesOf(h).filter((t) => t < FIRST_HONOR).map((t) => Math.floor(t / 9))).size <= 1);
    const allHonors = hands.filter(({ h }) => tilesOf(h).every((t) => t >= FIRST_HONOR));
    const noChows = hands.filter(({ h }) => h.declared.every((m) => m.kind !== 'chow') && decomposeWinning(h, false).some((d) => d.melds.every((m) => m.kind !== 'chow')));
    const kongs = hands.filter(({ h }) => h.declared.some((m) => m.kind === 'kong'));
    const declared = hands.filter(({ h }) => h.declared.length > 0);
    const bonus = hands.filter(({ h }) => h.bonus.length > 0);
    expect(oneSuit.length / hands.length).toBeGreaterThan(0.1);
    expect(allHonors.length).toBeGreaterThan(20);
    expect(noChows.length / hands.length).toBeGreaterThan(0.1);
    expect(kongs.length / hands.length).toBeGreaterThan(0.05);
    expect(declared.length / hands.length).toBeGreaterThan(0.3);
    expect(bonus.length / hands.length).toBeGreaterThan(0.3);
    const wins = new Set(hands.map(({ g }) => g.options.win));
    expect([...wins].sort()).toEqual(['discard', 'replacement', 'robbing', 'wall']);
    const flags = hands.filter(({ g }) => g.args.length > 6).length;
    expect(flags).toBeGreaterThan(0);
  });
});

describe('generateHand', () => {
  it('draws from the given generator only', () => {
    const a = generateHand(createRandom(9), { winning: true });
    const b = generateHand(createRandom(9), { winning: true });
    expect(a).toEqual(b);
  });
});

describe('createRandom', () => {
  it('stays in [0, 1) and spreads evenly', () => {
    const rand = createRandom(123);
    const buckets = new Array<number>(10).fill(0);
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = rand();
      if (!(x >= 0 && x < 1)) outside++;
      else buckets[Math.floor(x * 10)]!++;
    }
    expect(outside).toBe(0);
    for (const n of buckets) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });
});

describe('arbitraries', () => {
  it('arbitraryWinningHand gives complete hands', () => {
    fc.assert(fc.property(arbitraryWinningHand(), (g) => void checkHand(g, true)), { numRuns: 300 });
  });

  it('arbitraryHand gives parseable hands, winning or not', () => {
    fc.assert(fc.property(arbitraryHand(), (g) => void checkHand(g, g.notation.includes('+'))), { numRuns: 300 });
  });
});
