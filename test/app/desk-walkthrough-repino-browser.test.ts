/**
 * A whole Repino (classical) event at the desk in Russian, as a judge runs it (issue 18): eight players, round 1 seated
 * by lot from the desk, deals entered through the forms (recorded vists with the winner, a hand scored by the engine,
 * a redeal; the per-table page's fast form), a deal corrected (old -> new, the reason), round 2 seated, the standings
 * and the history. At every step the page is read as a Russian judge reads it (test/support/russian-view.ts): no Latin
 * word but the players' ids and the tiles' notation, no number with a decimal point. The desk runs with `--lang en`,
 * so that a server text that does not follow the page's language shows up in English.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDeskPage, seatNextRound } from '../support/browser.js';
import { createStore, request, type DeskProcess } from '../support/desk.js';
import { linesAt, namedPlayers, seatedAt, useWalk, waitForLines, waitForStandings } from '../support/desk-walk.js';
import { notRussian } from '../support/russian-view.js';

/** Eight players: Latin ids (allowed in the text as data), Russian names. */
const NAMES: Record<string, string> = {
  ivanov: 'Иванов Иван', petrova: 'Петрова Мария', sidorov: 'Сидоров Семён', orlova: 'Орлова Ольга',
  kuznetsov: 'Кузнецов Пётр', volkova: 'Волкова Анна', zaitsev: 'Зайцев Глеб', belova: 'Белова Вера',
};
/** The players' ids, and the hint's example of an id: data, not words to translate. */
const IDS = [...Object.keys(NAMES), 'например A или ivanov'];

const walk = useWalk(() => createStore('repino-2008', 11, namedPlayers(NAMES)));
const { scriptErrors } = walk;
let page: Page;
let desk: DeskProcess;
beforeAll(() => {
  ({ page, desk } = walk);
});

/** The players of a seated table, East first. */
const seated = (round: number, table: number) => seatedAt(page, round, table);

/** Records a deal at a table through its form as recorded vists (`amounts` by player) with its winner. */
async function dealByVists(round: number, table: number, winner: string, amounts: Record<string, number>): Promise<void> {
  const form = `#deal-form-r${round}-t${table}`;
  const before = await linesAt(page, round, table);
  for (const [p, v] of Object.entries(amounts)) await page.fill(`${form} input.deal-vists[data-player="${p}"]`, String(v));
  await page.selectOption(`${form} select.deal-mahjong`, winner);
  await page.click(`${form} button.deal-save`);
  await waitForLines(page, round, table, before + 1);
}

