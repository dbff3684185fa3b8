/**
 * Common fields of rule entries (id, names, clause, assumption, note) from the source to the IR.
 */
import type { Assumption, Origin, RuleInfo } from '../../runtime/index.js';
import type { SourceAssumption, SourceRule } from './source-shape.js';

/** An assumption as written (a sentence, or text and alternative) in IR form. */
export function toAssumption(a: SourceAssumption): Assumption {
  return typeof a === 'string' ? { text: a } : { ...a };
}

/** The common fields of a rule entry. */
export function ruleInfo(r: SourceRule, origin: Origin): RuleInfo {
  return {
    id: r.id, name: r.name, clause: r.clause, origin,
    ...(r.assumption !== undefined ? { assumption: toAssumption(r.assumption) } : {}),
    ...(r.note ? { note: r.note } : {}),
  };
}
