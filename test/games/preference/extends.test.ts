/**
 * `extends` over a preference regulation: a child changes conventions key by key and contracts by id
 * (add / override / remove), and gets the usual source/* diagnostics for mistakes.
 */
import { describe, expect, it } from 'vitest';
import { compileInline, irOfFile } from '../../support/compile-inline.js';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const parent = join(root, 'regulations', 'preference-festival-2011.yaml');
const child = (body: string) => compileInline(`regulation: child\nversion: "1"\nextends: ${parent}\n${body}`);

describe('extends with preference', () => {
  it('the example child changes two conventions and one contract; everything else is inherited', () => {
    const base = irOfFile('regulations/preference-festival-2011.yaml').preference!;
    const alt = irOfFile('regulations/examples/preference-festival-alternatives.yaml').preference!;
    expect(alt.consolation.value).toEqual({ per: 'game', writers: ['whister', 'passer', 'dealer'] });
    expect(alt.gentleman.value).toBe('never');
    expect(alt.contracts.find((c) => c.id === 'ten')).toMatchObject({ duty: 2, game: 10, whist: 20 });
    expect(alt.contracts.map((c) => c.id)).toEqual(base.contracts.map((c) => c.id));
    expect(alt.allPassProgression).toEqual(base.allPassProgression);
    expect(alt.consolation.origin.file).toMatch(/preference-festival-alternatives\.yaml$/);
    expect(alt.misere.origin.file).toMatch(/preference-festival-2011\.yaml$/);
  });

  it('removes and adds contracts by id', () => {
    const r = child(`remove: [ten]\nadd:\n  contracts:\n    - { id: ten-checked, name: { ru: Десятерная, en: Ten }, clause: x, tricks: 10, game: 10, whist: 0, undertrick: 20, duty: 0 }\n`);
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.preference!.contracts.map((c) => c.id)).toEqual(['six', 'seven', 'eight', 'nine', 'ten-checked']);
  });

  it('a child may not list the contracts directly, nor override an unknown contract', () => {
    const listed = child('preference:\n  contracts: []\n');
    expect(listed.diagnostics.map((d) => d.code)).toContain('source/list-in-child');
    const unknown = child('override:\n  contracts:\n    - { id: tenn, duty: 2 }\n');
    expect(unknown.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([
      'source/override-unknown: cannot override "tenn": the parent regulation has no contracts item with this id; did you mean "ten"?',
    ]);
  });

  it('a base file must give every preference setting', () => {
    const r = compileInline('regulation: base\nversion: "1"\ngame: preference\nname: { ru: Б, en: B }\npreference:\n  display-decimals: { value: 2, clause: x }\n');
    expect(r.ir).toBeUndefined();
    expect(r.diagnostics.filter((d) => d.code === 'schema/missing-key').length).toBeGreaterThan(10);
  });
});
