/**
 * A riichi table entered through the desk in a real browser (issue 14): the hanchan deal by deal (a ron scored from
 * the hand, an exhaustive draw, a ron with han and fu typed), the sheet worked out by the server shown BEFORE saving
 * (running scores, places, uma, tournament points), then saved as the table's result: the sheet under it, no second
 * form, and the standings. EMA 2016 (riichi-ema-2016.yaml): start 30,000 = target, uma +15,000/+5,000/−5,000/−15,000,
 * 1,000 points per tournament point. Expected figures worked out by hand in the comments. Russian.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeskPage, SHOTS } from '../support/browser.js';
import { closeAll, launchWithPage, playersOf, seatedStore } from '../support/browser-desk.js';
import { spawnDesk, type DeskProcess } from '../support/desk.js';

let browser: Browser;
let page: Page;
let desk: DeskProcess;
const scriptErrors: string[] = [];

beforeAll(async () => {
  // A B C D sit East South West North at the first deal.
  desk = await spawnDesk(seatedStore('riichi-ema-2016', 5, playersOf(['A', 'B', 'C', 'D']), [['A', 'B', 'C', 'D']]));
  ({ browser, page } = await launchWithPage(scriptErrors));
}, 60_000);
afterAll(() => closeAll(browser, desk));

const FORM = '#table-r1-t1 form.result-form';
const deal = (n: number) => `${FORM} fieldset.riichi-deal[data-deal="${n}"]`;

describe('a riichi hanchan entered deal by deal', () => {
  it('shows the payments, running scores, uma and tournament points before saving, then saves the table', async () => {
    await openDeskPage(page, desk.url, '#event');
    expect(await page.inputValue(`${FORM} select.riichi-mode`)).toBe('deals');
    // 1. East 1, dealer A. B declares riichi and wins on C's discard with riichi only: 1 han; fu 20 + 10 concealed
    //    ron + 2 pair wait = 32 -> 40; 40 × 2^3 = 320, a non-dealer's ron × 4 = 1280 -> 1300 from C; B's stick back.
    //    A 30000, B 30000 − 1000 + 1300 + 1000 = 31300, C 28700, D 30000.
    await page.check(`${deal(1)} input.riichi-declared[data-player="B"]`);
    await page.check(`${deal(1)} input.riichi-winner[data-player="B"]`);
    await page.fill(`${deal(1)} input.riichi-hand[data-player="B"]`, '123m456p789s234s9m+9m');
    await page.selectOption(`${deal(1)} select.riichi-discarder`, 'C');
    // 2. East 2, dealer B. Exhaustive draw, B and D tenpai: A and C each pay 3000 / (2 × 2) = 750 to B and to D.
    //    A 28500, B 32800, C 27200, D 31500. B was tenpai: he keeps the deal, 1 counter.
    await page.click(`${FORM} button.riichi-add-deal`);
    await page.selectOption(`${deal(2)} select.riichi-ending-pick`, 'draw');
    await page.check(`${deal(2)} input.riichi-tenpai[data-player="B"]`);
    await page.check(`${deal(2)} input.riichi-tenpai[data-player="D"]`);
    // 3. East 2 again, 1 counter. D declares riichi; C wins on D's discard, han 3 fu 30 typed: 30 × 2^5 = 960,
    //    × 4 = 3840 -> 3900, + 300 for the counter = 4200 from D; D's stick to C.
    //    D 31500 − 1000 − 4200 = 26300, C 27200 + 4200 + 1000 = 32400; A 28500, B 32800 (sum 120000).
    await page.click(`${FORM} button.riichi-add-deal`);
    await page.check(`${deal(3)} input.riichi-declared[data-player="D"]`);
    await page.check(`${deal(3)} input.riichi-winner[data-player="C"]`);
    await page.fill(`${deal(3)} input.riichi-han[data-player="C"]`, '3');
    await page.fill(`${deal(3)} input.riichi-fu[data-player="C"]`, '30');
    await page.selectOption(`${deal(3)} select.riichi-discarder`, 'D');

    // The sheet, before anything is saved.
    const sheet = `${FORM} .riichi-sheet`;
    await page.waitForFunction((s) => document.querySelectorAll(`${s} tr.riichi-deal-row`).length === 3 && document.querySelector(`${s}`)?.getAttribute('data-state') === 'ready', sheet);
    const running = (n: number) => page.$$eval(`${sheet} tr.riichi-deal-row[data-deal="${n}"] small.riichi-running`, (xs) => xs.map((x) => x.textContent));
    expect(await running(1)).toEqual(['30000', '31300', '28700', '30000']);
    expect(await running(2)).toEqual(['28500', '32800', '27200', '31500']);
    expect(await running(3)).toEqual(['28500', '32800', '32400', '26300']);
    expect(await page.textContent(`${sheet} tr.riichi-deal-row[data-deal="3"] .riichi-ending`)).toContain('Игрок C: han 3, fu 30 (введено), стоимость 960');
    expect(await page.textContent(`${sheet} tr.riichi-payments >> nth=2`)).toContain('Игрок D → Игрок C 300');
    // The end: B 1st 32800: 2800 + 15000 = 17800 -> +17.8; C 2nd 2400 + 5000 = 7400 -> +7.4;
    // A 3rd −1500 − 5000 = −6500 -> −6.5; D 4th −3700 − 15000 = −18700 -> −18.7 (sum 0).
    const standings = await page.$$eval(`${sheet} table.riichi-standings tbody tr`, (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(standings).toEqual([
      ['1', 'Игрок B', '32800', '+15000', '0', '0', '+17,8'],
      ['2', 'Игрок C', '32400', '+5000', '0', '0', '+7,4'],
      ['3', 'Игрок A', '28500', '-5000', '0', '0', '-6,5'],
      ['4', 'Игрок D', '26300', '-15000', '0', '0', '-18,7'],
    ]);
    expect(await page.locator('#table-r1-t1 .deals .deal').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'riichi-hanchan-form.png'), fullPage: true });

    await page.click(`${FORM} button.result-save`);
    await page.waitForSelector('#table-r1-t1 .deals .deal .riichi-sheet[data-state="ready"] table.riichi-standings');
    // Saved: the sheet under the table's result, and no second form.
    expect(await page.locator(FORM).count()).toBe(0);
    expect(await page.$$eval('#table-r1-t1 .deals .riichi-sheet table.riichi-standings td.riichi-points', (tds) => tds.map((td) => td.textContent))).toEqual(['+17,8', '+7,4', '-6,5', '-18,7']);
    // The standings: tournament points, then game points (final score − 30000).
    await page.goto(`${desk.url}print/standings.html?lang=en`);
    const rows = await page.$$eval('tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
    expect(rows.map((r) => [r[0], r[2]])).toEqual([['1', 'B'], ['2', 'C'], ['3', 'A'], ['4', 'D']]);
    expect(rows.map((r) => r.slice(3).join(' '))).toEqual([
      expect.stringContaining('17.8'), expect.stringContaining('7.4'), expect.stringContaining('-6.5'), expect.stringContaining('-18.7'),
    ]);
    expect(scriptErrors).toEqual([]);
  }, 60_000);
});
