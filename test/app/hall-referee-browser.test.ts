/**
 * The referee's pages in a real browser (#19): opened at the referee's address, the desk shows a referee's part
 * only. The referee records a table's deal and a penalty, approves a players' submission, gives his table five more
 * minutes and scores a hand; where the judge has a form (registrations, seating, corrections, the event's info, the
 * round's clock) the referee reads whose it is. Nothing is offered that the server then refuses: no answer of the
 * whole session is a 403. The judge's pages, on the same desk, keep every form. Bermuda, four players seated at
 * table 1 by the judge; expected values worked out by hand (arithmetic in the comments).
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desk } from '../../app/index.js';
import { openDeskPage, SHOTS } from '../support/browser.js';
import { closeAll, launchWithPage, newPage, startTokenDesk } from '../support/browser-desk.js';
import { request } from '../support/desk.js';
import { asJudge, seatedBermudaStore } from '../support/hall-event.js';

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];

let browser: Browser;
let desk: Desk;
let referee: Page;
let judge: Page;
const scriptErrors: string[] = [];
/** Every answer the referee's pages got with 403 (a button the server refused). */
const refused: string[] = [];

beforeAll(async () => {
  desk = await startTokenDesk(seatedBermudaStore(PLAYERS));
  await asJudge(desk, '/api/event-info', { name: 'Кубок Бермуд', date: '06.01.2011', venue: 'Репино' });
  ({ browser, page: referee } = await launchWithPage(scriptErrors, { viewport: { width: 1280, height: 900 } }));
  referee.on('response', (r) => {
    if (r.status() === 403) refused.push(`${r.request().method()} ${r.url()}`);
  });
  judge = await newPage(browser, scriptErrors);
}, 60_000);
afterAll(() => closeAll(browser, desk));

/** The history as the judge's API gives it. */
async function history(): Promise<Array<{ seq: number; kind: string; author: string | null; payload: Record<string, unknown> | null }>> {
  return (await asJudge(desk, '/api/history')).body.history;
}

