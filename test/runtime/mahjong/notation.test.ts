/**
 * Hand notation: parsing, every error code with its position, the tile-count rule, and formatHand round trips.
 */
import { describe, expect, it } from 'vitest';
import type { ParsedHand } from '../../../runtime/mahjong/hand.js';
import {
  HAND_ERROR_CODES,
  checkTileCount,
  countHandTiles,
  formatHand,
  formatMeld,
  parseHand,
  parseHandChecking,
  type HandError,
} from '../../../runtime/mahjong/notation.js';
import { generateCorpus } from '../../../runtime/mahjong/random-hand.js';
import { readWellFormedHand } from '../../../runtime/mahjong/well-formed-hand.js';
import { makeTile, type SuitLetter, type Tile } from '../../../runtime/mahjong/tiles.js';

/** Tile from a two-character name such as `5m`. */
function tile(name: string): Tile {
  const t = makeTile(Number(name[0]), name[1] as SuitLetter);
  if (t === undefined) throw new Error(`bad tile ${name}`);
  return t;
}

/** Tiles from notation groups such as `123m11z`. */
function tiles(groups: string): Tile[] {
  const out: Tile[] = [];
  for (const m of groups.matchAll(/(\d+)([mpszf])/g)) {
    for (const d of m[1] ?? '') out.push(tile(`${d}${m[2]}`));
  }
  return out;
}

