/**
 * How far an event has come: the next round to seat (a round holding only a substitution is not seated), the last
 * round played (a round only seated is not played), how far a round in progress is, and what the standings and the
 * seating make of it (Bermuda Triangle: 4 per table, points by the tour; values worked out by hand).
 */
import { describe, expect, it } from 'vitest';
import { renderStandingsText, standingsJson } from '../../../present/render-standings.js';
import { compileRegulationFile, standingsStyleOf, tableRulesOf } from '../../../games/index.js';
import { computeEventStandingsOf, eventFromFile, lastPlayedRound, nextRoundToSeat, roundProgress, seatRound, type EventFile } from '../../../runtime/index.js';

const bermuda = compileRegulationFile('regulations/bermuda-triangle.yaml').ir!;
const players = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((id) => ({ id, name: id }));
const S = { id: 'S', name: 'S', 'from-round': 2 };

/** Round 1 of two tables, each with one deal: A and E win 300 from the others' 100 each. */
const roundOne: EventFile['rounds'][number] = {
  tables: [
    { players: ['A', 'B', 'C', 'D'], deals: [{ vists: { A: 300, B: -100, C: -100, D: -100 }, mahjong: 'A' }] },
    { players: ['E', 'F', 'G', 'H'], deals: [{ vists: { E: 300, F: -100, G: -100, H: -100 }, mahjong: 'E' }] },
  ],
};

const event = (rounds: EventFile['rounds']) => eventFromFile({ regulation: 'x', seed: 1, players: [...players, S], rounds });

describe('a round that holds only a substitution', () => {
  const e = event([roundOne, { substitutions: [{ out: 'B', in: 'S' }], tables: [] }]);

  it('is the next round to seat, and is not played', () => {
    expect(nextRoundToSeat(e)).toBe(2);
    expect(lastPlayedRound(e)).toBe(1);
  });

  it('leaves the standings after round 1', () => {
    expect(computeEventStandingsOf(bermuda, e, tableRulesOf(bermuda)).standings.afterRound).toBe(1);
  });

  it('is seated with the substitute in place of whom he replaces, and round 3 cannot be seated before it', () => {
    const two = seatRound(bermuda, e, tableRulesOf(bermuda), 2);
    expect(two.problems).toEqual([]);
    expect(two.seating.tables.flat().sort()).toEqual(['A', 'C', 'D', 'E', 'F', 'G', 'H', 'S']);
    const three = seatRound(bermuda, e, tableRulesOf(bermuda), 3);
    expect(three.problems.map((p) => p.code)).toEqual(['event/round-not-played']);
    expect(three.problems[0]!.message).toContain('round 2 is not seated yet');
  });
});

describe('a round in progress', () => {
  const e = event([roundOne, {
    tables: [
      { players: ['A', 'E', 'B', 'F'], deals: [{ vists: { A: 90, E: -30, B: -30, F: -30 }, mahjong: 'A' }] },
      { players: ['C', 'D', 'G', 'H'] },
    ],
  }]);

  it('counts its tables with anything recorded and its deals', () => {
    expect(roundProgress(e, 2)).toEqual({ round: 2, tables: 2, tablesStarted: 1, deals: 1 });
    expect(nextRoundToSeat(e)).toBe(3);
  });

  it('makes the standings say how far the round they are after is', () => {
    const { standings } = computeEventStandingsOf(bermuda, e, tableRulesOf(bermuda));
    expect(standings.afterRound).toBe(2);
    expect(standings.roundInProgress).toEqual({ round: 2, tables: 2, tablesStarted: 1, deals: 1 });
    // Round 1 is complete: no note.
    expect(computeEventStandingsOf(bermuda, e, tableRulesOf(bermuda), { afterRound: 1 }).standings.roundInProgress).toBeUndefined();
  });

  it('is said in the heading of the printed standings and kept in their JSON', () => {
    const { standings } = computeEventStandingsOf(bermuda, e, tableRulesOf(bermuda));
    // One of round 2's two tables has a deal.
    expect(renderStandingsText(bermuda, standings, 'ru', standingsStyleOf(bermuda)).split('\n')[0]).toBe(`Турнирная таблица после тура 2 (тур не окончен: столов с записями 1 из 2) — ${bermuda.name.ru}`);
    expect(renderStandingsText(bermuda, standings, 'en', standingsStyleOf(bermuda)).split('\n')[0]).toBe(`Standings after round 2 (round in progress: 1 of 2 tables have results) — ${bermuda.name.en}`);
    expect(standingsJson(bermuda, standings, [], standingsStyleOf(bermuda)).roundInProgress).toEqual({ round: 2, tables: 2, tablesStarted: 1, deals: 1 });
    const done = computeEventStandingsOf(bermuda, e, tableRulesOf(bermuda), { afterRound: 1 }).standings;
    expect(renderStandingsText(bermuda, done, 'ru', standingsStyleOf(bermuda)).split('\n')[0]).toBe(`Турнирная таблица после тура 1 — ${bermuda.name.ru}`);
  });

  it('a round only seated is not counted by default', () => {
    const seatedOnly = event([roundOne, { tables: [{ players: ['A', 'E', 'B', 'F'] }, { players: ['C', 'D', 'G', 'H'] }] }]);
    expect(lastPlayedRound(seatedOnly)).toBe(1);
    expect(computeEventStandingsOf(bermuda, seatedOnly, tableRulesOf(bermuda)).standings.afterRound).toBe(1);
  });
});
