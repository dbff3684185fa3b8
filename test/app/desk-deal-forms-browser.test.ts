/**
 * The deal forms driven by the regulation, in a real browser (issue 18, "every game's deals in the desk"): the win
 * flags a hands deal offers are the ones the regulation reads; the ledger is shown before saving, computed by the
 * engine that then settles the saved deal, and nothing is written by the preview; a refused preview or save keeps
 * the form and shows the error at its field; the table's penalty offers the regulation's named penalties (Russian
 * names, their numbers applied by the engine); Sichuan's minor violation shows the progressive scale as the
 * regulation defines it and its hu offers the circumstances its fans read.
 * One browser; one desk (the built CLI as a child process) per event; Russian.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/index.js';
import { launchBrowser, openDeskPage, SHOTS } from '../support/browser.js';
import { createStore, request, spawnDesk, stopDesk, type DeskProcess } from '../support/desk.js';

let browser: Browser;
let page: Page;
const scriptErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  page.on('pageerror', (e) => scriptErrors.push(e.message));
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];

/** A store of `regulation` with the four players seated by the judge at one table (and the round's wind). */
function seatedStore(regulation: string, wind?: string): string {
  const file = createStore(regulation, 2, PLAYERS.map((id) => ({ id, name: id })));
  const store = openStore(file);
  store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: PLAYERS }] } });
  if (wind !== undefined) store.record({ kind: 'wind', round: 1, payload: { wind } });
  store.close();
  return file;
}

/** How many entries of `kind` the event holds. */
async function entriesOf(desk: DeskProcess, kind: string): Promise<number> {
  const event = (await request(`${desk.url}api/event`)).body as { entries: Array<{ kind: string }> };
  return event.entries.filter((e) => e.kind === kind).length;
}

