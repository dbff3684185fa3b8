/**
 * Corrections in a real browser (issue 18): an entry is corrected in the same form it was entered with, filled with
 * it: a seating as player pickers, a preference table's pulya sheet as its grid; saving shows the old and the new
 * and asks first. A redeal with the judge's note reopens in its form with the note. A Sichuan
 * deal is entered as its events (void suits, kong, hu, wall end), settled by the engine, and reopens as those events.
 * One browser; one desk (the built CLI as a child process) per game; Russian, and English for the screenshots.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeskPage, SHOTS } from '../support/browser.js';
import { closeAll, launchWithPage, playersOf, seatedStore as storeSeatedByJudge } from '../support/browser-desk.js';
import { spawnDesk, stopDesk, type DeskProcess } from '../support/desk.js';
import { enterBasicSichuanDeal } from '../support/desk-walk.js';

let browser: Browser;
let page: Page;
const scriptErrors: string[] = [];

beforeAll(async () => {
  ({ browser, page } = await launchWithPage(scriptErrors));
}, 60_000);
afterAll(() => closeAll(browser));

/** A store of `regulation` with players A-D (the first `count`) seated by the judge at one table, and `entries` recorded. */
function seatedStore(regulation: string, count: number, entries: Array<{ kind: 'deal' | 'result'; payload: Record<string, unknown> }>): string {
  const ids = ['A', 'B', 'C', 'D'].slice(0, count);
  return storeSeatedByJudge(regulation, 3, playersOf(ids), [ids], (store) => {
    for (const e of entries) store.record({ kind: e.kind, round: 1, table: 1, payload: e.payload });
  });
}

