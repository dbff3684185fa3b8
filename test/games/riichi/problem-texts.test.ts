/**
 * The problems of a riichi hanchan in Russian (games/riichi/problem-texts.ts): the reader's, the settlement's and the
 * table rule's, each with its English `message` and its `text` in both languages, as a judge sees them in the desk
 * and with `--lang ru`.
 */
import { describe, expect, it } from 'vitest';
import { compileScorer, evaluateEvent, type EventData } from '../../../runtime/index.js';
import { readRiichiHanchan, settleRiichiHanchan, tableRulesOf } from '../../../games/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const EMA = irOfFile('regulations/riichi-ema-2016.yaml');
const WRC = irOfFile('regulations/riichi-wrc-2022.yaml');
const PLAYERS = ['A', 'B', 'C', 'D'];

describe('riichi problems in Russian', () => {
  it('the reader names a stranger, a missing discarder and two endings in Russian', () => {
    const { problems } = readRiichiHanchan({
      players: PLAYERS,
      deals: [{ win: { player: 'X', hand: '123m456p789s234s9m+9m', from: 'discard', discarder: 'C' } }, { win: { player: 'B', han: 2, fu: 30, from: 'discard' } }, { draw: { tenpai: [] }, chombo: 'A' }],
    });
    expect(problems.map((p) => [p.code, p.text?.ru])).toEqual([
      ['deal/unknown-player', "'X' не сидит за этим столом (A, B, C, D)"],
      ['deal/discarder-missing', 'у выигрыша со сброса указывается сбросивший (discarder)'],
      ['deal/no-result', 'сдача кончается одним способом: win, draw или chombo (указано: draw и chombo)'],
    ]);
    expect(problems[0]!.message).toBe("'X' does not sit at the table (A, B, C, D)");
  });

  it('a typed counter that is not a number is named as such', () => {
    const { problems } = readRiichiHanchan({ players: PLAYERS, deals: [{ win: { player: 'B', han: 'три', fu: 30, from: 'wall' } }] });
    expect(problems.map((p) => [p.path.join('.'), p.text?.ru])).toEqual([
      // The keys listed are the win's own (those of its circumstances follow the game's list).
      ['deals.0.win.han', expect.stringMatching(/^неизвестный ключ 'han' \(здесь бывают: player, hand, from, discarder, liable, .*ippatsu, renhou, dora, ura; введённый счётчик, например han или fu, — целое число\)$/)],
    ]);
  });

  it('the settlement says in Russian who alone wins on one discard under WRC', () => {
    const read = readRiichiHanchan({ players: PLAYERS, deals: [{ win: [{ player: 'B', han: 1, fu: 30, from: 'discard', discarder: 'A' }, { player: 'C', han: 1, fu: 30, from: 'discard', discarder: 'A' }] }] });
    const r = settleRiichiHanchan(compileScorer(WRC), WRC.riichi!, read.input!);
    expect(r.problems[0]!.text?.ru).toBe('на один сброс выигрывает один игрок (WRC 5.7.6 When a win is declared): выигрывает только B, первый по ходу после A; запишите только его выигрыш');
  });

  it('a hand written wrongly: its notation error in Russian, with the player, the hand and the column', () => {
    // '9q' at offset 16: the 17th character of the hand; the error's own words come from the notation (runtime).
    const read = readRiichiHanchan({ players: PLAYERS, deals: [{ win: { player: 'B', hand: '123m456p789s234s9q+9m', from: 'discard', discarder: 'A' } }] });
    const r = settleRiichiHanchan(compileScorer(EMA), EMA.riichi!, read.input!);
    expect(r.problems.map((p) => [p.code, p.path.join('.')])).toEqual([['hand/unknown-tile', 'deals.0.win.hand']]);
    expect(r.problems[0]!.text?.ru).toBe('рука B «123m456p789s234s9q+9m», позиция 17: неизвестная буква масти «q»: масти — m, p, s, z (онеры) и f (бонусные кости)');
    expect(r.problems[0]!.message).toBe(`B's hand "123m456p789s234s9q+9m", column 17: unknown suit letter 'q': suits are m, p, s, z (honors) and f (bonus tiles)`);
  });

  it("an event table's final scores: each problem in Russian at its path", () => {
    const event: EventData = {
      regulation: 'riichi-ema-2016.yaml', seed: 1, players: PLAYERS.map((id) => ({ id, name: id })),
      rounds: [{ tables: [{ players: PLAYERS, hanchan: { scores: { A: 30000, B: 30000, C: 30000, D: 'много' }, sticks: -1 } }] }],
    };
    const { problems } = evaluateEvent(EMA, event, tableRulesOf(EMA));
    expect(problems.map((p) => [p.path.slice(5).join('.'), p.text?.ru])).toEqual([
      ['scores.D', 'итоговый счёт D: целое число очков'],
      ['sticks', 'sticks: палочки риичи, оставшиеся на столе после последней сдачи, целое число от 0'],
    ]);
  });
});
