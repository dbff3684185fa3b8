/**
 * Properties of the semantic diff: a regulation does not differ from itself (whatever its origins), a diff read
 * backwards is the reverse diff, and changing one rule's value in a child file is reported as exactly that change.
 */
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RegulationChange } from '../../compiler/index.js';
import { diffRegulations } from '../../games/index.js';
import type { ItemIR, RegulationIR } from '../../runtime/index.js';
import { irOfFile } from '../support/compile-inline.js';

const root = join(import.meta.dirname, '..', '..');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? yamlFiles(p) : p.endsWith('.yaml') ? [p] : [];
  }).sort();
}


/** Every bundled regulation (regulations/ and its examples). */
const bundled = yamlFiles(join(root, 'regulations')).map((file) => ({ file, ir: irOfFile(file) }));

/** A change in a form that does not depend on the direction: the ids on both sides, what differs, both versions. */
function edge(c: RegulationChange) {
  return {
    family: c.family,
    from: c.change === 'added' ? null : (c.renamedFrom ?? c.id),
    to: c.change === 'removed' ? null : c.id,
    change: c.change,
    fields: [...c.fields].sort(),
    before: c.before,
    after: c.after,
  };
}
type Edge = ReturnType<typeof edge>;
const reverse = (e: Edge): Edge => ({
  ...e, from: e.to, to: e.from, before: e.after, after: e.before,
  change: e.change === 'added' ? 'removed' : e.change === 'removed' ? 'added' : 'changed',
});
const sorted = (es: Edge[]) => es.map((e) => JSON.stringify(e)).sort();

type ListKey = 'points' | 'doublings' | 'limits';
const LISTS: ListKey[] = ['points', 'doublings', 'limits'];

/** One random edit of a compiled regulation (applied to a copy). */
const editArb = fc.record({
  op: fc.constantFrom('value', 'remove', 'rename', 'clause', 'move', 'when', 'add', 'house-limit', 'settlement', 'places', 'final', 'group', 'procedure', 'origin'),
  list: fc.constantFrom(...LISTS),
  index: fc.nat(),
  n: fc.integer({ min: 1, max: 50 }),
});
type Edit = typeof editArb extends fc.Arbitrary<infer T> ? T : never;

function applyEdit(ir: RegulationIR, e: Edit, k: number): void {
  const list = ir.scoring[e.list];
  const item: ItemIR | undefined = list[e.index % Math.max(1, list.length)];
  switch (e.op) {
    case 'value': if (item) item.value += e.n; break;
    case 'remove': if (item) list.splice(list.indexOf(item), 1); break;
    case 'rename': if (item) item.id = `${item.id}-renamed-${k}`; break;
    case 'clause': if (item) item.clause = `${item.clause} (${e.n})`; break;
    case 'when': if (item) item.whenText = `${item.whenText ?? 'winner'} and waits >= ${e.n}`; break;
    case 'move': {
      if (!item) break;
      const to = LISTS[(LISTS.indexOf(e.list) + 1) % 3]!;
      list.splice(list.indexOf(item), 1);
      item.kind = to === 'points' ? 'points' : to === 'doublings' ? 'doubling' : 'limit';
      ir.scoring[to].push(item);
      break;
    }
    case 'add': {
      // A template from this list, or from any list (a regulation may have no points items, e.g. Sichuan fans).
      const template = item ?? LISTS.map((l) => ir.scoring[l][0]).find((x) => x !== undefined);
      if (!template) break;
      const kind = e.list === 'points' ? 'points' : e.list === 'doublings' ? 'doubling' : 'limit';
      list.push({ ...template, kind, id: `added-${k}`, value: e.n });
      break;
    }
    case 'house-limit': if (ir.scoring.houseLimit) ir.scoring.houseLimit.value += e.n; else ir.scoring.doublingCap = null; break;
    case 'settlement': if (ir.settlement) ir.settlement.eastDoubles.value = !ir.settlement.eastDoubles.value; break;
    case 'places': if (ir.tournament) ir.tournament.tablePoints.places.value = [e.n, 2, 1, 0]; break;
    case 'final': if (ir.tournament) ir.tournament.final = null; break;
    case 'group': { const g = ir.groups[e.index % ir.groups.length]; if (g) g.tiles = [...g.tiles, 33].filter((t, i, a) => a.indexOf(t) === i); break; }
    case 'procedure': { const p = ir.procedures[e.index % Math.max(1, ir.procedures.length)]; if (p) p.text = { ru: p.text.ru + '!', en: p.text.en }; break; }
    case 'origin': if (item) item.origin = { file: 'elsewhere.yaml', line: e.n, col: e.n }; break;
  }
}

