/**
 * A deal given as hands at the desk: the event's answer carries each deal's own settlement (the ledger rows as
 * `reglament deal` prints them), by the seq of its entry. Expected values worked out by hand (Bermuda).
 */
import { describe, expect, it } from 'vitest';
import { openStore } from '../../store/index.js';
import { createStore, request, useDesk } from '../support/desk.js';

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];

describe('the settlement of a deal given as hands', () => {
  const desk = useDesk(() => {
    const file = createStore('bermuda-triangle', 2, PLAYERS.map((id) => ({ id, name: id })));
    const store = openStore(file);
    store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: PLAYERS }] } });
    store.record({ kind: 'wind', round: 1, payload: { wind: 'S' } });
    store.close();
    return file;
  });

  it('gives the ledger of each deal: who pays whom, the amount, the rule and clause, how it came about', async () => {
    const api = desk.api();
    const v = (await request(`${api}/api/event`)).body.version as number;
    const hands = { Anna: '123m456m789m2m[777z]+2m', Boris: '123p456p789p1s5s9s3z', Vera: '234s567s11z22z3z4z5z', Gleb: '345p678s1m9m1p9p1s9s6z' };
    const deal = await request(`${api}/api/entries`, { json: { version: v, entry: { kind: 'deal', round: 1, table: 1, payload: { hands, win: { player: 'Anna', from: 'discard', discarder: 'Boris' } } } } });
    expect(deal.status).toBe(200);
    // A deal recorded as vists has no ledger of its own (120 - 3 x 40 = 0): it gets no settlement.
    const recorded = await request(`${api}/api/entries`, { json: { version: deal.body.version, entry: { kind: 'deal', round: 1, table: 1, payload: { vists: { Anna: -40, Boris: 120, Vera: -40, Gleb: -40 }, mahjong: 'Boris' } } } });
    expect(recorded.status).toBe(200);
    const event = (await request(`${api}/api/event`)).body;
    expect(Object.keys(event.settlements)).toEqual([String(deal.body.seq)]);
    const s = event.settlements[deal.body.seq].en;
    // As in test/runtime/mahjong/deal.test.ts (Bermuda, round South): Anna (East) 123m456m789m2m[777z]+2m: exposed
    // dragon pung 4 + mahjong 20 + only tile 2 = 26, doublings one suit with honors and dragon pung -> 26 x 4 = 104;
    // East wins: each loser pays double, 104 x 2 = 208. Losers settle the differences: Vera (pair of the round wind
    // 2, one suit with honors -> 4) receives 4 - 0 = 4 from Boris and from Gleb (neither is East: not doubled).
    expect(s.payments.map((p: { from: string; to: string; amount: number }) => `${p.from}>${p.to} ${p.amount}`).sort()).toEqual([
      'Boris>Anna 208', 'Boris>Vera 4', 'Gleb>Anna 208', 'Gleb>Vera 4', 'Vera>Anna 208',
    ]);
    const toAnna = s.payments.find((p: { from: string; to: string }) => p.from === 'Vera' && p.to === 'Anna');
    expect(toAnna.how).toBe('hand value 104, ×2 East pays and receives double');
    expect(s.payments.find((p: { to: string }) => p.to === 'Vera').how).toBe('difference 4');
    expect(s.payments.every((p: { rule: string; clause: string }) => p.rule === 'Settlement' && p.clause !== '')).toBe(true);
    // Net: Anna 3 x 208 = +624, Boris -208 - 4 = -212, Vera -208 + 8 = -200, Gleb -212.
    expect(s.net).toEqual({ Anna: 624, Boris: -212, Vera: -200, Gleb: -212 });
    expect(event.settlements[deal.body.seq].ru.payments[0].rule).toBe('Расчёт');
  });
});