describe('the referee\'s pages', () => {
  it('the event page: the tables\' forms, and one line instead of each of the judge\'s forms', async () => {
    await openDeskPage(referee, desk.refereeUrl!, '#event');
    expect(await referee.textContent('#judge-label')).toBe('Рефери');
    // Registrations, substitutions, withdrawals, the next round's seating and corrections are the judge's.
    for (const form of ['#register-form', '#substitute-form', '#withdraw-form', '#seat-form', '.correct-button']) expect(await referee.$(form)).toBeNull();
    expect(await referee.textContent('[data-judges="players"]')).toBe('Регистрацию, замены и снятия игроков вносит главный судья.');
    expect(await referee.textContent('[data-judges="seating"]')).toBe('Рассадку следующего тура делает главный судья.');
    expect(await referee.textContent('[data-judges="corrections"]')).toContain('Исправляет записанное главный судья');
    // The table's deal and penalty forms are the referee's.
    expect(await referee.isVisible('#deal-form-r1-t1')).toBe(true);
    expect(await referee.isVisible('#penalty-form-r1-t1')).toBe(true);
  });

  it('records table 1\'s deal (per-table entry) and a penalty, signed as the referee\'s', async () => {
    await referee.fill('#judge', 'Иван');
    await referee.press('#judge', 'Tab');
    await openDeskPage(referee, desk.origin + '/', '#tables');
    await referee.click('#pick-r1-t1');
    await referee.waitForSelector('#table-entry[data-table="1"]');
    const amounts = referee.locator('#table-entry-form input.amount');
    await amounts.nth(0).fill('120');
    await amounts.nth(1).fill('-40');
    await amounts.nth(2).fill('-40');
    // 120 - 40 - 40 + x = 0: Gleb's x = -40, filled by the running sum.
    await referee.waitForFunction(() => (document.querySelectorAll<HTMLInputElement>('#table-entry-form input.amount')[3]?.value ?? '') === '-40');
    await referee.selectOption('#table-entry-form select.winner', 'Anna');
    await referee.click('#table-entry-form button.record');
    await referee.waitForSelector('#table-deals tbody tr');
    expect(await referee.$$eval('#table-deals tfoot .total-cell', (cells) => cells.map((c) => c.textContent))).toEqual(['120', '-40', '-40', '-40']);

    await openDeskPage(referee, desk.origin + '/', '#event');
    await referee.selectOption('#penalty-form-r1-t1 select.penalty-player', 'Gleb');
    await referee.fill('#penalty-form-r1-t1 input.penalty-amount', '-30');
    await referee.fill('#penalty-form-r1-t1 input.penalty-reason', 'опоздание');
    await referee.click('#penalty-form-r1-t1 button.penalty-save');
    await referee.waitForFunction(() => document.querySelector('#table-r1-t1 .deals')?.textContent?.includes('опоздание') === true);
    const written = (await history()).filter((e) => e.kind === 'deal' || e.kind === 'penalty');
    expect(written.map((e) => [e.kind, e.author])).toEqual([['deal', 'Иван (рефери / referee)'], ['penalty', 'Иван (рефери / referee)']]);
    expect(written[1]!.payload).toMatchObject({ player: 'Gleb', vists: -30, reason: 'опоздание' });
  });

  it('the hall page: approves a players\' submission, gives table 1 five minutes; the event\'s info and the clock are the judge\'s', async () => {
    expect((await asJudge(desk, '/api/timer', { action: 'start', round: 1, minutes: 90 })).status).toBe(200);
    const cards = (await asJudge(desk, '/print/table-cards.html?round=1')).body as string;
    const code = /data-code>(\d{6})</.exec(cards)![1]!;
    const sent = await request(`${desk.origin}/play/submit`, { json: { code, submitter: 'Vera', entry: { payload: { redeal: true } } } });
    expect(sent.status).toBe(200);

    await openDeskPage(referee, desk.origin + '/', '#hall');
    // The event's info is read, not edited; no referee's address (it carries the referee's own token).
    expect(await referee.textContent('#event-info-text')).toBe('Кубок Бермуд · 06.01.2011 · Репино');
    expect(await referee.textContent('[data-judges="event-info"]')).toBe('Название, дату и место турнира меняет главный судья.');
    for (const judgeOnly of ['#info-save', '#timer-start', '#timer-stop', 'button.extend[data-table="all"]', '#referee-address']) expect(await referee.$(judgeOnly)).toBeNull();
    expect(await referee.textContent('[data-judges="timer"]')).toContain('Запускает и останавливает таймер тура главный судья');
    // Table 1's own extension.
    await referee.click('li.timer-table[data-table="1"] button.extend[data-minutes="5"]');
    await referee.waitForFunction(() => document.querySelector('li.timer-table[data-table="1"]')?.textContent?.includes('добавлено 5 мин') === true);

    await referee.click('.submission button.approve');
    await referee.waitForFunction(() => document.querySelector('.submission button.approve') === null);
    const redeal = (await history()).find((e) => e.kind === 'deal' && e.payload?.redeal === true);
    expect(redeal?.author).toBe('Иван (рефери / referee)');
    await referee.screenshot({ path: join(SHOTS, 'hall-referee-hall.png'), fullPage: true });
  });

  it('the history has no correction buttons; scoring a hand works', async () => {
    await openDeskPage(referee, desk.origin + '/', '#history');
    expect(await referee.$('.correct-button')).toBeNull();
    expect(await referee.isVisible('[data-judges="corrections"]')).toBe(true);

    await openDeskPage(referee, desk.origin + '/', '#score');
    await referee.fill('#hand-text', '333m456s777z9s[555p]+9s');
    await referee.selectOption('#seat', 'S');
    // Bermuda, seat South, won on a discard: exposed pung of minors 555p 2 + concealed pung of minors 333m 4
    // + concealed pung of majors 777z 8 + mahjong 20 + only tile 2 = 36; dragon pung (Удв. 7) doubles: 72
    await referee.waitForFunction(() => document.querySelector('#score-total')?.textContent === '72');
    // Nothing the referee was offered was refused.
    expect(refused).toEqual([]);
    expect(scriptErrors).toEqual([]);
  });

  it('the judge\'s pages on the same desk keep every form', async () => {
    await openDeskPage(judge, desk.url, '#event');
    expect(await judge.textContent('#judge-label')).toBe('Судья');
    for (const form of ['#register-form', '#substitute-form', '#withdraw-form', '#seat-form', '.correct-button']) expect(await judge.$(form)).not.toBeNull();
    expect(await judge.$('.judges-part')).toBeNull();
    await openDeskPage(judge, desk.origin + '/', '#hall');
    for (const form of ['#info-save', '#timer-start', '#timer-stop']) expect(await judge.$(form)).not.toBeNull();
    expect(scriptErrors).toEqual([]);
  });
});
