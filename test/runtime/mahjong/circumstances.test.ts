/**
 * The circumstance table and its readers: the mapping of regulation tests and the desk, the words of hands files and
 * old `args:` strings, and the two agree (a mapping written as words reads back the same).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CIRCUMSTANCE_LIST, circumstancesOf, circumstanceWords, DEFAULT_WIN_OPTIONS, readCircumstances, readCircumstanceWords,
} from '../../../runtime/index.js';

/** A mapping of circumstances the table allows: any subset of its keys, each with an allowed value. */
const mappings = fc.record(
  Object.fromEntries(CIRCUMSTANCE_LIST.map((c) => [c.key, c.value.kind === 'flag' ? fc.boolean() : fc.constantFrom(...c.value.values)])),
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, string | boolean>>;

describe('hand circumstances', () => {
  it('has a row for every field of WinOptions, keyed in kebab-case', () => {
    expect(CIRCUMSTANCE_LIST.map((c) => c.key)).toEqual([
      'seat', 'round', 'win', 'last-tile', 'immediate-calling', 'heavenly', 'earthly', 'kong-on-kong', 'after-kong', 'void',
    ]);
  });

  it('reads nothing as the defaults, and a mapping over them', () => {
    expect(readCircumstances(undefined)).toEqual({ options: DEFAULT_WIN_OPTIONS });
    expect(readCircumstances({})).toEqual({ options: DEFAULT_WIN_OPTIONS });
    expect(readCircumstances({ seat: 'S', win: 'wall', 'last-tile': true, void: 'p' })).toEqual({
      options: { ...DEFAULT_WIN_OPTIONS, seat: 'S', win: 'wall', lastTile: true, void: 'p' },
    });
  });

  it('reports every bad key and value of a mapping, by key', () => {
    expect(readCircumstances({ sea: 'S', win: 'wal', heavenly: 'yes' })).toEqual({
      problems: [
        { key: 'sea', message: expect.stringMatching(/^unknown circumstance 'sea' \(known: seat, round, win,/) },
        { key: 'win', message: 'win must be one of discard, wall, replacement, robbing, got "wal"' },
        { key: 'heavenly', message: 'heavenly must be true or false, got "yes"' },
      ],
    });
    expect(readCircumstances(['--seat', 'S'])).toMatchObject({ problems: [{ message: expect.stringContaining('a mapping') }] });
  });

  it('reads words: a value after its flag or after =, a flag alone, at most one hand', () => {
    expect(readCircumstanceWords(['123m+1m', '--seat', 'S', '--win=wall', '--last-tile'])).toEqual({
      hand: '123m+1m', mapping: { seat: 'S', win: 'wall', 'last-tile': true },
    });
    expect(readCircumstanceWords(['--seat'])).toEqual({ error: "option '--seat' needs a value: one of E, S, W, N" });
    expect(readCircumstanceWords(['--seat', 'X'])).toEqual({ error: "option '--seat' must be one of E, S, W, N, got 'X'" });
    expect(readCircumstanceWords(['--last-tile=true'])).toEqual({ error: "option '--last-tile' takes no value" });
    expect(readCircumstanceWords(['--sea', 'S'])).toEqual({ error: expect.stringMatching(/^unknown option '--sea' \(options: --seat, /), unknown: 'sea' });
    expect(readCircumstanceWords(['1m', '2m'])).toEqual({ error: "more than one hand: '1m' and '2m'" });
  });

  it('writes a mapping as words that read back as the same mapping (false flags left out)', () => {
    fc.assert(fc.property(mappings, (m) => {
      const read = readCircumstanceWords(circumstanceWords(m));
      const given = Object.fromEntries(Object.entries(m).filter(([, v]) => v !== false));
      expect(read).toEqual({ mapping: given });
    }));
  });

  it('gives the mapping of WinOptions: what differs from the defaults, and the fields asked for always', () => {
    const options = { ...DEFAULT_WIN_OPTIONS, round: 'S' as const, kongOnKong: true };
    expect(circumstancesOf(options)).toEqual({ round: 'S', 'kong-on-kong': true });
    expect(circumstancesOf(options, ['seat', 'win'])).toEqual({ seat: 'E', round: 'S', win: 'discard', 'kong-on-kong': true });
    fc.assert(fc.property(mappings, (m) => {
      const read = readCircumstances(m);
      expect('options' in read && readCircumstances(circumstancesOf(read.options))).toEqual(read);
    }));
  });
});
