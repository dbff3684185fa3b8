/** Unit tests of ProfileTable (profile-table.ts): shapes by suit totals, exactly and one tile short. */
import { describe, expect, it } from 'vitest';
import { ProfileTable } from '../../../runtime/mahjong/profile-table.js';

describe('ProfileTable', () => {
  // Shape 0: 14 tiles of one suit; shape 1: 9 of one suit and 5 honors; shape 2: no profile.
  const table = new ProfileTable([{ suits: [14, 0, 0], honors: 0 }, { suits: [9, 0, 0], honors: 5 }, null], 1);

  it('finds the shapes whose profile the totals fit, numbered suits in any order', () => {
    expect(table.fitting(0, 14, 0, 0, 0)).toBe(0b001);
    expect(table.fitting(0, 0, 9, 5, 0)).toBe(0b010);
    expect(table.fitting(13, 1, 0, 0, 0)).toBe(0);
    expect(table.fitting(40, 0, 0, 0, 0)).toBe(0); // beyond every profile
  });

  it('finds the shapes one more tile could make the totals fit', () => {
    expect(table.fittingWithOneMore(13, 0, 0, 0, 0)).toBe(0b001); // one more of that suit
    expect(table.fittingWithOneMore(0, 9, 0, 4, 0)).toBe(0b010); // one more honor
    expect(table.fittingWithOneMore(0, 8, 0, 5, 0)).toBe(0b010); // one more of the suit
    expect(table.fittingWithOneMore(0, 14, 0, 0, 0)).toBe(0); // complete already: one more is too many
    expect(table.fittingWithOneMore(12, 1, 0, 0, 0)).toBe(0); // two suits
  });
});
