/**
 * The riichi hanchan sheet of the desk (`POST /api/riichi/sheet`, games/riichi/desk-sheet.ts): what a riichi table's
 * hanchan gives before it is saved, by its final scores or deal by deal, with the event model's problems at their
 * fields; nothing is written. EMA 2016: start = target 30,000, uma +15,000/+5,000/−5,000/−15,000 shared by tied
 * players, sticks of 1,000 to the first place, chombo 20,000 after the uma, 1,000 points per tournament point.
 */
import { describe, expect, it } from 'vitest';
import { openStore } from '../../store/index.js';
import { createStore, request, useDesk } from '../support/desk.js';

describe('the riichi sheet', () => {
  const desk = useDesk(() => {
    const file = createStore('riichi-ema-2016', 5, ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id })));
    const store = openStore(file);
    store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: ['A', 'B', 'C', 'D'] }] } });
    store.close();
    return file;
  });
  const sheet = (hanchan: unknown, round = 1, table = 1) => request(`${desk.api()}/api/riichi/sheet`, { json: { round, table, hanchan } });

  it('ends a hanchan given by its final scores: the stick to the first, the tied share the uma, the chombo after it', async () => {
    // A 45000 + B 26000 + C 24000 + D 24000 + 1 stick = 120000. The stick to A: 46000 − 30000 + 15000 = 31000 -> 31;
    // B 26000 − 30000 + 5000 = 1000 -> 1; C and D share places 3-4: uma (−5000 − 15000) / 2 = −10000 each,
    // 24000 − 30000 − 10000 = −16000 -> −16; D's chombo 20000 after the uma: −36000 -> −36.
    const version = (await request(`${desk.api()}/api/event`)).body.version as number;
    const answer = await sheet({ scores: { A: 45000, B: 26000, C: 24000, D: 24000 }, sticks: 1, chombo: ['D'] });
    expect(answer.status).toBe(200);
    expect(answer.body.problems).toEqual([]);
    expect(answer.body.deals).toEqual([]);
    expect(answer.body.standings.map((s: Record<string, number>) => [s.player, s.place, s.tied, s.score, s.uma, s.chombo, s.points])).toEqual([
      ['A', 1, 1, 46000, 15000, 0, 31], ['B', 2, 1, 26000, 5000, 0, 1], ['C', 3, 2, 24000, -10000, 0, -16], ['D', 3, 2, 24000, -10000, -20000, -36],
    ]);
    // Nothing was written.
    expect((await request(`${desk.api()}/api/event`)).body.version).toBe(version);
  });

  it('shows the hall the riichi standings in game points, as the standings themselves count them', async () => {
    // riichi-base.yaml's standings rank by [points, game-points]: a table's score is game points, not vists.
    expect((await request(`${desk.api()}/hall/state`)).body.standings.unit).toBe('points');
  });

  it('gives the event model\'s problems at their fields, in Russian too', async () => {
    // 40000 + 30000 + 30000 + 19000 = 119000: 1000 short of 4 × 30000.
    const short = await sheet({ scores: { A: 40000, B: 30000, C: 30000, D: 19000 } });
    expect(short.body.problems).toEqual([expect.objectContaining({ code: 'event/riichi-score-sum', field: 'payload.hanchan.scores' })]);
    expect(short.body.problems[0].text.ru).toContain('дают 119000, а не 4 × 30000 = 120000');
    expect(short.body.standings).toEqual([]);
    const stranger = await sheet({ deals: [{ win: { player: 'X', han: 1, fu: 30, from: 'wall' } }] });
    expect(stranger.body.problems).toEqual([expect.objectContaining({ code: 'deal/unknown-player', field: 'payload.hanchan.deals.0.win.player' })]);
  });

  it('works a hanchan out deal by deal, with each deal\'s payments and the running scores', async () => {
    // East 1, dealer A: B wins on C's discard with 2 han 30 fu typed: 30 × 2^4 = 480, × 4 = 1920 -> 2000 from C.
    const answer = await sheet({ deals: [{ win: { player: 'B', han: 2, fu: 30, from: 'discard', discarder: 'C' } }] });
    expect(answer.body.problems).toEqual([]);
    expect(answer.body.deals).toEqual([expect.objectContaining({
      n: 1, round: 'E1', dealer: 'A', honba: 0, sticks: 0, kind: 'win',
      change: { A: 0, B: 2000, C: -2000, D: 0 }, scores: { A: 30000, B: 32000, C: 28000, D: 30000 },
      payments: [expect.objectContaining({ from: 'C', to: 'B', amount: 2000, clause: expect.stringContaining('EMA 4.1.2') })],
    })]);
    // The typed counters in Russian by the regulation's names of them (Хан, Фу).
    expect(answer.body.deals[0].wins).toEqual([{ player: 'B', text: 'han 2, fu 30', typed: true, typedText: { ru: 'хан 2, фу 30', en: 'han 2, fu 30' }, counters: { yakuman: 0, han: 2, fu: 30 }, value: 480, limit: null }]);
  });

  it('refuses a table that is not seated', async () => {
    const answer = await sheet({ scores: {} }, 2, 1);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'table', text: expect.objectContaining({ ru: 'такого стола в этом туре нет' }) })]);
  });
});
