import { describe, expect, it } from 'vitest';
import { createDiagnostic, diagnosticCodes, lookupCode, lookupCodeRu, registerGameCodes, type DiagnosticCode } from '../../../compiler/diagnostics/codes.js';
import { everyDiagnosticCode, GAMES } from '../../../games/index.js';

describe('diagnosticCodes', () => {
  it('has well-formed entries, the core\'s and the games\'', () => {
    for (const [code, info] of Object.entries(everyDiagnosticCode().codes)) {
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

  it('takes each game\'s codes from its catalogue, and never a code twice', () => {
    const sichuan = GAMES.find((g) => g.game === 'mahjong-sichuan')!.codes!;
    expect(lookupCode('deal/after-end')).toBe(sichuan['deal/after-end']);
    expect(lookupCodeRu('deal/after-end')?.title).toBe('Событие после конца сдачи');
    expect(lookupCode('deal/after-end') !== undefined && !('deal/after-end' in diagnosticCodes)).toBe(true);
    // Registering a catalogue again is harmless; a code the core or another catalogue has is refused.
    expect(() => registerGameCodes(sichuan)).not.toThrow();
    const ru = { title: 'Ы', description: 'Ы.' };
    expect(() => registerGameCodes({ 'yaml/syntax': { severity: 'error', title: 'Y', description: 'Y.', ru } })).toThrow(/yaml\/syntax is registered twice/);
    expect(() => registerGameCodes({ 'deal/after-end': { severity: 'error', title: 'A', description: 'A.', ru } })).toThrow(/deal\/after-end is registered twice/);
    // Each game's codes are its own: no two catalogues share one.
    const owned = GAMES.flatMap((g) => Object.keys(g.codes ?? {}));
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('names the games\' codes in DiagnosticCode, and a misspelt code does not compile', () => {
    const codes: DiagnosticCode[] = ['yaml/syntax', 'deal/after-end', 'pulya/contract', 'deal/riichi-liability'];
    // @ts-expect-error a misspelt game code is not a DiagnosticCode (tsc -p tsconfig.json checks this line)
    const misspelt: DiagnosticCode = 'deal/after-ends';
    expect([...codes, misspelt].filter((c) => lookupCode(c) === undefined)).toEqual(['deal/after-ends']);
  });
});
