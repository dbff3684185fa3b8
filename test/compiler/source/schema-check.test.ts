import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../compiler/diagnostics/diagnostic.js';
import { loadYamlFile, parseYamlText } from '../../../compiler/source/load-yaml.js';
import { checkRegulationSchema, getRegulationSchema } from '../../../compiler/source/schema-check.js';
import { fixture } from './fixture-path.js';

const brief = (d: Diagnostic) => `${d.code} ${d.line}:${d.col}-${d.endLine}:${d.endCol} ${d.message}`;
const check = (text: string) => checkRegulationSchema(parseYamlText(text, 'x.yaml').loaded).map(brief);
const header = 'regulation: x\nversion: "1"\ngame: preference\nname: { ru: a, en: b }\n';

describe('checkRegulationSchema', () => {
  it('accepts the valid fixtures', () => {
    for (const name of ['base.yaml', 'child.yaml', 'scalars.yaml']) {
      expect(checkRegulationSchema(loadYamlFile(fixture(name)).loaded!), name).toEqual([]);
    }
  });

  it('reports every error of a file, each at its node', () => {
    const file = fixture('schema-errors.yaml');
    const diagnostics = checkRegulationSchema(loadYamlFile(file).loaded!);
    expect(diagnostics.every((d) => d.file === file)).toBe(true);
    expect(diagnostics.map(brief).sort()).toEqual(
      [
        'schema/type 2:10-2:14 version must be a string, got a whole number (2025)',
        'schema/type 3:7-3:23 game must be one of "mahjong-classical", "mahjong-sichuan", "mahjong-mcr", "mahjong-riichi", "preference", got a string ("mahjong-clasical"); did you mean "mahjong-classical"?',
        // the item (a block mapping starting at `id:` on line 7) lacks name and clause
        'schema/missing-key 7:7-11:27 missing required key "name" in scoring.points[0]',
        'schema/missing-key 7:7-11:27 missing required key "clause" in scoring.points[0]',
        'schema/invalid 7:11-7:20 "Self_Draw" is not a valid id: ids are kebab-case (lowercase letters and digits joined by single hyphens)',
        // the unknown key is pointed at itself
        'schema/unknown-key 8:7-8:11 unknown key "nmae" in scoring.points[0]; did you mean "name"?',
        'schema/type 9:14-9:17 scoring.points[0].value must be a number, got a string ("ten")',
        // anyOf (string | {text, alternative}): one error, not one per branch
        'schema/type 10:19-10:20 scoring.points[0].assumption must be a string or a mapping with keys ru, en or a mapping with keys text, alternative, got a whole number (5)',
        // anyOf (string | list of strings): the list branch fits, so only its error is kept
        'schema/type 11:25-11:26 scoring.points[0].pattern[1] must be a string, got a whole number (7)',
      ].sort(),
    );
    const hints = Object.fromEntries(diagnostics.map((d) => [d.code + ' ' + d.line, d.hint]));
    expect(hints['schema/type 2']).toBe('quote it to make it a string: "2025"');
    expect(hints['schema/invalid 7']).toBe('write it as "self-draw"');
    expect(hints['schema/unknown-key 8']).toBe(
      'allowed keys here: id, name, clause, value, when, pattern, each, combines, count, tags, excludes, implies, assumption, note',
    );
  });

  it('keeps the errors of the object branch of an anyOf', () => {
    expect(
      check(header + 'procedures:\n  - id: p\n    name: { ru: a, en: b }\n    clause: "1"\n    text: { ru: a, en: b }\n    assumption: { txt: why }\n'),
    ).toEqual([
      // a missing key of a mapping under a key is reported at that key
      'schema/missing-key 10:5-10:15 missing required key "text" in procedures[0].assumption',
      'schema/unknown-key 10:19-10:22 unknown key "txt" in procedures[0].assumption; did you mean "text"?',
    ]);
  });

  it('requires regulation and version everywhere, game and name only in base files', () => {
    expect(check('game: preference\nname: { ru: a, en: b }\n')).toEqual([
      'schema/missing-key 1:1-2:23 missing required key "regulation" at the top level',
      'schema/missing-key 1:1-2:23 missing required key "version" at the top level',
    ]);
    expect(check('regulation: x\nversion: "1"\n')).toEqual([
      'schema/missing-key 1:1-2:13 missing required key "game" at the top level',
      'schema/missing-key 1:1-2:13 missing required key "name" at the top level',
    ]);
    expect(check('regulation: x\nversion: "1"\nextends: base.yaml\n')).toEqual([]);
  });

  it('leaves list sections in a child and add/override/remove in a base file to the source checks', () => {
    expect(check('regulation: x\nversion: "1"\nextends: b.yaml\ntiles: []\nscoring: { points: [] }\n')).toEqual([]);
    expect(check(header + 'remove: [a]\n')).toEqual([]);
  });

  it('checks the delta sections of a child', () => {
    expect(
      check('regulation: x\nversion: "1"\nextends: b.yaml\nadd:\n  point: []\noverride:\n  limits:\n    - value: 1\nremove: [Bad]\n'),
    ).toEqual([
      'schema/unknown-key 5:3-5:8 unknown key "point" in add; did you mean "points"?',
      'schema/missing-key 8:7-8:15 missing required key "id" in override.limits[0]',
      'schema/invalid 9:10-9:13 "Bad" is not a valid id: ids are kebab-case (lowercase letters and digits joined by single hyphens)',
    ]);
  });

  it('reports a non-mapping or empty top level as a type error', () => {
    expect(checkRegulationSchema(loadYamlFile(fixture('not-a-mapping.yaml')).loaded!).map(brief)).toEqual([
      'schema/type 1:1-2:15 a regulation file must be a mapping (key: value lines) at the top level, got a list',
    ]);
    expect(check('')).toEqual([
      'schema/type 1:1-1:1 the file is empty; a regulation is a mapping with at least `regulation` and `version`',
    ]);
  });

  it('reports enum and null-able settings, and unknown keys of the settlement', () => {
    expect(
      check(header + 'scoring:\n  limit-vs-points: maximum\n  house-limit: null\n  doubling-cap: 1.5\nsettlement: { anything: [1, 2] }\n').sort(),
    ).toEqual([
      'schema/type 6:20-6:27 scoring.limit-vs-points must be one of "limit", "max", got a string ("maximum")',
      // house-limit: null is accepted; a bare number is not (the long form carries the clause)
      'schema/type 8:17-8:20 scoring.doubling-cap must be null (empty) or a mapping with keys value, clause, name, assumption, note, got a number (1.5)',
      // line 9 is `settlement: { anything: [1, 2] }`: the four switches are required, `anything` is unknown
      'schema/missing-key 9:1-9:11 missing required key "discarder-doubles" in settlement',
      'schema/missing-key 9:1-9:11 missing required key "east-doubles" in settlement',
      'schema/missing-key 9:1-9:11 missing required key "losers-pay-each-other" in settlement',
      'schema/missing-key 9:1-9:11 missing required key "self-draw-doubles" in settlement',
      'schema/unknown-key 9:15-9:23 unknown key "anything" in settlement',
    ].sort());
  });

  it('has a description on every property of the schema', () => {
    const missing: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (node === null || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (o.properties !== undefined && typeof o.properties === 'object') {
        for (const [k, v] of Object.entries(o.properties as Record<string, unknown>)) {
          if (typeof v === 'object' && v !== null && typeof (v as { description?: unknown }).description !== 'string') {
            missing.push(`${where}/properties/${k}`);
          }
        }
      }
      for (const [k, v] of Object.entries(o)) walk(v, `${where}/${k}`);
    };
    walk(getRegulationSchema(), '#');
    expect(missing).toEqual([]);
  });
});

