/**
 * The judge's desk names the players in its riichi and MCR table forms (#14, #15), as the players' phones do: the
 * pickers of a riichi hanchan (riichi declared, winners, the discarder, the liable player, tenpai, chombo, final
 * scores) and its sheet, an MCR deal's pickers (winner, discarder, the hands, a deal's penalty) and its preview, the
 * table's penalty form, on the event page, on the table's own page (#tables) and in a correction, say
 * «Иванов Иван (ivanov)» or the name, never the id alone. Ids and names differ in every letter, so an id shown alone
 * is found in the text (test/support/ids-alone.ts). Expected payments worked out by hand from the regulations.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeskPage, screenshotOnFailure } from '../support/browser.js';
import { closeAll, launchWithPage, playersOf, seatedStore } from '../support/browser-desk.js';
import { spawnDesk, stopDesk, type DeskProcess } from '../support/desk.js';
import { idsAlone } from '../support/ids-alone.js';

const NAMES: Record<string, string> = { ivanov: 'Иванов Иван', petrov: 'Петров Пётр', sidorov: 'Сидоров Семён', orlov: 'Орлов Олег' };
const IDS = Object.keys(NAMES);
const LABELS = IDS.map((id) => `${NAMES[id]!} (${id})`);

let browser: Browser;
let page: Page;
const desks: DeskProcess[] = [];
const scriptErrors: string[] = [];
screenshotOnFailure(() => [page]);

beforeAll(async () => {
  ({ browser, page } = await launchWithPage(scriptErrors));
}, 60_000);
afterAll(async () => {
  const last = desks.pop();
  for (const d of desks) await stopDesk(d);
  if (last !== undefined) await closeAll(browser, last);
  else await browser?.close();
});

/** The desk on a store of `regulation` with the four named players seated at table 1 (ivanov East). */
async function deskOf(regulation: string): Promise<DeskProcess> {
  const desk = await spawnDesk(seatedStore(regulation, 5, playersOf(IDS, (id) => NAMES[id]!), [IDS]));
  desks.push(desk);
  return desk;
}

/** The labels of the options of the selects `css`, the empty choice left out. */
const optionsOf = (css: string) => page.$$eval(`${css} option`, (os) => os.filter((o) => (o as HTMLOptionElement).value !== '').map((o) => o.textContent));
const alone = (scope: string) => idsAlone(page, scope, NAMES);

