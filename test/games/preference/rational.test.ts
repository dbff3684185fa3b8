/**
 * Exact fractions of pulya results: reduced, compared exactly, shown rounded only for display.
 */
import { describe, expect, it } from 'vitest';
import { add, compare, formatExact, formatRounded, fromNumber, mul, parseRational, rational, sub } from '../../../games/index.js';

describe('rational', () => {
  it('keeps fractions reduced with a positive denominator', () => {
    expect(rational(6, -9)).toEqual({ num: -2, den: 3 });
    expect(add(rational(1, 3), rational(1, 6))).toEqual({ num: 1, den: 2 });
    expect(sub(rational(1, 3), rational(1, 3))).toEqual({ num: 0, den: 1 });
    expect(mul(rational(20), rational(-4, 3))).toEqual({ num: -80, den: 3 });
    expect(fromNumber(2.5)).toEqual({ num: 5, den: 2 });
    expect(compare(rational(112, 3), rational(37))).toBe(1);
  });

  it('shows results rounded half away from zero, with a sign', () => {
    expect(formatRounded(rational(112, 3), 2)).toBe('+37.33');
    expect(formatRounded(rational(-284, 3), 2)).toBe('-94.67');
    expect(formatRounded(rational(-205, 2), 0)).toBe('-103'); // −102.5
    expect(formatRounded(rational(55, 2), 0)).toBe('+28'); // 27.5
    expect(formatRounded(rational(1, 1000), 2)).toBe('0');
    expect(formatRounded(rational(-5), 2)).toBe('-5.00');
  });

  it('parses exact text', () => {
    expect(parseRational('112/3')).toEqual({ num: 112, den: 3 });
    expect(parseRational('-40/3')).toEqual({ num: -40, den: 3 });
    expect(parseRational('2.5')).toEqual({ num: 5, den: 2 });
    expect(parseRational('1/0')).toBeUndefined();
    expect(parseRational('x')).toBeUndefined();
    expect(formatExact(rational(-284, 3))).toBe('-284/3');
  });
});
