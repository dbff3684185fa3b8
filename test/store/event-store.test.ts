/**
 * The event store: header and players, append-only entries, corrections with reasons, the event as of any entry,
 * import/export round trip of the Repino fixture, refused writes rolled back, and the triggers that forbid UPDATE
 * and DELETE on entries.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { loadEventFile } from '../../games/index.js';
import { checkEvent, eventToFile, type EventData } from '../../runtime/index.js';
import { initStore, openStore, StoreError, type EventStore } from '../../store/index.js';

const dir = mkdtempSync(join(tmpdir(), 'reglament-store-'));
let n = 0;
const fresh = () => join(dir, `store-${n++}.db`);

/** A clock that ticks one second per call, from 2008-02-24T09:00:00Z. */
function clock(): () => string {
  let t = Date.UTC(2008, 1, 24, 9, 0, 0);
  return () => new Date((t += 1000)).toISOString();
}

const PLAYERS = [
  { id: 'A', name: 'Анна' },
  { id: 'B', name: 'Борис' },
  { id: 'C', name: 'Вера' },
  { id: 'D', name: 'Глеб' },
];

/** A store with four players (entries 1-4) and the seating of round 1 (entry 5). */
function seeded(): EventStore {
  const store = initStore(fresh(), { regulation: '../regulations/repino-2008.yaml', seed: 7, players: PLAYERS }, { now: clock() });
  store.record({ kind: 'seating', round: 1, payload: { seating: 'lot', tables: [{ players: ['A', 'B', 'C', 'D'] }] } });
  return store;
}

/** Refuses writes that add problems (the checks that need no regulation). */
const noNewProblems = (after: EventData, before: EventData) => {
  const old = new Set(checkEvent(before).map((p) => p.message));
  return checkEvent(after).map((p) => p.message).filter((m) => !old.has(m));
};

