/**
 * Steps of the walk-throughs of whole events at the desk (test/app/desk-walkthrough-*-browser.test.ts): the players
 * of a seated table, waiting for a table's lines after a save, and the event's store made with named players.
 */
import type { Page } from 'playwright-core';
import type { EventPlayer } from '../../runtime/index.js';

/** Players from ids to names (Latin ids, Russian names: an id shown where a word should be is found by the scan). */
export function namedPlayers(names: Record<string, string>): EventPlayer[] {
  return Object.entries(names).map(([id, name]) => ({ id, name }));
}

/** The players of a seated table on the event page, in seat order (East first). */
export async function seatedAt(page: Page, round: number, table: number): Promise<string[]> {
  return (await page.getAttribute(`#table-r${round}-t${table}`, 'data-players'))!.split(',');
}

/** How many lines (deals, penalties, results) a table of the event page shows. */
export function linesAt(page: Page, round: number, table: number): Promise<number> {
  return page.$$eval(`#table-r${round}-t${table} .deals > .deal`, (xs) => xs.length);
}

/** Waits until a table of the event page shows `n` lines (after a save, the page reloads). */
export async function waitForLines(page: Page, round: number, table: number, n: number): Promise<void> {
  await page.waitForFunction(([sel, count]) => document.querySelectorAll(sel).length === count, [`#table-r${round}-t${table} .deals > .deal`, n] as const);
}

/** Waits until the event page's standings frame shows its table. */
export async function waitForStandings(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector<HTMLIFrameElement>('#standings-frame')?.contentDocument?.querySelector('table') != null);
}
