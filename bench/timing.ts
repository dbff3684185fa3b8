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

/** How many times to run a body. */
export interface PassPlan {
  /** Untimed runs first (JIT warm-up, caches filled). */
  warmup: number;
  /** Timed runs; the median is reported. */
  passes: number;
}

/** Times `body` over `plan.passes` runs after `plan.warmup` untimed ones; returns each run's milliseconds. */
export function timePasses(body: () => void, plan: PassPlan): number[] {
  for (let i = 0; i < plan.warmup; i++) body();
  const times: number[] = [];
  for (let i = 0; i < plan.passes; i++) {
    const start = performance.now();
    body();
    times.push(performance.now() - start);
  }
  return times;
}

/** Converts a pass time over `items` items into items per second. */
export function perSecond(items: number, ms: number): number {
  return ms > 0 ? (items * 1000) / ms : Infinity;
}

/** Rounds a figure for display and JSON: integers above 100, else 3 significant digits. */
export function round(n: number): number {
  if (!Number.isFinite(n)) return n;
  return Math.abs(n) >= 100 ? Math.round(n) : Number(n.toPrecision(3));
}
