/**
 * Timing helpers of the benchmark: run a body several times after a warm-up and keep the median.
 */
import { performance } from 'node:perf_hooks';

/** Returns the median of a non-empty list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** How to time a pass over a corpus of `size` items. */
export interface PassPlan {
  size: number;
  /** Untimed warm-up (JIT, caches): runs over the corpus until this many ms have passed or one full pass is done. */
  warmupMs: number;
  /** Timed full passes; the median is reported. */
  passes: number;
}

/** A pass body: processes items [from, to) of the corpus. */
export type PassBody = (from: number, to: number) => void;

/** Warms `body` up, then times `plan.passes` full passes; returns each pass's milliseconds. */
export function timePasses(body: PassBody, plan: PassPlan): number[] {
  const chunk = Math.max(1, Math.min(plan.size, 500));
  const warmEnd = performance.now() + plan.warmupMs;
  for (let from = 0; from < plan.size && performance.now() < warmEnd; from += chunk) body(from, Math.min(plan.size, from + chunk));
  const times: number[] = [];
  for (let i = 0; i < plan.passes; i++) {
    const start = performance.now();
    body(0, plan.size);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * The ratio of two bodies' speeds measured in turns: each round times a full pass of `ours`, a full pass of `theirs`
 * and `ours` again, and gives theirs' time over the mean of ours' two (how many times faster ours is). Both sides of
 * a round see the same moment of the machine, whose speed moves from second to second on a shared host; measured
 * apart (ours' passes, then theirs'), the ratio of the medians moved between 7 and 11 from run to run of one build.
 * Both bodies must be warm. Returns each round's ratio.
 */
export function ratiosInTurns(ours: { body: PassBody; size: number }, theirs: { body: PassBody; size: number }, rounds: number): number[] {
  const pass = (side: { body: PassBody; size: number }) => {
    const start = performance.now();
    side.body(0, side.size);
    return (performance.now() - start) / side.size;
  };
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const before = pass(ours);
    const peer = pass(theirs);
    const after = pass(ours);
    ratios.push(peer / ((before + after) / 2));
  }
  return ratios;
}

/** Converts a pass time over `items` items into items per second. */
export function perSecond(items: number, ms: number): number {
  return ms > 0 ? (items * 1000) / ms : Infinity;
}

/** Rounds a figure for display and JSON: integers from 100 up, else 3 significant digits. */
export function round(n: number): number {
  if (!Number.isFinite(n)) return n;
  return Math.abs(n) >= 100 ? Math.round(n) : Number(n.toPrecision(3));
}
