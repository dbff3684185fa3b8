/**
 * Players' entry for an MCR table (#19 with #15), in a real browser: a player's phone at 375 px (no token) gives the
 * deal in the desk's own MCR fields (app/client/mcr-fields.ts: the winner's fans from the score sheet), checks it and
 * sends it; the judge, in a second browser context on the desk that asks for the token, sees the computed payments
 * by the players' names and approves; the table's deal is then the fans deal the players gave.
 * MCR 2006 (regulations/mcr-2006.yaml), four players A-D at one table; worked out by hand below.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desk } from '../../app/index.js';
import { launchBrowser, openDeskPage, screenshot, screenshotOnFailure } from '../support/browser.js';
import { closeAll, newPage, phonePage, phoneProblems, playersOf, seatedStore, startTokenDesk } from '../support/browser-desk.js';
import { asJudge } from '../support/hall-event.js';

let browser: Browser;
let desk: Desk;
let phone: Page | undefined;
let judgePage: Page | undefined;
screenshotOnFailure(() => [phone, judgePage]);

beforeAll(async () => {
  desk = await startTokenDesk(seatedStore('mcr-2006', 3, playersOf([...'ABCD']), [[...'ABCD']]));
  browser = await launchBrowser();
}, 60_000); // a browser launched and a desk started: as long as a test may take on a loaded machine
afterAll(() => closeAll(browser, desk));

/** The rows of a ledger's payments under `box`: `from → to`, amount, sorted. */
async function payments(page: Page, box: string): Promise<string[][]> {
  const rows = await page.$$eval(`${box} tr.ledger-payment`, (trs) => trs.map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent ?? '')));
  return rows.sort();
}

describe('an MCR table\'s players enter a deal from a phone', () => {
  it('by the winner\'s fans, checked on the phone and approved by the judge with the same payments', async () => {
    const cards = (await asJudge(desk, '/print/table-cards.html?round=1')).body as string;
    const code = /data-code>(\d{6})</.exec(cards)![1]!;
    const errors: string[] = [];
    const refused: string[] = [];
    const page = (phone = await phonePage(browser, errors, refused));
    await page.goto(`${desk.origin}/play?code=${code}`);
    await page.waitForSelector('#play-table[data-table="1"]');
    // The desk's MCR form, by fans first.
    expect(await page.inputValue('#play-form select.deal-mode')).toBe('fans');
    await page.selectOption('#submitter', 'D');
    // B wins on C's discard with 12 fans (3.9.1.2): C pays 8 + 12 = 20, A and D 8 each; B +36.
    await page.selectOption('#play-form select.mcr-winner', 'B');
    await page.selectOption('#play-form select.mcr-from', 'discard');
    await page.selectOption('#play-form select.mcr-discarder', 'C');
    await page.fill('#play-form input.mcr-fans', '12');
    await page.click('#play-form button.record');
    await page.waitForSelector('#preview .ledger');
    expect(await payments(page, '#preview')).toEqual([['Игрок A → Игрок B', '8'], ['Игрок C → Игрок B', '20'], ['Игрок D → Игрок B', '8']]);
    // The table after it, in seat order, in game points (MCR's standings count them) and table points 4-2-1-0 with
    // ties sharing: B +36 first 4; A and D at -8 share 2nd-3rd, (2 + 1) / 2 = 1,5 each; C -20 last 0.
    expect(await page.textContent('#preview .table-after thead')).toContain('Игровые очки');
    const after = await page.$$eval('#preview .table-after tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent).join(' ')));
    expect(after).toEqual(['-8 1,5', '+36 4', '-20 0', '-8 1,5']);
    // At phone size: no sideways scroll, every control at least 44 px.
    expect(await phoneProblems(page)).toEqual({ scrollWidth: 375, small: [] });
    await page.click('#send');
    await page.waitForSelector('#sent');
    await screenshot(page, 'hall-mcr-play-phone.png');
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);

    // The judge, in another browser context, sees the submission with the engine's payments by names and approves.
    const judge = (judgePage = await newPage(browser, errors));
    await openDeskPage(judge, desk.url, '#hall');
    const box = '.submission';
    await judge.waitForSelector(`${box} .ledger`);
    expect(await payments(judge, box)).toEqual([['Игрок A → Игрок B', '8'], ['Игрок C → Игрок B', '20'], ['Игрок D → Игрок B', '8']]);
    expect(await judge.textContent(`${box} .table-result`)).toBe('Итог стола после записи: Игрок A -8 (1,5) · Игрок B +36 (4) · Игрок C -20 (0) · Игрок D -8 (1,5)');
    await judge.click(`${box} button.approve`);
    await judge.waitForSelector('#no-submissions');
    await screenshot(judge, 'hall-mcr-approved.png');
    const event = (await asJudge(desk, '/api/event')).body;
    expect(event.rounds[0].tables[0].deals).toEqual([{ kind: 'fans', win: { player: 'B', from: 'discard', discarder: 'C' }, fans: 12 }]);
    // The phone learns the judge's decision.
    await page.goto(`${desk.origin}/play?code=${code}`);
    await page.waitForSelector('#table-submissions li.status-approved');
    expect(errors).toEqual([]);
    await page.context().close();
    await judge.context().close();
  }, 60_000);
});
