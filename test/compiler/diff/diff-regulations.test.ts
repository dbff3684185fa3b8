/**
 * The semantic diff of two regulations: matched by id, renames by content, grouped by section, readable versions.
 * Expected changes are read off the regulation files by hand (comments say where).
 */
import { describe, expect, it } from 'vitest';
import { type RegulationChange } from '../../../compiler/index.js';
import { compileRegulationFile, diffRegulations } from '../../../games/index.js';
import type { RegulationIR } from '../../../runtime/index.js';

function ir(file: string): RegulationIR {
  const r = compileRegulationFile(file);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`).join('\n'));
  return r.ir;
}

const bermuda = ir('regulations/bermuda-triangle.yaml');
const clubNight = ir('regulations/examples/bermuda-club-night.yaml');
const repino = ir('regulations/repino-2008.yaml');
const v1 = ir('test/fixtures/diff/club-v1.yaml');
const v2 = ir('test/fixtures/diff/club-v2.yaml');

/** The change list in short: section, kind of change, id (old id for renames), fields. */
const brief = (cs: RegulationChange[]) =>
  cs.map((c) => [c.section, c.change, c.renamedFrom ? `${c.renamedFrom} -> ${c.id}` : c.id, c.fields.join(',')]);

/** Every object anywhere inside a value. */
function objects(v: unknown): Array<Record<string, unknown>> {
  if (v === null || typeof v !== 'object') return [];
  if (Array.isArray(v)) return v.flatMap(objects);
  return [v as Record<string, unknown>, ...Object.values(v).flatMap(objects)];
}

describe('diffRegulations', () => {
  it('Bermuda -> its club night: exactly the house limit, the mahjong value, the added bonus and the removed only-minors', () => {
    // bermuda-club-night.yaml: house-limit 1000 "Объявление клуба, п. 1" (Bermuda: 2000, 4.1.2); override mahjong
    // value 10, clause "п. 2" (Bermuda: 20, Прил. 5.б); add three-dragon-sets-bonus; remove only-minors.
    const changes = diffRegulations(bermuda, clubNight);
    expect(brief(changes)).toEqual([
      ['points', 'changed', 'mahjong', 'value,clause'],
      ['points', 'added', 'three-dragon-sets-bonus', ''],
      ['doublings', 'removed', 'only-minors', ''],
      ['scoring', 'changed', 'scoring.house-limit', 'value,clause'],
    ]);
    const [mahjong, bonus, onlyMinors, houseLimit] = changes as [RegulationChange, RegulationChange, RegulationChange, RegulationChange];
    expect(mahjong).toMatchObject({
      clause: 'Объявление клуба, п. 2', name: { ru: 'За Ма-Джонг', en: 'Going mahjong' },
      before: { clause: 'Прил. 5.б', when: 'winner', value: 20 }, after: { clause: 'Объявление клуба, п. 2', when: 'winner', value: 10 },
    });
    expect(bonus.before).toBeNull();
    expect(bonus.after).toEqual({
      name: { ru: 'Бонус за три панга драконов', en: 'Bonus for three dragon pungs' }, clause: 'Объявление клуба, п. 3',
      kind: 'points', when: 'count(set dragons) == 3', value: 10,
    });
    expect(onlyMinors).toMatchObject({ clause: 'Удв. (примечание)', after: null, before: { kind: 'doubling', when: 'all tiles in minors', value: 1 } });
    expect(houseLimit).toMatchObject({
      family: 'setting', clause: 'Объявление клуба, п. 1',
      before: { value: 2000, clause: '4.1.2' }, after: { value: 1000, clause: 'Объявление клуба, п. 1' },
    });
  });

  it('club edition 1 -> 2: every kind of change, section by section (see the comments in club-v2.yaml)', () => {
    expect(brief(diffRegulations(v1, v2))).toEqual([
      // winds and honors are written differently but hold the same tiles: no change
      ['groups', 'changed', 'green', 'tiles'],
      ['shapes', 'changed', 'seven-pairs', 'distinct,assumption'],
      ['points', 'changed', 'pung-dragons-points', 'count'],
      ['doublings', 'changed', 'only-pungs -> no-chow', 'id'],
      ['doublings', 'changed', 'one-suit', 'when,name,clause'],
      // moved from points to doublings: one change, under its new section
      ['doublings', 'changed', 'self-drawn', 'kind,value'],
      ['doublings', 'changed', 'green-hand -> all-green', 'id,name'],
      ['limits', 'added', 'thirteen-honors', ''],
      ['limits', 'removed', 'heavenly-twins', ''],
      ['scoring', 'changed', 'scoring.house-limit', 'value'],
      ['scoring', 'added', 'scoring.doubling-cap', ''],
      ['scoring', 'changed', 'scoring.limit-vs-points', 'value'],
      // the declaration rule differs only by parentheses: the canonical text is the same
      ['settlement', 'changed', 'settlement.losers-pay-each-other', 'value,assumption'],
      ['penalties', 'changed', 'false-mahjong', 'offender,innocent,ends-deal'],
      ['penalties', 'added', 'ignored-last-deal', ''],
      ['tournament', 'changed', 'tournament.table-points.places', 'value'],
      ['tournament', 'changed', 'tournament.seating', 'avoid-repeats'],
      ['tournament', 'added', 'tournament.cuts.after-4', ''],
      ['tournament', 'removed', 'tournament.final', ''],
      ['procedures', 'changed', 'calling-first', 'text'],
    ]);
  });

  it('shows both versions readably: conditions, counts and tiles as text, never IR trees or origins', () => {
    const changes = diffRegulations(v1, v2);
    const byId = new Map(changes.map((c) => [c.id, c]));
    expect(byId.get('pung-dragons-points')).toMatchObject({
      before: { count: 'count(set dragons)', pattern: 'set dragons' },
      after: { count: 'count(exposed set dragons) + 2 * count(concealed set dragons)', pattern: 'set dragons' },
    });
    expect(byId.get('green')).toMatchObject({ before: { tiles: '2-4s 6s 8s' }, after: { tiles: '2-4s 6s 8s 6z', tilesText: '2s 3s 4s 6s 8s 6z' } });
    expect(byId.get('false-mahjong')).toMatchObject({
      before: { kind: 'false-mahjong', offender: -100, innocent: 0, 'ends-deal': false },
      after: { kind: 'false-mahjong', offender: -240, innocent: 80, 'ends-deal': true },
    });
    expect(byId.get('no-chow')).toMatchObject({ renamedFrom: 'only-pungs', before: { when: 'winner and count(chow) == 0' } });
    expect(byId.get('tournament.cuts.after-4')?.after).toEqual({ clause: '9.6', after: 4, keep: 8 });
    for (const c of [...changes, ...diffRegulations(bermuda, repino)]) {
      for (const o of objects([c.before, c.after])) {
        expect(Object.keys(o)).not.toContain('op');
        expect(Object.keys(o)).not.toContain('units');
        expect(Object.keys(o)).not.toContain('origin');
      }
    }
  });

  it('Bermuda -> Repino: a long list across every section, with the renames found by content', () => {
    const changes = diffRegulations(bermuda, repino);
    expect(changes.length).toBeGreaterThan(100);
    expect(new Set(changes.map((c) => c.section))).toEqual(new Set([
      'groups', 'shapes', 'points', 'doublings', 'limits', 'scoring', 'settlement', 'penalties', 'tournament', 'procedures',
    ]));
    const byId = new Map(changes.map((c) => [c.id, c]));
    // Bermuda 3.2 gives 4/2/1/0 for the places of a tour; Repino Б.7.1 3/2/1/0 for the places of a deal.
    expect(byId.get('tournament.table-points.places')).toMatchObject({ before: { value: [4, 2, 1, 0] }, after: { value: [3, 2, 1, 0] } });
    expect(byId.get('tournament.table-points.per')).toMatchObject({ before: { value: 'tour' }, after: { value: 'deal' } });
    // Bermuda: a limit hand is worth its limit; Repino: the greater of the limit and the points.
    expect(byId.get('scoring.limit-vs-points')).toMatchObject({ before: { value: 'limit' }, after: { value: 'max' } });
    // Bermuda's "heavenly bliss" and Repino's "heavenly hand": East's mahjong on the deal, one limit, other ids.
    expect(byId.get('heavenly-hand')).toMatchObject({ change: 'changed', renamedFrom: 'heavenly-bliss' });
    expect(byId.get('heavenly-hand')?.fields[0]).toBe('id');
    expect(byId.get('tournament.final')).toMatchObject({ change: 'added', after: { players: 4, 'from-zero': true } });
  });

  it('a regulation compared with itself, or with a copy compiled again, has no differences', () => {
    expect(diffRegulations(bermuda, bermuda)).toEqual([]);
    expect(diffRegulations(repino, ir('regulations/repino-2008.yaml'))).toEqual([]);
  });
});
