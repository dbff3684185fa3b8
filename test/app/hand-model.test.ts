/**
 * The score page's hand model (app/client/hand-model.ts): tiles clicked in each mode become the notation of
 * `reglament score`, and typed notation is read back into groups.
 */
import { describe, expect, it } from 'vitest';
import { addTile, emptyHand, formatHandModel, parseHandText, removeLast, type AddMode } from '../../app/client/hand-model.js';

/** Clicks tiles in a mode, one after the other. */
function click(tiles: string[], mode: AddMode, start = emptyHand()) {
  return tiles.reduce((hand, t) => addTile(hand, t, mode), start);
}

describe('the hand model', () => {
  it('writes concealed runs of one suit with one letter, melds in brackets, the winning tile last', () => {
    let hand = click(['1m', '2m', '3m', '5p', '5p'], 'concealed');
    hand = click(['7z', '7z', '7z'], 'exposed', hand);
    hand = addTile(hand, '5p', 'win');
    expect(formatHandModel(hand)).toBe('123m55p[777z]+5p');
  });

  it('closes an exposed meld at three tiles, or grows an equal three into a kong', () => {
    expect(formatHandModel(click(['1m', '2m', '3m', '4m'], 'exposed'))).toBe('[123m][4m]');
    expect(formatHandModel(click(['5s', '5s', '5s', '5s', '6s'], 'exposed'))).toBe('[5555s][6s]');
    expect(formatHandModel(click(['1z', '1z', '1z', '1z'], 'kong'))).toBe('{1111z}');
    // A red five is a five of its suit: 5p 5p 5p then 0p is a kong of fives, not a new meld.
    expect(formatHandModel(click(['5p', '5p', '5p', '0p'], 'exposed'))).toBe('[5550p]');
  });

  it('starts a new meld on demand, and undoes the last tile of the mode it was added in', () => {
    const two = addTile(click(['2p', '2p'], 'exposed'), '3p', 'exposed', true);
    expect(formatHandModel(two)).toBe('[22p][3p]');
    expect(formatHandModel(removeLast(two, 'exposed'))).toBe('[22p]');
    const won = addTile(click(['1m'], 'concealed'), '1m', 'win');
    expect(formatHandModel(removeLast(won, 'win'))).toBe('1m');
    expect(formatHandModel(removeLast(won, 'concealed'))).toBe('+1m');
  });

  it('reads typed notation back into the same groups', () => {
    const text = '123m456m789m2m[777z]{1111p}+2m';
    const hand = parseHandText(text);
    expect(hand.concealed).toEqual(['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '2m']);
    expect(hand.melds).toEqual([{ kind: 'exposed', tiles: ['7z', '7z', '7z'] }, { kind: 'kong', tiles: ['1p', '1p', '1p', '1p'] }]);
    expect(hand.win).toBe('2m');
    // Written back compactly (runs of one suit share the letter), the same hand.
    expect(formatHandModel(hand)).toBe('1234567892m[777z]{1111p}+2m');
    expect(parseHandText(formatHandModel(hand))).toEqual(hand);
  });
});