describe('settings with a clause', () => {
  it('accepts house-limit and doubling-cap as null or {value, clause, name?, assumption?, note?}', () => {
    expect(
      check(
        header +
          'scoring:\n  house-limit: { value: 2000, clause: "4.1.2", name: { ru: Дом полон, en: House limit } }\n' +
          '  doubling-cap: { value: 3, clause: "4.2", assumption: { text: a, alternative: b }, note: { ru: н, en: n } }\n',
      ),
    ).toEqual([]);
    expect(check(header + 'scoring:\n  house-limit: null\n  doubling-cap: { value: 3, clause: "4.2" }\n')).toEqual([]);
    expect(check(header + 'scoring:\n  house-limit:\n  doubling-cap: null\n')).toEqual([]);
  });
  it('reports the removed bare-number form as schema/type, at the number', () => {
    expect(check(header + 'scoring:\n  house-limit: 2000\n  doubling-cap: 3\n')).toEqual([
      'schema/type 6:16-6:20 scoring.house-limit must be null (empty) or a mapping with keys value, clause, name, assumption, note, got a whole number (2000)',
      'schema/type 7:17-7:18 scoring.doubling-cap must be null (empty) or a mapping with keys value, clause, name, assumption, note, got a whole number (3)',
    ]);
  });
  it('reports the errors of the long form', () => {
    expect(check(header + 'scoring:\n  house-limit: { valeu: 2000, clause: "4.1.2" }\n')).toEqual([
      'schema/missing-key 6:3-6:14 missing required key "value" in scoring.house-limit',
      'schema/unknown-key 6:18-6:23 unknown key "valeu" in scoring.house-limit; did you mean "value"?',
    ]);
    expect(check(header + 'scoring:\n  doubling-cap: two\n')).toEqual([
      'schema/type 6:17-6:20 scoring.doubling-cap must be null (empty) or a mapping with keys value, clause, name, assumption, note, got a string ("two")',
    ]);
    expect(check(header + 'scoring:\n  house-limit: { value: "2000", clause: "4.1.2" }\n')).toEqual([
      'schema/type 6:25-6:31 scoring.house-limit.value must be a number, got a string ("2000")',
    ]);
    expect(check(header + 'scoring:\n  doubling-cap: { value: 3 }\n')).toEqual([
      'schema/missing-key 6:3-6:15 missing required key "clause" in scoring.doubling-cap',
    ]);
  });
});
