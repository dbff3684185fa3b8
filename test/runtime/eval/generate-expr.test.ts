/**
 * The source that generate-expr.ts writes for expressions: facts as property reads, strict comparisons, booleans
 * from and/or, capped waits, tile quantifiers as bit masks, meld counts as counters filled by one loop.
 */
import { describe, expect, it } from 'vitest';
import { generateExpr, SourceParts, tileMasks } from '../../../runtime/eval/generate-expr.js';
import type { ExprIR } from '../../../runtime/ir/types.js';

const noSlots = (key: string): number => { throw new Error(`unexpected sum ${key}`); };

describe('generateExpr', () => {
  it('writes facts, comparisons and connectives as plain expressions', () => {
    const e: ExprIR = {
      op: 'and', args: [
        { op: 'fact', name: 'winner' },
        { op: 'cmp', cmp: '==', left: { op: 'fact', name: 'win.from' }, right: { op: 'enum', value: 'wall' } },
        { op: 'not', arg: { op: 'fact', name: 'concealed' } },
      ],
    };
    // (A yes/no fact the facts work out is compared with `true`; a circumstance, copied as given, is not.)
    expect(generateExpr(e, new SourceParts(), noSlots)).toBe('(!!((h.winner === true) && (h.winFrom === "wall") && (!(h.concealed === true))))');
    expect(generateExpr({ op: 'fact', name: 'last_tile' }, new SourceParts(), noSlots)).toBe('h.lastTile');
  });

  it('counts waits only up to one more than the constant compared with', () => {
    const e: ExprIR = { op: 'cmp', cmp: '==', left: { op: 'fact', name: 'waits' }, right: { op: 'const', value: 1 } };
    expect(generateExpr(e, new SourceParts(), noSlots)).toBe('(h.waits(2) === 1)');
  });

  it('negates a negative constant without writing a decrement', () => {
    const e: ExprIR = { op: 'neg', arg: { op: 'const', value: -3 } };
    const source = generateExpr(e, new SourceParts(), noSlots);
    expect(source).toBe('(-(-3))');
    expect(new Function(`return ${source};`)()).toBe(3);
  });

  it('tests tile quantifiers against the hand masks: 5z-7z are bits 4-6 of the honors mask', () => {
    expect(tileMasks([31, 32, 33])).toEqual({ low: 0, high: 0b1110000 });
    const all: ExprIR = { op: 'quant', quant: 'all', tiles: [31, 32, 33] };
    // ~0 = -1 (no numbered tile allowed), ~0b1110000 = -113
    // (Both halves in one compare: no second half that only a rare hand reaches.)
    const source = generateExpr(all, new SourceParts(), noSlots);
    expect(source).toBe('(((h.tilesLow & -1) | (h.tilesHigh & -113)) === 0)');
    const holds = (tilesLow: number, tilesHigh: number) => new Function('h', `return ${source};`)({ tilesLow, tilesHigh }) as boolean;
    expect(holds(0, 0b1010000)).toBe(true);
    expect(holds(0, 0b0000001)).toBe(false);
    expect(holds(1, 0b1010000)).toBe(false);
  });

  it('counts melds with counters that one loop over the reading fills, by meld kind, sharing equal tests', () => {
    const parts = new SourceParts();
    const e: ExprIR = { op: 'count', unit: { meld: ['pung', 'kong'], exposure: 'concealed', term: { t: 'wind', which: 'seat' } } };
    const chows: ExprIR = { op: 'count', unit: { meld: ['chow'], term: { t: 'any' } } };
    expect(generateExpr(e, parts, noSlots)).toBe('mc0');
    expect(generateExpr(chows, parts, noSlots)).toBe('mc1');
    // The same kinds in another order are the same counter.
    expect(generateExpr({ op: 'count', unit: { ...e.unit, meld: ['kong', 'pung'] } }, parts, noSlots)).toBe('mc0');
    expect(parts.countLoop()).toEqual([
      '  let mc0 = 0, mc1 = 0;',
      // (The winds a test reads are locals, loaded once.)
      '  const rm = r.melds, nm = rm.length, hSeat = h.seat;',
      '  for (let i = 0; i < nm; i++) {',
      '    const m = rm[i];',
      '    switch (m.kind) {',
      '    case "chow":',
      '      mc1++;',
      '      break;',
      // (Cases in the order melds are most often of: sets, the pair, kongs.)
      '    case "pung":',
      '      if (m.tile === hSeat && m.exposed !== true) mc0++;',
      '      break;',
      '    case "kong":',
      '      if (m.tile === hSeat && m.exposed !== true) mc0++;',
      '      break;',
      '    }',
      '  }',
    ]);
  });

  it('counts the melds of tile sets by tables, as the tests they stand for', () => {
    const parts = new SourceParts();
    const count = (meld: Array<'pung' | 'kong' | 'pair'>, tiles: number[], exposure?: 'exposed' | 'declared' | 'concealed'): string =>
      generateExpr({ op: 'count', unit: { meld, term: { t: 'tiles', tiles }, ...(exposure ? { exposure } : {}) } }, parts, noSlots);
    const counters = [
      count(['pung', 'kong'], [31, 32, 33]), count(['pung'], [0, 8], 'exposed'), count(['pung'], [0, 8], 'concealed'),
      count(['kong'], [0, 8, 31], 'declared'), count(['pair'], [27]), count(['pung', 'kong'], [1, 2]),
    ];
    const loop = parts.countLoop();
    expect(loop.join('\n')).toMatch(/acc\d \+= K\d+\[x\] \| 0;/);
    const constants = parts.values.map((_, i) => `K${i}`);
    const run = new Function(...constants, 'r', 'h', `${loop.join('\n')}\nreturn [${counters.join(', ')}];`);
    const meld = (kind: string, tile: number, exposed: boolean, declared: boolean) => ({ kind, tile, exposed, declared });
    const melds = [
      meld('pung', 31, true, true), meld('kong', 32, false, true), meld('pung', 0, true, false), meld('pung', 8, false, false),
      meld('kong', 8, true, true), meld('kong', 0, true, false), meld('pair', 27, false, false), meld('chow', 0, false, false),
      meld('pung', 1, false, false), meld('pung', 45, true, true), meld('pair', 40, false, false),
    ];
    expect(run(...parts.values, { melds }, {})).toEqual([2, 1, 1, 1, 1, 1]);
  });

  it('reads sums from their slot', () => {
    const e: ExprIR = { op: 'sum', of: 'points', tag: 'combination' };
    expect(generateExpr(e, new SourceParts(), (key) => (key === 'points:combination' ? 3 : -1))).toBe('c.sums[3]');
  });

  it('refuses an operator, fact or wind the IR cannot hold instead of writing it into the source', () => {
    const bad = (e: unknown) => () => generateExpr(e as ExprIR, new SourceParts(), noSlots);
    const one: ExprIR = { op: 'const', value: 1 };
    expect(bad({ op: 'arith', arith: '+ evil() +', left: one, right: one })).toThrow(/unknown operator/);
    expect(bad({ op: 'cmp', cmp: 'constructor', left: one, right: one })).toThrow(/unknown operator/);
    expect(bad({ op: 'fact', name: 'constructor' })).toThrow(/unknown fact/);
    expect(bad({ op: 'count', unit: { meld: ['pung'], term: { t: 'wind', which: 'x; evil()' } } })).toThrow(/unknown operator/);
  });
});