describe('a new store', () => {
  it('keeps its header and registers the players as entries', () => {
    const store = seeded();
    expect(store.header()).toEqual({ regulation: '../regulations/repino-2008.yaml', seed: 7, created: '2008-02-24T09:00:01.000Z' });
    expect(store.lastSeq()).toBe(5);
    expect(store.effectiveEntries().map((e) => [e.seq, e.kind, e.round])).toEqual([
      [1, 'player', null],
      [2, 'player', null],
      [3, 'player', null],
      [4, 'player', null],
      [5, 'seating', 1],
    ]);
    expect(store.toEventData()).toEqual({
      regulation: '../regulations/repino-2008.yaml',
      seed: 7,
      players: PLAYERS,
      rounds: [{ seating: 'lot', tables: [{ players: ['A', 'B', 'C', 'D'] }] }],
    });
    store.close();
  });

  it('is a WAL database (synchronous FULL and foreign keys are set on each connection)', () => {
    const file = fresh();
    openStore(file).close();
    const db = new Database(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('refuses a second init, and a store without a header refuses entries', () => {
    const file = fresh();
    initStore(file, { regulation: 'r.yaml', seed: 1 }).close();
    expect(() => initStore(file, { regulation: 'r.yaml', seed: 1 })).toThrow(`${file} already holds an event`);
    const bare = openStore(fresh());
    expect(() => bare.record({ kind: 'seating', round: 1, payload: { tables: [] } })).toThrow(/has no event yet/);
    bare.close();
  });

  it('refuses a file that is not an event store', () => {
    const notDb = join(dir, 'text.db');
    writeFileSync(notDb, 'this is not a database, just some text that is long enough to look like a header......');
    expect(() => openStore(notDb)).toThrow(StoreError);
    const other = join(dir, 'other.db');
    const db = new Database(other);
    db.exec('CREATE TABLE t (x INT)');
    db.close();
    expect(() => openStore(other)).toThrow(`${other} is an SQLite database but not an event store`);
  });
});

describe('recording', () => {
  it('appends deals in order and rebuilds the tables from them', () => {
    const store = seeded();
    expect(store.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: 300, B: -20, C: -80, D: -200 }, mahjong: 'A' } })).toBe(6);
    expect(store.record({ kind: 'deal', round: 1, table: 1, payload: { redeal: true } })).toBe(7);
    expect(store.record({ kind: 'penalty', round: 1, table: 1, payload: { player: 'B', vists: -50, clause: 'Б.8' } })).toBe(8);
    expect(store.record({ kind: 'wind', round: 1, payload: { wind: 'E' } })).toBe(9);
    expect(store.toEventData().rounds).toEqual([
      {
        wind: 'E',
        seating: 'lot',
        tables: [
          {
            players: ['A', 'B', 'C', 'D'],
            deals: [
              { kind: 'recorded', vists: { A: 300, B: -20, C: -80, D: -200 }, mahjong: 'A' },
              { kind: 'redeal', redeal: true },
            ],
            penalties: [{ player: 'B', vists: -50, clause: 'Б.8' }],
          },
        ],
      },
    ]);
    store.close();
  });

  it('refuses entries that do not fit: unseated table, second seating, unknown kind, unregistered player', () => {
    const store = seeded();
    expect(() => store.record({ kind: 'deal', round: 1, table: 2, payload: { redeal: true } })).toThrow('round 1 has 1 table, not 2');
    expect(() => store.record({ kind: 'deal', round: 2, table: 1, payload: { redeal: true } })).toThrow(
      'round 2 has no seating yet: record the seating before its tables',
    );
    expect(() => store.record({ kind: 'seating', round: 1, payload: { tables: [] } })).toThrow(
      'the seating of round 1 is already recorded (entry 5); correct that entry instead',
    );
    expect(() => store.record({ kind: 'score' as 'deal', round: 1, table: 1, payload: {} })).toThrow(/unknown entry kind "score"/);
    expect(() => store.record({ kind: 'player', payload: { action: 'withdraw', player: 'Z', after: 1 } })).toThrow(
      'the withdrawing player "Z" is not a registered player',
    );
    expect(() => store.record({ kind: 'player', payload: { action: 'register', id: 'A', name: 'Аня' } })).toThrow(
      'player A is already registered; correct that entry instead',
    );
    // A table's result as a whole is one of the event table's result keys: vists, or a game's record (pulya, hanchan).
    const noResult = (() => { try { store.record({ kind: 'result', round: 1, table: 1, payload: { points: { A: 1 } } }); } catch (e) { return e as StoreError; } })();
    expect([noResult?.message, noResult?.ru]).toEqual(['a result payload needs vists, pulya or hanchan', 'итог стола задаётся полем vists, pulya или hanchan']);
    expect(store.lastSeq()).toBe(5);
    store.close();
  });

  it('a validator refuses a write that adds a problem, and nothing is written', () => {
    const store = seeded();
    // 300 - 20 - 80 - 180 = +20
    expect(() =>
      store.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: 300, B: -20, C: -80, D: -180 }, mahjong: 'A' } }, { validate: noNewProblems }),
    ).toThrow('deal 1 of table 1 in round 1: vists sum to +20, not 0');
    expect(store.lastSeq()).toBe(5);
    expect(store.record({ kind: 'deal', round: 1, table: 1, payload: { redeal: true } }, { validate: noNewProblems })).toBe(6);
    store.close();
  });

  it('registers late entries, withdrawals and substitutions as player entries', () => {
    const store = seeded();
    store.record({ kind: 'player', payload: { action: 'register', id: 'E', name: 'Дина', 'from-round': 2 } });
    store.record({ kind: 'player', payload: { action: 'withdraw', player: 'D', after: 1 } });
    store.record({ kind: 'player', round: 2, payload: { action: 'substitute', out: 'B', in: 'E' } });
    store.record({ kind: 'seating', round: 2, payload: { tables: [{ players: ['A', 'E', 'C', 'D'] }] } });
    const event = store.toEventData();
    expect(event.players.slice(3)).toEqual([
      { id: 'D', name: 'Глеб', 'withdrawn-after': 1 },
      { id: 'E', name: 'Дина', 'from-round': 2 },
    ]);
    expect(event.rounds[1]).toEqual({ substitutions: [{ out: 'B', in: 'E' }], tables: [{ players: ['A', 'E', 'C', 'D'] }] });
    // D withdrew after round 1 but sits in round 2.
    expect(checkEvent(event).map((p) => p.message)).toEqual(['table 1 in round 2: D withdrew after round 1, so cannot play in round 2']);
    store.close();
  });

  it('seats a substitute from the start of a round recorded after its seating in the place of whom he replaces', () => {
    const store = seeded();
    store.record({ kind: 'player', payload: { action: 'register', id: 'E', name: 'Дина', 'from-round': 2 } });
    store.record({ kind: 'seating', round: 2, payload: { tables: [{ players: ['A', 'B', 'C', 'D'] }] } });
    store.record({ kind: 'player', round: 2, payload: { action: 'substitute', out: 'B', in: 'E' } }, { validate: noNewProblems });
    const event = store.toEventData();
    // E sits where B was drawn (South); the seating entry itself is unchanged (the protocol keeps what was drawn).
    expect(event.rounds[1]).toEqual({ substitutions: [{ out: 'B', in: 'E' }], tables: [{ players: ['A', 'E', 'C', 'D'] }] });
    expect(store.effectiveEntries().find((e) => e.kind === 'seating' && e.round === 2)?.payload).toEqual({ tables: [{ players: ['A', 'B', 'C', 'D'] }] });
    expect(checkEvent(event)).toEqual([]);
    store.close();
  });

  it('leaves a substitution between deals to the deals: the seating still lists who started', () => {
    const store = seeded();
    store.record({ kind: 'player', payload: { action: 'register', id: 'E', name: 'Дина', 'from-round': 1 } });
    store.record({ kind: 'player', round: 1, payload: { action: 'substitute', out: 'B', in: 'E', 'after-deal': 2 } });
    expect(store.toEventData().rounds[0]!.tables).toEqual([{ players: ['A', 'B', 'C', 'D'] }]);
    store.close();
  });
});

