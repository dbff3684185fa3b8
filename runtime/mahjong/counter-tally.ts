/**
 * Scoring one reading of a hand under a regulation that values hands by counters (ir/counters.ts): each counter in
 * order (its items, then its adjustments), the value formula over the counters, the house limit, the limits and the
 * declaration rule; then, when the regulation has payments, what the winner receives (the reading's total).
 * Like tallyReading (tally.ts) it allocates nothing but fills the scratch buffers, and explainTally explains it.
 */
import type { Reading } from '../eval/context.js';
import type { CompiledScorer } from './compile-scorer.js';
import type { CompiledCounter, CounterScoring } from './compile-counters.js';
import type { AdjustOp } from '../ir/counters.js';
import { roundUpTo } from './compile-counters.js';
import { addUp, limitValue, runSection, tallyReading, type Tally, type TallyScratch } from './tally.js';

/** A counter's value after one adjustment. */
function adjusted(op: AdjustOp, by: number, value: number): number {
  switch (op) {
    case 'round-up': return roundUpTo(value, by);
    case 'at-least': return value < by ? by : value;
    case 'at-most': return value > by ? by : value;
  }
}

/** Runs one counter into the applied list from `from`; returns the new end of the list (its value goes to its slot). */
function runCounter(scorer: CompiledScorer, s: TallyScratch, k: CompiledCounter, from: number): number {
  const c = s.ctx;
  let value = 0;
  let end = from;
  if (k.when === null || k.when(c) === true) {
    end = runSection(k.section, scorer, s, from);
    value = end > from ? addUp(scorer, s, from, end) : 0;
    for (let i = 0; i < k.adjust.length; i++) {
      const a = k.adjust[i]!;
      c.sums[k.slot] = value; // an adjustment's condition may read the counter so far
      if (a.when !== null && a.when(c) !== true) continue;
      const next = adjusted(a.ir.op, a.ir.by, value);
      if (next === value) continue;
      s.applied[end++] = a.index;
      s.adjustedTo[a.index] = next;
      value = next;
    }
  }
  c.sums[k.slot] = value;
  return end;
}

/** Scores one reading into the scratch buffers; returns its numbers (in `s.tally`, overwritten by the next reading). */
export function tallyCounters(scorer: CompiledScorer, counting: CounterScoring, s: TallyScratch, reading: Reading, complete: boolean | null): Tally {
  const c = s.ctx;
  c.reading = reading;
  c.limit = 0;
  c.value = 0;
  // (The limits section reads the counts of the scorer's meld pass.)
  scorer.generated.pass?.fill(c);
  const sums = c.sums;
  for (let i = 0; i < sums.length; i++) sums[i] = 0;
  for (let k = 0; k < s.excludedCount; k++) s.excludedBy[s.excludedList[k]!] = -1;
  s.excludedCount = 0;
  const t = s.tally;
  let end = 0;
  const counters = counting.counters;
  for (let i = 0; i < counters.length; i++) {
    end = runCounter(scorer, s, counters[i]!, end);
    t.counters[i] = sums[counters[i]!.slot]!;
  }
  const raw = counting.value(c) as number;
  limitValue(scorer, s, raw, end);
  c.value = t.total;
  const declarable = complete === null ? null : complete && (scorer.generated.declare ? scorer.generated.declare(c) === true : true);
  if (scorer.payments.list.length > 0) t.total = declarable === true ? (scorer.payments.total(c) as number) : 0;
  t.value = c.value;
  t.raw = raw;
  t.declarable = declarable;
  t.points = 0;
  t.doublings = 0;
  t.doublingCapped = false;
  t.pointsEnd = end;
  t.doublingsEnd = end;
  return t;
}

/** Tallies a reading the way the regulation values hands: by its counters when it has them, else classically. */
export function tallyAny(scorer: CompiledScorer, s: TallyScratch, reading: Reading, complete: boolean | null): Tally {
  return scorer.counters === null ? tallyReading(scorer, s, reading, complete) : tallyCounters(scorer, scorer.counters, s, reading, complete);
}
