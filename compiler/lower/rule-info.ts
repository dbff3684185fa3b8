/**
 * Common fields of rule entries (id, names, clause, assumption, note) from the source to the IR.
 */
import type { Assumption, Origin, RuleInfo } from '../../runtime/index.js';
import type { SourceAssumption, SourceRule, SourceTextOrString } from './source-shape.js';

/** A text in both languages; one string written for both stands for both. */
const bothLanguages = (t: SourceTextOrString) => (typeof t === 'string' ? { ru: t, en: t } : { ru: t.ru, en: t.en });

/** An assumption as written (a text, or text and alternative; each `{ru, en}` or one string) in IR form. */
export function toAssumption(a: SourceAssumption): Assumption {
  if (typeof a === 'string' || !('text' in a)) return { text: bothLanguages(a) };
  return { text: bothLanguages(a.text), ...(a.alternative !== undefined ? { alternative: bothLanguages(a.alternative) } : {}) };
}

/** The common fields of a rule entry. */
export function ruleInfo(r: SourceRule, origin: Origin): RuleInfo {
  return {
    id: r.id, name: r.name, clause: r.clause, origin,
    ...(r.assumption !== undefined ? { assumption: toAssumption(r.assumption) } : {}),
    ...(r.note ? { note: r.note } : {}),
  };
}
