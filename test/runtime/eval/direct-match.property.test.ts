/**
 * Property of the shapes matched by counting (runtime/eval/direct-match.ts): for every shape of every bundled
 * regulation, matchShape (which counts when the shape has a direct form) gives exactly what the search alone gives
 * (matchShapeBySearch): the same melds and loose tiles in the same order, or no match — on random hands, on hands one
 * tile from an instance of a shape with each possible tile added, and on pairs and single tiles drawn at random.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directFormOf } from '../../../runtime/eval/direct-match.js';
import { matchShape, matchShapeBySearch } from '../../../runtime/eval/match.js';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import type { UnitIR } from '../../../runtime/ir/types.js';
import type { Meld } from '../../../runtime/mahjong/hand.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { createRandom } from '../../../runtime/random.js';
import { arbitraryHand } from '../../support/arbitraries.js';
import { irOfFile } from '../../support/compile-inline.js';
import { nearShapeHand } from '../../support/shape-instance.js';

const files = readdirSync('regulations').filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', f));

const int = (rand: () => number, n: number): number => Math.floor(rand() * n);

describe.each(files)('%s', (file) => {
  const scorer = compileScorer(irOfFile(file));
  const b = scorer.bindings;

  /** Compares matchShape with the search alone for every shape of the regulation. */
  function checkAll(counts: Uint8Array, declared: readonly Meld[]): void {
    for (const s of scorer.shapes) {
      const before = counts.slice();
      const got = matchShape(s.ir.pattern.units, declared, counts, b, s.ir.distinct, s.order);
      expect(counts, 'counts restored').toEqual(before);
      const expected = matchShapeBySearch(s.ir.pattern.units, declared, counts, b, s.ir.distinct, s.order);
      expect(got, `${s.ir.id}: ${Array.from(counts).join('')} ${JSON.stringify(declared)}`).toEqual(expected);
    }
  }

  it('matches as the search does, on random hands', () => {
    fc.assert(fc.property(arbitraryHand(), (g) => {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      const counts = new Uint8Array(34);
      for (const t of parsed.hand.concealed) counts[t]!++;
      checkAll(counts, parsed.hand.declared);
      checkAll(counts, []);
    }), { numRuns: 150 });
  });

  if (scorer.shapes.length > 0) it('matches as the search does, one tile from an instance of a shape', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
      const inst = nearShapeHand(scorer, createRandom(seed));
      if (inst === null) return;
      for (let c = 0; c < 34; c++) {
        const plus = inst.counts.slice();
        plus[c]!++;
        checkAll(plus, inst.declared);
        checkAll(plus, []);
      }
    }), { numRuns: 30 });
  });

  const direct = scorer.shapes.filter((s) => {
    const keys = s.ir.pattern.units.map((u) => JSON.stringify(u));
    return directFormOf(s.ir.pattern.units, Int8Array.from(keys, (k, i) => (i === 0 ? -1 : keys.lastIndexOf(k, i - 1)))) !== null;
  });
  if (direct.length > 0) it('matches as the search does, on as many pairs or single tiles as a direct shape has units', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
      const rand = createRandom(seed);
      for (const s of direct) {
        const units = s.ir.pattern.units.length;
        const size = s.ir.pattern.units[0]!.meld === null ? 1 : 2;
        // Tiles from a few kinds (repeats, fours and odd counts come often), honors and terminals as often as the rest.
        const kinds = Array.from({ length: 1 + int(rand, 9) }, () => (rand() < 0.5 ? [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33][int(rand, 13)]! : int(rand, 34)));
        const counts = new Uint8Array(34);
        for (let u = 0; u < units; u++) counts[kinds[int(rand, kinds.length)]!]! += rand() < 0.1 ? 1 : size;
        checkAll(counts, []);
      }
    }), { numRuns: 300 });
  });
});

describe('direct forms of terms that allow some kinds only', () => {
  const b = compileScorer(irOfFile(files[0]!)).bindings;
  const some = { t: 'tiles' as const, tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8, 27] };
  const pairs: UnitIR[] = Array.from({ length: 7 }, () => ({ meld: ['pair'], term: some }));
  const singles: UnitIR[] = [...[0, 8, 9, 27].map((t) => ({ meld: null, term: { t: 'tiles' as const, tiles: [t] } })), { meld: null, term: some }];
  it('matches as the search does', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.boolean(), (seed, distinct) => {
      const rand = createRandom(seed);
      for (const units of [pairs, singles]) {
        const size = units[0]!.meld === null ? 1 : 2;
        const kinds = Array.from({ length: 1 + int(rand, 6) }, () => (rand() < 0.7 ? [0, 1, 8, 9, 27, 28][int(rand, 6)]! : int(rand, 34)));
        const counts = new Uint8Array(34);
        for (let u = 0; u < units.length; u++) counts[kinds[int(rand, kinds.length)]!]! += rand() < 0.1 ? 1 : size;
        expect(matchShape(units, [], counts, b, distinct)).toEqual(matchShapeBySearch(units, [], counts, b, distinct));
      }
    }), { numRuns: 500 });
  });
});
