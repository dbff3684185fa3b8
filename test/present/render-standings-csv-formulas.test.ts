/**
 * The standings CSV does not pass formulas to spreadsheets (issue #21, Medium 7): a text cell that starts with
 * = + - @, a tab or a carriage return gets a leading apostrophe (shown as text); numbers, negative ones too, stay
 * numbers. The CLI's renderer and the desk's `/print/standings.csv` (which uses it) both.
 */
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, renderStandingsCsv } from '../../present/render-standings.js';
import type { EventStandings, StandingRow } from '../../runtime/index.js';
import { createStore, useDesk } from '../support/desk.js';
import { irOfFile } from '../support/compile-inline.js';
import { standingsStyleOf } from '../../games/index.js';

const repino = irOfFile('regulations/repino-2008.yaml');

const CALC = "=cmd|' /C calc'!A0";

/** A player after one round (rank, points and vists as given, no mahjongs, no tie-break). */
const row = (player: string, name: string, rank: number, points: number, vists: number): StandingRow => ({
  player, name, rank, points, vists, wins: 0, out: false, tieBreak: null, played: 1, roundPoints: [points],
} as StandingRow);

describe('neutraliseFormula', () => {
  it('prefixes an apostrophe to a text that starts with = + - @, a tab or a carriage return, and to nothing else', () => {
    for (const text of [CALC, '+1', '-2+3', '@SUM(A1:A2)', '\tx', '\rx']) expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['Анна', 'a=b', ' =1', '', "'=1"]) expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('the standings CSV', () => {
  it('shows formula names as text and keeps negative numbers numbers', () => {
    // A 3 points and 15 vists, B 1 point and −15 vists (one round).
    const standings = {
      afterRound: 1, qualifyingRounds: 1, finalRound: null, cuts: [], notes: [],
      rows: [row('A', CALC, 1, 3, 15), row('B', '@B', 2, -1, -15)],
    } as unknown as EventStandings;
    expect(renderStandingsCsv(standings, 'en', repino, standingsStyleOf(repino)).split('\r\n').slice(0, 3)).toEqual([
      'Place,Player,Id,Points,Vists,Mahjongs,R1,Decided by,Status',
      `1,'=cmd|' /C calc'!A0,A,3,15,0,3,,`,
      "2,'@B,B,-1,-15,0,-1,,",
    ]);
  });
});

describe("the desk's /print/standings.csv", () => {
  const players = [
    { id: 'A', name: CALC }, { id: 'B', name: '+Борис' }, { id: 'C', name: 'Вера' }, { id: 'D', name: '-Глеб' },
  ];
  const desk = useDesk(() => createStore('bermuda-triangle', 1, players));

  it('neutralises the names the same way', async () => {
    const answer = await fetch(`${desk.api()}/print/standings.csv`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain(`'=cmd|' /C calc'!A0`);
    expect(text).toContain("'+Борис");
    expect(text).toContain("'-Глеб");
    expect(text).not.toMatch(/(^|,)[=+\-@][^0-9]/m);
  });
});
