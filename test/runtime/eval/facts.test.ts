/**
 * The one table of hand facts (runtime/mahjong/vocabulary.ts): every fact is read alike by the closures of
 * compile-expr.ts and by the source of generate-expr.ts, both derived from where the table says the scorer keeps it,
 * and has a value of the type the table declares.
 */
import { describe, expect, it } from 'vitest';
import { compileExpr } from '../../../runtime/eval/compile-expr.js';
import type { EvalContext } from '../../../runtime/eval/context.js';
import { generateExpr, SourceParts } from '../../../runtime/eval/generate-expr.js';
import { compileScorer } from '../../../runtime/mahjong/compile-scorer.js';
import { buildHandFacts } from '../../../runtime/mahjong/hand-facts.js';
import { parseHand } from '../../../runtime/mahjong/notation.js';
import { readingsOf } from '../../../runtime/mahjong/readings.js';
import { DEFAULT_WIN_OPTIONS } from '../../../runtime/mahjong/score-types.js';
import { ENUM_VALUES, MAHJONG_FACTS } from '../../../runtime/mahjong/vocabulary.js';
import { irOfFile } from '../../support/compile-inline.js';

const scorer = compileScorer(irOfFile('regulations/sbr-2025.yaml'));
const noSlots = (key: string): number => { throw new Error(`unexpected sum ${key}`); };

/** A scored context: a self-drawn hand with a root, seat South, void suit p, a limit fraction set. */
function context(): EvalContext {
  const parsed = parseHand('[4444m]111m123m789m5m+5m');
  if (!parsed.ok) throw new Error(parsed.error.message);
  const options = { ...DEFAULT_WIN_OPTIONS, seat: 'S' as const, win: 'wall' as const, lastTile: true, void: 'p' as const };
  const reading = readingsOf(scorer, parsed.hand, options)[0]!;
  return { hand: buildHandFacts(scorer, parsed.hand, options), reading, sums: new Float64Array(0), limit: 0.5, points: 0, value: 2000 };
}

describe('the fact table', () => {
  const c = context();
  it.each(Object.entries(MAHJONG_FACTS))('%s reads the same as a closure and as generated source, of its type', (name, fact) => {
    const ir = { op: 'fact', name } as const;
    const closure = compileExpr(ir)(c);
    const parts = new SourceParts();
    const generated = new Function('c', `const h = c.hand, r = c.reading;\nreturn ${generateExpr(ir, parts, noSlots)};`)(c) as unknown;
    expect(generated).toBe(closure);
    if (fact.type === 'bool') expect(typeof closure).toBe('boolean');
    else if (fact.type === 'number' || fact.type === 'tile') expect(typeof closure).toBe('number');
    else if (fact.type === 'shape') expect(closure).toBe('standard');
    else expect(ENUM_VALUES[fact.type]).toContain(closure);
  });

  it('gives the circumstances and the tiles as the scorer sees them', () => {
    const read = (name: string) => compileExpr({ op: 'fact', name })(c);
    // Seat South is the tile 2z (index 28); won from the wall, so self-drawn; roots: 1m is held four times (111m and
    // the 1m of 123m) = 1, the four 4m are the declared kong = no root; no tile of the void suit p; the limit as set.
    expect([read('seat'), read('win.from'), read('self_drawn'), read('last_tile'), read('roots'), read('void_tiles'), read('limit')])
      .toEqual([28, 'wall', true, true, 1, 0, 0.5]);
  });
});
