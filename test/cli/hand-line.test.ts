/**
 * One line of a hands file (cli/hand-line.ts): the reader takes exactly `score`'s flags, and a line written by
 * formatHandLine reads back to the same hand and options.
 */
import { describe, expect, it } from 'vitest';
import { createHandLineReader, formatHandLine } from '../../cli/hand-line.js';
import { DEFAULT_WIN_OPTIONS, generateCorpus } from '../../runtime/index.js';

describe('hand line', () => {
  it('reads back what formatHandLine writes, for generated hands with every kind of circumstance', () => {
    const read = createHandLineReader();
    const corpus = generateCorpus(7, 2000);
    expect(new Set(corpus.map((g) => formatHandLine(g.notation, g.options).split(' ').length)).size).toBeGreaterThan(2);
    for (const g of corpus) {
      const r = read(formatHandLine(g.notation, g.options));
      expect(r && 'options' in r ? { hand: r.hand, options: r.options } : r).toEqual({ hand: g.notation, options: { ...DEFAULT_WIN_OPTIONS, ...g.options } });
    }
  });

  it('leaves options at their default out of the line', () => {
    expect(formatHandLine('123m456m789m2m[777z]+2m', DEFAULT_WIN_OPTIONS)).toBe('123m456m789m2m[777z]+2m');
    expect(formatHandLine('1m+1m', { ...DEFAULT_WIN_OPTIONS, seat: 'S', lastTile: true })).toBe('1m+1m --seat S --last-tile');
  });

  it('skips blank and comment lines and reads flags on either side of the hand', () => {
    const read = createHandLineReader(['--round', 'S']);
    expect(read('   # nothing here')).toBeUndefined();
    expect(read('')).toBeUndefined();
    const before = read('--seat W 123m456m789m2m[777z]+2m');
    const after = read('123m456m789m2m[777z]+2m --seat W --round N');
    expect(before).toMatchObject({ hand: '123m456m789m2m[777z]+2m', options: { seat: 'W', round: 'S' } });
    expect(after).toMatchObject({ options: { seat: 'W', round: 'N' } });
  });

  it('takes any blank `\\s` matches around the hand, the line starting with it or not', () => {
    const read = createHandLineReader();
    const hand = '123m456m789m2m[777z]+2m';
    for (const line of [`${hand}\t--seat W`, ` \t${hand} --seat W`, `${hand}\u00a0--seat W`, `\u00a0${hand} --seat W`, `\ufeff${hand}\u2003--seat W  `]) {
      expect(read(line)).toMatchObject({ hand, options: { seat: 'W' } });
    }
    expect(read(`${hand}\u00a0`)).toMatchObject({ hand });
    expect(read(`${hand}#--seat W`)).toMatchObject({ hand, options: { seat: 'E' } });
  });
});