describe('the judge\'s riichi table form names the players', () => {
  it('on the event page, before and after saving, in a correction and on the table\'s page', async () => {
    const desk = await deskOf('riichi-ema-2016');
    await openDeskPage(page, desk.url, '#event');
    const FORM = '#table-r1-t1 form.result-form';
    const deal = `${FORM} fieldset.riichi-deal[data-deal="1"]`;
    // petrov (South) declares riichi and wins on sidorov's discard with riichi only: 1 han; fu 20 + 10 concealed ron
    // + 2 pair wait = 32 -> 40; 40 × 2^3 = 320, a non-dealer's ron × 4 = 1280 -> 1300 from sidorov.
    await page.check(`${deal} input.riichi-declared[data-player="petrov"]`);
    await page.check(`${deal} input.riichi-winner[data-player="petrov"]`);
    await page.fill(`${deal} input.riichi-hand[data-player="petrov"]`, '123m456p789s234s9m+9m');
    await page.selectOption(`${deal} select.riichi-discarder`, 'sidorov');
    expect(await optionsOf(`${deal} select.riichi-discarder`)).toEqual(LABELS);
    expect(await optionsOf(`${deal} select.riichi-liable[data-player="petrov"]`)).toEqual(LABELS.filter((l) => !l.includes('petrov')));
    expect((await page.textContent(`${deal} label:has(input.riichi-declared[data-player="orlov"])`))?.trim()).toBe('Орлов Олег (orlov)');
    await page.waitForSelector(`${FORM} .riichi-sheet[data-state="ready"] table.riichi-deals`);
    expect(await page.$$eval(`${FORM} table.riichi-deals thead th[data-player]`, (ths) => ths.map((t) => t.textContent))).toEqual(IDS.map((id) => NAMES[id]));
    expect(await page.textContent(`${FORM} tr.riichi-payments`)).toContain('Сидоров Семён → Петров Пётр 1300');
    expect(await alone(FORM)).toEqual([]);
    // The draw's and the chombo's pickers, then the final scores.
    await page.selectOption(`${deal} select.riichi-ending-pick`, 'draw');
    await page.selectOption(`${deal} select.riichi-ending-pick`, 'chombo');
    expect(await optionsOf(`${deal} select.riichi-offender`)).toEqual(LABELS);
    expect(await alone(FORM)).toEqual([]);
    await page.selectOption(`${FORM} select.riichi-mode`, 'scores');
    expect(await page.textContent(`${FORM} label:has(input.riichi-final[data-player="ivanov"])`)).toContain('Иванов Иван (ivanov)');
    expect(await alone(FORM)).toEqual([]);
    // The table's penalty form.
    expect(await optionsOf('#penalty-form-r1-t1 select.penalty-player')).toEqual(LABELS);
    expect(await alone('#penalty-form-r1-t1')).toEqual([]);

    // Saved by the final scores (sum 120,000, no sticks left): the sheet under the result names the players.
    // petrov 1st 40000: 10000 + 15000 = 25000 -> +25; ivanov 2nd 30000: 0 + 5000 -> +5; sidorov 3rd 27000:
    // −3000 − 5000 -> −8; orlov 4th 23000: −7000 − 15000 -> −22 (sum 0).
    for (const [id, score] of [['ivanov', '30000'], ['petrov', '40000'], ['sidorov', '27000'], ['orlov', '23000']] as const) {
      await page.fill(`${FORM} input.riichi-final[data-player="${id}"]`, score);
    }
    await page.click(`${FORM} button.result-save`);
    const saved = '#table-r1-t1 .deals .deal .riichi-sheet[data-state="ready"]';
    await page.waitForSelector(`${saved} table.riichi-standings`);
    const standings = await page.$$eval(`${saved} table.riichi-standings tbody tr`, (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(standings.map((r) => [r[1], r[6]])).toEqual([['Петров Пётр', '+25'], ['Иванов Иван', '+5'], ['Сидоров Семён', '-8'], ['Орлов Олег', '-22']]);
    expect(await alone('#table-r1-t1 .deals .deal .riichi-sheet')).toEqual([]);

    // A correction reopens the riichi form, naming the players.
    await page.click('#table-r1-t1 .deals .deal button.correct-button');
    await page.waitForSelector('#table-r1-t1 form.correction .correction-fields select.riichi-mode');
    expect(await page.inputValue('#table-r1-t1 form.correction select.riichi-mode')).toBe('scores');
    expect(await page.textContent('#table-r1-t1 form.correction label:has(input.riichi-final[data-player="orlov"])')).toContain('Орлов Олег (orlov)');
    expect(await alone('#table-r1-t1 form.correction .correction-fields')).toEqual([]);

    // The table's own page (#tables): its penalty form names the players too.
    await openDeskPage(page, desk.url, '#tables');
    await page.click('#pick-r1-t1');
    // In «other ways» (folded): present, not shown.
    await page.waitForSelector('#table-entry[data-table="1"] form.penalty-form', { state: 'attached' });
    expect(await optionsOf('#table-entry form.penalty-form select.penalty-player')).toEqual(LABELS);
    expect(await alone('#table-entry form.penalty-form')).toEqual([]);
    expect(scriptErrors).toEqual([]);
  }, 120_000);
});

describe('the judge\'s MCR deal form names the players', () => {
  it('its pickers and its preview, on the event page and on the table\'s page', async () => {
    const desk = await deskOf('mcr-2006');
    await openDeskPage(page, desk.url, '#event');
    const FORM = '#deal-form-r1-t1';
    await page.waitForSelector(`${FORM} select.mcr-winner`);
    expect(await optionsOf(`${FORM} select.mcr-winner`)).toEqual(LABELS);
    expect(await optionsOf(`${FORM} select.mcr-discarder`)).toEqual(LABELS);
    // petrov wins on sidorov's discard with 12 fans: sidorov pays 8 + 12 = 20, ivanov and orlov 8 each (3.9.1.2).
    await page.selectOption(`${FORM} select.mcr-winner`, 'petrov');
    await page.selectOption(`${FORM} select.mcr-from`, 'discard');
    await page.selectOption(`${FORM} select.mcr-discarder`, 'sidorov');
    await page.fill(`${FORM} input.mcr-fans`, '12');
    await page.click(`${FORM} button.preview-button`);
    await page.waitForSelector(`${FORM} .entry-preview tr.ledger-payment`);
    const rows = await page.$$eval(`${FORM} .entry-preview tr.ledger-payment`, (trs) => trs.map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent ?? '').join(' ')));
    expect(rows.sort()).toEqual(['Иванов Иван → Петров Пётр 8', 'Орлов Олег → Петров Пётр 8', 'Сидоров Семён → Петров Пётр 20']);
    expect(await page.textContent(`${FORM} .entry-preview .ledger-net`)).toContain('Петров Пётр +36');
    // A deal's penalty, and the hands.
    await page.click(`${FORM} details.deal-penalties-box summary`);
    await page.click(`${FORM} button.penalty-add`);
    expect(await optionsOf(`${FORM} select.penalty-player`)).toEqual(LABELS);
    expect(await alone(FORM)).toEqual([]);
    await page.selectOption(`${FORM} select.deal-mode`, 'hands');
    expect(await alone(FORM)).toEqual([]);
    expect(await alone('#penalty-form-r1-t1')).toEqual([]);

    // The table's own page: the same deal form.
    await openDeskPage(page, desk.url, '#tables');
    await page.click('#pick-r1-t1');
    await page.waitForSelector('#table-entry form.deal-form select.mcr-winner', { state: 'attached' });
    expect(await optionsOf('#table-entry form.deal-form select.mcr-winner')).toEqual(LABELS);
    expect(await alone('#table-entry form.deal-form')).toEqual([]);
    expect(await alone('#table-entry-form')).toEqual([]);
    expect(await alone('#table-entry form.penalty-form')).toEqual([]);
    expect(scriptErrors).toEqual([]);
  }, 120_000);
});
