/**
 * One glossary for the guides and the program (issue #22): the words it tells us not to use (anglicisms, wrong
 * words) appear in no Russian text: not in the Russian guides and README, not in the program's sources (help,
 * output, the desk, diagnostics) and not in the bundled regulations.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { avoidPattern, GLOSSARY, glossaryTerms } from '../../present/glossary.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Files under a folder (recursively) whose name ends with one of the extensions. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : filesUnder(path, extensions);
    return extensions.some((e) => name.endsWith(e)) ? [path] : [];
  });
}

/** Every Russian text the project shows: guides, README, the program's sources, the regulations. */
function russianTexts(): string[] {
  return [
    join(ROOT, 'README.md'),
    ...filesUnder(join(ROOT, 'docs', 'ru'), ['.md']).filter((f) => !f.endsWith('glossary.md')),
    ...['cli', 'app', 'compiler', 'runtime', 'store'].flatMap((d) => filesUnder(join(ROOT, d), ['.ts', '.html'])).filter((f) => !f.endsWith('glossary.ts')),
    ...filesUnder(join(ROOT, 'regulations'), ['.yaml']),
  ];
}

describe('the glossary', () => {
  it('has every term in both languages, once', () => {
    const terms = glossaryTerms();
    expect(terms.length).toBeGreaterThan(60);
    for (const t of terms) {
      expect(t.ru, t.en).toMatch(/[а-яё]/i);
      expect(t.en, t.ru).toMatch(/^[^а-яё]*$/i);
    }
    expect(new Set(terms.map((t) => t.ru)).size).toBe(terms.length);
    expect(GLOSSARY.every((s) => s.terms.length > 0)).toBe(true);
  });

  it('finds the words it forbids, and only as words', () => {
    expect(avoidPattern('пустая масть').test('Пустая  масть игрока')).toBe(true);
    expect(avoidPattern('пул').test('записать в пулю')).toBe(false);
    expect(avoidPattern('пул').test('записать в пул')).toBe(true);
    expect(avoidPattern('тай-брейк*').test('тай-брейки')).toBe(true);
    expect(avoidPattern('сид').test('сидит на Юге')).toBe(false);
  });

  it('is kept by every Russian text of the project', () => {
    const files = russianTexts();
    expect(files.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n');
      for (const term of glossaryTerms()) {
        for (const word of term.avoid ?? []) {
          const pattern = avoidPattern(word);
          lines.forEach((line, i) => {
            if (pattern.test(line)) hits.push(`${relative(ROOT, file)}:${i + 1}: "${word}" -> "${term.ru}"`);
          });
        }
      }
    }
    expect(hits).toEqual([]);
  });
});
