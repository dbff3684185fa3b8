import { describe, expect, it } from 'vitest';
import type { Diagnostic, Span } from '../../../compiler/diagnostics/diagnostic.js';
import { loadRegulationSource } from '../../../compiler/source/index.js';
import { fixture } from './fixture-path.js';

const at = (s: Span) => `${s.file}:${s.line}:${s.col}-${s.endLine}:${s.endCol}`;
const brief = (d: Diagnostic) => `${d.code} ${at(d)} ${d.message}`;

describe('loadRegulationSource: base + child', () => {
  const base = fixture('base.yaml');
  const childFile = fixture('child.yaml');
  const { source, diagnostics } = loadRegulationSource(childFile);

  it('loads without diagnostics and lists the chain leaf first', () => {
    expect(diagnostics).toEqual([]);
    expect(source!.files).toEqual([childFile, base]);
  });

  it('merges by the rules', () => {
    const data = source!.data;
    expect(data.regulation).toBe('test-child');
    expect(data.version).toBe('2.0');
    expect(data.game).toBe('mahjong-classical'); // inherited
    expect(data.name.en).toBe('Base regulation'); // inherited
    expect(Object.keys(data)).not.toContain('extends');
    for (const k of ['add', 'override', 'remove', '$schema']) expect(Object.keys(data)).not.toContain(k);
    // scoring is merged key by key
    expect(data.scoring?.base).toBe(20);
    expect(data.scoring?.['house-limit']).toBeNull();
    expect(data.scoring?.['doubling-cap']).toEqual({ value: 4, clause: '4.0' }); // inherited, long form
    expect(data.scoring?.declare?.when).toBe('doublings >= 1');
    // remove: dragons gone; override in place; add at the end of its section
    expect(data.tiles?.map((t) => t.id)).toEqual(['terminals']);
    expect(data.scoring?.points?.map((p) => p.id)).toEqual(['pung-of-terminals', 'self-draw', 'robbing-the-kong']);
    expect(data.scoring?.points?.[1]).toMatchObject({ value: 3, when: 'win.from == wall and not last', clause: '3.2' });
    expect(data.procedures?.map((p) => p.id)).toEqual(['seating', 'penalties']);
    // tests are not inherited
    expect(data.tests?.map((t) => t.name)).toEqual(['A child test.']);
  });

  it('points every merged value at the file and line it was written in', () => {
    const s = source!;
    expect(at(s.spanOf(['regulation']))).toBe(`${childFile}:3:13-3:23`);
    expect(at(s.spanOf(['game']))).toBe(`${base}:4:7-4:24`);
    expect(at(s.spanOf(['scoring', 'base']))).toBe(`${childFile}:6:9-6:11`);
    // base line 25: `  doubling-cap: { value: 4, clause: "4.0" }` -> the mapping at cols 17-44, the value at 26-27
    expect(at(s.spanOf(['scoring', 'doubling-cap']))).toBe(`${base}:25:17-25:44`);
    expect(at(s.spanOf(['scoring', 'doubling-cap', 'value']))).toBe(`${base}:25:26-25:27`);
    expect(s.originOf(['scoring', 'doubling-cap', 'clause'])).toEqual({ file: base, path: ['scoring', 'doubling-cap', 'clause'] });
    // overridden item: changed fields from the child, the others from the parent
    expect(at(s.spanOf(['scoring', 'points', 1, 'value']))).toBe(`${childFile}:23:14-23:15`);
    expect(at(s.spanOf(['scoring', 'points', 1, 'clause']))).toBe(`${base}:38:15-38:20`);
    expect(at(s.spanOfKey(['scoring', 'points', 1, 'clause']))).toBe(`${base}:38:7-38:13`);
    // added item; item after a removed one
    expect(at(s.spanOf(['scoring', 'points', 2, 'id']))).toBe(`${childFile}:10:11-10:27`);
    expect(at(s.spanOf(['procedures', 1, 'clause']))).toBe(`${childFile}:18:15-18:20`);
    expect(at(s.spanOf(['tests', 0, 'hand']))).toBe(`${childFile}:29:11-29:15`);
    // a merged index that does not exist points at its list, not at another item of the parent's list
    expect(at(s.spanOf(['tiles', 1, 'id']))).toBe(at(s.spanOf(['tiles'])));
    expect(s.originOf(['scoring', 'points', 1, 'when'])).toEqual({ file: childFile, path: ['override', 'points', 0, 'when'] });
    expect(s.originOf(['shapes', 0])).toEqual({ file: base, path: ['shapes', 0] });
  });

  it('maps characters inside DSL strings of either file', () => {
    const s = source!;
    // child line 24: `      when: "win.from == wall and not last"` -> "last" at value offset 24, col 14 + 24 = 38
    expect(at(s.spanInString(['scoring', 'points', 1, 'when'], 24, 4))).toBe(`${childFile}:24:38-24:42`);
    // base lines 46-48: `when: |` block; "concealed" on line 48 `        and not concealed`
    const when = s.data.scoring!.doublings![0]!.when!;
    expect(at(s.spanInString(['scoring', 'doublings', 0, 'when'], when.indexOf('concealed'), 9))).toBe(`${base}:48:17-48:26`);
  });
});

