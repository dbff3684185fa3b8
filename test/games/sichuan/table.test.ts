/**
 * The count of minor violations in a Sichuan session up to each entry of a penalty list (what a sanction "after the
 * scale" is checked against). Values worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { createSichuanSession, violationsUpTo } from '../../../games/sichuan/table.js';

describe('violationsUpTo', () => {
  it('counts forward from the session so far, per player, each entry included; explicit game points and sanctions add nothing', () => {
    const session = createSichuanSession();
    session.violations.set('D', 6);
    const counts = violationsUpTo(session, [
      { player: 'D', rule: 'minor-violation' }, // D 6 + 1 = 7
      { player: 'A', rule: 'minor-violation' }, // A 0 + 1 = 1
      { player: 'D', 'tournament-points': -1 }, // D still 7
      { player: 'D', rule: 'minor-violation', disqualified: true }, // D 7 + 1 = 8 (the entry itself counts)
      { player: 'D', rule: 'minor-violation', points: -8 }, // game points given: not on the scale, D still 8
      { player: 'A', vists: -4 }, // A still 1
    ]);
    expect(counts).toEqual([7, 1, 7, 8, 8, 1]);
    // Taken before the list is counted: the session itself is not changed.
    expect([...session.violations]).toEqual([['D', 6]]);
  });
});
