/**
 * The preference part of a compiled regulation as comparable rule records: each contract row (by id) and each
 * convention setting (`preference.<yaml key>`), values under their YAML names.
 */
import { OPTIONAL_PREFERENCE_SETTINGS, PREFERENCE_SETTINGS, type OptionalPreferenceSettingKey, type PreferenceIR, type PreferenceSettingKey } from '../../runtime/ir/preference.js';
import type { RuleRecord, RuleView, ViewValue } from '../../compiler/index.js';

const kebab = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A value with object keys in their YAML (kebab-case) spelling. */
function yamlValue(v: unknown): ViewValue {
  if (Array.isArray(v)) return v.map(yamlValue);
  if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [kebab(k), yamlValue(x)]));
  return v as ViewValue;
}

/** Drops absent fields. */
const view = (fields: Record<string, ViewValue | undefined>): RuleView =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as RuleView;

/** The preference records of a regulation (none without a preference part). */
export function preferenceRecords(pref: PreferenceIR | undefined): RuleRecord[] {
  if (!pref) return [];
  const contracts = pref.contracts.map((c): RuleRecord => ({
    id: c.id, family: 'contract', section: 'preference', origin: { ...c.origin },
    view: view({
      name: { ...c.name }, clause: c.clause, tricks: c.tricks, game: c.game, whist: c.whist, undertrick: c.undertrick, duty: c.duty,
      assumption: c.assumption ? yamlValue(c.assumption) : undefined, note: c.note ? { ...c.note } : undefined,
    }),
  }));
  const keys = [
    ...(Object.keys(PREFERENCE_SETTINGS) as PreferenceSettingKey[]),
    ...(Object.keys(OPTIONAL_PREFERENCE_SETTINGS) as OptionalPreferenceSettingKey[]).filter((k) => pref[k] !== undefined),
  ];
  const yamlKey = (k: PreferenceSettingKey | OptionalPreferenceSettingKey) => (k in PREFERENCE_SETTINGS ? PREFERENCE_SETTINGS[k as PreferenceSettingKey] : OPTIONAL_PREFERENCE_SETTINGS[k as OptionalPreferenceSettingKey]);
  const settings = keys.map((key): RuleRecord => {
    const s = pref[key]!;
    return {
      id: `preference.${yamlKey(key)}`, family: 'setting', section: 'preference', origin: { ...s.origin },
      view: view({
        name: s.name ? { ...s.name } : undefined, clause: s.clause, value: yamlValue(s.value),
        assumption: s.assumption ? yamlValue(s.assumption) : undefined,
      }),
    };
  });
  return [...settings, ...contracts];
}
