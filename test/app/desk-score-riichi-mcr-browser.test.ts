/**
 * The score page under a riichi and an MCR regulation in a real browser: its circumstance fields come from the
 * regulation (GET /api/score-form: what its rules read), so a riichi hand takes every circumstance `reglament score`
 * takes (riichi, double riichi, ippatsu, last tile, tenhou, chiihou, renhou, dora and ura indicators, honba, sticks)
 * and an MCR hand its own (last tile, last of its kind, flowers as tiles of the hand); a combination the CLI refuses
 * with exit 2 is a Russian error at its field; the result shows han, fu, the value and the payments (riichi) or the
 * fans and whether they may be declared (MCR). The tile palette follows the regulation's set: red fives (`0m 0p 0s`)
 * where the regulation has them (regulations/examples/riichi-club.yaml: its aka-dora counts them, Клуб 1), not where
 * it refuses them (riichi-ema-2016.yaml: red-five-in-hand, EMA 1.3) or never reads them (mcr-2006.yaml). Expected
 * figures worked out by hand from the regulations.
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
  desk = await spawnDesk(seatedStore('riichi-ema-2016', 5, playersOf(['A', 'B', 'C', 'D']), [['A', 'B', 'C', 'D']]));
  ({ browser, page } = await launchWithPage(scriptErrors));
}, 60_000);
afterAll(() => closeAll(browser, desk));

const errorAt = (field: string) => page.textContent(`[data-error-for="${field}"]`);
const payments = () => page.$$eval('#score-payments tbody tr', (rows) => rows.map((r) => `${(r as HTMLElement).dataset.payment} ${(r as HTMLElement).dataset.amount}×${(r as HTMLElement).dataset.players}`));

describe('the score page under EMA 2016 (riichi)', () => {
  it('offers the riichi circumstances only, in riichi words', async () => {
    await openDeskPage(page, desk.url, '#score');
    expect(await page.inputValue('#score-regulation')).toBe('riichi-ema-2016');
    const flags = await page.$$eval('#score-circumstances input[type=checkbox]', (xs) => xs.map((x) => (x as HTMLElement).dataset.flag));
    expect(flags).toEqual(['last-tile', 'heavenly', 'earthly', 'riichi', 'double-riichi', 'ippatsu', 'renhou']);
    for (const id of ['#seat', '#round-wind', '#win-from', '#circ-dora', '#circ-ura', '#circ-honba', '#circ-sticks']) expect(await page.$(id), id).not.toBeNull();
    expect(await page.$('#void')).toBeNull();
    expect(await page.textContent('#score-circumstances')).toContain('тенхо');
  });

  it('scores a tsumo with riichi, ippatsu, a dora indicator, a counter and a stick: 7 han 20 fu, haneman, 13,300', async () => {
    // South (not the dealer) draws 8s: 234m 567p 234s 67s+8s 55m. Riichi 1 + ippatsu 1 + menzen tsumo 1 + pinfu 1
    // + tanyao 1 + dora 2 (indicator 4m -> 5m, the pair 55m) = 7 han; pinfu tsumo 20 fu (EMA 4.1.1).
    // 6-7 han is haneman (EMA 4.1.3): 1.5 × 2,000 = 3,000 basic points. A non-dealer's tsumo: the dealer pays
    // 2 × 3,000 = 6,000, each non-dealer 3,000 (4.1.2); the counter 100 from each of the three (3.4.10); the stick
    // 1,000 (3.3.14). Total 6,000 + 2 × 3,000 + 3 × 100 + 1,000 = 13,300.
    await page.fill('#hand-text', '234m567p234s67s55m+8s');
    await page.selectOption('#seat', 'S');
    await page.selectOption('#win-from', 'wall');
    await page.check('#flag-riichi');
    await page.check('#flag-ippatsu');
    await page.fill('#circ-dora', '4m');
    await page.fill('#circ-honba', '1');
    await page.fill('#circ-sticks', '1');
    await page.waitForFunction(() => document.querySelector('#score-total')?.textContent === '13300');
    expect(await page.textContent('#score-counters [data-counter="han"]')).toBe('Хан: 7');
    expect(await page.textContent('#score-counters [data-counter="fu"]')).toBe('Фу: 20');
    expect(await page.textContent('#score-counters [data-counter="value"]')).toContain('3000');
    expect(await payments()).toEqual(['tsumo-dealer-pays 6000×1', 'tsumo-non-dealers-pay 3000×2', 'honba-tsumo 100×3', 'riichi-sticks 1000×1']);
    expect(await page.textContent('#score-declarable')).toContain('да');
    const items = await page.$$eval('#score-items tbody tr', (rows) => rows.map((r) => (r as HTMLElement).dataset.item));
    expect(items).toEqual(expect.arrayContaining(['riichi', 'ippatsu', 'menzen-tsumo', 'pinfu', 'tanyao', 'dora']));
  });

  it('shows what the CLI refuses with exit 2 at its field, in Russian', async () => {
    // Ippatsu without riichi (riichi-base.yaml ippatsu-without-riichi): at the ippatsu box.
    await page.uncheck('#flag-riichi');
    await page.waitForSelector('[data-error-for="circumstances.ippatsu"]');
    expect(await errorAt('circumstances.ippatsu')).toContain('невозможная рука');
    expect(await page.textContent('#score-result')).toBe('');
    // Riichi on an open hand (riichi-open-hand): at the riichi box, not at double riichi.
    await page.uncheck('#flag-ippatsu');
    await page.check('#flag-riichi');
    await page.fill('#hand-text', '234m567p67s55m[234s]+8s');
    await page.waitForSelector('[data-error-for="circumstances.riichi"]');
    expect(await errorAt('circumstances.riichi')).toMatch(/невозможная рука: Риичи/);
    // A counter that is not a count: at the honba field, in the words of `reglament score`.
    await page.uncheck('#flag-riichi');
    await page.fill('#circ-honba', '-1');
    await page.waitForSelector('[data-error-for="circumstances.honba"]');
    expect(await errorAt('circumstances.honba')).toContain('нужно число');
    // Corrected: the open hand scores again. Open tanyao 1 + dora 2 = 3 han; fu 20 + 2 for the tsumo (chows and a
    // plain pair add nothing) = 22 -> 30; 30 × 2^(3+2) = 960 basic; the dealer pays 1,920 -> 2,000, each non-dealer
    // 960 -> 1,000; + 3 × 100 + 1,000: 2,000 + 2 × 1,000 + 300 + 1,000 = 5,300.
    await page.fill('#circ-honba', '1');
    await page.waitForFunction(() => document.querySelector('#score-total')?.textContent === '5300');
    expect(await page.textContent('#score-counters [data-counter="han"]')).toBe('Хан: 3');
    expect(await page.textContent('#score-counters [data-counter="fu"]')).toBe('Фу: 30');
    expect(scriptErrors).toEqual([]);
  });
});

describe('the score page under MCR 2006', () => {
  it('offers last tile and last of its kind, takes flowers from the palette, and shows the fans and payments', async () => {
    await page.selectOption('#score-regulation', 'mcr-2006');
    await page.waitForSelector('#flag-lastOfKind');
    const flags = await page.$$eval('#score-circumstances input[type=checkbox]', (xs) => xs.map((x) => (x as HTMLElement).dataset.flag));
    expect(flags).toEqual(['last-tile', 'last-of-kind']);
    expect(await page.$('#circ-dora')).toBeNull();
    await page.fill('#hand-text', '567m34s77z[123m][345m]+5s');
    await page.selectOption('#win-from', 'discard');
    await page.check('#mode-concealed');
    await page.click('#palette [data-tile="1f"]');
    await page.click('#palette [data-tile="2f"]');
    expect(await page.inputValue('#hand-text')).toMatch(/12f|1f2f/);
    await page.check('#flag-lastTile');
    await page.check('#flag-lastOfKind');
    // 123m 345m 567m: 16 Pure Shifted Chows (#30); Last Tile Claim 8 (#45, a discard with last_tile); Last Tile 4 (#58,
    // last of its kind); 345m + 345s Mixed Double Chow 1 (#70); no pin: One Voided Suit 1 (#75); two flowers 2 × 1
    // (#81) = 16 + 8 + 4 + 1 + 1 + 2 = 32 fans; 32 − 2 flowers = 30 >= 8: declarable (3.9.1.1).
    // On a discard the discarder pays 8 + 32 = 40 and the two others 8 each (3.9.1.2).
    await page.waitForFunction(() => document.querySelector('#score-total')?.textContent === '32');
    expect(await page.textContent('#score-declarable')).toContain('да');
    const items = await page.$$eval('#score-items tbody tr', (rows) => rows.map((r) => (r as HTMLElement).dataset.item));
    expect(items).toEqual(expect.arrayContaining(['pure-shifted-chows', 'last-tile-claim', 'last-tile', 'mixed-double-chow', 'one-voided-suit', 'flower-tiles']));
    expect(await payments()).toEqual(['discarder-pays 40×1', 'others-pay-base 8×2']);
    expect(await page.$('#score-counters')).toBeNull();
    expect(scriptErrors).toEqual([]);
  });
});

/** The tiles the palette offers, in order. */
const palette = () => page.$$eval('#palette button.tile', (bs) => bs.map((b) => (b as HTMLElement).dataset.tile));
/** The palette after the regulation `id` is chosen (it is drawn again when the regulation's form arrives). */
async function paletteUnder(id: string, redFives: boolean): Promise<Array<string | undefined>> {
  await page.selectOption('#score-regulation', id);
  await page.waitForFunction((red) => (document.querySelector('#palette button[data-tile="0m"]') !== null) === red, redFives);
  return palette();
}
const click = async (tiles: string[]) => {
  for (const t of tiles) await page.click(`#palette button[data-tile="${t}"]`);
};

