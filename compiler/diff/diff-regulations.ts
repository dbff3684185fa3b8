/**
 * The semantic diff of two compiled regulations: their effective rules matched by id (renames detected by
 * content), each difference with its clause and both versions in readable form, grouped by section.
 */
import type { RegulationIR } from '../../runtime/index.js';
import { differingFields } from './compare.js';
import { listRules, type GameRecords } from './normalize.js';
import { pairRenames } from './rename.js';
import { diffSectionsOf, type DiffSection, type RegulationChange, type RuleRecord } from './types.js';

const keyOf = (r: RuleRecord) => `${r.family}\u0000${r.id}`;

function describe(r: RuleRecord) {
  const name = r.view.name as RegulationChange['name'];
  return { section: r.section, family: r.family, clause: String(r.view.clause ?? ''), ...(name ? { name } : {}) };
}

function changed(before: RuleRecord, after: RuleRecord, fields: string[]): RegulationChange {
  return {
    id: after.id, change: 'changed', ...(before.id !== after.id ? { renamedFrom: before.id } : {}), ...describe(after),
    fields, before: before.view, after: after.view,
  };
}

/**
 * Compares two lists of rule records (see `listRules`): the changes from `before` to `after`, by section in report
 * order (`sections`: by default the core's; a section not among them comes last); in a section, the changed and
 * added rules in the order of `after`, then the removed ones in the order of `before`.
 */
export function diffRules(before: readonly RuleRecord[], after: readonly RuleRecord[], sections: readonly DiffSection[] = diffSectionsOf([])): RegulationChange[] {
  const old = new Map(before.map((r) => [keyOf(r), r]));
  const now = new Map(after.map((r) => [keyOf(r), r]));
  const removed = before.filter((r) => !now.has(keyOf(r)));
  const added = after.filter((r) => !old.has(keyOf(r)));
  const renamedTo = new Map<RuleRecord, RuleRecord>();
  const renamedFrom = new Set<RuleRecord>();
  for (const [from, to] of pairRenames(removed, added)) {
    renamedTo.set(to, from);
    renamedFrom.add(from);
  }

  const out: Array<{ change: RegulationChange; order: number }> = [];
  after.forEach((r, i) => {
    const prev = old.get(keyOf(r)) ?? renamedTo.get(r);
    if (prev === undefined) {
      out.push({ order: i, change: { id: r.id, change: 'added', ...describe(r), fields: [], before: null, after: r.view } });
      return;
    }
    const fields = differingFields(prev.view, r.view);
    if (prev.id !== r.id) fields.unshift('id');
    if (fields.length > 0) out.push({ order: i, change: changed(prev, r, fields) });
  });
  before.forEach((r, i) => {
    if (now.has(keyOf(r)) || renamedFrom.has(r)) return;
    out.push({ order: after.length + i, change: { id: r.id, change: 'removed', ...describe(r), fields: [], before: r.view, after: null } });
  });
  const rank = (c: RegulationChange) => {
    const i = sections.indexOf(c.section);
    return i < 0 ? sections.length : i;
  };
  return out.sort((x, y) => rank(x.change) - rank(y.change) || x.order - y.order).map((x) => x.change);
}

/**
 * The changes from regulation `a` (old) to regulation `b` (new): every rule added, removed or changed (renames
 * are changes with `renamedFrom`); the games' parts listed by `games` (see listRules). Origins, tests and the regulations' own ids, versions and names are not compared.
 */
export function diffRegulations(a: RegulationIR, b: RegulationIR, games: readonly GameRecords[] = []): RegulationChange[] {
  return diffRules(listRules(a, games), listRules(b, games), diffSectionsOf(games));
}
