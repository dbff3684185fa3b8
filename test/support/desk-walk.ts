/**
 * Steps of the walk-throughs of whole events at the desk (test/app/desk-walkthrough-*-browser.test.ts): the desk and
 * a Russian page for a file's tests, the players of a seated table, waiting for a table's lines after a save, a Sichuan
 * deal entered as its events, and the event's store made with named players.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { EventPlayer } from '../../runtime/index.js';
import { screenshotOnFailure } from './browser.js';
import { closeAll, launchWithPage } from './browser-desk.js';
import { spawnDesk, type DeskProcess } from './desk.js';

/** The browser, page and desk of a walk-through (set before its file's tests), and the page's script errors. */
export interface Walk {
  browser: Browser;
  page: Page;
  desk: DeskProcess;
  scriptErrors: string[];
}

/**
 * Starts, for the tests of a file, the desk on the event `makeStore` makes (the built CLI as a child process, `--lang
 * en`: a server text that does not follow the page's language shows up) and a Russian page; closes both after them.
 * A failed test leaves a screenshot of the page.
 */
export function useWalk(makeStore: () => string): Walk {
  const walk = { scriptErrors: [] as string[] } as Walk;
  screenshotOnFailure(() => [walk.page]);
  beforeAll(async () => {
    walk.desk = await spawnDesk(makeStore());
    Object.assign(walk, await launchWithPage(walk.scriptErrors));
  }, 60_000); // a browser launched and a desk started: as long as a test may take on a loaded machine
  afterAll(() => closeAll(walk.browser, walk.desk));
  return walk;
}

/**
 * Enters test/fixtures/sichuan/deal-basic.yaml in a Sichuan deal form `form` (its events mode), with `players` in the
 * places of its A, B, C, D: void suits s, m, p, s; A's concealed kong of 5m; B's hu on C's discard; C's self-drawn hu
 * worth 8; the wall end with A waiting and D not ready.
 */
export async function enterBasicSichuanDeal(page: Page, form: string, players: readonly string[]): Promise<void> {
  const [a, b, c, d] = players;
  await page.selectOption(`${form} select.deal-mode`, 'events');
  for (const [p, suit] of [[a, 's'], [b, 'm'], [c, 'p'], [d, 's']] as const) await page.selectOption(`${form} select.ev-void[data-player="${p}"]`, suit);
  const row = (n: number) => `${form} .sichuan-event[data-event="${n}"]`;
  const add = async (kind: string) => {
    await page.click(`${form} button.ev-add`);
    const n = await page.$$eval(`${form} .sichuan-event`, (rows) => rows.length);
    await page.selectOption(`${row(n)} select.ev-kind`, kind);
    return row(n);
  };
  const kong = await add('kong');
  await page.selectOption(`${kong} select.ev-kong-type`, 'concealed');
  await page.selectOption(`${kong} select.ev-player`, a!);
  await page.fill(`${kong} input.ev-tile`, '5m');
  const huB = await add('hu');
  await page.fill(`${huB} input.ev-hu-hand[data-player="${b}"]`, '123p456p789p23s55s+1s');
  await page.selectOption(`${huB} select.ev-hu-from`, 'discard');
  await page.selectOption(`${huB} select.ev-discarder`, c!);
  const huC = await add('hu');
  await page.fill(`${huC} input.ev-hu-hand[data-player="${c}"]`, '8');
  await page.selectOption(`${huC} select.ev-hu-from`, 'wall');
  const end = await add('wall-end');
  await page.fill(`${end} input.ev-wall-end-hand[data-player="${a}"]`, '[5555m]123m678m24m99m');
  await page.fill(`${end} input.ev-wall-end-hand[data-player="${d}"]`, '123m456m789m1p5p9p7p');
}

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