describe('a Repino event run at the desk in Russian', () => {
  it('shows the event before any round in Russian', async () => {
    await openDeskPage(page, desk.url, '#event');
    expect(await notRussian(page, IDS)).toEqual([]);
  });

  it('seats round 1 by lot after showing the seating it would record', async () => {
    await page.click('#seat-button');
    await page.waitForSelector('#seat-form .confirm-box');
    expect(await notRussian(page, IDS)).toEqual([]);
    await page.click('#seat-form .confirm-box button.confirm-yes');
    await page.waitForSelector('#table-r1-t2');
    expect(await notRussian(page, IDS)).toEqual([]);
  });

  it('takes deals through the forms: recorded vists, a hand scored by the engine, a redeal', async () => {
    const [e1, s1, w1, n1] = await seated(1, 1);
    // Deal 1 at table 1: East wins; each of the three others pays 100 (300 - 3 x 100 = 0).
    await dealByVists(1, 1, e1!, { [e1!]: 300, [s1!]: -100, [w1!]: -100, [n1!]: -100 });
    expect(await notRussian(page, IDS)).toEqual([]);
    // Deal 2 at table 1 as hands, previewed before saving.
    const form = '#deal-form-r1-t1';
    await page.selectOption(`${form} select.deal-mode`, 'hands');
    await page.waitForSelector(`${form} input.deal-hand`);
    const hands: Record<string, string> = { [s1!]: '123m456m789m2m[777z]+2m', [w1!]: '123p456p789p1s5s9s3z', [n1!]: '234s567s11z22z3z4z5z', [e1!]: '345p678s1m9m1p9p1s9s6z' };
    for (const [p, hand] of Object.entries(hands)) await page.fill(`${form} input.deal-hand[data-player="${p}"]`, hand);
    await page.selectOption(`${form} select.deal-winner`, s1!);
    await page.selectOption(`${form} select.deal-from`, 'discard');
    await page.selectOption(`${form} select.deal-discarder`, w1!);
    await page.click(`${form} button.preview-button`);
    await page.waitForSelector(`${form} .entry-preview`);
    expect(await notRussian(page, IDS)).toEqual([]);
    await page.click(`${form} button.deal-save`);
    await page.waitForSelector('#table-r1-t1 .deals .ledger');
    expect(await notRussian(page, IDS)).toEqual([]);
    // Deal 1 at table 2: a redeal.
    await page.selectOption('#deal-form-r1-t2 select.deal-mode', 'redeal');
    await page.click('#deal-form-r1-t2 button.deal-save');
    await page.waitForSelector('#table-r1-t2 .deals > .deal');
    expect(await notRussian(page, IDS)).toEqual([]);
    expect(scriptErrors).toEqual([]);
  });

  it('takes a deal on the per-table page, its fast form filling the last amount', async () => {
    await openDeskPage(page, desk.url, '#tables');
    await page.click('#pick-r1-t2');
    await page.waitForSelector('#table-entry[data-table="2"]');
    expect(await notRussian(page, IDS)).toEqual([]);
    const amounts = page.locator('#table-entry-form input.amount');
    // 150 - 50 - 50 + x = 0: x = -50.
    await amounts.nth(0).fill('150');
    await amounts.nth(1).fill('-50');
    await amounts.nth(2).fill('-50');
    await page.waitForFunction(() => (document.querySelectorAll<HTMLInputElement>('#table-entry-form input.amount')[3]?.value ?? '') === '-50');
    const east = (await page.getAttribute('#table-entry .seats li', 'data-player'))!;
    await page.selectOption('#table-entry-form select.winner', east);
    await page.click('#table-entry-form button.record');
    await page.waitForSelector('#table-deals tbody tr[data-seq]');
    expect(await notRussian(page, IDS)).toEqual([]);
  });

  it('corrects a deal: the same form filled, old -> new shown, the reason asked', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.click('#table-r1-t1 .deals > .deal >> nth=0 >> button.correct-button');
    const fix = '#table-r1-t1 form.correction';
    await page.waitForSelector(`${fix} input.deal-vists`);
    expect(await notRussian(page, IDS)).toEqual([]);
    const [e1, s1, w1, n1] = await seated(1, 1);
    // The winner took 240, not 300: 240 - 3 x 80 = 0.
    await page.fill(`${fix} input.deal-vists[data-player="${e1}"]`, '240');
    for (const p of [s1, w1, n1]) await page.fill(`${fix} input.deal-vists[data-player="${p}"]`, '-80');
    // Without a reason, nothing is sent.
    await page.click(`${fix} button.correction-save`);
    await page.waitForSelector(`${fix} [data-error-for="reason"]`);
    expect(await notRussian(page, IDS)).toEqual([]);
    await page.fill(`${fix} input.correction-reason`, 'ошибка в протоколе стола');
    await page.click(`${fix} button.correction-save`);
    await page.waitForSelector(`${fix} .confirm-box .correction-old`);
    expect(await page.textContent(`${fix} .correction-old`)).toContain('+300');
    expect(await page.textContent(`${fix} .correction-new`)).toContain('+240');
    expect(await notRussian(page, IDS)).toEqual([]);
    await page.click(`${fix} .confirm-box button.confirm-yes`);
    await page.waitForFunction(() => document.querySelector('#table-r1-t1 form.correction') === null);
    await openDeskPage(page, desk.url, '#event');
    expect(await page.textContent('#table-r1-t1 .deals')).toContain('ошибка в протоколе стола');
    expect(await notRussian(page, IDS)).toEqual([]);
  });

  it('seats round 2 with the standings so far, and shows the standings and the history in Russian', async () => {
    await seatNextRound(page);
    await page.waitForSelector('#table-r2-t2');
    const [e, s, w, n] = await seated(2, 1);
    await dealByVists(2, 1, e!, { [e!]: 90, [s!]: -30, [w!]: -30, [n!]: -30 });
    // The standings frame has loaded its table.
    await waitForStandings(page);
    expect(await notRussian(page, IDS)).toEqual([]);
    await openDeskPage(page, desk.url, '#history');
    expect(await notRussian(page, IDS)).toEqual([]);
    await openDeskPage(page, desk.url, '#hall');
    expect(await notRussian(page, IDS)).toEqual([]);
    const event = (await request(`${desk.url}api/event`)).body as { entries: Array<{ kind: string }> };
    expect(event.entries.filter((x) => x.kind === 'deal')).toHaveLength(5);
    expect(scriptErrors).toEqual([]);
  });
});
