/**
 * Scores one hand under a compiled regulation: every reading (standard decompositions and the regulation's
 * shapes) is scored item by item; the best declarable reading is kept, the others are listed as alternatives.
 */
import type { Reading } from '../eval/context.js';
import type { CompiledScorer } from './scorer-types.js';
import { decomposePartial } from './decompose.js';
import { readingsOf } from './readings.js';
import { STANDARD_SHAPE } from './vocabulary.js';
import type { ParsedHand } from './hand.js';
import type { Alternative, ScoreResult, WinOptions } from './score-types.js';
import { resolveOptions } from './resolved-options.js';
import { HandFactsRecord } from './hand-facts.js';
import { ConcealedScan } from './concealed-scan.js';
import { showsTwoWaits } from './shown-waits.js';
import { createScratch, explainTally, keepAsBest, tallyReading, type Tally, type TallyScratch } from './tally.js';
import { tallyCounters } from './counter-tally.js';
import { betterCounted, countedResult } from './counter-result.js';

/** Buffers reused from hand to hand (scoreHand is not re-entrant): the hand's facts, the scan of its concealed tiles. */
const facts = new HandFactsRecord();
/** The scan of the hand's concealed tiles that its readings made, which its wait count reads too. */
const scan = new ConcealedScan();

function better(a: Tally, b: Tally): boolean {
  if ((a.declarable === true) !== (b.declarable === true)) return a.declarable === true;
  return a.total > b.total;
}

/** Whether two tallies are worth the same (declarable alike, equal totals). */
function tie(a: Tally, b: Tally): boolean {
  return (a.declarable === true) === (b.declarable === true) && a.total === b.total;
}

/**
 * Of two readings worth the same under a regulation with principles, whether the one just scored (`s`, `t`) lists
 * its counted items first: at the first place their lists of counted items (in the regulation's order) differ, it has
 * the item listed earlier (the more valuable fan, or the first of equal ones: an Edge Wait before a Closed Wait).
 */
function listsFirst(s: TallyScratch, t: Tally, best: TallyScratch['best'], bt: Tally): boolean {
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < t.appliedEnd && !counted(s, s.applied[i]!)) i++;
    while (j < bt.appliedEnd && !counted(best, best.applied[j]!)) j++;
    if (i >= t.appliedEnd || j >= bt.appliedEnd) return j >= bt.appliedEnd && i < t.appliedEnd;
    const a = s.applied[i]!;
    const b = best.applied[j]!;
    if (a !== b) return a < b;
    i++;
    j++;
  }
}

/** Whether an applied item counts in the buffers' reading. */
function counted(buffers: { n: Int32Array; excludedBy: Int16Array }, item: number): boolean {
  return buffers.n[item]! > 0 && buffers.excludedBy[item] === -1;
}

/** Scores a parsed hand; options default to DEFAULT_WIN_OPTIONS. */
export function scoreHand(scorer: CompiledScorer, hand: ParsedHand, options: Partial<WinOptions> = {}): ScoreResult {
  const o = resolveOptions(options);
  let readings = readingsOf(scorer, hand, o, scan);
  const complete: boolean | null = hand.winTile === null ? null : readings.length > 0;
  // A declared mahjong that is not a complete hand is no mahjong: the hand is scored as a non-winner's.
  facts.load(scorer, hand, o, complete === true, hand.winTile === null ? null : scan);
  if (complete === true && showsTwoWaits(hand, readings, facts.counts)) facts.knowWaitsAtLeast(2);
  if (complete === false) {
    facts.winner = false;
    facts.selfDrawn = false;
    facts.fullyConcealed = false;
    readings = decomposePartial({ ...hand, winTile: null });
  }
  if (readings.length === 0) readings = [{ shape: STANDARD_SHAPE, melds: [...hand.declared], loose: [...hand.concealed], winMeld: -1, wait: 'none' }];
  const scratch = (scorer.scratch ??= createScratch(scorer, facts));
  scratch.ctx.hand = facts;
  const counting = scorer.counters;
  const several = readings.length > 1;
  if (several && readings.length > otherTotals.length) makeRoomForOthers(readings.length);
  let best = -1;
  for (let i = 0; i < readings.length; i++) {
    const t = counting === null ? tallyReading(scorer, scratch, readings[i]!, complete) : tallyCounters(scorer, counting, scratch, readings[i]!, complete);
    if (several) {
      otherTotals[i] = t.total;
      otherDeclarable[i] = t.declarable;
    }
    const kept = counting === null
      ? better(t, scratch.bestTally) || (scorer.instanceMode && several && tie(t, scratch.bestTally) && listsFirst(scratch, t, scratch.best, scratch.bestTally))
      : betterCounted(t, scratch.bestTally);
    if (best < 0 || kept) {
      best = i;
      // The tally and the scratch buffers are overwritten by the next reading: the best one's are kept aside.
      scratch.tally = scratch.bestTally;
      scratch.bestTally = t;
      if (several) keepAsBest(scratch, t);
    }
  }
  const t = scratch.bestTally;
  const reading = readings[best]!;
  const { items, excluded } = explainTally(scorer, several ? scratch.best : scratch, t);
  const alternatives = several ? alternativesOf(readings, best) : NO_ALTERNATIVES;
  if (counting !== null || scorer.payments.list.length > 0) return countedResult(scorer, scratch, t, { readings, best, complete, items, excluded, alternatives });
  return {
    total: t.total, declarable: t.declarable, limit: t.limitApplied, items, excluded, points: t.points, doublings: t.doublings,
    complete, shape: reading.shape, melds: reading.melds, wait: reading.wait, alternatives,
  };
}

/**
 * The lists below hold this many readings from the start (the benchmark's corpus has at most 8 a hand). Grown by
 * scoreHand's stores, they deoptimized its optimized code ("out of bounds") when a hand first had more readings than
 * any before, thousands of hands into a batch; and a call that lengthens them, reached only then, deoptimized it for
 * want of type feedback (a function records none in its first calls, where the lists grew).
 */
const READINGS_ROOM = 32;

/** The total and declarability of each reading of a hand that has several (reused from hand to hand). */
const otherTotals: number[] = Array.from({ length: READINGS_ROOM }, () => 0);
const otherDeclarable: Array<boolean | null> = Array.from({ length: READINGS_ROOM }, () => null);

/** Lengthens otherTotals and otherDeclarable to `n` entries, for a hand of more than READINGS_ROOM readings. */
function makeRoomForOthers(n: number): void {
  while (otherTotals.length < n) {
    otherTotals.push(0);
    otherDeclarable.push(null);
  }
}

/** No other reading (shared, frozen). */
const NO_ALTERNATIVES: readonly Alternative[] = Object.freeze([]);

/** The readings that were not chosen, with their totals. */
function alternativesOf(readings: readonly Reading[], best: number): readonly Alternative[] {
  const out: Alternative[] = [];
  for (let i = 0; i < readings.length; i++) {
    if (i === best) continue;
    const r = readings[i]!;
    out.push({ shape: r.shape, total: otherTotals[i]!, declarable: otherDeclarable[i]!, melds: r.melds, wait: r.wait });
  }
  return out;
}
