/**
 * The building blocks of rule records (normalize.ts and each part's records): a view without absent fields, copies of
 * bilingual texts, assumptions and origins, and the record of a rule entry or of a setting.
 */
import type { Assumption, Bilingual, ItemIR, Origin, PatternIR, RuleInfo, SettingIR } from '../../runtime/index.js';
import type { DiffSection, RuleFamily, RuleRecord, RuleView, ViewValue } from './types.js';

/** The fields of a record's view as written, absent ones undefined. */
export type Fields = Record<string, ViewValue | undefined>;

/** Drops absent fields. */
export function view(fields: Fields): RuleView {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as RuleView;
}

/** A copy of a bilingual text (undefined stays undefined). */
export const bilingual = (b: Bilingual | undefined): Bilingual | undefined => (b ? { ru: b.ru, en: b.en } : undefined);
/** A copy of an assumption without absent fields. */
export const assumption = (a: Assumption | undefined): Assumption | undefined =>
  (a ? { text: { ...a.text }, ...(a.alternative !== undefined ? { alternative: { ...a.alternative } } : {}) } : undefined);
/** A sorted copy of a list of ids; undefined when empty. */
export const list = (xs: readonly string[]): string[] | undefined => (xs.length > 0 ? [...xs].sort() : undefined);
/** A copy of an origin with exactly its three fields. */
export const origin = (o: Origin): Origin => ({ file: o.file, line: o.line, col: o.col });

/** A record of a rule entry: name and clause first, then `content`, then assumption and note. */
export function ruleRecord(family: RuleFamily, section: DiffSection, r: RuleInfo, content: Fields): RuleRecord {
  return {
    id: r.id, family, section, origin: origin(r.origin),
    view: view({ name: bilingual(r.name), clause: r.clause, ...content, assumption: assumption(r.assumption), note: bilingual(r.note) }),
  };
}

/** A record of a setting (`{value, clause, name?, assumption?}` in the source), `content` replacing `value`. */
export function settingRecord(id: string, section: DiffSection, s: SettingIR<unknown> | null | undefined, content: Fields): RuleRecord[] {
  if (!s) return [];
  return [{
    id, family: 'setting', section, origin: origin(s.origin),
    view: view({ name: bilingual(s.name), clause: s.clause, ...content, assumption: assumption(s.assumption) }),
  }];
}

const ITEM_SECTION: Record<ItemIR['kind'], DiffSection> = { points: 'points', doubling: 'doublings', limit: 'limits', counter: 'items' };

/** Patterns as their texts: one text, a list, or undefined. */
function patternTexts(patterns: readonly PatternIR[] | undefined): string | string[] | undefined {
  const texts = patterns?.map((p) => p.text);
  return texts === undefined ? undefined : texts.length === 1 ? texts[0] : texts;
}

/** A record of a scoring item (points, doubling, limit, or an item of a counter). */
export function itemRecord(item: ItemIR): RuleRecord {
  return ruleRecord('item', ITEM_SECTION[item.kind], item, {
    kind: item.kind,
    counter: item.counter,
    when: item.whenText,
    pattern: patternTexts(item.patterns),
    each: patternTexts(item.each),
    combines: patternTexts(item.combines),
    count: item.countText,
    value: item.value,
    tags: list(item.tags),
    excludes: list(item.excludes),
    implies: item.implies ? list(item.implies.map((id) => (item.impliedCounts?.[id] ? `${id} ×${item.impliedCounts[id]}` : id))) : undefined,
  });
}
