/**
 * `score --hands --json` prints each hand's line with createScoreJsonText (the items' texts kept from hand to hand):
 * the line must be exactly `JSON.stringify(scoreJson(hand, result))`, the object `score --json` prints. Checked on
 * generated hands of every bundled mahjong regulation (classical, Sichuan, riichi with counters, MCR), one maker for
 * all the hands of a regulation, as the batch uses it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScoreJsonText, scoreJson } from '../../present/index.js';
import { compileScorer, generateCorpus, parseHand, scoreHand } from '../../runtime/index.js';
import { irOfFile } from '../support/compile-inline.js';

const files = readdirSync('regulations').filter((f) => f.endsWith('.yaml')).map((f) => join('regulations', f))
  .filter((f) => irOfFile(f).game.startsWith('mahjong'));

describe.each(files)('%s', (file) => {
  it('prints every hand as JSON.stringify(scoreJson(...)), items seen before included', () => {
    const scorer = compileScorer(irOfFile(file));
    const jsonText = createScoreJsonText();
    let items = 0;
    for (const g of generateCorpus(1606, 1500)) {
      const parsed = parseHand(g.notation);
      if (!parsed.ok) throw new Error(`generator produced a bad hand: ${g.notation}`);
      const result = scoreHand(scorer, parsed.hand, g.options);
      items += result.items.length;
      expect(jsonText(g.notation, result)).toBe(JSON.stringify(scoreJson(g.notation, result)));
    }
    // Far more items than a regulation has rules (at most ~100): most were printed from kept texts.
    expect(items).toBeGreaterThan(1000);
  });
});

describe('the place of the items', () => {
  it('is found after a hand text that spells `"items":[]` itself', () => {
    const ir = irOfFile('regulations/repino-2008.yaml');
    const parsed = parseHand('123m456m789m2m[777z]+2m');
    if (!parsed.ok) throw new Error('bad hand');
    const result = scoreHand(compileScorer(ir), parsed.hand, {});
    expect(result.items.length).toBeGreaterThan(0);
    const jsonText = createScoreJsonText();
    for (const hand of ['"items":[]', 'x","items":[],"y', '\\"items\\":[]']) {
      expect(jsonText(hand, result)).toBe(JSON.stringify(scoreJson(hand, result)));
    }
  });
});