function edited(ir: RegulationIR, edits: Edit[]): RegulationIR {
  const copy = structuredClone(ir);
  edits.forEach((e, k) => applyEdit(copy, e, k));
  return copy;
}

describe('diff properties', () => {
  it('finds the bundled regulations', () => {
    expect(bundled.length).toBeGreaterThanOrEqual(3);
  });

  it('diff(a, a) is empty for every bundled regulation, whatever the origins say', () => {
    fc.assert(fc.property(fc.constantFrom(...bundled), fc.string(), fc.nat(), ({ ir }, file, shift) => {
      expect(diffRegulations(ir, ir)).toEqual([]);
      const moved = JSON.parse(JSON.stringify(ir), (key, v) => (key === 'origin' ? { file, line: shift + 1, col: 1 } : v)) as RegulationIR;
      expect(diffRegulations(ir, moved)).toEqual([]);
    }), { numRuns: 30 });
  });

  it('diff(b, a) is diff(a, b) reversed: added <-> removed, before <-> after, renames backwards', () => {
    const pairs = bundled.flatMap((a) => bundled.map((b) => [a.ir, b.ir] as const));
    for (const [a, b] of pairs) expect(sorted(diffRegulations(b, a).map(edge))).toEqual(sorted(diffRegulations(a, b).map(edge).map(reverse)));
    fc.assert(fc.property(fc.constantFrom(...bundled), fc.array(editArb, { minLength: 1, maxLength: 6 }), ({ ir }, edits) => {
      const b = edited(ir, edits);
      const forward = diffRegulations(ir, b).map(edge);
      expect(sorted(diffRegulations(b, ir).map(edge))).toEqual(sorted(forward.map(reverse)));
    }), { numRuns: 300 });
  });

  it('a renamed rule is one change with the old id, in both directions', () => {
    fc.assert(fc.property(fc.constantFrom(...bundled), fc.constantFrom(...LISTS), fc.nat(), ({ ir }, list, index) => {
      const items = ir.scoring[list];
      if (items.length === 0) return;
      const item = items[index % items.length]!;
      const b = edited(ir, [{ op: 'rename', list, index: index % items.length, n: 1 }]);
      expect(diffRegulations(ir, b).map((c) => [c.change, c.id, c.renamedFrom, c.fields])).toEqual([['changed', `${item.id}-renamed-0`, item.id, ['id']]]);
      expect(diffRegulations(b, ir).map((c) => [c.change, c.id, c.renamedFrom, c.fields])).toEqual([['changed', item.id, `${item.id}-renamed-0`, ['id']]]);
    }), { numRuns: 50 });
  });

  it("changing one item's value in a child file (extends + override) is reported as exactly that change", () => {
    const dir = mkdtempSync(join(tmpdir(), 'reglament-diff-'));
    let n = 0;
    const items = bundled.flatMap(({ file, ir }) => LISTS.flatMap((list) => ir.scoring[list].map((item) => ({ file, ir, list, item }))));
    fc.assert(fc.property(fc.constantFrom(...items), fc.integer({ min: 1, max: 8 }), ({ file, ir, list, item }, step) => {
      // A limit is worth a multiple of a quarter of the house limit; points and doublings are whole numbers.
      const value = list === 'limits' ? item.value + step / 4 : item.value + step;
      const child = join(dir, `child-${n++}.yaml`);
      writeFileSync(child, [
        'regulation: diff-property-child',
        'version: "1"',
        `extends: ${JSON.stringify(resolve(file))}`,
        'override:',
        `  ${list}:`,
        `    - { id: ${item.id}, value: ${value} }`,
        '',
      ].join('\n'));
      const changes = diffRegulations(ir, irOfFile(child));
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({
        id: item.id, change: 'changed', section: list, fields: ['value'], clause: item.clause,
        before: { value: item.value }, after: { value },
      });
    }), { numRuns: 25 });
  });
});
