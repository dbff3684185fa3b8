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

/** Converts a pass time over `items` items into items per second. */
export function perSecond(items: number, ms: number): number {
  return ms > 0 ? (items * 1000) / ms : Infinity;
}

/** Rounds a figure for display and JSON: integers from 100 up, else 3 significant digits. */
export function round(n: number): number {
  if (!Number.isFinite(n)) return n;
  return Math.abs(n) >= 100 ? Math.round(n) : Number(n.toPrecision(3));
}
