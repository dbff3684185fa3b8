/**
 * The desk on an event day (issue 18) in a real browser, as a judge meets it: a substitution recorded before its
 * round is seated leaves that round the one to seat (bug 1); a hand that cannot be read is refused next to its field
 * (bug 2); a save while the server cannot be reached says "not saved", keeps the form and saves on retry, and a page
 * that cannot be loaded says why with a retry (bug 3). Bermuda Triangle, nine players (S enters in round 2), the
 * desk run as a child process (the built CLI); the network failures are made by the browser (requests aborted).
 * Seating a round and withdrawing a player ask first, the seating with its preview and a warning when the round
 * before has tables with nothing recorded.
 * Screenshots go to test-artifacts/screenshots/.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPlayer } from '../../runtime/index.js';
import { openDeskPage, SHOTS } from '../support/browser.js';
import { closeAll, launchWithPage, seatedStore } from '../support/browser-desk.js';
import { spawnDesk, type DeskProcess } from '../support/desk.js';

/** Eight players A-H and a late entry S from round 2. */
const NINE: EventPlayer[] = [...[...'ABCDEFGH'].map((id): EventPlayer => ({ id, name: `Игрок ${id}` })), { id: 'S', name: 'Семён', 'from-round': 2 }];

let browser: Browser;
let page: Page;
let desk: DeskProcess;
const scriptErrors: string[] = [];

beforeAll(async () => {
  // Round 1 seated by the judge and played (one deal per table, East wins 300 from the others' 100 each:
  // 300 - 3 x 100 = 0); then B is replaced by S from round 2, before round 2 is seated.
  const file = seatedStore('bermuda-triangle', 7, NINE, [['A', 'B', 'C', 'D'], ['E', 'F', 'G', 'H']], (store) => {
    for (const [table, [east, ...others]] of [[1, ['A', 'B', 'C', 'D']], [2, ['E', 'F', 'G', 'H']]] as const) {
      store.record({ kind: 'deal', round: 1, table, payload: { vists: { [east]: 300, ...Object.fromEntries(others.map((p) => [p, -100])) }, mahjong: east } });
    }
    store.record({ kind: 'player', round: 2, payload: { action: 'substitute', out: 'B', in: 'S' } });
  });
  desk = await spawnDesk(file);
  ({ browser, page } = await launchWithPage(scriptErrors));
}, 60_000); // a browser launched and a desk started: as long as a test may take on a loaded machine
afterAll(() => closeAll(browser, desk));

/** The players of a seated table in seat order East, South, West, North. */
async function seated(round: number, table: number): Promise<string[]> {
  return (await page.getAttribute(`#table-r${round}-t${table}`, 'data-players'))!.split(',');
}

/** The number of deals a table shows. */
function dealsShown(round: number, table: number): Promise<number> {
  return page.$$eval(`#table-r${round}-t${table} .deals > .deal`, (rows) => rows.length);
}

