/**
 * The desk's navigation when a page's data comes late: a judge who leaves a page before it has loaded (or while it
 * reloads itself after a save) must see the page he went to, never the late page drawn over it. Found in a loaded CI
 * run: the table entry page, reloading after a deal was recorded, drew itself over the event page the judge had
 * opened. Here the late answer is held back on purpose (playwright's request routing), so the order is certain.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDeskPage } from '../support/browser.js';
import { createStore } from '../support/desk.js';
import { namedPlayers, useWalk } from '../support/desk-walk.js';

const walk = useWalk(() => createStore('repino-2008', 7, namedPlayers({ a: 'Анна', b: 'Борис', c: 'Вера', d: 'Глеб' })));

describe('desk navigation', () => {
  it('shows the page last asked for when an earlier page answers after it', async () => {
    const { page, desk } = walk;
    await openDeskPage(page, desk.url, '#event');
    // The table entry page's data is held until the judge has moved on to the help page.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // Asked: the table entry page has run and sent its request. Two hash changes given before the page has handled
    // the first would both render the help page (each reads the address when its turn comes), and nothing is late.
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => { asked = resolve; });
    let heldOnce = false;
    const hold = async (route: Route) => {
      if (!heldOnce) {
        heldOnce = true;
        asked();
        await held;
      }
      await route.continue();
    };
    const isEventData = (url: URL) => url.pathname === '/api/event';
    await page.route(isEventData, hold);
    await page.goto(`${desk.url}#tables`);
    await requested;
    await openDeskPage(page, desk.url, '#help');
    const late = page.waitForResponse((r) => isEventData(new URL(r.url())));
    release();
    await late;
    // The late answer's page would draw itself within a few turns of the page's event loop.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await page.unroute(isEventData, hold);
    expect(await page.getAttribute('#page', 'data-ready')).toBe('#help');
    // The help page's title, not the table entry page's, under the help page's tab.
    expect(await page.locator('#page h1').allTextContents()).toEqual([await page.textContent('#nav-help')]);
    expect(await page.getAttribute('#nav a.active', 'href')).toBe('#help');
    expect(walk.scriptErrors).toEqual([]);
  });
});
