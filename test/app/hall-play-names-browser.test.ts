/**
 * The players' phone forms name the players (#19 follow-up, #14, #15): at 375 px, the pickers of a riichi table's
 * hanchan (riichi declared, winners, the discarder, the liable player, tenpai, chombo, final scores) and its sheet
 * (columns, dealer, payments, the end), and those of an MCR deal (winner, discarder, the hands, a penalty's player)
 * say «Иванов Иван (ivanov)» or the name, never the id alone where the player has a name. Ids and names here differ
 * in every letter, so an id shown alone is found in the page's text.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desk } from '../../app/index.js';
import { launchBrowser, screenshotOnFailure } from '../support/browser.js';
import { phonePage, phoneProblems, playersOf, seatedStore, startTokenDesk } from '../support/browser-desk.js';
import { asJudge } from '../support/hall-event.js';
import { idsAlone as idsAloneIn } from '../support/ids-alone.js';

const NAMES: Record<string, string> = { ivanov: 'Иванов Иван', petrov: 'Петров Пётр', sidorov: 'Сидоров Семён', orlov: 'Орлов Олег' };
const IDS = Object.keys(NAMES);

let browser: Browser;
const desks: Desk[] = [];
let phone: Page | undefined;
screenshotOnFailure(() => [phone]);

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  for (const d of desks) await d.close();
});

/** The players' page of table 1 of round 1 on a phone, for a store of `regulation` with the four named players. */
async function playPage(regulation: string, errors: string[]): Promise<Page> {
  const desk = await startTokenDesk(seatedStore(regulation, 5, playersOf(IDS, (id) => NAMES[id]!), [IDS]));
  desks.push(desk);
  const cards = (await asJudge(desk, '/print/table-cards.html?round=1')).body as string;
  const code = /data-code>(\d{6})</.exec(cards)![1]!;
  const page = (phone = await phonePage(browser, errors));
  await page.goto(`${desk.origin}/play?code=${code}`);
  await page.waitForSelector('#play-form');
  return page;
}

/** The texts of `scope` in which a player's id stands alone (test/support/ids-alone.ts). */
const idsAlone = (page: Page, scope: string) => idsAloneIn(page, scope, NAMES);

/** The labels of the options of the selects `css`, the empty choice left out. */
const optionsOf = (page: Page, css: string) => page.$$eval(`${css} option`, (os) => os.filter((o) => (o as HTMLOptionElement).value !== '').map((o) => o.textContent));

describe('the players\' forms name the players, at 375 px', () => {
  it('a riichi table\'s hanchan: every picker and the sheet', async () => {
    const errors: string[] = [];
    const page = await playPage('riichi-ema-2016', errors);
    // Deal 1, deal by deal: petrov (South) declares riichi and wins on sidorov's discard.
    await page.check('#play-form input.riichi-declared[data-player="petrov"]');
    await page.check('#play-form input.riichi-winner[data-player="petrov"]');
    await page.fill('#play-form input.riichi-hand[data-player="petrov"]', '123m456p789s234s9m+9m');
    await page.selectOption('#play-form select.riichi-discarder', 'sidorov');
    expect(await optionsOf(page, '#play-form select.riichi-discarder')).toEqual(['Иванов Иван (ivanov)', 'Петров Пётр (petrov)', 'Сидоров Семён (sidorov)', 'Орлов Олег (orlov)']);
    expect(await optionsOf(page, '#play-form select.riichi-liable[data-player="petrov"]')).toEqual(['Иванов Иван (ivanov)', 'Сидоров Семён (sidorov)', 'Орлов Олег (orlov)']);
    expect((await page.textContent('#play-form label:has(input.riichi-declared[data-player="orlov"])'))?.trim()).toBe('Орлов Олег (orlov)');
    // The sheet: riichi only, 1 han 40 fu, 1,300 from sidorov and petrov's stick back (as in the riichi desk test).
    await page.waitForSelector('#play-form .riichi-sheet[data-state="ready"] table.riichi-deals');
    expect(await page.$$eval('#play-form table.riichi-deals thead th[data-player]', (ths) => ths.map((t) => t.textContent))).toEqual(['Иванов Иван', 'Петров Пётр', 'Сидоров Семён', 'Орлов Олег']);
    expect(await page.textContent('#play-form tr.riichi-payments')).toContain('Сидоров Семён → Петров Пётр 1300');
    expect(await idsAlone(page, '#play-form')).toEqual([]);
    expect(await phoneProblems(page)).toEqual({ scrollWidth: 375, small: [] });
    // An exhaustive draw and a chombo show their pickers too.
    await page.selectOption('#play-form select.riichi-ending-pick', 'draw');
    await page.selectOption('#play-form select.riichi-ending-pick', 'chombo');
    expect(await optionsOf(page, '#play-form select.riichi-offender')).toEqual(['Иванов Иван (ivanov)', 'Петров Пётр (petrov)', 'Сидоров Семён (sidorov)', 'Орлов Олег (orlov)']);
    expect(await idsAlone(page, '#play-form')).toEqual([]);
    // By the final scores: each score's and each chombo's label.
    await page.selectOption('#play-form select.riichi-mode', 'scores');
    expect(await page.textContent('#play-form label:has(input.riichi-final[data-player="ivanov"])')).toContain('Иванов Иван (ivanov)');
    expect(await idsAlone(page, '#play-form')).toEqual([]);
    expect(await phoneProblems(page)).toEqual({ scrollWidth: 375, small: [] });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('an MCR deal: the winner and the discarder, the hands, a penalty\'s player', async () => {
    const errors: string[] = [];
    const page = await playPage('mcr-2006', errors);
    expect(await optionsOf(page, '#play-form select.mcr-winner')).toEqual(['Иванов Иван (ivanov)', 'Петров Пётр (petrov)', 'Сидоров Семён (sidorov)', 'Орлов Олег (orlov)']);
    expect(await optionsOf(page, '#play-form select.mcr-discarder')).toEqual(['Иванов Иван (ivanov)', 'Петров Пётр (petrov)', 'Сидоров Семён (sidorov)', 'Орлов Олег (orlov)']);
    await page.click('#play-form details.deal-penalties-box summary');
    await page.click('#play-form button.penalty-add');
    expect(await optionsOf(page, '#play-form select.penalty-player')).toEqual(['Иванов Иван (ivanov)', 'Петров Пётр (petrov)', 'Сидоров Семён (sidorov)', 'Орлов Олег (orlov)']);
    expect(await idsAlone(page, '#play-form')).toEqual([]);
    expect(await phoneProblems(page)).toEqual({ scrollWidth: 375, small: [] });
    await page.selectOption('#play-form select.deal-mode', 'hands');
    expect(await idsAlone(page, '#play-form')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
