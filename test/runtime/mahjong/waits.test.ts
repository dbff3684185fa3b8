/**
 * Waits: hand-checked standard waits, the 4-copy choice, special shapes through the `extra` predicate, and
 * waitsOfWinningHand.
 */
import { describe, expect, it } from 'vitest';
import { countTiles } from '../../../runtime/mahjong/counts.js';
import type { ParsedHand } from '../../../runtime/mahjong/hand.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { formatTile } from '../../../runtime/mahjong/tiles.js';
import { findWaits, waitsOfWinningHand } from '../../../runtime/mahjong/waits.js';

function parseOk(text: string): ParsedHand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.code} ${r.error.message}`);
  return r.hand;
}

function waits(text: string, extra?: (counts: Uint8Array) => boolean): string {
  return waitsOfWinningHand(parseOk(text), extra).map(formatTile).join(' ');
}

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/** Thirteen orphans: one of each terminal and honor plus one more of them, nothing else. */
function isThirteenOrphans(counts: Uint8Array): boolean {
  let pairs = 0;
  for (let t = 0; t < 34; t++) {
    const c = counts[t] ?? 0;
    if (!ORPHANS.includes(t)) {
      if (c !== 0) return false;
    } else if (c === 2) pairs++;
    else if (c !== 1) return false;
  }
  return pairs === 1;
}

/** Seven distinct pairs. */
function isSevenPairs(counts: Uint8Array): boolean {
  let pairs = 0;
  for (let t = 0; t < 34; t++) {
    const c = counts[t] ?? 0;
    if (c === 2) pairs++;
    else if (c !== 0) return false;
  }
  return pairs === 7;
}

describe('findWaits: standard shape', () => {
  it('finds all nine waits of the nine gates', () => {
    expect(waits('1112345678999m')).toBe('1m 2m 3m 4m 5m 6m 7m 8m 9m');
  });

  it('finds two-sided, shanpon and single waits', () => {
    expect(waits('23m456p789s11122z')).toBe('1m 4m');
    expect(waits('1122m[123p][456p][789p]')).toBe('1m 2m');
    expect(waits('123m456p789s123s5z')).toBe('5z');
    expect(waits('1357m2468p13579s')).toBe('');
  });

  it('lists a kind the hand already holds 4 of: the shape decides, the caller filters', () => {
    expect(waits('1111m234p567p789s')).toBe('1m');
  });

  it('takes only the first 34 counts and never modifies its input', () => {
    const counts = new Uint8Array(42);
    counts.set(countTiles(parseOk('1112345678999m').concealed));
    counts[34] = 1; // a flower is not a playing tile
    const before = counts.slice();
    expect(findWaits(counts, 4)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(counts).toEqual(before);
  });
});

describe('findWaits: special shapes through extra', () => {
  it('finds the 13 waits of a thirteen-orphans hand and its single wait', () => {
    expect(waits('19m19p19s1234567z')).toBe('');
    expect(waits('19m19p19s1234567z', isThirteenOrphans)).toBe('1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z');
    expect(waits('19m19p19s1234566z', isThirteenOrphans)).toBe('7z');
  });

  it('adds special waits to the standard ones without duplicates', () => {
    expect(waits('1122m5566m99m11p7z', isSevenPairs)).toBe('7z');
    expect(waits('112233m445566p7s', isSevenPairs)).toBe('7s'); // standard and seven pairs at once
    expect(waits('1122m5566m99m11p7z')).toBe('');
  });

  it('is not disturbed by a predicate that writes into its argument', () => {
    const scribble = (counts: Uint8Array): boolean => {
      counts.fill(3);
      return false;
    };
    expect(waits('1112345678999m', scribble)).toBe('1m 2m 3m 4m 5m 6m 7m 8m 9m');
  });
});

describe('waitsOfWinningHand', () => {
  it('removes the winning tile and counts the sets still needed', () => {
    expect(waits('123m456m789m2m[777z]+2m')).toBe('2m');
    expect(waits('1112345678999m+5m')).toBe('1m 2m 3m 4m 5m 6m 7m 8m 9m');
    expect(waits('[1111m][2222p]{3333s}[4444z]5z+5z')).toBe('5z');
  });

  it('the winning tile is always among the waits of a winning hand', () => {
    for (const text of ['13m456p789p123s55z+2m', '12m456p789p123s55z+3m', '11m456p789p123s55z+1m']) {
      const hand = parseOk(text);
      expect(waitsOfWinningHand(hand)).toContain(hand.winTile);
    }
  });
});
