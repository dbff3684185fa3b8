/**
 * The scorer's mechanics on small inline regulations (each value worked out in the comment).
 */
import { describe, expect, it } from 'vitest';
import { HEADER, irOf, scoreWith } from '../../support/compile-inline.js';
import { compileScorer, parseHand, scoreHand } from '../../../runtime/index.js';

/** A hand of the notation, parsed. */
function parsed(hand: string) {
  const result = parseHand(hand);
  if (!result.ok) throw new Error(result.error.message);
  return result.hand;
}

const item = (id: string, rest: string) => `    - { id: ${id}, name: { ru: ${id}, en: ${id} }, clause: "${id}", ${rest} }\n`;

describe('points, doublings and the house limit', () => {
  const ir = irOf(HEADER + `scoring:
  house-limit: { value: 100, clause: H }
  points:
${item('mahjong', 'when: winner, value: 20')}${item('dragon-pung', 'count: count(set dragons), value: 4')}${item('flower', 'count: count(flowers), value: 4')}
  doublings:
${item('dragon-double', 'count: count(set dragons), value: 1')}
`);

  it('adds points per counted meld and doubles per counted meld', () => {
    // 20 + 4 (one dragon pung) = 24, one doubling -> 48
    const r = scoreWith(ir, '123m456m789m2m[777z]+2m');
    expect(r.total).toBe(48);
    expect(r.items.map((i) => [i.id, i.value])).toEqual([['mahjong', 20], ['dragon-pung', 4], ['dragon-double', 1]]);
  });

  it('counts single tiles with a tile unit (flowers)', () => {
    // 20 + 4 + 2 flowers x 4 = 32, x2 = 64
    expect(scoreWith(ir, '123m456m789m2m1f3f[777z]+2m').total).toBe(64);
  });

  it('gives each result its own list of items, and one line per count of an item', () => {
    // two dragon pungs: dragon-pung counted twice, 4 x 2 = 8; one: 4
    const scorer = compileScorer(ir);
    const score = (hand: string) => scoreHand(scorer, parsed(hand));
    const two = score('123m456m2m[777z][555z]+2m');
    const one = score('123m456m789m2m[777z]+2m');
    const twoAgain = score('123m456m2m[777z][555z]+2m');
    expect(two.items.map((i) => i.id)).toEqual(['mahjong', 'dragon-pung', 'dragon-double', 'house-limit']);
    expect(one.items.map((i) => i.id)).toEqual(['mahjong', 'dragon-pung', 'dragon-double']);
    expect(two.items).not.toBe(twoAgain.items);
    expect(two.items[1]).toMatchObject({ id: 'dragon-pung', value: 8, count: 2 });
    // The line of an item counted twice is shared, as that of an item counted once, and cannot be changed.
    expect(two.items[1]).toBe(twoAgain.items[1]);
    expect(Object.isFrozen(two.items[1])).toBe(true);
  });

  it('caps at the house limit and says so with its clause', () => {
    // two dragon pungs: 20 + 8 = 28, x2^2 = 112 > 100 -> 100
    const r = scoreWith(ir, '123m456m2m[777z][555z]+2m');
    expect(r.total).toBe(100);
    expect(r.items.at(-1)).toMatchObject({ id: 'house-limit', kind: 'cap', clause: 'H', value: 100 });
  });

  it('scores a declared mahjong that is not complete as a non-winner (no winner items)', () => {
    // 2m+5m do not pair: not complete; non-winner: dragon pung 4, x2 = 8
    const r = scoreWith(ir, '123m456m789m2m[777z]+5m');
    expect(r.complete).toBe(false);
    expect(r.declarable).toBe(false);
    expect(r.total).toBe(8);
    expect(r.items.map((i) => i.id)).not.toContain('mahjong');
  });
});

describe('excludes and the doubling cap', () => {
  const ir = irOf(HEADER + `scoring:
  base: 1
  doubling-cap: { value: 2, clause: C }
  doublings:
${item('honors-only', 'when: all tiles in honors, value: 3, excludes: [has-honors]')}${item('has-honors', 'when: any tiles in honors, value: 1')}${item('winner', 'when: winner, value: 1')}
`);

  it('keeps the more valuable of two exclusive items and reports the other', () => {
    // honors-only 3 (has-honors excluded) + winner 1 = 4 doublings, capped at 2 -> 1 x 2^2 = 4
    const r = scoreWith(ir, '111z222z333z555z6z+6z');
    expect(r.excluded).toEqual([{ id: 'has-honors', by: 'honors-only' }]);
    expect(r.total).toBe(4);
    expect(r.items.at(-1)).toMatchObject({ id: 'doubling-cap', value: 2 });
  });
});

describe('limit hands against points', () => {
  const base = (mode: string) => HEADER + `scoring:
  house-limit: { value: 1000, clause: H }
  limit-vs-points: ${mode}
  points:
${item('mahjong', 'when: winner, value: 20')}${item('dragon-kong', 'count: count(kong dragons), value: 32')}
  doublings:
${item('dragon-double', 'count: count(set dragons), value: 1')}
  limits:
${item('quarter', 'when: winner and count(set dragons) >= 2, value: 0.25')}
`;

  it('with max, points beat a quarter limit when they are worth more', () => {
    // kongs 777z, 555z: 20 + 64 = 84, x2^2 = 336 > 250 (quarter of 1000) -> 336
    const r = scoreWith(irOf(base('max')), '123m456m2m[7777z][5555z]+2m');
    expect(r.total).toBe(336);
    expect(r.limit).toBeNull();
  });

  it('with limit, the limit hand is worth its limit', () => {
    const r = scoreWith(irOf(base('limit')), '123m456m2m[7777z][5555z]+2m');
    expect(r.total).toBe(250);
    expect(r.limit).toBe(0.25);
  });
});

