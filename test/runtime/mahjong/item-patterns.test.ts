/**
 * An item of several patterns applies when any one of them matches, whichever it is: the generated sections match
 * such an item's patterns by one call given which prechecks passed (generate-scorer.ts, patternsSource). Repino-2008's
 * squirming snake has three patterns (the pair at rank 2, 5 or 8 of the suit).
 */
import { describe, expect, it } from 'vitest';
import { irOfFile, scoreWith } from '../../support/compile-inline.js';

describe('an item of several patterns (Repino-2008, squirming snake)', () => {
  const ir = irOfFile('regulations/repino-2008.yaml');
  const ids = (hand: string) => scoreWith(ir, hand).items.map((i) => i.id);

  it.each([
    ['the first pattern: pair 2, chows 345 and 678', '[111m]345m678m999m2m+2m'],
    ['the second pattern: pair 5, chows 234 and 678', '[111m]234m678m999m5m+5m'],
    ['the third pattern: pair 8, chows 234 and 567', '[111m]234m567m999m8m+8m'],
  ])('applies by %s', (_, hand) => {
    expect(ids(hand)).toContain('squirming-snake');
  });

  it('does not apply when none matches (pair 5 beside chows 345 and 678)', () => {
    expect(ids('[111m]345m678m999m5m+5m')).not.toContain('squirming-snake');
  });
});
