/**
 * Standings keys are first-class in the IR: `game-points` (the SBR 2025 order "tournament points, then game points",
 * Подсчёт результата) stays `game-points` in the compiled rules and in the diff, and ranks by the table results the
 * tournament layer keeps as vists. Values worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, diffRegulations } from '../../games/index.js';
import { compareCriteria, criterionValue, rankRows } from '../../runtime/tournament/standings.js';

describe('the standings key game-points', () => {
  const before = compileRegulationFile('regulations/sbr-2024.yaml').ir!;
  const after = compileRegulationFile('regulations/sbr-2025.yaml').ir!;

  it('is kept in the IR (sbr-2024: game points alone; sbr-2025: points, then game points)', () => {
    expect(before.tournament!.standings.value).toEqual(['game-points']);
    expect(after.tournament!.standings.value).toEqual(['points', 'game-points']);
  });

  it('the diff shows it under its own name', () => {
    const change = diffRegulations(before, after).find((c) => c.id === 'tournament.standings');
    expect(JSON.stringify(change)).toContain('game-points');
    expect(JSON.stringify(change)).not.toContain('"vists"');
  });

  it('ranks by the game points (kept as vists) and names the criterion that decided', () => {
    // X 3 points / 10 game points, Y 3 / -4, Z 4 / -20: Z first on points; X before Y on game points (10 > -4).
    const rows = [
      { player: 'X', points: 3, vists: 10, wins: 0 },
      { player: 'Y', points: 3, vists: -4, wins: 5 },
      { player: 'Z', points: 4, vists: -20, wins: 0 },
    ];
    expect(criterionValue(rows[0]!, 'game-points')).toBe(10);
    expect(compareCriteria(rows[0]!, rows[1]!, ['game-points'])).toBeLessThan(0);
    expect(rankRows(rows, ['points', 'game-points']).map((r) => [r.player, r.rank, r.tieBreak])).toEqual([['Z', 1, 'points'], ['X', 2, 'game-points'], ['Y', 3, null]]);
  });
});
