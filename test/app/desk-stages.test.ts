/**
 * Cuts, a final and a formula in the desk's live standings: who is out and why (the clause), as
 * `reglament standings` prints them. Repino-2008 (Б.5: cuts after rounds, a final of 4 from zero) scaled down to
 * one qualifying round of 8 players with a cut to 4 (a file extending the bundled regulation); the festival's
 * formula for 6 players (section 3: the best 4 of round 1 over both tables go on). Expected values worked out by hand.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initStore } from '../../store/index.js';
import { createStore, request, ROOT, tempFolder, useDesk } from '../support/desk.js';

/** The version the next write is based on. */
async function version(api: string): Promise<number> {
  return (await request(`${api}/api/event`)).body.version as number;
}

/** Records one deal given as vists at a table (the mahjong to the first player). */
async function deal(api: string, round: number, table: number, vists: Record<string, number>): Promise<void> {
  const r = await request(`${api}/api/entries`, { json: { version: await version(api), entry: { kind: 'deal', round, table, payload: { vists, mahjong: Object.keys(vists)[0] } } } });
  expect(r.status).toBe(200);
}

/** The rows of the standings JSON: player, rank, points, out, status fields. */
function brief(rows: Array<{ player: string; rank: number; points: number; out: boolean; outReason?: string; cutAfter?: number; stage?: string }>) {
  return rows.map((r) => [r.player, r.rank, r.points, r.out ? `${r.outReason ?? ''} ${r.cutAfter ?? ''}` : (r.stage ?? '')]);
}

describe('Repino-2008 with one qualifying round: the cut and the final', () => {
  const desk = useDesk(() => {
    const folder = tempFolder();
    const regulation = join(folder, 'repino-one-cut.yaml');
    writeFileSync(regulation, [
      'regulation: repino-2008-one-cut',
      'version: "test"',
      `extends: ${JSON.stringify(join(ROOT, 'regulations', 'repino-2008.yaml'))}`,
      'name: { ru: Репино-2008 в один отборочный тур, en: Repino-2008 with one qualifying round }',
      'tournament:',
      '  rounds: { count: 1, optional: [], clause: Б.3 }',
      '  cuts:',
      '    - { after: 1, keep: 4, clause: Б.5 }',
      '',
    ].join('\n'));
    const players = 'ABCDEFGH'.split('').map((id) => ({ id, name: id }));
    const store = join(folder, 'event.db');
    initStore(store, { regulation, seed: 1, players }).close();
    return store;
  });

  it('after round 1 the best 4 go on; the others are out, cut after round 1, with the clause in the legend', async () => {
    const api = desk.api();
    const seat = await request(`${api}/api/rounds/1/seat`, { json: { version: await version(api) } });
    expect(seat.status).toBe(200);
    const [t1, t2] = seat.body.seating.tables as string[][];
    // Б.7.1 places 3, 2, 1, 0 per deal, plus Б.7.2 vist bands (0-256: 1, 257-512: 2, 513-1024: 3), signed.
    // Table 1: w +600 -> 3 + 3 = 6, x -100 -> 2 - 1 = 1, y -200 -> 1 - 1 = 0, z -300 -> 0 - 2 = -2 (600 - 600 = 0).
    // Table 2: p +300 -> 3 + 2 = 5, q +100 -> 2 + 1 = 3, r -150 -> 1 - 1 = 0, s -250 -> 0 - 1 = -1 (400 - 400 = 0).
    const [w, x, y, z] = t1 as [string, string, string, string];
    const [p, q, r, s] = t2 as [string, string, string, string];
    await deal(api, 1, 1, { [w]: 600, [x]: -100, [y]: -200, [z]: -300 });
    await deal(api, 1, 2, { [p]: 300, [q]: 100, [r]: -150, [s]: -250 });
    // Points, then vists (Б.7.2): w 6, p 5, q 3, x 1, r 0 (-150) above y 0 (-200), s -1, z -2; Б.5 keeps 4.
    const after1 = (await request(`${api}/api/standings`)).body;
    expect(brief(after1.standings)).toEqual([
      [w, 1, 6, ''], [p, 2, 5, ''], [q, 3, 3, ''], [x, 4, 1, ''],
      [r, 5, 0, 'cut 1'], [y, 6, 0, 'cut 1'], [s, 7, -1, 'cut 1'], [z, 8, -2, 'cut 1'],
    ]);
    expect(after1.cuts).toEqual([{ after: 1, keep: 4, clause: 'Б.5' }]);
    const html = (await request(`${api}/print/standings.html?lang=en`)).body as string;
    expect(html.match(/<tr class="out">/g)).toHaveLength(4);
    expect(html).toMatch(new RegExp(`<td>${r}</td>.*cut after round 1`));
    expect(html).toContain('After round 1 the best 4 go on (Б.5).');
    const text = (await request(`${api}/print/standings.html?lang=ru`)).body as string;
    expect(text).toContain('После 1-го тура продолжают 4 лучших (Б.5).');
    expect(text).toContain('отсев после 1-го тура');

    // Round 2 is the final of the best 4, from zero (Б.5, Б.6): p +400 -> 3 + 2 = 5, w -50 -> 2 - 1 = 1,
    // q -150 -> 1 - 1 = 0, x -200 -> 0 - 1 = -1 (400 - 400 = 0). Places 1-4 from the final alone; the others keep
    // their places after round 1 below them.
    const final = await request(`${api}/api/rounds/2/seat`, { json: { version: await version(api) } });
    expect(final.status).toBe(200);
    expect(final.body.seating.method).toBe('final');
    expect([...final.body.seating.tables[0]].sort()).toEqual([w, p, q, x].sort());
    await deal(api, 2, 1, { [p]: 400, [w]: -50, [q]: -150, [x]: -200 });
    const after2 = (await request(`${api}/api/standings`)).body;
    expect(brief(after2.standings)).toEqual([
      [p, 1, 5, 'final'], [w, 2, 1, 'final'], [q, 3, 0, 'final'], [x, 4, -1, 'final'],
      [r, 5, 0, 'cut 1'], [y, 6, 0, 'cut 1'], [s, 7, -1, 'cut 1'], [z, 8, -2, 'cut 1'],
    ]);
    const html2 = (await request(`${api}/print/standings.html?lang=en`)).body as string;
    expect(html2).toContain("The finalists' places come from the final (earlier points not counted) (Б.5, Б.6).");
  });
});

