/**
 * Players' entry for a riichi table (#19 with #14), in a real browser at phone size, on a desk that asks for the
 * judge's token (as on the hall's network): the players give their hanchan in the desk's own riichi fields (here by
 * the final scores), see its sheet worked out as they type (asked with the table's code, no token), check it and send
 * it; the judge approves it and the table's result is the hanchan. The judge's per-table entry of a riichi table is
 * the riichi form too. EMA 2016 (riichi-ema-2016.yaml): start 30,000 =
 * target, uma +15,000/+5,000/−5,000/−15,000, 1,000 points per tournament point. Worked out by hand below.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desk } from '../../app/index.js';
import { launchBrowser, openDeskPage, SHOTS } from '../support/browser.js';
import { closeAll, phonePage, playersOf, seatedStore, startTokenDesk } from '../support/browser-desk.js';
import { asJudge } from '../support/hall-event.js';

let browser: Browser;
let desk: Desk;

beforeAll(async () => {
  // A B C D sit East South West North at the first deal.
  desk = await startTokenDesk(seatedStore('riichi-ema-2016', 5, playersOf(['A', 'B', 'C', 'D']), [['A', 'B', 'C', 'D']]));
  browser = await launchBrowser();
}, 60_000);
afterAll(() => closeAll(browser, desk));

describe('a riichi table\'s players enter their hanchan from a phone', () => {
  it('the judge\'s per-table entry offers the riichi hanchan, not a deal\'s amounts', async () => {
    const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
    await openDeskPage(page, desk.url, '#tables');
    await page.click('#pick-r1-t1');
    await page.waitForSelector('#table-entry[data-table="1"]');
    // A riichi table records its hanchan as one result (riichi's fields), so no fast form of a deal's vists.
    expect(await page.$('#table-entry-form')).toBeNull();
    expect(await page.isVisible('#table-entry form.result-form select.riichi-mode')).toBe(true);
    await page.context().close();
  });

  it('by the final scores, with the sheet before sending; the judge approves it as the table\'s result', async () => {
    const cards = (await asJudge(desk, '/print/table-cards.html?round=1')).body as string;
    const code = /data-code>(\d{6})</.exec(cards)![1]!;
    const errors: string[] = [];
    const refused: string[] = [];
    const page = await phonePage(browser, errors, refused);
    await page.goto(`${desk.origin}/play?code=${code}`);
    await page.waitForSelector('#play-table[data-table="1"]');
    await page.selectOption('#play-form select.riichi-mode', 'scores');
    const finals: Record<string, string> = { A: '28500', B: '32800', C: '32400', D: '26300' };
    for (const [p, score] of Object.entries(finals)) await page.fill(`#play-form input.riichi-final[data-player="${p}"]`, score);
    // 28500 + 32800 + 32400 + 26300 = 120000 = 4 x 30000. B 1st: 2800 + 15000 = 17800 -> +17.8; C 2nd: 2400 + 5000 =
    // 7400 -> +7.4; A 3rd: -1500 - 5000 = -6500 -> -6.5; D 4th: -3700 - 15000 = -18700 -> -18.7 (sum 0).
    const sheet = '#play-form .riichi-sheet[data-state="ready"] table.riichi-standings';
    await page.waitForFunction((s) => document.querySelectorAll(`${s} td.riichi-points`).length === 4, sheet);
    expect(await page.$$eval(`${sheet} tbody tr`, (trs) => trs.map((tr) => [(tr as HTMLElement).dataset.player, tr.querySelector('td.riichi-points')?.textContent]))).toEqual([
      ['B', '+17,8'], ['C', '+7,4'], ['A', '-6,5'], ['D', '-18,7'],
    ]);

    await page.selectOption('#submitter', 'C');
    await page.click('#play-form button.record');
    await page.waitForSelector('#preview');
    // The table after it, in seat order: each player's tournament points.
    expect(await page.$$eval('#preview .table-after tbody tr', (trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent))).toEqual(['-6,5', '17,8', '7,4', '-18,7']);
    await page.click('#send');
    await page.waitForSelector('#sent');
    await page.screenshot({ path: join(SHOTS, 'hall-riichi-play-phone.png'), fullPage: true });
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();

    // The judge approves it: the table's result is the hanchan the players gave.
    const { version, submissions } = (await asJudge(desk, '/api/submissions')).body as { version: number; submissions: Array<{ id: number; kind: string }> };
    expect(submissions.map((s) => s.kind)).toEqual(['result']);
    expect((await asJudge(desk, `/api/submissions/${submissions[0]!.id}/approve`, { version })).status).toBe(200);
    const event = (await asJudge(desk, '/api/event')).body;
    expect(event.rounds[0].tables[0].hanchan).toEqual({ scores: { A: 28500, B: 32800, C: 32400, D: 26300 } });
  }, 60_000);
});
