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
import { openDeskPage, SHOTS } from '../support/browser.js';
import { closeAll, launchWithPage, playersOf, seatedStore as storeSeatedByJudge } from '../support/browser-desk.js';
import { request, spawnDesk, stopDesk, type DeskProcess } from '../support/desk.js';

let browser: Browser;
let page: Page;
const scriptErrors: string[] = [];

beforeAll(async () => {
  ({ browser, page } = await launchWithPage(scriptErrors));
}, 60_000);
afterAll(() => closeAll(browser));

const PLAYERS = ['Anna', 'Boris', 'Vera', 'Gleb'];

/** A store of `regulation` with the four players seated by the judge at one table (and the round's wind). */
function seatedStore(regulation: string, wind?: string): string {
  return storeSeatedByJudge(regulation, 2, playersOf(PLAYERS, (id) => id), [PLAYERS], (store) => {
    if (wind !== undefined) store.record({ kind: 'wind', round: 1, payload: { wind } });
  });
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

  it('gives the players\' phone form (/play, a public page) the same flags', async () => {
    const cards = await (await fetch(`${desk.url}print/table-cards.html?round=1`)).text();
    const code = /data-code>(\d{6})</.exec(cards)![1]!;
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'ru-RU' });
    const play = await phone.newPage();
    await play.goto(`${new URL(desk.url).origin}/play?code=${code}`);
    await play.waitForSelector('#play-table');
    await play.selectOption('#play-form select.entry-mode', 'hands');
    await play.waitForSelector('#play-form input.deal-flag');
    expect(await play.$$eval('#play-form input.deal-flag', (xs) => xs.map((x) => x.getAttribute('data-flag')))).toEqual(['last-tile', 'immediate-calling', 'heavenly', 'earthly']);
    await phone.close();
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
    // The table after it: Anna first (4 points), Vera second (2), Boris and Gleb share third and fourth ((1 + 0) / 2),
    // written with the Russian decimal comma.
    expect(await page.$$eval(`${form} .entry-preview .preview-table tbody tr`, (rs) => rs.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent).join(' ')))).toEqual([
      'Anna +624 4', 'Boris -212 0,5', 'Vera -200 2', 'Gleb -212 0,5',
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
    const saved = await entriesOf(desk, 'deal');
    await page.click(`${form} button.preview-button`);
    await page.waitForSelector(`${form} [data-error-for="payload.hands.Anna"]`);
    expect(await page.$(`${form} .entry-preview`)).toBeNull();
    await page.click(`${form} button.deal-save`);
    await page.waitForSelector(`${form} [data-error-for="payload.hands.Anna"]`);
    expect(await page.inputValue(`${form} input.deal-hand[data-player="Anna"]`)).toBe('123m456m789m2m[777z+2m');
    expect(await entriesOf(desk, 'deal')).toBe(saved);
  });

  it('builds a player\'s hand on his tile palette, and the field and the palette follow each other', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.selectOption(`${form} select.deal-mode`, 'hands');
    await page.click(`${form} label:has(input.deal-hand[data-player="Anna"]) + .palette-buttons button.palette-toggle`);
    const panel = `${form} .hand-palette[data-for="Anna"]`;
    // Classical tiles: 9 of each suit, 7 honors, 8 flowers and seasons = 42, each drawn as a tile.
    expect(await page.$$eval(`${panel} .palette button.tile svg.tile-face`, (xs) => xs.length)).toBe(42);
    const tile = (t: string) => page.click(`${panel} .palette [data-tile="${t}"]`);
    for (const t of ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '2m']) await tile(t);
    await page.check(`${panel} input.mode-exposed`);
    for (const t of ['7z', '7z', '7z']) await tile(t);
    await page.check(`${panel} input.mode-win`);
    await tile('2m');
    // The notation the palette writes runs a suit's digits together (1234567892m is 1m..9m and 2m).
    expect(await page.inputValue(`${form} input.deal-hand[data-player="Anna"]`)).toBe('1234567892m[777z]+2m');
    expect(await page.$$eval(`${panel} .hand-view .group.exposed .chip`, (xs) => xs.map((x) => x.getAttribute('data-tile')))).toEqual(['7z', '7z', '7z']);
    await page.click(`${panel} button.undo-tile`);
    expect(await page.inputValue(`${form} input.deal-hand[data-player="Anna"]`)).toBe('1234567892m[777z]');
    // Typed in the field, the palette's view follows.
    await page.fill(`${form} input.deal-hand[data-player="Anna"]`, '11z+1z');
    expect(await page.$$eval(`${panel} .hand-view .chip`, (xs) => xs.map((x) => x.getAttribute('data-tile')))).toEqual(['1z', '1z', '1z']);
    await page.screenshot({ path: join(SHOTS, 'deal-form-palette.png'), fullPage: true });
  });

  it('takes a player\'s hand from the score page', async () => {
    await openDeskPage(page, desk.url, '#score');
    await page.fill('#hand-text', '123p456p789p1s5s9s3z');
    await openDeskPage(page, desk.url, '#event');
    await page.selectOption(`${form} select.deal-mode`, 'hands');
    await page.click(`${form} label:has(input.deal-hand[data-player="Boris"]) + .palette-buttons button.from-score-page`);
    expect(await page.inputValue(`${form} input.deal-hand[data-player="Boris"]`)).toBe('123p456p789p1s5s9s3z');
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
    const lines = await page.$$eval('#table-r1-t1 .deals .deal', (xs) => xs.length);
    await page.click(`${pen} button.penalty-save`);
    await page.waitForFunction((n) => document.querySelectorAll('#table-r1-t1 .deals .deal').length === n, lines + 1);
    expect(await entriesOf(desk, 'penalty')).toBe(1);
    // Its correction reopens the same fields, filled with the named penalty.
    await page.locator('#table-r1-t1 .deals .deal').nth(lines).locator('button.correct-button').click();
    const fix = '#table-r1-t1 form.correction';
    await page.waitForSelector(`${fix} select.penalty-kind`);
    expect(await page.inputValue(`${fix} select.penalty-kind`)).toBe('rule:false-mahjong-stopped');
    expect(await page.inputValue(`${fix} select.penalty-player`)).toBe('Boris');
    expect(scriptErrors).toEqual([]);
  });
});

