/**
 * Property of the shape wait search (shapeWaits in runtime/eval/match.ts): for concealed tiles one short of a shape,
 * the tiles it finds are exactly the tiles c for which matchShape accepts the tiles plus one c — on random hands and
 * on hands one tile away from an instance of a shape, for every shape of every bundled regulation.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchShape, shapeWaits } from '../../../runtime/eval/match.js';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
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

  const none = new Uint8Array(34);

  /**
   * Compares the wait search with matchShape over every tile, for every shape of the regulation: with no limit and
   * nothing skipped it finds exactly those tiles; with tiles skipped and a limit, as many of the others as the limit
   * allows.
   */
  function checkAll(counts: Uint8Array, declared: readonly Meld[], skip: Uint8Array, limit: number): void {
    for (const s of scorer.shapes) {
      const before = counts.slice();
      const all = [...shapeWaits(s.ir.pattern.units, declared, counts, b, s.ir.distinct, s.order, none, Infinity)].sort((x, y) => x - y);
      expect(counts, 'counts restored').toEqual(before);
      const expected: number[] = [];
      for (let c = 0; c < 34; c++) {
        const plus = counts.slice();
        plus[c]!++;
        if (matchShape(s.ir.pattern.units, declared, plus, b, s.ir.distinct, s.order)) expected.push(c);
      }
      const context = `${s.ir.id}: ${Array.from(counts).join('')} ${JSON.stringify(declared)}`;
      expect(all, context).toEqual(expected);
      const some = shapeWaits(s.ir.pattern.units, declared, counts, b, s.ir.distinct, s.order, skip, limit);
      expect(counts, 'counts restored').toEqual(before);
      const allowed = expected.filter((c) => !skip[c]);
      expect(new Set(some).size, context).toBe(some.length);
      for (const c of some) expect(allowed, context).toContain(c);
      expect(some.length, context).toBe(Math.min(limit, allowed.length));
    }
  }

  /** Random tiles to skip (about one in four) and a random limit (1 to 3, or none). */
  function skipAndLimit(rand: () => number): [Uint8Array, number] {
    const skip = Uint8Array.from({ length: 34 }, () => (rand() < 0.25 ? 1 : 0));
    return [skip, rand() < 0.25 ? Infinity : 1 + int(rand, 3)];
  }

  it('finds exactly the tiles that complete a shape, on random hands', () => {
    fc.assert(fc.property(arbitraryHand(), fc.integer({ min: 0, max: 0xffffffff }), (g, seed) => {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      const counts = new Uint8Array(34);
      for (const t of parsed.hand.concealed) counts[t]!++;
      if (parsed.hand.winTile !== null) counts[parsed.hand.winTile]!--;
      checkAll(counts, parsed.hand.declared, ...skipAndLimit(createRandom(seed)));
    }), { numRuns: 150 });
  });

  if (scorer.shapes.length > 0) it('finds exactly the tiles that complete a shape, one tile away from an instance of a shape', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
      const rand = createRandom(seed);
      const inst = nearShapeHand(scorer, rand);
      if (inst === null) return;
      checkAll(inst.counts, inst.declared, ...skipAndLimit(rand));
    }), { numRuns: 400 });
  });
});
