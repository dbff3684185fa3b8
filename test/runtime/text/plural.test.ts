import { describe, expect, it } from 'vitest';
import { CHARACTERS, countEn, countRu, pluralRu } from '../../../runtime/index.js';

describe('Russian plurals', () => {
  // The rule: last digit 1 (but not 11) -> the first form; last digit 2-4 (but not 12-14) -> the second; else the third.
  it.each([
    [0, '0 символов'], [1, '1 символ'], [2, '2 символа'], [4, '4 символа'], [5, '5 символов'], [11, '11 символов'],
    [12, '12 символов'], [14, '14 символов'], [21, '21 символ'], [22, '22 символа'], [25, '25 символов'],
    [101, '101 символ'], [111, '111 символов'], [112, '112 символов'], [2000, '2000 символов'], [2001, '2001 символ'],
    [2002, '2002 символа'], [2011, '2011 символов'], [-1, '-1 символ'],
  ])('%i', (n, text) => {
    expect(countRu(n, CHARACTERS)).toBe(text);
  });

  it('a fraction takes the second form (1,5 символа)', () => {
    expect(pluralRu(1.5, CHARACTERS)).toBe('символа');
  });

  it('English: one or many', () => {
    expect(countEn(1, 'error')).toBe('1 error');
    expect(countEn(2, 'error')).toBe('2 errors');
    expect(countEn(0, 'copy', 'copies')).toBe('0 copies');
  });
});
