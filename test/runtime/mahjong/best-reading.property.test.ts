/**
 * A hand with several readings keeps the best one's applied items aside while the others are tallied (keepAsBest):
 * its explanation must be the one that reading gets when it is tallied alone, on fresh buffers. Checked on generated
 * winning hands of every bundled regulation, exclusions included.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import { HandFactsRecord } from '../../../runtime/mahjong/hand-facts.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { generateCorpus } from '../../../runtime/mahjong/random-hand.js';
import { readingsOf } from '../../../runtime/mahjong/readings.js';
import { scoreHand } from '../../../runtime/mahjong/score-hand.js';
import { DEFAULT_WIN_OPTIONS } from '../../../runtime/mahjong/score-types.js';
import { createScratch, explainTally } from '../../../runtime/mahjong/tally.js';
import { tallyAny } from '../../../runtime/mahjong/counter-tally.js';
import { irOfFile } from '../../support/compile-inline.js';

/** The bundled mahjong regulations (classical, Sichuan, riichi). */
const files = readdirSync('regulations').filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', f))
  .filter((f) => irOfFile(f).game.startsWith('mahjong'));

describe.each(files)('%s', (file) => {
  const ir = irOfFile(file);
  it('explains the chosen reading of a hand with several readings as that reading alone', () => {
    const scorer = compileScorer(ir);
    let several = 0;
    let withExclusions = 0;
    for (const g of generateCorpus(4242, 4000)) {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      const result = scoreHand(scorer, parsed.hand, g.options);
      if (result.alternatives.length === 0 || result.complete !== true) continue;
      several++;
      if (result.excluded.length > 0) withExclusions++;
      // The same reading tallied alone, on buffers of its own.
      const o = { ...DEFAULT_WIN_OPTIONS, ...g.options };
      const reading = readingsOf(scorer, parsed.hand, o).find((r) => r.shape === result.shape && r.melds.length === result.melds.length && r.melds.every((m, i) => m === result.melds[i]) && r.wait === result.wait)!;
      const alone = createScratch(scorer, new HandFactsRecord().load(scorer, parsed.hand, o, true));
      const t = tallyAny(scorer, alone, reading, true);
      const { items, excluded } = explainTally(scorer, alone, t);
      expect({ total: result.total, items: result.items, excluded: result.excluded }, g.notation).toEqual({ total: t.total, items, excluded });
    }
    // Enough hands with several readings, some with exclusions, for the check to say something.
    expect(several).toBeGreaterThan(100);
    if (file.includes('repino')) expect(withExclusions).toBeGreaterThan(0);
  });
});
