import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../compiler/diagnostics/diagnostic.js';
import { renderJson, renderText, summarizeDiagnostics } from '../../../compiler/diagnostics/render.js';
import { loadRegulationSource } from '../../../compiler/source/index.js';
import { fixture } from '../source/fixture-path.js';

const text = 'regulation: x\nscoring:\n  points:\n    - nmae: y\n';
const files: Record<string, string> = { 'reg.yaml': text, 'tab.yaml': 'a:\n\tb: c\n' };
const read = (f: string) => files[f];

const unknownKey: Diagnostic = {
  file: 'reg.yaml',
  line: 4,
  col: 7,
  endLine: 4,
  endCol: 11,
  code: 'schema/unknown-key',
  severity: 'error',
  message: 'unknown key "nmae"; did you mean "name"?',
  hint: 'allowed keys here: id, name',
};

describe('renderText', () => {
  it('renders a diagnostic with a code frame, a hint and a summary', () => {
    expect(renderText([unknownKey], read)).toBe(
      [
        'reg.yaml:4:7  error  schema/unknown-key  unknown key "nmae"; did you mean "name"?',
        ' 4 |     - nmae: y',
        '   |       ^^^^',
        '  hint: allowed keys here: id, name',
        '',
        '1 error',
        '',
      ].join('\n'),
    );
  });

  it('renders a real loader diagnostic exactly', () => {
    const file = fixture('duplicate-key.yaml');
    const { diagnostics } = loadRegulationSource(file);
    expect(renderText(diagnostics, (f) => readFileSync(f, 'utf8'))).toBe(
      [
        `${file}:5:1  error  yaml/duplicate-key  duplicate key "version" in this mapping`,
        ' 5 | version: "2"',
        '   | ^^^^^^^',
        '  hint: Remove or rename one of the two keys.',
        `  related: ${file}:2:1  first "version" is here`,
        '',
        '1 error',
        '',
      ].join('\n'),
    );
  });

  it('sorts by file, line, col and counts errors and warnings', () => {
    const warning: Diagnostic = { ...unknownKey, line: 1, col: 1, endLine: 1, endCol: 2, severity: 'warning', code: 'yaml/warning', message: 'w' };
    const other: Diagnostic = { ...unknownKey, file: 'a.yaml', message: 'first' };
    const out = renderText([unknownKey, warning, other], undefined, { summary: true });
    const headers = out.split('\n').filter((l) => /^\S+:\d+:\d+ /.test(l));
    expect(headers).toEqual([
      'a.yaml:4:7  error  schema/unknown-key  first',
      'reg.yaml:1:1  warning  yaml/warning  w',
      'reg.yaml:4:7  error  schema/unknown-key  unknown key "nmae"; did you mean "name"?',
    ]);
    expect(out.endsWith('\n2 errors, 1 warning\n')).toBe(true);
  });

  it('renders nothing for no diagnostics', () => {
    expect(renderText([])).toBe('');
    expect(summarizeDiagnostics([])).toBe('');
  });

  it('draws at least one caret, underlines a multi-line span to the end of its first line, keeps tabs', () => {
    const { hint: _hint, ...noHint } = unknownKey;
    const zero: Diagnostic = { ...noHint, col: 7, endCol: 7 };
    expect(renderText([zero], read, { summary: false }).split('\n')[2]).toBe('   |       ^');
    const multi: Diagnostic = { ...noHint, line: 2, col: 1, endLine: 4, endCol: 3 };
    expect(renderText([multi], read, { summary: false }).split('\n').slice(1, 3)).toEqual([' 2 | scoring:', '   | ^^^^^^^^']);
    const tab: Diagnostic = { ...noHint, file: 'tab.yaml', line: 2, col: 2, endLine: 2, endCol: 3 };
    expect(renderText([tab], read, { summary: false }).split('\n').slice(1, 3)).toEqual([' 2 | \tb: c', '   | \t^']);
  });

  it('leaves the frame out when the file cannot be read', () => {
    expect(renderText([unknownKey], () => undefined, { summary: false })).toBe(
      'reg.yaml:4:7  error  schema/unknown-key  unknown key "nmae"; did you mean "name"?\n  hint: allowed keys here: id, name\n',
    );
  });
});

