/**
 * The symbol table: every definition and use of a name, at the span where it is written, across an extends chain
 * compiled from memory.
 */
import { describe, expect, it } from 'vitest';
import { findDefinitions, findReferences, type SymbolTable } from '../../../compiler/index.js';
import { compileRegulationFile } from '../../../games/index.js';
import { BASE, CHILD, readerOf, REGULATIONS as files, textAt } from '../../support/memory-files.js';

const compile = (file: string): SymbolTable => {
  const r = compileRegulationFile(file, { readFile: readerOf(files), symbols: true });
  expect(r.diagnostics).toEqual([]);
  return r.symbols!;
};

/** `file:line text` of each span, for readable expectations. */
const where = (spans: Array<{ span: { file: string; line: number; col: number; endLine: number; endCol: number } }>) =>
  spans.map(({ span }) => `${span.file === BASE ? 'base' : 'child'}:${span.line} ${textAt(files, span)}`);

describe('symbol table of a base file', () => {
  const table = compile(BASE);

  it('lists the chain and defines every id where it is written', () => {
    expect(table.files).toEqual([BASE]);
    const entries = table.definitions.filter((d) => d.kind === 'entry');
    expect(entries.map((d) => `${d.section} ${d.name}`)).toEqual([
      'tiles dragons', 'tiles winds', 'tiles honors', 'shapes seven-pairs', 'points mahjong', 'points dragon-pung',
      'doublings all-honors', 'limits pairs',
    ]);
    for (const d of entries) expect(textAt(files, d.span)).toBe(d.name);
    expect(findDefinitions(table, 'entry', 'mahjong')[0]!.entry).toMatchObject({ value: 20, clause: '3' });
    expect(where(findDefinitions(table, 'tag', 'bonus'))).toEqual(['base:14 bonus']);
  });

  it('finds the names inside rule strings at their characters', () => {
    expect(where(findReferences(table, 'entry', 'dragons'))).toEqual(['base:8 dragons', 'base:14 dragons']);
    expect(where(findReferences(table, 'entry', 'honors'))).toEqual(['base:19 honors']);
    expect(where(findReferences(table, 'entry', 'seven-pairs'))).toEqual(['base:23 seven-pairs']);
    expect(where(findReferences(table, 'tag', 'bonus'))).toEqual(['base:19 bonus']);
    expect(findReferences(table, 'entry', 'dragons').map((r) => r.role)).toEqual(['rule', 'rule']);
  });

  it('finds excludes and the tests\' expectations', () => {
    expect(findReferences(table, 'entry', 'dragon-pung').map((r) => `${r.role} ${textAt(files, r.span)} ${r.span.line}`)).toEqual(['excludes dragon-pung 21']);
    expect(findReferences(table, 'entry', 'mahjong').map((r) => `${r.role} ${r.span.line}`)).toEqual(['test 28']);
  });

  it('records the facts, functions and values the rule strings use', () => {
    const used = table.builtins.map((b) => `${b.kind} ${textAt(files, b.span)}`);
    expect(used).toEqual(expect.arrayContaining(['fact winner', 'function points', 'fact shape', 'fact win.from', 'value wall']));
    for (const b of table.builtins) expect(textAt(files, b.span)).toBe(b.name);
  });
});

describe('symbol table of a child file', () => {
  const table = compile(CHILD);

  it('defines the parent\'s ids in the parent and its own under add', () => {
    expect(table.files).toEqual([CHILD, BASE]);
    expect(where(findDefinitions(table, 'entry', 'mahjong'))).toEqual(['base:13 mahjong']);
    expect(where(findDefinitions(table, 'entry', 'wind-pung'))).toEqual(['child:6 wind-pung']);
    // the merged entry: the child's override is in it
    expect(findDefinitions(table, 'entry', 'mahjong')[0]!.entry).toMatchObject({ value: 10, clause: '3' });
    // a removed item is no longer defined in the merged regulation
    expect(findDefinitions(table, 'entry', 'pairs')).toEqual([]);
    expect(where(findDefinitions(table, 'tag', 'bonus'))).toEqual(['base:14 bonus', 'child:6 bonus']);
  });

  it('finds override, remove and the child\'s own uses', () => {
    expect(findReferences(table, 'entry', 'mahjong').map((r) => `${r.role} ${where([r])[0]}`)).toEqual(['test child:14 mahjong', 'override child:9 mahjong']);
    expect(findReferences(table, 'entry', 'pairs').map((r) => `${r.role} ${where([r])[0]}`)).toEqual(['remove child:10 pairs']);
    expect(where(findReferences(table, 'entry', 'winds'))).toEqual(['base:8 winds', 'child:6 winds']);
  });
});

describe('compiling from memory', () => {
  it('reads the buffers given, not the disk', () => {
    const broken = { ...files, [BASE]: files[BASE]!.replace('tiles: winds dragons', 'tiles: winds dragonz') };
    const r = compileRegulationFile(CHILD, { readFile: readerOf(broken) });
    expect(r.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.col} ${d.suggestion}`)).toEqual([`resolve/unknown-name ${BASE}:8:78 dragons`]);
    expect(r.files).toEqual([CHILD, BASE]);
  });
});
