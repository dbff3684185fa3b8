/**
 * Decompositions: hand-checked readings of ambiguous hands, winning-tile placements, wait kinds, exposure of pungs
 * completed by a discard, declared melds first, and maximal partial readings.
 */
import { describe, expect, it } from 'vitest';
import { countTiles, listTiles, sumCounts } from '../../../runtime/mahjong/counts.js';
import { decomposePartial, decomposeWinning, isCompleteStandard, isSuitComplete } from '../../../runtime/mahjong/decompose.js';
import type { Decomposition, ParsedHand } from '../../../runtime/mahjong/hand.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { formatTile } from '../../../runtime/mahjong/tiles.js';

function parseOk(text: string, tileCount = true): ParsedHand {
  const r = parseHand(text, { tileCount });
  if (!r.ok) throw new Error(`${text}: ${r.error.code} ${r.error.message}`);
  return r.hand;
}

/** One decomposition as text: `kind:tile` per meld (`!` exposed, `D` declared), `@winMeld wait`, loose tiles. */
function show(d: Decomposition): string {
  const melds = d.melds.map((m) => `${m.kind}:${formatTile(m.tile)}${m.exposed ? '!' : ''}${m.declared ? 'D' : ''}`);
  const loose = d.loose.length > 0 ? ` loose:${d.loose.map(formatTile).join(',')}` : '';
  return `${melds.join(' ')} @${d.winMeld} ${d.wait}${loose}`;
}

function readings(text: string, byDiscard = false): string[] {
  return decomposeWinning(parseOk(text), byDiscard).map(show).sort();
}

describe('decomposeWinning: ambiguous hands', () => {
  it('reads 111222333m as three pungs or three chows', () => {
    expect(readings('1112223338889m+9m')).toEqual([
      'chow:1m chow:1m chow:1m pung:8m pair:9m @4 pair',
      'pung:1m pung:2m pung:3m pung:8m pair:9m @4 pair',
    ]);
  });

  it('places the winning tile once among identical chows', () => {
    expect(readings('1112233388899m+2m', true)).toEqual([
      'chow:1m chow:1m chow:1m pung:8m pair:9m @0 closed',
      'pung:1m pung:2m! pung:3m pung:8m pair:9m @1 pung',
    ]);
  });

  it('places the winning tile in every distinct meld of one reading', () => {
    expect(readings('1123m456p789p555s+1m')).toEqual([
      'pair:1m chow:1m chow:4p chow:7p pung:5s @0 pair',
      'pair:1m chow:1m chow:4p chow:7p pung:5s @1 open',
    ]);
    expect(readings('123m456m789m2m[777z]+2m')).toEqual([
      'pung:7z!D chow:1m pair:2m chow:4m chow:7m @1 closed',
      'pung:7z!D chow:1m pair:2m chow:4m chow:7m @2 pair',
    ]);
  });

  it('never forms a kong from four standing tiles', () => {
    expect(readings('111123m456p789p5z+5z')).toEqual(['pung:1m chow:1m chow:4p chow:7p pair:5z @4 pair']);
  });

  it('places the winning tile of nine-gates hands', () => {
    // 1112345678999m+9m holds 1m x3, 2-8m once, 9m x4: only 11 + 123 + 456 + 789 + 999 fits (111 leaves 2-8 + 9999);
    // the 9m completes either the 789 chow (open: 78 waits 6 or 9) or the 999 pung.
    expect(readings('1112345678999m+9m')).toEqual([
      'pair:1m chow:1m chow:4m chow:7m pung:9m @3 open',
      'pair:1m chow:1m chow:4m chow:7m pung:9m @4 pung',
    ]);
    expect(readings('1112345678999m+1m')).toEqual([
      'pung:1m chow:1m chow:4m chow:7m pair:9m @0 pung',
      'pung:1m chow:1m chow:4m chow:7m pair:9m @1 open',
    ]);
  });
});

