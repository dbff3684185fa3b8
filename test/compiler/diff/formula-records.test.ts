/**
 * The field-dependent tournament constructs as comparable records (so that `diff` and `assumptions` see them):
 * place points by table size, table sizes, each formula with its rounds and final, under their YAML forms.
 */
import { describe, expect, it } from 'vitest';
import { listRules } from '../../../games/index.js';
import { irOfFile } from '../../support/compile-inline.js';

const ir = irOfFile('regulations/preference-festival-2011.yaml');
const view = (id: string) => listRules(ir).find((r) => r.id === id)?.view;

describe('formula records', () => {
  it('lists the places of tables of 3 with the result-dependent second place, and the table sizes', () => {
    expect(view('tournament.table-points.by-table-size.3')).toMatchObject({ clause: '4', players: 3, places: [4, { 'if-result-above': 0, then: 3, else: 2 }, 1] });
    expect(view('tournament.table-sizes')).toMatchObject({ clause: '3, 4', value: [4, 3] });
  });

  it('lists every formula, its rounds (seating, advance) and its final', () => {
    // 4 formulas: 6-8 (1 round + final), 9-12 (2 + final), 13-16 (2 + final), 17+ (2 + final): 4 + 7 + 4 = 15
    const ids = listRules(ir).map((r) => r.id).filter((id) => id.startsWith('tournament.formulas.'));
    expect(ids).toHaveLength(15);
    expect(view('tournament.formulas.points-over-16')).toMatchObject({ clause: '6', players: { min: 17 } });
    expect(view('tournament.formulas.points-over-16.round-1')).toMatchObject({ seating: 'lot', advance: { 'min-points': 3 } });
    expect(view('tournament.formulas.olympic-two-rounds.round-1')).toMatchObject({ advance: { 'best-of-round': 4 } });
    expect(view('tournament.formulas.points-13-to-16.round-2')).toMatchObject({ seating: 'score-groups', advance: { best: 4 } });
    expect(view('tournament.formulas.points-13-to-16.final')).toMatchObject({ 'rank-by': ['vists', 'qualifying-vists'] });
  });
});
