/**
 * The hall's screen and the round timer over HTTP: `/hall` and `/hall/state` open without the judge's token on a
 * desk that needs one, every write still needs it; the state carries the seating with seats and names, who is East
 * next, the standings, the event's name/date/venue and the timer, which survives a restart of the desk. Expected
 * values are worked out by hand from the regulations (arithmetic in the comments).
 */
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { startDesk, type Desk } from '../../app/index.js';
import { openStore } from '../../store/index.js';
import { createStore, request } from '../support/desk.js';
import { asJudge, seatedBermudaStore } from '../support/hall-event.js';

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];

/** A Bermuda event of four, round 1 seated by the judge (Anna East) with the prevailing wind South. */
const bermudaStore = (): string => seatedBermudaStore(PLAYERS);

let desk: Desk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

const judge = asJudge;

describe('the hall screen', () => {
  it('answers the page and its state without the token; the judge\'s pages and writes still need it', async () => {
    desk = await startDesk({ store: bermudaStore(), port: 0, lang: 'en', requireToken: true });
    const page = await request(`${desk.origin}/hall`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('/client/hall-view.js');
    // The screen's own script and style load without the token too.
    expect((await request(`${desk.origin}/client/hall-view.js`)).status).toBe(200);
    expect((await request(`${desk.origin}/assets/screen.css`)).status).toBe(200);
    expect((await request(`${desk.origin}/hall/state`)).status).toBe(200);
    for (const path of ['/', '/api/event', '/api/timer', '/api/event-info', '/api/hall/addresses', '/api/submissions']) {
      expect((await request(`${desk.origin}${path}`)).status, path).toBe(401);
    }
    expect((await request(`${desk.origin}/api/timer`, { json: { action: 'start', round: 1, minutes: 90 } })).status).toBe(401);
    expect((await request(`${desk.origin}/api/event-info`, { json: { name: 'x' } })).status).toBe(401);
    expect((await judge(desk, '/api/timer', { action: 'start', round: 1, minutes: 90 })).status).toBe(200);
    // A desk restarted has a new token: the cookie of the old one does not refuse the new address.
    const fresh = await request(`${desk.origin}/?token=${desk.token!}`, { headers: { Cookie: 'desk_token=the-old-token' } });
    expect(fresh.status).toBe(303);
    expect(fresh.headers.get('set-cookie')).toContain(`desk_token=${desk.token!}`);
  });

  it('shows the seating with seats and names, who is East next, and the standings after the last round played', async () => {
    desk = await startDesk({ store: bermudaStore(), port: 0, lang: 'en' });
    const before = (await request(`${desk.origin}/hall/state`)).body;
    expect(before.round.number).toBe(1);
    const table = before.round.tables[0];
    // The judge's seating lists East first: Anna E, Boris S, Vera W, Gleb N; the round's wind was drawn S.
    expect(table.players.map((p: { seat: string; name: string }) => `${p.seat} ${p.name}`)).toEqual(['E Anna R.', 'S Boris R.', 'W Vera R.', 'N Gleb R.']);
    expect(table.wind).toBe('S');
    expect(table.nextEast).toBe('Anna');
    // Before any deal every registered player is listed, all at 0 (standings "before round 1").
    expect(before.standings.afterRound).toBe(0);
    expect(before.standings.rows.map((r: { vists: number }) => r.vists)).toEqual([0, 0, 0, 0]);

    const v = (await request(`${desk.origin}/api/event`)).body.version as number;
    const hands = { Anna: '123m456m789m2m[777z]+2m', Boris: '123p456p789p1s5s9s3z', Vera: '234s567s11z22z3z4z5z', Gleb: '345p678s1m9m1p9p1s9s6z' };
    const deal = await request(`${desk.origin}/api/entries`, { json: { version: v, entry: { kind: 'deal', round: 1, table: 1, payload: { hands, win: { player: 'Anna', from: 'discard', discarder: 'Boris' } } } } });
    expect(deal.status).toBe(200);
    const after = (await request(`${desk.origin}/hall/state`)).body;
    expect(after.version).toBe(deal.body.version);
    expect(after.round.tables[0].deals).toBe(1);
    // Bermuda's East passes every deal (east-rotates: every-deal, 4.1.1): Boris is East at deal 2.
    expect(after.round.tables[0].nextEast).toBe('Boris');
    // As in desk-deal-ledger.test.ts: Anna +624, Vera -200, Boris and Gleb -212 each.
    expect(after.standings.afterRound).toBe(1);
    expect(after.standings.rows.map((r: { player: string; vists: number }) => `${r.player} ${r.vists}`)).toEqual(['Anna 624', 'Vera -200', 'Boris -212', 'Gleb -212']);
  });

  it('keeps the event\'s name, date and venue (every edit), refusing a date that is not one', async () => {
    desk = await startDesk({ store: bermudaStore(), port: 0, lang: 'en', requireToken: true });
    const bad = await judge(desk, '/api/event-info', { name: 'Кубок', date: '2011-02-30', venue: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'date', message: 'a date written DD.MM.YYYY or YYYY-MM-DD, e.g. 06.01.2011; got "2011-02-30"' }]);
    const ru = await judge(desk, '/api/event-info?lang=ru', { name: 'x'.repeat(201), date: '', venue: '' });
    expect(ru.body.errors[0]).toEqual({ field: 'name', message: 'не длиннее 200 символов' });
    // The date as Russians write it is kept as 2011-01-06.
    const ok = await judge(desk, '/api/event-info', { name: ' Кубок Репино ', date: '06.01.2011', venue: 'Репино', author: 'Судья' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: 'Кубок Репино', date: '2011-01-06', venue: 'Репино', author: 'Судья' });
    const state = (await request(`${desk.origin}/hall/state`)).body;
    expect(state.event).toMatchObject({ name: 'Кубок Репино', date: '2011-01-06', venue: 'Репино' });
  });

  it('gives QR codes only when the desk is on the hall\'s network', async () => {
    desk = await startDesk({ store: bermudaStore(), port: 0, lang: 'en', requireToken: true });
    const none = await request(`${desk.origin}/hall/qr.svg?for=play`);
    expect(none.status).toBe(404);
    expect(none.body.error).toContain('--host');
    expect((await judge(desk, '/api/hall/addresses')).body).toEqual({ lan: false, hall: [], play: [], referee: [] });
    await desk.close();

    desk = await startDesk({ store: bermudaStore(), port: 0, lang: 'en', host: '0.0.0.0' });
    const port = new URL(desk.origin).port;
    const local = `http://127.0.0.1:${port}`;
    const ips = Object.values(networkInterfaces()).flatMap((l) => l ?? []).filter((a) => !a.internal && a.family === 'IPv4').map((a) => a.address);
    const addresses = (await request(`${local}/api/hall/addresses`, { headers: { 'X-Desk-Token': desk.token! } })).body;
    expect(addresses.play).toEqual(ips.map((ip) => `http://${ip}:${port}/play`));
    expect(addresses.hall).toEqual(ips.map((ip) => `http://${ip}:${port}/hall`));
    // The judge gets the referee's address with its token, and its QR code; a referee does not.
    expect(addresses.referee.map((r: { url: string }) => r.url)).toEqual(ips.map((ip) => `http://${ip}:${port}/?token=${desk!.refereeToken}`));
    for (const r of addresses.referee as Array<{ url: string; qr: string }>) {
      expect(Buffer.from(r.qr.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toMatch(/^<svg[^>]*viewBox/);
    }
    expect((await request(`${local}/api/hall/addresses`, { headers: { 'X-Desk-Token': desk.refereeToken! } })).body.referee).toEqual([]);
    const qr = await fetch(`${local}/hall/qr.svg?for=hall`);
    expect(qr.status).toBe(ips.length > 0 ? 200 : 404);
    if (ips.length > 0) {
      expect(qr.headers.get('content-type')).toBe('image/svg+xml');
      expect(await qr.text()).toMatch(/^<svg[^>]*viewBox/);
    }
    expect((await fetch(`${local}/hall/qr.svg?for=admin`)).status).toBe(400);
  });
});

describe('the round timer', () => {
  it('starts, extends one table or every table, stops, and shows the same clock after a restart', async () => {
    const file = bermudaStore();
    desk = await startDesk({ store: file, port: 0, lang: 'en', requireToken: true });
    const noTimer = await judge(desk, '/api/timer', { action: 'extend', table: 1, minutes: 5 });
    expect(noTimer.status).toBe(400);
    expect(noTimer.body.errors[0].message).toBe('no round timer is running');
    const tooLong = await judge(desk, '/api/timer', { action: 'start', round: 1, minutes: 601 });
    expect(tooLong.body.errors).toEqual([{ field: 'minutes', message: 'minutes: a number from 1…600 (to the second)' }]);
    const zero = await judge(desk, '/api/timer?lang=ru', { action: 'extend', table: 1, minutes: 0 });
    expect(zero.body.errors[0].field).toBe('minutes');

    const started = await judge(desk, '/api/timer', { action: 'start', round: 1, minutes: 90, author: 'Судья' });
    expect(started.status).toBe(200);
    expect(started.body.timer).toMatchObject({ round: 1, minutes: 90, allTables: 0, tables: {}, stoppedAt: null });
    await judge(desk, '/api/timer', { action: 'extend', table: 1, minutes: 5 });
    await judge(desk, '/api/timer', { action: 'extend', table: null, minutes: 2 });
    // Minutes may be given with a decimal comma, to the second: 1,5 = 90 s.
    const last = await judge(desk, '/api/timer', { action: 'extend', table: '1', minutes: '1,5' });
    // Table 1: 5 + 1.5 of its own; every table: 2.
    expect(last.body.timer).toMatchObject({ allTables: 2, tables: { 1: 6.5 } });
    const timer = last.body.timer;
    await desk.close();

    desk = await startDesk({ store: file, port: 0, lang: 'en', requireToken: true });
    expect((await request(`${desk.origin}/hall/state`)).body.timer).toEqual(timer);
    const stopped = await judge(desk, '/api/timer', { action: 'stop' });
    expect(stopped.body.timer.stoppedAt).not.toBeNull();
    expect((await judge(desk, '/api/timer', { action: 'stop' })).status).toBe(400);
  });

  it('gives the regulation\'s time rule with what each table does (the festival\'s last circle, clause 9)', async () => {
    const ids = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const file = createStore('preference-festival-2011', 1, ids.map((id) => ({ id, name: id })));
    const store = openStore(file);
    store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: ['A', 'B', 'C', 'D'] }, { players: ['E', 'F', 'G'] }] } });
    store.close();
    desk = await startDesk({ store: file, port: 0, lang: 'en' });
    const rules = (await request(`${desk.origin}/api/timer`)).body.timeRules;
    // Clause 9: 8 minutes before the end, the deal in progress is finished, then 3 more at a table of 4, 2 at a table of 3.
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ setting: 'preference.last-round', minutesBeforeEnd: 8 });
    expect(rules[0].tables['1'].ru).toBe('доигрывается начатая сдача, затем ещё 3 сдачи (стол на 4)');
    expect(rules[0].tables['2'].en).toBe('the deal in progress is finished, then 2 more deals (a table of 3)');
  });
});
