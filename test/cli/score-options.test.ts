/**
 * The score options shared by `score` and hands files: the void suit and the win after a kong, and the options of
 * `reglament score` made from the circumstance table.
 */
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { addScoreOptions } from '../../cli/score-options.js';
import { parseScoreArgs } from '../../cli/score-words.js';
import { CIRCUMSTANCE_LIST } from '../../runtime/index.js';

describe('score options', () => {
  it('reads --void and --after-kong', () => {
    const r = parseScoreArgs(['123m+1m', '--void', 's', '--after-kong']);
    expect(r).toMatchObject({ hand: '123m+1m', options: { void: 's', afterKong: true } });
  });

  it('leaves the void suit out and after-kong false by default', () => {
    const r = parseScoreArgs([]);
    expect('options' in r && r.options.void).toBeUndefined();
    expect(r).toMatchObject({ options: { afterKong: false } });
  });

  it('names the nearest option for an unknown one, as commander does', () => {
    expect(parseScoreArgs(['--sea', 'S'])).toEqual({
      error: "unknown option '--sea' (Did you mean --seat?)",
      text: { en: "unknown option '--sea' (Did you mean --seat?)", ru: "неизвестный параметр '--sea' (может быть, --seat?)" },
    });
    expect(parseScoreArgs(['--zzz'])).toEqual({ error: "unknown option '--zzz'", text: { en: "unknown option '--zzz'", ru: "неизвестный параметр '--zzz'" } });
  });

  it('rejects a void suit that is not m, p or s', () => {
    expect(parseScoreArgs(['--void', 'z'])).toMatchObject({ error: expect.stringContaining('--void') });
    // void must be one of m, p, s: the Russian says so in Russian.
    expect(parseScoreArgs(['--void', 'z'])).toMatchObject({ text: { ru: 'параметр «--void»: нужно одно из m, p, s, а указано «z»' } });
  });
});

describe('the options of `reglament score`', () => {
  it('are the circumstances of the table, with their defaults and choices', () => {
    const options = addScoreOptions(new Command()).options;
    expect(options.map((o) => o.long)).toEqual(CIRCUMSTANCE_LIST.map((c) => `--${c.key}`));
    expect(options.find((o) => o.long === '--seat')).toMatchObject({ defaultValue: 'E', argChoices: ['E', 'S', 'W', 'N'] });
    expect(options.find((o) => o.long === '--void')).toMatchObject({ defaultValue: undefined, argChoices: ['m', 'p', 's'] });
    expect(options.find((o) => o.long === '--last-tile')).toMatchObject({ required: false, optional: false });
  });
});