function parseOk(text: string): ParsedHand {
  const r = parseHand(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.code} ${r.error.message}`);
  return r.hand;
}

function parseErr(text: string): HandError {
  const r = parseHand(text);
  if (r.ok) throw new Error(`${text} parsed but should not`);
  return r.error;
}

describe('parseHand: happy paths', () => {
  it('reads the example with an exposed pung and a winning tile written once after +', () => {
    const hand = parseOk('123m456m789m2m[777z]+2m');
    expect(hand.concealed).toEqual(tiles('12223456789m'));
    expect(hand.concealed).toHaveLength(11);
    expect(hand.declared).toEqual([{ kind: 'pung', tile: tile('7z'), exposed: true, declared: true }]);
    expect(hand.winTile).toBe(tile('2m'));
    expect(hand.bonus).toEqual([]);
    expect(countHandTiles(hand)).toBe(14);
  });

  it('reads every suit, sorts the concealed tiles and keeps the winning tile among them', () => {
    const hand = parseOk('77z 123m 456p 789s 11z +7z');
    expect(hand.concealed).toEqual([...tiles('123m456p789s11z'), tile('7z'), tile('7z'), tile('7z')]);
    expect(hand.winTile).toBe(tile('7z'));
  });

  it('reads chow, pung and kong melds, exposed and concealed', () => {
    const hand = parseOk('1m [123p] [777z] [1111s] {5555p} +1m');
    expect(hand.declared).toEqual([
      { kind: 'chow', tile: tile('1p'), exposed: true, declared: true },
      { kind: 'pung', tile: tile('7z'), exposed: true, declared: true },
      { kind: 'kong', tile: tile('1s'), exposed: true, declared: true },
      { kind: 'kong', tile: tile('5p'), exposed: false, declared: true },
    ]);
    expect(hand.concealed).toEqual(tiles('11m'));
  });

  it('accepts a chow written out of order and split into groups', () => {
    const hand = parseOk('[3m1m2m]123456789p1z+1z');
    expect(hand.declared[0]).toEqual({ kind: 'chow', tile: tile('1m'), exposed: true, declared: true });
  });

  it('puts bonus tiles anywhere outside melds into bonus, even after the winning tile', () => {
    const hand = parseOk('1f 123m456m 7f 789m2m [777z] +2m 5f');
    expect(hand.bonus).toEqual(tiles('157f'));
    expect(hand.concealed).toEqual(tiles('12223456789m'));
  });

  it('accepts 13 or 14 tiles without a winning tile', () => {
    expect(parseOk('123m456p789s1122z').winTile).toBeNull();
    expect(parseOk('123m456p789s11223z').concealed).toHaveLength(14);
    expect(parseOk('123m456p1122z[789s]').declared).toHaveLength(1);
  });

  it('ignores every kind of whitespace, even inside a group', () => {
    const hand = parseOk(' 1 2\t3m\n456m789m2m [ 7 7 7 z ] + 2 m ');
    expect(hand.concealed).toEqual(tiles('12223456789m'));
    expect(hand.winTile).toBe(tile('2m'));
  });
});

describe('parseHand: errors and their positions', () => {
  const cases: Array<[text: string, code: string, offset: number, length: number, message?: RegExp]> = [
    ['123m8z', 'hand/unknown-tile', 4, 1, /8z is not a tile/],
    ['0z', 'hand/unknown-tile', 0, 1, /0 is a red five only in m, p and s/],
    ['12345678x', 'hand/unknown-tile', 0, 9, /unknown suit letter 'x'/],
    ['9f', 'hand/unknown-tile', 0, 1, /bonus tiles run 1f-8f/],
    ['11112m+1m', 'hand/fifth-copy', 7, 1, /^5 copies of 1m: a tile exists 4 times$/],
    ['3333m456m789m[333m]', 'hand/fifth-copy', 14, 1, /5 copies of 3m/],
    ['1f123m1f', 'hand/fifth-copy', 6, 1, /2 copies of 1f/],
    ['123m+1m', 'hand/tile-count', 0, 7, /counts 14 .* counts 4/],
    ['123m456m789m11z[777z]+1z', 'hand/tile-count', 0, 24, /counts 15/],
    ['123m', 'hand/tile-count', 0, 4, /13 or 14/],
    ['[124m]', 'hand/malformed-meld', 0, 6, /\[124m\] is not a meld/],
    ['11z[12m3p]', 'hand/malformed-meld', 3, 7, /mixes suits/],
    ['11z{111m}', 'hand/malformed-meld', 3, 6, /not a concealed kong/],
    ['{1234m}', 'hand/malformed-meld', 0, 7, /not a concealed kong/],
    ['[123z]', 'hand/malformed-meld', 0, 6, /chows exist only in m, p and s/],
    ['[11m]', 'hand/malformed-meld', 0, 5, /not a meld/],
    ['1m[]', 'hand/malformed-meld', 2, 2, /empty meld/],
    ['[11111m]', 'hand/malformed-meld', 0, 8, /not a meld/],
    ['123', 'hand/syntax', 0, 3, /ranks "123" have no suit letter/],
    ['12 3[', 'hand/syntax', 0, 4, /ranks "123"/],
    ['m', 'hand/syntax', 0, 1, /suit letter 'm' has no ranks/],
    ['123m]', 'hand/syntax', 4, 1, /closes no meld/],
    ['11m[123m', 'hand/syntax', 3, 5, /never closed/],
    ['[123m}', 'hand/syntax', 5, 1, /must close with '\]'/],
    ['[1m[3m]]', 'hand/syntax', 3, 1, /do not nest/],
    ['[1m+3m]', 'hand/syntax', 3, 1, /inside a meld/],
    ['123m+1m+2m', 'hand/syntax', 7, 1, /second '\+'/],
    ['123m+12m', 'hand/syntax', 6, 1, /only one tile may follow/],
    ['123m+1m2m', 'hand/syntax', 7, 1, /must come last/],
    ['123m+1m[777z]', 'hand/syntax', 7, 1, /meld follows the winning tile/],
    ['123m+1f', 'hand/syntax', 5, 1, /cannot be a bonus tile/],
    ['123m#', 'hand/syntax', 4, 1, /unexpected character '#'/],
    ['12\u{1F004}', 'hand/syntax', 2, 2, /unexpected character/],
    ['123m456m789m11z+', 'hand/win-tile-missing', 15, 1, /followed by the winning tile/],
    ['123m+ [777z]', 'hand/win-tile-missing', 4, 1, /followed by the winning tile/],
    ['[1f23m]', 'hand/bonus-in-meld', 1, 1, /bonus tile 1f inside the meld \[1f23m\]/],
    ['{5555f}', 'hand/bonus-in-meld', 1, 1, /bonus tile 5f/],
  ];
  it.each(cases)('%s -> %s at %i', (text, code, offset, length, message) => {
    const error = parseErr(text);
    expect(error).toMatchObject({ code, offset, length });
    if (message) expect(error.message).toMatch(message);
    expect(HAND_ERROR_CODES).toContain(error.code);
  });

  it('covers every error code', () => {
    expect(new Set(cases.map((c) => c[1]))).toEqual(new Set(HAND_ERROR_CODES));
  });

  it('returns an error for non-string input instead of throwing', () => {
    expect(parseHand(undefined as unknown as string)).toMatchObject({ ok: false, error: { code: 'hand/syntax' } });
  });

  it('reports the empty text as a tile-count error', () => {
    expect(parseErr('')).toMatchObject({ code: 'hand/tile-count', offset: 0, length: 0 });
  });
});

describe('checkTileCount', () => {
  it('counts a kong as 3, so a hand with kongs still counts 14', () => {
    const hand = parseOk('123m456m5z[7777z]{1111p}+5z');
    expect(hand.concealed).toHaveLength(8);
    expect(countHandTiles(hand)).toBe(14);
    expect(checkTileCount(hand)).toBeUndefined();
  });

  it('can be skipped for special shapes and called separately', () => {
    const r = parseHand('[1111m][2222p]{3333s}[4444z]', { tileCount: false });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(countHandTiles(r.hand)).toBe(12);
    expect(checkTileCount(r.hand)).toMatchObject({ code: 'hand/tile-count', offset: 0, length: 0 });
  });

  it('rejects 15 tiles without a winning tile and 13 with one', () => {
    expect(checkTileCount({ concealed: tiles('123456789m123456p'), declared: [], bonus: [], winTile: null })?.code).toBe('hand/tile-count');
    expect(checkTileCount({ concealed: tiles('123456789m1234p'), declared: [], bonus: [], winTile: tile('1m') })?.code).toBe('hand/tile-count');
  });
});

describe('red fives', () => {
  it('reads 0m 0p 0s as fives, counted by suit wherever they stand', () => {
    const hand = parseOk('234m406p5s[456s][067m]+0s');
    // standing 0p (one), melds [067m] (one red 6-7 chow of m), winning +0s (one): m 1, p 1, s 1
    expect(hand.red).toEqual([1, 1, 1]);
    expect(hand.concealed).toEqual(tiles('234m456p55s'));
    expect(hand.declared.map((m) => m.tile)).toEqual([tile('4s'), tile('5m')]);
    expect(hand.winTile).toBe(tile('5s'));
  });

  it('counts a red five as one of the four copies of its five', () => {
    const e = parseErr('55550m');
    expect([e.code, e.offset, e.message]).toEqual(['hand/fifth-copy', 4, '5 copies of 0m: a tile exists 4 times (0m is a red 5m)']);
  });

  it('renders red fives as the first fives of their suit', () => {
    expect(formatHand(parseOk('123m406p5s789s[567m]+0s'))).toBe('123m406p0789s[567m]+5s');
    expect(formatHand(parseOk('123m456p789s1z[067m]+1z'))).toBe('123m456p789s1z[067m]+1z');
  });
});

describe('formatHand', () => {
  it('renders the canonical notation: sorted suit groups, bonus, melds, +tile', () => {
    expect(formatHand(parseOk('2f 789m 77z 123m 11z [777s] +7z'))).toBe('123789m1177z2f[777s]+7z');
    expect(formatHand(parseOk('123m456m789m2m[777z]+2m'))).toBe('1223456789m[777z]+2m');
    expect(formatHand(parseOk('1m [123p] [777z] [1111s] {5555p} +1m'))).toBe('1m[123p][777z][1111s]{5555p}+1m');
    expect(formatHand(parseOk('123m456p789s1122z'))).toBe('123m456p789s1122z');
  });

  it('renders single melds, a pair too', () => {
    expect(formatMeld({ kind: 'chow', tile: tile('7s'), exposed: false, declared: false })).toBe('[789s]');
    expect(formatMeld({ kind: 'pair', tile: tile('5z'), exposed: false, declared: false })).toBe('[55z]');
    expect(formatMeld({ kind: 'kong', tile: tile('9p'), exposed: false, declared: true })).toBe('{9999p}');
  });

  it('round-trips through parseHand', () => {
    for (const text of [
      '123m456m789m2m[777z]+2m',
      '1f 123m456m 7f 789m2m [777z] +2m 5f',
      '1m [123p] [777z] [1111s] {5555p} +1m',
      '123m456p789s11223z',
      '1112345678999m+5m',
      '234m406p5s[456s][067m]+0s',
    ]) {
      const hand = parseOk(text);
      expect(parseOk(formatHand(hand))).toEqual(hand);
    }
  });
});

describe('the fast reader (readWellFormedHand)', () => {
  it('reads every generated hand, as the checking parser does', () => {
    for (const { notation } of generateCorpus(16, 2000, { winningShare: 0.5 })) {
      expect(readWellFormedHand(notation), notation).toBeDefined();
      expect(parseHand(notation)).toEqual(parseHandChecking(notation));
    }
  });

  // Texts at the edges of the notation: '+' and what may follow it, melds, copies, red fives, whitespace.
  const EDGES = [
    '', '   ', '+1m', '1m+', '+1m1f2f', '+1f1m', '+12m', '+1m2m', '1m+2m+3m', '[123m]+1m', '+1m[123m]', '+ 1 m', '+[123m]',
    '12+3m', 'm', '1mm', '1 m', '[1m1m1m]', '[1m]', '[]', '[1111m}', '{111m}', '{1111m}', '[123z]', '[789m]', '[891m]',
    '[9m1p2p]', '[11111m]', '[1111f]', '[123m', '123m]', '[[123m]]', '[1+23m]', '11111m', '1111m[1111m]', '[1111m][1111m]',
    '1111m+1m', '1f1f', '0m', '0z', '8z', '9f', '0f', '[406m]', '+0m', '1M', '1a', 'a', '1m	2m', '１m',
    '123m456p789s1z[777z]+1z', '11223344556677z+7z', '123m{2222p}456s11z+1z3f',
  ];
  it('gives up on every text it does not read as the checking parser does', () => {
    for (const text of EDGES) {
      for (const tileCount of [true, false]) expect(parseHand(text, { tileCount }), text).toEqual(parseHandChecking(text, { tileCount }));
    }
  });
});

