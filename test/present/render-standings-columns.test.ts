/**
 * The columns of the standings tables follow the regulation: a preference regulation (no mahjongs in the game) has
 * no Mahjongs column in text, CSV and HTML, unless its standings chain ranks by mahjongs; mahjong regulations keep
 * it. The JSON rows keep every contract key.
 */
import { describe, expect, it } from 'vitest';
import { renderStandingsCsv, renderStandingsHtml, renderStandingsText, showsMahjongs, standingsJson } from '../../present/render-standings.js';
import type { EventStandings, RegulationIR, StandingRow } from '../../runtime/index.js';
import { irOfFile } from '../support/compile-inline.js';
import { standingsStyleOf } from '../../games/index.js';

const festival = irOfFile('regulations/preference-festival-2011.yaml');
const repino = irOfFile('regulations/repino-2008.yaml');

/** Two players after one round: A 3 points and 15 vists, B 1 and −15 (decided by points), no mahjongs. */
const row = (player: string, rank: number, points: number, vists: number): StandingRow => ({
  player, rank, points, vists, wins: 0, out: false, tieBreak: rank === 1 ? 'points' : null, played: 1, roundPoints: [points],
} as StandingRow);
const standings = { afterRound: 1, qualifyingRounds: 1, finalRound: null, rows: [row('A', 1, 3, 15), row('B', 2, 1, -15)], cuts: [], notes: [] } as unknown as EventStandings;

/** The festival regulation with its standings chain replaced. */
const withChain = (ir: RegulationIR, value: string[]): RegulationIR =>
  ({ ...ir, tournament: { ...ir.tournament!, standings: { ...ir.tournament!.standings, value } } }) as RegulationIR;

describe('the Mahjongs column of the standings', () => {
  it('is decided by the game and the standings chain', () => {
    expect(showsMahjongs(festival, standingsStyleOf(festival))).toBe(false); // game: preference, chain [points, vists] (clause 5)
    expect(showsMahjongs(withChain(festival, ['points', 'mahjongs']), standingsStyleOf(festival))).toBe(true);
    expect(showsMahjongs(repino, standingsStyleOf(repino))).toBe(true); // a mahjong game
  });

  it('preference: text, CSV and HTML have no Mahjongs column; JSON rows keep mahjongs', () => {
    // The festival names prize places (section 1): their column is there, empty until the places are final.
    expect(renderStandingsText(festival, standings, 'en', standingsStyleOf(festival)).split('\n')[2]).toMatch(/^Place\s+Player\s+Id\s+Points\s+Vists\s+R1\s+Decided by\s+Status\s+Prize$/);
    expect(renderStandingsCsv(standings, 'en', festival, standingsStyleOf(festival)).split('\r\n').slice(0, 3)).toEqual([
      'Place,Player,Id,Points,Vists,R1,Decided by,Status,Prize', '1,A,A,3,15,3,points,,', '2,B,B,1,-15,1,,,',
    ]);
    const html = renderStandingsHtml(festival, standings, 'ru', standingsStyleOf(festival));
    expect(html).not.toContain('Маджонги');
    expect(html).toContain('<th class="num">Висты</th><th class="num">Т1</th>');
    expect(standingsJson(festival, standings, [], standingsStyleOf(festival)).standings[0]).toMatchObject({ player: 'A', rank: 1, points: 3, vists: 15, mahjongs: 0, out: false });
  });

  it('mahjong: the column stays (also for a preference chain that ranks by mahjongs)', () => {
    expect(renderStandingsCsv(standings, 'en', repino, standingsStyleOf(repino)).split('\r\n')[0]).toBe('Place,Player,Id,Points,Vists,Mahjongs,R1,Decided by,Status');
    expect(renderStandingsText(withChain(festival, ['points', 'mahjongs']), standings, 'en', standingsStyleOf(festival)).split('\n')[2]).toMatch(/Vists\s+Mahjongs\s+R1/);
  });
});