describe('decomposeWinning: wait kinds', () => {
  const cases: Array<[string, string]> = [
    ['13m456p789p123s55z+2m', 'closed'],
    ['12m456p789p123s55z+3m', 'edge'],
    ['89m456p789p123s55z+7m', 'edge'],
    ['23m456p789p123s55z+1m', 'open'],
    ['23m456p789p123s55z+4m', 'open'],
    ['78m456p789p123s55z+9m', 'open'],
    ['456m456p789p123s5z+5z', 'pair'],
    ['11m456p789p123s55z+1m', 'pung'],
  ];
  it.each(cases)('%s waits %s', (text, wait) => {
    const hand = parseOk(text);
    const ds = decomposeWinning(hand, false);
    expect(ds).toHaveLength(1);
    const d = ds[0] as Decomposition;
    expect(d.wait).toBe(wait);
    const m = d.melds[d.winMeld];
    const w = hand.winTile ?? -1;
    expect(m && (m.kind === 'chow' ? w >= m.tile && w <= m.tile + 2 : m.tile === w)).toBe(true);
  });

  it('marks a pung completed by a discard exposed, not one completed by a self-draw', () => {
    const hand = parseOk('11m456p789p123s55z+1m');
    const [byDiscard] = decomposeWinning(hand, true);
    const [selfDrawn] = decomposeWinning(hand, false);
    expect(byDiscard?.melds[0]).toEqual({ kind: 'pung', tile: 0, exposed: true, declared: false });
    expect(selfDrawn?.melds[0]).toEqual({ kind: 'pung', tile: 0, exposed: false, declared: false });
    expect(byDiscard?.melds.slice(1).every((m) => !m.exposed)).toBe(true);
  });

  it('keeps a chow or pair completed by a discard concealed', () => {
    for (const text of ['13m456p789p123s55z+2m', '456m456p789p123s5z+5z']) {
      const ds = decomposeWinning(parseOk(text), true);
      expect(ds.every((d) => d.melds.every((m) => !m.exposed))).toBe(true);
    }
  });
});

describe('decomposeWinning: declared melds and shapes', () => {
  it('lists declared melds first, with their exposure, as shared frozen melds', () => {
    const hand = parseOk('123m456m5z[7777z]{1111p}+5z');
    const ds = decomposeWinning(hand, true);
    expect(ds).toEqual([
      {
        shape: 'standard',
        melds: [
          { kind: 'kong', tile: 33, exposed: true, declared: true },
          { kind: 'kong', tile: 9, exposed: false, declared: true },
          { kind: 'chow', tile: 0, exposed: false, declared: false },
          { kind: 'chow', tile: 3, exposed: false, declared: false },
          { kind: 'pair', tile: 31, exposed: false, declared: false },
        ],
        loose: [],
        winMeld: 4,
        wait: 'pair',
      },
    ]);
    // The parser hands out the shared melds too (one hidden class for every meld): frozen, so no consumer changes
    // a meld another holds.
    expect(ds[0]?.melds[0]).toBe(hand.declared[0]);
    expect(Object.isFrozen(hand.declared[0])).toBe(true);
  });

  it('returns [] for incomplete hands and impossible inputs', () => {
    expect(readings('123m456p789p123s6z+5z')).toEqual([]);
    expect(readings('123z456p789p123s5m+5m')).toEqual([]); // no chows of honors
    expect(readings('1122m5566m99m11p7z+7z')).toEqual([]); // seven pairs is not the standard shape
    const hand = parseOk('13m456p789p123s55z+2m');
    expect(decomposeWinning({ ...hand, winTile: 30 }, false)).toEqual([]); // winning tile not held
    expect(decomposeWinning({ ...hand, concealed: hand.concealed.slice(1) }, false)).toEqual([]); // 13 tiles
    expect(decomposeWinning({ ...hand, concealed: [...hand.concealed.slice(1), 40] }, false)).toEqual([]); // bonus tile
  });

  it('reads a complete hand without a winning tile with winMeld -1', () => {
    expect(decomposeWinning(parseOk('123m456p789p123s55z'), false).map(show)).toEqual([
      'chow:1m chow:4p chow:7p chow:1s pair:5z @-1 none',
    ]);
  });

  it('handles a hand of four declared kongs and a pair', () => {
    const hand = parseOk('[1111m][2222p]{3333s}[4444z]5z+5z');
    expect(decomposeWinning(hand, false).map(show)).toEqual([
      'kong:1m!D kong:2p!D kong:3sD kong:4z!D pair:5z @4 pair',
    ]);
  });
});

