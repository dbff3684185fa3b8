/**
 * The desk's table forms for the other games, in the browser: a preference event (tables of 3 and 4, a table's
 * result as a pulya sheet or as vists) and a Sichuan event (game points per deal, several winners, a penalty in
 * game points). Expected values are worked out by hand from the regulation texts (arithmetic in the comments).
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOTS, launchBrowser, openDeskPage, printedStandings, seatNextRound } from '../support/browser.js';
import { createStore, spawnDesk, stopDesk, type DeskProcess } from '../support/desk.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'en-US' })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page of the desk. */
const open = (url: string, hash: string) => openDeskPage(page, url, hash);

describe('preference: a pulya sheet per table', () => {
  let desk: DeskProcess;
  beforeAll(async () => {
    const players = ['anna', 'boris', 'vera', 'gleb', 'dina', 'egor', 'zhanna'].map((id) => ({ id, name: id }));
    desk = await spawnDesk(createStore('preference-festival-2011', 7, players));
  });
  afterAll(async () => {
    await stopDesk(desk);
  });

  it('seats 7 players at a table of 4 and one of 3 and ranks each by its pulya', async () => {
    await open(desk.url, '#event');
    // The game's name, as its module gives it with the regulation.
    expect(await page.textContent('h1')).toContain('Игра: преферанс');
    await seatNextRound(page);
    await page.waitForSelector('#table-r1-t2');
    const tables = [await page.getAttribute('#table-r1-t1', 'data-players'), await page.getAttribute('#table-r1-t2', 'data-players')].map((t) => t!.split(','));
    expect(tables.map((t) => t.length).sort()).toEqual([3, 4]);
    const three = tables.findIndex((t) => t.length === 3) + 1;
    const four = tables.findIndex((t) => t.length === 4) + 1;
    const [p, q, r] = tables[three - 1]!;
    const [a, b, c, d] = tables[four - 1]!;
    // The table of 3 as its final sheet (section 7: a mountain point is 10 whists shared by the table, a pool point
    // 2 mountain points): net = 20 (pool - mean pool) - 10 (mountain - mean mountain) + whists written - on him.
    // p: pool 0, mountain 0; q: pool 1, mountain 2; r: pool 2, mountain 1, 10 whists on p. Means 1 and 1:
    // p 20 (0 - 1) - 10 (0 - 1) + 0 - 10 = -20; q 0 - 10 + 0 - 0 = -10; r 20 - 0 + 10 - 0 = +30.
    // Places (section 4, table of 3): r 4, q -10 (not above 0) 2, p 1.
    const form = `#result-form-r1-t${three}`;
    const cell = (player: string, name: string) => `${form} input.pulya-${name}[data-player="${player}"]`;
    await page.fill(cell(q!, 'pool'), '1');
    await page.fill(cell(q!, 'mountain'), '2');
    await page.fill(cell(r!, 'pool'), '2');
    await page.fill(cell(r!, 'mountain'), '1');
    await page.fill(`${form} input.pulya-whist[data-player="${r!}"][data-on="${p!}"]`, '10');
    await page.click(`${form} button.result-save`);
    await page.waitForSelector(`#table-r1-t${three} .table-result`);
    // The table of 4 as vists: a +60, b +20, c -30, d -50 (60 + 20 - 30 - 50 = 0): places 4, 3, 2, 1.
    const vists = `#result-form-r1-t${four}`;
    await page.selectOption(`${vists} select.result-mode`, 'vists');
    for (const [player, v] of [[a, 60], [b, 20], [c, -30], [d, -50]] as const) await page.fill(`${vists} input.result-vists[data-player="${player!}"]`, String(v));
    await page.click(`${vists} button.result-save`);
    await page.waitForSelector(`#table-r1-t${four} .table-result`);
    await page.screenshot({ path: join(SHOTS, 'event-preference.png'), fullPage: true });
    // Standings (section 5): points, then whists: a 4 (60), r 4 (30), b 3 (20), c 2 (-30), q 2 (-10) above c by
    // whists, p 1 (-20), d 1 (-50).
    expect(await printedStandings(page, desk.url)).toEqual([
      ['1', a!, '4', '60'], ['2', r!, '4', '30'], ['3', b!, '3', '20'], ['4', q!, '2', '-10'],
      ['5', c!, '2', '-30'], ['6', p!, '1', '-20'], ['7', d!, '1', '-50'],
    ]);
    // The formula for 7 players (section 3, the Olympic system): the best 4 of the round by points, then whists go
    // on: a, r, b, then q (2, -10) before c (2, -30); p, c and d are out after round 1. The live standings of the
    // event page (in Russian, the default) say who and why, with the clause.
    await open(desk.url, '#event');
    const live = page.frameLocator('#standings-frame');
    await live.locator('tbody tr.out').first().waitFor();
    const out = await live.locator('tbody tr.out').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    // The status column by its header (the festival's prize places add a column after it).
    const headers = await live.locator('thead th').allTextContents();
    const status = headers.indexOf('Статус');
    expect(status).toBeGreaterThan(2);
    expect(out.map((cells) => [cells[2], cells[status]])).toEqual([[c!, 'отсев после 1-го тура'], [p!, 'отсев после 1-го тура'], [d!, 'отсев после 1-го тура']]);
    const legend = await live.locator('p.legend').allTextContents();
    expect(legend).toContain('Формула «Олимпийская система в 2 тура» для 7 участников (3).');
    expect(legend.find((l) => l.startsWith('После 1-го тура проходят 4 лучших по итогам тура (все столы вместе) (3); выбыли: '))?.split(': ')[1]?.replace('.', '').split(', ').sort()).toEqual([c!, d!, p!].sort());
    await page.screenshot({ path: join(SHOTS, 'standings-formula.png'), fullPage: true });
  });
});

