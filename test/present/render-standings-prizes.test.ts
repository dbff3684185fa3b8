/**
 * The prize places in the published standings (the 2011 festival, section 1: "Первые три места - призовые"): a
 * tie across 3rd place is marked as such in every format and explained under the table, never broken.
 * Standings built by hand after a final in round 3: A 1st, B 2nd, C and D equal on every criterion (rank 3), E 5th.
 */
import { describe, expect, it } from 'vitest';
import { renderStandingsCsv, renderStandingsHtml, renderStandingsText, standingsJson } from '../../present/render-standings.js';
import type { EventStandings, StandingRow } from '../../runtime/index.js';
import { irOfFile } from '../support/compile-inline.js';
import { standingsStyleOf } from '../../games/index.js';

const festival = irOfFile('regulations/preference-festival-2011.yaml');

const row = (player: string, rank: number, vists: number): StandingRow => ({
  player, rank, points: 0, vists, wins: 0, out: false, tieBreak: null, played: 3, roundPoints: [0, 0, 0], stage: 'final',
} as StandingRow);
const rows = [row('A', 1, 40), row('B', 2, 20), row('C', 3, -10), row('D', 3, -10), row('E', 5, -40)];
const final = { afterRound: 3, qualifyingRounds: 2, finalRound: 3, rows, cuts: [], notes: [] } as unknown as EventStandings;

describe('a tie across the last prize place', () => {
  it('JSON: A and B win prizes; C and D are prizeTie (one prize place for two), E nothing', () => {
    const j = standingsJson(festival, final, [], standingsStyleOf(festival));
    expect(j.standings.map((r) => [r.player, 'prize' in r, 'prizeTie' in r])).toEqual([
      ['A', true, false], ['B', true, false], ['C', false, true], ['D', false, true], ['E', false, false],
    ]);
    expect(j.prizePlaces).toEqual({ places: 3, clause: '1', decided: true, players: ['A', 'B'], ties: [{ rank: 3, players: ['C', 'D'], prizes: 1 }], withheld: [] });
  });

  it('text: the column says prize? for C and D, and a line under the table leaves the choice to the judge', () => {
    const text = renderStandingsText(festival, final, 'ru', standingsStyleOf(festival));
    const cells = text.split('\n').slice(4, 9).map((l) => l.trim().split(/\s+/).at(-1));
    // E's row ends with its status (a finalist): no prize cell.
    expect(cells).toEqual(['призовое', 'призовое', 'призовое?', 'призовое?', 'финал']);
    expect(text).toContain('Делят 3-е место: C, D; призовых мест на них 1. Регламент не говорит, как их разделить, — решает судья.');
    expect(renderStandingsText(festival, final, 'en', standingsStyleOf(festival))).toContain('Sharing place 3: C, D; 1 prize place(s) for them.');
  });

  it('CSV and HTML mark the same rows', () => {
    const csv = renderStandingsCsv(final, 'en', festival, standingsStyleOf(festival)).split('\r\n');
    expect(csv.slice(1, 6).map((l) => l.split(',').at(-1))).toEqual(['prize', 'prize', 'prize?', 'prize?', '']);
    const html = renderStandingsHtml(festival, final, 'ru', standingsStyleOf(festival));
    expect(html.match(/<tr class="prize">/g)?.length).toBe(2);
    expect(html.match(/<tr class="prize-tie">/g)?.length).toBe(2);
  });
});
