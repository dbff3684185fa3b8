/**
 * Bermuda Triangle 4.1.6: "В отборочных турах в первом туре преимущественным ветром является Восток, во втором -
 * Юг, в третьем - Запад, и в четвертом – Север, в пятом туре – определяется жребием". The sentence gives each round
 * its wind, so round 5's is drawn once for the round (`round-winds.scope: round`), the same at every table.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../../games/index.js';
import { roundWind } from '../../../runtime/tournament/draw.js';
import { eventFromFile } from '../../../runtime/tournament/event.js';
import { windsOfRound } from '../../../runtime/tournament/run-event.js';

const bermuda = compileRegulationFile('regulations/bermuda-triangle.yaml').ir!.tournament!;
const ids = 'ABCDEFGH'.split('');

describe('Bermuda 4.1.6: the prevailing wind of each round', () => {
  it('East, South, West, North in rounds 1-4; round 5 by lot, one wind for the round', () => {
    const winds = bermuda.roundWinds!;
    expect(winds.scope).toBe('round');
    expect(winds.assumption?.alternative?.en).toContain('scope: table');
    expect([1, 2, 3, 4].map((r) => roundWind(winds.value, r, 7, winds.scope, 2).wind)).toEqual(['E', 'S', 'W', 'N']);
    const fifth = roundWind(winds.value, 5, 7, winds.scope, 2);
    expect(fifth).toMatchObject({ perTable: null, drawn: true });
    expect(fifth.wind).toMatch(/^[ESWN]$/);
  });

  it('both tables of round 5 of an event play under the same drawn wind', () => {
    const table = (players: string[]) => ({ players, deals: [{ redeal: true as const }] });
    const round = { tables: [table(ids.slice(0, 4)), table(ids.slice(4))] };
    const event = eventFromFile({ regulation: 'x', seed: 11, players: ids.map((id) => ({ id, name: id })), rounds: [round, round, round, round, round] });
    const [first, second] = windsOfRound(bermuda, event, 4);
    expect(first).toMatch(/^[ESWN]$/);
    expect(second).toBe(first);
  });
});
