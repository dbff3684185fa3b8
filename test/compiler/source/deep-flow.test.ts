/**
 * Flow collections nested hundreds deep (`[[[[...`) are refused before yaml reads them by recursion: at the edge of
 * the stack V8 compiling a regular expression could stop the whole process (a fatal "RegExpCompiler Allocation
 * failed", seen in test/robustness/bad-input-corpus.test.ts). The quick reader gives up beyond its own depth.
 */
import { describe, expect, it } from 'vitest';
import { readPlainYaml } from '../../../compiler/source/fast-yaml.js';
import { parseYamlText } from '../../../compiler/source/load-yaml.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}\n`;

describe('deeply nested flow collections', () => {
  it('are refused with one syntax error at the first bracket past 256, in both languages', () => {
    // 10,000 brackets: the 257th (offset 256, column 257) is the first one too deep.
    const { loaded, diagnostics } = parseYamlText(nested(10_000), 'deep.yaml');
    expect(loaded.hasSyntaxErrors).toBe(true);
    expect(loaded.value).toBeNull();
    expect(diagnostics.map((d) => [d.code, d.line, d.col])).toEqual([['yaml/syntax', 1, 257]]);
    expect(diagnostics[0]!.text).toEqual({
      en: 'the lists or mappings nest too deeply here (thousands inside one another)',
      ru: 'списки или наборы ключей здесь вложены слишком глубоко (тысячи друг в друга)',
    });
  });

  it('are read as before up to 256 deep; brackets in quotes and comments do not count', () => {
    expect(parseYamlText(nested(256), 'ok.yaml').diagnostics).toEqual([]);
    const text = `a: "${'['.repeat(2000)}"\nb: '${'{'.repeat(2000)}'\n# ${'['.repeat(2000)}\n`;
    const { loaded, diagnostics } = parseYamlText(text, 'quoted.yaml');
    expect(diagnostics).toEqual([]);
    expect((loaded.value as { a: string }).a).toHaveLength(2000);
  });

  it('are read by the quick reader up to 64 deep; deeper it gives up (yaml reads them)', () => {
    // 64 lists one in another: the innermost empty.
    let value: unknown = readPlainYaml(`a: ${nested(64)}`)?.value;
    let depth = 0;
    while (Array.isArray((value as { a?: unknown })?.a ?? value)) {
      value = depth === 0 ? (value as { a: unknown[] }).a : (value as unknown[])[0];
      depth++;
      if (!Array.isArray(value) || value.length === 0) break;
    }
    expect(depth).toBe(64);
    expect(readPlainYaml(`a: ${nested(65)}`)).toBeUndefined();
  });
});
