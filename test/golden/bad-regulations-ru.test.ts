/**
 * The bad-regulation fixtures in Russian (issue #18: every diagnostic a judge or an organizer sees is Russian under
 * `--lang ru`): each diagnostic of every fixture carries its Russian message (and a Russian hint when it has a hint),
 * and the Russian rendering of a few fixtures is checked whole. The English renderings are the goldens of
 * bad-regulations.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../compiler/index.js';
import { compileRegulationFile } from '../../games/index.js';

process.chdir(join(import.meta.dirname, '..', '..'));
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'bad');
const clean = new Set(['parent.yaml', 'good-child.yaml']);
const files = readdirSync(fixtures).filter((f) => f.endsWith('.yaml') && !clean.has(f)).sort();
const cyrillic = /[а-яё]/i;

/** A fixture's diagnostics, paths relative to the repository (as the CLI prints them from there). */
const diagnosticsOf = (file: string) => compileRegulationFile(relative(process.cwd(), join(fixtures, file))).diagnostics;

describe('bad regulations in Russian', () => {
  it.each(files)('%s: every diagnostic has its Russian message and hint', (file) => {
    for (const d of diagnosticsOf(file)) {
      expect(d.text?.ru, `${d.code} ${d.message}`).toMatch(cyrillic);
      if (d.hint !== undefined) expect(d.hintText?.ru, `${d.code} hint ${d.hint}`).toMatch(cyrillic);
    }
  });

  it('renders a missing key and an unknown name in Russian', () => {
    const read = (f: string) => (existsSync(f) ? readFileSync(f, 'utf8') : undefined);
    const out = renderText(diagnosticsOf('schema-missing-key.yaml'), read, { lang: 'ru' });
    // schema-missing-key.yaml: the doubling dragon-pung (line 26) has no clause
    expect(out.split('\n')[0]).toBe('test/fixtures/bad/schema-missing-key.yaml:26:7  ошибка  schema/missing-key  нет обязательного ключа «clause» в scoring.doublings[0]');
    expect(out).toContain('\n  подсказка: добавьте `clause`');
    expect(out.trimEnd().split('\n').at(-1)).toBe('1 ошибка');
    const unknown = renderText(diagnosticsOf('resolve-unknown-name.yaml'), read, { lang: 'ru', frames: false });
    expect(unknown).toMatch(/ошибка  resolve\/unknown-name  неизвестная группа костей 'dragon'/);
  });
});
