/**
 * The hall's side tables in the event store's file: append-only like the protocol, the tables' players' codes
 * unique and kept, a submission decided once, an approval that writes nothing when its entry is refused, and the
 * round timer computed from its log.
 */
import { describe, expect, it } from 'vitest';
import { connectionOf, openHallStore, openStore, roundTimerOf, StoreError, type TimerEvent } from '../../store/index.js';
import { createStore } from '../support/desk.js';

const PLAYERS = ['A', 'B', 'C', 'D'];

/** A Bermuda store of four with round 1 seated, and its hall; a fixed clock that ticks a minute per call. */
function open() {
  const file = createStore('bermuda-triangle', 1, PLAYERS.map((id) => ({ id, name: id })));
  const store = openStore(file);
  store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: PLAYERS }] } });
  let minute = 0;
  const hall = openHallStore(store, { now: () => new Date(Date.UTC(2011, 0, 6, 10, minute++)).toISOString() });
  return { file, store, hall };
}

describe('the hall store', () => {
  it('refuses UPDATE and DELETE on every hall table', () => {
    const { store, hall } = open();
    hall.setInfo({ name: 'Кубок', date: '2011-01-06', venue: 'Репино' }, null);
    hall.codeOf(1, 1);
    hall.logTimer({ action: 'start', round: 1, minutes: 90 }, null);
    const id = hall.submit({ kind: 'deal', round: 1, table: 1, payload: { redeal: true }, submitter: 'A', version: 1 });
    hall.reject(id, 'wrong table', 'judge');
    const db = connectionOf(store);
    for (const table of ['hall_info', 'hall_table_codes', 'hall_submissions', 'hall_decisions', 'hall_timer']) {
      expect(() => db.prepare(`DELETE FROM ${table}`).run(), table).toThrow(/append-only: DELETE/);
      expect(() => db.prepare(`UPDATE ${table} SET at = 'x'`).run(), table).toThrow(/append-only: UPDATE/);
    }
    store.close();
  });

  it('keeps every edit of the event info, the latest in force, and refuses a bad date', () => {
    const { store, hall } = open();
    expect(hall.info()).toBeUndefined();
    hall.setInfo({ name: ' Кубок ', date: '', venue: '' }, 'judge 1');
    hall.setInfo({ name: 'Кубок Репино', date: '2011-01-06', venue: 'Репино' }, 'judge 2');
    expect(hall.info()).toEqual({ name: 'Кубок Репино', date: '2011-01-06', venue: 'Репино', at: '2011-01-06T10:01:00.000Z', author: 'judge 2' });
    expect(() => hall.setInfo({ name: '', date: '2011-02-30', venue: '' }, null)).toThrow(StoreError);
    expect(() => hall.setInfo({ name: '', date: 'январь', venue: '' }, null)).toThrow(StoreError);
    expect(connectionOf(store).prepare('SELECT count(*) AS n FROM hall_info').get()).toEqual({ n: 2 });
    // A date as Russians write it is kept as YYYY-MM-DD.
    hall.setInfo({ name: 'Кубок Репино', date: '6.1.2011', venue: 'Репино' }, 'judge 3');
    expect(hall.info()?.date).toBe('2011-01-06');
    store.close();
  });

  it('gives each table one six-digit code, kept across a reopen, naming its round and table', () => {
    const { file, store, hall } = open();
    const c11 = hall.codeOf(1, 1);
    const c12 = hall.codeOf(1, 2);
    expect(c11).toMatch(/^\d{6}$/);
    expect(c12).not.toBe(c11);
    expect(hall.codeOf(1, 1)).toBe(c11);
    store.close();
    const again = openStore(file);
    const hall2 = openHallStore(again);
    expect(hall2.codeOf(1, 1)).toBe(c11);
    expect(hall2.tableOf(c12)).toEqual({ round: 1, table: 2 });
    expect(hall2.tableOf('000000' === c11 ? '000001' : '000000')).toBeUndefined();
    again.close();
  });

  it('decides a submission once; an approval whose entry is refused writes neither the entry nor the decision', () => {
    const { store, hall } = open();
    const id = hall.submit({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: 120, B: -40, C: -40, D: -40 }, mahjong: 'A' }, submitter: 'B', version: store.lastSeq() });
    const before = store.lastSeq();
    expect(() => hall.approve(id, () => {
      store.record({ kind: 'deal', round: 1, table: 1, payload: { redeal: true } });
      throw new StoreError('refused by the check');
    }, 'judge')).toThrow('refused by the check');
    expect(store.lastSeq()).toBe(before);
    expect(hall.submission(id)!.decision).toBeNull();
    const approved = hall.approve(id, (s) => store.record({ kind: s.kind, round: s.round, table: s.table, payload: s.payload }), 'judge');
    expect(approved.decision).toMatchObject({ decision: 'approved', entry: before + 1, author: 'judge', reason: null });
    expect(() => hall.reject(id, 'late', null)).toThrow(/already approved/);
    store.close();
  });

  it('computes the timer from its log: extensions count until a stop, a new start begins afresh', () => {
    const at = (m: number) => `2011-01-06T10:${String(m).padStart(2, '0')}:00.000Z`;
    const log: TimerEvent[] = [
      { seq: 1, at: at(0), author: null, action: 'start', round: 1, minutes: 90 },
      { seq: 2, at: at(5), author: null, action: 'extend', table: 2, minutes: 5 },
      { seq: 3, at: at(6), author: null, action: 'extend', table: null, minutes: 3 },
      { seq: 4, at: at(7), author: null, action: 'extend', table: 2, minutes: -1 },
      { seq: 5, at: at(8), author: null, action: 'stop' },
      { seq: 6, at: at(9), author: null, action: 'extend', table: 1, minutes: 10 },
    ];
    // Table 2: 5 - 1 = 4 of its own; every table 3; the extension after the stop is not counted.
    expect(roundTimerOf(log)).toEqual({ round: 1, startedAt: at(0), minutes: 90, allTables: 3, tables: { 2: 4 }, stoppedAt: at(8) });
    const next = [...log, { seq: 7, at: at(10), author: null, action: 'start', round: 2, minutes: 60 } as TimerEvent];
    expect(roundTimerOf(next)).toEqual({ round: 2, startedAt: at(10), minutes: 60, allTables: 0, tables: {}, stoppedAt: null });
  });
});
