/**
 * Repino-2008 Б.7.1, "За собранную лимитированную комбинацию игрок получает +1 дополнительное очко": the bonus
 * rewards completing a limit combination, also when a quarter limit hand counts its greater value as points
 * (`limit-bonus: { for: combination }`); the alternative reading (`for: limit-value`) gives it only to a hand paid its
 * limit value. Values are worked out by hand from В.6 and the limit section.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, tableRulesOf } from '../../../games/index.js';
import { eventFromFile } from '../../../runtime/tournament/event.js';
import { evaluateEvent } from '../../../runtime/tournament/run-event.js';
import { compileScorer, scoreDeal, type CompiledScorer, type DealResult, type TablePointsIR } from '../../../runtime/index.js';
import { limitConditions, scoredDealOutcome } from '../../../runtime/tournament/scored-deal-outcome.js';
import { earnsLimitBonus, tablePoints } from '../../../runtime/tournament/table-points.js';
import type { DealOutcome } from '../../../runtime/tournament/types.js';

const root = join(import.meta.dirname, '..', '..', '..');
const { ir } = compileRegulationFile(join(root, 'regulations', 'repino-2008.yaml'));
if (!ir?.tournament) throw new Error('repino-2008.yaml did not compile');
const repino: CompiledScorer = compileScorer(ir);
const points: TablePointsIR = ir.tournament.tablePoints;
const seats = ['Anna', 'Boris', 'Vera', 'Gleb']; // East, South, West, North

// Anna (East, in the East round) self-draws the last permitted tile 5z to "123m456m789m111z5z": a Great Snake
// (three consecutive chows of one suit, a pung and a pair of honors: 0.25 limit = 500).
// As points: concealed pung of majors 111z 8 + pair of dragons 2 + mahjong 20 + from the wall 2 + only tile
// (a single wait on 5z) 2 = 34; doublings: own wind 1 + prevailing wind 1 + one suit with honors 1 + last
// permitted tile 1 = 4 -> 34 x 2^4 = 544 > 500, so the points count ("засчитывается большая").
const hands = {
  Anna: '123m456m789m111z5z+5z',
  Boris: '222p456m789p1s2s5s9s', // concealed pung of minors 4 -> 4
  Vera: '123p456p789p1m5m9m3s', // chows only -> 0
  Gleb: '345p678m234s7s8s2m5m', // chows only -> 0
};

function deal(): DealResult {
  const r = scoreDeal(repino, {
    seats, round: 'E', hands, win: { player: 'Anna', from: 'wall' }, flags: { lastTile: true },
  });
  expect(r.problems).toEqual([]);
  return r;
}

describe('Repino Б.7.1: the limit bonus for a completed limit combination', () => {
  it('a Great Snake worth 544 as points is paid 544, not its limit, and is still a limit combination', () => {
    const r = deal();
    expect(r.scores.Anna!.total).toBe(544);
    expect(r.scores.Anna!.items.map((i) => i.id)).toContain('great-snake');
    expect(r).toMatchObject({ mahjong: 'Anna', limit: false, limitCombination: true });
  });

  it('earns the +1 under `for: combination` (the file), not under `for: limit-value`', () => {
    const r = deal();
    expect(points.limitBonus).toMatchObject({ value: 1, for: 'combination', clause: 'Б.7.1' });
    // Anna is East and self-drew: each loser pays her 544 x 2 = 1088, 3 x 1088 = 3264 (the winner pays no one).
    // Table points of the deal: 1st place 3 + vists over 2000 +5 + limit combination +1 = 9.
    // The deal as the event runner counts it: Anna its winner, a limit combination not paid its limit value.
    const outcome = scoredDealOutcome(r, seats);
    expect(outcome).toMatchObject({ winners: ['Anna'], bonusConditions: ['combination'] });
    const table = { players: seats, deals: [outcome], adjustments: [] };
    const combination = tablePoints(table, points, { explain: true });
    expect(combination.Anna!.vists).toBe(3264);
    expect(combination.Anna!.points).toBe(9);
    expect(combination.Anna!.items.filter((i) => i.kind === 'limit')).toEqual([{ deal: 1, kind: 'limit', points: 1, clause: 'Б.7.1' }]);
    // The alternative reading: 3 + 5 = 8, no limit item.
    const limitValue = tablePoints(table, { ...points, limitBonus: { ...points.limitBonus!, for: 'limit-value' } }, { explain: true });
    expect(limitValue.Anna!.points).toBe(8);
    expect(limitValue.Anna!.items.some((i) => i.kind === 'limit')).toBe(false);
  });

  it('a hand paid its limit value earns the bonus under both readings; a deal without a combination under neither', () => {
    const won = (bonusConditions: DealOutcome['bonusConditions']): DealOutcome => ({ vists: {}, winners: ['A'], ...(bonusConditions !== undefined ? { bonusConditions } : {}), redeal: false, payments: [], adjustments: [] });
    const paid = won(limitConditions(true, true));
    const plain = won(limitConditions(false, false));
    // A deal recorded in the event with `limit: true`, as the event runner reads it.
    const event = eventFromFile({ regulation: ir.regulation, seed: 1, players: seats.map((id) => ({ id, name: id })), rounds: [{ wind: 'E', tables: [{ players: seats, deals: [
      { vists: { Anna: 3000, Boris: -1000, Vera: -1000, Gleb: -1000 }, mahjong: 'Anna', limit: true },
    ] }] }] });
    const run = evaluateEvent(ir, event, tableRulesOf(ir));
    expect(run.problems).toEqual([]);
    const recorded = run.rounds[0]!.tables[0]!.deals[0]!;
    expect(recorded.winners).toEqual(['Anna']);
    const unsaid = won(undefined); // a game that declares no condition (Sichuan, riichi, preference)
    const limitValue = { ...points.limitBonus!, for: 'limit-value' as const };
    expect([earnsLimitBonus(paid, points.limitBonus), earnsLimitBonus(paid, limitValue)]).toEqual([true, true]);
    expect([earnsLimitBonus(plain, points.limitBonus), earnsLimitBonus(plain, limitValue)]).toEqual([false, false]);
    expect([earnsLimitBonus(recorded, points.limitBonus), earnsLimitBonus(recorded, limitValue)]).toEqual([true, true]);
    expect([earnsLimitBonus(unsaid, points.limitBonus), earnsLimitBonus(unsaid, limitValue)]).toEqual([false, false]);
  });
});