describe('isCompleteStandard', () => {
  it('agrees with hand-checked shapes', () => {
    const counts = (text: string) => countTiles(parseOk(text, false).concealed);
    expect(isCompleteStandard(counts('11122233388899m'), 4)).toBe(true);
    expect(isCompleteStandard(counts('11123455678999m'), 4)).toBe(true);
    expect(isCompleteStandard(counts('11m22m33m44m55m66m77z'), 4)).toBe(true); // 123m 123m 456m 456m 77z
    expect(isCompleteStandard(counts('1122m5566m99m11p77z'), 4)).toBe(false);
    expect(isCompleteStandard(counts('123m456p789s11z222z'), 4)).toBe(true);
    expect(isCompleteStandard(counts('123m456p789s11z22z'), 4)).toBe(false);
    expect(isCompleteStandard(counts('123z456p789s11m222m'), 4)).toBe(false);
    expect(isCompleteStandard(counts('55z'), 0)).toBe(true);
    expect(isCompleteStandard(counts('123m55z'), 1)).toBe(true);
    expect(isCompleteStandard(counts('123m55z'), 2)).toBe(false);
    expect(isCompleteStandard(counts('11m22p'), 0)).toBe(false);
    expect(isCompleteStandard(counts('89m1p'), 0)).toBe(false);
    expect(isCompleteStandard(new Uint8Array(34), 0)).toBe(false);
    // Counts above 4 are treated arithmetically (a 5th copy does not exist, but the shape is still answered).
    expect(isCompleteStandard(countTiles([0, 0, 0, 0, 0, 1, 2, 3]), 2)).toBe(true);
    expect(isCompleteStandard(countTiles([31, 31, 31, 31, 31]), 1)).toBe(true);
    expect(isCompleteStandard(countTiles([0, 0, 0, 0, 0, 1, 2, 4]), 2)).toBe(false);
  });
});

describe('decomposePartial', () => {
  it('returns only maximal readings, every one of them', () => {
    expect(decomposePartial(parseOk('1234m', false)).map(show)).toEqual([
      'chow:1m @-1 none loose:4m',
      'chow:2m @-1 none loose:1m',
    ]);
    expect(decomposePartial(parseOk('1122m345p777z19s5z')).map(show).sort()).toEqual([
      'pair:1m pair:2m chow:3p pair:7z @-1 none loose:1s,9s,5z,7z',
      'pair:1m pair:2m chow:3p pung:7z @-1 none loose:1s,9s,5z',
    ]);
  });

  it('lists declared melds first', () => {
    const ds = decomposePartial(parseOk('[123m]55p79s1234567z'));
    expect(ds.map(show)).toEqual(['chow:1m!D pair:5p @-1 none loose:7s,9s,1z,2z,3z,4z,5z,6z,7z']);
  });

  it('reads the whole of a complete hand too, among other maximal readings', () => {
    const all = decomposePartial(parseOk('11122233388899m')).map(show);
    expect(all).toContain('pung:1m pung:2m pung:3m pung:8m pair:9m @-1 none');
    expect(all).toContain('chow:1m chow:1m chow:1m pung:8m pair:9m @-1 none');
    expect(new Set(all).size).toBe(all.length);
    for (const d of decomposePartial(parseOk('11122233388899m'))) {
      const loose = countTiles(d.loose);
      for (let t = 0; t < 34; t++) {
        expect(loose[t]).toBeLessThan(2);
        if (t < 27 && t % 9 < 7) expect(loose[t] && loose[t + 1] && loose[t + 2]).toBeFalsy();
      }
    }
  });

  it('gives one empty reading to a hand with nothing concealed', () => {
    expect(decomposePartial({ concealed: [], declared: [], bonus: [], winTile: null }).map(show)).toEqual([' @-1 none']);
  });
});

describe('count helpers', () => {
  it('counts, lists and sums tiles, ignoring bonus tiles', () => {
    const counts = countTiles([5, 0, 5, 33, 40]);
    expect(counts).toHaveLength(34);
    expect(counts[5]).toBe(2);
    expect(listTiles(counts)).toEqual([0, 5, 5, 33]);
    expect(sumCounts(counts)).toBe(4);
  });

  it('isSuitComplete judges one suit, with a pair when its size is 2 mod 3', () => {
    const counts = countTiles(parseOk('1112345678999m11p123s', false).concealed);
    expect(isSuitComplete(counts, 0)).toBe(false); // 13 tiles: 1 mod 3
    expect(isSuitComplete(counts, 9)).toBe(true); // 11p: the pair
    expect(isSuitComplete(counts, 18)).toBe(true); // 123s
    counts[4] = (counts[4] ?? 0) + 1;
    expect(isSuitComplete(counts, 0)).toBe(true); // 111 234 55 678 999
  });
});
