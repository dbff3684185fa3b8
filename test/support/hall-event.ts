/**
 * The event the hall's tests start from: Bermuda, four players (names "<id> R.") seated by the judge at table 1 of
 * round 1 in the given order (the first is East), prevailing wind South; `more` records what a test needs besides.
 */
import type { EventStore } from '../../store/index.js';
import type { Desk } from '../../app/index.js';
import { playersOf, seatedStore } from './seated-store.js';
import { request } from './desk.js';

export function seatedBermudaStore(players: string[], more: (store: EventStore) => void = () => {}): string {
  return seatedStore('bermuda-triangle', 2, playersOf(players, (id) => `${id} R.`), [players], (store) => {
    store.record({ kind: 'wind', round: 1, payload: { wind: 'S' } });
    more(store);
  });
}

/** A request to the desk with the judge's token (a JSON body when one is given). */
export function asJudge(desk: Desk, path: string, json?: unknown): ReturnType<typeof request> {
  return request(`${desk.origin}${path}`, { ...(json === undefined ? {} : { json }), headers: { 'X-Desk-Token': desk.token! } });
}
