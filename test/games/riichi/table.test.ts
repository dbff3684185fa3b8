/**
 * Riichi tables in an event (games/riichi/table.ts): a table is one hanchan, given by its deals or by
 * its final scores; its tournament points come from the regulation's `riichi:` rules (EMA 2016: start = target =
 * 30,000, uma +15,000/+5,000/-5,000/-15,000 shared by tied players, sticks of 1,000 left to the first place, chombo
 * 20,000 after the uma, 1,000 points per tournament point); the standings go by tournament points, then game points
 * (final score − 30,000). Expected values worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, standingsStyleOf, tableRulesOf } from '../../../games/index.js';
import { loadEventFile } from '../../../games/index.js';
import { computeEventStandingsOf, evaluateEvent } from '../../../runtime/tournament/run-event.js';
import { tablePoints } from '../../../runtime/tournament/table-points.js';
import type { EventData } from '../../../runtime/tournament/event.js';
import { renderStandingsText, standingsJson } from '../../../present/index.js';

const EMA = compileRegulationFile('regulations/riichi-ema-2016.yaml').ir!;
const EVENT = loadEventFile('test/fixtures/events/riichi-ema-two-rounds.yaml').event!;

/** An event of one round with one table of A, B, C, D given by this hanchan. */
function oneTable(hanchan: Record<string, unknown>): EventData {
  return {
    regulation: 'riichi-ema-2016.yaml', seed: 1,
    players: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id })),
    rounds: [{ tables: [{ players: ['A', 'B', 'C', 'D'], hanchan }] }],
  };
}

describe('a riichi table given by its final scores', () => {
  it('gives the sticks left to the first, shares the uma of tied places, deducts the chombo after the uma', () => {
    // Round 1, table 2: E 45000, F 26000, G 24000, H 24000, one stick left (45000 + 26000 + 24000 + 24000 + 1000 =
    // 120000 = 4 × 30000). The stick goes to E: 46000. E 1st: 46000 − 30000 + 15000 = 31000 -> 31; F 2nd:
    // 26000 − 30000 + 5000 = 1000 -> 1; G and H share places 3-4: uma (−5000 − 15000) / 2 = −10000 each,
    // 24000 − 30000 − 10000 = −16000 -> −16; H's chombo 20000 after the uma: −36000 -> −36 (his place unchanged).
    const { rounds, problems } = evaluateEvent(EMA, EVENT, tableRulesOf(EMA));
    expect(problems).toEqual([]);
    const t = tablePoints(rounds[0]!.tables[1]!, EMA.tournament!.tablePoints);
    expect(Object.fromEntries(Object.entries(t).map(([p, r]) => [p, [r.points, r.vists]]))).toEqual({
      E: [31, 16000], F: [1, -4000], G: [-16, -6000], H: [-36, -6000],
    });
    expect(t.H!.items).toEqual([{
      deal: null, kind: 'settled', points: -36, clause: 'EMA 5.9 Tournament sessions', place: 3, tied: 2, vists: -6000,
      parts: [
        { id: 'score', value: -6000, clause: 'EMA 3.6 End of the game' },
        { id: 'uma', value: -10000, clause: 'EMA 3.6 End of the game' },
        { id: 'oka', value: 0, clause: 'EMA 3.6 End of the game' },
        { id: 'chombo', value: -20000, clause: 'EMA 3.4.6 Chombo' },
      ],
    }]);
  });

  it('refuses scores that do not add up to the start with the sticks left', () => {
    // 40000 + 30000 + 30000 + 19000 = 119000, no stick: 1000 short of 4 × 30000.
    const { problems } = evaluateEvent(EMA, oneTable({ scores: { A: 40000, B: 30000, C: 30000, D: 19000 } }), tableRulesOf(EMA));
    expect(problems).toEqual([expect.objectContaining({
      code: 'event/riichi-score-sum', severity: 'error', path: ['rounds', 0, 'tables', 0, 'hanchan', 'scores'],
    })]);
    expect(problems[0]!.message).toContain('add up to 119000, not 4 × 30000 = 120000');
  });

  it('refuses a player who is not at the table, a missing score and an unknown key, each at its path', () => {
    const { problems } = evaluateEvent(EMA, oneTable({ scores: { A: 30000, B: 30000, C: 30000, X: 30000 }, chombo: ['Y'], riichi: 1 }), tableRulesOf(EMA));
    expect(problems.map((p) => p.path.slice(5).join('.')).sort()).toEqual(['chombo.0', 'riichi', 'scores.D', 'scores.X']);
  });
});

