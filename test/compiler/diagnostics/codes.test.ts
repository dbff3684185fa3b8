import { describe, expect, it } from 'vitest';
import { createDiagnostic, diagnosticCodes, lookupCode } from '../../../compiler/diagnostics/codes.js';

describe('diagnosticCodes', () => {
  it('has well-formed entries', () => {
    for (const [code, info] of Object.entries(diagnosticCodes)) {
      expect(code).toMatch(/^(yaml|schema|source|dsl|resolve|hand|event|deal|pulya)\/[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(['error', 'warning']).toContain(info.severity);
      expect(info.title.length).toBeGreaterThan(0);
      expect(info.description.length).toBeGreaterThan(0);
    }
  });
  it('registers the source front-end codes', () => {
    for (const code of [
      'yaml/syntax',
      'yaml/duplicate-key',
      'schema/unknown-key',
      'schema/missing-key',
      'schema/type',
      'schema/invalid',
      'source/file-missing',
      'source/extends-missing',
      'source/extends-cycle',
      'source/list-in-child',
      'source/add-existing',
      'source/override-unknown',
      'source/remove-unknown',
    ]) {
      expect(lookupCode(code), code).toBeDefined();
    }
    expect(lookupCode('nope/nope')).toBeUndefined();
    expect(lookupCode('toString')).toBeUndefined();
  });
});

describe('createDiagnostic', () => {
  const span = { file: 'a.yaml', line: 2, col: 3, endLine: 2, endCol: 5 };
  it('takes the severity and default hint from the registry', () => {
    const d = createDiagnostic('yaml/duplicate-key', span, 'duplicate key "a"');
    expect(d).toEqual({
      ...span,
      code: 'yaml/duplicate-key',
      severity: 'error',
      message: 'duplicate key "a"',
      hint: diagnosticCodes['yaml/duplicate-key'].hint,
      // the code's hint in both languages (codes-ru.ts)
      hintText: { en: diagnosticCodes['yaml/duplicate-key'].hint, ru: 'Удалите или переименуйте один из двух ключей.' },
    });
  });
  it('accepts a specific hint, or none', () => {
    expect(createDiagnostic('yaml/syntax', span, 'x', { hint: 'h' }).hint).toBe('h');
    expect('hint' in createDiagnostic('yaml/syntax', span, 'x', { hint: null })).toBe(false);
  });
});
