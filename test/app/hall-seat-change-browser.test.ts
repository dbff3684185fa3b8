/**
 * Seats changed in the middle of a round, in a real browser (#19): after deal 1 the judge finds that Anna and Boris
 * sit in each other's places and moves them with the table's "change of seats" form; the table then shows the
 * change among its deals and the per-table entry names who is East at deal 2 from the new seats. Then Gleb leaves
 * after deal 2 and Dina comes in by a substitution between deals (the substitution form's "after deal"): the next
 * deal's form asks for Dina's result, not Gleb's. Bermuda, seated by the judge; East passes every deal (4.1.1).
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDesk, type Desk } from '../../app/index.js';
import { openDeskPage, SHOTS } from '../support/browser.js';
import { closeAll, launchWithPage } from '../support/browser-desk.js';
import { request } from '../support/desk.js';
import { seatedBermudaStore } from '../support/hall-event.js';

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];

let browser: Browser;
let desk: Desk;
let page: Page;
const scriptErrors: string[] = [];

beforeAll(async () => {
  desk = await startDesk({
    store: seatedBermudaStore(PLAYERS, (store) => {
      store.record({ kind: 'player', payload: { action: 'register', id: 'Dina', name: 'Dina R.', 'from-round': 1 } });
      store.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { Anna: 120, Boris: -40, Vera: -40, Gleb: -40 }, mahjong: 'Anna' } });
    }),
    port: 0,
    lang: 'ru',
  });
  ({ browser, page } = await launchWithPage(scriptErrors, { viewport: { width: 1280, height: 900 } }));
}, 60_000);
afterAll(() => closeAll(browser, desk));

describe('seats changed in the middle of a round', () => {
  it('the judge moves Anna and Boris after deal 1; East at deal 2 follows the new seats', async () => {
    await openDeskPage(page, `${desk.origin}/`, '#event');
    await page.click('#table-r1-t1 details.seat-change summary');
    const form = '#seat-change-r1-t1';
    // After the one deal recorded, the seats as they are now.
    expect(await page.inputValue(`${form} input.seat-change-after`)).toBe('1');
    expect(await page.$$eval(`${form} select.seat-change-player`, (ss) => ss.map((s) => (s as HTMLSelectElement).value))).toEqual(PLAYERS);
    await page.selectOption(`${form} select.seat-change-player[data-seat="1"]`, 'Boris');
    await page.selectOption(`${form} select.seat-change-player[data-seat="2"]`, 'Anna');
    await page.click(`${form} button.seat-change-save`);
    await page.waitForFunction(() => document.querySelector('#table-r1-t1 .deals')?.textContent?.includes('пересадка после сдачи 1') === true);
    expect(await page.textContent('#table-r1-t1 .deals')).toContain('пересадка после сдачи 1 (сыгранные сдачи — на прежних местах), дальше места: Boris Anna Vera Gleb');

    // Deal 2 is the second seat's turn: Boris's before, Anna's now.
    await openDeskPage(page, `${desk.origin}/`, '#tables');
    await page.click('#pick-r1-t1');
    await page.waitForSelector('#table-entry[data-table="1"]');
    expect(await page.textContent('#next-east')).toContain('Anna R. (Anna)');
    expect(await page.$$eval('#table-entry ul.seats li', (ls) => ls.map((l) => (l as HTMLElement).dataset.player))).toEqual(['Boris', 'Anna', 'Vera', 'Gleb']);
  });

  it('Dina comes in for Gleb after deal 2: the next deal\'s form asks for Dina', async () => {
    const version = (await request(`${desk.origin}/api/event`)).body.version as number;
    expect((await request(`${desk.origin}/api/entries`, { json: { version, entry: { kind: 'deal', round: 1, table: 1, payload: { vists: { Anna: -40, Boris: -40, Vera: 120, Gleb: -40 }, mahjong: 'Vera' } } } })).status).toBe(200);
    await openDeskPage(page, `${desk.origin}/`, '#event');
    await page.fill('#sub-round', '1');
    await page.selectOption('#sub-out', 'Gleb');
    await page.selectOption('#sub-in', 'Dina');
    await page.fill('#sub-after-deal', '2');
    await page.click('#substitute-form button[type=submit]');
    await page.waitForFunction(() => document.querySelector('#deal-form-r1-t1')?.textContent?.includes('Dina') === true);
    const history = (await request(`${desk.origin}/api/history`)).body.history as Array<{ kind: string; payload: Record<string, unknown> }>;
    expect(history.at(-1)!.payload).toEqual({ action: 'substitute', out: 'Gleb', in: 'Dina', 'after-deal': 2 });

    await openDeskPage(page, `${desk.origin}/`, '#tables');
    await page.click('#pick-r1-t1');
    await page.waitForSelector('#table-entry[data-table="1"]');
    // Gleb's seat (the fourth) is Dina's from deal 3; deal 3 is the third seat's turn: Vera.
    expect(await page.$$eval('#table-entry ul.seats li', (ls) => ls.map((l) => (l as HTMLElement).dataset.player))).toEqual(['Boris', 'Anna', 'Vera', 'Dina']);
    expect(await page.textContent('#next-east')).toContain('Vera R. (Vera)');
    // The deals keep who played them: Boris -40 -40 = -80, Anna +120 -40 = 80, Vera -40 +120 = 80; Gleb's -40 and
    // -40 stay in his column (-80), Dina has none yet.
    expect(await page.$$eval('#table-deals tfoot .total-cell', (cells) => cells.map((c) => [(c as HTMLElement).dataset.player, c.textContent]))).toEqual([
      ['Boris', '-80'], ['Anna', '80'], ['Vera', '80'], ['Dina', '0'], ['Gleb', '-80'],
    ]);
    await page.screenshot({ path: join(SHOTS, 'hall-seat-change-tables.png'), fullPage: true });
    expect(scriptErrors).toEqual([]);
  });

  it('the judge corrects the change of seats with its form (not its JSON): Anna and Boris back in their places', async () => {
    await openDeskPage(page, `${desk.origin}/`, '#event');
    const line = page.locator('#table-r1-t1 .deals div.deal', { hasText: 'пересадка после сдачи 1' });
    await line.locator('button.correct-button').click();
    const fix = '#table-r1-t1 .deals form.correction';
    await page.waitForSelector(`${fix} select.seat-change-player`);
    expect(await page.locator(`${fix} .correction-no-form`).count()).toBe(0);
    expect(await page.inputValue(`${fix} input.fix-after-deal`)).toBe('1');
    expect(await page.$$eval(`${fix} select.seat-change-player`, (ss) => ss.map((s) => (s as HTMLSelectElement).value))).toEqual(['Boris', 'Anna', 'Vera', 'Gleb']);
    await page.selectOption(`${fix} select.seat-change-player[data-seat="1"]`, 'Anna');
    await page.selectOption(`${fix} select.seat-change-player[data-seat="2"]`, 'Boris');
    await page.fill(`${fix} input.correction-reason`, 'пересадка записана по ошибке');
    await page.click(`${fix} button.correction-save`);
    await page.waitForSelector(`${fix} .confirm-box`);
    await page.click(`${fix} .confirm-box button.confirm-yes`);
    const history = async () => (await request(`${desk.origin}/api/history`)).body.history as Array<{ kind: string; table: number | null; payload: Record<string, unknown> }>;
    await expect.poll(async () => (await history()).filter((e) => e.kind === 'seating' && e.table === 1).at(-1)?.payload).toEqual({ 'after-deal': 1, players: PLAYERS });
    expect(scriptErrors).toEqual([]);
  });
});