describe('a deal with a note', () => {
  let desk: DeskProcess;
  beforeAll(async () => {
    desk = await spawnDesk(seatedStore('bermuda-triangle', 'S'));
  }, 60_000);
  afterAll(async () => {
    if (desk !== undefined) await stopDesk(desk);
  });

  it('saves the judge\'s note with the deal and its correction reopens in the form with the note, not as JSON', async () => {
    await openDeskPage(page, desk.url, '#event');
    const form = '#deal-form-r1-t1';
    await page.selectOption(`${form} select.deal-mode`, 'redeal');
    await page.fill(`${form} input.deal-note`, 'пересдача: открыт прикуп');
    await page.click(`${form} button.deal-save`);
    await page.waitForFunction(() => document.querySelectorAll('#table-r1-t1 .deals .deal').length === 1);
    const event = (await request(`${desk.url}api/event`)).body as { entries: Array<{ kind: string; payload: unknown }> };
    expect(event.entries.filter((e) => e.kind === 'deal').map((e) => e.payload)).toEqual([{ redeal: true, note: 'пересдача: открыт прикуп' }]);
    await page.locator('#table-r1-t1 .deals .deal').nth(0).locator('button.correct-button').click();
    const fix = '#table-r1-t1 form.correction';
    await page.waitForSelector(`${fix} input.deal-note`);
    expect(await page.inputValue(`${fix} input.deal-note`)).toBe('пересдача: открыт прикуп');
    expect(await page.inputValue(`${fix} select.deal-mode`)).toBe('redeal');
    // The form holds the entry whole: the JSON stays closed.
    expect(await page.$eval(`${fix} details.correction-json`, (d) => (d as HTMLDetailsElement).open)).toBe(false);
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
    // A hu's hands have their palettes too: Sichuan's tiles are the three suits only (27).
    await page.click(`${form} .sichuan-event .palette-buttons button.palette-toggle >> nth=0`);
    expect(await page.$$eval(`${form} .sichuan-event .hand-palette .palette button.tile`, (xs) => xs.length)).toBe(27);
    expect(scriptErrors).toEqual([]);
  });
});

