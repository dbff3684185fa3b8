/**
 * What a game brings to the generic compiler and diff beyond its lowering: its own diff section with its title
 * (GameCompilerPart.diffSection; the report order of games/index.ts DIFF_SECTIONS), and its lists of identified
 * entries, whose ids count in the regulation-wide duplicate-id check (preference contracts).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffSectionsOf } from '../../compiler/index.js';
import { sectionTitle } from '../../present/render-diff.js';
import { compileRegulationFile, DIFF_SECTIONS, GAMES } from '../../games/index.js';

describe('diff sections', () => {
  it('the games\' own sections come after the tournament and before the procedures, in the games\' order', () => {
    expect(DIFF_SECTIONS).toEqual([
      'groups', 'shapes', 'counters', 'items', 'points', 'doublings', 'limits', 'scoring', 'payments', 'settlement', 'penalties',
      'tournament', 'preference', 'sichuan', 'riichi', 'procedures',
    ]);
    expect(diffSectionsOf([])).not.toContain('sichuan');
  });

  it('a game\'s section is titled by its module, a core section by the CLI\'s texts', () => {
    expect(sectionTitle('sichuan', 'ru', GAMES)).toBe('Сдача (сычуань)');
    expect(sectionTitle('riichi', 'en', GAMES)).toBe('Hanchan (riichi)');
    expect(sectionTitle('preference', 'en', GAMES)).toBe('Preference: contracts and conventions');
    expect(sectionTitle('tournament', 'ru', GAMES)).toBe('Турнир');
  });
});

describe('a game\'s list of identified entries in the duplicate-id check', () => {
  it('a procedure named like a preference contract is a duplicate id, reported at the contract', () => {
    // The festival's own file with one more procedure, `six`, the id of the first contract of its price table.
    const text = readFileSync('regulations/preference-festival-2011.yaml', 'utf8')
      .replace('\nprocedures:\n', '\nprocedures:\n  - { id: six, name: { ru: Шесть, en: Six }, clause: "1", text: { ru: Текст, en: Text } }\n');
    const file = join(mkdtempSync(join(tmpdir(), 'reglament-games-')), 'festival.yaml');
    writeFileSync(file, text);
    const line = text.split('\n').findIndex((l) => l.trim() === '- id: six') + 1;
    const dup = compileRegulationFile(file).diagnostics.filter((d) => d.code === 'resolve/duplicate-id');
    // The check reads the procedures before the games' lists: the contract is the second use of `six`.
    expect(dup.map((d) => [d.line, d.message])).toEqual([[line, "the id 'six' is already used (in procedures); ids must be unique"]]);
  });
});
