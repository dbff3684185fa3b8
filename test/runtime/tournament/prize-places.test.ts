/**
 * Prize places (`tournament.prize-places`; the 2011 festival's section 1: "Первые три места - призовые"): who holds
 * them once the places are final, and a place shared across the last prize place, which is reported, not decided.
 * Standings are built by hand: only the ranks, the round and the final's round matter here.
 */
import { describe, expect, it } from 'vitest';
import { prizePlacesOf, type EventStandings, type StandingRow, type TournamentIR } from '../../../runtime/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const festival = irOfFile('regulations/preference-festival-2011.yaml').tournament!;
const bermuda = irOfFile('regulations/bermuda-triangle.yaml').tournament!;
const origin = { file: 'test', line: 1, col: 1 };

/** Standings with these ranks (players A, B, C, ... in order), after `afterRound`, the final in `finalRound`. */
function standings(ranks: number[], afterRound: number, finalRound: number | null): EventStandings {
  const rows = ranks.map((rank, i) => ({ player: String.fromCharCode(65 + i), rank }) as StandingRow);
  return { afterRound, qualifyingRounds: 2, finalRound, rows, cuts: [], notes: [] };
}

describe('prize places', () => {
  it('the festival names 3 prize places (section 1)', () => {
    expect(festival.prizePlaces).toMatchObject({ value: 3, clause: '1' });
  });

  it('a regulation that names none has no prize places', () => {
    expect(bermuda.prizePlaces).toBeUndefined();
    expect(prizePlacesOf(bermuda, standings([1, 2, 3, 4], 3, 3))).toBeNull();
  });

  it('after the final: places 1, 2, 3 win prizes, 4 and below do not', () => {
    expect(prizePlacesOf(festival, standings([1, 2, 3, 4, 5, 6], 3, 3))).toEqual({
      places: 3, clause: '1', decided: true, players: ['A', 'B', 'C'], ties: [], withheld: [],
    });
  });

  it('before the final nobody is marked', () => {
    expect(prizePlacesOf(festival, standings([1, 2, 3, 4, 5, 6], 2, null))).toEqual({
      places: 3, clause: '1', decided: false, players: [], ties: [], withheld: [],
    });
  });

  it('two players sharing place 2 are both inside the prize places (places 2 and 3)', () => {
    // Ranks 1, 2, 2, 4: B and C occupy places 2-3, all within 1-3.
    expect(prizePlacesOf(festival, standings([1, 2, 2, 4], 3, 3))).toMatchObject({ players: ['A', 'B', 'C'], ties: [] });
  });

  it('players sharing place 3 straddle the last prize place: reported with the one prize left, nobody chosen', () => {
    // Ranks 1, 2, 3, 3, 5: C and D occupy places 3-4, and only place 3 is a prize place.
    expect(prizePlacesOf(festival, standings([1, 2, 3, 3, 5], 3, 3))).toMatchObject({
      players: ['A', 'B'], ties: [{ rank: 3, players: ['C', 'D'], prizes: 1 }],
    });
    // Ranks 1, 2, 2, 2: B, C, D occupy places 2-4: two prize places (2 and 3) for three players.
    expect(prizePlacesOf(festival, standings([1, 2, 2, 2], 3, 3))).toMatchObject({
      players: ['A'], ties: [{ rank: 2, players: ['B', 'C', 'D'], prizes: 2 }],
    });
  });

  it('a prize place held by a player who withdrew or was disqualified is reported, not marked and not passed down', () => {
    // Ranks 1, 2, 3, 4 with B disqualified and C withdrawn: A keeps place 1; places 2 and 3 are for the judge (the
    // regulation does not say whether a prize passes to D at place 4), so D is not marked either.
    const s = standings([1, 2, 3, 4], 3, 3);
    s.rows[1] = { ...s.rows[1]!, out: true, outReason: 'disqualified' };
    s.rows[2] = { ...s.rows[2]!, out: true, outReason: 'withdrawn' };
    expect(prizePlacesOf(festival, s)).toMatchObject({
      players: ['A'], ties: [], withheld: [{ rank: 2, player: 'B', reason: 'disqualified' }, { rank: 3, player: 'C', reason: 'withdrawn' }],
    });
    // A player cut in an earlier round is out too, but only below the finalists: his place is simply not a prize place.
    const cut = standings([1, 2, 3, 4], 3, 3);
    cut.rows[3] = { ...cut.rows[3]!, out: true, outReason: 'cut' };
    expect(prizePlacesOf(festival, cut)).toMatchObject({ players: ['A', 'B', 'C'], withheld: [] });
  });

  it('fewer players than prize places: every one of them holds one', () => {
    expect(prizePlacesOf(festival, standings([1, 2], 3, 3))).toMatchObject({ players: ['A', 'B'], ties: [], withheld: [] });
  });

  it('without a final the places are final after the last qualifying round', () => {
    const noFinal: TournamentIR = {
      ...bermuda, final: null, rounds: { value: { count: 4, optional: [] }, clause: 't', origin }, prizePlaces: { value: 2, clause: 't', origin },
    };
    expect(prizePlacesOf(noFinal, standings([1, 2, 3], 3, null))?.decided).toBe(false);
    expect(prizePlacesOf(noFinal, standings([1, 2, 3], 4, null))).toMatchObject({ decided: true, players: ['A', 'B'] });
    // Without a fixed number of rounds the engine cannot tell the last one: nothing is marked.
    expect(prizePlacesOf({ ...noFinal, rounds: null }, standings([1, 2, 3], 9, null))?.decided).toBe(false);
  });
});