describe('a Bermuda event: the seating and a deal with a note', () => {
  let desk: DeskProcess;
  beforeAll(async () => {
    // A won 300 from the others' 100 each (300 - 3 x 100 = 0); then a redeal with the judge's note.
    desk = await spawnDesk(seatedStore('bermuda-triangle', 4, [
      { kind: 'deal', payload: { vists: { A: 300, B: -100, C: -100, D: -100 }, mahjong: 'A' } },
      { kind: 'deal', payload: { redeal: true, note: 'стена рассыпалась' } },
    ]));
  }, 60_000);
  afterAll(async () => {
    if (desk !== undefined) await stopDesk(desk);
  });

  it('corrects the seating with player pickers: A and B change seats, old -> new shown before it is saved', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.click('#round-1 p .correct-button');
    const fix = '#round-1 form.correction';
    const pickers = () => page.$$eval(`${fix} select.seating-player`, (ss) => ss.map((s) => (s as HTMLSelectElement).value));
    expect(await pickers()).toEqual(['A', 'B', 'C', 'D']);
    await page.selectOption(`${fix} select.seating-player[data-seat="1"]`, 'B');
    await page.selectOption(`${fix} select.seating-player[data-seat="2"]`, 'A');
    // Without a reason nothing is sent: the reason is asked for at its field.
    await page.click(`${fix} button.correction-save`);
    expect(await page.textContent(`${fix} [data-error-for="reason"]`)).toBe('Укажите причину исправления: без неё запись не исправляется.');
    await page.fill(`${fix} input.correction-reason`, 'A и B сели не на свои места');
    await page.click(`${fix} button.correction-save`);
    await page.waitForSelector(`${fix} .confirm-box`);
    expect(await page.textContent(`${fix} .confirm-box .correction-old`)).toContain('A B C D');
    expect(await page.textContent(`${fix} .confirm-box .correction-new`)).toContain('B A C D');
    await page.screenshot({ path: join(SHOTS, 'correction-seating.png'), fullPage: true });
    await page.click(`${fix} .confirm-box button.confirm-yes`);
    await page.waitForFunction(() => document.querySelector('#table-r1-t1')?.getAttribute('data-players') === 'B,A,C,D');
    await openDeskPage(page, desk.url, '#history');
    expect(await page.$$eval('#history tr.replaced-row', (rows) => rows.map((r) => r.textContent ?? ''))).toEqual([expect.stringContaining('A B C D')]);
    expect(await page.textContent('#history')).toContain('A и B сели не на свои места');
  });

  it('opens a redeal with the judge\'s note in its form, the note filled, and a deal in its form', async () => {
    await openDeskPage(page, desk.url, '#event');
    const redeal = page.locator('#table-r1-t1 .deals .deal').nth(1);
    await redeal.locator('button.correct-button').click();
    const fix = '#table-r1-t1 form.correction';
    await page.waitForSelector(`${fix} input.deal-note`);
    expect(await page.inputValue(`${fix} select.deal-mode`)).toBe('redeal');
    expect(await page.inputValue(`${fix} input.deal-note`)).toBe('стена рассыпалась');
    expect(await page.locator(`${fix} .correction-no-form`).count()).toBe(0);
    expect(await page.$eval(`${fix} details.correction-json`, (d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(JSON.parse(await page.inputValue(`${fix} textarea.correction-payload`))).toEqual({ redeal: true, note: 'стена рассыпалась' });
    // The deal A won opens in its form instead, filled with it.
    await page.click('#table-r1-t1 .deals .deal button.correct-button >> nth=0');
    const first = page.locator('#table-r1-t1 .deals .deal').nth(0).locator('form.correction');
    expect(await first.locator('select.deal-mode').inputValue()).toBe('vists');
    expect(await first.locator('input.deal-vists[data-player="A"]').inputValue()).toBe('300');
    expect(await first.locator('select.deal-mahjong').inputValue()).toBe('A');
    expect(await first.locator('.correction-no-form').count()).toBe(0);
    await page.selectOption('#lang', 'en');
    await openDeskPage(page, desk.url, '#event');
    await page.click('#table-r1-t1 .deals .deal button.correct-button >> nth=0');
    await page.screenshot({ path: join(SHOTS, 'correction-deal.en.png'), fullPage: true });
    await page.selectOption('#lang', 'ru');
  });
});

describe('a preference table: the pulya sheet', () => {
  let desk: DeskProcess;
  beforeAll(async () => {
    // Each player wrote a pool of 10 and no whists: every net is 0.
    const row = (others: string[]) => ({ pool: 10, mountain: 0, whists: Object.fromEntries(others.map((q) => [q, 0])) });
    desk = await spawnDesk(seatedStore('preference-festival-2011', 3, [
      { kind: 'result', payload: { pulya: { players: { A: row(['B', 'C']), B: row(['A', 'C']), C: row(['A', 'B']) } } } },
    ]));
  }, 60_000);
  afterAll(async () => {
    if (desk !== undefined) await stopDesk(desk);
  });

  it('reopens the sheet filled in; a pool changed shows as old -> new', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.click('#table-r1-t1 .deals .deal button.correct-button');
    const fix = '#table-r1-t1 form.correction';
    expect(await page.inputValue(`${fix} select.result-mode`)).toBe('pulya');
    expect(await page.inputValue(`${fix} input.pulya-pool[data-player="A"]`)).toBe('10');
    expect(await page.inputValue(`${fix} input.pulya-whist[data-player="A"][data-on="B"]`)).toBe('0');
    await page.fill(`${fix} input.pulya-pool[data-player="A"]`, '20');
    await page.fill(`${fix} input.correction-reason`, 'пуля A переписана с листа');
    await page.click(`${fix} button.correction-save`);
    await page.waitForSelector(`${fix} .confirm-box`);
    expect(await page.textContent(`${fix} .confirm-box .correction-old`)).toContain('A 10/0');
    expect(await page.textContent(`${fix} .confirm-box .correction-new`)).toContain('A 20/0');
    await page.screenshot({ path: join(SHOTS, 'correction-pulya.png'), fullPage: true });
    await page.click(`${fix} .confirm-box button.confirm-yes`);
    await page.waitForFunction(() => document.querySelector('#table-r1-t1 .deals')?.textContent?.includes('A 20/0') === true);
    expect(scriptErrors).toEqual([]);
  });
});

describe('a Sichuan deal entered as its events', () => {
  let desk: DeskProcess;
  beforeAll(async () => {
    desk = await spawnDesk(seatedStore('sbr-2025', 4, []));
  }, 60_000);
  afterAll(async () => {
    if (desk !== undefined) await stopDesk(desk);
  });

  it('records void suits, a kong, two hu and the wall end; the engine settles it; the correction reopens the events', async () => {
    await openDeskPage(page, desk.url, '#event');
    const form = '#deal-form-r1-t1';
    // test/fixtures/sichuan/deal-basic.yaml, entered row by row.
    await enterBasicSichuanDeal(page, form, ['A', 'B', 'C', 'D']);
    await page.screenshot({ path: join(SHOTS, 'sichuan-events-form.png'), fullPage: true });
    await page.click(`${form} button.deal-save`);
    await page.waitForSelector('#table-r1-t1 .deals > .deal');
    expect(await page.textContent('#table-r1-t1 .deals > .deal')).toContain('события: конг A 5m · ху B со сброса ← C · ху C из стены · конец стены');
    // docs/sichuan.md: A's concealed kong (B, C, D pay 2 each), B hus on C's discard (value 1, C pays 1), C self-draws
    // an 8 (A and D pay 8 + 1 each; B is out), at the wall end A waits with 4 and D is not ready (pays A 4):
    // A 6 - 9 + 4 = +1, B -2 + 1 = -1, C -2 - 1 + 18 = +15, D -2 - 9 - 4 = -15.
    expect(await page.textContent('#table-r1-t1 .table-result')).toContain('A +1 ');
    expect(await page.textContent('#table-r1-t1 .table-result')).toContain('C +15 ');
    expect(await page.textContent('#table-r1-t1 .table-result')).toContain('D -15 ');
    await page.screenshot({ path: join(SHOTS, 'sichuan-events-ledger.png'), fullPage: true });
    await page.click('#table-r1-t1 .deals .deal button.correct-button');
    const fix = '#table-r1-t1 form.correction';
    expect(await page.inputValue(`${fix} select.deal-mode`)).toBe('events');
    expect(await page.$$eval(`${fix} .sichuan-event`, (rows) => rows.length)).toBe(4);
    expect(await page.locator(`${fix} .correction-no-form`).count()).toBe(0);
    expect(await page.inputValue(`${fix} .sichuan-event[data-event="2"] input.ev-hu-hand[data-player="B"]`)).toBe('123p456p789p23s55s+1s');
    expect(scriptErrors).toEqual([]);
  });
});
