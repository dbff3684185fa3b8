/**
 * The MCR regulation's own tests cover the rule book: every fan is expected by some hand-worked test, and every
 * declared principle leaves some fan out in some test hand (the explanation names it).
 */
import { describe, expect, it } from 'vitest';
import { compileScorer, parseHand, readCircumstances, scoreHand, PRINCIPLE_IDS } from '../../runtime/index.js';
import { irOfFile } from '../support/compile-inline.js';

const ir = irOfFile('regulations/mcr-2006.yaml');
const scorer = compileScorer(ir);

describe('regulations/mcr-2006.yaml', () => {
  it('has the 81 fans of 3.8.1 (and the note of #57), each expected by one of its tests', () => {
    const fans = ir.scoring.points.map((i) => i.id);
    const numbers = new Set(ir.scoring.points.map((i) => /^3\.8\.1 #(\d+)/.exec(i.clause)?.[1]));
    expect([...numbers].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 81 }, (_, k) => String(k + 1)));
    const expected = new Set(ir.tests.flatMap((t) => t.expect.items ?? []));
    expect(fans.filter((id) => !expected.has(id))).toEqual([]);
  });

  it('shows every declared principle leaving a fan out in one of its tests', () => {
    const principles = new Set<string>();
    for (const t of ir.tests) {
      const parsed = parseHand(t.hand);
      const circumstances = readCircumstances(t.circumstances);
      if (!parsed.ok || 'problems' in circumstances) throw new Error(`bad test ${t.name}`);
      for (const e of scoreHand(scorer, parsed.hand, circumstances.options).excluded) if (e.principle) principles.add(e.principle);
    }
    expect([...principles].sort()).toEqual([...PRINCIPLE_IDS].sort());
    expect(Object.keys(ir.scoring.principles ?? {}).sort()).toEqual([...PRINCIPLE_IDS].sort());
  });
});
