/**
 * A command names the game or the family of games it works on (`mahjong`: every `mahjong-*` game; `preference`), and
 * the hint for a regulation of another game comes from that game's module (GameModule.commands), not from a list in
 * cli/.
 */
import { describe, expect, it } from 'vitest';
import { fitsCommand } from '../../cli/regulation-quick.js';
import { commandsOf } from '../../games/index.js';
import type { Game, RegulationIR } from '../../runtime/index.js';

const of = (game: Game) => ({ game }) as RegulationIR;

describe('the game of a command', () => {
  it('a family takes every game whose id starts with it and a dash; a game id takes only that game', () => {
    expect(fitsCommand(of('mahjong-classical'), 'mahjong')).toBe(true);
    expect(fitsCommand(of('mahjong-sichuan'), 'mahjong')).toBe(true);
    expect(fitsCommand(of('mahjong-riichi'), 'mahjong')).toBe(true);
    expect(fitsCommand(of('preference'), 'mahjong')).toBe(false);
    expect(fitsCommand(of('preference'), 'preference')).toBe(true);
    expect(fitsCommand(of('mahjong-mcr'), 'preference')).toBe(false);
    expect(fitsCommand(of('mahjong-mcr'), 'mahjong-mcr')).toBe(true);
  });

  it('the commands of a regulation are its game module\'s, else the mahjong commands', () => {
    expect(commandsOf(of('preference'))).toEqual(['pulya']);
    expect(commandsOf(of('mahjong-sichuan'))).toEqual(['score', 'deal']);
    expect(commandsOf(of('mahjong-classical'))).toEqual(['score', 'deal']);
  });
});
