/**
 * "Did you mean": picks the closest known name for a misspelt one.
 * Input: the unknown name and the candidate names. Output: the best candidate, or undefined when none is close.
 * Distance: optimal-string-alignment Damerau-Levenshtein (insert, delete, substitute, swap two neighbours), compared
 * case-insensitively; a case-only difference always wins.
 */

/** Damerau-Levenshtein (optimal string alignment) distance between two strings. */
export function computeEditDistance(a: string, b: string): number {
  const n = a.length;
  const m = b.length;
  if (n === 0) return m;
  if (m === 0) return n;
  // Three rolling rows: i-2, i-1, i.
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = new Array<number>(m + 1);
  let cur = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[m]!;
}

/** The largest distance still worth suggesting for a name of this length. */
function thresholdFor(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/** The "did you mean" of a diagnostic: the hint that says it and the suggestion an editor writes in. */
export interface DidYouMean {
  /** The hint in both languages. */
  hint: { en: string; ru: string };
  suggestion: string;
}

/** The "did you mean" parts for a guess of `suggestName`; undefined when there is no guess. */
export function didYouMean(guess: string | undefined): DidYouMean | undefined {
  return guess === undefined ? undefined : { hint: { en: `did you mean '${guess}'?`, ru: `может быть, «${guess}»?` }, suggestion: guess };
}

/** The candidate closest to `name` ("did you mean"), or undefined when nothing is close enough. */
export function suggestName(name: string, candidates: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  const limit = thresholdFor(name.length);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = computeEditDistance(lower, candidate.toLowerCase());
    // Never suggest a candidate that shares nothing with the name (e.g. "ab" -> "xy").
    if (distance > limit || distance >= Math.max(name.length, candidate.length)) continue;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
