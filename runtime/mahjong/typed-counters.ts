/**
 * A win whose counters the judge typed instead of its hand (riichi: `han: 3, fu: 40` read off the players' own
 * count, for speed): the regulation's value formula over the typed counters, its house limit and limits (those that
 * read counters only), and its payments with the seat, the win and the table's counters and sticks. No item is
 * scored; the declaration rule is checked over the typed counters (its tag sums, e.g. the han of the dora, are 0: not
 * known without the hand, the judge vouches for them); a typed win worth nothing is refused by the caller.
 * Input: the scorer, the typed counters (validated: ids of the regulation's counters, whole numbers from 0) and the
 * win's circumstances. Output: a ScoreResult whose items are the typed counters and the limit applied.
 */
import type { CompiledScorer } from './compile-scorer.js';
import { paymentLines } from './counter-result.js';
import type { ParsedHand } from './hand.js';
import { buildHandFacts } from './hand-facts.js';
import type { ScoreItem, ScoreResult, WinOptions } from './score-types.js';
import { createScratch, largestKept, limitValue, type TallyScratch } from './tally.js';

/** No tiles: the facts of a typed win are those of its circumstances only. */
const NO_HAND: ParsedHand = { concealed: [], declared: [], bonus: [], winTile: null };
/** A winning tile for the facts (a winner, self-drawn from the wall): no item is scored, so none reads it. */
const NO_TILE = 0;

/** What is wrong with typed counters under a regulation (unknown ids, not whole numbers) in both languages, or null. */
export function typedCountersProblem(scorer: CompiledScorer, typed: Readonly<Record<string, unknown>>): { ru: string; en: string } | null {
  const regulation = scorer.ir.regulation;
  const ids = scorer.counters?.counters.map((k) => k.ir.id) ?? [];
  if (ids.length === 0) {
    return { ru: `${regulation} считает руки только по костям (счётчиков для ввода в нём нет)`, en: `${regulation} values hands by their tiles only (it has no counters to type)` };
  }
  for (const [id, n] of Object.entries(typed)) {
    if (!ids.includes(id)) return { ru: `'${id}' — не счётчик ${regulation} (его счётчики: ${ids.join(', ')})`, en: `'${id}' is not a counter of ${regulation} (its counters: ${ids.join(', ')})` };
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return { ru: `${id}: целое число от 0; указано ${JSON.stringify(n)}`, en: `${id}: a whole number from 0; got ${JSON.stringify(n)}` };
  }
  return null;
}

/** Scores a win from its typed counters (validated by typedCountersProblem) under the regulation. */
export function scoreTypedCounters(scorer: CompiledScorer, typed: Readonly<Record<string, number>>, options: WinOptions): ScoreResult {
  const counting = scorer.counters!;
  // The facts of the circumstances (seat, win, counters, sticks); a winner, though no winning tile is known.
  const facts = buildHandFacts(scorer, { ...NO_HAND, winTile: NO_TILE }, options);
  const s = createScratch(scorer, facts);
  const c = s.ctx;
  // (The limits section reads the counts of the scorer's meld pass: here those of the scratch's empty reading.)
  scorer.generated.pass?.fill(c);
  const items: ScoreItem[] = [];
  const record = new Float64Array(counting.counters.length);
  counting.counters.forEach((k, i) => {
    // A counter with a condition that does not hold is 0, as when it is scored (riichi: han and fu with a yakuman).
    const n = typed[k.ir.id] ?? 0;
    c.sums[k.slot] = k.when === null || k.when(c) === true ? n : 0;
    record[i] = c.sums[k.slot]!;
    if (record[i]! > 0) items.push({ id: `typed-${k.ir.id}`, kind: 'adjust', counter: k.ir.id, clause: k.ir.clause, value: record[i]!, count: 1, name: k.ir.name });
  });
  const raw = counting.value(c) as number;
  limitValue(scorer, s, raw, 0);
  const t = s.tally;
  if (t.limitApplied !== null) {
    const applied = scorer.items[appliedLimit(scorer, s, t.appliedEnd)];
    if (applied !== undefined) items.push({ id: applied.ir.id, kind: 'limit', clause: applied.ir.clause, value: t.limitApplied, count: 1, name: applied.ir.name });
  }
  c.value = t.total;
  // The declaration rule over the typed counters: its tag sums (the han of the dora) are 0, unknown without the hand.
  const declare = scorer.generated.declare;
  const declarable = t.total > 0 && (declare === null || declare(c) === true);
  const payments = declarable ? paymentLines(scorer, c) : [];
  return {
    total: payments.reduce((sum, p) => sum + p.players * p.amount, 0), declarable, limit: t.limitApplied, items, excluded: [],
    points: 0, doublings: 0, complete: null, shape: 'standard', melds: [], wait: 'none', alternatives: [],
    counters: counting.record(record), value: t.total, payments,
  };
}

/** The index of the largest limit kept among the applied list's first `end` entries. */
function appliedLimit(scorer: CompiledScorer, s: TallyScratch, end: number): number {
  const largest = largestKept(scorer, s, 0, end);
  for (let k = 0; k < end; k++) {
    const i = s.applied[k]!;
    if (s.excludedBy[i] === -1 && scorer.flat.values[i] === largest) return i;
  }
  return -1;
}
