/**
 * The event hall in a real browser (playwright-core, Debian's chromium), against `reglament serve --host 0.0.0.0`
 * run as a child process: the judge's desk at laptop size, the hall's screen at projector size (no token), a player's
 * phone at 375 px (no token) submitting a table's deal (and previewing one given as hands), the desk killed (SIGKILL) and restarted between the
 * submission and the judge's approval with nothing lost, the desk's pages at phone size (no sideways scroll, 44 px
 * touch targets), and the per-table entry. Screenshots go to test-artifacts/screenshots/hall-*.png. Expected values
 * are worked out by hand (Bermuda; arithmetic in the comments).
 */
import { join } from 'node:path';
import decodeQR from 'qr/decode.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOTS } from '../support/browser.js';
import { closeAll, launchWithPage, phoneProblems, seatedStore } from '../support/browser-desk.js';
import { spawnDesk, stopDesk, type DeskProcess } from '../support/desk.js';

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor', 'Zoya', 'Ivan'];
const NAMES: Record<string, string> = { Anna: 'Анна', Boris: 'Борис', Vera: 'Вера', Gleb: 'Глеб', Dina: 'Дина', Egor: 'Егор', Zoya: 'Зоя', Ivan: 'Иван' };

/** Bermuda with eight players, round 1 seated by the judge at two tables (wind South). */
function hallStore(): string {
  return seatedStore('bermuda-triangle', 2, PLAYERS.map((id) => ({ id, name: NAMES[id]! })), [PLAYERS.slice(0, 4), PLAYERS.slice(4)], (store) => {
    store.record({ kind: 'wind', round: 1, payload: { wind: 'S' } });
  });
}

/** The desk's address as the judge's computer opens it (the CLI prints the 0.0.0.0 it listens on). */
const local = (d: DeskProcess) => d.url.replace('//0.0.0.0:', '//127.0.0.1:');
const origin = (d: DeskProcess) => new URL(local(d)).origin;

let browser: Browser;
let judge: Page;
const scriptErrors: string[] = [];
let desk: DeskProcess;
let file: string;

beforeAll(async () => {
  file = hallStore();
  desk = await spawnDesk(file, ['--host', '0.0.0.0']);
  ({ browser, page: judge } = await launchWithPage(scriptErrors, { viewport: { width: 1280, height: 900 } }));
  // Starting a desk process and a browser: as long as a test may take (vitest.config.ts).
}, 60_000);
afterAll(() => closeAll(browser, desk));

/** Opens a page of the desk (the judge's, with the token once) and waits until it has rendered. */
async function openDesk(page: Page, hash: string): Promise<void> {
  await page.goto(`${local(desk)}${hash}`);
  await page.waitForSelector(`#page[data-ready="${hash}"]`);
}

