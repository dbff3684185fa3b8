/**
 * The MCR deal form of the desk in a real browser (app/client/mcr-fields.ts): a deal entered as the winner's fans
 * shows its payments before it is saved (the form's preview button, POST /api/entries/preview: the engine settles it
 * by the regulation's payments, 3.9.1.2-3), a value under the 8-fan minimum is refused at the fans' field, and the
 * saved deal is on the table with its ledger; the flowers typed among the fans are left out of the 8-fan check; the
 * session's score is named game points (the regulation's standings count them) and the table's penalty form offers
 * the regulation's false mahjong (3.11), applied by the engine. MCR 2006, four players A-D at one table, the desk run as a child process (the built CLI).
 * Screenshots go to test-artifacts/screenshots/.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDeskPage, SHOTS } from '../support/browser.js';
import { closeAll, launchWithPage, playersOf, seatedStore } from '../support/browser-desk.js';
import { spawnDesk, type DeskProcess } from '../support/desk.js';

let browser: Browser;
let page: Page;
let desk: DeskProcess;
const scriptErrors: string[] = [];
const FORM = '#deal-form-r1-t1';

beforeAll(async () => {
  desk = await spawnDesk(seatedStore('mcr-2006', 3, playersOf([...'ABCD']), [['A', 'B', 'C', 'D']]));
  ({ browser, page } = await launchWithPage(scriptErrors));
}, 60_000); // a browser launched and a desk started: as long as a test may take on a loaded machine
afterAll(() => closeAll(browser, desk));

/** Asks for the preview and gives the rows of its ledger: `from → to`, amount, rule. */
async function preview(): Promise<string[][]> {
  await page.click(`${FORM} button.preview-button`);
  await page.waitForSelector(`${FORM} .entry-preview tr.ledger-payment`);
  const rows = await page.$$eval(`${FORM} .entry-preview tr.ledger-payment`, (trs) => trs.map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent ?? '')));
  return rows.sort();
}

