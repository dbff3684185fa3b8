/**
 * Comparing readable rule views: which fields differ, and what a rule is apart from its wording (for renames).
 */
import type { RuleView, ViewValue } from './types.js';

/** Fields shown with a rule but not compared: they restate a compared field (a group's tiles as written). */
export const SHOWN_ONLY: readonly string[] = ['tilesText'];

/** Fields that describe a rule rather than make it: a renamed rule may change them too. */
export const WORDING: readonly string[] = ['name', 'clause', 'assumption', 'note'];

/** JSON text of a value with object keys sorted, so that equal values give equal text. */
export function canonicalJson(v: ViewValue | undefined): string {
  if (v === undefined) return 'undefined';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${(v as readonly ViewValue[]).map(canonicalJson).join(',')}]`;
  const o = v as { readonly [key: string]: ViewValue };
  return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
}

/**
 * The compared fields whose values differ: what the rule does first (in the order of the new view, then fields only
 * the old one has), then its wording (name, clause, assumption, note).
 */
export function differingFields(before: RuleView, after: RuleView): string[] {
  const keys = [...Object.keys(after), ...Object.keys(before).filter((k) => !(k in after))];
  const differ = keys.filter((k) => !SHOWN_ONLY.includes(k) && canonicalJson(before[k]) !== canonicalJson(after[k]));
  return [...differ.filter((k) => !WORDING.includes(k)), ...WORDING.filter((k) => differ.includes(k))];
}

/** What a rule does, without its wording: two rules with the same substance are the same rule. */
export function substanceOf(view: RuleView): string {
  const kept = Object.fromEntries(Object.entries(view).filter(([k]) => !SHOWN_ONLY.includes(k) && !WORDING.includes(k)));
  return canonicalJson(kept);
}

/** How many wording fields two views share (a tie-break between rename candidates). */
export function sharedWording(a: RuleView, b: RuleView): number {
  return WORDING.filter((k) => canonicalJson(a[k]) === canonicalJson(b[k])).length;
}
