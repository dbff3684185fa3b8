/**
 * Every registered diagnostic code, the core's (compiler/diagnostics/codes-ru.ts) and the games'
 * (games/<game>/codes.ts), has its Russian title and description, and a Russian hint exactly when it has an English
 * one. The types already refuse a code without Russian texts; this test also fails on a text that is empty, not
 * Russian, or copied from the English, and on a Russian entry for a code the registry does not have.
 */
import { describe, expect, it } from 'vitest';
import { createDiagnostic, diagnosticCodes, diagnosticCodesRu } from '../../../compiler/diagnostics/index.js';
import { everyDiagnosticCode, GAMES } from '../../../games/index.js';

const cyrillic = /[а-яё]/i;
const { codes: all, russian: allRu } = everyDiagnosticCode();
const codes = Object.keys(all);

describe('the Russian texts of the diagnostic codes', () => {
  it('cover exactly the registered codes (171 on 2026-12-02, more may come), the core\'s and every game\'s', () => {
    expect(Object.keys(diagnosticCodesRu).sort()).toEqual(Object.keys(diagnosticCodes).sort());
    expect(Object.keys(allRu).sort()).toEqual([...codes].sort());
    const gameCodes = GAMES.flatMap((g) => Object.keys(g.codes ?? {}));
    expect([...codes].sort()).toEqual([...Object.keys(diagnosticCodes), ...gameCodes].sort());
    expect(codes.length).toBeGreaterThanOrEqual(171);
  });

  it.each(codes)('%s: a Russian title and description, and a Russian hint when there is an English one', (code) => {
    const en = all[code]!;
    const ru = allRu[code]!;
    expect(cyrillic.test(ru.title), 'title').toBe(true);
    expect(cyrillic.test(ru.description), 'description').toBe(true);
    expect(ru.description).not.toBe(en.description);
    expect(ru.hint !== undefined, 'a Russian hint exactly when an English one').toBe(en.hint !== undefined);
    if (ru.hint !== undefined) expect(cyrillic.test(ru.hint), 'hint').toBe(true);
  });

  it('a diagnostic without a hint of its own carries the code\'s hint in both languages', () => {
    const at = { file: 'f.yaml', line: 1, col: 1, endLine: 1, endCol: 2 };
    const d = createDiagnostic('yaml/duplicate-key', at, { en: 'key "a" appears twice', ru: 'ключ «a» встречается дважды' });
    expect(d).toMatchObject({
      message: 'key "a" appears twice',
      text: { en: 'key "a" appears twice', ru: 'ключ «a» встречается дважды' },
      hint: 'Remove or rename one of the two keys.',
      hintText: { en: 'Remove or rename one of the two keys.', ru: 'Удалите или переименуйте один из двух ключей.' },
    });
    // A check's own English hint replaces the code's (and has no Russian then); `null` drops the hint.
    expect(createDiagnostic('yaml/duplicate-key', at, 'x', { hint: 'own' })).toMatchObject({ hint: 'own' });
    expect(createDiagnostic('yaml/duplicate-key', at, 'x', { hint: 'own' }).hintText).toBeUndefined();
    expect(createDiagnostic('yaml/duplicate-key', at, 'x', { hint: null }).hint).toBeUndefined();
  });
});
