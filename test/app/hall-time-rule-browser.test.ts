/**
 * The regulation's time rule, said by the desk when it applies (#19 "Round timer"), in a real browser: the preference
 * festival 2011, clause 9: «За 8 минут до окончания тура — «последний круг»: доигрывается сдача, затем еще 3 (пуля на
 * 4-х) или 2 сдачи (на 3-х)». Seven players: table 1 of four, table 2 of three. The judge starts a 5-minute round and
 * gives table 1 five minutes more: table 2 has 5 minutes left (within the last 8: the last round is on, 2 more deals
 * at a table of 3), table 1 has 10 (not yet). The judge's hall page, the header's clock and the hall's screen at
 * projector size (no token) say so, per table; the screen follows the judge's next extension by itself.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desk } from '../../app/index.js';
import { openDeskPage, screenshot, screenshotOnFailure } from '../support/browser.js';
import { closeAll, launchWithPage, newPage, PHONE, phoneProblems, playersOf, seatedStore, startTokenDesk } from '../support/browser-desk.js';
import { asJudge } from '../support/hall-event.js';

let browser: Browser;
let desk: Desk;
let page: Page;
let screen: Page | undefined;
const scriptErrors: string[] = [];
screenshotOnFailure(() => [page, screen]);

beforeAll(async () => {
  const ids = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
  desk = await startTokenDesk(seatedStore('preference-festival-2011', 1, playersOf(ids), [ids.slice(0, 4), ids.slice(4)]));
  expect((await asJudge(desk, '/api/timer', { action: 'start', round: 1, minutes: 5 })).status).toBe(200);
  expect((await asJudge(desk, '/api/timer', { action: 'extend', table: 1, minutes: 5 })).status).toBe(200);
  ({ browser, page } = await launchWithPage(scriptErrors, { viewport: { width: 1280, height: 900 } }));
}, 60_000); // a browser launched and a desk started: as long as a test may take on a loaded machine
afterAll(() => closeAll(browser, desk));

const TABLE_OF_3 = 'доигрывается начатая сдача, затем ещё 2 сдачи (стол на 3)';

describe('the last round of the festival\'s clause 9', () => {
  it('the judge\'s hall page and the header\'s clock say it at table 2 (5 min left), not at table 1 (10 min)', async () => {
    await openDeskPage(page, desk.url, '#hall');
    const rulesAt = (t: number) => page.textContent(`li.timer-table[data-table="${t}"] .time-rules-of-table`);
    await expect.poll(() => rulesAt(2)).toContain(TABLE_OF_3);
    expect(await rulesAt(2)).toContain('Последний круг');
    expect(await rulesAt(1)).toBe('');
    // The header's clock gives the time of every table (5 minutes) and the rule then in force.
    await expect.poll(() => page.textContent('#timer-badge')).toMatch(/^Тур 1 · [45]:\d\d · Последний круг$/);
    await screenshot(page, 'hall-time-rule-desk.png');
  });

  it('the hall\'s screen, at projector size and without the token, says it for table 2 only', async () => {
    screen = await newPage(browser, scriptErrors, { viewport: { width: 1920, height: 1080 } });
    await screen.goto(`${desk.origin}/hall`);
    const ruleAt = (t: number) => screen!.textContent(`.table-rule[data-table="${t}"]`);
    await expect.poll(() => ruleAt(2)).toBe(`Последний круг: ${TABLE_OF_3}`);
    expect(await ruleAt(1)).toBe('');
    expect(await screen.isVisible('#announcement')).toBe(true);
    expect(await screen.textContent('#announcement')).toBe(`Последний круг (${'9. За 8 минут до окончания тура — «последний круг»: доигрывается сдача, затем еще 3 (пуля на 4-х) или 2 сдачи (на 3-х)'})Стол 2: ${TABLE_OF_3}`);
    await screenshot(screen, 'hall-time-rule-screen.png');
    // The screen refreshes by itself: the judge gives table 2 five minutes more (10 left: not yet the last round)
    // and names the event; both show without reloading the page.
    expect((await asJudge(desk, '/api/timer', { action: 'extend', table: 2, minutes: 5 })).status).toBe(200);
    expect((await asJudge(desk, '/api/event-info', { name: 'Фестиваль 2011', date: '', venue: '' })).status).toBe(200);
    await expect.poll(() => ruleAt(2), { timeout: 15_000 }).toBe('');
    await expect.poll(() => screen!.textContent('#event-name'), { timeout: 15_000 }).toBe('Фестиваль 2011');
    expect(await screen.isVisible('#announcement')).toBe(false);
    expect(scriptErrors).toEqual([]);
  });

  it('the hall\'s screen opened on a phone (its QR code is in the hall) does not scroll sideways', async () => {
    const phone = await newPage(browser, scriptErrors, PHONE);
    await phone.goto(`${desk.origin}/hall`);
    await expect.poll(() => phone.textContent('.table-rule[data-table="1"]')).toBe('');
    await phone.waitForSelector('.table-card[data-table="2"]');
    expect((await phoneProblems(phone)).scrollWidth).toBe(375);
    expect(await panelsOf(phone)).toEqual(WHOLE_PAGE);
    await screenshot(phone, 'hall-screen-phone.png');
    // A phone's system font may be wider than the ones here (DejaVu Sans made the clock 143 px and the page 417 px
    // wide): letters spaced wider stand for it. The event's name gives way and the clock moves under it.
    await phone.addStyleTag({ content: '* { letter-spacing: 0.12em !important; }' });
    expect((await phoneProblems(phone)).scrollWidth).toBe(375);
    expect(await panelsOf(phone)).toEqual(WHOLE_PAGE);
    await phone.context().close();
    expect(scriptErrors).toEqual([]);
  });
});

/** What a phone must show of the hall's screen: every table's card, none drawn over the standings below them. */
const WHOLE_PAGE = { hiddenCards: 0, overlapping: [] };

/** The seating's cards that are hidden (paged) or reach into the standings' panel, on the page as it is drawn. */
function panelsOf(page: Page): Promise<{ hiddenCards: number; overlapping: string[] }> {
  return page.evaluate(() => {
    const standingsTop = document.getElementById('standings-panel')!.getBoundingClientRect().top;
    const cards = [...document.querySelectorAll<HTMLElement>('#seating .table-card')];
    return {
      hiddenCards: cards.filter((c) => c.hidden).length,
      overlapping: cards.filter((c) => !c.hidden && c.getBoundingClientRect().bottom > standingsTop).map((c) => c.dataset['table'] ?? '?'),
    };
  });
}
