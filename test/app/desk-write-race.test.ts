/**
 * The desk's conflict check inside the write's transaction: a write of another program (the CLI, a second store
 * connection) to the same target that lands between the desk's first check and its write is caught there: 409 with
 * that entry, and nothing of the desk's write is stored. The race is made deterministic by running the other
 * write right after the desk's first check (a spy around refuseStaleWrite).
 */
import { describe, expect, it, vi } from 'vitest';
import { openStore } from '../../store/index.js';
import { createStore, FOUR_PLAYERS, request, useDesk } from '../support/desk.js';

/** What runs right after the desk's first (out-of-transaction) check of the next write, once. */
const race: { between?: () => void } = {};

vi.mock('../../app/server/conflicts.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../app/server/conflicts.js')>();
  return {
    ...actual,
    refuseStaleWrite: (...args: Parameters<typeof actual.refuseStaleWrite>) => {
      actual.refuseStaleWrite(...args);
      // `except` is -1 for the first check, the write's own seq inside the transaction.
      if (args[4] === -1 && race.between !== undefined) {
        const between = race.between;
        delete race.between;
        between();
      }
    },
  };
});

describe('a write of the CLI between the desk\'s check and its write', () => {
  let file = '';
  const desk = useDesk(() => {
    file = createStore('bermuda-triangle', 3, FOUR_PLAYERS);
    const store = openStore(file);
    store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: ['A', 'B', 'C', 'D'] }] } });
    store.close();
    return file;
  });

  it('refuses the desk\'s deal with 409 naming the other entry; the other entry stays, the desk\'s is not written', async () => {
    const api = desk.api();
    const v = (await request(`${api}/api/event`)).body.version as number;
    let theirs = 0;
    race.between = () => {
      // The CLI (`reglament event record`) writes a deal of the same table through its own connection:
      // 300 - 3 x 100 = 0.
      const cli = openStore(file);
      theirs = cli.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: 300, B: -100, C: -100, D: -100 }, mahjong: 'A' } }, { author: 'cli' });
      cli.close();
    };
    // The desk's deal, based on the version before the CLI's: 120 - 3 x 40 = 0.
    const mine = await request(`${api}/api/entries`, { json: { version: v, author: 'judge', entry: { kind: 'deal', round: 1, table: 1, payload: { vists: { A: -40, B: 120, C: -40, D: -40 }, mahjong: 'B' } } } });
    expect(race.between).toBeUndefined(); // the other write ran between the check and the write
    expect(theirs).toBe(v + 1);
    expect(mine.status).toBe(409);
    expect(mine.body.conflict.theirs.map((e: { seq: number; author: string }) => [e.seq, e.author])).toEqual([[theirs, 'cli']]);
    expect(mine.body.conflict.version).toBe(theirs);
    const history = (await request(`${api}/api/history`)).body.history as Array<{ seq: number; author: string | null }>;
    expect(history.map((e) => e.seq)).toEqual([...Array(theirs).keys()].map((i) => i + 1));
    expect(history.some((e) => e.author === 'judge')).toBe(false);
    const deals = (await request(`${api}/api/event`)).body.rounds[0].tables[0].deals;
    expect(deals).toEqual([{ kind: 'recorded', vists: { A: 300, B: -100, C: -100, D: -100 }, mahjong: 'A' }]);
  });

  it('a write based on the current version goes through (the spy is not in the way)', async () => {
    const api = desk.api();
    const v = (await request(`${api}/api/event`)).body.version as number;
    // 120 - 3 x 40 = 0
    const mine = await request(`${api}/api/entries`, { json: { version: v, author: 'judge', entry: { kind: 'deal', round: 1, table: 1, payload: { vists: { A: -40, B: 120, C: -40, D: -40 }, mahjong: 'B' } } } });
    expect(mine.status).toBe(200);
    expect(mine.body.seq).toBe(v + 1);
  });
});
