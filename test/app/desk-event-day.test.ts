/**
 * The desk on an event day (issue 18), through its API: a substitution recorded before its round is seated (the
 * round is still the next to seat, and the substitute is seated in the place of whom he replaces) or after it (the
 * seating's seat goes to the substitute); nothing the engine cannot run is saved (a hand that cannot be read, a pulya
 * sheet with a pool that is not a number), each refusal at its field. Bermuda Triangle (4 per table) and the
 * preference festival 2011; each block has its own store.
 */
import { describe, expect, it } from 'vitest';
import type { EventPlayer } from '../../runtime/index.js';
import { createStore, request, useDesk } from '../support/desk.js';

/** Eight players A-H and a late entry S from round 2. */
const NINE: EventPlayer[] = [...[...'ABCDEFGH'].map((id): EventPlayer => ({ id, name: `Игрок ${id}` })), { id: 'S', name: 'Семён', 'from-round': 2 }];

/** The desk's writes on one store: its version, an entry written at it, a round seated. */
function writer(api: () => string) {
  const event = async () => (await request(`${api()}/api/event`)).body;
  const write = async (entry: unknown) => request(`${api()}/api/entries`, { json: { version: (await event()).version, entry } });
  const seat = async (round: number) => request(`${api()}/api/rounds/${round}/seat`, { json: { version: (await event()).version } });
  return { event, write, seat };
}

/** Seats round 1 and records one deal per table: the table's East wins 300 from the others' 100 each. */
async function playRoundOne(api: () => string): Promise<string[][]> {
  const { write, seat } = writer(api);
  const seated = await seat(1);
  expect(seated.status).toBe(200);
  const tables = seated.body.seating.tables as string[][];
  for (const [i, t] of tables.entries()) {
    const vists = Object.fromEntries(t.map((p, k) => [p, k === 0 ? 300 : -100]));
    expect((await write({ kind: 'deal', round: 1, table: i + 1, payload: { vists, mahjong: t[0] } })).status).toBe(200);
  }
  return tables;
}

describe('a substitution recorded before its round is seated (bug 1)', () => {
  const desk = useDesk(() => createStore('bermuda-triangle', 7, NINE));

  it('leaves that round the next to seat, seats the substitute in the place of whom he replaces, and the standings after round 1', async () => {
    const api = desk.api;
    const { event, write, seat } = writer(api);
    await playRoundOne(api);
    expect((await write({ kind: 'player', round: 2, payload: { action: 'substitute', out: 'B', in: 'S' } })).status).toBe(200);
    const before = await event();
    expect(before.nextRound).toBe(2);
    expect((await request(`${api()}/api/standings`)).body.afterRound).toBe(1);
    // Round 3 cannot be seated before round 2.
    const three = await seat(3);
    expect(three.status).toBe(400);
    expect(three.body.errors[0].message).toMatch(/round 2/);
    const two = await seat(2);
    expect(two.status).toBe(200);
    const seated = (two.body.seating.tables as string[][]).flat();
    expect(seated).toContain('S');
    expect(seated).not.toContain('B');
    expect((await event()).nextRound).toBe(3);
  });
});

describe('a substitution recorded after its round is seated (bug 1)', () => {
  const desk = useDesk(() => createStore('bermuda-triangle', 7, NINE));

  it('gives the substitute the seat of whom he replaces', async () => {
    const api = desk.api;
    const { event, write, seat } = writer(api);
    await playRoundOne(api);
    const two = await seat(2);
    expect(two.status).toBe(200);
    const tables = two.body.seating.tables as string[][];
    // Nine players, two tables of four: S, who enters in round 2 with no results, sits out.
    expect(two.body.seating.sittingOut).toEqual(['S']);
    const ti = tables.findIndex((t) => t.includes('B'));
    const seatOfB = tables[ti]!.indexOf('B');
    const r = await write({ kind: 'player', round: 2, payload: { action: 'substitute', out: 'B', in: 'S' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await event();
    expect(after.rounds[1].tables[ti].players[seatOfB]).toBe('S');
    expect(after.problems).toEqual([]);
  });
});

describe('nothing the engine cannot run is saved (bug 2)', () => {
  const desk = useDesk(() => createStore('bermuda-triangle', 7, NINE));

  it('refuses a deal whose hand cannot be read, at that hand', async () => {
    const api = desk.api;
    const { event, write } = writer(api);
    const [t1] = await playRoundOne(api);
    const [w, a, b, c] = t1!;
    const hands = { [w!]: '123m456m789m2m[777z+2m', [a!]: '345m678m345p678s1p', [b!]: '234p567p345s678s9p', [c!]: '234s456s678p123p1s' };
    const version = (await event()).version;
    const r = await write({ kind: 'deal', round: 1, table: 1, payload: { hands, win: { player: w, from: 'discard', discarder: b } } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{
      field: `payload.hands.${w}`, message: expect.stringContaining("'+' inside a meld"),
      text: { en: expect.stringContaining("'+' inside a meld"), ru: expect.stringContaining('«+» внутри набора') },
    }]);
    expect((await event()).version).toBe(version);
  });
});

describe('nothing the engine cannot run is saved: a pulya sheet (bug 2)', () => {
  const desk = useDesk(() => createStore('preference-festival-2011', 7, NINE));

  it('refuses a pool that is not a number, at that cell', async () => {
    const api = desk.api;
    const { event, write, seat } = writer(api);
    const seated = await seat(1);
    expect(seated.status).toBe(200);
    const t = (seated.body.seating.tables as string[][])[0]!;
    const row = (p: string, pool: unknown) => ({ pool, mountain: 0, whists: Object.fromEntries(t.filter((q) => q !== p).map((q) => [q, 0])) });
    const players = Object.fromEntries(t.map((p, k) => [p, row(p, k === 0 ? 'abc' : 10)]));
    const version = (await event()).version;
    const r = await write({ kind: 'result', round: 1, table: 1, payload: { pulya: { players } } });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { field: string }) => e.field)).toEqual([`payload.pulya.players.${t[0]}.pool`]);
    expect((await event()).version).toBe(version);
  });
});