describe('renderJson', () => {
  it('wraps sorted diagnostics in { diagnostics }', () => {
    const parsed = JSON.parse(renderJson([unknownKey])) as { diagnostics: unknown[] };
    // The fields tools read first, unchanged (English); then the code's title and both languages of message and hint.
    // The check gave no Russian message: the Russian shows the code's Russian title before the English words.
    expect(parsed).toEqual({ diagnostics: [{
      ...unknownKey,
      title: { en: 'Unknown key', ru: 'Неизвестный ключ' },
      text: { en: unknownKey.message, ru: `Неизвестный ключ: ${unknownKey.message}` },
      hintText: { en: unknownKey.hint, ru: unknownKey.hint },
    }] });
    expect(Object.keys(parsed.diagnostics[0] as object)).toEqual([
      'code', 'severity', 'message', 'file', 'line', 'col', 'endLine', 'endCol', 'hint', 'title', 'text', 'hintText',
    ]);
    expect(JSON.parse(renderJson([]))).toEqual({ diagnostics: [] });
  });
});

describe('renderText in Russian', () => {
  const russian: Diagnostic = {
    ...unknownKey,
    text: { en: unknownKey.message, ru: 'неизвестный ключ «nmae»; может быть, «name»?' },
    hintText: { en: unknownKey.hint!, ru: 'здесь допустимы ключи: id, name' },
  };

  it('words the severity, the hint and the summary in Russian and shows the Russian message', () => {
    expect(renderText([russian], read, { lang: 'ru' })).toBe(
      [
        'reg.yaml:4:7  ошибка  schema/unknown-key  неизвестный ключ «nmae»; может быть, «name»?',
        ' 4 |     - nmae: y',
        '   |       ^^^^',
        '  подсказка: здесь допустимы ключи: id, name',
        '',
        '1 ошибка',
        '',
      ].join('\n'),
    );
    // The same diagnostic in English is as before.
    expect(renderText([russian], read).split('\n')[0]).toBe('reg.yaml:4:7  error  schema/unknown-key  unknown key "nmae"; did you mean "name"?');
  });

  it('names a message given in English only after the code\'s Russian title', () => {
    expect(renderText([unknownKey], read, { lang: 'ru', frames: false, summary: false }).split('\n')[0])
      .toBe('reg.yaml:4:7  ошибка  schema/unknown-key  Неизвестный ключ: unknown key "nmae"; did you mean "name"?');
  });

  it('counts in Russian: 1 ошибка, 2 ошибки, 5 ошибок, 11 ошибок, 21 ошибка, 1 предупреждение, 3 предупреждения', () => {
    const many = (n: number, severity: 'error' | 'warning') => Array.from({ length: n }, () => ({ ...unknownKey, severity }));
    expect(summarizeDiagnostics(many(1, 'error'), 'ru')).toBe('1 ошибка');
    expect(summarizeDiagnostics(many(2, 'error'), 'ru')).toBe('2 ошибки');
    expect(summarizeDiagnostics(many(5, 'error'), 'ru')).toBe('5 ошибок');
    expect(summarizeDiagnostics(many(11, 'error'), 'ru')).toBe('11 ошибок');
    expect(summarizeDiagnostics(many(21, 'error'), 'ru')).toBe('21 ошибка');
    expect(summarizeDiagnostics([...many(2, 'error'), ...many(1, 'warning')], 'ru')).toBe('2 ошибки, 1 предупреждение');
    expect(summarizeDiagnostics(many(3, 'warning'), 'ru')).toBe('3 предупреждения');
    expect(summarizeDiagnostics(many(12, 'warning'), 'ru')).toBe('12 предупреждений');
  });
});