describe('the event hall', () => {
  let code = '';

  it('the judge sets the event\'s name, starts the round\'s timer and sees the QR codes of the hall\'s addresses', async () => {
    await openDesk(judge, '#hall');
    await judge.fill('#info-name', 'Кубок Бермуд');
    // The date as Russians write it (a text field: a date field would follow the browser's own locale).
    await judge.fill('#info-date', '06.01.2011');
    await judge.fill('#info-venue', 'Репино');
    await judge.click('#info-save');
    await judge.waitForSelector('#event-info [role=status]:has-text("Сохранено")');
    // Kept as 2011-01-06, shown again the Russian way.
    await openDesk(judge, '#hall');
    expect(await judge.inputValue('#info-date')).toBe('06.01.2011');
    await judge.fill('#timer-minutes', '90');
    await judge.click('#timer-start');
    // 90 minutes just started: the header's badge shows it at once, 1:29:xx or 1:30:00.
    await judge.waitForFunction(() => /Тур 1 · 1:(29:\d\d|30:00)/.test(document.querySelector('#timer-badge')?.textContent ?? ''), undefined, { timeout: 5000 });
    // Every QR code shown leads to an address of this computer: decoded from the pixels the browser drew.
    // Drawn small (each module a few pixels) and sent back as base64 RGBA, so that decoding stays quick.
    const images = await judge.$$eval('img.qr-play, img.qr-hall', (imgs) => imgs.map((img) => {
      const image = img as HTMLImageElement;
      const canvas = document.createElement('canvas');
      canvas.width = 180;
      canvas.height = 180;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#fff';
      g.fillRect(0, 0, 180, 180);
      g.drawImage(image, 20, 20, 140, 140);
      const bytes = g.getImageData(0, 0, 180, 180).data;
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { alt: image.alt, rgba: btoa(binary) };
    }));
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(decodeQR({ width: 180, height: 180, data: new Uint8Array(Buffer.from(img.rgba, 'base64')) })).toBe(img.alt);
      expect(img.alt).toMatch(new RegExp(`^http://[\\d.]+:${new URL(origin(desk)).port}/(play|hall)$`));
    }
    await judge.screenshot({ path: join(SHOTS, 'hall-desk-page.png'), fullPage: true });
    const cards = await judge.request.get(`${origin(desk)}/print/table-cards.html?round=1`);
    code = /data-code>(\d{6})</.exec(await cards.text())![1]!;
  });

  it('the hall\'s screen at projector size, without the token: seating, standings, the clock', async () => {
    const screen = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await screen.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await page.goto(`${origin(desk)}/hall`);
    await page.waitForSelector('.table-card[data-table="2"]');
    expect(await page.textContent('#event-name')).toBe('Кубок Бермуд');
    expect(await page.textContent('#event-line')).toContain('6 января 2011 г. · Репино');
    // The round's 90 minutes started a little earlier (the previous test): 1:2x:xx left.
    await page.waitForFunction(() => /^1:2\d:\d\d$/.test(document.querySelector('#clock')?.textContent ?? ''));
    const table1 = await page.$$eval('.table-card[data-table="1"] li', (lis) => lis.map((li) => li.textContent));
    expect(table1).toEqual(['В · Анна (Anna)', 'Ю · Борис (Boris)', 'З · Вера (Vera)', 'С · Глеб (Gleb)']);
    expect(await page.$$eval('.standing[data-player]', (rows) => rows.length)).toBe(8);
    // Big enough for a projector: the clock at least 100 px high, names at least 24 px; nothing scrolls.
    const sizes = await page.evaluate(() => ({
      clock: document.querySelector('#clock')!.getBoundingClientRect().height,
      name: parseFloat(getComputedStyle(document.querySelector('.table-card li')!).fontSize),
      scroll: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(sizes.clock).toBeGreaterThanOrEqual(100);
    expect(sizes.name).toBeGreaterThanOrEqual(24);
    expect(sizes.scroll).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, 'hall-projector.png') });
    await screen.close();
  });

  it('a player submits the table\'s deal from a phone; the desk is killed and restarted; the judge approves it', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, locale: 'ru-RU' });
    const page = await phone.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await page.goto(`${origin(desk)}/play`);
    await page.fill('#code', code);
    await page.click('#code-form button[type=submit]');
    await page.waitForSelector('#play-table');
    expect(await page.textContent('#play-table h1')).toBe('Тур 1 · Стол 1');
    await page.selectOption('#submitter', 'Boris');
    // Anna 300, Boris -100, Vera -100: the running sum fills Gleb's -100 (300 - 100 - 100 + x = 0).
    const amounts = page.locator('#play-form input.amount');
    await amounts.nth(0).fill('300');
    await amounts.nth(1).fill('-100');
    await amounts.nth(2).fill('-100');
    await page.waitForFunction(() => (document.querySelectorAll<HTMLInputElement>('#play-form input.amount')[3]?.value ?? '') === '-100');
    await page.selectOption('#play-form select.winner', 'Anna');
    await page.click('#play-form button.record');
    await page.waitForSelector('#preview');
    // Table points (Bermuda 3.2, places 4-2-1-0, ties share): Anna 1st 4; the three at -100 share 2nd-4th,
    // (2 + 1 + 0) / 3 = 1 each.
    const after = await page.$$eval('#preview .table-after tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent).join(' ')));
    expect(after).toEqual(['В · Анна (Anna) +300 4', 'Ю · Борис (Boris) -100 1', 'З · Вера (Vera) -100 1', 'С · Глеб (Gleb) -100 1']);
    const { scrollWidth } = await phoneProblems(page);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await page.screenshot({ path: join(SHOTS, 'hall-play-phone.png'), fullPage: true });
    await page.click('#send');
    await page.waitForSelector('#sent');

    // The desk dies between the submission and the approval, and comes back on the same store.
    await stopDesk(desk, 'SIGKILL');
    desk = await spawnDesk(file, ['--host', '0.0.0.0']);
    await openDesk(judge, '#hall');
    const box = judge.locator('.submission');
    await expect.poll(() => box.count()).toBe(1);
    expect(await box.textContent()).toContain('Boris');
    // The judge reads the table after the deal by the players' names, as the phone showed it: Anna +300 vists and
    // 4 table points, the three at -100 1 point each (worked out above).
    expect(await box.locator('.table-result').textContent()).toBe('Итог стола после записи: Анна +300 (4) · Борис -100 (1) · Вера -100 (1) · Глеб -100 (1)');
    // The timer survived the restart: each table's clock ticks on the hall page.
    await judge.waitForFunction(() => /^1:2\d:\d\d$/.test(document.querySelector('li.timer-table[data-table="2"] .clock')?.textContent ?? ''));
    await judge.screenshot({ path: join(SHOTS, 'hall-submission.png'), fullPage: true });
    await judge.click('.submission button.approve');
    await judge.waitForSelector('#no-submissions');
    await openDesk(judge, '#history');
    expect(await judge.textContent('#history')).toContain('по заявке игрока Борис (Boris)');

    await page.goto(`${origin(desk)}/play?code=${code}`);
    await page.waitForSelector('#table-submissions li.status-approved');
    await phone.close();
  });

  it('a player gives a deal as hands from a phone, and sees the engine\'s payments before sending it', async () => {
    const cards = await judge.request.get(`${origin(desk)}/print/table-cards.html?round=1`);
    const code2 = [...(await cards.text()).matchAll(/data-code>(\d{6})</g)][1]![1]!;
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, locale: 'ru-RU' });
    const page = await phone.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await page.goto(`${origin(desk)}/play?code=${code2}`);
    await page.waitForSelector('#play-table[data-table="2"]');
    await page.selectOption('#play-form select.entry-mode', 'hands');
    // The circumstances of a win the regulation reads are offered to the players too, as to the judge.
    const judgeFlags = ((await (await fetch(`${origin(desk)}/api/deal-form`, { headers: { 'X-Desk-Token': new URL(desk.url).searchParams.get('token')! } })).json()) as { winFlags: Array<{ key: string; dealWin: boolean }> })
      .winFlags.filter((f) => f.dealWin).map((f) => f.key);
    expect(judgeFlags).toContain('last-tile');
    expect(await page.$$eval('#play-form input.deal-flag', (xs) => xs.map((x) => (x as HTMLElement).dataset.flag))).toEqual(judgeFlags);
    // The hands of desk-deal-ledger.test.ts at table 2 (Dina East, wind South): Dina wins on Egor's discard.
    const hands = ['123m456m789m2m[777z]+2m', '123p456p789p1s5s9s3z', '234s567s11z22z3z4z5z', '345p678s1m9m1p9p1s9s6z'];
    for (const [k, id] of ['Dina', 'Egor', 'Zoya', 'Ivan'].entries()) await page.fill(`#play-form input.deal-hand[data-player="${id}"]`, hands[k]!);
    await page.selectOption('#play-form select.deal-winner', 'Dina');
    await page.selectOption('#play-form select.deal-discarder', 'Egor');
    await page.click('#play-form button.record');
    await page.waitForSelector('#preview .ledger');
    // As desk-deal-ledger.test.ts works it out (Bermuda): Dina (East) 104, every loser pays double, 208; Zoya
    // receives the difference 4 from Egor and from Ivan. Dina +624, Egor -212, Zoya -200, Ivan -212.
    // The players read the payments by their names, not their codes.
    const net = await page.textContent('#preview .ledger-net');
    for (const each of ['Дина +624', 'Егор -212', 'Зоя -200', 'Иван -212']) expect(net).toContain(each);
    const payments = await page.$$eval('#preview .ledger-payment td:first-child', (cells) => cells.map((c) => c.textContent));
    expect(payments).toHaveLength(5);
    expect(payments).toEqual(expect.arrayContaining(['Егор → Дина', 'Зоя → Дина', 'Иван → Дина', 'Егор → Зоя', 'Иван → Зоя']));
    // Table points (3.2, 4-2-1-0, ties share): Dina 4, Zoya 2, Egor and Ivan share 3rd-4th: (1 + 0) / 2 = 0,5.
    const after = await page.$$eval('#preview .table-after tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent).join(' ')));
    expect(after).toEqual(['В · Дина (Dina) +624 4', 'Ю · Егор (Egor) -212 0,5', 'З · Зоя (Zoya) -200 2', 'С · Иван (Ivan) -212 0,5']);
    const problems = await phoneProblems(page);
    expect(problems.scrollWidth).toBeLessThanOrEqual(375);
    expect(problems.small).toEqual([]);
    expect(await page.isVisible('#send')).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'hall-play-hands-phone.png'), fullPage: true });
    await phone.close();
  });

  it('the desk\'s pages at phone size: no sideways scroll, 44 px touch targets, the judge and language fields in reach', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, locale: 'ru-RU' });
    const page = await phone.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await page.goto(local(desk));
    for (const hash of ['#event', '#tables', '#hall', '#history', '#score']) {
      await page.goto(`${origin(desk)}/${hash}`);
      await page.waitForSelector(`#page[data-ready="${hash}"]`);
      const problems = await phoneProblems(page);
      expect(problems.scrollWidth, hash).toBeLessThanOrEqual(375);
      expect(problems.small, hash).toEqual([]);
      for (const sel of ['#judge', '#lang']) {
        const r = (await page.locator(sel).boundingBox())!;
        expect(r.x + r.width, `${hash} ${sel}`).toBeLessThanOrEqual(375);
      }
      await page.screenshot({ path: join(SHOTS, `hall-phone-${hash.slice(1)}.png`), fullPage: true });
    }
    await phone.close();
  });

  it('enters table 2 fast: the running sum fills the last amount, the focus returns to the first field', async () => {
    await openDesk(judge, '#tables');
    await judge.click('#pick-r1-t2');
    await judge.waitForSelector('#table-entry[data-table="2"]');
    // The judge's seating: Dina East at deal 1.
    expect(await judge.textContent('#next-east')).toContain('Дина (Dina)');
    const amounts = judge.locator('#table-entry-form input.amount');
    await amounts.nth(0).fill('-40');
    await amounts.nth(1).fill('120');
    await amounts.nth(2).fill('-40');
    // -40 + 120 - 40 + x = 0: x = -40.
    await judge.waitForFunction(() => (document.querySelectorAll<HTMLInputElement>('#table-entry-form input.amount')[3]?.value ?? '') === '-40');
    await judge.selectOption('#table-entry-form select.winner', 'Egor');
    await judge.click('#table-entry-form button.record');
    await judge.waitForSelector('#table-deals tbody tr');
    // East passes every deal (Bermuda 4.1.1): Egor is East at deal 2.
    expect(await judge.textContent('#next-east')).toContain('Егор (Egor)');
    expect(await judge.evaluate(() => document.activeElement === document.querySelector('#table-entry-form input.amount'))).toBe(true);
    expect(await judge.$$eval('#table-deals tfoot .total-cell', (cells) => cells.map((c) => c.textContent))).toEqual(['-40', '120', '-40', '-40']);
    await judge.screenshot({ path: join(SHOTS, 'hall-tables.png'), fullPage: true });
    expect(scriptErrors).toEqual([]);
  });
});
