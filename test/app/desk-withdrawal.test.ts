/**
 * Withdrawing a player from the desk's API: the CLI's `{action: withdraw, player, after}` entry, shown on the
 * player and as `out` in the standings from the round after. Expected values worked out by hand (Bermuda 3.2).
 */
import { describe, expect, it } from 'vitest';
import { createStore, FOUR_PLAYERS, request, useDesk } from '../support/desk.js';

describe('a withdrawal recorded at the desk', () => {
  const desk = useDesk(() => createStore('bermuda-triangle', 3, FOUR_PLAYERS));

  const version = async (): Promise<number> => (await request(`${desk.api()}/api/event`)).body.version as number;

  it('records the withdrawal after round 1; the player is out of the standings after round 1, with the reason', async () => {
    const api = desk.api();
    expect((await request(`${api}/api/rounds/1/seat`, { json: { version: await version() } })).status).toBe(200);
    // 300 - 20 - 80 - 200 = 0
    const deal = await request(`${api}/api/entries`, { json: { version: await version(), entry: { kind: 'deal', round: 1, table: 1, payload: { vists: { A: 300, B: -20, C: -80, D: -200 }, mahjong: 'A' } } } });
    expect(deal.status).toBe(200);
    const w = await request(`${api}/api/entries`, { json: { version: await version(), author: 'judge', entry: { kind: 'player', payload: { action: 'withdraw', player: 'D', after: 1 } } } });
    expect(w.status).toBe(200);
    const event = (await request(`${api}/api/event`)).body;
    expect(event.players.find((p: { id: string }) => p.id === 'D')).toEqual({ id: 'D', name: 'Глеб', 'withdrawn-after': 1 });
    // Bermuda 3.2, places by the tour's vists: A 300 -> 4, B -20 -> 2, C -80 -> 1, D -200 -> 0; D keeps his row.
    const s = (await request(`${api}/api/standings`)).body;
    expect(s.standings.map((r: { player: string; points: number; out: boolean }) => [r.player, r.points, r.out])).toEqual([
      ['A', 4, false], ['B', 2, false], ['C', 1, false], ['D', 0, true],
    ]);
    expect(s.standings[3]).toMatchObject({ outReason: 'withdrawn', withdrawnAfter: 1 });
    const html = (await request(`${api}/print/standings.html?lang=en`)).body as string;
    expect(html).toMatch(/<tr class="out">.*<td>D<\/td>.*withdrew after round 1/);
  });

  it('refuses a second withdrawal of the same player, and one of a player nobody registered', async () => {
    const api = desk.api();
    const again = await request(`${api}/api/entries`, { json: { version: await version(), entry: { kind: 'player', payload: { action: 'withdraw', player: 'D', after: 2 } } } });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].message).toMatch(/withdrawal of D/);
    const nobody = await request(`${api}/api/entries`, { json: { version: await version(), entry: { kind: 'player', payload: { action: 'withdraw', player: 'Z', after: 1 } } } });
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors[0].message).toMatch(/Z/);
  });
});
