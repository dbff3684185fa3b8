/**
 * Repino-2008 Б.6, the final: "одну полную игру на висты ... Распределение игроков в финальной игре является
 * распределением игроков (места 1-4) в турнире": the finalists are placed by the final's vists alone
 * (`final.rank-by: [vists]`), and the full game runs through the prevailing winds East, South, West, North, 4 deals
 * each (`final.winds`; East passes after every deal, В.3), so a deal carries the wind of its place in the game and
 * a 17th deal is refused. Four players play every round (the cuts keep 16 and 8, so all four go on), and round 6
 * is the final (the optional 6th round seats no more players than the final). Values worked out by hand from В.6
 * and Б.7.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, tableRulesOf } from '../../../games/index.js';
import { eventFromFile, type EventFile } from '../../../runtime/tournament/event.js';
import { computeEventStandingsOf, evaluateEvent, windsOfRound } from '../../../runtime/tournament/run-event.js';

const repino = compileRegulationFile('regulations/repino-2008.yaml').ir!;
const players = ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id }));
type FileDeal = NonNullable<EventFile['rounds'][number]['tables'][number]['deals']>[number];

// B (South seat whenever A is East: deals 1, 5, 9, 13 of the final) wins on C's discard with
// "123m456m789m2m[222z]+2m": exposed pung of majors (South) 4 + mahjong 20 + only tile (2m alone) 2 = 26;
// doublings: own wind (South) 1 + one suit with honors 1, and in the South round also the prevailing wind 1.
// The others hold chows only (0). B's value: East round 26 x 2^2 = 104; South round 26 x 2^3 = 208.
const southPung: FileDeal = {
  hands: { A: '345m678m345p678s1p', B: '123m456m789m2m[222z]+2m', C: '234p567p345s678s9p', D: '234s456s678p123p1s' },
  win: { player: 'B', from: 'discard', discarder: 'C' },
};
const aSmall: FileDeal = { vists: { A: 60, B: -20, C: -20, D: -20 }, mahjong: 'A' };
const qualifying = { tables: [{ players: ['A', 'B', 'C', 'D'], deals: [{ vists: { A: 10, B: 0, C: 0, D: -10 }, mahjong: 'A' }] }] };

function eventWithFinal(deals: FileDeal[]) {
  const rounds = [1, 2, 3, 4, 5].map(() => qualifying);
  return eventFromFile({ regulation: 'x', seed: 3, players, rounds: [...rounds, { tables: [{ players: ['A', 'B', 'C', 'D'], deals }] }] } as EventFile);
}

describe('Repino Б.6: the final is one full game on vists', () => {
  it('each deal of the final has the wind of its place in the game: East for deals 1-4, South for 5-8', () => {
    // deal 1 (East prevails, A East): B 104; A pays 2 x 104 = 208 (East doubles), C and D 104 each -> B +416.
    // deal 5 (South prevails, A East again): B 208; A pays 416, C and D 208 each -> B +832.
    const { rounds, problems } = evaluateEvent(repino, eventWithFinal([southPung, { redeal: true }, { redeal: true }, { redeal: true }, southPung]), tableRulesOf(repino));
    expect(problems).toEqual([]);
    const final = rounds[5]!.tables[0]!.deals;
    expect(final[0]!.vists).toEqual({ A: -208, B: 416, C: -104, D: -104 });
    expect(final[4]!.vists).toEqual({ A: -416, B: 832, C: -208, D: -208 });
    // The final has no single wind of its own (rounds 5 draws one by lot, В.4).
    expect(windsOfRound(repino.tournament, eventWithFinal([southPung]), 5)).toEqual([undefined]);
    expect(windsOfRound(repino.tournament, eventWithFinal([southPung]), 4)[0]).toMatch(/^[ESWN]$/);
  });

  it('a 17th deal is beyond the full game of 16: refused at its place, the others counted', () => {
    const deals: FileDeal[] = Array.from({ length: 17 }, () => ({ redeal: true }));
    const { rounds, problems } = evaluateEvent(repino, eventWithFinal(deals), tableRulesOf(repino));
    expect(problems.map((p) => [p.code, p.path.join('.')])).toEqual([['event/beyond-final-game', 'rounds.5.tables.0.deals.16']]);
    expect(problems[0]!.message).toContain('16 deals');
    expect(rounds[5]!.tables[0]!.deals).toHaveLength(16);
  });

  it('the finalists are placed by the final vists alone, not by the points of Б.7', () => {
    // Final deals (per deal: places 3/2/1/0 with ties shared, bands ±1 (0-256), ±2 (257-512), ±3 (513-1024)):
    //   1 hands (East): B +416, A -208, C -104, D -104 -> B 3 + 2 = 5, C, D (2 + 1) / 2 - 1 = 0.5, A 0 - 1 = -1
    //   2, 3, 4, 6, 7 recorded: A +60, B, C, D -20 -> A 3 + 1 = 4, B, C, D (2 + 1 + 0) / 3 - 1 = 0
    //   5 hands (South): B +832, A -416, C -208, D -208 -> B 3 + 3 = 6, C, D 0.5, A 0 - 2 = -2
    // Points: A -1 + 5 x 4 - 2 = 17, B 5 + 6 = 11, C = D 0.5 + 0.5 = 1.
    // Vists: A -208 + 5 x 60 - 416 = -324, B 416 - 5 x 20 + 832 = 1148, C = D -104 - 100 - 208 = -412.
    // By vists: B 1st, A 2nd, C and D share 3rd (the text gives no further criterion). By points A would be 1st.
    const deals = [southPung, aSmall, aSmall, aSmall, southPung, aSmall, aSmall];
    const { standings, problems } = computeEventStandingsOf(repino, eventWithFinal(deals), tableRulesOf(repino));
    expect(problems).toEqual([]);
    expect(standings.finalRound).toBe(6);
    expect(standings.rows.map((r) => [r.player, r.rank, r.points, r.vists, r.tieBreak])).toEqual([
      ['B', 1, 11, 1148, 'vists'],
      ['A', 2, 17, -324, 'vists'],
      ['C', 3, 1, -412, 'tied'],
      ['D', 3, 1, -412, null],
    ]);
    expect(standings.rows.every((r) => r.stage === 'final')).toBe(true);
  });
});
