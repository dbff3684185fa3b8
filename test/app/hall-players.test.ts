/**
 * Players' entry over HTTP: a table's players, with the code printed on its table card and no judge's token, see
 * their table, preview the engine's ledger and submit; nothing reaches the protocol until the judge approves (the
 * entry then names the submission in the history) or rejects with a reason. Expected values are worked out by hand
 * (Bermuda, as in desk-deal-ledger.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startDesk, type Desk } from '../../app/index.js';
import { request } from '../support/desk.js';
import { asJudge, seatedBermudaStore } from '../support/hall-event.js';

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];
const HANDS = { Anna: '123m456m789m2m[777z]+2m', Boris: '123p456p789p1s5s9s3z', Vera: '234s567s11z22z3z4z5z', Gleb: '345p678s1m9m1p9p1s9s6z' };
const DEAL = { hands: HANDS, win: { player: 'Anna', from: 'discard', discarder: 'Boris' } };

/** Bermuda, four players at table 1 of round 1 (Anna East, wind South). */
const bermudaStore = (): string => seatedBermudaStore(PLAYERS);

let desk: Desk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

const judge = asJudge;
const player = (d: Desk, path: string, json?: unknown) => request(`${d.origin}${path}`, json === undefined ? {} : { json });

/** The players' code of round 1's table 1, as its printed table card shows it. */
async function codeOfCard(d: Desk): Promise<string> {
  const cards = await judge(d, '/print/table-cards.html?round=1&lang=en');
  expect(cards.body).toContain('Table code for entering the result from a phone');
  return /data-code>(\d{6})</.exec(cards.body as string)![1]!;
}

