/**
 * A riichi (EMA 2016) and an MCR (2006) event at the desk in Russian, as a judge runs them (issue 18): four players,
 * round 1 seated by lot from the desk; the riichi table's hanchan entered deal by deal and its sheet shown before
 * saving, then corrected (a deal's fu, old -> new, the reason); the MCR table's deal entered by its fans with the
 * preview, then corrected; the standings. Every step is read as a Russian judge reads it (test/support/russian-view.ts).
 */
import { describe, expect, it } from 'vitest';
import { openDeskPage, printedStandings, seatNextRound } from '../support/browser.js';
import { createStore } from '../support/desk.js';
import { namedPlayers, saveCorrection, seatedAt, useWalk, waitForLines, waitForStandings } from '../support/desk-walk.js';
import { notRussian } from '../support/russian-view.js';

const NAMES: Record<string, string> = { tanaka: 'Танака Юки', suzuki: 'Судзуки Рин', sato: 'Сато Кэн', ito: 'Ито Мэй' };
/**
 * Data, not words to translate: the players' ids, the hint's example of an id, the rule books' names (EMA, WRC, MCR)
 * and the clause the riichi regulation cites for its standings: the titles of the English rule books' sections.
 */
const DATA = [...Object.keys(NAMES), 'например A или ivanov', 'EMA', 'WRC', 'MCR', 'EMA 5 Etiquette and tournament rules; WRC 8 Tournaments'];

describe('a riichi event run at the desk in Russian', () => {
  const walk = useWalk(() => createStore('riichi-ema-2016', 5, namedPlayers(NAMES)));
  const FORM = '#table-r1-t1 form.result-form';
  const deal = (n: number) => `${FORM} fieldset.riichi-deal[data-deal="${n}"]`;

  it('seats round 1 by lot and takes the hanchan deal by deal, its sheet shown before saving', async () => {
    const { page, desk } = walk;
    await openDeskPage(page, desk.url, '#event');
    expect(await notRussian(page, DATA)).toEqual([]);
    await seatNextRound(page);
    await page.waitForSelector('#table-r1-t1');
    expect(await notRussian(page, DATA)).toEqual([]);
    // The seated players in the places of A, B, C, D of test/app/desk-riichi-browser.test.ts (East, South, West, North).
    const [, b, c, d] = await seatedAt(page, 1, 1);
    // 1. B's riichi ron on C's discard (1 han 40 fu: 1300); 2. a draw, B and D tenpai; 3. C's ron on D's discard,
    //    D's riichi, han 3 fu 30 typed (3900 + 300): A 28500, B 32800, C 32400, D 26300 (as that test works out).
    await page.check(`${deal(1)} input.riichi-declared[data-player="${b}"]`);
    await page.check(`${deal(1)} input.riichi-winner[data-player="${b}"]`);
    await page.fill(`${deal(1)} input.riichi-hand[data-player="${b}"]`, '123m456p789s234s9m+9m');
    await page.selectOption(`${deal(1)} select.riichi-discarder`, c!);
    await page.click(`${FORM} button.riichi-add-deal`);
    await page.selectOption(`${deal(2)} select.riichi-ending-pick`, 'draw');
    await page.check(`${deal(2)} input.riichi-tenpai[data-player="${b}"]`);
    await page.check(`${deal(2)} input.riichi-tenpai[data-player="${d}"]`);
    await page.click(`${FORM} button.riichi-add-deal`);
    await page.check(`${deal(3)} input.riichi-declared[data-player="${d}"]`);
    await page.check(`${deal(3)} input.riichi-winner[data-player="${c}"]`);
    await page.fill(`${deal(3)} input.riichi-han[data-player="${c}"]`, '3');
    await page.fill(`${deal(3)} input.riichi-fu[data-player="${c}"]`, '30');
    await page.selectOption(`${deal(3)} select.riichi-discarder`, d!);
    const sheet = `${FORM} .riichi-sheet`;
    await page.waitForFunction((s) => document.querySelectorAll(`${s} tr.riichi-deal-row`).length === 3 && document.querySelector(s)?.getAttribute('data-state') === 'ready', sheet);
    expect(await notRussian(page, DATA)).toEqual([]);
    await page.click(`${FORM} button.result-save`);
    await page.waitForSelector('#table-r1-t1 .deals .deal .riichi-sheet[data-state="ready"] table.riichi-standings');
    expect(await notRussian(page, DATA)).toEqual([]);
  }, 60_000);

  it('corrects the hanchan: deal 3 was 40 fu, so C finishes first', async () => {
    const { page, desk } = walk;
    const [a, b, c, d] = await seatedAt(page, 1, 1);
    await page.click('#table-r1-t1 .deals > .deal >> nth=0 >> button.correct-button');
    const fix = '#table-r1-t1 form.correction';
    const fixDeal = `${fix} fieldset.riichi-deal[data-deal="3"]`;
    await page.waitForSelector(`${fixDeal} input.riichi-fu[data-player="${c}"]`);
    expect(await page.inputValue(`${fixDeal} input.riichi-fu[data-player="${c}"]`)).toBe('30');
    // han 3 fu 40: 40 x 2^5 = 1280, x 4 = 5120 -> 5200, + 300 = 5500 from D: D 31500 - 1000 - 5500 = 25000,
    // C 27200 + 5500 + 1000 = 33700 (A 28500, B 32800; sum 120000).
    await page.fill(`${fixDeal} input.riichi-fu[data-player="${c}"]`, '40');
    await saveCorrection(page, fix, 'фу пересчитаны по руке', async () => {
      expect(await notRussian(page, DATA)).toEqual([]);
    });
    await openDeskPage(page, desk.url, '#event');
    await waitForStandings(page);
    expect(await notRussian(page, DATA)).toEqual([]);
    expect((await printedStandings(page, desk.url)).map((r) => r[1])).toEqual([c, b, a, d]);
    expect(walk.scriptErrors).toEqual([]);
  }, 60_000);
});