describe('Sichuan: game points per deal, several winners, a penalty in game points', () => {
  let desk: DeskProcess;
  beforeAll(async () => {
    const players = ['anna', 'boris', 'vera', 'gleb'].map((id) => ({ id, name: id }));
    desk = await spawnDesk(createStore('sbr-2025', 3, players));
  });
  afterAll(async () => {
    await stopDesk(desk);
  });

  it('records the deals and ranks the session by its game points (SBR 2025: places 4, 3, 2, 1)', async () => {
    await open(desk.url, '#event');
    expect(await page.textContent('h1')).toContain('Игра: сычуаньский маджонг');
    await seatNextRound(page);
    await page.waitForSelector('#table-r1-t1');
    const [a, b, c, d] = (await page.getAttribute('#table-r1-t1', 'data-players'))!.split(',') as [string, string, string, string];
    const form = '#deal-form-r1-t1';
    const deal = async (points: Record<string, number>, winners: string[], count: number) => {
      for (const [player, v] of Object.entries(points)) await page.fill(`${form} input.deal-points[data-player="${player}"]`, String(v));
      for (const w of winners) await page.check(`${form} input.deal-hu[value="${w}"]`);
      await page.click(`${form} button.deal-save`);
      await page.waitForFunction((n) => document.querySelectorAll('#table-r1-t1 .deals > .deal').length === n, count);
    };
    // Deal 1: a and b both win on c's discard: a +8, b +8, c -16, d 0 (8 + 8 - 16 = 0).
    await deal({ [a]: 8, [b]: 8, [c]: -16, [d]: 0 }, [a, b], 1);
    // Deal 2: d wins: d +12, the others -4 each (12 - 3 x 4 = 0).
    await deal({ [d]: 12, [a]: -4, [b]: -4, [c]: -4 }, [d], 2);
    // A penalty of the session in game points: c -8.
    await page.selectOption('#penalty-form-r1-t1 select.penalty-player', c);
    await page.fill('#penalty-form-r1-t1 input.penalty-amount', '-8');
    await page.click('#penalty-form-r1-t1 button.penalty-save');
    await page.waitForFunction(() => document.querySelectorAll('#table-r1-t1 .deals > .deal').length === 3);
    expect(await page.$('#problems')).toBeNull();
    await page.screenshot({ path: join(SHOTS, 'event-sichuan.png'), fullPage: true });
    // Session game points with penalties: a 8 - 4 = 4, b 8 - 4 = 4, c -16 - 4 - 8 = -28, d 0 + 12 = 12.
    // Places (SBR 2025, 4-3-2-1): d 4; a and b tied share (3 + 2) / 2 = 2.5; c 1. Standings: points, then game points.
    // a and b share rank 2 (the order of their two rows is not a ranking).
    const rows = await printedStandings(page, desk.url);
    expect([rows[0], [rows[1], rows[2]].sort((x, y) => x![1]!.localeCompare(y![1]!)), rows[3]]).toEqual([
      ['1', d, '4', '12'], [['2', a, '2.5', '4'], ['2', b, '2.5', '4']].sort((x, y) => x[1]!.localeCompare(y[1]!)), ['4', c, '1', '-28'],
    ]);
  });
});
