/**
 * The standings' notes on stages in both languages (runtime/tournament/stage-note-texts.ts): the Russian names the
 * criteria and the formula by their words, the English reads as the notes always did (their `message`).
 */
import { describe, expect, it } from 'vitest';
import { finalPlayersNoteText, finalTieNoteText, formulaFinalPlayersNoteText, tieNoteText } from '../../../runtime/tournament/stage-note-texts.js';

describe('the notes on stages', () => {
  it('a tie where a formula decides who goes on: the formula by its name in Russian, by its id in English', () => {
    const text = tieNoteText(1, ['a', 'b'], ['points', 'vists'], { kind: 'formula', id: 'olympic-two-rounds', name: { ru: 'Олимпийская система в 2 тура', en: 'Knockout in 2 rounds' }, clause: '3' });
    expect(text.ru).toBe('после тура 1: a, b равны по всем показателям (очки, висты) там, где формула «Олимпийская система в 2 тура» (3) решает, кто проходит дальше; порядок взят по кодам игроков');
    expect(text.en).toBe('after round 1: a, b are equal on every criterion (points, vists) where the formula olympic-two-rounds (3) decides who goes on; the order taken is by player id');
  });

  it('a tie at a cut and at the choice of finalists, with how many go on', () => {
    expect(tieNoteText(3, ['x', 'y'], ['points', 'mahjongs', 'game-points'], { kind: 'cut', keep: 16 }).ru)
      .toBe('после тура 3: x, y равны по всем показателям (очки, маджонги, игровые очки) на отсечении (дальше проходят 16); порядок взят по кодам игроков');
    expect(tieNoteText(5, ['x', 'y'], ['points'], { kind: 'finalists', keep: 4 }).en)
      .toBe('after round 5: x, y are equal on every criterion (points) at the choice of finalists (4 go on); the order taken is by player id');
    expect(finalTieNoteText(5, ['x', 'y']).ru).toBe('после тура 5: x, y равны по всем показателям при выборе финалистов');
  });

  it('a final not played by the players the regulation or the formula sent', () => {
    expect(finalPlayersNoteText(6, ['a', 'b', 'c', 'e'], 4, 5, ['a', 'b', 'c', 'd']).ru).toBe('финал (тур 6) играли a, b, c, e; лучшие 4 после тура 5: a, b, c, d');
    expect(formulaFinalPlayersNoteText(2, ['a', 'e'], { id: 'olympic-two-rounds' }, ['a', 'b']).ru).toBe('финал (тур 2) играли a, e; формула «olympic-two-rounds» отправила в финал a, b');
  });
});