describe('a penalty at a riichi table', () => {
  it('comes off the result after the uma, as the game points do', () => {
    // A 40000 1st: 10000 + 15000 = 25000 -> 25; the judge's penalty of 8000 points: 17; game points 10000 − 8000.
    // B, C 30000 share places 2-3: (5000 − 5000) / 2 = 0 -> 0; D 20000 4th: −10000 − 15000 -> −25.
    const event = oneTable({ scores: { A: 40000, B: 30000, C: 30000, D: 20000 } });
    event.rounds[0]!.tables[0]!.penalties = [{ player: 'A', vists: -8000, clause: 'EMA 5.2 Exposing tiles', reason: 'открыл кости' }];
    const { standings, problems } = computeEventStandingsOf(EMA, event, tableRulesOf(EMA));
    expect(problems).toEqual([]);
    expect(standings.rows.map((r) => [r.player, r.points, r.vists])).toEqual([['A', 17, 2000], ['B', 0, 0], ['C', 0, 0], ['D', -25, -10000]]);
    const { rounds } = evaluateEvent(EMA, event, tableRulesOf(EMA));
    const a = tablePoints(rounds[0]!.tables[0]!, EMA.tournament!.tablePoints).A!;
    expect(a.items[0]).toEqual(expect.objectContaining({ points: 17, parts: expect.arrayContaining([{ id: 'penalty', value: -8000, clause: 'EMA 5.2 Exposing tiles' }]) }));
  });
});

describe('a riichi table given by its deals', () => {
  it('settles the worked hanchan to the same end as `reglament deal`', () => {
    // test/games/riichi/hanchan.test.ts: B 38200 -> 23.2, A 29600 -> 4.6, C 27600 -> −7.4,
    // D 24600 − 20000 (chombo) -> −40.4; game points = score − 30000.
    const { rounds } = evaluateEvent(EMA, EVENT, tableRulesOf(EMA));
    const t = tablePoints(rounds[0]!.tables[0]!, EMA.tournament!.tablePoints);
    expect(Object.fromEntries(Object.entries(t).map(([p, r]) => [p, [r.points, r.vists]]))).toEqual({
      A: [4.6, -400], B: [23.2, 8200], C: [-7.4, -2400], D: [-40.4, -5400],
    });
    // Its wins (the standings' mahjongs): B won deals 1 and 2, C and A both won deal 3 on D's discard; D none.
    expect(Object.fromEntries(Object.entries(t).map(([p, r]) => [p, r.wins]))).toEqual({ A: 1, B: 2, C: 1, D: 0 });
    expect(Object.values(t).map((r) => r.winsUnknown)).toEqual([undefined, undefined, undefined, undefined]);
    // A table given by its final scores does not say who won: its wins are unknown, not none.
    const scores = tablePoints(rounds[0]!.tables[1]!, EMA.tournament!.tablePoints);
    expect(Object.values(scores).map((r) => [r.wins, r.winsUnknown])).toEqual([[0, true], [0, true], [0, true], [0, true]]);
  });

  it('reports a hanchan problem at its path inside the table', () => {
    const { problems } = evaluateEvent(EMA, oneTable({ deals: [{ draw: { tenpai: ['Z'] } }] }), tableRulesOf(EMA));
    expect(problems).toEqual([expect.objectContaining({ code: 'deal/unknown-player', path: ['rounds', 0, 'tables', 0, 'hanchan', 'deals', 0, 'draw', 'tenpai', 0] })]);
  });
});