describe('patterns and shapes', () => {
  const ir = irOf(HEADER + `shapes:
  - { id: royal, name: { ru: r, en: r }, clause: s, pattern: "1x 4x 7x 2y 5y 8y 3w 6w 9w 5z 6z 7z pair seat" }
  - { id: twins, name: { ru: t, en: t }, clause: s, pattern: "pair, pair, pair, pair, pair, pair, pair", distinct: true }
scoring:
  house-limit: { value: 1000, clause: H }
  limits:
${item('royal-limit', 'when: shape == royal, value: 1')}${item('twins-limit', 'when: shape == twins, value: 1')}${item('snake', 'pattern: [ "set 1x, set 9x, pair 2x, chow 3x, chow 6x", "set 1x, set 9x, pair 5x, chow 2x, chow 6x" ], value: 0.5')}${item('sisters', 'pattern: "set nx, set (n+1)x, set (n+2)x", value: 0.25')}
`);

  it('a shape term seat follows the seat option', () => {
    expect(scoreWith(ir, '147m258p369s567z2z+2z', { seat: 'S' }).total).toBe(1000);
    expect(scoreWith(ir, '147m258p369s567z1z+1z', { seat: 'S' }).complete).toBe(false);
  });

  it('distinct shapes reject a repeated pair', () => {
    expect(scoreWith(ir, '11p22p44p55p77p88p9p+9p').shape).toBe('twins');
    expect(scoreWith(ir, '11p11p44p55p77p88p9p+9p').complete).toBe(false);
  });

  it('any one of a list of patterns matches; suit variables tie units to one suit', () => {
    // 111s 999s 55s 234s 678s: the second variant
    expect(scoreWith(ir, '111s999s5s234s678s+5s').items.map((i) => i.id)).toContain('snake');
    // the pair in another suit breaks the tie
    expect(scoreWith(ir, '111s999s5p234s678s+5p').items.map((i) => i.id)).not.toContain('snake');
  });

  it('number variables with offsets read consecutive pungs', () => {
    expect(scoreWith(ir, '333p444p555p789m1z+1z').items.map((i) => i.id)).toContain('sisters');
    expect(scoreWith(ir, '333p444p666p789m1z+1z').items.map((i) => i.id)).not.toContain('sisters');
  });
});

describe('Sichuan facts: roots, the void suit, a win after another player\'s kong', () => {
  const ir = irOf(HEADER + `shapes:
  - { id: pairs, name: { ru: p, en: p }, clause: s, pattern: "pair, pair, pair, pair, pair, pair, pair" }
scoring:
  base: 1
  declare: { clause: D, when: "void_tiles == 0" }
  doublings:
${item('root', 'count: roots, value: 1')}${item('kong', 'count: count(kong), value: 1')}${item('after-kong', 'when: after_kong, value: 1')}${item('void-count', 'count: void_tiles, value: 1')}
`);
  const ids = (r: { items: Array<{ id: string }> }) => r.items.map((i) => i.id);

  it('roots: four copies spread over a pung and a chow count once', () => {
    // 111m + 1m of 123m: one root -> 2^1 = 2
    const r = scoreWith(ir, '111m123m456p789s5s+5s');
    expect(r.total).toBe(2);
    expect(r.items).toEqual([expect.objectContaining({ id: 'root', value: 1 })]);
  });

  it('roots: an exposed pung and the fourth tile in the hand is a root too', () => {
    // [111m] + 1m of 123m -> 1 root -> 2
    expect(scoreWith(ir, '[111m]123m456p789s5s+5s').total).toBe(2);
  });

  it('roots: a declared kong (exposed or concealed) is a kong, not a root', () => {
    // one kong, no root -> 2^1 = 2
    for (const hand of ['[1111m]234m456p789s5s+5s', '{1111m}234m456p789s5s+5s']) {
      const r = scoreWith(ir, hand);
      expect(ids(r)).toEqual(['kong']);
      expect(r.total).toBe(2);
    }
  });

  it('roots: two equal pairs of seven pairs are a root; several roots count each', () => {
    // 11p 11p 44p 44p 55p 77p 99p: roots 1p and 4p -> 2^2 = 4
    const r = scoreWith(ir, '11p11p44p44p55p77p9p+9p');
    expect(r.shape).toBe('pairs');
    expect(r.items).toEqual([expect.objectContaining({ id: 'root', value: 2, count: 2 })]);
    expect(r.total).toBe(4);
  });

  it('void_tiles counts the tiles of the void suit; without a void suit it is 0', () => {
    // 789s + 55s = 5 bamboo tiles: void s -> 5 doublings, 2^5 = 32, not declarable (void_tiles == 0 fails)
    const r = scoreWith(ir, '123m234m456p789s5s+5s', { void: 's' });
    expect(r.items).toEqual([expect.objectContaining({ id: 'void-count', count: 5 })]);
    expect(r.total).toBe(32);
    expect(r.declarable).toBe(false);
    // a hand of dots and bamboo with void m, and the same hand without a void suit: 2^0 = 1, declarable
    expect(scoreWith(ir, '123s234s456p789s5s+5s', { void: 'm' })).toMatchObject({ total: 1, declarable: true });
    expect(scoreWith(ir, '123m234m456p789s5s+5s')).toMatchObject({ total: 1, declarable: true });
  });

  it('after_kong is the --after-kong flag', () => {
    // no roots, no kongs: 1; after another player's kong: 1 doubling -> 2
    expect(scoreWith(ir, '123m234m456p789s5s+5s').total).toBe(1);
    const r = scoreWith(ir, '123m234m456p789s5s+5s', { afterKong: true });
    expect(ids(r)).toEqual(['after-kong']);
    expect(r.total).toBe(2);
  });
});