describe('a Bermuda event: a deal given as hands, and a penalty of the regulation', () => {
  let desk: DeskProcess;
  const form = '#deal-form-r1-t1';
  beforeAll(async () => {
    desk = await spawnDesk(seatedStore('bermuda-triangle', 'S'));
  }, 60_000);
  afterAll(async () => {
    if (desk !== undefined) await stopDesk(desk);
  });

  it('offers the win flags Bermuda reads, each named by its rules', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.selectOption(`${form} select.deal-mode`, 'hands');
    await page.waitForSelector(`${form} input.deal-flag`);
    // The Bermuda text's rules read four circumstances of a win: the last tile (Луна со дна моря, "последней костью
    // стены"), immediate calling, heavenly and earthly bliss (6.x); nothing reads kong on kong or the last of a kind.
    expect(await page.$$eval(`${form} input.deal-flag`, (xs) => xs.map((x) => x.getAttribute('data-flag')))).toEqual(['last-tile', 'immediate-calling', 'heavenly', 'earthly']);
    const hints = await page.$$eval(`${form} input.deal-flag`, (xs) => xs.map((x) => x.closest('label')?.getAttribute('title') ?? ''));
    expect(hints[2]).toContain('в регламенте:');
  });

  it('shows the ledger before saving, writes nothing, and then saves the deal the preview showed', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.selectOption(`${form} select.deal-mode`, 'hands');
    const hands: Record<string, string> = { Anna: '123m456m789m2m[777z]+2m', Boris: '123p456p789p1s5s9s3z', Vera: '234s567s11z22z3z4z5z', Gleb: '345p678s1m9m1p9p1s9s6z' };
    for (const [p, hand] of Object.entries(hands)) await page.fill(`${form} input.deal-hand[data-player="${p}"]`, hand);
    await page.selectOption(`${form} select.deal-winner`, 'Anna');
    await page.selectOption(`${form} select.deal-from`, 'discard');
    await page.selectOption(`${form} select.deal-discarder`, 'Boris');
    await page.click(`${form} button.preview-button`);
    await page.waitForSelector(`${form} .entry-preview`);
    // As test/app/desk-deal-ledger.test.ts (Bermuda, round South): Anna (East) 26 points x 4 = 104, East wins so each
    // loser pays 208; Vera (4) takes 4 from Boris and from Gleb. Net: Anna +624, Boris -212, Vera -200, Gleb -212.
    expect(await page.textContent(`${form} .entry-preview .ledger-net`)).toBe('Итог сдачи: Anna +624 · Boris -212 · Vera -200 · Gleb -212');
    expect(await page.$$eval(`${form} .entry-preview tr.ledger-payment`, (rs) => rs.length)).toBe(5);
    // The table after it: Anna first (4 points), Vera second (2), Boris and Gleb share third and fourth ((1 + 0) / 2).
    expect(await page.$$eval(`${form} .entry-preview .preview-table tbody tr`, (rs) => rs.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent).join(' ')))).toEqual([
      'Anna +624 4', 'Boris -212 0.5', 'Vera -200 2', 'Gleb -212 0.5',
    ]);
    await page.screenshot({ path: join(SHOTS, 'deal-form-preview.png'), fullPage: true });
    expect(await entriesOf(desk, 'deal')).toBe(0);
    // A change to the form takes the preview away: what is shown is what the form holds.
    await page.fill(`${form} input.deal-hand[data-player="Gleb"]`, hands.Gleb!);
    expect(await page.$(`${form} .entry-preview`)).toBeNull();
    await page.click(`${form} button.deal-save`);
    await page.waitForSelector('#table-r1-t1 .deals .ledger');
    expect(await page.textContent('#table-r1-t1 .deals .ledger-net')).toBe('Итог сдачи: Anna +624 · Boris -212 · Vera -200 · Gleb -212');
    expect(await entriesOf(desk, 'deal')).toBe(1);
  });

  it('refuses a hand it cannot read in the preview and at saving, at the hand\'s field, keeping the form', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.selectOption(`${form} select.deal-mode`, 'hands');
    // Anna's hand has an unclosed meld bracket: the engine cannot read it.
    const hands: Record<string, string> = { Anna: '123m456m789m2m[777z+2m', Boris: '345m678m345p678s1p', Vera: '234p567p345s678s9p', Gleb: '234s456s678p123p1s' };
    for (const [p, hand] of Object.entries(hands)) await page.fill(`${form} input.deal-hand[data-player="${p}"]`, hand);
    await page.selectOption(`${form} select.deal-winner`, 'Anna');
    await page.selectOption(`${form} select.deal-discarder`, 'Vera');
    await page.click(`${form} button.preview-button`);
    await page.waitForSelector(`${form} [data-error-for="payload.hands.Anna"]`);
    expect(await page.$(`${form} .entry-preview`)).toBeNull();
    await page.click(`${form} button.deal-save`);
    await page.waitForSelector(`${form} [data-error-for="payload.hands.Anna"]`);
    expect(await page.inputValue(`${form} input.deal-hand[data-player="Anna"]`)).toBe('123m456m789m2m[777z+2m');
    expect(await entriesOf(desk, 'deal')).toBe(1);
  });

  it('offers the regulation\'s named penalties by their Russian names and applies their numbers', async () => {
    await openDeskPage(page, desk.url, '#event');
    const pen = '#penalty-form-r1-t1';
    const kinds = await page.$$eval(`${pen} select.penalty-kind option`, (os) => os.map((o) => o.textContent));
    expect(kinds).toEqual(['судейский, в вистах', 'Неправильно объявленный Ма-Джонг (сдача продолжена) (4.3)', 'Неправильно объявленный Ма-Джонг (сдача прекращена) (4.3)']);
    await page.selectOption(`${pen} select.penalty-player`, 'Boris');
    await page.selectOption(`${pen} select.penalty-kind`, 'rule:false-mahjong-stopped');
    expect(await page.textContent(`${pen} .penalty-detail`)).toBe('нарушителю -340, каждому другому игроку 80; сдача останавливается');
    await page.click(`${pen} button.preview-button`);
    await page.waitForSelector(`${pen} .entry-preview`);
    // Bermuda 4.3 (stopped deal): the offender -340, each innocent +80 (-340 + 3 x 80 = -100 paid to nobody).
    expect(await page.$$eval(`${pen} .entry-preview tr.ledger-adjustment`, (rs) => rs.map((r) => `${r.children[0]!.textContent} ${r.children[1]!.textContent}`).sort())).toEqual([
      'Anna +80', 'Boris -340', 'Gleb +80', 'Vera +80',
    ]);
    expect(await entriesOf(desk, 'penalty')).toBe(0);
    await page.click(`${pen} button.penalty-save`);
    await page.waitForFunction(() => document.querySelectorAll('#table-r1-t1 .deals .deal').length === 2);
    expect(await entriesOf(desk, 'penalty')).toBe(1);
    expect(scriptErrors).toEqual([]);
  });
});