describe('corrections', () => {
  /** Seeded store with deal 6 (A wins 300) corrected by entry 7 (A wins 200). */
  function corrected(): EventStore {
    const store = seeded();
    store.record({ kind: 'deal', round: 1, table: 1, payload: { vists: { A: 300, B: -100, C: -100, D: -100 }, mahjong: 'A' }, author: 'judge1' });
    store.correct(6, { vists: { A: 200, B: -100, C: -50, D: -50 }, mahjong: 'A' }, 'C and D misread from the protocol', { author: 'judge2' });
    return store;
  }

  it('append a new entry that replaces the old one; the old one stays in the history', () => {
    const store = corrected();
    expect(store.lastSeq()).toBe(7);
    const history = store.history();
    expect(history.map((e) => [e.seq, e.replaces, e.replacedBy, e.reason, e.author, e.origin])).toEqual([
      [1, null, null, null, null, 1],
      [2, null, null, null, null, 2],
      [3, null, null, null, null, 3],
      [4, null, null, null, null, 4],
      [5, null, null, null, null, 5],
      [6, null, 7, null, 'judge1', 6],
      [7, 6, null, 'C and D misread from the protocol', 'judge2', 6],
    ]);
    expect(history[5]!.payload).toEqual({ vists: { A: 300, B: -100, C: -100, D: -100 }, mahjong: 'A' });
    store.close();
  });

  it('the event as of an earlier entry ignores later corrections', () => {
    const store = corrected();
    const dealAsOf = (asOf?: number) => store.toEventData(asOf).rounds[0]?.tables[0]?.deals;
    expect(dealAsOf()).toEqual([{ kind: 'recorded', vists: { A: 200, B: -100, C: -50, D: -50 }, mahjong: 'A' }]);
    expect(dealAsOf(6)).toEqual([{ kind: 'recorded', vists: { A: 300, B: -100, C: -100, D: -100 }, mahjong: 'A' }]);
    expect(dealAsOf(5)).toBeUndefined();
    expect(store.toEventData(0)).toEqual({ regulation: '../regulations/repino-2008.yaml', seed: 7, players: [], rounds: [] });
    expect(store.effectiveEntries(6).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(store.effectiveEntries().map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 7]);
    store.close();
  });

  it('a corrected deal keeps its place among the deals of its table', () => {
    const store = corrected();
    store.record({ kind: 'deal', round: 1, table: 1, payload: { redeal: true } });
    store.correct(7, { vists: { A: 100, B: -100, C: 0, D: 0 }, mahjong: 'A' }, 'second look');
    const deals = store.toEventData().rounds[0]!.tables[0]!.deals!;
    expect(deals.map((d) => d.kind)).toEqual(['recorded', 'redeal']);
    store.close();
  });

  it('need a reason, a known entry, and the entry in force', () => {
    const store = corrected();
    expect(() => store.correct(6, { redeal: true }, '  ')).toThrow('a correction needs a reason (correcting entry 6)');
    expect(() => store.correct(99, { redeal: true }, 'x')).toThrow('there is no entry 99 to correct');
    expect(() => store.correct(6, { redeal: true }, 'x')).toThrow('entry 6 was already corrected by entry 7; correct entry 7, the one in force, instead');
    store.correct(7, { redeal: true }, 'it was a redeal');
    expect(() => store.correct(6, { redeal: true }, 'x')).toThrow('entry 6 was already corrected by entry 7; correct entry 8, the one in force, instead');
    // A stale correction is a conflict (the desk answers 409), every other refusal a plain refusal (400).
    const kindOf = (f: () => unknown) => { try { f(); } catch (e) { return e instanceof StoreError ? e.kind : 'not a StoreError'; } return 'no error'; };
    expect(kindOf(() => store.correct(6, { redeal: true }, 'x'))).toBe('conflict');
    expect(kindOf(() => store.correct(99, { redeal: true }, 'x'))).toBe('refused');
    expect(store.lastSeq()).toBe(8);
    store.close();
  });

  it('a null payload withdraws an entry; correcting the withdrawal brings it back', () => {
    const store = corrected();
    store.correct(7, null, 'recorded at the wrong table');
    expect(store.toEventData().rounds[0]!.tables[0]!.deals).toBeUndefined();
    expect(store.history()[7]).toMatchObject({ seq: 8, payload: null, replaces: 7, reason: 'recorded at the wrong table' });
    store.correct(8, { redeal: true }, 'it was a redeal after all');
    expect(store.toEventData().rounds[0]!.tables[0]!.deals).toEqual([{ kind: 'redeal', redeal: true }]);
    expect(() => store.record({ kind: 'deal', round: 1, table: 1, payload: null })).toThrow(/null is only for a correction/);
    store.close();
  });

  it('a validator refuses a correction that adds a problem', () => {
    const store = corrected();
    expect(() => store.correct(7, { vists: { A: 200, B: -100, C: -50, E: -50 }, mahjong: 'A' }, 'typo', { validate: noNewProblems })).toThrow(
      '"E" is not a registered player',
    );
    expect(store.lastSeq()).toBe(7);
    store.close();
  });
});

