/**
 * A riichi table's saved hanchan corrected in a real browser (issue 14): the result reopens in the riichi form, not
 * as JSON, filled with everything it holds: the hanchan's note, each deal's note, a win's circumstances and the player
 * liable for it (pao). The judge changes the liable player and saves; the sheet under the result follows.
 * EMA 2016 (riichi-ema-2016.yaml: liability EMA 3.3.9). Figures worked out by hand in the comments. Russian.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/index.js';
import { launchBrowser, openDeskPage, screenshotOnFailure } from '../support/browser.js';
import { createStore, spawnDesk, stopDesk, type DeskProcess } from '../support/desk.js';

let browser: Browser;
let page: Page;
let desk: DeskProcess;
const scriptErrors: string[] = [];

/** Daisangen, open: 1 yakuman, 8000 basic points. */
const DAISANGEN = '123m9p[555z][666z][777z]+9p';
const HANCHAN = {
  note: 'протокол сверен',
  deals: [
    // 1. Exhaustive draw, only the dealer A ready: B, C, D pay him 1000 each; A keeps the deal, 1 counter.
    { draw: { tenpai: ['A'] }, note: 'стена пересчитана' },
    // 2. B self-draws daisangen with the dora indicator 3m; C fed the third dragon pung and pays it all.
    { win: { player: 'B', hand: DAISANGEN, from: 'wall', dora: '3m', liable: 'C' } },
  ],
};

beforeAll(async () => {
  const file = createStore('riichi-ema-2016', 5, ['A', 'B', 'C', 'D'].map((id) => ({ id, name: `Игрок ${id}` })));
  const store = openStore(file);
  store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: ['A', 'B', 'C', 'D'] }] } });
  store.record({ kind: 'result', round: 1, table: 1, payload: { hanchan: HANCHAN } });
  store.close();
  desk = await spawnDesk(file);
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  page.on('pageerror', (e) => scriptErrors.push(e.message));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  if (desk !== undefined) await stopDesk(desk);
});
screenshotOnFailure(() => [page]);

const FIX = '#table-r1-t1 form.correction';
const deal = (n: number) => `${FIX} fieldset.riichi-deal[data-deal="${n}"]`;
const points = () => page.$$eval('#table-r1-t1 .deals .riichi-sheet table.riichi-standings tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));

describe('a riichi hanchan with notes and a liable player, corrected', () => {
  it('reopens in the riichi form filled with it, and the corrected liability changes the sheet', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.waitForSelector('#table-r1-t1 .deals .riichi-sheet[data-state="ready"] table.riichi-standings');
    // Saved: after deal 2, C pays 2 × 8000 + 8000 + 8000 + 3 × 100 = 32300: A 33000, B 29000 + 32300 = 61300,
    // C 29000 − 32300 = −3300, D 29000. Uma: B +15000 -> 46.3; A 3000 + 5000 -> 8; D −1000 − 5000 -> −6;
    // C −33300 − 15000 -> −48.3 (sum 0).
    expect((await points()).map((r) => [r[1], r[6]])).toEqual([['Игрок B', '+46,3'], ['Игрок A', '+8'], ['Игрок D', '-6'], ['Игрок C', '-48,3']]);

    await page.click('#table-r1-t1 .deals .deal button.correct-button');
    await page.waitForSelector(`${FIX} .correction-fields select.riichi-mode`);
    expect(await page.locator(`${FIX} .correction-no-form`).count()).toBe(0);
    expect(await page.$eval(`${FIX} details.correction-json`, (d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.inputValue(`${FIX} input.riichi-note`)).toBe('протокол сверен');
    expect(await page.inputValue(`${deal(1)} input.riichi-deal-note`)).toBe('стена пересчитана');
    expect(await page.inputValue(`${deal(1)} select.riichi-ending-pick`)).toBe('draw');
    expect(await page.inputValue(`${deal(2)} select.riichi-ending-pick`)).toBe('tsumo');
    expect(await page.inputValue(`${deal(2)} input.riichi-hand[data-player="B"]`)).toBe(DAISANGEN);
    expect(await page.inputValue(`${deal(2)} input.riichi-dora[data-player="B"]`)).toBe('3m');
    expect(await page.inputValue(`${deal(2)} select.riichi-liable[data-player="B"]`)).toBe('C');
    expect(JSON.parse(await page.inputValue(`${FIX} textarea.correction-payload`))).toEqual({ hanchan: HANCHAN });

    // D fed the third dragon pung, not C: D pays the 32300. A 33000, B 61300, C 29000, D −3300.
    // D 4th: −33300 − 15000 -> −48.3; C 3rd: −1000 − 5000 -> −6.
    await page.selectOption(`${deal(2)} select.riichi-liable[data-player="B"]`, 'D');
    await page.fill(`${FIX} input.correction-reason`, 'пао на D, а не на C');
    await page.click(`${FIX} button.correction-save`);
    await page.waitForSelector(`${FIX} .confirm-box`);
    await page.click(`${FIX} .confirm-box button.confirm-yes`);
    await page.waitForFunction(() => [...document.querySelectorAll('#table-r1-t1 .deals .riichi-sheet table.riichi-standings tbody tr td:nth-child(2)')].map((td) => td.textContent).join(',') === 'Игрок B,Игрок A,Игрок C,Игрок D');
    await page.waitForSelector('#table-r1-t1 .deals .riichi-sheet[data-state="ready"] table.riichi-standings');
    expect((await points()).map((r) => [r[1], r[6]])).toEqual([['Игрок B', '+46,3'], ['Игрок A', '+8'], ['Игрок C', '-6'], ['Игрок D', '-48,3']]);
    expect(scriptErrors).toEqual([]);
  }, 60_000);
});