describe('an SBR 2025 Sichuan event: the progressive scale and the hu circumstances', () => {
  let desk: DeskProcess;
  const pen = '#penalty-form-r1-t1';
  beforeAll(async () => {
    desk = await spawnDesk(seatedStore('sbr-2025'));
  }, 60_000);
  afterAll(async () => {
    if (desk !== undefined) await stopDesk(desk);
  });

  it('shows the scale as the regulation gives it and previews the second violation\'s cost', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.selectOption(`${pen} select.penalty-player`, 'Vera');
    await page.selectOption(`${pen} select.penalty-kind`, 'minor-violation');
    // SBR 2025 "Штрафы": the scale 0, 2, 4, 8, 16, 24, 48 (the total after each violation of a session).
    const detail = await page.textContent(`${pen} .penalty-detail`);
    expect(detail).toContain('1-го нарушения — 0, 2-го нарушения — 2, 3-го нарушения — 4, 4-го нарушения — 8, 5-го нарушения — 16, 6-го нарушения — 24, 7-го нарушения — 48');
    expect(detail).toContain('Шкала прогрессивного штрафа');
    await page.click(`${pen} button.penalty-save`);
    await page.waitForFunction(() => document.querySelectorAll('#table-r1-t1 .deals .deal').length === 1);
    await page.selectOption(`${pen} select.penalty-player`, 'Vera');
    await page.selectOption(`${pen} select.penalty-kind`, 'minor-violation');
    await page.click(`${pen} button.preview-button`);
    await page.waitForSelector(`${pen} .entry-preview`);
    // The second violation brings Vera's total from 0 to 2: it costs 2 - 0 = 2 game points.
    expect(await page.$$eval(`${pen} .entry-preview tr.ledger-adjustment`, (rs) => rs.map((r) => `${r.children[0]!.textContent} ${r.children[1]!.textContent}`))).toEqual(['Vera -2']);
    await page.screenshot({ path: join(SHOTS, 'deal-form-scale.png'), fullPage: true });
    expect(await entriesOf(desk, 'penalty')).toBe(1);
  });

  it('offers on a hu the circumstances the SBR fans read, and the unverifiable furiten', async () => {
    await openDeskPage(page, desk.url, '#event');
    const form = '#deal-form-r1-t1';
    await page.selectOption(`${form} select.deal-mode`, 'events');
    await page.click(`${form} button.ev-add`);
    await page.selectOption(`${form} select.ev-kind`, 'hu');
    // SBR 2024's fans "Ху на последней кости" (last_tile) and "Ху на сброс после чужого конга" (after_kong).
    expect(await page.$$eval(`${form} input.ev-flag`, (xs) => xs.map((x) => x.getAttribute('data-flag')))).toEqual(['last-tile', 'after-kong', 'furiten']);
    expect(scriptErrors).toEqual([]);
  });
});
