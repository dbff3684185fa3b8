/**
 * A whole preference event (the 2011 festival) through its final at the desk in Russian, as a judge runs it (issue
 * 18): eight players, so the knockout in 2 rounds (formula olympic-two-rounds: round 1 by lot, the best 4 of the round
 * over all tables go to the final table). Round 1 seated from the desk; one table's pulya sheet typed in, the other's
 * result in whists; the sheet corrected (old -> new, the reason); the final seated; the final's pulya entered deal by
 * deal (a misère half with the dealer, a misère written off the mountain); the standings. Every step is read as a
 * Russian judge reads it (test/support/russian-view.ts): no Latin word but the players' ids, no decimal point.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDeskPage, printedStandings, seatNextRound } from '../support/browser.js';
import { createStore, type DeskProcess } from '../support/desk.js';
import { namedPlayers, saveCorrection, seatedAt, useWalk, waitForLines, waitForStandings } from '../support/desk-walk.js';
import { notRussian } from '../support/russian-view.js';

const NAMES: Record<string, string> = {
  ivanov: 'Иванов Иван', petrova: 'Петрова Мария', sidorov: 'Сидоров Семён', orlova: 'Орлова Ольга',
  kuznetsov: 'Кузнецов Пётр', volkova: 'Волкова Анна', zaitsev: 'Зайцев Глеб', belova: 'Белова Вера',
};
/**
 * Data, not words to translate: the players' ids, the hint's example of an id, and the regulation's id and version that
 * head a pulya sheet («(preference-festival-2011 2011.1)»: which regulation settled it).
 */
const DATA = [...Object.keys(NAMES), 'например A или ivanov', 'preference-festival-2011 2011.1'];

const walk = useWalk(() => createStore('preference-festival-2011', 3, namedPlayers(NAMES)));
const { scriptErrors } = walk;
let page: Page;
let desk: DeskProcess;
beforeAll(() => {
  ({ page, desk } = walk);
});

/** Each player's whists in round 1 (the table results), kept for the final's tie-break. */
const qualifying: Record<string, number> = {};

