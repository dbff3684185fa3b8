/**
 * Hands the regulations make impossible (`scoring.impossible`), refused as bad input with one line and exit 2:
 * Repino-2008 В.6 and Bermuda Удв. 10, a calling hand declared at once "не берет костей со Стены" (no win from the
 * wall or on a loose tile); SBR, no chow claims (a declared chow) and a hand of three suits given without its void
 * suit. In `score`, in deal files (classical and Sichuan) and in event files, each at its place.
 */
import { describe, expect, it } from 'vitest';
import { runCli as run } from '../support/run-cli.js';

const lines = (text: string) => text.split('\n').filter((l) => l !== '');

describe('reglament score refuses an impossible hand', () => {
  it.each([
    ['regulations/repino-2008.yaml', '123m456p789s234s1z+1z', ['--immediate-calling', '--win', 'wall'], 'immediate-calling-draws-nothing'],
    ['regulations/repino-2008.yaml', '123m456p789s234s1z+1z', ['--immediate-calling', '--win', 'replacement'], 'immediate-calling-draws-nothing'],
    ['regulations/bermuda-triangle.yaml', '123m456p789s234s1z+1z', ['--immediate-calling', '--win', 'wall'], 'immediate-calling-draws-nothing'],
    ['regulations/sbr-2025.yaml', '[123m]456m789m234p5p+5p', ['--void', 's'], 'no-chow-claims'],
    ['regulations/sbr-2024.yaml', '123m456m789m234p5s+5s', [], 'void-suit-needed'],
  ])('%s %s %s: exit 2, one line', (regulation, hand, flags, rule) => {
    const r = run('score', regulation, hand, ...flags);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(lines(r.err)).toHaveLength(1);
    expect(r.err).toContain(`hand/impossible`);
    expect(r.err).toContain(`[${rule}]`);
  });

  it('says why in the language asked: a Sichuan hand needs its void suit', () => {
    expect(run('score', 'regulations/sbr-2025.yaml', '123m456m789m234p5s+5s').err).toContain('Сычуаньской руке нужна её запрещённая масть');
    expect(run('score', 'regulations/sbr-2025.yaml', '123m456m789m234p5s+5s', '--lang', 'en').err).toContain('A Sichuan hand needs its void suit');
  });

  it('the same hands are scored where the rules allow them', () => {
    // immediate calling on a discard: pair of own and prevailing wind 2 + 2, mahjong 20, only tile 2 = 26, x2 -> 52
    expect(run('score', 'regulations/repino-2008.yaml', '123m456p789s234s1z+1z', '--immediate-calling', '--json').code).toBe(0);
    expect(run('score', 'regulations/sbr-2025.yaml', '123m456m789m234p5p+5p', '--json').code).toBe(0);
  });
});

describe('deal and event files refuse an impossible hand at its place', () => {
  it('a classical deal file: at win.immediate-calling', () => {
    const r = run('deal', 'regulations/repino-2008.yaml', 'test/fixtures/deals/repino-immediate-calling-wall.yaml', '--lang', 'en');
    expect(r.code).toBe(2);
    // In Russian (the default): the same place, the rule's Russian name
    expect(lines(run('deal', 'regulations/repino-2008.yaml', 'test/fixtures/deals/repino-immediate-calling-wall.yaml').err))
      .toEqual([expect.stringMatching(/^test\/fixtures\/deals\/repino-immediate-calling-wall\.yaml:10:50  ошибка  hand\/impossible  B: .*\[immediate-calling-draws-nothing\]$/)]);
    expect(lines(r.err)).toEqual([expect.stringMatching(/^test\/fixtures\/deals\/repino-immediate-calling-wall\.yaml:10:50  error  hand\/impossible  B: impossible hand: .*\[immediate-calling-draws-nothing\]$/)]);
  });

  it('a Sichuan deal file: at the hand with the declared chow', () => {
    const r = run('deal', 'regulations/sbr-2025.yaml', 'test/fixtures/sichuan/deal-chow.yaml', '--lang', 'en');
    expect(r.code).toBe(2);
    expect(lines(r.err)).toEqual([expect.stringMatching(/^test\/fixtures\/sichuan\/deal-chow\.yaml:5:14  error  hand\/impossible  B: impossible hand: .*\[no-chow-claims\]$/)]);
  });

  it('an event file: the deal is reported at win.immediate-calling and not counted', () => {
    const r = run('standings', 'test/fixtures/events/bad-immediate-calling-wall.yaml', '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.err).toContain('bad-immediate-calling-wall.yaml: deal 1 of table 1 in round 1, win.immediate-calling  error  hand/impossible  B: impossible hand:');
    // Russian by default: the place, the severity and the message.
    const ru = run('standings', 'test/fixtures/events/bad-immediate-calling-wall.yaml');
    expect(ru.err).toContain('bad-immediate-calling-wall.yaml: сдача 1, стол 1, тур 1, win.immediate-calling  ошибка  hand/impossible  B: невозможная рука:');
  });
});