describe('a judge\'s event day at the desk', () => {
  it('seats round 2 after a substitution recorded before it, with the substitute in the place of whom he replaces (bug 1)', async () => {
    await openDeskPage(page, desk.url, '#event');
    expect(await page.textContent('#seat-button')).toBe('Рассадить тур 2');
    // The button first shows the seating it would record; round 1 is complete, so no warning.
    await page.click('#seat-button');
    await page.waitForSelector('#seat-form .confirm-box');
    expect(await page.textContent('#seat-form .confirm-box strong')).toBe('Рассадить тур 2?');
    expect(await page.$('#seat-warning')).toBeNull();
    const previewed = await page.$$eval('#seat-form .seat-preview li[data-players]', (lis) => lis.map((li) => li.getAttribute('data-players')!.split(',')));
    expect(previewed.flat()).toContain('S');
    expect(previewed.flat()).not.toContain('B');
    expect(await page.textContent('#seat-form .seat-preview')).toContain('Семён (S)');
    await page.screenshot({ path: join(SHOTS, 'event-day-seat-preview.png'), fullPage: true });
    await page.click('#seat-form .confirm-box button.confirm-yes');
    await page.waitForSelector('#table-r2-t2');
    // What was recorded is what was shown.
    expect([await seated(2, 1), await seated(2, 2)]).toEqual(previewed);
    // The round headers in words: round 1 seated by the judge; round 2 strongest with strongest (Bermuda 5.1),
    // its wind South.
    expect(await page.textContent('#round-1 h2')).toContain('рассадка судьи');
    expect(await page.textContent('#round-2 h2')).toContain('сильнейший с сильнейшим');
    expect(await page.textContent('#round-2 h2')).toMatch(/Ветер: (Восток|Юг|Запад|Север)/);
    const players = [...(await seated(2, 1)), ...(await seated(2, 2))];
    expect(players).toContain('S');
    expect(players).not.toContain('B');
    expect(players).toHaveLength(8);
    expect(await page.textContent('#seat-button')).toBe('Рассадить тур 3');
    await page.screenshot({ path: join(SHOTS, 'event-day-seated-2.png'), fullPage: true });
  });

  it('refuses a hand that cannot be read next to that hand\'s field, and saves nothing (bug 2)', async () => {
    const form = '#deal-form-r2-t1';
    const [east, south, west, north] = await seated(2, 1);
    await page.selectOption(`${form} select.deal-mode`, 'hands');
    // East's hand has an unclosed meld bracket: the engine cannot read it.
    const hands = { [east!]: '123m456m789m2m[777z+2m', [south!]: '345m678m345p678s1p', [west!]: '234p567p345s678s9p', [north!]: '234s456s678p123p1s' };
    for (const [player, hand] of Object.entries(hands)) await page.fill(`${form} input.deal-hand[data-player="${player}"]`, hand);
    await page.selectOption(`${form} select.deal-winner`, east!);
    await page.selectOption(`${form} select.deal-discarder`, west!);
    await page.click(`${form} button.deal-save`);
    const error = `${form} [data-error-for="payload.hands.${east!}"]`;
    await page.waitForSelector(error);
    expect(await page.textContent(error)).toMatch(/\+/);
    // The error is placed in East's field's row, and the form keeps what was typed.
    expect(await page.$eval(error, (e) => e.parentElement?.querySelector('input.deal-hand')?.getAttribute('data-player'))).toBe(east);
    expect(await page.inputValue(`${form} input.deal-hand[data-player="${east!}"]`)).toBe('123m456m789m2m[777z+2m');
    expect(await dealsShown(2, 1)).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'event-day-bad-hand.png'), fullPage: true });
  });

  it('says "not saved" while the server cannot be reached, keeps the form, and saves it on retry (bug 3)', async () => {
    const form = '#deal-form-r2-t2';
    const [east, south, west, north] = await seated(2, 2);
    // Table 2 of round 2: East +200, South -40, West -60, North -100 (200 - 200 = 0).
    const vists = { [east!]: '200', [south!]: '-40', [west!]: '-60', [north!]: '-100' };
    for (const [player, v] of Object.entries(vists)) await page.fill(`${form} input.deal-vists[data-player="${player}"]`, v);
    await page.selectOption(`${form} select.deal-mahjong`, east!);
    // The network goes down: every request to the desk fails before reaching it.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.click(`${form} button.deal-save`);
    await page.waitForSelector(`${form} .not-saved`);
    expect(await page.textContent(`${form} .not-saved`)).toContain('Не сохранено.');
    expect(await page.textContent(`${form} .not-saved`)).toContain('Нет связи с сервером');
    for (const [player, v] of Object.entries(vists)) expect(await page.inputValue(`${form} input.deal-vists[data-player="${player}"]`)).toBe(v);
    expect(await dealsShown(2, 2)).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'event-day-not-saved.png'), fullPage: true });
    // A retry while still down says so again (one box, not two).
    await page.click(`${form} .not-saved button.retry-button`);
    await page.waitForSelector(`${form} .not-saved`);
    expect(await page.$$eval(`${form} .not-saved`, (boxes) => boxes.length)).toBe(1);
    // The network is back: the retry saves the deal as typed.
    await page.unroute('**/api/**');
    await page.click(`${form} .not-saved button.retry-button`);
    await page.waitForFunction(() => document.querySelectorAll('#table-r2-t2 .deals > .deal').length === 1);
    expect(await page.textContent('#table-r2-t2 .deals')).toContain(`${east!} +200`);
    expect(await page.textContent('#table-r2-t2 .deals')).toContain(`${north!} -100`);
    // In Russian: the winner as «маджонг».
    expect(await page.textContent('#table-r2-t2 .deals')).toContain(`маджонг ${east!}`);
  });

  it('warns before seating round 3 while a table of round 2 has nothing recorded, and seats nothing until confirmed (rounds in progress)', async () => {
    await openDeskPage(page, desk.url, '#event');
    // Round 2: table 2 has the deal saved on retry, table 1 nothing (its deal was refused).
    await page.click('#seat-button');
    await page.waitForSelector('#seat-form .confirm-box');
    expect(await page.textContent('#seat-warning')).toBe('Внимание: в туре 2 нет ни одной записи у стола 1.');
    expect(await page.$$eval('#seat-form .seat-preview li[data-players]', (lis) => lis.length)).toBe(2);
    await page.screenshot({ path: join(SHOTS, 'event-day-seat-warning.png'), fullPage: true });
    await page.click('#seat-form .confirm-box button.confirm-no');
    expect(await page.$('#seat-form .confirm-box')).toBeNull();
    expect(await page.$('#round-3')).toBeNull();
    // Withdrawing a player asks too; cancelled, nothing is written.
    const version = await page.getAttribute('#event-version', 'data-version');
    await page.selectOption('#withdraw-player', 'C');
    await page.fill('#withdraw-after', '2');
    await page.click('#withdraw-button');
    await page.waitForSelector('#withdraw-form .confirm-box');
    expect(await page.textContent('#withdraw-form .confirm-box strong')).toBe('Снять с турнира C — Игрок C после тура 2? В рассадке следующих туров этого участника не будет.');
    await page.click('#withdraw-form .confirm-box button.confirm-no');
    expect(await page.getAttribute('#event-version', 'data-version')).toBe(version);
    expect(await page.$('#players-table tr.withdrawn')).toBeNull();
  });

  it('says why a page could not be loaded, with a retry that loads it once the server answers (bug 3)', async () => {
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${desk.url}#history`);
    await page.waitForSelector('#page .page-error');
    expect(await page.textContent('#page .page-error')).toContain('Нет связи с сервером');
    expect(await page.getAttribute('#page', 'data-ready')).toBeNull();
    await page.screenshot({ path: join(SHOTS, 'event-day-page-error.png'), fullPage: true });
    await page.unroute('**/api/**');
    await page.click('#page .page-error button.retry-button');
    await page.waitForSelector('#page[data-ready="#history"]');
    // The history lists the deal saved on retry once (round 2, table 2), and no other deal of round 2.
    const deals = await page.$$eval('#history tr', (rows) => rows.map((r) => r.textContent ?? '').filter((t) => t.includes('Тур 2, Стол 2') && t.includes('+200')));
    expect(deals).toHaveLength(1);
    // The kind in Russian and the time in the browser's local time; the cell's title gives the full date in words, also
    // local (no ISO time with its «T» and «Z»).
    const cells = await page.$$eval('#history tr', (rows) => rows.filter((r) => r.textContent?.includes('Тур 2, Стол 2') && r.textContent.includes('+200'))
      .map((r) => [...r.querySelectorAll('td')].map((td) => `${td.textContent ?? ''}${td.title ? `|${td.title}` : ''}`)));
    expect(cells[0]![2]).toBe('сдача');
    const [time, title] = cells[0]![1]!.split('|');
    expect(title).toMatch(/^[а-я]+, \d{1,2} [а-я]+ \d{4} г\. в \d\d:\d\d:\d\d$/);
    cells[0]![1] = time!;
    await page.screenshot({ path: join(SHOTS, 'event-day-history.png') });
    expect(cells[0]![1]).toMatch(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d$/);
    expect(scriptErrors).toEqual([]);
  });
});
