/**
 * What differs between the games where their tables are shown and taken is each game's declaration (GameModule
 * `standings`, `desk`), read by the renderers' callers and the desk's server through games/index.ts; a game that
 * declares none (classical mahjong; MCR's standings) is a mahjong game. Expected values from the games' rules: Sichuan
 * settles a deal in game points, written as its points or its events, and its tiles are the three suits (no honours, no
 * flowers); an MCR deal is written by the winner's fans (MCR's score sheet); preference has no mahjongs, its seats are the numbers drawn, a table is one pulya (its final
 * sheet, sent whole) and the desk takes no penalty at it outside the pulya; a riichi hanchan is sent
 * whole as its sheet, and the judge writes it as a hanchan's sheet too.
 */
import { describe, expect, it } from 'vitest';
import { deskOf, standingsStyleOf } from '../../games/index.js';
import type { Game, RegulationIR } from '../../runtime/index.js';

/** A regulation of `game`: the declarations read nothing else. */
const of = (game: Game) => ({ game }) as RegulationIR;

describe("the games' standings style and desk part", () => {
  it('give each game its own, a mahjong game the mahjong one', () => {
    expect(standingsStyleOf(of('mahjong-sichuan'))).toEqual({ gamePoints: true, mahjongs: true });
    expect(standingsStyleOf(of('preference'))).toEqual({ gamePoints: false, mahjongs: false });
    for (const game of ['mahjong-classical', 'mahjong-mcr', 'mahjong-riichi'] as const) expect(standingsStyleOf(of(game)), game).toEqual({ gamePoints: false, mahjongs: true });
    expect(deskOf(of('preference'))).toEqual({ seats: 'numbers', scoreSheet: 'pulya', playerEntry: 'result', hands: false, tableForm: 'pulya', penalties: false, honours: false });
    expect(deskOf(of('mahjong-riichi'))).toEqual({ seats: 'winds', scoreSheet: 'deals', playerEntry: 'result', hands: true, tableForm: 'hanchan', penalties: true, honours: true });
    const deals = { seats: 'winds', scoreSheet: 'deals', playerEntry: 'deal', hands: true, penalties: true };
    expect(deskOf(of('mahjong-classical'))).toEqual({ ...deals, tableForm: 'vists', honours: true });
    expect(deskOf(of('mahjong-sichuan'))).toEqual({ ...deals, tableForm: 'points', honours: false });
    expect(deskOf(of('mahjong-mcr'))).toEqual({ ...deals, tableForm: 'fans', honours: true });
  });
});