describe('import and export', () => {
  const { event } = loadEventFile('test/fixtures/events/repino-two-rounds.yaml');

  it('round-trips the Repino fixture', () => {
    const store = initStore(fresh(), { regulation: '../../../regulations/repino-2008.yaml', seed: 1 });
    const seqs = store.importEvent(event!, { validate: noNewProblems });
    // 8 players + per round a seating and a wind (4) + 12 deals + 2 table penalties = 26
    expect(seqs).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(store.toEventData()).toEqual(event);
    expect(store.exportEvent()).toEqual(eventToFile(event!));
    store.close();
  });

  it('refuses another seed, and a store that already has rounds', () => {
    const store = initStore(fresh(), { regulation: 'r.yaml', seed: 2 });
    expect(() => store.importEvent(event!)).toThrow("the event's seed is 1 but the store's is 2");
    const other = seeded();
    expect(() => other.importEvent({ ...event!, seed: 7 })).toThrow(
      'the store already has protocol entries for rounds (entry 5); import works on a store that has only players',
    );
    expect(other.lastSeq()).toBe(5);
    store.close();
    other.close();
  });

  it('refuses a player registered under another name', () => {
    const store = initStore(fresh(), { regulation: 'r.yaml', seed: 1, players: [{ id: 'A', name: 'Аня' }] });
    expect(() => store.importEvent(event!)).toThrow('player A is registered as "Аня"; the event says "Анна"');
    store.close();
  });
});

describe('append-only', () => {
  it('triggers forbid UPDATE and DELETE on entries and on the header', () => {
    const store = seeded();
    const file = store.file;
    store.close();
    const db = new Database(file);
    expect(() => db.prepare("UPDATE entries SET payload = '{}' WHERE seq = 1").run()).toThrow('protocol entries are append-only: UPDATE is not allowed');
    expect(() => db.prepare('DELETE FROM entries WHERE seq = 5').run()).toThrow('protocol entries are append-only: DELETE is not allowed');
    expect(() => db.prepare("UPDATE meta SET value = '8' WHERE key = 'seed'").run()).toThrow('the store header is written once: UPDATE is not allowed');
    expect(() => db.prepare('DELETE FROM meta').run()).toThrow('the store header is written once: DELETE is not allowed');
    // A correction needs a reason, and an entry is replaced at most once, at the database level too.
    const insert = db.prepare("INSERT INTO entries (at, kind, round, table_no, payload, replaces, reason) VALUES ('t', 'deal', 1, 1, '{}', ?, ?)");
    expect(() => insert.run(5, null)).toThrow(/CHECK constraint failed/);
    insert.run(5, 'first');
    expect(() => insert.run(5, 'second')).toThrow(/UNIQUE constraint failed/);
    expect((db.prepare('SELECT COUNT(*) AS n FROM entries').get() as { n: number }).n).toBe(6);
    db.close();
  });
});
