/**
 * The desk refuses hands the regulations make impossible (`scoring.impossible`), each next to the field that makes
 * it impossible: Bermuda Удв. 10, a calling hand declared at once "не берет костей со Стены" (a hands deal won from
 * the wall, and the score page's flag); SBR 2025, no chow claims (at the hand) and a three-suit hand without its
 * void suit (at the void suit). Nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDesk, type Desk } from '../../app/index.js';
import { createStore, FOUR_PLAYERS, request } from '../support/desk.js';

describe('the desk refuses an impossible hand', () => {
  let desk: Desk;
  let api: string;

  beforeAll(async () => {
    desk = await startDesk({ store: createStore('bermuda-triangle', 3, FOUR_PLAYERS), port: 0, lang: 'en' });
    api = desk.origin;
  });
  afterAll(async () => {
    await desk.close();
  });

  it('a hands deal won from the wall by a calling hand declared at once: at win.immediate-calling', async () => {
    const seat = await request(`${api}/api/rounds/1/seat`, { json: { version: (await request(`${api}/api/event`)).body.version } });
    expect(seat.status).toBe(200);
    const v = (await request(`${api}/api/event`)).body.version as number;
    const players = seat.body.seating.tables[0] as string[];
    const [east, south, west, north] = players as [string, string, string, string];
    const hands = { [east]: '345m678m345p678s1p', [south]: '123m456p789s234s1z+1z', [west]: '234p567p345s678s9p', [north]: '234s456s678p123p1s' };
    const entry = { kind: 'deal', round: 1, table: 1, payload: { hands, win: { player: south, from: 'wall', 'immediate-calling': true } } };
    const r = await request(`${api}/api/entries`, { json: { version: v, entry } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([expect.objectContaining({ field: 'payload.win.immediate-calling', message: expect.stringContaining('[immediate-calling-draws-nothing]') })]);
    expect((await request(`${api}/api/event`)).body.version).toBe(v);
    // The same deal won on a discard is recorded.
    const ok = { ...entry, payload: { hands, win: { player: south, from: 'discard', discarder: west, 'immediate-calling': true } } };
    expect((await request(`${api}/api/entries`, { json: { version: v, entry: ok } })).status).toBe(200);
  });

  it('scoring: at the flag, with the message in both languages', async () => {
    const r = await request(`${api}/api/score`, { json: { hand: '123m456p789s234s1z+1z', circumstances: { 'immediate-calling': true, win: 'wall' } } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ field: 'circumstances.immediate-calling', code: 'hand/impossible' });
    expect(r.body.errors[0].text.ru).toContain('Сразу открывший Просящую руку не берёт костей со Стены');
  });

  it('SBR: a declared chow at the hand, three suits without a void suit at the void suit', async () => {
    const chow = await request(`${api}/api/score`, { json: { regulation: 'sbr-2025', hand: '[123m]456m789m234p5p+5p', circumstances: { void: 's' } } });
    expect(chow.status).toBe(400);
    expect(chow.body.errors[0]).toMatchObject({ field: 'hand', code: 'hand/impossible', message: expect.stringContaining('[no-chow-claims]') });
    const three = await request(`${api}/api/score`, { json: { regulation: 'sbr-2025', hand: '123m456m789m234p5s+5s' } });
    expect(three.status).toBe(400);
    expect(three.body.errors[0]).toMatchObject({ field: 'circumstances.void', code: 'hand/impossible' });
    expect(three.body.errors[0].text.en).toContain('A Sichuan hand needs its void suit');
  });
});