describe('standings over several hanchan', () => {
  it('ranks by tournament points, then game points', () => {
    // Round 2: E 25000, B 35000, F 35000, A 25000: B and F share places 1-2, uma (15000 + 5000) / 2 = 10000:
    // 35000 − 30000 + 10000 = 15000 -> 15; E and A share 3-4: 25000 − 30000 − 10000 -> −15.
    // C 40000, D 32000, G 30000, H 18000: C 10000 + 15000 -> 25; D 2000 + 5000 -> 7; G 0 − 5000 -> −5;
    // H −12000 − 15000 -> −27.
    // Totals: B 23.2 + 15 = 38.2; C −7.4 + 25 = 17.6; E 31 − 15 = 16 and F 1 + 15 = 16 (equal: game points
    // E 16000 − 5000 = 11000 > F −4000 + 5000 = 1000, E first); A 4.6 − 15 = −10.4; G −16 − 5 = −21;
    // D −40.4 + 7 = −33.4; H −36 − 27 = −63.
    const { standings, problems } = computeEventStandingsOf(EMA, EVENT, tableRulesOf(EMA));
    expect(problems).toEqual([]);
    expect(standings.rows.map((r) => [r.rank, r.player, Math.round(r.points * 10) / 10, r.vists, r.tieBreak])).toEqual([
      [1, 'B', 38.2, 13200, 'points'],
      [2, 'C', 17.6, 7600, 'points'],
      [3, 'E', 16, 11000, 'game-points'],
      [4, 'F', 16, 1000, 'points'],
      [5, 'A', -10.4, -5400, 'points'],
      [6, 'G', -21, -6000, 'points'],
      [7, 'D', -33.4, -3400, 'points'],
      [8, 'H', -63, -18000, null],
    ]);
  });
});

describe('the mahjongs of riichi tables in the standings (the judges\' view)', () => {
  const round1 = { ...EVENT, rounds: [EVENT.rounds[0]!] };

  it('counts the wins of a hanchan given by its deals, and shows no count for a player whose hanchan gave final scores', () => {
    // After round 1: A B C D played the hanchan given deal by deal (A 1, B 2, C 1, D 0 wins); E F G H the one given
    // by its final scores (who won its deals is not known): «—» for them, `mahjongsUnknown` in the JSON.
    const { standings } = computeEventStandingsOf(EMA, round1, tableRulesOf(EMA));
    // The text's columns: Place, Player, Id, Points, Game points, Mahjongs, ... (cells apart by two spaces or more).
    const lines = renderStandingsText(EMA, standings, 'en', standingsStyleOf(EMA)).split('\n').map((l) => l.trim().split(/\s{2,}/));
    const col = lines.find((cells) => cells[0] === 'Place')!.indexOf('Mahjongs');
    const cell = (id: string) => lines.find((cells) => /^\d+$/.test(cells[0]!) && cells[2] === id)![col];
    expect(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map(cell)).toEqual(['1', '2', '1', '0', '—', '—', '—', '—']);
    const json = standingsJson(EMA, standings, [], standingsStyleOf(EMA)) as { standings: Array<{ player: string; mahjongs: number; mahjongsUnknown?: boolean }> };
    expect(json.standings.filter((r) => r.mahjongsUnknown === true).map((r) => r.player).sort()).toEqual(['E', 'F', 'G', 'H']);
  });

  it('leaves the Mahjongs column out when no player\'s count is known', () => {
    // After round 2 every player has played a hanchan given by its final scores.
    const { standings } = computeEventStandingsOf(EMA, EVENT, tableRulesOf(EMA));
    expect(standings.rows.every((r) => r.winsUnknown === true)).toBe(true);
    expect(renderStandingsText(EMA, standings, 'en', standingsStyleOf(EMA))).not.toContain('Mahjongs');
  });
});
