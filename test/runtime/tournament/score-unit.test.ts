/**
 * The unit of a table's score read from a regulation's data (runtime/tournament/score-unit.ts): game points where the
 * standings rank by `game-points`, else vists, for every bundled regulation with a tournament section (the standings'
 * `value` lines of each file: Bermuda and Repino [points, vists, mahjongs], the preference festival [points, vists],
 * SBR 2024 [game-points], SBR 2025, riichi and MCR [points, game-points]).
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../../games/index.js';
import { tableScoreUnit } from '../../../runtime/index.js';

const unitOf = (file: string) => tableScoreUnit(compileRegulationFile(`regulations/${file}.yaml`).ir!);

describe('the unit of a table\'s score', () => {
  it('is vists where the standings count vists', () => {
    expect(['bermuda-triangle', 'repino-2008', 'preference-festival-2011'].map(unitOf)).toEqual(['vists', 'vists', 'vists']);
  });

  it('is points where the standings count game points, whatever the game', () => {
    expect(['sbr-2024', 'sbr-2025', 'riichi-wrc-2022', 'mcr-2006'].map(unitOf)).toEqual(['points', 'points', 'points', 'points']);
  });
});
