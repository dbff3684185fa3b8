/**
 * What differs between the games where their tables are shown and taken is each game's declaration (GameModule
 * `standings`, `desk`), read by the renderers' callers and the desk's server through games/index.ts; a game that
 * declares none (classical mahjong; MCR's standings) is a mahjong game. Expected values from the games' rules: Sichuan
 * settles a deal in game points, written as its points or its events, and its tiles are the three suits (no honours, no
 * flowers); an MCR deal is written by the winner's fans (MCR's score sheet); preference has no mahjongs, its seats are the numbers drawn, a table is one pulya (its final
 * sheet, sent whole) and the desk takes no penalty at it outside the pulya; a riichi hanchan is sent
 * whole as its sheet, and the judge writes it as a hanchan's sheet too. A table's printed score sheet is the game's to
 * draw: a pulya's final sheet, or a row per deal (every mahjong game).
 */
import { describe, expect, it } from 'vitest';
import { dealScoreSheet } from '../../games/deal-score-sheet.js';
import { deskOf, deskViewOf, GAMES, gameNameOf, standingsStyleOf } from '../../games/index.js';
import { pulyaScoreSheet } from '../../games/preference/score-sheet.js';
import type { Game, RegulationIR } from '../../runtime/index.js';

/** A regulation of `game`: the declarations read nothing else. */
const of = (game: Game) => ({ game }) as RegulationIR;

describe("the games' standings style and desk part", () => {
  it('give each game its own, a mahjong game the mahjong one', () => {
    expect(standingsStyleOf(of('mahjong-sichuan'))).toEqual({ gamePoints: true, mahjongs: true });
    expect(standingsStyleOf(of('preference'))).toEqual({ gamePoints: false, mahjongs: false });
    for (const game of ['mahjong-classical', 'mahjong-mcr', 'mahjong-riichi'] as const) expect(standingsStyleOf(of(game)), game).toEqual({ gamePoints: false, mahjongs: true });
    expect(deskViewOf(of('preference'))).toEqual({ seats: 'numbers', playerEntry: 'result', hands: false, tableForm: 'pulya', penalties: false, honours: false });
    expect(deskViewOf(of('mahjong-riichi'))).toEqual({ seats: 'winds', playerEntry: 'result', hands: true, tableForm: 'hanchan', penalties: true, honours: true });
    const deals = { seats: 'winds', playerEntry: 'deal', hands: true, penalties: true };
    expect(deskViewOf(of('mahjong-classical'))).toEqual({ ...deals, tableForm: 'vists', honours: true });
    expect(deskViewOf(of('mahjong-sichuan'))).toEqual({ ...deals, tableForm: 'points', honours: false });
    expect(deskViewOf(of('mahjong-mcr'))).toEqual({ ...deals, tableForm: 'fans', honours: true });
  });

  it("print a pulya's final sheet for preference, a sheet of deals for every mahjong game; the pages are not sent it", () => {
    expect(deskOf(of('preference')).scoreSheet).toBe(pulyaScoreSheet);
    for (const game of ['mahjong-classical', 'mahjong-sichuan', 'mahjong-mcr', 'mahjong-riichi'] as const) expect(deskOf(of(game)).scoreSheet, game).toBe(dealScoreSheet);
    expect(JSON.parse(JSON.stringify(deskViewOf(of('preference'))))).toEqual(deskViewOf(of('preference')));
    expect('scoreSheet' in deskViewOf(of('mahjong-classical'))).toBe(false);
  });

  it('name each game as the desk shows it beside a regulation, every game by its own module', () => {
    expect(gameNameOf(of('mahjong-classical'))).toEqual({ ru: 'классический маджонг', en: 'classical mahjong' });
    expect(gameNameOf(of('mahjong-sichuan'))).toEqual({ ru: 'сычуаньский маджонг', en: 'Sichuan mahjong' });
    expect(gameNameOf(of('mahjong-mcr'))).toEqual({ ru: 'маджонг по правилам MCR', en: 'MCR mahjong' });
    expect(gameNameOf(of('mahjong-riichi'))).toEqual({ ru: 'риичи-маджонг', en: 'riichi mahjong' });
    expect(gameNameOf(of('preference'))).toEqual({ ru: 'преферанс', en: 'preference' });
    expect(GAMES.map((g) => g.game).sort()).toEqual(['mahjong-classical', 'mahjong-mcr', 'mahjong-riichi', 'mahjong-sichuan', 'preference']);
  });
});
