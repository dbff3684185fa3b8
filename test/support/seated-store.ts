/**
 * The event the desk's tests start from: a store of a bundled regulation with its players and round 1 seated by the
 * judge (test/support/browser-desk.ts passes it on to the browser tests; hall-event.ts builds on it).
 */
import type { EventPlayer } from '../../runtime/index.js';
import { openStore, type EventStore } from '../../store/index.js';
import { createStore } from './desk.js';

/** Players with the given ids, named `Игрок <id>` unless `name` says otherwise. */
export function playersOf(ids: readonly string[], name: (id: string) => string = (id) => `Игрок ${id}`): EventPlayer[] {
  return ids.map((id) => ({ id, name: name(id) }));
}

/**
 * A store of a bundled regulation (draws seeded by `seed`) with `players`, round 1 seated by the judge at `tables`
 * (player ids in seat order, the first East), then what `more` records (the round's wind, deals...).
 */
export function seatedStore(regulation: string, seed: number, players: EventPlayer[], tables: ReadonlyArray<readonly string[]>, more: (store: EventStore) => void = () => {}): string {
  const file = createStore(regulation, seed, players);
  const store = openStore(file);
  store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: tables.map((t) => ({ players: [...t] })) } });
  more(store);
  store.close();
  return file;
}
