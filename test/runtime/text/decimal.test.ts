/**
 * One decimal separator (issue 18): a number a judge reads in Russian has the decimal comma, in English the point;
 * whole numbers, signs and exact fractions are left as they are.
 */
import { describe, expect, it } from 'vitest';
import { countRu, decimalText } from '../../../runtime/index.js';
import { formatNumber } from '../../../present/index.js';

describe('decimalText', () => {
  it('writes the decimal comma in Russian and the point in English', () => {
    expect(decimalText(0.5, 'ru')).toBe('0,5');
    expect(decimalText(0.5, 'en')).toBe('0.5');
    expect(decimalText('-100.00', 'ru')).toBe('-100,00');
    expect(decimalText('+2.5', 'ru')).toBe('+2,5');
  });

  it('leaves whole numbers and exact fractions as they are', () => {
    expect(decimalText(-100, 'ru')).toBe('-100');
    expect(decimalText('112/3', 'ru')).toBe('112/3');
  });

  it('is the rule of the other number helpers: formatNumber rounds to two decimals, countRu counts halves', () => {
    // 2/3 rounded to two decimals is 0.67.
    expect(formatNumber(2 / 3, 'ru')).toBe('0,67');
    expect(formatNumber(2 / 3, 'en')).toBe('0.67');
    // 1.5 takes the "few" form: «1,5 символа».
    expect(countRu(1.5, ['символ', 'символа', 'символов'])).toBe('1,5 символа');
  });
});
