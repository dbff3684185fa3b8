/**
 * The circumstances a scoring reads (resolved-options.ts): the defaults filled in, a frozen object's record kept, an
 * unfrozen object read anew at every call.
 */
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../runtime/mahjong/resolved-options.js';
import { DEFAULT_WIN_OPTIONS, type WinOptions } from '../../../runtime/mahjong/score-types.js';

describe('resolveOptions', () => {
  it('fills in the defaults of the circumstances not given', () => {
    const o = resolveOptions({ seat: 'S', win: 'wall' });
    expect(o).toEqual({ ...DEFAULT_WIN_OPTIONS, seat: 'S', win: 'wall', void: undefined });
  });

  it('keeps the record of a frozen object, whose fields cannot change', () => {
    const frozen: Partial<WinOptions> = Object.freeze({ round: 'W', honba: 2 });
    const first = resolveOptions(frozen);
    resolveOptions({ round: 'N' });
    expect(resolveOptions(frozen)).toBe(first);
    expect(first.round).toBe('W');
    expect(first.honba).toBe(2);
  });

  it('reads an unfrozen object anew at every call (the caller may change it between two)', () => {
    const options: Partial<WinOptions> = { seat: 'N' };
    expect(resolveOptions(options).seat).toBe('N');
    options.seat = 'W';
    expect(resolveOptions(options).seat).toBe('W');
  });
});