describe('a preference table entered deal by deal (the 2011 festival)', () => {
  let desk: DeskProcess;
  const form = '#result-form-r1-t1';
  beforeAll(async () => {
    desk = await spawnDesk(storeSeatedByJudge('preference-festival-2011', 2, playersOf(['A', 'B', 'C']), [['A', 'B', 'C']]));
  }, 60_000);
  afterAll(async () => {
    if (desk !== undefined) await stopDesk(desk);
  });

  /** Fills deal `n` (1-based): contract, suit, declarer, decisions and tricks by player. */
  async function fillDeal(n: number, d: { contract: string; suit?: string; declarer?: string; decisions?: Record<string, string>; tricks: Record<string, number> }): Promise<void> {
    const row = `${form} .preference-deal[data-deal="${n}"]`;
    await page.selectOption(`${row} select.pref-contract`, d.contract);
    if (d.suit !== undefined) await page.selectOption(`${row} select.pref-suit`, d.suit);
    if (d.declarer !== undefined) await page.selectOption(`${row} select.pref-declarer`, d.declarer);
    for (const [p, v] of Object.entries(d.decisions ?? {})) await page.selectOption(`${row} select.pref-decision[data-player="${p}"]`, v);
    for (const [p, v] of Object.entries(d.tricks)) await page.fill(`${row} input.pref-tricks[data-player="${p}"]`, String(v));
  }

  it('settles the deals under the regulation as they are added, shows the sheet, and saves the pulya', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.selectOption(`${form} select.result-mode`, 'deals');
    await page.click(`${form} button.pref-add`);
    expect(await page.inputValue(`${form} .preference-deal[data-deal="1"] select.pref-dealer`)).toBe('A');
    // Without a declarer the engine refuses the deal, at the deal; nothing is saved.
    await fillDeal(1, { contract: '7', suit: 'spades', decisions: { A: 'whist', B: 'whist' }, tricks: { C: 7, A: 2, B: 1 } });
    await page.click(`${form} button.pref-sheet`);
    await page.waitForSelector(`${form} .preference-deal[data-deal="1"] .field-error`);
    await page.selectOption(`${form} .preference-deal[data-deal="1"] select.pref-declarer`, 'C');
    await page.click(`${form} button.pref-add`);
    // The deal passes clockwise: B deals the second.
    expect(await page.inputValue(`${form} .preference-deal[data-deal="2"] select.pref-dealer`)).toBe('B');
    await page.waitForSelector(`${form} pre.pulya-sheet`);
    expect(await page.textContent(`${form} pre.pulya-sheet`)).toContain('Сдача 1: раздаёт A; C играет 7 пик — A: вист, B: вист');
    await fillDeal(2, { contract: '9', suit: 'clubs', declarer: 'C', decisions: { A: 'whist', B: 'whist' }, tricks: { C: 8, A: 1, B: 1 } });
    await page.click(`${form} button.pref-add`);
    expect(await page.inputValue(`${form} .preference-deal[data-deal="3"] select.pref-dealer`)).toBe('C');
    await fillDeal(3, { contract: 'all-pass', tricks: { A: 4, B: 3, C: 3 } });
    await page.click(`${form} button.pref-sheet`);
    await page.waitForFunction((f) => document.querySelector(`${f} pre.pulya-sheet`)?.textContent?.includes('Сдача 3') === true, form);
    // As test/e2e/pulya.test.ts works it out (festival conventions): sheet A mountain 8, whists on C 48; B 6, 40; C pool 4,
    // mountain 22; A = -80/3 + 40 + 48 = 184/3 (+61.33), B = 220/3 (+73.33), C = -404/3 (-134.67).
    const sheet = await page.textContent(`${form} pre.pulya-sheet`);
    expect(sheet).toMatch(/A\s+0\s+8\s+C: 48\s+-26,67\s+\+40,00\s+\+48,00\s+\+61,33\s+184\/3/);
    expect(sheet).toMatch(/C\s+4\s+22\s+—\s+\+53,33\s+-100,00\s+-88,00\s+-134,67\s+-404\/3/);
    await page.screenshot({ path: join(SHOTS, 'preference-deals.png'), fullPage: true });
    expect(await entriesOf(desk, 'result')).toBe(0);
    await page.click(`${form} button.result-save`);
    await page.waitForSelector('#table-r1-t1 .pulya-sheet-view pre.pulya-sheet');
    expect(await page.textContent('#table-r1-t1 .pulya-sheet-view pre.pulya-sheet')).toContain('220/3');
    expect(await entriesOf(desk, 'result')).toBe(1);
    expect(scriptErrors).toEqual([]);
  });
});