describe('an MCR deal at the desk', () => {
  it('shows the payments of a deal typed by its fans before saving it', async () => {
    await openDeskPage(page, desk.url, '#event');
    await page.waitForSelector(FORM);
    expect(await page.inputValue(`${FORM} select.deal-mode`)).toBe('fans');
    // B wins on C's discard with 12 fans: C pays 8 + 12 = 20, A and D pay 8 each (3.9.1.2).
    await page.selectOption(`${FORM} select.mcr-winner`, 'B');
    await page.selectOption(`${FORM} select.mcr-from`, 'discard');
    await page.selectOption(`${FORM} select.mcr-discarder`, 'C');
    await page.fill(`${FORM} input.mcr-fans`, '12');
    expect(await preview()).toEqual([['Игрок A → Игрок B', '8', 'others-pay-base'], ['Игрок C → Игрок B', '20', 'discarder-pays'], ['Игрок D → Игрок B', '8', 'others-pay-base']]);
    expect(await page.textContent(`${FORM} .entry-preview .ledger-net`)).toContain('B +36');
    await page.screenshot({ path: join(SHOTS, 'mcr-deal-preview.png'), fullPage: true });
    // Self-drawn: no discarder to name, each pays 8 + 12 = 20 (3.9.1.3).
    await page.selectOption(`${FORM} select.mcr-from`, 'wall');
    expect(await page.isHidden(`${FORM} select.mcr-discarder`)).toBe(true);
    expect(await preview()).toEqual([['Игрок A → Игрок B', '20', 'self-drawn-each-pays'], ['Игрок C → Игрок B', '20', 'self-drawn-each-pays'], ['Игрок D → Игрок B', '20', 'self-drawn-each-pays']]);
    expect(await page.textContent(`${FORM} .entry-preview .ledger-net`)).toContain('B +60');
  });

  it('says at the fans why a deal under the 8-fan minimum cannot be saved', async () => {
    await page.fill(`${FORM} input.mcr-fans`, '7');
    await page.click(`${FORM} button.preview-button`);
    const error = `${FORM} [data-error-for="payload.fans"]`;
    await page.waitForSelector(error);
    expect(await page.textContent(error)).toContain('не отвечают правилу объявления маджонга (3.9.1.1');
    expect(await page.$$(`${FORM} .entry-preview tr.ledger-payment`)).toHaveLength(0);
    await page.screenshot({ path: join(SHOTS, 'mcr-deal-under-minimum.png'), fullPage: true });
  });

  it('checks the 8 fans without the flowers the judge types among the fans', async () => {
    // The field is named by the regulation's item that carries the tag the declaration rule reads (flower-tiles).
    const flowers = `${FORM} input.mcr-tagged[data-tag="flowers"]`;
    expect(await page.textContent(`${FORM} label:has(${'input.mcr-tagged'})`)).toContain('из них Цветы');
    // 9 fans of which 2 flowers: 9 − 2 = 7 < 8 (3.9.1.1).
    await page.fill(`${FORM} input.mcr-fans`, '9');
    await page.fill(flowers, '2');
    await page.click(`${FORM} button.preview-button`);
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('из них flowers 2') === true, `${FORM} [data-error-for="payload.fans"]`);
    // 1 flower: 9 − 1 = 8, a mahjong paid on all 9 fans: self-drawn, each pays 8 + 9 = 17 (3.9.1.3).
    await page.fill(flowers, '1');
    expect(await preview()).toEqual([['Игрок A → Игрок B', '17', 'self-drawn-each-pays'], ['Игрок C → Игрок B', '17', 'self-drawn-each-pays'], ['Игрок D → Игрок B', '17', 'self-drawn-each-pays']]);
    await page.fill(flowers, '');
  });

  it('saves the deal as previewed, with a penalty in points: it is on the table with its ledger', async () => {
    await page.selectOption(`${FORM} select.mcr-from`, 'discard');
    await page.selectOption(`${FORM} select.mcr-discarder`, 'C');
    await page.fill(`${FORM} input.mcr-fans`, '12');
    // With the deal, the judge's penalty of 5 points to D (paid to nobody, beside the payments).
    await page.click(`${FORM} .deal-penalties-box summary`);
    await page.click(`${FORM} button.penalty-add`);
    await page.selectOption(`${FORM} .deal-penalty select.penalty-player`, 'D');
    await page.fill(`${FORM} .deal-penalty input.penalty-amount`, '-5');
    await page.fill(`${FORM} .deal-penalty input.penalty-reason`, 'задержка игры');
    expect(await preview()).toHaveLength(3);
    expect(await page.textContent(`${FORM} .entry-preview tr.ledger-adjustment`)).toMatch(/D\s*-5.*задержка игры/);
    await page.click(`${FORM} button.deal-save`);
    await page.waitForFunction(() => document.querySelectorAll('#table-r1-t1 .deals > .deal').length === 1);
    const deals = await page.textContent('#table-r1-t1 .deals');
    expect(deals).toContain('B со сброса ← C · 12 фан.');
    // The saved deal's ledger, as the preview showed it: C → B 20.
    expect(deals).toMatch(/C → B\s*20/);
    expect(deals).toMatch(/D\s*-5.*задержка игры/);
    await page.screenshot({ path: join(SHOTS, 'mcr-deal-saved.png'), fullPage: true });
  });

  it('names the session\'s score game points, and takes the regulation\'s false mahjong at the table', async () => {
    // The unit comes from the regulation's data (its standings count game-points), not from the game's name.
    // After the deal: A −8, B +36, C −20, D −8 − 5 = −13: B 4, A 2, D 1, C 0 (4-2-1-0, 3.10).
    const line = '#table-r1-t1 .table-result';
    expect(await page.textContent(line)).toBe('Итог сессии: игровые очки (турнирные очки): A -8 (2) · B +36 (4) · C -20 (0) · D -13 (1)');
    const PEN = '#penalty-form-r1-t1';
    const kinds = await page.$$eval(`${PEN} select.penalty-kind option`, (os) => os.map((o) => o.textContent));
    expect(kinds).toEqual(['судейский, в игровых очках', 'Ложный маджонг (3.11)']);
    await page.selectOption(`${PEN} select.penalty-player`, 'A');
    await page.selectOption(`${PEN} select.penalty-kind`, 'rule:false-mahjong');
    expect(await page.textContent(`${PEN} .penalty-detail`)).toBe('нарушителю -30, каждому другому игроку 10');
    await page.click(`${PEN} button.penalty-save`);
    // A −8 − 30 = −38, B 36 + 10 = 46, C −20 + 10 = −10, D −13 + 10 = −3: B 4, D 2, C 1, A 0.
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('A -38') === true, line);
    expect(await page.textContent(line)).toBe('Итог сессии: игровые очки (турнирные очки): A -38 (0) · B +46 (4) · C -10 (1) · D -3 (2)');
    await page.screenshot({ path: join(SHOTS, 'mcr-false-mahjong.png'), fullPage: true });
  });

  it('labels the players by name where the caller gives names (the players\' phone form does)', async () => {
    // The fields as /play builds them: mcrFields with names; a player without a name keeps his id.
    // (A string, so that the test runner does not rewrite the page's own dynamic import.)
    const labels = await page.evaluate(`(async () => {
      const m = await import('/client/mcr-fields.js');
      const f = m.mcrFields({ players: ['A', 'B', 'C', 'D'], names: { A: 'Игрок A', B: 'Игрок B', C: 'Игрок C' } });
      return [...f.body.querySelectorAll('select.mcr-winner option')].map((o) => o.textContent);
    })()`);
    expect(labels).toEqual(['—', 'Игрок A (A)', 'Игрок B (B)', 'Игрок C (C)', 'D']);
    expect(scriptErrors).toEqual([]);
  });
});
