/**
 * The referee's role (#19, asked by the riichi tool's users): a desk on the network has a second token, the
 * referee's. A referee reads everything and writes a referee's part: a table's deals, results and penalties, the
 * players' submissions, a table's extra time; the seating, registrations, corrections, the event's info and the
 * round's clock stay the judge's (403, saying why). What a referee writes is signed as the referee's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startDesk, type Desk } from '../../app/index.js';
import { request } from '../support/desk.js';
import { asJudge, seatedBermudaStore } from '../support/hall-event.js';

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];

let desk: Desk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

/** A request with the referee's token. */
const asReferee = (d: Desk, path: string, json?: unknown) =>
  request(`${d.origin}${path}`, { ...(json === undefined ? {} : { json }), headers: { 'X-Desk-Token': d.refereeToken! } });

describe('the referee', () => {
  it('has a token of his own on the network, and none on a desk open on this computer only', async () => {
    const local = await startDesk({ store: seatedBermudaStore(PLAYERS), port: 0, lang: 'ru' });
    expect(local.refereeToken).toBeUndefined();
    await local.close();
    desk = await startDesk({ store: seatedBermudaStore(PLAYERS), port: 0, lang: 'ru', requireToken: true });
    expect(desk.refereeToken).toMatch(/^[\w-]{32}$/);
    expect(desk.refereeToken).not.toBe(desk.token);
    expect(desk.refereeUrl).toBe(`${desk.origin}/?token=${desk.refereeToken}`);
    expect((await request(`${desk.origin}/api/event`, { headers: { 'X-Desk-Token': 'wrong' } })).status).toBe(401);
  });

  it('reads the event and records a table\'s deal and penalty, signed as the referee\'s', async () => {
    desk = await startDesk({ store: seatedBermudaStore(PLAYERS), port: 0, lang: 'ru', requireToken: true });
    const event = await asReferee(desk, '/api/event');
    expect(event.status).toBe(200);
    const deal = await asReferee(desk, '/api/entries', { version: event.body.version, author: 'Иван', entry: { kind: 'deal', round: 1, table: 1, payload: { vists: { Anna: 120, Boris: -40, Vera: -40, Gleb: -40 }, mahjong: 'Anna' } } });
    expect(deal.status).toBe(200);
    const penalty = await asReferee(desk, '/api/entries', { version: deal.body.version, entry: { kind: 'penalty', round: 1, table: 1, payload: { player: 'Gleb', vists: -30, reason: 'опоздание' } } });
    expect(penalty.status).toBe(200);
    const history = (await asJudge(desk, '/api/history')).body.history as Array<{ seq: number; author: string | null }>;
    expect(history.find((e) => e.seq === deal.body.seq)!.author).toBe('Иван (рефери / referee)');
    expect(history.find((e) => e.seq === penalty.body.seq)!.author).toBe('рефери / referee');
  });

  it('is refused what is the judge\'s: seating, corrections, the event info, the round\'s clock', async () => {
    desk = await startDesk({ store: seatedBermudaStore(PLAYERS), port: 0, lang: 'ru', requireToken: true });
    const version = (await asJudge(desk, '/api/event')).body.version as number;
    const seating = (await asJudge(desk, '/api/history')).body.history.find((e: { kind: string }) => e.kind === 'seating').seq as number;
    const refused = [
      await asReferee(desk, '/api/entries', { version, entry: { kind: 'seating', round: 2, payload: { seating: 'judge', tables: [{ players: PLAYERS }] } } }),
      await asReferee(desk, '/api/rounds/2/seat', { version }),
      await asReferee(desk, `/api/entries/${seating}/correct`, { version, payload: { seating: 'judge', tables: [{ players: PLAYERS }] }, reason: 'x' }),
      await asReferee(desk, '/api/event-info', { name: 'Кубок', date: '', venue: '' }),
      await asReferee(desk, '/api/timer', { action: 'start', round: 1, minutes: 90 }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect(refused[0]!.body.error).toContain('это делает главный судья');
    // Nothing was written.
    expect((await asJudge(desk, '/api/event')).body.version).toBe(version);
    // The judge starts the clock; the referee gives table 1 five more minutes, not every table.
    expect((await asJudge(desk, '/api/timer', { action: 'start', round: 1, minutes: 90 })).status).toBe(200);
    expect((await asReferee(desk, '/api/timer', { action: 'extend', table: 1, minutes: 5 })).status).toBe(200);
    expect((await asReferee(desk, '/api/timer', { action: 'extend', table: null, minutes: 5 })).status).toBe(403);
  });

  it('is refused a table\'s change of seats and its correction, which only the judge records; a player cannot send one', async () => {
    // Two deals played at table 1; the judge swaps Anna and Boris after the first (a `seating` entry with a table).
    const deal = { vists: { Anna: 120, Boris: -40, Vera: -40, Gleb: -40 }, mahjong: 'Anna' };
    desk = await startDesk({ store: seatedBermudaStore(PLAYERS, (store) => {
      store.record({ kind: 'deal', round: 1, table: 1, payload: deal });
      store.record({ kind: 'deal', round: 1, table: 1, payload: deal });
    }), port: 0, lang: 'ru', requireToken: true });
    const swap = { 'after-deal': 1, players: ['Boris', 'Anna', 'Vera', 'Gleb'] };
    const judged = await asJudge(desk, '/api/entries', { version: (await asJudge(desk, '/api/event')).body.version, entry: { kind: 'seating', round: 1, table: 1, payload: swap } });
    expect(judged.status).toBe(200);
    const version = judged.body.version as number;
    // Anna and Boris back after the second deal: a change the judge could record (checked below).
    const back = { 'after-deal': 2, players: PLAYERS };
    const refused = [
      // The referee records another change of seats at the table, or corrects the judge's.
      await asReferee(desk, '/api/entries', { version, entry: { kind: 'seating', round: 1, table: 1, payload: back } }),
      await asReferee(desk, `/api/entries/${judged.body.seq}/correct`, { version, payload: { ...swap, players: ['Anna', 'Boris', 'Gleb', 'Vera'] }, reason: 'не те места' }),
      // Or replaces a player after a deal (a substitution moves the seats too).
      await asReferee(desk, '/api/entries', { version, entry: { kind: 'player', round: 1, payload: { action: 'substitute', out: 'Gleb', in: 'Anna', 'after-deal': 2 } } }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403]);
    // A table's players send only their table's deal or result: a change of seats in their request is no deal.
    const cards = (await asJudge(desk, '/print/table-cards.html?round=1')).body as string;
    const code = /data-code>(\d{6})</.exec(cards)![1]!;
    for (const entry of [{ kind: 'seating', payload: back }, { payload: { ...back } }, { payload: { 'seat-changes': [back], vists: { Anna: 0, Boris: 0, Vera: 0, Gleb: 0 } } }]) {
      const sent = await request(`${desk.origin}/play/submit`, { json: { code, submitter: 'Vera', entry } });
      expect(sent.status, JSON.stringify(entry)).toBe(400);
    }
    // Nothing was written, nothing waits for the judge: the seats after deal 1 are still the judge's swap.
    expect((await asJudge(desk, '/api/event')).body.version).toBe(version);
    expect((await asJudge(desk, '/api/submissions')).body.submissions).toEqual([]);
    const table = (await asJudge(desk, '/api/event')).body.rounds[0].tables[0];
    expect(table['seat-changes']).toEqual([swap]);
    // The same change is the judge's to record.
    expect((await asJudge(desk, '/api/entries', { version, entry: { kind: 'seating', round: 1, table: 1, payload: back } })).status).toBe(200);
  });

  it('decides a players\' submission', async () => {
    desk = await startDesk({ store: seatedBermudaStore(PLAYERS), port: 0, lang: 'ru', requireToken: true });
    const cards = (await asJudge(desk, '/print/table-cards.html?round=1')).body as string;
    const code = /data-code>(\d{6})</.exec(cards)![1]!;
    const sent = await request(`${desk.origin}/play/submit`, { json: { code, submitter: 'Vera', entry: { payload: { redeal: true } } } });
    expect(sent.status).toBe(200);
    const version = (await asReferee(desk, '/api/event')).body.version as number;
    const approved = await asReferee(desk, `/api/submissions/${sent.body.id}/approve`, { version, author: 'Иван' });
    expect(approved.status).toBe(200);
    const history = (await asJudge(desk, '/api/history')).body.history as Array<{ seq: number; author: string | null }>;
    expect(history.find((e) => e.seq === approved.body.seq)!.author).toBe('Иван (рефери / referee)');
  });
});
