/** The Russian word for tricks agrees with the number, as in the explained entries of a deal. */
import { describe, expect, it } from 'vitest';
import { tricksRu } from '../../../games/preference/tricks-word.js';

describe('tricksRu', () => {
  it('says 1 взятка, 2-4 взятки, 0 and 5-20 взяток, then again by the last digit', () => {
    expect([0, 1, 2, 4, 5, 10, 11, 12, 14, 21, 22, 25, 111, 112].map(tricksRu)).toEqual([
      '0 взяток', '1 взятка', '2 взятки', '4 взятки', '5 взяток', '10 взяток', '11 взяток', '12 взяток', '14 взяток',
      '21 взятка', '22 взятки', '25 взяток', '111 взяток', '112 взяток',
    ]);
  });

  it('says взятки for a half (a misère played half with the dealer)', () => {
    expect(tricksRu(0.5)).toBe('0.5 взятки');
  });
});
