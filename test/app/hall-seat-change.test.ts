/**
 * Seats changed in the middle of a round (#19): after a deal the judge moves players to other seats (a `seating`
 * entry with the table: the event's `seat-changes`). The deals already played keep the seats they were played
 * with, the later ones are played with the new seats (East still passes from seat to seat); the printed standings
 * say which deals counted with which seats, and the history keeps the change as an entry of its own. A change that
 * does not seat exactly the table's players is refused. Expected values worked out by hand (Bermuda; the hands and
 * their arithmetic as in hall-fix-seats.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkEvent, type EventData } from '../../runtime/index.js';
import { request, useDesk } from '../support/desk.js';
import { seatedBermudaStore } from '../support/hall-event.js';

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];
const HANDS = { Anna: '123m456m789m2m[777z]+2m', Boris: '123p456p789p1s5s9s3z', Vera: '234s567s11z22z3z4z5z', Gleb: '345p678s1m9m1p9p1s9s6z' };
/** Anna wins on Boris's discard (the same hands at both deals). */
const DEAL = { hands: HANDS, win: { player: 'Anna', from: 'discard', discarder: 'Boris' } };
/** After deal 1 Boris and Anna swap seats: Boris takes the first seat, Anna the second. */
const SWAPPED = ['Boris', 'Anna', 'Vera', 'Gleb'];

