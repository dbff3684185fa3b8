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
      places: 3, clause: '1', decided: true, players: ['A', 'B', 'C'], ties: [],
    });
  });

  it('before the final nobody is marked', () => {
    expect(prizePlacesOf(festival, standings([1, 2, 3, 4, 5, 6], 2, null))).toEqual({
      places: 3, clause: '1', decided: false, players: [], ties: [],
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
