/**
 * `extends` over tournament formulas: `tournament.formulas` is a list by id, like `preference.contracts`: a child
 * overrides one formula's fields, removes or adds formulas, and may not list the section directly.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileInline, irOfFile } from '../../support/compile-inline.js';

const root = join(import.meta.dirname, '..', '..', '..');
const parent = join(root, 'regulations', 'preference-festival-2011.yaml');
const child = (body: string) => compileInline(`regulation: child\nversion: "1"\nextends: ${parent}\n${body}`);
const base = irOfFile('regulations/preference-festival-2011.yaml').tournament!.formulas!;

describe('extends with tournament formulas', () => {
  it('overrides one formula by id: its rounds change, the other formulas and the order stay the parent\'s', () => {
    // Clause 3's alternative reading: the best 4 over all tables instead of the best 2 of each table.
    const r = child([
      'override:',
      '  formulas:',
      '    - id: olympic-two-rounds',
      '      rounds:',
      '        - { seating: lot, advance: { best: 4 }, clause: "3" }',
    ].join('\n') + '\n');
    expect(r.diagnostics).toEqual([]);
    const formulas = r.ir!.tournament!.formulas!;
    expect(formulas.map((f) => f.id)).toEqual(['olympic-two-rounds', 'olympic-three-rounds', 'points-13-to-16', 'points-over-16']);
    const two = formulas[0]!;
    expect(two.rounds).toHaveLength(1);
    expect(two.rounds[0]).toMatchObject({ seating: 'lot', advance: { kind: 'best', count: 4 }, clause: '3' });
    expect(two.rounds[0]!.origin.file).toMatch(/inline-\d+\.yaml$/);
    // The fields not given are the parent's: 6-8 players, the final by whists.
    expect(two.players).toEqual(base[0]!.players);
    expect(two.final).toEqual(base[0]!.final);
    expect(two.origin.file).toMatch(/preference-festival-2011\.yaml$/);
    expect(formulas.slice(1)).toEqual(base.slice(1));
  });

  it('removes a formula and adds one by id', () => {
    const r = child([
      'remove: [points-over-16]',
      'add:',
      '  formulas:',
      '    - { id: points-over-16-final, players: { min: 17 }, rounds: [{ seating: lot, clause: "3" }], clause: "3" }',
    ].join('\n') + '\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.tournament!.formulas!.map((f) => f.id)).toEqual(['olympic-two-rounds', 'olympic-three-rounds', 'points-13-to-16', 'points-over-16-final']);
  });

  it('a child may not list the formulas directly, nor override an unknown formula', () => {
    const listed = child('tournament:\n  formulas: []\n');
    expect(listed.diagnostics.map((d) => d.code)).toContain('source/list-in-child');
    const unknown = child('override:\n  formulas:\n    - { id: olympic-two-round, clause: "3" }\n');
    expect(unknown.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([
      'source/override-unknown: cannot override "olympic-two-round": the parent regulation has no formulas item with this id; did you mean "olympic-two-rounds"?',
    ]);
  });

  it('an added formula with an id the parent has is refused', () => {
    const r = child('add:\n  formulas:\n    - { id: points-13-to-16, players: { min: 13, max: 16 }, rounds: [{ seating: lot, clause: "3" }], clause: "3" }\n');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['source/add-existing']);
  });
});
