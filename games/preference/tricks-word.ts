/**
 * "N взяток" in Russian: the noun agrees with the number (1 взятка, 2 взятки, 5 взяток, 21 взятка, 12 взяток),
 * for the explained entries of a deal.
 */

/** A number of tricks in Russian, the number with its word. */
export function tricksRu(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  const word = !Number.isInteger(n) ? 'взятки'
    : last === 1 && lastTwo !== 11 ? 'взятка'
      : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'взятки'
        : 'взяток';
  return `${n} ${word}`;
}