describe('the score page\'s palette and red fives', () => {
  it('offers no red five under EMA 2016, which refuses them, nor under MCR, which never reads them', async () => {
    // 9 characters, 9 circles, 9 bamboo, 7 honors, 8 flowers (the palette's plain set) = 42, no 0m 0p 0s.
    const ema = await paletteUnder('riichi-ema-2016', false);
    expect(ema).toHaveLength(42);
    expect(ema.filter((t) => t?.startsWith('0'))).toEqual([]);
    const mcr = await paletteUnder('mcr-2006', false);
    expect(mcr.filter((t) => t?.startsWith('0'))).toEqual([]);
  });

  it('offers 0m 0p 0s under the club variant, each after its suit\'s nine, drawn as a red five', async () => {
    const club = await paletteUnder('examples/riichi-club', true);
    // 42 + one red five per suit = 45.
    expect(club).toHaveLength(45);
    expect(club.slice(0, 10)).toEqual(['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '0m']);
    expect(club.slice(10, 20)).toEqual(['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p', '0p']);
    expect(club.slice(20, 30)).toEqual(['1s', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s', '0s']);
    expect(await page.getAttribute('#palette button[data-tile="0p"] svg', 'class')).toContain('red-five');
    expect(await page.textContent('#palette button[data-tile="0p"] svg')).toBe('5');
  });

  it('scores a hand clicked with a red five: riichi 1 + aka dora 1 = 2 han 40 fu, 2,600 from the discarder', async () => {
    // 123m 4p 0p 6p 789s 234s 9m, won on 9m: the club's first test (riichi-club.yaml): fu 20 + 10 concealed ron
    // + 2 pair wait = 32 -> 40; 2 han: 40 × 2^(2+2) = 640; a non-dealer's ron × 4 = 2560 -> 2600.
    await page.click('#clear-hand');
    await click(['1m', '2m', '3m', '4p', '0p', '6p', '7s', '8s', '9s', '2s', '3s', '4s', '9m']);
    await page.check('#mode-win');
    await click(['9m']);
    // Runs of one suit share the letter: 789s 234s are written 789234s.
    expect(await page.inputValue('#hand-text')).toBe('123m406p789234s9m+9m');
    await page.selectOption('#seat', 'S');
    await page.selectOption('#win-from', 'discard');
    await page.check('#flag-riichi');
    await page.waitForFunction(() => document.querySelector('#score-total')?.textContent === '2600');
    const items = await page.$$eval('#score-items tbody tr', (rows) => rows.map((r) => (r as HTMLElement).dataset.item));
    expect(items).toEqual(expect.arrayContaining(['riichi', 'aka-dora']));
    expect(await page.textContent('#score-counters [data-counter="han"]')).toBe('Хан: 2');
    expect(scriptErrors).toEqual([]);
  });
});
