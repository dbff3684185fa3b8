/**
 * Property: the two waits that showsTwoWaits reads off a winning hand's standard readings are real — whenever it
 * says so, waitingTiles (the search) lists at least two tiles, and the winning tile among them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import { handCounts } from '../../../runtime/mahjong/hand-counts.js';
import { waitingTiles } from '../../../runtime/mahjong/hand-waits.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { DEFAULT_WIN_OPTIONS } from '../../../runtime/mahjong/score-types.js';
import { readingsOf } from '../../../runtime/mahjong/readings.js';
import { showsTwoWaits } from '../../../runtime/mahjong/shown-waits.js';
import { arbitraryHand } from '../../support/arbitraries.js';
import { irOfFile } from '../../support/compile-inline.js';

describe('showsTwoWaits', () => {
  const scorer = compileScorer(irOfFile('regulations/bermuda-triangle.yaml'));

  it('never claims two waits that the search does not find', () => {
    let shown = 0;
    fc.assert(fc.property(arbitraryHand(), (g) => {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      const hand = parsed.hand;
      const o = { ...DEFAULT_WIN_OPTIONS, ...g.options };
      if (!showsTwoWaits(hand, readingsOf(scorer, hand, o), handCounts(hand))) return;
      shown++;
      const waits = waitingTiles(scorer, hand, o);
      expect(waits.length).toBeGreaterThanOrEqual(2);
      expect(waits).toContain(hand.winTile);
    }), { numRuns: 500 });
    expect(shown).toBeGreaterThan(0); // the property was exercised, not vacuous
  });

  it('reads the second wait of an open chow and of two pairs', () => {
    const cases: Array<[string, boolean]> = [
      // 23m + 4m: also waits on 1m (123m); the rest are pungs and a pair
      ['23m555p666s777z11z+4m', true],
      // 55p + 66s pairs before the win: 6s completes 666s, 5p would complete 555p
      ['123m456m55p66s777z+6s', true],
      // 13m closed wait on 2m, nothing else completes
      ['13m555p666s777z11z+2m', false],
      // 666m + 8m: a single wait on 8m beside a pung two ranks away, also waits on 7m (678m + 66m)
      ['666m8m555p666s777z+8m', true],
      // 555m + 6m: also 4m (456m + 55m) and 7m (567m + 55m); 111m + 2m at a suit's end: also 3m (123m + 11m)
      ['555m6m123p666s777z+6m', true],
      ['111m2m123p666s777z+2m', true],
      // 999m + 8m: also 7m (789m + 99m); 9m + 777m: also 8m (789m + 77m)
      ['999m8m123p666s777z+8m', true],
      ['777m9m123p666s777z+9m', true],
      // 4m + 567m: also 7m (456m + 77m); 567m + 8m: also 5m (678m + 55m)
      ['4m567m123p666s777z+4m', true],
      ['567m8m123p666s777z+8m', true],
      // 7m + 123p: a chow of another suit next to the single's rank: no second wait shown
      ['7m123p456s666s777z+7m', false],
      // a pung of another suit or of honors beside the single: no second wait shown
      ['666p8m123s456s777z+8m', false],
      // the second wait held four times (7m in a declared kong): no second wait shown
      ['[7777m]666m8m123p111z+8m', false],
    ];
    for (const [text, expected] of cases) {
      const parsed = parseHand(text);
      if (!parsed.ok) throw new Error(text);
      expect(showsTwoWaits(parsed.hand, readingsOf(scorer, parsed.hand, DEFAULT_WIN_OPTIONS), handCounts(parsed.hand)), text).toBe(expected);
    }
  });
});
