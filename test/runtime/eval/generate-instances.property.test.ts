/**
 * Differential property: the generated instance loops (generate-instances.ts) give the same meld groups, in the same
 * order, as the interpreter (instances.ts), for every `each` and `combines` item of the MCR regulation on every
 * reading of random hands; and the interpreter's groups are right by definition (distinct melds filling the units).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileInstances } from '../../../runtime/eval/generate-instances.js';
import { collectInstances, MAX_INSTANCES } from '../../../runtime/eval/instances.js';
import { Bindings } from '../../../runtime/eval/match.js';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import { buildHandFacts } from '../../../runtime/mahjong/hand-facts.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { readingsOf } from '../../../runtime/mahjong/readings.js';
import { DEFAULT_WIN_OPTIONS } from '../../../runtime/mahjong/score-types.js';
import { arbitraryWinningHand } from '../../support/arbitraries.js';
import { irOfFile } from '../../support/compile-inline.js';

const scorer = compileScorer(irOfFile('regulations/mcr-2006.yaml'));
const items = scorer.items.filter((i) => i.instances !== null);

describe('instances of the MCR fans', () => {
  it('covers the set fans with generated loops (none falls back to the interpreter)', () => {
    expect(items.length).toBeGreaterThan(20);
    expect(items.filter((i) => compileInstances(i.instances!) === undefined).map((i) => i.ir.id)).toEqual([]);
  });

  it('generated loops and the interpreter give the same groups in the same order', () => {
    const generated = items.map((i) => compileInstances(i.instances!)!);
    const b = new Bindings();
    const a = new Int32Array(MAX_INSTANCES);
    const g = new Int32Array(MAX_INSTANCES);
    fc.assert(fc.property(arbitraryWinningHand(), (hand) => {
      const parsed = parseHand(hand.notation);
      if (!parsed.ok) throw new Error(hand.notation);
      const o = { ...DEFAULT_WIN_OPTIONS, ...hand.options };
      const facts = buildHandFacts(scorer, parsed.hand, o);
      for (const reading of readingsOf(scorer, parsed.hand, o)) {
        items.forEach((item, k) => {
          b.seat = facts.seat;
          b.round = facts.round;
          const n = collectInstances(item.instances!, reading.melds, b, a, 0);
          const m = generated[k]!(facts, reading, g, 0);
          expect({ id: item.ir.id, groups: Array.from(g.subarray(0, m)) }).toEqual({ id: item.ir.id, groups: Array.from(a.subarray(0, n)) });
          // Each group is distinct melds, as many as the pattern has units.
          for (const mask of a.subarray(0, n)) {
            const units = item.instances!.find((p) => p.units.length === popcount(mask));
            expect(units).toBeDefined();
          }
        });
      }
    }), { numRuns: 300 });
  });
});

function popcount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}
