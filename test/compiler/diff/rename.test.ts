/**
 * Rename detection: same substance under another id is a rename; wording may change with it; the pairing is one to
 * one and the same in both directions.
 */
import { describe, expect, it } from 'vitest';
import { diffRules, type RuleRecord, type RuleView } from '../../../compiler/index.js';

const item = (id: string, view: RuleView): RuleRecord => ({ id, family: 'item', section: 'points', view: { clause: '1', kind: 'points', ...view } });
const brief = (before: RuleRecord[], after: RuleRecord[]) =>
  diffRules(before, after).map((c) => [c.change, c.renamedFrom ?? null, c.id, c.fields.join(',')]);

describe('renames', () => {
  it('pairs a removed and an added rule with the same substance; a changed name comes along', () => {
    const before = [item('a', { name: { ru: 'А', en: 'A' }, when: 'winner', value: 2 })];
    const after = [item('b', { name: { ru: 'Б', en: 'B' }, when: 'winner', value: 2 })];
    expect(brief(before, after)).toEqual([['changed', 'a', 'b', 'id,name']]);
  });

  it('does not pair rules whose substance differs (another value), nor rules of different families', () => {
    expect(brief([item('a', { when: 'winner', value: 2 })], [item('b', { when: 'winner', value: 3 })]))
      .toEqual([['added', null, 'b', ''], ['removed', null, 'a', '']]);
    const procedure: RuleRecord = { id: 'b', family: 'procedure', section: 'procedures', view: { clause: '1', kind: 'points', value: 2 } };
    expect(brief([item('a', { value: 2 })], [procedure])).toEqual([['removed', null, 'a', ''], ['added', null, 'b', '']]);
  });

  it('among several candidates, the one sharing more wording wins, one to one, the same both ways', () => {
    // Two removed and two added rules do the same thing; their names say which is which.
    const before = [item('x1', { name: { ru: 'Первый', en: 'First' }, value: 1 }), item('x2', { name: { ru: 'Второй', en: 'Second' }, value: 1 })];
    const after = [item('y2', { name: { ru: 'Второй', en: 'Second' }, value: 1 }), item('y1', { name: { ru: 'Первый', en: 'First' }, value: 1 })];
    expect(brief(before, after)).toEqual([['changed', 'x2', 'y2', 'id'], ['changed', 'x1', 'y1', 'id']]);
    expect(brief(after, before)).toEqual([['changed', 'y1', 'x1', 'id'], ['changed', 'y2', 'x2', 'id']]);
  });

  it('settings are never renamed (their ids are fixed)', () => {
    const setting = (id: string): RuleRecord => ({ id, family: 'setting', section: 'scoring', view: { clause: '1', value: 5 } });
    expect(brief([setting('scoring.doubling-cap')], [setting('scoring.house-limit')]).map((c) => c[0])).toEqual(['added', 'removed']);
  });
});