describe('an MCR event run at the desk in Russian', () => {
  const walk = useWalk(() => createStore('mcr-2006', 3, namedPlayers(NAMES)));
  const FORM = '#deal-form-r1-t1';

  it('seats round 1 by lot and takes a deal by its fans, previewed before saving', async () => {
    const { page, desk } = walk;
    await openDeskPage(page, desk.url, '#event');
    await seatNextRound(page);
    await page.waitForSelector('#table-r1-t1');
    expect(await notRussian(page, DATA)).toEqual([]);
    const [, b, c] = await seatedAt(page, 1, 1);
    // As test/app/desk-mcr-browser.test.ts: B wins 12 fans on C's discard: C pays 8 + 12 = 20, the others 8 each.
    await page.selectOption(`${FORM} select.mcr-winner`, b!);
    await page.selectOption(`${FORM} select.mcr-from`, 'discard');
    await page.selectOption(`${FORM} select.mcr-discarder`, c!);
    await page.fill(`${FORM} input.mcr-fans`, '12');
    await page.click(`${FORM} button.preview-button`);
    await page.waitForSelector(`${FORM} .entry-preview tr.ledger-payment`);
    expect(await page.textContent(`${FORM} .entry-preview .ledger-net`)).toContain(`${NAMES[b!]} +36`);
    expect(await notRussian(page, DATA)).toEqual([]);
    await page.click(`${FORM} button.deal-save`);
    await waitForLines(page, 1, 1, 1);
    expect(await notRussian(page, DATA)).toEqual([]);
  });

  it('corrects the deal: 16 fans, not 12', async () => {
    const { page, desk } = walk;
    const [, b] = await seatedAt(page, 1, 1);
    await page.click('#table-r1-t1 .deals > .deal >> nth=0 >> button.correct-button');
    const fix = '#table-r1-t1 form.correction';
    await page.waitForSelector(`${fix} input.mcr-fans`);
    expect(await page.inputValue(`${fix} input.mcr-fans`)).toBe('12');
    await page.fill(`${fix} input.mcr-fans`, '16');
    await saveCorrection(page, fix, 'пропущен фан', async (old, now) => {
      expect(old).toContain('12 фан');
      expect(now).toContain('16 фан');
      expect(await notRussian(page, DATA)).toEqual([]);
    });
    await openDeskPage(page, desk.url, '#event');
    // C pays 8 + 16 = 24, the others 8 each: B +40.
    expect(await page.textContent('#table-r1-t1 .table-result')).toContain(`${b} +40`);
    await waitForStandings(page);
    expect(await notRussian(page, DATA)).toEqual([]);
    await openDeskPage(page, desk.url, '#history');
    expect(await notRussian(page, DATA)).toEqual([]);
    expect(walk.scriptErrors).toEqual([]);
  });
});