describe('seats changed after a deal of the round', () => {
  const desk = useDesk(() => seatedBermudaStore(PLAYERS, (store) => {
    store.record({ kind: 'deal', round: 1, table: 1, payload: DEAL });
  }));

  it('keeps the seats of the deal played and plays the next deal with the new seats', async () => {
    const api = desk.api();
    const before = (await request(`${api}/api/event`)).body;
    const change = await request(`${api}/api/entries`, { json: { version: before.version, entry: { kind: 'seating', round: 1, table: 1, payload: { 'after-deal': 1, players: SWAPPED } } } });
    expect(change.status).toBe(200);
    const deal2 = await request(`${api}/api/entries`, { json: { version: change.body.version, entry: { kind: 'deal', round: 1, table: 1, payload: DEAL } } });
    expect(deal2.status).toBe(200);

    const after = (await request(`${api}/api/event`)).body;
    const [first, second] = after.entries.filter((e: { kind: string }) => e.kind === 'deal').map((e: { seq: number }) => e.seq as number);
    // The prevailing wind is South. Anna's hand is worth 104 in any seat; Boris's and Gleb's 0 (no scoring sets);
    // Vera's 234s 567s 11z 22z: pair of the round wind 22z +2 (Прил. 5.б, табл. 1), one suit with honors x2 (Удв. 1)
    // = 4; sitting South it is also her own wind's pair, +2: (2 + 2) x 2 = 8.
    // Deal 1, as played (seats Anna, Boris, Vera, Gleb; Anna East, Vera West): each loser pays East Anna double,
    // 208; Vera's 4 comes from Boris and Gleb: Anna +624, Boris -212, Vera -200 (-208 +4 +4), Gleb -212.
    // (Had the new seats counted from the start, Boris would have been East: +416/-216/-92/-108.)
    expect(after.settlements[first].en.net).toEqual({ Anna: 624, Boris: -212, Vera: -200, Gleb: -212 });
    // Deal 2: East passes every deal (Bermuda 4.1.1) to the second seat, where Anna sits now; seats from there
    // Anna E, Vera S, Gleb W, Boris N. Each loser pays East Anna 208; Vera (South: 8) gets 8 from Boris and Gleb:
    // Anna +624, Boris -216, Vera -192 (-208 +8 +8), Gleb -216 (sum 0).
    // (With the old seats Boris would have been East: Anna +208 +104 +104 = +416; Vera South 8, doubled from East
    // Boris 16 and 8 from Gleb: -104 +16 +8 = -80; Boris -208 -16 = -224; Gleb -104 -8 = -112.)
    expect(after.settlements[second].en.net).toEqual({ Anna: 624, Boris: -216, Vera: -192, Gleb: -216 });
    // The table's vists: Anna 624 + 624 = 1248, Boris -212 - 216 = -428, Vera -200 - 192 = -392, Gleb -428 (sum 0).
    const vists = Object.fromEntries(Object.entries(after.rounds[0].results[0] as Record<string, { vists: number }>).map(([p, r]) => [p, r.vists]));
    expect(vists).toEqual({ Anna: 1248, Boris: -428, Vera: -392, Gleb: -428 });
    // Deal 3 is the third seat's turn, Vera's (she kept her seat).
    expect(after.rounds[0].nextEast).toEqual(['Vera']);
    // The players' phones and the hall's screen show the table as it plays now.
    const cards = (await request(`${api}/print/table-cards.html?round=1`)).body as string;
    const code = /data-code>(\d{6})</.exec(cards)![1]!;
    const table = (await request(`${api}/play/table?code=${code}`)).body;
    expect(table.players.map((p: { id: string }) => p.id)).toEqual(SWAPPED);
    expect(table.nextEast).toBe('Vera');
    // The table card printed now gives the new seats, and says they are for deal 3 on (two deals are played).
    const cardSeats = [...cards.matchAll(/<tr><th>([^<]*)<\/th><td>[^<]*<\/td><td class="id">([^<]*)<\/td><\/tr>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(cardSeats).toEqual(['East Boris', 'South Anna', 'West Vera', 'North Gleb']);
    expect(cards).toContain('<p class="seats-from" data-from-deal="3">Seats from deal 3 (after a change of seats or a substitution during the round)</p>');
    // The blank score sheet is for deals 3 on: its columns in the new seat order, its rows numbered 3, 4, ..., and
    // East passes every deal from seat to seat: deal 3 the third seat (Vera), 4 Gleb, 5 Boris, 6 Anna.
    const sheet = (await request(`${api}/print/score-sheets.html?round=1&rows=4&lang=ru`)).body as string;
    expect(sheet).toContain('Места с сдачи 3 (после пересадки или замены по ходу тура)');
    const head = [.../<thead><tr>(.*?)<\/tr><\/thead>/.exec(sheet)![1]!.matchAll(/<th>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(head.slice(0, 6)).toEqual(['Сдача', 'Восток', 'Boris R.', 'Anna R.', 'Vera R.', 'Gleb R.']);
    const rows = [...sheet.matchAll(/<tr><td class="n">(\d+)<\/td><td>([^<]*)<\/td>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(rows).toEqual(['3 Vera R.', '4 Gleb R.', '5 Boris R.', '6 Anna R.']);
  });

  it('explains the change under the printed standings and keeps it in the history', async () => {
    const api = desk.api();
    const page = (await request(`${api}/print/standings.html?lang=ru`)).body as string;
    const item = /<li class="seat-change" data-round="1" data-table="1" data-after-deal="1">([^<]*)<\/li>/.exec(page);
    expect(item?.[1]).toBe('Тур 1, стол 1: после сдачи 1 игроки пересели: было В Anna R. (Anna), Ю Boris R. (Boris), З Vera R. (Vera), С Gleb R. (Gleb); '
      + 'стало В Boris R. (Boris), Ю Anna R. (Anna), З Vera R. (Vera), С Gleb R. (Gleb). сдачи 1–1 посчитаны с местами, на которых их сыграли, следующие — с новыми.');
    expect(page).toContain('<h2>Пересадки по ходу тура</h2>');
    const history = (await request(`${api}/api/history`)).body.history as Array<{ kind: string; round: number | null; table: number | null; payload: unknown }>;
    expect(history.filter((e) => e.kind === 'seating').map((e) => [e.round, e.table, e.payload])).toEqual([
      [1, null, { seating: 'judge', tables: [{ players: PLAYERS }] }],
      [1, 1, { 'after-deal': 1, players: SWAPPED }],
    ]);
  });

  it('refuses a change of seats that does not seat exactly the table\'s players, and a second one after the same deal', async () => {
    const api = desk.api();
    const version = (await request(`${api}/api/event`)).body.version as number;
    const twice = await request(`${api}/api/entries?lang=ru`, { json: { version, entry: { kind: 'seating', round: 1, table: 1, payload: { 'after-deal': 2, players: ['Boris', 'Anna', 'Vera', 'Vera'] } } } });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].text.ru).toBe('стол 1, тур 1, пересадка после сдачи 2: на местах должны быть игроки этого стола (Boris, Anna, Vera, Gleb), каждый по разу; указано Boris, Anna, Vera, Vera');
    const again = await request(`${api}/api/entries?lang=ru`, { json: { version, entry: { kind: 'seating', round: 1, table: 1, payload: { 'after-deal': 1, players: PLAYERS } } } });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain('пересадка после сдачи 1, ');
    // Nothing was written.
    expect((await request(`${api}/api/event`)).body.version).toBe(version);
  });
});

describe('the event file\'s seat-changes', () => {
  const event = (players: string[]): EventData => ({
    regulation: 'bermuda-triangle.yaml', seed: 1, players: PLAYERS.map((id) => ({ id, name: id })),
    rounds: [{ tables: [{ players: PLAYERS, 'seat-changes': [{ 'after-deal': 1, players }], deals: [] }] }],
  });

  it('names a change that brings in a player not at the table', () => {
    expect(checkEvent(event(SWAPPED))).toEqual([]);
    const problems = checkEvent(event(['Boris', 'Anna', 'Vera', 'Zoya']));
    expect(problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/seat-change', 'rounds.0.tables.0.seat-changes.0.players']]);
    expect(problems[0]!.text.ru).toBe('стол 1, тур 1, пересадка после сдачи 1: на местах должны быть игроки этого стола (Anna, Boris, Vera, Gleb), каждый по разу; указано Boris, Anna, Vera, Zoya');
  });
});
