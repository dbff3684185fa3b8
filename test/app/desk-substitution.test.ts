/**
 * A substitution in the middle of a table at the desk: the event page's "table so far" counts the seat as the
 * standings do (the substitute carries on the results of the player he replaced, Bermuda 5.6), not the two halves
 * of the seat as two players. Expected values worked out by hand (Bermuda 3.2, 5.6). Each test has its own store.
 */
import { describe, expect, it } from 'vitest';
import { createStore, FOUR_PLAYERS, request, useDesk } from '../support/desk.js';

/** The desk's writes on one event store: its current version, and an entry written at it (must be accepted). */
function writer(api: () => string) {
  const version = async (): Promise<number> => (await request(`${api()}/api/event`)).body.version as number;
  const write = async (entry: unknown) => {
    const r = await request(`${api()}/api/entries`, { json: { version: await version(), entry } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  return { version, write };
}

/** Round 1 seated and played: four deals, E replacing B between deals 2 and 3 (Bermuda 5.6). */
async function playRoundOne(api: () => string): Promise<void> {
  const { version, write } = writer(api);
  expect((await request(`${api()}/api/rounds/1/seat`, { json: { version: await version() } })).status).toBe(200);
  await write({ kind: 'player', payload: { action: 'register', id: 'E', name: 'Дина', 'from-round': 1 } });
  const deal = (vists: Record<string, number>, mahjong: string) => ({ kind: 'deal', round: 1, table: 1, payload: { vists, mahjong } });
  // Deal 1: 300 - 20 - 80 - 200 = 0; deal 2: 100 - 40 - 30 - 30 = 0.
  await write(deal({ A: 300, B: -20, C: -80, D: -200 }, 'A'));
  await write(deal({ A: -40, B: 100, C: -30, D: -30 }, 'B'));
  // Bermuda 5.6: E replaces B between deals 2 and 3 and carries B's results on.
  await write({ kind: 'player', round: 1, payload: { action: 'substitute', out: 'B', in: 'E', 'after-deal': 2 } });
  // Deal 3: 200 - 100 - 50 - 50 = 0; deal 4: 90 - 3 x 30 = 0.
  await write(deal({ A: -100, E: 200, C: -50, D: -50 }, 'E'));
  await write(deal({ A: -30, E: -30, C: 90, D: -30 }, 'C'));
}

// The tour's vists (Bermuda 3.2, the sum of the deals): A 300 - 40 - 100 - 30 = 130;
// the seat of B then E: -20 + 100 + 200 - 30 = 250; C -80 - 30 - 50 + 90 = -70; D -200 - 30 - 50 - 30 = -310
// (130 + 250 - 70 - 310 = 0). Places 4, 2, 1, 0: E (for B) 250 -> 4, A 130 -> 2, C -70 -> 1, D -310 -> 0.
// (Counted as two players, B's 80 and E's 170 would take five places of a four-place table.)
const ROUND_ONE = { A: { points: 2, vists: 130 }, E: { points: 4, vists: 250 }, C: { points: 1, vists: -70 }, D: { points: 0, vists: -310 } };

describe('a substitution between deals of a table, at the desk', () => {
  const desk = useDesk(() => createStore('bermuda-triangle', 3, FOUR_PLAYERS));

  it('shows the table so far with E carrying B\'s deals, the same figures as E\'s row in the standings', async () => {
    const api = desk.api();
    await playRoundOne(desk.api);
    const event = (await request(`${api}/api/event`)).body;
    expect(event.problems).toEqual([]);
    expect(event.rounds[0].results[0]).toEqual(ROUND_ONE);

    const s = (await request(`${api}/api/standings`)).body;
    const rows = Object.fromEntries(s.standings.map((r: { player: string; points: number; vists: number }) => [r.player, { points: r.points, vists: r.vists }]));
    expect(rows).toEqual(ROUND_ONE);
    // E's row carries B's: mahjongs of deal 2 (B) and deal 3 (E).
    expect(s.standings.find((r: { player: string }) => r.player === 'E')).toMatchObject({ carries: ['B'], mahjongs: 2 });
  });
});

describe('a substitution between rounds, after one between deals, at the desk', () => {
  const desk = useDesk(() => createStore('bermuda-triangle', 3, FOUR_PLAYERS));

  it('a substitution between later rounds leaves the figures of round 1\'s table under the ids of those who sat there', async () => {
    const api = desk.api();
    await playRoundOne(desk.api);
    const { write } = writer(desk.api);
    await write({ kind: 'player', payload: { action: 'register', id: 'F', name: 'Фёдор', 'from-round': 2 } });
    await write({ kind: 'player', round: 2, payload: { action: 'substitute', out: 'C', in: 'F' } });
    // Round 1 as above: C sat at the table through all four deals (F carries C's results on only from round 2).
    const event = (await request(`${api}/api/event`)).body;
    expect(event.problems).toEqual([]);
    expect(event.rounds[0].results[0]).toEqual(ROUND_ONE);
  });
});
