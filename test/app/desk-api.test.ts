/**
 * The desk's HTTP API in this process (no browser): the access token, validation with the CLI's checks (errors by
 * field), optimistic concurrency (409 and re-apply), corrections, seating, scoring, standings and regulations.
 * Expected values are worked out by hand from the regulation texts (arithmetic in the comments).
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDesk, type Desk } from '../../app/index.js';
import { createStore, FOUR_PLAYERS, request } from '../support/desk.js';

const FOUR = FOUR_PLAYERS;

describe('the desk API', () => {
  let desk: Desk;
  let api: string;

  beforeAll(async () => {
    desk = await startDesk({ store: createStore('bermuda-triangle', 3, FOUR), port: 0, lang: 'en' });
    api = desk.origin;
  });
  afterAll(async () => {
    await desk.close();
  });

  /** The version the next write is based on. */
  async function version(): Promise<number> {
    return (await request(`${api}/api/event`)).body.version as number;
  }

  it('binds 127.0.0.1 without a token and serves the page and its client modules', async () => {
    expect(desk.token).toBeUndefined();
    expect(desk.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await request(`${api}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script type="module" src="/client/main.js">');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const client = await request(`${api}/client/main.js`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toContain('javascript');
  });

  it('refuses a foreign Host (DNS rebinding) and writes from a foreign Origin', async () => {
    // fetch may not set Host: a raw node:http request does.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${api}/api/event`, { headers: { Host: 'evil.example:80' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
    const origin = await request(`${api}/api/rounds/1/seat`, { json: { version: 0 }, headers: { Origin: 'http://evil.example' } });
    expect(origin.status).toBe(403);
  });

  it('seats round 1 by lot: one table of the four registered players', async () => {
    const r = await request(`${api}/api/rounds/1/seat`, { json: { version: await version() } });
    expect(r.status).toBe(200);
    expect(r.body.seating.method).toBe('lot');
    expect(r.body.seating.tables).toHaveLength(1);
    expect([...r.body.seating.tables[0]].sort()).toEqual(['A', 'B', 'C', 'D']);
    // A round has one seating: seating it again is refused with the store's message.
    const again = await request(`${api}/api/rounds/1/seat`, { json: { version: await version() } });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].message).toMatch(/seating of round 1 is already recorded .*correct that entry instead/);
  });

  it('names the field of a structure problem (the CLI schema) and of an event problem (a sum that is not zero)', async () => {
    const v = await version();
    const typed = await request(`${api}/api/entries`, { json: { version: v, entry: { kind: 'deal', round: 1, table: 1, payload: { vists: { A: 'lots', B: 0, C: 0, D: 0 } } } } });
    expect(typed.status).toBe(400);
    expect(typed.body.errors).toContainEqual(expect.objectContaining({ field: 'payload.vists.A' }));
    // 300 - 20 - 80 - 180 = +20: not zero (docs/event-format.md, event/vists-sum)
    const sum = await request(`${api}/api/entries`, { json: { version: v, entry: { kind: 'deal', round: 1, table: 1, payload: { vists: { A: 300, B: -20, C: -80, D: -180 }, mahjong: 'A' } } } });
    expect(sum.status).toBe(400);
    expect(sum.body.errors).toEqual([expect.objectContaining({ field: 'payload.vists', message: expect.stringMatching(/sum to \+20, not 0/) })]);
    expect(await version()).toBe(v);
  });

  it('refuses a stale write to the same table with 409 and the entry in the way; re-applied on the new version it is kept', async () => {
    const v = await version();
    // 300 - 20 - 80 - 200 = 0
    const first = await request(`${api}/api/entries`, { json: { version: v, author: 'judge 1', entry: { kind: 'deal', round: 1, table: 1, payload: { vists: { A: 300, B: -20, C: -80, D: -200 }, mahjong: 'A' } } } });
    expect(first.status).toBe(200);
    // 120 - 3 x 40 = 0
    const mine = { kind: 'deal', round: 1, table: 1, payload: { vists: { A: -40, B: -40, C: 120, D: -40 }, mahjong: 'C' } };
    const second = await request(`${api}/api/entries`, { json: { version: v, author: 'judge 2', entry: mine } });
    expect(second.status).toBe(409);
    expect(second.body.conflict.theirs.map((e: { seq: number }) => e.seq)).toEqual([first.body.seq]);
    expect(second.body.conflict.version).toBe(first.body.seq);
    const reapplied = await request(`${api}/api/entries`, { json: { version: second.body.conflict.version, author: 'judge 2', entry: mine } });
    expect(reapplied.status).toBe(200);
    const deals = (await request(`${api}/api/event`)).body.rounds[0].tables[0].deals;
    expect(deals).toHaveLength(2);
  });

  it('a correction needs a reason; two corrections of one entry on one version: the second gets 409', async () => {
    const event = (await request(`${api}/api/event`)).body;
    const deal = event.entries.find((e: { kind: string; payload: { mahjong?: string } }) => e.kind === 'deal' && e.payload.mahjong === 'C');
    // 240 - 3 x 80 = 0
    const payload = { vists: { A: -80, B: -80, C: 240, D: -80 }, mahjong: 'C' };
    const noReason = await request(`${api}/api/entries/${deal.seq}/correct`, { json: { version: event.version, payload, reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const one = await request(`${api}/api/entries/${deal.seq}/correct`, { json: { version: event.version, payload, reason: 'C won 240, misheard' } });
    expect(one.status).toBe(200);
    const two = await request(`${api}/api/entries/${deal.seq}/correct`, { json: { version: event.version, payload: { redeal: true }, reason: 'a redeal' } });
    expect(two.status).toBe(409);
    const history = (await request(`${api}/api/history`)).body.history;
    const old = history.find((e: { seq: number }) => e.seq === deal.seq);
    expect(old.replacedBy).toBe(one.body.seq);
    expect(history.find((e: { seq: number }) => e.seq === one.body.seq).reason).toBe('C won 240, misheard');
  });

  it('standings after round 1 follow Bermuda 3.2 (table places 4, 2, 1, 0 by the tour\'s vists)', async () => {
    const s = (await request(`${api}/api/standings`)).body;
    // Tour vists: A 300 - 80 = 220, B -20 - 80 = -100, C -80 + 240 = 160, D -200 - 80 = -280
    // -> places A 4, C 2, B 1, D 0 table points
    expect(s.standings.map((r: { player: string; points: number; vists: number }) => [r.player, r.points, r.vists])).toEqual([
      ['A', 4, 220], ['C', 2, 160], ['B', 1, -100], ['D', 0, -280],
    ]);
    const csv = await request(`${api}/print/standings.csv?lang=en`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body).split('\r\n')[1]).toMatch(/^1,Анна,A,4,220,1,4,/);
  });

  it('registers a late entry and refuses a second registration of the same id', async () => {
    const v = await version();
    const late = await request(`${api}/api/entries`, { json: { version: v, entry: { kind: 'player', payload: { action: 'register', id: 'E', name: 'Дина', 'from-round': 2 } } } });
    expect(late.status).toBe(200);
    const twice = await request(`${api}/api/entries`, { json: { version: late.body.version, entry: { kind: 'player', payload: { action: 'register', id: 'E', name: 'Ещё Дина' } } } });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].message).toMatch(/already registered/);
  });

  it('substitutes a player; a round only seated does not count in the live standings yet', async () => {
    // E (registered from round 2) takes B's place in round 2 and carries B's results on.
    const sub = await request(`${api}/api/entries`, { json: { version: await version(), entry: { kind: 'player', round: 2, payload: { action: 'substitute', out: 'B', in: 'E' } } } });
    expect(sub.status).toBe(200);
    const seat = await request(`${api}/api/rounds/2/seat`, { json: { version: await version() } });
    expect(seat.status).toBe(200);
    expect([...seat.body.seating.tables[0]].sort()).toEqual(['A', 'C', 'D', 'E']);
    const s = (await request(`${api}/api/standings`)).body;
    expect(s.afterRound).toBe(1);
    expect(s.standings.map((r: { player: string }) => r.player)).toEqual(['A', 'C', 'B', 'D']);
  });

  it('scores a hand as `reglament score` does, and names the field of a bad hand', async () => {
    // Bermuda, seat South, won on a discard: exposed pung of minors 555p 2 + concealed pung of minors 333m 4
    // + concealed pung of majors 777z 8 + mahjong 20 + only tile 2 (9s alone completes the hand) = 36;
    // one doubling for the dragon pung (Удв. 7) -> 36 x 2 = 72
    const ok = await request(`${api}/api/score`, { json: { regulation: 'bermuda-triangle', hand: '333m456s777z9s[555p]+9s', circumstances: { seat: 'S' } } });
    expect(ok.status).toBe(200);
    expect(ok.body.total).toBe(72);
    expect(ok.body.items.map((i: { id: string }) => i.id)).toContain('pung-dragons');
    expect(ok.body.text.en).toContain('Pung or kong of dragons');
    expect(ok.body.text.ru).toContain('Панг/конг драконов');
    const bad = await request(`${api}/api/score`, { json: { regulation: 'bermuda-triangle', hand: '333m456s777z9x+9s' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'hand', code: 'hand/unknown-tile' });
    const option = await request(`${api}/api/score`, { json: { hand: '333m456s777z9s[555p]+9s', circumstances: { seat: 'X', 'last-tile': 'yes' } } });
    expect(option.status).toBe(400);
    expect(option.body.errors).toEqual([
      {
        field: 'circumstances.seat', message: 'seat must be one of E, S, W, N, got "X"',
        text: { en: 'seat must be one of E, S, W, N, got "X"', ru: 'seat: нужно одно из E, S, W, N, а указано "X"' },
      },
      {
        field: 'circumstances.last-tile', message: 'last-tile must be true or false, got "yes"',
        text: { en: 'last-tile must be true or false, got "yes"', ru: 'last-tile: нужно true или false, а указано "yes"' },
      },
    ]);
    const unknown = await request(`${api}/api/score`, { json: { regulation: '../../etc/passwd', hand: '1m' } });
    expect(unknown.body.errors[0].field).toBe('regulation');
  });

  it('shows a regulation\'s assumptions and the diff of the club night (its file lists exactly four changes)', async () => {
    const r = (await request(`${api}/api/regulation?id=bermuda-triangle&lang=en`)).body;
    expect(r.assumptions.map((a: { text: string }) => a.text)).toContainEqual(expect.stringMatching(/^The text does not say what equal results at a table give/));
    const ru = (await request(`${api}/api/regulation?id=bermuda-triangle&lang=ru`)).body;
    expect(ru.assumptions.map((a: { text: string }) => a.text)).toContainEqual(expect.stringMatching(/^Текст не говорит, что дают равные результаты за столом/));
    const d = (await request(`${api}/api/diff?old=bermuda-triangle&new=examples/bermuda-club-night&lang=en`)).body;
    // examples/bermuda-club-night.yaml: house limit set, mahjong overridden, the dragon bonus added, only-minors removed
    expect(d.changes).toBe(4);
    expect(d.text).toContain('three-dragon-sets-bonus');
    expect(d.text).toContain('only-minors');
  });

  it('prints the impact report of a change as an HTML page of its own (no external resources)', async () => {
    const r = await request(`${api}/print/impact.html?old=bermuda-triangle&new=examples/bermuda-club-night&hands=200&seed=1&lang=en`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(r.body).toMatch(/^<!DOCTYPE html>/);
    expect(r.body).toContain('bermuda-club-night');
    expect(r.body).not.toMatch(/(src|href)="https?:/);
    const bad = await request(`${api}/print/impact.html?old=bermuda-triangle&new=examples/bermuda-club-night&hands=0`);
    expect(bad.status).toBe(400);
  });

  it('answers JSON only, and 404 for an unknown page', async () => {
    const form = await fetch(`${api}/api/entries`, { method: 'POST', body: 'kind=deal', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect((await request(`${api}/nothing-here`)).status).toBe(404);
    // In the request's language, with both texts for the pages.
    const missing = await request(`${api}/nothing-here?lang=ru`);
    expect(missing.body).toEqual({ error: 'страницы /nothing-here нет', text: { en: 'no page /nothing-here', ru: 'страницы /nothing-here нет' } });
    const plain = await fetch(`${api}/api/entries?lang=ru`, { method: 'POST', body: 'kind=deal', headers: { 'Content-Type': 'text/plain' } });
    expect(await plain.json()).toMatchObject({ error: 'стол судьи принимает только тела запросов в JSON' });
    const broken = await fetch(`${api}/api/entries?lang=ru`, { method: 'POST', body: '{"kind":', headers: { 'Content-Type': 'application/json' } });
    expect([broken.status, await broken.json()]).toEqual([400, { errors: [{ field: '', message: 'the request body is not valid JSON', text: { en: 'the request body is not valid JSON', ru: 'тело запроса — не JSON' } }] }]);
  });
});

describe('two judges at two tables', () => {
  let desk: Desk;

  beforeAll(async () => {
    const eight = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((id) => ({ id, name: id }));
    desk = await startDesk({ store: createStore('bermuda-triangle', 4, eight), port: 0 });
  });
  afterAll(async () => {
    await desk.close();
  });

  it('does not refuse a write based on an old version when nothing was written since for its table', async () => {
    const seat = await request(`${desk.origin}/api/rounds/1/seat`, { json: { version: 8 } });
    expect(seat.status).toBe(200);
    const v = seat.body.version as number;
    const [t1, t2] = seat.body.seating.tables as string[][];
    // Each table: East +300, the others -100 (300 - 3 x 100 = 0).
    const deal = (players: string[]) => ({ vists: Object.fromEntries(players.map((p, i) => [p, i === 0 ? 300 : -100])), mahjong: players[0] });
    const one = await request(`${desk.origin}/api/entries`, { json: { version: v, entry: { kind: 'deal', round: 1, table: 1, payload: deal(t1!) } } });
    const two = await request(`${desk.origin}/api/entries`, { json: { version: v, entry: { kind: 'deal', round: 1, table: 2, payload: deal(t2!) } } });
    expect([one.status, two.status]).toEqual([200, 200]);
    // The same player's registration is one target: a second registration of I on the old version is a conflict.
    const late = await request(`${desk.origin}/api/entries`, { json: { version: v, entry: { kind: 'player', payload: { action: 'register', id: 'I', name: 'I', 'from-round': 2 } } } });
    expect(late.status).toBe(200);
    const again = await request(`${desk.origin}/api/entries`, { json: { version: v, entry: { kind: 'player', payload: { action: 'register', id: 'I', name: 'Another I', 'from-round': 2 } } } });
    expect(again.status).toBe(409);
  });
});

describe('a desk with an access token', () => {
  let desk: Desk;

  beforeAll(async () => {
    desk = await startDesk({ store: createStore('bermuda-triangle', 1, FOUR), port: 0, requireToken: true });
  });
  afterAll(async () => {
    await desk.close();
  });

  it('answers 401 to pages and API without the token', async () => {
    expect(desk.token).toMatch(/^[\w-]{32}$/);
    expect((await request(`${desk.origin}/`)).status).toBe(401);
    expect((await request(`${desk.origin}/api/event`)).status).toBe(401);
    expect((await request(`${desk.origin}/api/event`, { headers: { 'X-Desk-Token': 'wrong' } })).status).toBe(401);
  });

  it('accepts the header, and moves ?token= into a cookie', async () => {
    expect((await request(`${desk.origin}/api/event`, { headers: { 'X-Desk-Token': desk.token! } })).status).toBe(200);
    const first = await request(desk.url);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/');
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toBe(`desk_token=${desk.token}`);
    expect((await request(`${desk.origin}/api/event`, { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
