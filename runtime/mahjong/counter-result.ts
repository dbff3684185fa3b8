/**
 * The parts of a score that only a regulation with counters or payments has: which of two readings of equal value is
 * kept, and the counters' values and the payment lines of the chosen reading.
 */
import type { EvalContext, Reading } from '../eval/context.js';
import type { CompiledScorer } from './compile-scorer.js';
import { payersOf, roundUpTo } from './compile-counters.js';
import { tallyCounters } from './counter-tally.js';
import type { PaymentLine, ScoreItem, ScoreResult } from './score-types.js';
import { tallyReading, type Tally, type TallyScratch } from './tally.js';

/**
 * Whether reading `a` is kept over `b`: declarable first, then the higher total, then (equal totals) the more of
 * the first counter, then of the next (han, then fu).
 */
export function betterCounted(a: Tally, b: Tally): boolean {
  if ((a.declarable === true) !== (b.declarable === true)) return a.declarable === true;
  if (a.total !== b.total) return a.total > b.total;
  for (let i = 0; i < a.counters.length; i++) if (a.counters[i] !== b.counters[i]) return a.counters[i]! > b.counters[i]!;
  return false;
}

/** The payment lines of the reading whose numbers the scratch context holds. */
export function paymentLines(scorer: CompiledScorer, c: EvalContext): PaymentLine[] {
  const out: PaymentLine[] = [];
  for (const p of scorer.payments.list) {
    if (p.when !== null && p.when(c) !== true) continue;
    const players = payersOf(p.ir.payer, c.hand.dealer, c.hand.selfDrawn);
    const amount = roundUpTo(p.amount(c) as number, p.ir.roundUp);
    if (players > 0 && amount !== 0) out.push({ id: p.ir.id, name: p.ir.name, clause: p.ir.clause, payer: p.ir.payer, players, amount });
  }
  return out;
}

/** What scoreHand decided about a hand, for countedResult: its readings, the chosen one and its explanation. */
export interface ChosenReading {
  readings: readonly Reading[];
  best: number;
  complete: boolean | null;
  items: ScoreItem[];
  excluded: ScoreResult['excluded'];
  alternatives: ScoreResult['alternatives'];
}

/**
 * The score of a regulation with counters or payments: the chosen reading (`t`, its tally; `chosen`, what scoreHand
 * made of it) with its counters, value and payments; a regulation without counters gets its payments only (`value`
 * being its total). The scratch context holds the numbers of the reading scored last: when that is not the chosen
 * one and payments are to be listed, the chosen one is scored again.
 */
export function countedResult(scorer: CompiledScorer, s: TallyScratch, t: Tally, chosen: ChosenReading): ScoreResult {
  const { readings, best, complete } = chosen;
  const counting = scorer.counters;
  let payments: PaymentLine[] | undefined;
  if (scorer.payments.list.length > 0) {
    payments = [];
    if (t.declarable === true) {
      if (best !== readings.length - 1) {
        if (counting !== null) tallyCounters(scorer, counting, s, readings[best]!, complete);
        else tallyReading(scorer, s, readings[best]!, complete);
      }
      if (counting === null) s.ctx.value = t.total;
      payments = paymentLines(scorer, s.ctx);
    }
  }
  const reading = readings[best]!;
  return {
    total: t.total, declarable: t.declarable, limit: t.limitApplied, items: chosen.items, excluded: chosen.excluded,
    points: t.points, doublings: t.doublings, complete, shape: reading.shape, melds: reading.melds, wait: reading.wait,
    alternatives: chosen.alternatives,
    counters: counting !== null ? counting.record(t.counters) : undefined,
    value: counting !== null ? t.value : undefined,
    payments,
  };
}
