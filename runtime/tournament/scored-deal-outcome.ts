/**
 * A classical deal as the tournament layer counts it: the deal scorer's result (runtime/mahjong/deal.ts: who declared
 * a valid mahjong, whether it was a limit hand) in the tournament's terms (DealOutcome: the deal's winners, the
 * conditions of the table bonus the win met). Also the conditions a recorded deal's `limit: true` means.
 * Input: a DealResult, or a recorded deal's limit flag. Output: a DealOutcome, or its bonus conditions.
 * Pure. Imports only the tournament types, table-points.ts and the deal scorer's types.
 */
import type { DealResult } from '../mahjong/deal-input.js';
import { playerRecord } from './table-points.js';
import type { Adjustment, BonusCondition, DealOutcome, PlayerId } from './types.js';

/** The table bonus's conditions a classical win met (shared lists, never written). */
const NO_CONDITIONS: readonly BonusCondition[] = Object.freeze([]);
const LIMIT_PAID: readonly BonusCondition[] = Object.freeze(['limit-value', 'combination'] as const);
const LIMIT_VALUE_ONLY: readonly BonusCondition[] = Object.freeze(['limit-value'] as const);
const LIMIT_COMBINATION: readonly BonusCondition[] = Object.freeze(['combination'] as const);

/**
 * The conditions of the table bonus (DealOutcome.bonusConditions) a classical win met: `limit-value` when the hand
 * was paid its limit value, `combination` when it was a limit combination (paid its limit value or not). A recorded
 * deal's `limit: true` is a hand paid its limit value, so a limit combination too: limitConditions(true, true).
 */
export function limitConditions(limitPaid: boolean, limitCombination: boolean): readonly BonusCondition[] {
  if (limitPaid) return limitCombination ? LIMIT_PAID : LIMIT_VALUE_ONLY;
  return limitCombination ? LIMIT_COMBINATION : NO_CONDITIONS;
}

/**
 * A scored deal's outcome: the payments' net per seat as its vists (the scorer's vists include its adjustments,
 * which are kept apart: the scorer's, then `more`), the valid mahjong as the deal's one winner, the limit hand as the
 * table bonus's conditions met (limitConditions; `limitCombination` absent: the same as `limit`).
 */
export function scoredDealOutcome(result: DealResult, seats: readonly PlayerId[], more: readonly Adjustment[] = []): DealOutcome {
  const vists = playerRecord<number>();
  for (const p of seats) vists[p] = result.vists[p] ?? 0;
  for (const a of result.adjustments) vists[a.player] = (vists[a.player] ?? 0) - a.vists;
  return {
    vists,
    ...(result.mahjong !== undefined ? { winners: [result.mahjong] } : {}),
    bonusConditions: limitConditions(result.limit, result.limitCombination ?? result.limit),
    redeal: result.redeal,
    payments: result.payments,
    adjustments: [...result.adjustments, ...more],
  };
}
