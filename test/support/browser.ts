/**
 * Browser helpers of the desk's tests: the machine's Chromium or Chrome (find-browser.ts) driven by playwright-core
 * (headless, a fresh temporary profile from playwright, nothing fetched from the network), a page of the desk opened
 * once rendered, the printed standings read back, and the folder of the screenshots (test artifacts, not committed).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { ROOT } from './desk.js';
import { findBrowser } from './find-browser.js';

/** Where the screenshots go. */
export const SHOTS = join(ROOT, 'test-artifacts', 'screenshots');

/** Whether full-page screenshots are asked for (`REGLAMENT_SCREENSHOTS=1`): they assert nothing, so a plain run skips them. */
export const SCREENSHOTS_ASKED = process.env.REGLAMENT_SCREENSHOTS === '1';

/** A full-page screenshot `name` into SHOTS when asked for (SCREENSHOTS_ASKED); nothing otherwise. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS_ASKED) await page.screenshot({ path: join(SHOTS, name), fullPage: true });
}

/**
 * After every test of the file that failed, a full-page screenshot of each page `pages()` gives (those still open):
 * SHOTS/failed-<test name>-<n>.png, whether or not screenshots were asked for.
 */
export function screenshotOnFailure(pages: () => (Page | undefined)[]): void {
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const base = `failed-${ctx.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}`;
    let n = 0;
    for (const p of pages()) {
      n += 1;
      if (!p || p.isClosed()) continue;
      await p.screenshot({ path: join(SHOTS, `${base}-${n}.png`), fullPage: true }).catch(() => undefined);
    }
  });
}

/** Launches the machine's browser headless (see find-browser.ts; one line saying what to install when there is none). */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  const found = await findBrowser();
  return chromium.launch({
    executablePath: found.executable,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
}

/** Opens a page of the desk (`#event`, `#score`...) and waits until it has rendered. */
export async function openDeskPage(page: Page, url: string, hash: string): Promise<void> {
  await page.goto(`${url}${hash}`);
  await page.waitForSelector(`#page[data-ready="${hash}"]`);
}

/** Presses "seat round N" on the event page and confirms the seating it previews (the page then reloads). */
export async function seatNextRound(page: Page): Promise<void> {
  await page.click('#seat-button');
  await page.click('#seat-form .confirm-box button.confirm-yes');
}

/** The rows of the printed standings (`/print/standings.html`, English): place, id, points, vists. */
export async function printedStandings(page: Page, url: string): Promise<string[][]> {
  await page.goto(`${url}print/standings.html?lang=en`);
  const rows = await page.$$eval('tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  return rows.map((r) => [r[0]!, r[2]!, r[3]!, r[4]!]);
}