describe('a preference event run at the desk in Russian through its final', () => {
  it('seats round 1 by lot: two tables of four', async () => {
    await openDeskPage(page, desk.url, '#event');
    expect(await notRussian(page, DATA)).toEqual([]);
    expect(await page.textContent('h1')).toContain('Игра: преферанс');
    await seatNextRound(page);
    await page.waitForSelector('#table-r1-t2');
    expect(await seatedAt(page, 1, 1)).toHaveLength(4);
    expect(await notRussian(page, DATA)).toEqual([]);
  });

  it('takes table 1\'s pulya sheet and table 2\'s result in whists', async () => {
    const [a, b, c, d] = await seatedAt(page, 1, 1);
    const form = '#result-form-r1-t1';
    // Pools: a 10, d 1 (mean 11/4); no mountain; b wrote 6 whists on c. The festival's settlement (as
    // test/e2e/pulya.test.ts): 20 x (pool - mean) - 10 x (mountain - mean) + whists written - whists on you:
    // a 20 x 7,25 = +145; b 20 x (-2,75) + 6 = -49; c -55 - 6 = -61; d 20 x (1 - 2,75) = -35 (sum 0).
    await page.fill(`${form} input.pulya-pool[data-player="${a}"]`, '10');
    await page.fill(`${form} input.pulya-pool[data-player="${d}"]`, '1');
    await page.fill(`${form} input.pulya-whist[data-player="${b}"][data-on="${c}"]`, '6');
    await page.click(`${form} button.preview-button`);
    await page.waitForSelector(`${form} .entry-preview`);
    expect(await notRussian(page, DATA)).toEqual([]);
    await page.click(`${form} button.result-save`);
    await waitForLines(page, 1, 1, 1);
    expect(await page.textContent('#table-r1-t1 .table-result')).toContain(`${a} +145 (4)`);
    expect(await notRussian(page, DATA)).toEqual([]);
    const [w, x, y, z] = await seatedAt(page, 1, 2);
    const form2 = '#result-form-r1-t2';
    await page.selectOption(`${form2} select.result-mode`, 'vists');
    // 60 + 20 - 30 - 50 = 0.
    for (const [p, v] of [[w, 60], [x, 20], [y, -30], [z, -50]] as const) await page.fill(`${form2} input.result-vists[data-player="${p}"]`, String(v));
    await page.click(`${form2} button.result-save`);
    await waitForLines(page, 1, 2, 1);
    expect(await notRussian(page, DATA)).toEqual([]);
    Object.assign(qualifying, { [a!]: 145, [b!]: -49, [c!]: -61, [d!]: -35, [w!]: 60, [x!]: 20, [y!]: -30, [z!]: -50 });
  });

  it('corrects table 1\'s sheet: the form filled, old -> new, the reason', async () => {
    const [a, b, c, d] = await seatedAt(page, 1, 1);
    await page.click('#table-r1-t1 .deals > .deal >> nth=0 >> button.correct-button');
    const fix = '#table-r1-t1 form.correction';
    await page.waitForSelector(`${fix} input.pulya-pool`);
    expect(await page.inputValue(`${fix} input.pulya-pool[data-player="${d}"]`)).toBe('1');
    await page.fill(`${fix} input.pulya-pool[data-player="${d}"]`, '2');
    await saveCorrection(page, fix, 'пуля переписана с листа стола', async (old, now) => {
      expect(old).toContain(`${d} 1/0`);
      expect(now).toContain(`${d} 2/0`);
      expect(await notRussian(page, DATA)).toEqual([]);
    });
    await openDeskPage(page, desk.url, '#event');
    // Pools a 10, d 2 (mean 3): a +140, b -60 + 6 = -54, c -60 - 6 = -66, d -20.
    expect(await page.textContent('#table-r1-t1 .table-result')).toContain(`${d} -20 (3)`);
    Object.assign(qualifying, { [a!]: 140, [b!]: -54, [c!]: -66, [d!]: -20 });
    await waitForStandings(page);
    expect(await notRussian(page, DATA)).toEqual([]);
  });

  it('seats the final with the best four of round 1 and takes its pulya deal by deal', async () => {
    // Round 1 by table points (4-3-2-1), then whists: the two winners (4: +140, +60), then the two seconds (3: +20,
    // -20); the thirds and fourths stay out.
    const [a, , , d] = await seatedAt(page, 1, 1);
    const [w, x] = await seatedAt(page, 1, 2);
    expect(await page.textContent('#seat-button')).toBe('Рассадить тур 2');
    await seatNextRound(page);
    await page.waitForSelector('#table-r2-t1');
    const final = await seatedAt(page, 2, 1);
    expect([...final].sort()).toEqual([a, d, w, x].sort());
    expect(await notRussian(page, DATA)).toEqual([]);
    const [p1, p2, p3, p4] = final;
    const form = '#result-form-r2-t1';
    const row = (n: number) => `${form} .preference-deal[data-deal="${n}"]`;
    await page.selectOption(`${form} select.result-mode`, 'deals');
    await page.click(`${form} button.pref-add`);
    // As test/app/desk-deal-forms-browser.test.ts, p1..p4 in the places of A..D: deal 1, p4 deals, p1 plays a misère
    // half with the dealer and takes 1 trick; deal 2, p1 deals, p4's misère is made and written off his mountain:
    // p1 -100, p2 0, p3 0, p4 +100.
    await page.selectOption(`${row(1)} select.pref-dealer`, p4!);
    await page.selectOption(`${row(1)} select.pref-contract`, 'misere');
    await page.selectOption(`${row(1)} select.pref-declarer`, p1!);
    await page.check(`${row(1)} input.pref-half`);
    await page.fill(`${row(1)} input.pref-tricks[data-player="${p1}"]`, '1');
    await page.click(`${form} button.pref-add`);
    await page.selectOption(`${row(2)} select.pref-contract`, 'misere');
    await page.selectOption(`${row(2)} select.pref-declarer`, p4!);
    await page.fill(`${row(2)} input.pref-tricks[data-player="${p4}"]`, '0');
    await page.check(`${row(2)} input.pref-off[data-player="${p4}"]`);
    await page.click(`${form} button.pref-sheet`);
    await page.waitForFunction((f) => document.querySelector(`${f} pre.pulya-sheet`)?.textContent?.includes('Сдача 2') === true, form);
    // The misère half's shares are 0,5 (Russian comma).
    expect(await page.textContent(`${form} pre.pulya-sheet`)).toContain('0,5');
    expect(await notRussian(page, DATA)).toEqual([]);
    await page.click(`${form} button.result-save`);
    await waitForLines(page, 2, 1, 1);
    await waitForStandings(page);
    expect(await notRussian(page, DATA)).toEqual([]);
    // The final ranks by its whists (p4 +100 first, p1 -100 last), the tie of p2 and p3 at 0 by round 1's whists.
    const middle = [p2!, p3!].sort((m, n) => qualifying[n]! - qualifying[m]!);
    const standings = await printedStandings(page, desk.url);
    expect(standings.slice(0, 4).map((r) => r[1])).toEqual([p4, ...middle, p1]);
    await openDeskPage(page, desk.url, '#history');
    expect(await notRussian(page, DATA)).toEqual([]);
    expect(scriptErrors).toEqual([]);
  });
});
