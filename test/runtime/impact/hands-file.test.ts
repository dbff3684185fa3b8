/**
 * The hands file of `reglament impact --hands` (cli/hands-file.ts): one hand a line as the arguments of
 * `reglament score`, `#` comments, blank lines skipped, every bad line reported as `file:line: message`.
 */
import { describe, expect, it } from 'vitest';
import { iterateHands, parseHandsText, readHandsFile } from '../../../cli/hands-file.js';
import { DEFAULT_WIN_OPTIONS } from '../../../runtime/index.js';

describe('hands file', () => {
  it('reads hands with their flags, skipping comments and blank lines', () => {
    const f = parseHandsText([
      '# a comment',
      '',
      '123m456m789m2m[777z]+2m --seat S   # trailing comment',
      '  1m9m1p9p1s9s1z2z3z4z5z6z7z+1m --win wall --last-tile',
      '--seat W 111p234p567s9s[555z]',
      '123m456m789m2m[777z]+2m --seat S',
    ].join('\n'), 'h.txt');
    expect(f.errors).toEqual([]);
    expect(f.hands.map((h) => [h.line, h.hand])).toEqual([
      [3, '123m456m789m2m[777z]+2m'], [4, '1m9m1p9p1s9s1z2z3z4z5z6z7z+1m'], [5, '111p234p567s9s[555z]'], [6, '123m456m789m2m[777z]+2m'],
    ]);
    expect(f.hands[0]!.options).toEqual({ ...DEFAULT_WIN_OPTIONS, seat: 'S' });
    expect(f.hands[1]!.options).toEqual({ ...DEFAULT_WIN_OPTIONS, win: 'wall', lastTile: true });
    expect(f.hands[2]!.options).toEqual({ ...DEFAULT_WIN_OPTIONS, seat: 'W' });
    const hands = [...iterateHands(f)];
    expect(hands.map((h) => [h.text, h.source])).toEqual([
      ['123m456m789m2m[777z]+2m', 'h.txt:3'], ['1m9m1p9p1s9s1z2z3z4z5z6z7z+1m', 'h.txt:4'],
      ['111p234p567s9s[555z]', 'h.txt:5'], ['123m456m789m2m[777z]+2m', 'h.txt:6'],
    ]);
    expect(hands[0]!.hand.winTile).not.toBeNull();
  });

  it('reports every bad line with its number', () => {
    const f = parseHandsText([
      '123m456m789m2m[777z]+2m --sea S', // unknown option
      '123m456m789m2m[777z]+2m --seat X', // bad choice
      '333m3m33m456p789s11z+1z', // five copies of 3m
      '--seat S', // no hand
      '123m456m789m2m[777z]+2m 1m9m1p9p1s9s1z2z3z4z5z6z7z+1m', // two hands
      '123m456m789m2m[777z]+2m --seat S # fine',
    ].join('\n'), 'bad.txt', 'en');
    expect(f.hands.map((h) => h.line)).toEqual([6]);
    expect(f.errors).toHaveLength(5);
    expect(f.errors.map((e) => e.split(':').slice(0, 2).join(':'))).toEqual(['bad.txt:1', 'bad.txt:2', 'bad.txt:3', 'bad.txt:4', 'bad.txt:5']);
    expect(f.errors[0]).toMatch(/^bad\.txt:1: unknown option '--sea'/);
    expect(f.errors[1]).toMatch(/^bad\.txt:2: .*X/);
    expect(f.errors[2]).toMatch(/^bad\.txt:3: hand\/fifth-copy: .*\(column \d+, in "333m3m33m456p789s11z\+1z"\)$/);
    expect(f.errors[3]).toBe('bad.txt:4: no hand on the line, only options');
    expect(f.errors[4]).toMatch(/^bad\.txt:5: /);
  });

  it('says it in Russian under ru', () => {
    const f = parseHandsText(['123m456m789m2m[777z]+2m --seat X', '--seat S', '333m3m33m456p789s11z+1z'].join('\n'), 'bad.txt', 'ru');
    expect(f.errors[0]).toBe('bad.txt:1: параметр «--seat»: нужно одно из E, S, W, N, а указано «X»');
    expect(f.errors[1]).toBe('bad.txt:2: в строке нет руки, только флаги');
    expect(f.errors[2]).toMatch(/^bad\.txt:3: hand\/fifth-copy: .*\(знак \d+, в «333m3m33m456p789s11z\+1z»\)$/);
    expect(f.errors[2]).not.toMatch(/[a-z]{4,} [a-z]{4,}/); // no English words left in the message
  });

  it('a missing file is one error', () => {
    expect(readHandsFile('/nonexistent/hands.txt', 'en').errors).toEqual(['/nonexistent/hands.txt: cannot read: no such file']);
    expect(readHandsFile('/nonexistent/hands.txt', 'ru').errors).toEqual(['/nonexistent/hands.txt: не читается: нет такого файла']);
  });
});
