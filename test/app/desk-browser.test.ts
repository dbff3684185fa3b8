/**
 * The desk in a real browser: playwright-core drives Debian's chromium against `reglament serve` run as a child
 * process (the built CLI). Scores a hand by clicking tiles; runs an 8-player, two-round Bermuda event from
 * registration to the printed standings, with a correction, a field error, a conflict between two browsers, and
 * the server killed (SIGKILL) and restarted mid-event. Full-page screenshots of the main pages go to
 * test-artifacts/screenshots/ when asked for (REGLAMENT_SCREENSHOTS=1) and of the page when a test fails; they assert
 * nothing (a plain run skips them: 9-13 s of the scenario). Expected values are worked out by hand (arithmetic in the comments).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/index.js';
import { launchBrowser, openDeskPage, printedStandings, screenshot, screenshotOnFailure, seatNextRound } from '../support/browser.js';
import { createStore, FOUR_PLAYERS, spawnDesk, stopDesk, type DeskProcess } from '../support/desk.js';

/** Opens a page of the desk and waits until it has rendered. */
const open = (p: Page, url: string, hash: string) => openDeskPage(p, url, hash);

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every address the pages asked for, and every script error: checked by the last test. */
const requested: string[] = [];
const scriptErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ locale: 'en-US' });
  context.on('request', (r) => requested.push(r.url()));
  page = await context.newPage();
  page.on('pageerror', (e) => scriptErrors.push(e.message));
});
afterAll(async () => {
  await browser?.close();
});
screenshotOnFailure(() => [page]);