describe('loadRegulationSource: chains in memory', () => {
  const files: Record<string, string> = {
    'r/a.yaml': 'regulation: a\nversion: "1"\ngame: preference\nname: { ru: А, en: A }\nprocedures:\n  - { id: p1, name: { ru: a, en: a }, clause: "1", text: { ru: a, en: a } }\n  - { id: p2, name: { ru: b, en: b }, clause: "2", text: { ru: b, en: b } }\ntests:\n  - { name: t, hand: x, expect: {} }\n',
    'r/sub/b.yaml': 'extends: ../a.yaml\nregulation: b\nversion: "1"\nname: { ru: Б, en: B }\noverride:\n  procedures:\n    - { id: p1, clause: "1b" }\n',
    'r/sub/c.yaml': 'extends: b.yaml\nregulation: c\nversion: "3"\nremove: [p2]\nadd:\n  procedures:\n    - { id: p2, name: { ru: c, en: c }, clause: "2c", text: { ru: c, en: c } }\noverride:\n  procedures:\n    - { id: p1, text: { ru: x, en: x } }\n',
  };
  const readFile = (f: string) => files[f];

  it('merges three levels, with paths relative to each file', () => {
    const { source, diagnostics } = loadRegulationSource('r/sub/c.yaml', { readFile });
    expect(diagnostics).toEqual([]);
    expect(source!.files).toEqual(['r/sub/c.yaml', 'r/sub/b.yaml', 'r/a.yaml']);
    const data = source!.data;
    expect(data.name.en).toBe('B');
    expect(data.version).toBe('3');
    expect(data.tests).toBeUndefined();
    // remove + add with the same id replaces the item (at the end of the section)
    expect(data.procedures).toEqual([
      { id: 'p1', name: { ru: 'a', en: 'a' }, clause: '1b', text: { ru: 'x', en: 'x' } },
      { id: 'p2', name: { ru: 'c', en: 'c' }, clause: '2c', text: { ru: 'c', en: 'c' } },
    ]);
    expect(source!.originOf(['procedures', 0, 'clause'])).toEqual({ file: 'r/sub/b.yaml', path: ['override', 'procedures', 0, 'clause'] });
    expect(source!.originOf(['procedures', 0, 'text', 'en'])).toEqual({ file: 'r/sub/c.yaml', path: ['override', 'procedures', 0, 'text', 'en'] });
    expect(source!.originOf(['procedures', 0, 'name'])).toEqual({ file: 'r/a.yaml', path: ['procedures', 0, 'name'] });
    expect(source!.originOf(['name'])).toEqual({ file: 'r/sub/b.yaml', path: ['name'] });
  });
});

