/**
 * Properties of the shape index (shape-index.ts): it keeps every shape that the shape prefilter keeps (its tests are
 * some of the prefilter's), and so every shape the shape search matches, on random hands of every bundled regulation.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchShape } from '../../../runtime/eval/match.js';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import { HandSketch } from '../../../runtime/mahjong/hand-sketch.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { quickReject } from '../../../runtime/mahjong/shape-filter.js';
import { isCandidate, nextCandidate } from '../../../runtime/mahjong/shape-index.js';
import { arbitraryHand } from '../../support/arbitraries.js';
import { irOfFile } from '../../support/compile-inline.js';

const files = readdirSync('regulations').filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', f));

describe.each(files)('%s', (file) => {
  const scorer = compileScorer(irOfFile(file));

  it('keeps every shape the prefilter keeps and every shape that matches', () => {
    const sketch = new HandSketch();
    let kept = 0;
    fc.assert(fc.property(arbitraryHand(), (g) => {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      const { concealed, declared } = parsed.hand;
      const counts = new Uint8Array(34);
      for (const t of concealed) counts[t]!++;
      sketch.load(counts, declared);
      const any = scorer.shapeIndex.load(concealed, declared);
      scorer.shapes.forEach((s, i) => {
        const candidate = isCandidate(scorer.shapeIndex, i);
        if (candidate) kept++;
        if (!quickReject(s, sketch)) expect(candidate, s.ir.id).toBe(true);
        if (matchShape(s.ir.pattern.units, declared, counts.slice(), scorer.bindings, s.ir.distinct, s.order)) expect(candidate, s.ir.id).toBe(true);
        if (candidate) expect(any).toBe(true);
      });
      // nextCandidate walks exactly the candidates, in order.
      const walked: number[] = [];
      for (let i = nextCandidate(scorer.shapeIndex, 0); i >= 0; i = nextCandidate(scorer.shapeIndex, i + 1)) walked.push(i);
      expect(walked).toEqual(scorer.shapes.map((_, i) => i).filter((i) => isCandidate(scorer.shapeIndex, i)));
    }), { numRuns: 400 });
    // The index is not vacuous: some random hands keep some shape (none when the regulation declares no shape).
    if (scorer.shapes.length > 0) expect(kept).toBeGreaterThan(0);
  });
});