describe('score a hand by clicking tiles', () => {
  let desk: DeskProcess;
  beforeAll(async () => {
    desk = await spawnDesk(createStore('bermuda-triangle', 1));
  });
  afterAll(async () => {
    await stopDesk(desk);
  });

  it('builds [555p]333m456s777z9s+9s on the palette and shows the value with every item, in Russian and English', async () => {
    await open(page, desk.url, '#score');
    // Hands are scored under the mahjong regulations (classical and Sichuan), not under a preference one.
    const offered = await page.$$eval('#score-regulation option', (os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(expect.arrayContaining(['bermuda-triangle', 'repino-2008', 'sbr-2025']));
    expect(offered).not.toContain('preference-festival-2011');
    await page.selectOption('#score-regulation', 'bermuda-triangle');
    const tile = (t: string) => page.click(`#palette [data-tile="${t}"]`);
    await page.check('#mode-exposed');
    for (const t of ['5p', '5p', '5p']) await tile(t);
    await page.check('#mode-concealed');
    for (const t of ['3m', '3m', '3m', '4s', '5s', '6s', '7z', '7z', '7z', '9s']) await tile(t);
    await page.check('#mode-win');
    await tile('9s');
    await page.selectOption('#seat', 'S');
    expect(await page.inputValue('#hand-text')).toBe('333m456s777z9s[555p]+9s');
    // Bermuda, seat South, won on a discard: exposed pung of minors 555p 2 + concealed pung of minors 333m 4
    // + concealed pung of majors 777z 8 + mahjong 20 + only tile 2 = 36; dragon pung (Удв. 7) doubles: 72
    await page.waitForFunction(() => document.querySelector('#score-total')?.textContent === '72');
    const items = await page.$$eval('#score-items tbody tr', (rows) => rows.map((r) => (r as HTMLElement).dataset.item));
    expect(items).toEqual(expect.arrayContaining(['pung-minor-exposed', 'pung-minor-concealed', 'pung-major-concealed', 'mahjong', 'only-tile', 'pung-dragons']));
    expect(await page.textContent('#score-items')).toContain('Панг/конг драконов');
    await screenshot(page, 'score-ru.png');

    await page.selectOption('#lang', 'en');
    await page.waitForSelector('#page[data-ready="#score"]');
    // The page is rebuilt in English (the hand starts over): type it this time.
    await page.fill('#hand-text', '333m456s777z9s[555p]+9s');
    await page.selectOption('#seat', 'S');
    await page.waitForFunction(() => document.querySelector('#score-items')?.textContent?.includes('Pung or kong of dragons') === true);
    expect(await page.textContent('#score-total')).toBe('72');
    // Won from the wall instead, the value updates as you go: + winning tile from the wall 2 (Прил. 5.б)
    // -> 36 + 2 = 38 points, still one doubling -> 76
    await page.selectOption('#win-from', 'wall');
    await page.waitForFunction(() => document.querySelector('#score-total')?.textContent === '76');
    expect(await page.$$eval('#score-items tbody tr', (rows) => rows.map((r) => (r as HTMLElement).dataset.item))).toContain('winning-tile-from-wall');
    await screenshot(page, 'score-en.png');

    // A tile the notation does not know: the error is shown next to the hand field.
    await page.fill('#hand-text', '333m456s777z9x+9s');
    await page.waitForSelector('[data-error-for="hand"]');
    expect(await page.textContent('[data-error-for="hand"]')).toMatch(/9x|unknown/i);
  });
});

/** The players of a seated table in seat order East, South, West, North. */
async function seated(p: Page, round: number, table: number): Promise<string[]> {
  return (await p.getAttribute(`#table-r${round}-t${table}`, 'data-players'))!.split(',');
}

/** Types a deal's recorded vists (by player) and its winner into a table's form. */
async function fillVists(p: Page, round: number, table: number, vists: Record<string, number>, mahjong: string): Promise<void> {
  const form = `#deal-form-r${round}-t${table}`;
  for (const [player, v] of Object.entries(vists)) await p.fill(`${form} input.deal-vists[data-player="${player}"]`, String(v));
  await p.selectOption(`${form} select.deal-mahjong`, mahjong);
}

/** Submits a table's deal form and waits for the page to show the table with `deals` deals. */
async function saveDeal(p: Page, round: number, table: number, deals: number): Promise<void> {
  await p.click(`#deal-form-r${round}-t${table} button.deal-save`);
  await p.waitForFunction(([r, t, n]) => document.querySelectorAll(`#table-r${r}-t${t} .deals > .deal`).length === n, [round, table, deals] as const);
}

describe('help: the guides, the glossary and a hint on every field', () => {
  let desk: DeskProcess;
  beforeAll(async () => {
    desk = await spawnDesk(createStore('bermuda-triangle', 1, FOUR_PLAYERS));
  });
  afterAll(async () => {
    await stopDesk(desk);
  });

  /** The fields of the page (inputs, selects, text areas; not the radio buttons of a choice) without a hint. */
  const fieldsWithoutHint = (p: Page) => p.$$eval('#page input:not([type=radio]), #page select, #page textarea, #judge',
    (fields) => fields.filter((f) => (f.getAttribute('title') ?? '').trim() === '').map((f) => f.outerHTML.slice(0, 120)));

  it('links the judges\' guides, served by the desk itself, and shows the glossary', async () => {
    await open(page, desk.url, '#help'); // a new address: the desk speaks Russian
    const guides = await page.$$eval('#help-guides a', (as) => as.map((a) => [a.getAttribute('data-guide'), a.getAttribute('href'), a.textContent]));
    expect(guides.map((g) => g[0])).toEqual(expect.arrayContaining(['judges-guide', 'judges-desk', 'event-format', 'preference', 'sichuan', 'glossary']));
    expect(guides.find((g) => g[0] === 'judges-guide')).toEqual(['judges-guide', '/docs/ru/judges-guide.md', 'Руководство судьи: подсчёт рук и сдач']);
    expect(await page.textContent('#help-glossary')).toContain('запрещённая масть');
    const guide = await context.newPage();
    await guide.goto(`${desk.url}docs/ru/judges-guide.md`);
    expect(await guide.textContent('article h1')).toBe('Руководство судьи: подсчёт рук и сдач');
    expect(await guide.$$eval('article table', (ts) => ts.length)).toBeGreaterThan(2);
    await guide.click('article a[href="judges-desk.md"]');
    expect(await guide.textContent('article h1')).toBe('Стол судьи');
    await guide.close();
    await screenshot(page, 'help.png');
  });

  it('gives every field of the score and event pages a one-line hint', async () => {
    await open(page, desk.url, '#score');
    expect(await fieldsWithoutHint(page)).toEqual([]);
    expect(await page.textContent('#score-form small.hint')).toBe('по какому регламенту считать руку');
    // The void suit is a field where the regulation reads it (Sichuan), with its hint; not under Bermuda.
    expect(await page.$('#void')).toBeNull();
    await page.selectOption('#score-regulation', 'sbr-2025');
    await page.waitForSelector('#void');
    expect(await page.getAttribute('#void', 'title')).toBe('масть, которую игрок не собирает');
    expect(await fieldsWithoutHint(page)).toEqual([]);
    await open(page, desk.url, '#event');
    await seatNextRound(page);
    await page.waitForSelector('#deal-form-r1-t1');
    expect(await fieldsWithoutHint(page)).toEqual([]);
    await page.selectOption('#deal-form-r1-t1 select.deal-mode', 'hands');
    expect(await fieldsWithoutHint(page)).toEqual([]);
    expect(await page.textContent('#deal-form-r1-t1 small.hint')).toBe('как записать сдачу: результат, руки (посчитает программа) или пересдача');
    await page.click('#round-1 .correct-button');
    await page.waitForSelector('#round-1 form.correction');
    expect(await fieldsWithoutHint(page)).toEqual([]);
    await open(page, desk.url, '#regulations');
    expect(await fieldsWithoutHint(page)).toEqual([]);
  });
});

describe('an 8-player, two-round event from registration to the printed standings', () => {
  let store: string;
  let desk: DeskProcess;
  beforeAll(async () => {
    store = createStore('bermuda-triangle', 5);
    desk = await spawnDesk(store);
  });
  afterAll(async () => {
    await stopDesk(desk);
  });

  it('registers, seats, records, survives a kill, corrects, resolves a conflict and prints the standings', async () => {
    await open(page, desk.url, '#event');
    await page.fill('#judge', 'Judge Ivanova');
    await page.dispatchEvent('#judge', 'change');

    // Registration: a bad id is refused next to its field, then eight players.
    await page.fill('#player-id', 'p 1');
    await page.fill('#player-name', 'Nobody');
    await page.click('#register-button');
    await page.waitForSelector('#register-form [data-error-for="payload.id"]');
    // The page is in Russian (the default on this port): the refusal too, naming the field as the form does.
    expect(await page.textContent('#register-form [data-error-for="payload.id"]')).toBe('код: «p 1» — пробелов быть не должно');
    const names = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Жанна', 'Илья'];
    for (const [i, name] of names.entries()) {
      await page.fill('#player-id', `p${i + 1}`);
      await page.fill('#player-name', name);
      await page.click('#register-button');
      await page.waitForFunction((n) => document.querySelectorAll('#players-table tbody tr').length === n, i + 1);
    }

    // Round 1 by lot; each table's East wins. Table 1: E +360, S -40, W -120, N -200 (360 - 360 = 0).
    await seatNextRound(page);
    await page.waitForSelector('#table-r1-t2');
    const t1 = await seated(page, 1, 1);
    const t2 = await seated(page, 1, 2);
    expect([...t1, ...t2].sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    await screenshot(page, 'event-round-1.png');
    // First with North at -100: 360 - 40 - 120 - 100 = +100, refused next to the vists.
    await fillVists(page, 1, 1, { [t1[0]!]: 360, [t1[1]!]: -40, [t1[2]!]: -120, [t1[3]!]: -100 }, t1[0]!);
    await page.click('#deal-form-r1-t1 button.deal-save');
    await page.waitForSelector('#deal-form-r1-t1 [data-error-for="payload.vists"]');
    expect(await page.textContent('#deal-form-r1-t1 [data-error-for="payload.vists"]')).toBe('сдача 1, стол 1, тур 1: сумма вистов +100, а должна быть 0');
    await page.fill(`#deal-form-r1-t1 input.deal-vists[data-player="${t1[3]!}"]`, '-200');
    await saveDeal(page, 1, 1, 1);
    // Table 2 as the sheet was misread (West and North swapped): E +300, S -20, W -180, N -100 (300 - 300 = 0).
    await fillVists(page, 1, 2, { [t2[0]!]: 300, [t2[1]!]: -20, [t2[2]!]: -180, [t2[3]!]: -100 }, t2[0]!);
    await saveDeal(page, 1, 2, 1);

    // The server is killed mid-event and started again on the same store: everything saved is there.
    const firstPort = new URL(desk.url).port;
    await stopDesk(desk, 'SIGKILL');
    desk = await spawnDesk(store);
    await open(page, desk.url, '#event');
    // The restarted desk has another port (--port 0): the judge's name is kept all the same (a cookie, by host).
    expect(new URL(desk.url).port).not.toBe(firstPort);
    expect(await page.inputValue('#judge')).toBe('Judge Ivanova');
    expect(await page.$$eval('#players-table tbody tr', (rows) => rows.length)).toBe(8);
    expect(await seated(page, 1, 1)).toEqual(t1);
    expect(await page.textContent('#table-r1-t1 .deals')).toContain(`${t1[0]!} +360`);
    expect(await page.textContent('#table-r1-t2 .deals')).toContain(`${t2[2]!} -180`);

    // The correction: West -100 and North -180 (300 - 20 - 100 - 180 = 0), with its reason; the old entry stays.
    // It reopens the deal's form filled with the entry; saving shows the old and the new before anything is written.
    await page.click('#table-r1-t2 .deals .deal button.correct-button');
    const fix = '#table-r1-t2 form.correction';
    expect(await page.inputValue(`${fix} input.deal-vists[data-player="${t2[2]!}"]`)).toBe('-180');
    expect(await page.inputValue(`${fix} select.deal-mahjong`)).toBe(t2[0]!);
    await page.fill(`${fix} input.deal-vists[data-player="${t2[2]!}"]`, '-100');
    await page.fill(`${fix} input.deal-vists[data-player="${t2[3]!}"]`, '-180');
    await page.fill(`${fix} input.correction-reason`, 'West and North swapped on the sheet');
    await page.click(`${fix} button.correction-save`);
    await page.waitForSelector(`${fix} .confirm-box`);
    expect(await page.textContent(`${fix} .confirm-box .correction-old`)).toContain(`${t2[2]!} -180, ${t2[3]!} -100`);
    expect(await page.textContent(`${fix} .confirm-box .correction-new`)).toContain(`${t2[2]!} -100, ${t2[3]!} -180`);
    await page.click(`${fix} .confirm-box button.confirm-yes`);
    await page.waitForFunction(() => document.querySelector('#table-r1-t2 .deals')?.textContent?.includes('West and North swapped') === true);
    expect(await page.textContent('#table-r1-t2 .deals')).toContain(`${t2[2]!} -100`);
    await open(page, desk.url, '#history');
    const replaced = await page.$$eval('#history tr.replaced-row', (rows) => rows.map((r) => r.textContent ?? ''));
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toContain(`${t2[2]!} -180`);
    expect(await page.textContent('#history')).toContain('West and North swapped on the sheet');
    // The correction, written after the restart, is by the judge whose name the desk kept.
    expect(await page.$$eval('#history tr', (rows) => rows.filter((r) => r.textContent?.includes('West and North swapped on the sheet')).map((r) => r.textContent ?? ''))).toEqual([expect.stringContaining('Judge Ivanova')]);
    await screenshot(page, 'history.png');

    // After round 1 (Bermuda 3.2: table places 4, 2, 1, 0 by vists; ties of points broken by vists, 3.4):
    // a = T1 East 4 / 360, b = T2 East 4 / 300, c = T2 South 2 / -20, d = T1 South 2 / -40,
    // e = T2 West 1 / -100, f = T1 West 1 / -120, g = T2 North 0 / -180, h = T1 North 0 / -200.
    const [a, d, f, h] = t1 as [string, string, string, string];
    const [b, c, e, g] = t2 as [string, string, string, string];
    // Round 2, strongest with strongest (5.1): places 1-4 at table 1, 5-8 at table 2.
    await open(page, desk.url, '#event');
    await seatNextRound(page);
    await page.waitForSelector('#table-r2-t2');
    expect([...(await seated(page, 2, 1))].sort()).toEqual([a, b, c, d].sort());
    expect([...(await seated(page, 2, 2))].sort()).toEqual([e, f, g, h].sort());

    // Two judges at once: the second browser still shows the page from before the first judge's deal.
    const other = await browser.newContext({ locale: 'en-US' });
    const page2 = await other.newPage();
    await open(page2, desk.url, '#event');
    // Table 1 of round 2: d +400, c -100, b -140, a -160 (400 - 400 = 0).
    await fillVists(page, 2, 1, { [d]: 400, [c]: -100, [b]: -140, [a]: -160 }, d);
    await saveDeal(page, 2, 1, 1);
    await fillVists(page2, 2, 1, { [d]: 400, [c]: -100, [b]: -140, [a]: -160 }, d);
    await page2.click('#deal-form-r2-t1 button.deal-save');
    await page2.waitForSelector('#deal-form-r2-t1 .conflict');
    expect(await page2.textContent('#deal-form-r2-t1 .conflict')).toContain(`${d} +400`);
    await screenshot(page2, 'conflict.png');
    await page2.click('#deal-form-r2-t1 .conflict button.conflict-discard');
    await page2.waitForFunction(() => document.querySelector('#deal-form-r2-t1 .conflict') === null);
    expect(await page2.$$eval('#table-r2-t1 .deals > .deal', (rows) => rows.length)).toBe(1);
    await other.close();

    // Table 2 of round 2: h +200, g -40, f -60, e -100 (200 - 200 = 0).
    await fillVists(page, 2, 2, { [h]: 200, [g]: -40, [f]: -60, [e]: -100 }, h);
    await saveDeal(page, 2, 2, 1);
    await screenshot(page, 'event-round-2.png');

    // The printed standings. Round 2 places: table 1 d 4, c 2, b 1, a 0; table 2 h 4, g 2, f 1, e 0.
    // Totals: d 2 + 4 = 6 (-40 + 400 = 360), b 4 + 1 = 5 (300 - 140 = 160), a 4 + 0 = 4 (360 - 160 = 200),
    // h 0 + 4 = 4 (-200 + 200 = 0), c 2 + 2 = 4 (-20 - 100 = -120), f 1 + 1 = 2 (-120 - 60 = -180),
    // g 0 + 2 = 2 (-180 - 40 = -220), e 1 + 0 = 1 (-100 - 100 = -200); points first, then vists.
    expect(await printedStandings(page, desk.url)).toEqual([
      ['1', d, '6', '360'], ['2', b, '5', '160'], ['3', a, '4', '200'], ['4', h, '4', '0'],
      ['5', c, '4', '-120'], ['6', f, '2', '-180'], ['7', g, '2', '-220'], ['8', e, '1', '-200'],
    ]);
    await screenshot(page, 'standings-print.png');

    // e leaves after round 2: the withdrawal is shown on his row and he is out of the standings after round 2 with
    // the reason (his place and totals stay: 8th, 1 point, -200 vists).
    await open(page, desk.url, '#event');
    await page.selectOption('#withdraw-player', e);
    await page.fill('#withdraw-after', '2');
    await page.click('#withdraw-button');
    await page.click('#withdraw-form .confirm-box button.confirm-yes');
    await page.waitForSelector(`#players-table tr.withdrawn[data-player="${e}"]`);
    expect(await page.textContent(`#players-table tr[data-player="${e}"] .player-status`)).toContain('снятие после тура 2'); // the page is in Russian (the default) on this port
    expect(await page.$$eval('#withdraw-player option', (os) => os.map((o) => (o as HTMLOptionElement).value))).not.toContain(e);
    await screenshot(page, 'withdrawal.png');
    expect((await printedStandings(page, desk.url))[7]).toEqual(['8', e, '1', '-200']);
    expect(await page.textContent('tbody tr.out')).toContain('withdrew after round 2');
    await page.goto(`${desk.url}print/table-cards.html?round=2&lang=en`);
    expect(await page.$$eval('.card', (cards) => cards.length)).toBe(2);
    await screenshot(page, 'table-cards.png');
  });

  it('shows a regulation, its assumptions and the diff with the club night', async () => {
    await open(page, desk.url, '#regulations');
    expect(await page.textContent('#assumptions')).toContain('Текст не говорит, что дают равные результаты за столом'); // Russian, the default
    expect(await page.textContent('#regulation-view')).toContain('Игра: классический маджонг');
    await page.selectOption('#compare-id', 'examples/bermuda-club-night');
    await page.click('#diff-button');
    await page.waitForSelector('#diff-text');
    expect(await page.textContent('#diff-text')).toContain('three-dragon-sets-bonus');
    expect(await page.getAttribute('#impact-link', 'href')).toMatch(/^\/print\/impact\.html\?old=bermuda-triangle&new=examples%2Fbermuda-club-night&lang=(ru|en)$/);
    await screenshot(page, 'regulations.png');
    // A preference regulation scores no hands: its diff is shown, without an impact report on hands.
    await page.selectOption('#compare-id', 'preference-festival-2011');
    await page.click('#diff-button');
    await page.waitForFunction(() => document.querySelector('#diff-text')?.textContent?.includes('preference-festival-2011') === true);
    expect(await page.$('#impact-link')).toBeNull();
  });
});

describe('a deal given as hands, and a table penalty', () => {
  let desk: DeskProcess;
  beforeAll(async () => {
    const players = ['Anna', 'Boris', 'Vera', 'Gleb'];
    const file = createStore('bermuda-triangle', 2, players.map((id) => ({ id, name: id })));
    // The judge seated the table (East, South, West, North) and the round is played with South as the round wind.
    const store = openStore(file);
    store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players }] } });
    store.record({ kind: 'wind', round: 1, payload: { wind: 'S' } });
    store.close();
    desk = await spawnDesk(file);
  });
  afterAll(async () => {
    await stopDesk(desk);
  });

  it('scores and settles the hands, and counts the table penalty in the tour\'s vists', async () => {
    await open(page, desk.url, '#event');
    const form = '#deal-form-r1-t1';
    await page.selectOption(`${form} select.deal-mode`, 'hands');
    const hands = { Anna: '123m456m789m2m[777z]+2m', Boris: '123p456p789p1s5s9s3z', Vera: '234s567s11z22z3z4z5z', Gleb: '345p678s1m9m1p9p1s9s6z' };
    for (const [player, hand] of Object.entries(hands)) await page.fill(`${form} input.deal-hand[data-player="${player}"]`, hand);
    await page.selectOption(`${form} select.deal-winner`, 'Anna');
    await page.selectOption(`${form} select.deal-from`, 'discard');
    await page.selectOption(`${form} select.deal-discarder`, 'Boris');
    await saveDeal(page, 1, 1, 1);
    await page.selectOption('#penalty-form-r1-t1 select.penalty-player', 'Gleb');
    await page.fill('#penalty-form-r1-t1 input.penalty-amount', '-50');
    await page.fill('#penalty-form-r1-t1 input.penalty-reason', 'argued with the judge');
    await page.click('#penalty-form-r1-t1 button.penalty-save');
    await page.waitForFunction(() => document.querySelectorAll('#table-r1-t1 .deals > .deal').length === 2);
    expect(await page.$('#problems')).toBeNull();
    await screenshot(page, 'event-hands.png');

    // As in test/runtime/mahjong/deal.test.ts (Bermuda, round South): Anna (East) 123m456m789m2m[777z]+2m: exposed
    // dragon pung 4 + mahjong 20 + only tile 2 = 26, doublings one suit with honors and dragon pung -> 104; East
    // wins: everyone pays double, 104 x 2 x 3 = 624. Losers settle: Vera (pair of the round wind 2, one suit with
    // honors -> 4) receives 4 from Boris (0) and from Gleb (0): Boris -208 - 4 = -212, Vera -208 + 8 = -200,
    // Gleb -212. Points are per tour (3.2): the table is ranked once by each player's vists of the tour, the
    // table penalty included (Gleb -212 - 50 = -262): places Anna 4, Vera 2, Boris 1, Gleb 0.
    // The table card shows the table's result so far: vists (table points).
    expect(await page.textContent('#table-r1-t1 .table-result')).toContain('Anna +624 (4) · Boris -212 (1) · Vera -200 (2) · Gleb -262 (0)');
    // Under the deal, its own ledger (the rows of `reglament deal`): each loser pays Anna 104 x 2 = 208; Boris and
    // Gleb pay Vera the difference 4 - 0 = 4; the deal's net leaves out the table penalty.
    const ledger = await page.$$eval('#table-r1-t1 .deals .ledger tr.ledger-payment', (rows) => rows.map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent ?? '').join(' ')));
    expect(ledger.sort()).toEqual(['Boris → Anna 208', 'Boris → Vera 4', 'Gleb → Anna 208', 'Gleb → Vera 4', 'Vera → Anna 208']);
    expect(await page.textContent('#table-r1-t1 .deals .ledger-net')).toContain('Anna +624 · Boris -212 · Vera -200 · Gleb -212');
    expect(await printedStandings(page, desk.url)).toEqual([
      ['1', 'Anna', '4', '624'], ['2', 'Vera', '2', '-200'], ['3', 'Boris', '1', '-212'], ['4', 'Gleb', '0', '-262'],
    ]);
  });
});

describe('offline', () => {
  it('every page asked only the desk itself for anything, and no script failed', () => {
    expect(requested.length).toBeGreaterThan(20);
    expect(requested.filter((u) => !/^http:\/\/127\.0\.0\.1:\d+\//.test(u))).toEqual([]);
    expect(scriptErrors).toEqual([]);
  });
});