describe('a preference table of four deal by deal: a misère half with the dealer, off the mountain, the last round', () => {
  let desk: DeskProcess;
  const form = '#result-form-r1-t1';
  const row = (n: number) => `${form} .preference-deal[data-deal="${n}"]`;
  beforeAll(async () => {
    desk = await spawnDesk(storeSeatedByJudge('preference-festival-2011', 2, playersOf(['A', 'B', 'C', 'D']), [['A', 'B', 'C', 'D']]));
  }, 60_000);
  afterAll(async () => {
    if (desk !== undefined) await stopDesk(desk);
  });

  it('takes them in the form, settles them under the regulation, and reopens the saved pulya in the form', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.selectOption(`${form} select.result-mode`, 'deals');
    await page.click(`${form} button.pref-add`);
    // Deal 1: D deals, A plays a misère half with D (clause 8) and takes 1 trick.
    await page.selectOption(`${row(1)} select.pref-dealer`, 'D');
    await page.selectOption(`${row(1)} select.pref-contract`, 'misere');
    await page.selectOption(`${row(1)} select.pref-declarer`, 'A');
    await page.check(`${row(1)} input.pref-half`);
    await page.fill(`${row(1)} input.pref-tricks[data-player="A"]`, '1');
    await page.click(`${form} button.pref-add`);
    // Deal 2: A deals (clockwise after D), D plays a misère and makes it, writing its pool off his mountain (clause 7).
    expect(await page.inputValue(`${row(2)} select.pref-dealer`)).toBe('A');
    await page.selectOption(`${row(2)} select.pref-contract`, 'misere');
    await page.selectOption(`${row(2)} select.pref-declarer`, 'D');
    await page.fill(`${row(2)} input.pref-tricks[data-player="D"]`, '0');
    await page.check(`${row(2)} input.pref-off[data-player="D"]`);
    await page.fill(`${row(2)} input.pref-note`, 'D списал с горы');
    await page.fill(`${form} input.pref-last-round`, '1');
    await page.click(`${form} button.pref-sheet`);
    await page.waitForFunction((f) => document.querySelector(`${f} pre.pulya-sheet`)?.textContent?.includes('Сдача 2') === true, form);
    // By the regulation's text: misère 20 per trick onto the mountain (clause 7), half with the dealer «делятся поровну»
    // (clause 8): A 10, D 10. D's made misère: 10 into the pool, written off the mountain instead, 10 × 2 = 20 (clause 7);
    // D's mountain is 10, so 10 is written off and the other 10 goes onto every other player's mountain (note of
    // pool-to-mountain): A 20, B 10, C 10, D 0, pools all 0. Mean mountain 10; result = −10·(mountain − mean):
    // A −100, B 0, C 0, D +100 (the same as D's pool 10 and mountain 10: pools 0/0/0/10 give D +150, the others −50;
    // mountains 10/0/0/10 give A −50, B +50, C +50, D −50; sums −100, 0, 0, +100).
    const sheet = await page.textContent(`${form} pre.pulya-sheet`);
    expect(sheet).toMatch(/A\s+0\s+20\s+—\s+0\s+-100,00\s+0\s+-100,00\s+-100\n/);
    expect(sheet).toMatch(/B\s+0\s+10\s+—\s+0\s+0\s+0\s+0\s+0\n/);
    expect(sheet).toMatch(/D\s+0\s+0\s+—\s+0\s+\+100,00\s+0\s+\+100,00\s+100\n/);
    // One decimal separator: below its title (the regulation's version, 2011.1), the Russian sheet writes no number
    // with a decimal point (the misère half's shares are 0,5).
    expect(sheet).toContain('доля сдающего 0,5');
    expect(sheet!.split('\n').slice(1).join('\n')).not.toMatch(/\d\.\d/);
    // The last round announced in deal 1: at four 3 more deals (clause 9); the sheet counts the 1 played.
    expect(sheet).toContain('Последний круг: объявлен в сдаче 1; после неё сыграно 1 из 3');
    await page.click(`${form} button.result-save`);
    await page.waitForSelector('#table-r1-t1 .pulya-sheet-view pre.pulya-sheet');
    const event = (await request(`${desk.url}api/event`)).body as { entries: Array<{ kind: string; payload: unknown }> };
    expect(event.entries.filter((e) => e.kind === 'result').map((e) => e.payload)).toEqual([{ pulya: {
      players: ['A', 'B', 'C', 'D'],
      deals: [
        { dealer: 'D', contract: 'misere', declarer: 'A', tricks: { A: 1 }, half: true },
        { dealer: 'A', contract: 'misere', declarer: 'D', tricks: { D: 0 }, 'off-mountain': ['D'], note: 'D списал с горы' },
      ],
      'last-round': { 'announced-in-deal': 1 },
    } }]);
    // Its correction reopens in the form, every field filled; the JSON stays closed.
    await page.click('#table-r1-t1 .deals .deal button.correct-button');
    const fix = '#table-r1-t1 form.correction';
    await page.waitForSelector(`${fix} .preference-deal[data-deal="2"]`);
    expect(await page.inputValue(`${fix} select.result-mode`)).toBe('deals');
    expect(await page.isChecked(`${fix} .preference-deal[data-deal="1"] input.pref-half`)).toBe(true);
    expect(await page.isChecked(`${fix} .preference-deal[data-deal="2"] input.pref-off[data-player="D"]`)).toBe(true);
    expect(await page.inputValue(`${fix} .preference-deal[data-deal="2"] input.pref-note`)).toBe('D списал с горы');
    expect(await page.inputValue(`${fix} input.pref-last-round`)).toBe('1');
    expect(await page.$eval(`${fix} details.correction-json`, (d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(scriptErrors).toEqual([]);
  });

  /** The table's result in force: its entry number, its payload and the event's version. */
  async function resultInForce(): Promise<{ version: number; seq: number; payload: unknown }> {
    const event = (await request(`${desk.url}api/event`)).body as { version: number; entries: Array<{ seq: number; kind: string; payload: unknown }> };
    const result = event.entries.filter((e) => e.kind === 'result').at(-1)!;
    return { version: event.version, seq: result.seq, payload: result.payload };
  }

  /** The event page loaded afresh (the entries written through the API shown). */
  async function reopenEventPage(): Promise<void> {
    await page.reload();
    await page.waitForSelector('#page[data-ready="#event"]');
  }

  /** Corrects the result in force through the desk's API (as `event correct` with a file would). */
  async function correctByApi(payload: unknown): Promise<void> {
    const now = await resultInForce();
    const answer = await request(`${desk.url}api/entries/${now.seq}/correct`, { json: { version: now.version, payload, reason: 'с листа стола' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  it('reopens in the form a pulya saved in the TypeScript spelling, and a correction keeps that spelling', async () => {
    // A file's pulya: `allPassRound`, `offMountain` (the reader takes either spelling) and a deal carrying its table.
    // Deal 1: D deals an all-pass, A 4 + B 3 + C 3 = 10 tricks; deal 2: A deals, D's misère ends the series.
    await correctByApi({ pulya: { players: ['A', 'B', 'C', 'D'], deals: [
      { players: ['A', 'B', 'C', 'D'], dealer: 'D', contract: 'all-pass', tricks: { A: 4, B: 3, C: 3 }, allPassRound: 1 },
      { dealer: 'A', contract: 'misere', declarer: 'D', tricks: { D: 0 }, offMountain: ['D'] },
    ] } });
    await reopenEventPage();
    await page.click('#table-r1-t1 .deals .deal button.correct-button');
    const fix = '#table-r1-t1 form.correction';
    await page.waitForSelector(`${fix} .preference-deal[data-deal="2"]`);
    expect(await page.$$(`${fix} .correction-no-form`)).toHaveLength(0);
    expect(await page.$eval(`${fix} details.correction-json`, (d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.inputValue(`${fix} .preference-deal[data-deal="1"] input.pref-all-pass-round`)).toBe('1');
    expect(await page.isChecked(`${fix} .preference-deal[data-deal="2"] input.pref-off[data-player="D"]`)).toBe(true);
    await page.fill(`${fix} .preference-deal[data-deal="2"] input.pref-note`, 'мизер сыгран чисто');
    await page.fill(`${fix} input.correction-reason`, 'примечание к сдаче 2');
    await page.click(`${fix} button.correction-save`);
    await page.click(`${fix} .confirm-box button.confirm-yes`);
    await page.waitForFunction(() => document.querySelector(`#table-r1-t1 form.correction`) === null);
    // Only the note changed; the keys stay as the entry spelt them.
    await expect.poll(async () => (await resultInForce()).payload).toEqual({ pulya: { players: ['A', 'B', 'C', 'D'], deals: [
      { players: ['A', 'B', 'C', 'D'], dealer: 'D', contract: 'all-pass', tricks: { A: 4, B: 3, C: 3 }, allPassRound: 1 },
      { dealer: 'A', contract: 'misere', declarer: 'D', tricks: { D: 0 }, offMountain: ['D'], note: 'мизер сыгран чисто' },
    ] } });
    expect(scriptErrors).toEqual([]);
  });

  it('reopens in the form a file\'s sheet that leaves numbers out and carries `pulya --json` keys, changing only what is typed', async () => {
    // A's pool 10; B and C have no pool or mountain written (0 to the reader); D's row as `reglament pulya --json` gives it.
    const sheet = { pulya: { players: {
      A: { pool: 10, whists: { B: 5 } }, B: {}, C: { mountain: 4 }, D: { pool: 0, mountain: 0, whists: {}, net: 0, netExact: '0', netDisplay: '0' },
    } } };
    await correctByApi(sheet);
    await reopenEventPage();
    await page.click('#table-r1-t1 .deals .deal button.correct-button');
    const fix = '#table-r1-t1 form.correction';
    await page.waitForSelector(`${fix} input.pulya-pool[data-player="A"]`);
    expect(await page.inputValue(`${fix} select.result-mode`)).toBe('pulya');
    expect(await page.$$(`${fix} .correction-no-form`)).toHaveLength(0);
    expect(await page.inputValue(`${fix} input.pulya-pool[data-player="B"]`)).toBe('');
    await page.fill(`${fix} input.pulya-mountain[data-player="B"]`, '2');
    await page.fill(`${fix} input.correction-reason`, 'гора B переписана с листа');
    await page.click(`${fix} button.correction-save`);
    await page.click(`${fix} .confirm-box button.confirm-yes`);
    await page.waitForFunction(() => document.querySelector(`#table-r1-t1 form.correction`) === null);
    await expect.poll(async () => (await resultInForce()).payload).toEqual({ pulya: { players: {
      A: { pool: 10, whists: { B: 5 } }, B: { mountain: 2 }, C: { mountain: 4 }, D: { pool: 0, mountain: 0, whists: {}, net: 0, netExact: '0', netDisplay: '0' },
    } } });
    expect(scriptErrors).toEqual([]);
  });
});
