/**
 * Every bundled regulation states its assumptions in Russian and English (issue #18: the judges' and the rule
 * committee's language is Russian). A text written once for both languages (allowed for an organizer's own file)
 * is refused here, except an alternative that is a line of the regulation language (`when: ...`, `value: best`),
 * which reads the same in both.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games/index.js';
import { collectAssumptions } from '../../present/assumptions.js';
import { irOfFile } from '../support/compile-inline.js';

const root = join(import.meta.dirname, '..', '..');
const files = [
  ...readdirSync(join(root, 'regulations')).filter((f) => f.endsWith('.yaml')).map((f) => `regulations/${f}`),
  ...readdirSync(join(root, 'regulations', 'examples')).filter((f) => f.endsWith('.yaml')).map((f) => `regulations/examples/${f}`),
];
const cyrillic = /[а-яё]/i;
/** A line of the regulation language: `key: value` without an English remark in parentheses (`(always concealed)`). */
const languageLine = /^[a-z][a-z-]*: (?!.*\((?:[a-z]+ )+[a-z]+\))/;

describe('assumption texts of the bundled regulations', () => {
  it.each(files)('%s: every assumption in Russian and English', (file) => {
    for (const a of collectAssumptions(irOfFile(file), GAMES)) {
      const where = `${a.file}:${a.line} ${a.id}`;
      expect(cyrillic.test(a.assumption.text.ru), `${where}: Russian text`).toBe(true);
      expect(a.assumption.text.ru, `${where}: the Russian is not the English`).not.toBe(a.assumption.text.en);
      const alt = a.assumption.alternative;
      if (alt === undefined) continue;
      if (alt.ru === alt.en) expect(alt.en, `${where}: an alternative in one language is a line of the rule language`).toMatch(languageLine);
      else expect(cyrillic.test(alt.ru), `${where}: Russian alternative`).toBe(true);
    }
  });

  it('counts the assumptions it checked (152 in the ten files of 2026-12-02; more may come)', () => {
    // Each file's own assumptions once: a child lists its parent's again, so this counts the keys written.
    const total = files.reduce((n, f) => n + collectAssumptions(irOfFile(f), GAMES).filter((a) => a.file.endsWith(f)).length, 0);
    expect(total).toBeGreaterThanOrEqual(152);
  });
});