describe('source/* diagnostics', () => {
  it('source/file-missing', () => {
    const file = fixture('no-such-file.yaml');
    const { source, diagnostics } = loadRegulationSource(file);
    expect(source).toBeUndefined();
    expect(diagnostics.map(brief)).toEqual([`source/file-missing ${file}:1:1-1:1 cannot read regulation file "${file}": no such file`]);
  });

  it('source/extends-missing, at the extends value; the child is still returned', () => {
    const file = fixture('extends-missing.yaml');
    const { source, diagnostics } = loadRegulationSource(file);
    expect(diagnostics.map(brief)).toEqual([
      `source/extends-missing ${file}:3:10-3:31 parent regulation "./no-such-parent.yaml" cannot be read (looked for "${fixture('no-such-parent.yaml')}"): no such file`,
    ]);
    expect(source!.data.scoring?.base).toBe(5);
    expect(source!.files).toEqual([file]);
  });

  it('source/extends-cycle, at the extends that closes the cycle', () => {
    const a = fixture('cycle-a.yaml');
    const b = fixture('cycle-b.yaml');
    const { source, diagnostics } = loadRegulationSource(a);
    expect(diagnostics.map(brief)).toEqual([`source/extends-cycle ${b}:3:10-3:24 extends cycle: ${a} -> ${b} -> ${a}`]);
    expect(source!.data.regulation).toBe('cycle-a');
    const self = loadRegulationSource('s.yaml', { readFile: () => 'regulation: s\nversion: "1"\nextends: ./s.yaml\n' });
    expect(self.diagnostics.map(brief)).toEqual(['source/extends-cycle s.yaml:3:10-3:18 extends cycle: s.yaml -> s.yaml']);
  });

  it('source/list-in-child, at the key, with a hint', () => {
    const file = fixture('list-in-child.yaml');
    const { source, diagnostics } = loadRegulationSource(file);
    expect(diagnostics.map(brief)).toEqual([
      `source/list-in-child ${file}:4:1-4:6 a file with \`extends\` cannot list \`tiles\` directly`,
      `source/list-in-child ${file}:11:3-11:9 a file with \`extends\` cannot list \`scoring.points\` directly`,
    ]);
    expect(diagnostics[0]!.hint).toContain('add.tiles');
    // the lists are ignored; the parent's are kept; the scalar is taken
    expect(source!.data.tiles?.map((t) => t.id)).toEqual(['terminals', 'dragons']);
    expect(source!.data.scoring?.points?.length).toBe(2);
    expect(source!.data.scoring?.base).toBe(1);
  });

  it('source/delta-in-base', () => {
    const file = fixture('delta-in-base.yaml');
    const { diagnostics } = loadRegulationSource(file);
    expect(diagnostics.map(brief)).toEqual([`source/delta-in-base ${file}:5:1-5:7 \`remove\` is only allowed in a file with \`extends\``]);
  });

  it('source/add-existing, source/override-unknown, source/remove-unknown, with did-you-mean', () => {
    const file = fixture('bad-delta.yaml');
    const base = fixture('base.yaml');
    const { source, diagnostics } = loadRegulationSource(file);
    expect(diagnostics.map(brief)).toEqual([
      `source/remove-unknown ${file}:17:5-17:13 cannot remove "terminal": the parent regulation has no item with this id; did you mean "terminals"?`,
      `source/override-unknown ${file}:12:11-12:20 cannot override "self-drow": the parent regulation has no points item with this id; did you mean "self-draw"?`,
      `source/override-unknown ${file}:14:11-14:20 cannot override "all-pungs" in points: the parent has it in doublings`,
      `source/add-existing ${file}:6:11-6:20 cannot add "self-draw": the parent regulation already has it (in points)`,
    ]);
    const addExisting = diagnostics[3]!;
    expect(addExisting.hint).toContain('override.points');
    expect(addExisting.related?.map((r) => `${at(r)} ${r.message}`)).toEqual([`${base}:36:11-36:20 "self-draw" is defined here`]);
    expect(diagnostics[2]!.hint).toBe('list it under override.doublings');
    // the valid part of the delta still applies
    expect(source!.data.shapes).toEqual([]);
  });

  it('override of an id the same file removes', () => {
    const files: Record<string, string> = {
      'p.yaml': 'regulation: p\nversion: "1"\ngame: preference\nname: { ru: a, en: a }\nprocedures:\n  - { id: x, name: { ru: a, en: a }, clause: "1", text: { ru: a, en: a } }\n',
      'c.yaml': 'extends: p.yaml\nregulation: c\nversion: "1"\nremove: [x]\noverride:\n  procedures:\n    - { id: x, clause: "2" }\n',
    };
    const { diagnostics } = loadRegulationSource('c.yaml', { readFile: (f) => files[f] });
    expect(diagnostics.map(brief)).toEqual(['source/override-unknown c.yaml:7:13-7:14 cannot override "x": this file also removes it']);
  });

  it('collects yaml and schema errors of every file of the chain', () => {
    const files: Record<string, string> = {
      'p.yaml': 'regulation: p\nversion: "1"\ngame: preference\nname: { ru: a, en: a }\nscoring: { bse: 1 }\n',
      'c.yaml': 'extends: p.yaml\nregulation: c\nversion: 1\nversion: "2"\n',
    };
    const { source, diagnostics } = loadRegulationSource('c.yaml', { readFile: (f) => files[f] });
    expect(diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.col}`)).toEqual([
      'yaml/duplicate-key c.yaml:4:1',
      'schema/unknown-key p.yaml:5:12',
    ]);
    expect(source!.data.version).toBe('2');
  });

  it('returns no source when the leaf is not a mapping', () => {
    const { source, diagnostics } = loadRegulationSource(fixture('not-a-mapping.yaml'));
    expect(source).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(['schema/type']);
  });
});
