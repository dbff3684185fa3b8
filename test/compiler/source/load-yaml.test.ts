import { describe, expect, it } from 'vitest';
import { loadYamlFile, parseYamlText } from '../../../compiler/source/load-yaml.js';
import { fixture } from './fixture-path.js';

const pos = (d: { code: string; line: number; col: number; endLine: number; endCol: number }) =>
  `${d.code} ${d.line}:${d.col}-${d.endLine}:${d.endCol}`;

describe('parseYamlText / loadYamlFile', () => {
  it('reads a valid file into a located document', () => {
    const { loaded, diagnostics } = loadYamlFile(fixture('base.yaml'));
    expect(diagnostics).toEqual([]);
    expect(loaded?.hasSyntaxErrors).toBe(false);
    expect((loaded?.value as { regulation: string }).regulation).toBe('test-base');
    expect(loaded?.lineCounter.linePos(0)).toEqual({ line: 1, col: 1 });
  });

  it('reports every syntax error with its position', () => {
    const file = fixture('yaml-syntax.yaml');
    const { loaded, diagnostics } = loadYamlFile(file);
    expect(loaded?.hasSyntaxErrors).toBe(true);
    // line 3 `name: { ru: a, en: b` never closes its flow map: yaml reports it where the next key starts (4:1);
    // line 7 is indented with a tab.
    expect(diagnostics.map(pos)).toEqual(['yaml/syntax 4:1-4:2', 'yaml/syntax 7:1-7:2']);
    expect(diagnostics.every((d) => d.file === file && d.severity === 'error')).toBe(true);
    expect(diagnostics[1]!.message).toBe('Tabs are not allowed as indentation');
  });

  it('reports a duplicate key at the repeated key, with the first one as related', () => {
    const file = fixture('duplicate-key.yaml');
    const { loaded, diagnostics } = loadYamlFile(file);
    expect(loaded?.hasSyntaxErrors).toBe(false);
    expect(diagnostics.map(pos)).toEqual(['yaml/duplicate-key 5:1-5:8']);
    expect(diagnostics[0]!.message).toBe('duplicate key "version" in this mapping');
    expect(diagnostics[0]!.related).toEqual([
      { file, line: 2, col: 1, endLine: 2, endCol: 8, message: 'first "version" is here', text: { en: 'first "version" is here', ru: 'первый «version» — здесь' } },
    ]);
  });

  it('reports duplicate keys in nested mappings too', () => {
    const { diagnostics } = parseYamlText('a:\n  b: 1\n  c: 2\n  b: 3\n', 'x.yaml');
    expect(diagnostics.map(pos)).toEqual(['yaml/duplicate-key 4:3-4:4']);
  });

  it('returns a read error for a missing file and never throws', () => {
    const result = loadYamlFile(fixture('no-such-file.yaml'));
    expect(result.loaded).toBeUndefined();
    expect(result.readError).toEqual({ en: 'no such file', ru: 'нет такого файла' });
    expect(loadYamlFile(fixture('')).readError?.en).toBe('is a directory');
  });

  it('warns about unresolved tags', () => {
    const { diagnostics } = parseYamlText('a: !weird 1\n', 'x.yaml');
    expect(diagnostics.map(pos)).toEqual(['yaml/warning 1:4-1:10']);
  });

  it('turns alias explosions into a syntax diagnostic instead of throwing', () => {
    const bomb = 'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n';
    const { loaded, diagnostics } = parseYamlText(bomb, 'bomb.yaml');
    expect(loaded.hasSyntaxErrors).toBe(true);
    expect(diagnostics.map((d) => d.code)).toEqual(['yaml/syntax']);
  });
});
