/**
 * The set-up the desk's browser tests share: a store with round 1 seated by the judge, the desk on it (a child process
 * of the built CLI, test/support/desk.ts spawnDesk, or in this process asking for the judge's token as on the hall's
 * network), the browser with a page whose script errors are collected, a phone's page, everything closed after the
 * file's tests, and what a page at phone size must not have (sideways scroll, touch targets under 44 px).
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { startDesk, type Desk } from '../../app/index.js';
import { launchBrowser } from './browser.js';
import { stopDesk, type DeskProcess } from './desk.js';

export { playersOf, seatedStore } from './seated-store.js';

/** The desk on `store` in this process, in Russian, asking for the judge's token (as on the hall's network). */
export function startTokenDesk(store: string): Promise<Desk> {
  return startDesk({ store, port: 0, lang: 'ru', requireToken: true });
}

/** A page in a browser context of its own (Russian unless `options` say otherwise); its script errors go to `errors`. */
export async function newPage(browser: Browser, errors: string[], options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ru-RU', ...options })).newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

/** The browser, launched for a file's tests, with one page (newPage). */
export async function launchWithPage(errors: string[], options: BrowserContextOptions = {}): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  return { browser, page: await newPage(browser, errors, options) };
}

/** The viewport of a phone (the narrowest the desk is made for). */
export const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** A phone's page (PHONE, Russian): its script errors go to `errors`, every answer refused with 401 or 403 to `refused`. */
export async function phonePage(browser: Browser, errors: string[], refused: string[] = []): Promise<Page> {
  const page = await newPage(browser, errors, PHONE);
  page.on('response', (r) => {
    if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
  });
  return page;
}

/** Closes the browser and stops the desk: whichever of them the set-up got to open. */
export async function closeAll(browser: Browser | undefined, desk?: Desk | DeskProcess): Promise<void> {
  await browser?.close();
  if (desk === undefined) return;
  if ('close' in desk) await desk.close();
  else await stopDesk(desk);
}

/** Whether a page scrolls sideways (its width), and the visible controls smaller than 44 x 44 px. */
export async function phoneProblems(page: Page): Promise<{ scrollWidth: number; small: string[] }> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, select, input:not([type=checkbox]):not([type=radio]), header nav a, summary')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.height < 44 || r.width < 44) small.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className} ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, small };
  });
}
