/**
 * The desk seats an MCR session by the regulation's seat chart (mcr-2006.yaml `wind-round-seats`, #15): after the
 * East round E<->S and W<->N, after the South round E->W, W->S, S->N, N->E, after the West round E<->S and W<->N. A,
 * B, C, D start East, South, West, North: the South round is played B A D C, the West round C D B A, the North round
 * D C A B, and each round's first East is the player in the East seat (East passes every deal, 3.5). The event
 * page's seats and next East, the players' table page and the printed score sheet's East of each deal follow it.
 * Expected seats worked out by hand from the chart.
 */
import { describe, expect, it } from 'vitest';
import { request, useDesk } from '../support/desk.js';
import { playersOf, seatedStore } from '../support/seated-store.js';

const IDS = ['A', 'B', 'C', 'D'];
const NAMES: Record<string, string> = { A: 'Анна', B: 'Борис', C: 'Вера', D: 'Глеб' };
/** A deal given by the winner's fans: `player` self-drawn with 8 fans. */
const fans = (player: string) => ({ win: { player, from: 'wall' }, fans: 8 });

describe('an MCR session seated by the seat chart at the desk', () => {
  const desk = useDesk(() => seatedStore('mcr-2006', 3, playersOf(IDS, (id) => NAMES[id]!), [IDS]));

  it('prints the East of each of the 16 deals by the chart before the session starts', async () => {
    const sheet = (await request(`${desk.api()}/print/score-sheets.html?round=1&rows=16&lang=ru`)).body as string;
    const easts = [...sheet.matchAll(/<tr><td class="n">(\d+)<\/td><td>([^<]*)<\/td>/g)].map((m) => m[2]);
    // East round A B C D deal in seat order; South round B A D C; West C D B A; North D C A B.
    expect(easts).toEqual(['A', 'B', 'C', 'D', 'B', 'A', 'D', 'C', 'C', 'D', 'B', 'A', 'D', 'C', 'A', 'B'].map((id) => NAMES[id]));
  });

  it('seats the South round B A D C after the fourth deal, with B East', async () => {
    const api = desk.api();
    let version = (await request(`${api}/api/event`)).body.version as number;
    for (const p of IDS) {
      const saved = await request(`${api}/api/entries`, { json: { version, entry: { kind: 'deal', round: 1, table: 1, payload: fans(p) } } });
      expect(saved.status).toBe(200);
      version = saved.body.version as number;
    }
    const event = (await request(`${api}/api/event`)).body;
    expect(event.rounds[0].seatsNow).toEqual([['B', 'A', 'D', 'C']]);
    expect(event.rounds[0].nextEast).toEqual(['B']);
    // The players' page shows the table as it plays now.
    const cards = (await request(`${api}/print/table-cards.html?round=1`)).body as string;
    const code = /data-code>(\d{6})</.exec(cards)![1]!;
    const table = (await request(`${api}/play/table?code=${code}`)).body;
    expect(table.players.map((p: { id: string }) => p.id)).toEqual(['B', 'A', 'D', 'C']);
    expect(table.nextEast).toBe('B');
    // The table card printed now gives the South round's seats, from deal 5 on.
    expect(cards).toContain('data-from-deal="5"');
  });
});
