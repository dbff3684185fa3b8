/**
 * Who gets the riichi sticks left at the end of a WRC hanchan needs a committee's decision (#14): the desk shows the
 * file's assumption and its alternative where a committee member looks (the regulations page's assumptions) and where
 * a judge looks (the hanchan's sheet, under the sticks left). WRC 2022 (riichi-wrc-2022.yaml), Russian; worked by hand.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeskPage } from '../support/browser.js';
import { closeAll, launchWithPage, playersOf, seatedStore } from '../support/browser-desk.js';
import { spawnDesk, type DeskProcess } from '../support/desk.js';

let browser: Browser;
let page: Page;
let desk: DeskProcess;
const scriptErrors: string[] = [];

beforeAll(async () => {
  // A B C D sit East South West North at the first deal.
  desk = await spawnDesk(seatedStore('riichi-wrc-2022', 5, playersOf(['A', 'B', 'C', 'D']), [['A', 'B', 'C', 'D']]));
  ({ browser, page } = await launchWithPage(scriptErrors));
}, 60_000);
afterAll(() => closeAll(browser, desk));

describe('the WRC leftover sticks: an assumption in sight', () => {
  it('the regulations page lists it with its alternative', async () => {
    await openDeskPage(page, desk.url, '#regulations');
    expect(await page.inputValue('#regulation-id')).toBe('riichi-wrc-2022');
    const item = '#assumptions li[data-assumption="riichi.leftover-sticks"]';
    await page.waitForSelector(item);
    const text = await page.textContent(item);
    expect(text).toContain('WRC 5.9.2 Hanchan score and uma');
    expect(text).toContain('Палочки получает первое место');
    expect(text).toContain('иначе: палочки, оставшиеся в конце, не получает никто (value nobody)');
  });

  it('the hanchan sheet says it under the sticks left', async () => {
    await openDeskPage(page, desk.url, '#event');
    const form = '#table-r1-t1 form.result-form';
    const deal = `${form} fieldset.riichi-deal[data-deal="1"]`;
    // B declares riichi; exhaustive draw with B alone tenpai: A, C, D pay 1,000 each (3,000 noten payment, WRC 5.7.2).
    // B 30,000 − 1,000 + 3,000 = 32,000, first; the stick left goes to him under the file's reading: +1,000.
    await page.check(`${deal} input.riichi-declared[data-player="B"]`);
    await page.selectOption(`${deal} select.riichi-ending-pick`, 'draw');
    await page.check(`${deal} input.riichi-tenpai[data-player="B"]`);
    await page.waitForSelector(`${form} .riichi-sheet[data-state="ready"] p.riichi-leftover-assumption`);
    expect(await page.textContent(`${form} p.riichi-leftover`)).toBe('Оставшиеся палочки: 1 → Игрок B (+1000)');
    const note = await page.textContent(`${form} p.riichi-leftover-assumption`);
    expect(note).toMatch(/^Допущение регламента \(WRC 5\.9\.2 Hanchan score and uma\): Палочки получает первое место/);
    expect(note).toContain('Иначе: палочки, оставшиеся в конце, не получает никто (value nobody)');
    expect(scriptErrors).toEqual([]);
  });
});
