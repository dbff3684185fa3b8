/**
 * The circumstance table and its readers: the mapping of regulation tests and the desk, the words of hands files and
 * old `args:` strings, and the two agree (a mapping written as words reads back the same).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CIRCUMSTANCE_LIST, circumstancesOf, circumstanceWords, DEFAULT_WIN_OPTIONS, parseTileList, readCircumstances, readCircumstanceWords,
} from '../../../runtime/index.js';

/** A mapping of circumstances the table allows: any subset of its keys, each with an allowed value. */
const valueOf = (v: (typeof CIRCUMSTANCE_LIST)[number]['value']): fc.Arbitrary<string | number | boolean> => {
  switch (v.kind) {
    case 'flag': return fc.boolean();
    case 'choice': return fc.constantFrom(...v.values);
    case 'count': return fc.nat({ max: 20 });
    case 'tiles': return fc.constantFrom('3m', '3m7z', '9s1p', '4z4z');
  }
};
const mappings = fc.record(Object.fromEntries(CIRCUMSTANCE_LIST.map((c) => [c.key, valueOf(c.value)])), { requiredKeys: [] }) as fc.Arbitrary<
  Record<string, string | number | boolean>
>;

describe('hand circumstances', () => {
  it('has a row for every field of WinOptions, keyed in kebab-case', () => {
    expect(CIRCUMSTANCE_LIST.map((c) => c.key)).toEqual([
      'seat', 'round', 'win', 'last-tile', 'immediate-calling', 'heavenly', 'earthly', 'kong-on-kong', 'after-kong', 'last-of-kind', 'void',
      'riichi', 'double-riichi', 'ippatsu', 'renhou', 'dora', 'ura', 'honba', 'sticks',
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
    expect(readCircumstances({ sea: 'S', win: 'wal', heavenly: 'yes' })).toMatchObject({
      problems: [
        { key: 'sea', message: expect.stringMatching(/^unknown circumstance 'sea' \(known: seat, round, win,/) },
        { key: 'win', message: 'win must be one of discard, wall, replacement, robbing, got "wal"' },
        { key: 'heavenly', message: 'heavenly must be true or false, got "yes"' },
      ],
    });
    expect(readCircumstances(['--seat', 'S'])).toMatchObject({ problems: [{ message: expect.stringContaining('a mapping') }] });
  });

  it('says every problem in Russian too', () => {
    const read = readCircumstances({ sea: 'S', win: 'wal', heavenly: 'yes', honba: -1, ura: '3x' });
    expect('problems' in read && read.problems.map((p) => p.text.ru)).toEqual([
      expect.stringMatching(/^неизвестное обстоятельство «sea» \(известны: seat, round, win,/),
      'win: нужно одно из discard, wall, replacement, robbing, а указано "wal"',
      'heavenly: нужно true или false, а указано "yes"',
      'honba: нужно число (0, 1, 2...), а указано -1',
      'ura: нужно кости в записи руки, например 3m7z, а указано "3x"',
    ]);
    expect('problems' in read && read.problems.every((p) => p.text.en === p.message)).toBe(true);
    expect(readCircumstanceWords(['--seat', 'X'])).toMatchObject({ text: { ru: 'параметр «--seat»: нужно одно из E, S, W, N, а указано «X»' } });
    expect(readCircumstanceWords(['1m', '2m'])).toMatchObject({ text: { ru: 'больше одной руки: «1m» и «2m»' } });
  });

  it('reads counts and indicator tiles (riichi), from a mapping and from words', () => {
    const tiles = parseTileList('3m7z');
    if (!tiles.ok) throw new Error(tiles.message);
    expect(readCircumstances({ riichi: true, dora: '3m7z', honba: 2, sticks: '1' })).toEqual({
      options: { ...DEFAULT_WIN_OPTIONS, riichi: true, dora: tiles.tiles, honba: 2, sticks: 1 },
    });
    expect(readCircumstances({ honba: -1, ura: '3x' })).toMatchObject({
      problems: [
        { key: 'honba', message: 'honba must be a count (0, 1, 2...), got -1' },
        { key: 'ura', message: 'ura must be tiles in the hand notation, e.g. 3m7z, got "3x"' },
      ],
    });
    expect(readCircumstanceWords(['--dora', '3m7z', '--honba=2'])).toEqual({ mapping: { dora: '3m7z', honba: 2 } });
    expect(readCircumstanceWords(['--sticks', 'two'])).toMatchObject({ error: "option '--sticks' must be a count (0, 1, 2...), got 'two'" });
  });

  it('reads words: a value after its flag or after =, a flag alone, at most one hand', () => {
    expect(readCircumstanceWords(['123m+1m', '--seat', 'S', '--win=wall', '--last-tile'])).toEqual({
      hand: '123m+1m', mapping: { seat: 'S', win: 'wall', 'last-tile': true },
    });
    expect(readCircumstanceWords(['--seat'])).toMatchObject({ error: "option '--seat' needs a value: one of E, S, W, N" });
    expect(readCircumstanceWords(['--seat', 'X'])).toMatchObject({ error: "option '--seat' must be one of E, S, W, N, got 'X'" });
    expect(readCircumstanceWords(['--last-tile=true'])).toMatchObject({ error: "option '--last-tile' takes no value" });
    expect(readCircumstanceWords(['--sea', 'S'])).toMatchObject({ error: expect.stringMatching(/^unknown option '--sea' \(options: --seat, /), unknown: 'sea' });
    expect(readCircumstanceWords(['1m', '2m'])).toMatchObject({ error: "more than one hand: '1m' and '2m'" });
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
