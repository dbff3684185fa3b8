/**
 * Properties of the scorer's cheap necessary tests: a pattern precheck (pattern-precheck.ts) never rejects melds that
 * the full match accepts (and gives the same answer from meld masks; its generated-code form too for distinct melds, and never rejects what the loops accept), and a shape prefilter (shape-filter.ts) never rejects a hand that the shape search matches.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bindings, matchMelds, matchShape } from '../../../runtime/eval/match.js';
import { bitCount, MASK_LOCALS, masksMayFill, masksMayFillSource, MeldMasks, meldsMayFill, patternGroups } from '../../../runtime/eval/pattern-precheck.js';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import { HandSketch } from '../../../runtime/mahjong/hand-sketch.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { DEFAULT_WIN_OPTIONS } from '../../../runtime/mahjong/score-types.js';
import { readingsOf } from '../../../runtime/mahjong/readings.js';
import { quickReject } from '../../../runtime/mahjong/shape-filter.js';
import { arbitraryHand } from '../../support/arbitraries.js';
import { irOfFile } from '../../support/compile-inline.js';

const files = readdirSync('regulations').filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', f));

describe.each(files)('%s', (file) => {
  const scorer = compileScorer(irOfFile(file));
  const patterns = scorer.items.flatMap((item) => item.patterns ?? []).map((p) => {
    const groups = patternGroups(p);
    // The generated-code form of the same precheck, as the scorer's sections inline it.
    const inline = new Function('masks', 'bitCount', `${MASK_LOCALS}\nreturn ${masksMayFillSource(groups)};`);
    return { p, groups, inline: (m: MeldMasks) => inline(m, bitCount) as boolean };
  });

  it('prechecks item patterns without losing a match, by masks as by loops', () => {
    const b = new Bindings();
    const masks = new MeldMasks();
    fc.assert(fc.property(arbitraryHand(), (g) => {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      for (const reading of readingsOf(scorer, parsed.hand, { ...DEFAULT_WIN_OPTIONS, ...g.options })) {
        masks.load(reading.melds);
        for (const { p, groups, inline } of patterns) {
          const loops = meldsMayFill(groups, reading.melds);
          expect(masksMayFill(groups, masks), p.text).toBe(loops);
          // The generated form is exact for distinct melds, an upper bound for repeated ones.
          if (masks.distinct) expect(inline(masks), p.text).toBe(loops);
          else if (loops) expect(inline(masks), p.text).toBe(true);
          if (matchMelds(p, reading.melds, b)) expect(loops, p.text).toBe(true);
        }
      }
    }), { numRuns: 300 });
  });

  it('prefilters shapes without losing a match', () => {
    const sketch = new HandSketch();
    fc.assert(fc.property(arbitraryHand(), (g) => {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      const counts = new Uint8Array(34);
      for (const t of parsed.hand.concealed) counts[t]!++;
      sketch.load(counts, parsed.hand.declared);
      for (const s of scorer.shapes) {
        const m = matchShape(s.ir.pattern.units, parsed.hand.declared, counts.slice(), scorer.bindings, s.ir.distinct, s.order);
        if (m) expect(quickReject(s, sketch), s.ir.id).toBe(false);
      }
    }), { numRuns: 300 });
  });
});