describe('the festival formula for 6 players', () => {
  const desk = useDesk(() => createStore('preference-festival-2011', 7, ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: id }))));

  it('after round 1 the best 4 of the round go on: the third of each table is out, with the formula and clause', async () => {
    const api = desk.api();
    const seat = await request(`${api}/api/rounds/1/seat`, { json: { version: await version(api) } });
    const tables = seat.body.seating.tables as string[][];
    expect(tables.map((t) => t.length)).toEqual([3, 3]);
    // Each table of 3 as vists: first +30, second +10, third -40 (30 + 10 - 40 = 0): places 4, 3, 1 (section 4,
    // a table of 3: the second gets 3 with a result above 0). The best 4 of the round: the firsts and the seconds.
    for (const [i, t] of tables.entries()) {
      const r = await request(`${api}/api/entries`, { json: { version: await version(api), entry: { kind: 'result', round: 1, table: i + 1, payload: { vists: { [t[0]!]: 30, [t[1]!]: 10, [t[2]!]: -40 } } } } });
      expect(r.status).toBe(200);
    }
    const s = (await request(`${api}/api/standings`)).body;
    const out = s.standings.filter((row: { out: boolean }) => row.out).map((row: { player: string; cutAfter: number }) => [row.player, row.cutAfter]);
    expect(out.sort()).toEqual([[tables[0]![2], 1], [tables[1]![2], 1]].sort());
    expect(s.formula.steps).toEqual([expect.objectContaining({ after: 1, clause: '3', out: expect.arrayContaining([tables[0]![2], tables[1]![2]]) })]);
    const html = (await request(`${api}/print/standings.html?lang=en`)).body as string;
    expect(html).toContain('Formula &quot;Knockout in 2 rounds&quot; for 6 players (3).');
    expect(html).toMatch(/After round 1 the best 4 of the round go on \(all tables together\) \(3\); out: \w, \w\./);
    expect(html.match(/<tr class="out">[^\n]*cut after round 1/g)).toHaveLength(2);
  });
});
