/**
 * The riichi regulations' own tests cover their rules (#14: hand-worked tests for every yaku and every fu rule):
 * every yaku, fu rule and limit of riichi-base.yaml (the rules EMA 2016 and WRC 2022 share) is expected by one of its
 * hand-worked tests, and every item EMA 2016 and WRC 2022 add (EMA's renhou mangan, WRC's renhou yaku and kiriage
 * mangan) by one of their own. A rule added without a test fails here.
 */
import { describe, expect, it } from 'vitest';
import type { RegulationIR } from '../../runtime/index.js';
import { irOfFile } from '../support/compile-inline.js';

const BASE = irOfFile('regulations/riichi-base.yaml');

/** Every item a regulation scores by: its counters' items (yaku, fu rules, dora) and its limits. */
const itemsOf = (ir: RegulationIR): string[] => [...(ir.scoring.counters ?? []).flatMap((c) => c.items.map((i) => i.id)), ...ir.scoring.limits.map((i) => i.id)];
/** The items some test of the regulation expects. */
const expectedIn = (ir: RegulationIR): Set<string> => new Set(ir.tests.flatMap((t) => t.expect.items ?? []));

describe('the riichi regulations\' tests', () => {
  it('riichi-base.yaml: every yaku, fu rule and limit is expected by one of its tests', () => {
    const items = itemsOf(BASE);
    // 71 rules today (yaku and yakuman, dora and ura dora, the fu rules, the limits): a guard that the list is read.
    expect(items.length).toBeGreaterThan(60);
    const expected = expectedIn(BASE);
    expect(items.filter((id) => !expected.has(id))).toEqual([]);
  });

  for (const file of ['riichi-ema-2016', 'riichi-wrc-2022']) {
    it(`${file}.yaml: every item it adds to the base is expected by one of its own tests`, () => {
      const ir = irOfFile(`regulations/${file}.yaml`);
      const base = new Set(itemsOf(BASE));
      const added = itemsOf(ir).filter((id) => !base.has(id));
      expect(added.length).toBeGreaterThan(0);
      const expected = expectedIn(ir);
      expect(added.filter((id) => !expected.has(id))).toEqual([]);
    });
  }
});
