/**
 * Properties of `reglament impact` (runtime/impact): a regulation compared with itself changes nothing; a copy of a
 * regulation that changes one rule's value (a child file: `extends:` the regulation, `override:` that rule's value,
 * compiled through the real pipeline from a temp dir) changes hands only because of that rule: every changed hand
 * is attributed to it and to nothing else, and a copy with the same value changes nothing.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileScorer, generateImpactCorpus, runImpact, type ItemIR, type RegulationIR } from '../../runtime/index.js';
import { compileInline, irOfFile } from '../support/compile-inline.js';

const root = join(import.meta.dirname, '..', '..');
const HANDS = 120;


const SECTION: Record<ItemIR['kind'], string> = { points: 'points', doubling: 'doublings', limit: 'limits', counter: 'items' };

/** A child regulation overriding one item's value. */
function childWith(parent: string, item: ItemIR, value: number): RegulationIR {
  const yaml = `regulation: impact-property-child
version: "1"
extends: ${JSON.stringify(parent)}
name: { ru: Копия, en: Copy }
override:
  ${SECTION[item.kind]}:
    - id: ${item.id}
      value: ${value}
`;
  const r = compileInline(yaml);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join('\n'));
  return r.ir;
}

/** A new value for an item of a kind. */
const valueFor = (kind: ItemIR['kind']): fc.Arbitrary<number> =>
  kind === 'points' ? fc.integer({ min: 1, max: 60 }) : kind === 'doubling' ? fc.integer({ min: 1, max: 4 }) : fc.constantFrom(0.25, 0.5, 1);

describe.each(['bermuda-triangle.yaml', 'repino-2008.yaml'])('impact under %s', (name) => {
  const file = join(root, 'regulations', name);
  const ir = irOfFile(file);
  const scorer = compileScorer(ir);
  const items = [...ir.scoring.points, ...ir.scoring.doublings, ...ir.scoring.limits];

  it('a regulation against itself (one scorer, or compiled twice) changes nothing', () => {
    const again = compileScorer(irOfFile(file));
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, same) => {
      const r = runImpact(scorer, same ? scorer : again, generateImpactCorpus(seed, HANDS));
      expect(r.hands).toBe(HANDS);
      expect([r.changed, r.explanationOnly, r.failed, r.byRule, r.examples]).toEqual([0, 0, 0, {}, []]);
    }), { numRuns: 10 });
  });

  it("a change of one rule's value attributes every changed hand to that rule alone", () => {
    const arb = fc.constantFrom(...items).chain((item) => fc.record({
      item: fc.constant(item),
      value: fc.oneof(valueFor(item.kind), fc.constant(item.value)),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    }));
    let withChanges = 0;
    fc.assert(fc.property(arb, ({ item, value, seed }) => {
      const child = childWith(file, item, value);
      const r = runImpact(scorer, compileScorer(child), generateImpactCorpus(seed, HANDS));
      expect(r.failed).toBe(0);
      if (value === item.value) {
        expect([r.changed, r.byRule, r.regulationChanges]).toEqual([0, {}, { settings: [], rules: [] }]);
        return;
      }
      expect(r.regulationChanges).toEqual({ settings: [], rules: [item.id] });
      if (r.changed === 0) expect(r.byRule).toEqual({});
      else expect(r.byRule).toEqual({ [item.id]: r.changed });
      for (const e of r.examples) expect(e.rules).toEqual([item.id]);
      if (r.changed > 0) withChanges++;
    }), { numRuns: 30, seed: 20261129 });
    // the property is not vacuous: many rules are met by some of 120 generated hands (a fixed fast-check seed
    // keeps this count reproducible; the property itself holds for any seed)
    expect(withChanges).toBeGreaterThan(3);
  });
});
