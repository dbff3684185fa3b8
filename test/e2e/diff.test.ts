/**
 * The committee commands as a user runs them (the built `dist/cli/main.cjs`; npm test builds first):
 * `reglament diff` and `reglament assumptions`. Expected outputs are read off the regulation files by hand.
 */
import { describe, expect, it } from 'vitest';
import { runCli as run } from '../support/run-cli.js';

const bermuda = 'regulations/bermuda-triangle.yaml';
const clubNight = 'regulations/examples/bermuda-club-night.yaml';
const repino = 'regulations/repino-2008.yaml';


describe('reglament diff', () => {
  it('Bermuda -> club night (English): exactly the mahjong value, the added bonus, the removed only-minors and the house limit', () => {
    // bermuda-club-night.yaml: override mahjong 20 -> 10 (clause "п. 2"), add the three dragon pungs bonus (10),
    // remove only-minors, house limit 2000 -> 1000 (clause "п. 1"). Sections in report order: points, doublings,
    // scoring settings.
    const r = run('diff', bermuda, clubNight, '--lang', 'en');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toBe([
      'Regulation diff',
      '  before: Bermuda Triangle — single mahjong tournament (bermuda-triangle, 2011-06-24)',
      '  after:  Club night under the Bermuda Triangle rules (bermuda-club-night, 2026-1)',
      'Changes: 4 (2 changed, 1 added, 1 removed)',
      '',
      'Points',
      '  changed: mahjong — Going mahjong (clause Объявление клуба, п. 2)',
      '    value: 20 -> 10',
      '    clause: Прил. 5.б -> Объявление клуба, п. 2',
      '  added: three-dragon-sets-bonus — Bonus for three dragon pungs (clause Объявление клуба, п. 3)',
      '    condition: count(set dragons) == 3',
      '    value: 10',
      '',
      'Doublings',
      '  removed: only-minors — Only minors (clause Удв. (примечание))',
      '    condition: all tiles in minors',
      '    value: 1',
      '    assumption: Doublings 1-7 and "only minors" apply to every player\'s hand, as in the classical rules; 8-13 only to the winner (the text says so for 8 and 9; 10-13 describe the win itself).',
      '    note: Not an internal doubling; it does not allow declaring mahjong.',
      '',
      'Scoring settings',
      '  changed: scoring.house-limit — House limit (clause Объявление клуба, п. 1)',
      '    value: 2000 -> 1000',
      '    clause: 4.1.2 -> Объявление клуба, п. 1',
      '',
    ].join('\n'));
  });

  it('speaks Russian by default', () => {
    const r = run('diff', bermuda, clubNight);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Изменений: 4 (изменено 2, добавлено 1, удалено 1)');
    expect(r.out).toContain('\nОчки\n  изменено: mahjong — За Ма-Джонг (пункт Объявление клуба, п. 2)\n    значение: 20 -> 10\n');
    expect(r.out).toContain('\nУдвоения\n  удалено: only-minors — Только минорные кости');
    expect(r.out).toContain('\nНастройки подсчёта\n  изменено: scoring.house-limit — Дом полон');
  });

  it('--format json: {"changes": [{id, change, clause, before, after, ...}]}', () => {
    const r = run('diff', bermuda, clubNight, '--format', 'json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { changes: Array<Record<string, unknown>> };
    expect(Object.keys(j)).toEqual(['changes']);
    expect(j.changes.map((c) => [c.id, c.change, c.section, c.clause])).toEqual([
      ['mahjong', 'changed', 'points', 'Объявление клуба, п. 2'],
      ['three-dragon-sets-bonus', 'added', 'points', 'Объявление клуба, п. 3'],
      ['only-minors', 'removed', 'doublings', 'Удв. (примечание)'],
      ['scoring.house-limit', 'changed', 'scoring', 'Объявление клуба, п. 1'],
    ]);
    expect(j.changes[0]).toMatchObject({ fields: ['value', 'clause'], before: { value: 20, when: 'winner' }, after: { value: 10, when: 'winner' } });
    expect(j.changes[1]).toMatchObject({ before: null, after: { when: 'count(set dragons) == 3', value: 10 } });
    expect(j.changes[2]).toMatchObject({ after: null, before: { when: 'all tiles in minors', value: 1 } });
    expect(j.changes[3]).toMatchObject({ name: { ru: 'Дом полон', en: 'House limit' }, before: { value: 2000 }, after: { value: 1000 } });
    expect(r.out).not.toContain('"origin"');
    expect(r.out).not.toContain('"op"');
  });

  it('--format json: a rename is a change with renamedFrom', () => {
    const j = JSON.parse(run('diff', 'test/fixtures/diff/club-v1.yaml', 'test/fixtures/diff/club-v2.yaml', '--format', 'json').out);
    expect(j.changes).toContainEqual(expect.objectContaining({ id: 'no-chow', change: 'changed', renamedFrom: 'only-pungs', fields: ['id'] }));
    expect(j.changes.map((c: { change: string }) => c.change).every((c: string) => ['added', 'removed', 'changed'].includes(c))).toBe(true);
  });

  it('--format md: sections as headings, before and after in a table', () => {
    const r = run('diff', bermuda, clubNight, '--format', 'md');
    expect(r.code).toBe(0);
    expect(r.out).toContain('## Очки');
    expect(r.out).toContain('### Изменено: `mahjong` — За Ма-Джонг');
    expect(r.out).toContain('| значение | 20 | 10 |');
    expect(r.out).toContain('| условие | `count(set dragons) == 3` |');
  });

  it('Bermuda vs Repino: a long list, every section, exit 0', () => {
    const r = run('diff', bermuda, repino, '--format', 'json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.changes.length).toBeGreaterThan(100);
    expect(j.changes).toContainEqual(expect.objectContaining({ id: 'heavenly-hand', renamedFrom: 'heavenly-bliss' }));
  });

  it('no differences: exit 0 and says so', () => {
    const r = run('diff', bermuda, bermuda);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Различий нет.');
    expect(JSON.parse(run('diff', bermuda, bermuda, '--format', 'json').out)).toEqual({ changes: [] });
  });

  it('a regulation with errors: exit 1, the diagnostics on stderr, nothing on stdout', () => {
    const r = run('diff', bermuda, 'test/fixtures/bad/several-errors.yaml', '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain('test/fixtures/bad/several-errors.yaml:30:24  error  resolve/unknown-name');
    expect(run('diff', 'no-such-file.yaml', bermuda).code).toBe(1);
  });

  it('bad usage: exit 2 with one line', () => {
    for (const args of [['diff', bermuda, clubNight, '--format', 'xml'], ['diff', bermuda], ['diff', bermuda, clubNight, '--lang', 'de']]) {
      const r = run(...args);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('reglament assumptions', () => {
  it('lists every assumption by section with clause, place and alternative (Bermuda has 21 assumption keys)', () => {
    const r = run('assumptions', bermuda, '--lang', 'en');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Assumptions: Bermuda Triangle — single mahjong tournament (bermuda-triangle, 2011-06-24)\nTotal: 21\n');
    expect(r.out).toContain('\nPoints\n  flower — Flower (clause Прил. 5.б, табл. 1; 4.1.3; regulations/bermuda-triangle.yaml:185)\n    assumption: Flowers and seasons');
    expect(r.out).toContain('    alternative: when: winner and (wait == pair or wait == closed or wait == edge)');
    // settlement, penalties and tournament settings are in the register too
    expect(r.out).toContain('\nDeal settlement\n  settlement.losers-pay-each-other — Losers pay each other (clause 3.1; regulations/bermuda-triangle.yaml:507)');
    expect(r.out).toContain('\nPenalties\n  false-mahjong-continued');
    expect(r.out).toContain('  tournament.table-points.ties — Equal results (clause 3.2; regulations/bermuda-triangle.yaml:601)');
  });

  it('speaks Russian by default: each assumption and its alternative in Russian, a code-like alternative as written', () => {
    const r = run('assumptions', bermuda);
    expect(r.code).toBe(0);
    // bermuda-triangle.yaml, flower: the Russian text of the assumption and of its alternative
    expect(r.out).toContain('\n    допущение: Цветы и сезоны входят в таблицу 1 («Стоимость комбинаций для всех игроков», «до удвоений»)');
    expect(r.out).toContain('\n    иначе: только для взявшего маджонг (when: winner) или добавляются после удвоений\n');
    expect(r.out).toContain('\n    иначе: when: winner and (wait == pair or wait == closed or wait == edge)\n');
    expect(r.out).not.toContain('Flowers and seasons');
  });

  it('a file that extends another lists the inherited assumptions, at their place in the parent (20: one removed)', () => {
    const r = run('assumptions', clubNight);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Итого: 20');
    expect(r.out).not.toContain('only-minors');
  });

  it('--format md: a table per section with escaped pipes', () => {
    const r = run('assumptions', repino, '--format', 'md');
    expect(r.code).toBe(0);
    expect(r.out).toContain('# Допущения: Репино-2008');
    expect(r.out).toContain('## Расчёт сдачи');
    expect(r.out).toContain('| `settlement.losers-pay-each-other` | Проигравшие рассчитываются между собой | А.2 |');
    for (const line of r.out.split('\n').filter((l) => l.startsWith('| `'))) {
      expect(line.replace(/\\\|/g, '').split('|')).toHaveLength(8);
    }
  });

  it('--json (and --format json): the register as data, the same 21 entries as the text', () => {
    const r = run('assumptions', bermuda, '--json');
    expect(r.code).toBe(0);
    const data = JSON.parse(r.out);
    expect(data).toMatchObject({ regulation: 'bermuda-triangle', version: '2011-06-24' });
    expect(data.assumptions).toHaveLength(21);
    // As in the text above: flower (clause Прил. 5.б, табл. 1; 4.1.3) in Points, at line 179, with its alternative.
    const flower = data.assumptions.find((a: { id: string }) => a.id === 'flower');
    expect(flower).toMatchObject({ section: 'points', clause: 'Прил. 5.б, табл. 1; 4.1.3', file: 'regulations/bermuda-triangle.yaml', line: 185 });
    expect(flower.text).toMatch(/^Flowers and seasons/);
    expect(flower.alternative).toMatch(/^flowers and seasons only for the winner/);
    // the Russian texts beside the English ones (which stay as they were)
    expect(flower.ru).toEqual({
      text: expect.stringMatching(/^Цветы и сезоны входят в таблицу 1/),
      alternative: 'только для взявшего маджонг (when: winner) или добавляются после удвоений',
    });
    expect(data.assumptions.some((a: { alternative?: string }) => a.alternative?.includes('when: winner and (wait == pair or wait == closed or wait == edge)'))).toBe(true);
    expect(data.assumptions.find((a: { id: string }) => a.id === 'tournament.table-points.ties')).toMatchObject({ clause: '3.2', line: 601 });
    expect(JSON.parse(run('assumptions', bermuda, '--format', 'json').out)).toEqual(data);
  });

  it('errors: exit 1; bad usage: exit 2', () => {
    expect(run('assumptions', 'test/fixtures/bad/several-errors.yaml').code).toBe(1);
    expect(run('assumptions', bermuda, '--format', 'pdf').code).toBe(2);
  });
});
