/**
 * compareEventStandings on test/fixtures/impact/club-event.yaml: the same event run under the Bermuda Triangle and
 * under its club night. The arithmetic is in the fixture's comments: B and E both win their table (4 points) and
 * vists decide: Bermuda B 8000 > E 6144, club night E 4224 > B 4000.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEventFile } from '../../../games/index.js';
import { compareEventStandings } from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';
import { tableRulesOf } from '../../../games/index.js';

const root = join(import.meta.dirname, '..', '..', '..');
const bermuda = irOfFile('regulations/bermuda-triangle.yaml');
const club = irOfFile('regulations/examples/bermuda-club-night.yaml');
const loaded = loadEventFile(join(root, 'test/fixtures/impact/club-event.yaml'));

describe('compareEventStandings', () => {
  it('reads the fixture event', () => {
    expect(loaded.diagnostics).toEqual([]);
  });

  it('lists the ranks that move, with old and new points and vists', () => {
    const ev = compareEventStandings(bermuda, club, loaded.event!, tableRulesOf);
    expect(ev.afterRound).toBe(1);
    expect(ev.players).toBe(8);
    expect(ev.moved).toEqual([
      { player: 'E', name: 'Дина', oldRank: 2, newRank: 1, oldPoints: 4, newPoints: 4, oldVists: 6144, newVists: 4224 },
      { player: 'B', name: 'Борис', oldRank: 1, newRank: 2, oldPoints: 4, newPoints: 4, oldVists: 8000, newVists: 4000 },
    ]);
    // every player's vists change (every deal is scored again); nobody else moves: C, D 3rd; F, G, H 5th; A 8th
    expect(ev.totalsChanged).toBe(8);
    expect(ev.rows.map((r) => [r.player, r.oldRank, r.newRank, r.oldVists, r.newVists])).toEqual([
      ['E', 2, 1, 6144, 4224], ['B', 1, 2, 8000, 4000],
      ['C', 3, 3, -2000, -1000], ['D', 3, 3, -2000, -1000],
      ['F', 5, 5, -2048, -1408], ['G', 5, 5, -2048, -1408], ['H', 5, 5, -2048, -1408],
      ['A', 8, 8, -4000, -2000],
    ]);
    expect(ev.problems).toEqual([]);
  });

  it('the same regulation moves nobody', () => {
    const ev = compareEventStandings(bermuda, bermuda, loaded.event!, tableRulesOf);
    expect([ev.moved, ev.totalsChanged]).toEqual([[], 0]);
  });
});
