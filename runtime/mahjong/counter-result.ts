/**
 * The parts of a score that only a regulation with counters, payments or impossible situations has: which of two
 * readings of equal value is kept, the refusal of impossible circumstances, and the counters' values and the payment
 * lines of the chosen reading.
 */
import type { EvalContext, Reading } from '../eval/context.js';
import type { CompiledScorer } from './compile-scorer.js';
import { payersOf, roundUpTo } from './compile-counters.js';
import { tallyCounters } from './counter-tally.js';
import type { ParsedHand } from './hand.js';
import type { PaymentLine, Refusal, ScoreResult } from './score-types.js';
import { tallyReading, type Tally, type TallyScratch } from './tally.js';
import { STANDARD_SHAPE } from './vocabulary.js';

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

/**
 * The first impossible situation the circumstances describe, or undefined. Its condition sees the hand's facts and,
 * as the reading, the declared melds alone (`count(kong)` counts the declared kongs).
 */
export function refusalOf(scorer: CompiledScorer, c: EvalContext, hand: ParsedHand): Refusal | undefined {
  if (scorer.impossible.length === 0) return undefined;
  c.reading = { shape: STANDARD_SHAPE, melds: hand.declared, loose: [], winMeld: -1, wait: 'none' };
  for (const p of scorer.impossible) if (p.when(c) === true) return { id: p.ir.id, name: p.ir.name, clause: p.ir.clause };
  return undefined;
}

/** The score of a refused hand: nothing scored, the refusal said. */
export function refusedResult(refusal: Refusal, hand: ParsedHand, complete: boolean | null): ScoreResult {
  return {
    total: 0, declarable: null, limit: null, items: [], excluded: [], points: 0, doublings: 0, complete, shape: STANDARD_SHAPE,
    melds: hand.declared, wait: 'none', alternatives: [], refused: refusal,
  };
}

/** The payment lines of the reading whose numbers the scratch context holds. */
function paymentLines(scorer: CompiledScorer, c: EvalContext): PaymentLine[] {
  const out: PaymentLine[] = [];
  for (const p of scorer.payments) {
    if (p.when !== null && p.when(c) !== true) continue;
    const players = payersOf(p.ir.payer, c.hand.dealer, c.hand.selfDrawn);
    const amount = roundUpTo(p.amount(c) as number, p.ir.roundUp);
    if (players > 0 && amount !== 0) out.push({ id: p.ir.id, name: p.ir.name, clause: p.ir.clause, payer: p.ir.payer, players, amount });
  }
  return out;
}

/**
 * The counters, value and payments of the chosen reading `t` (reading `best` of `readings`); a regulation without
 * counters gets its payments only (`value` being its total). The scratch context holds the numbers of the reading
 * scored last: when that is not the chosen one and payments are to be listed, the chosen one is scored again.
 */
export function resultFields(
  scorer: CompiledScorer, s: TallyScratch, t: Tally, readings: readonly Reading[], best: number, complete: boolean | null,
): Pick<ScoreResult, 'counters' | 'value' | 'payments'> {
  const counting = scorer.counters;
  const out: Pick<ScoreResult, 'counters' | 'value' | 'payments'> = {};
  if (counting !== null) {
    const counters: Record<string, number> = {};
    counting.counters.forEach((k, i) => { counters[k.ir.id] = t.counters[i]!; });
    out.counters = counters;
    out.value = t.value;
  }
  if (scorer.payments.length === 0) return out;
  if (t.declarable !== true) return { ...out, payments: [] };
  if (best !== readings.length - 1) {
    if (counting !== null) tallyCounters(scorer, counting, s, readings[best]!, complete);
    else tallyReading(scorer, s, readings[best]!, complete);
  }
  if (counting === null) s.ctx.value = t.total;
  return { ...out, payments: paymentLines(scorer, s.ctx) };
}