describe('players\' entry', () => {
  it('shows a table by its code, previews the ledger and keeps a submission out of the protocol until approved', async () => {
    desk = await startDesk({ store: bermudaStore(), port: 0, lang: 'en', requireToken: true });
    const code = await codeOfCard(desk);
    expect((await player(desk, '/play')).status).toBe(200);
    const table = await player(desk, `/play/table?code=${code}`);
    expect(table.status).toBe(200);
    expect(table.body).toMatchObject({ round: 1, table: 1, kind: 'deal', deals: 0, nextEast: 'Anna', submissions: [] });
    expect(table.body.players.map((p: { seat: string; name: string }) => `${p.seat} ${p.name}`)).toEqual(['E Anna R.', 'S Boris R.', 'W Vera R.', 'N Gleb R.']);

    const preview = await player(desk, '/play/preview', { code, entry: { payload: DEAL } });
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([]);
    // East (Anna) wins 104 on Boris's discard: every loser pays double, 208; Vera receives the difference 4 from
    // Boris and from Gleb. Anna +624, Boris -212, Vera -200, Gleb -212.
    expect(preview.body.ledger.en.net).toEqual({ Anna: 624, Boris: -212, Vera: -200, Gleb: -212 });
    expect(preview.body.table.Anna.vists).toBe(624);

    const stranger = await player(desk, '/play/submit', { code, submitter: 'Someone', entry: { payload: DEAL } });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors[0].field).toBe('submitter');
    // A deal the store would refuse is not kept either: vists summing to 300 - 20 - 80 - 180 = 20, not 0.
    const unbalanced = await player(desk, '/play/submit', { code, submitter: 'Boris', entry: { payload: { vists: { Anna: 300, Boris: -20, Vera: -80, Gleb: -180 }, mahjong: 'Anna' } } });
    expect(unbalanced.status).toBe(400);
    expect(JSON.stringify(unbalanced.body.errors)).toMatch(/sum/);
    const sent = await player(desk, '/play/submit', { code, submitter: 'Boris', entry: { payload: DEAL } });
    expect(sent.status).toBe(200);
    const id = sent.body.id as number;

    // The protocol has no deal yet; the judge sees the submission with what approving it would record.
    const event = (await judge(desk, '/api/event')).body;
    expect(event.entries.filter((e: { kind: string }) => e.kind === 'deal')).toEqual([]);
    const waiting = (await judge(desk, '/api/submissions')).body.submissions;
    expect(waiting).toHaveLength(1);
    // The submitter is one of the table's players, by id; the judge sees his name too.
    expect(waiting[0]).toMatchObject({ id, submitter: 'Boris', submitterName: 'Boris R.', round: 1, table: 1, decision: null, since: [] });
    expect(waiting[0].preview.ledger.en.net.Anna).toBe(624);
    expect((await player(desk, `/play/submission?code=${code}&id=${id}`)).body.status).toBe('pending');

    // Approving needs the token; then the deal is in the protocol, by the judge, naming the submission.
    expect((await player(desk, `/api/submissions/${id}/approve`, { version: event.version })).status).toBe(401);
    const approved = await judge(desk, `/api/submissions/${id}/approve`, { version: event.version, author: 'Судья' });
    expect(approved.status).toBe(200);
    const history = (await judge(desk, '/api/history')).body.history;
    const written = history.find((e: { seq: number }) => e.seq === approved.body.seq);
    expect(written).toMatchObject({ kind: 'deal', round: 1, table: 1, author: 'Судья', payload: DEAL, submission: { id, submitter: 'Boris', submitterName: 'Boris R.' } });
    expect((await player(desk, `/play/submission?code=${code}&id=${id}`)).body.status).toBe('approved');
    expect((await judge(desk, `/api/submissions/${id}/approve`, { version: approved.body.version })).status).toBe(409);
    // What the players and the judge are told, in Russian with ?lang=ru.
    expect((await judge(desk, `/api/submissions/${id}/approve?lang=ru`, { version: approved.body.version })).body.error).toBe('заявка уже рассмотрена: обновите страницу');
    expect((await judge(desk, '/api/submissions/99/reject?lang=ru', { reason: 'x' })).body.error).toBe('нет заявки №99');
    expect((await player(desk, `/play/submission?code=${code}&id=99&lang=ru`)).body.error).toBe('за этим столом нет такой заявки');
    expect((await player(desk, '/hall/qr.svg?for=x&lang=ru')).body.error).toBe('for= — hall или play');
    expect((await player(desk, `/play/table?code=${code}`)).body.submissions[0]).toMatchObject({ submitter: 'Boris', submitterName: 'Boris R.' });
    expect((await player(desk, `/play/table?code=${code}`)).body).toMatchObject({ deals: 1, nextEast: 'Boris' });
  });

  it('rejects with a reason the players see; a stale approval is refused as a conflict', async () => {
    desk = await startDesk({ store: bermudaStore(), port: 0, lang: 'en', requireToken: true });
    const code = await codeOfCard(desk);
    const first = (await player(desk, '/play/submit', { code, submitter: 'Vera', entry: { payload: { redeal: true } } })).body.id;
    const second = (await player(desk, '/play/submit', { code, submitter: 'Gleb', entry: { payload: DEAL } })).body.id;
    const noReason = await judge(desk, `/api/submissions/${first}/reject`, { reason: ' ' });
    expect(noReason.body.errors[0].field).toBe('reason');
    expect((await judge(desk, `/api/submissions/${first}/reject`, { reason: 'it was not a redeal' })).status).toBe(200);
    const seen = (await player(desk, `/play/table?code=${code}`)).body.submissions;
    expect(seen.map((s: { id: number; status: string; reason: string | null }) => [s.id, s.status, s.reason])).toEqual([[first, 'rejected', 'it was not a redeal'], [second, 'pending', null]]);

    // A deal written at the table meanwhile: the approval based on the older version is a conflict, nothing written.
    const v = (await judge(desk, '/api/event')).body.version;
    const other = await judge(desk, '/api/entries', { version: v, entry: { kind: 'deal', round: 1, table: 1, payload: { redeal: true } } });
    expect(other.status).toBe(200);
    const waiting = (await judge(desk, '/api/submissions')).body.submissions.find((s: { id: number }) => s.id === second);
    expect(waiting.since).toEqual([other.body.seq]);
    const stale = await judge(desk, `/api/submissions/${second}/approve`, { version: v });
    expect(stale.status).toBe(409);
    expect((await judge(desk, '/api/submissions')).body.submissions.find((s: { id: number }) => s.id === second).decision).toBeNull();
  });

  it('refuses codes never given, and brakes guessing: 429 after 10 wrong codes a minute', async () => {
    desk = await startDesk({ store: bermudaStore(), port: 0, lang: 'en', requireToken: true });
    const code = await codeOfCard(desk);
    const wrong = code === '000000' ? '000001' : '000000';
    const first = await player(desk, `/play/table?code=${wrong}`);
    expect(first.status).toBe(400);
    expect(first.body.errors).toEqual([{ field: 'code', message: 'no table has this code: it is printed on the table card' }]);
    for (let i = 0; i < 9; i++) await player(desk, `/play/table?code=x${i}`);
    const braked = await player(desk, `/play/table?code=${code}`);
    expect(braked.status).toBe(429);
  });
});
