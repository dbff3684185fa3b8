/**
 * Who opened the desk's pages: the judge, or a referee (the referee's address, `reglament serve --host`). A
 * referee's pages show a referee's part only (a table's deals, results and penalties, players' submissions, a
 * table's extra time, scoring a hand); where the judge has a form the referee reads one line saying whose it is,
 * instead of a button the server would refuse.
 */
import { getJson } from './api.js';
import { h } from './dom.js';
import { ht, type HallTextKey } from './hall-texts.js';

/** The desk's roles. */
export type Role = 'judge' | 'referee';

/** The role, once the server has said it (`GET /api/role`). */
let known: Role | undefined;

/** Asks the server who this is (once; asked again at the next page when the server could not answer). */
export async function loadRole(): Promise<void> {
  if (known !== undefined) return;
  try {
    known = (await getJson<{ role: Role }>('/api/role')).role;
  } catch {
    // Unknown for now: the page shows the judge's forms, and the server refuses what is not the referee's.
  }
}

/** Whether the pages are a referee's. */
export function isReferee(): boolean {
  return known === 'referee';
}

/** The line a referee reads where the judge has a form (`data-judges` names the form, for scripts and tests). */
export function judgesPart(key: HallTextKey, form: string): HTMLElement {
  return h('p', { class: 'muted judges-part', 'data-judges': form }, ht(key));
}
