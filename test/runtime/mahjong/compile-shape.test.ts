/**
 * What a compiled shape bounds (compile-shape.ts), worked out by hand from each pattern's units.
 */
import { describe, expect, it } from 'vitest';
import { compileShape } from '../../../runtime/mahjong/compile-shape.js';
import { irOfFile } from '../../support/compile-inline.js';

const shapes = new Map(irOfFile('regulations/repino-2008.yaml').shapes.map((s) => [s.id, compileShape(s)]));
const honorsOf = (id: string) => shapes.get(id)!.honors;

describe('compiled shapes: honor tiles', () => {
  it('counts units of honors only, none for numbered units, up to the size of units that can take either', () => {
    // set nx, set ny, set nw (numbered: 0) + 1z 2z 3z 4z (4 singles) + honors (1 single): exactly 5.
    expect(honorsOf('windy-pungs')).toEqual([5, 5]);
    // set nx, set ny, set nw (0) + 5z 6z 7z (3) + pair winds (2): exactly 5.
    expect(honorsOf('royal-pungs')).toEqual([5, 5]);
    // 1m 9m 1p 9p 1s 9s (0) + 1z..7z (7) + majors (a terminal or an honor: 0 or 1): 7 to 8.
    expect(honorsOf('thirteen-wonders')).toEqual([7, 8]);
    // 1x 1x 1x 2x ... 9x 9x 9x x: numbered only.
    expect(honorsOf('nine-gates')).toEqual([0, 0]);
    // seven pairs of any tile: 0 to 7 x 2 = 14.
    expect(honorsOf('seven-pairs')).toEqual([0, 14]);
    // kong, kong, kong, kong (any tile, 4 each) + any, any: 0 to 4 x 4 + 2 = 18.
    expect(honorsOf('four-kongs-no-pair')).toEqual([0, 18]);
  });
});

describe('compiled shapes: rank span', () => {
  it('bounds how far apart the ranks of one suit variable and one rank variable can be', () => {
    // pair nx, pair (n+1)x, ..., pair (n+6)x: offsets 0..6.
    expect(shapes.get('consecutive-pairs')!.rankSpan).toBe(6);
    // 1x 1x 1x 2x ... (fixed ranks), seven pairs of any tile, terminals and honors: no rank variable.
    expect(shapes.get('nine-gates')!.rankSpan).toBe(-1);
    expect(shapes.get('seven-pairs')!.rankSpan).toBe(-1);
    expect(shapes.get('thirteen-wonders')!.rankSpan).toBe(-1);
  });
});
