/**
 * ruleStringAt knows the rule strings of a regulation file: checked against lowering itself on every bundled
 * regulation (every name lowering resolves is in a string the table knows, and every string the table names parses
 * in its form), and on the paths of a child file.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleStringAt, sectionsOf, type Path } from '../../../compiler/index.js';
import { parseExpression, parsePattern, parseTileSet } from '../../../compiler/rule-reader.js';
import { GAMES } from '../../../games/index.js';
import { lowerRegulation, type LocatedSource } from '../../../compiler/lower/lower-regulation.js';
import { loadRegulationSource } from '../../../compiler/source/index.js';
import { ruleStrings } from '../../../compiler/dsl/parse.js';

const root = join(import.meta.dirname, '..', '..', '..', 'regulations');
const regulations = [
  ...readdirSync(root).filter((f) => f.endsWith('.yaml')).map((f) => join(root, f)),
  ...readdirSync(join(root, 'examples')).map((f) => join(root, 'examples', f)),
];

/** Every string value of plain data with its path. */
function strings(value: unknown, path: Path = []): Array<{ path: Path; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...path, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, [...path, k]));
  return [];
}

const parsers = { expression: parseExpression, pattern: parsePattern, 'tile-set': parseTileSet } as const;

describe('ruleStringAt', () => {
  it('names the form of each rule string of a base file', () => {
    expect(ruleStringAt(['tiles', 3, 'tiles'])).toEqual({ language: 'tile-set' });
    expect(ruleStringAt(['shapes', 0, 'pattern'])).toEqual({ language: 'pattern', shape: true });
    expect(ruleStringAt(['scoring', 'points', 2, 'when'])).toEqual({ language: 'expression' });
    expect(ruleStringAt(['scoring', 'limits', 2, 'count'])).toEqual({ language: 'expression' });
    expect(ruleStringAt(['scoring', 'doublings', 0, 'pattern'])).toEqual({ language: 'pattern' });
    expect(ruleStringAt(['scoring', 'doublings', 0, 'pattern', 1])).toEqual({ language: 'pattern' });
    expect(ruleStringAt(['scoring', 'declare', 'when'])).toEqual({ language: 'expression', declare: true });
    expect(ruleStringAt(['penalties', 1, 'unless'])).toEqual({ language: 'expression' });
  });

  it('reads a child file\'s add and override as the sections they change', () => {
    expect(ruleStringAt(['add', 'points', 0, 'when'])).toEqual({ language: 'expression' });
    expect(ruleStringAt(['override', 'tiles', 1, 'tiles'])).toEqual({ language: 'tile-set' });
    expect(ruleStringAt(['add', 'shapes', 0, 'pattern'])).toEqual({ language: 'pattern', shape: true });
  });

  it('says nothing of plain text', () => {
    for (const path of [['tiles', 0, 'id'], ['scoring', 'points', 0, 'clause'], ['tiles', 0, 'name', 'en'], ['tests', 0, 'hand'], ['remove', 0], ['add', 'points', 0, 'name', 'ru']]) {
      expect(ruleStringAt(path)).toBeUndefined();
    }
  });

  it.each(regulations)('agrees with lowering on %s', (file) => {
    const { source } = loadRegulationSource(file, { sections: sectionsOf(GAMES) });
    const resolvedIn = new Set<string>();
    lowerRegulation(source as unknown as LocatedSource, () => {}, GAMES, ruleStrings, (path) => resolvedIn.add(JSON.stringify(path)));
    for (const key of resolvedIn) expect(ruleStringAt(JSON.parse(key) as Path), key).toBeDefined();
    let known = 0;
    for (const { path, text } of strings(source!.data)) {
      const kind = ruleStringAt(path);
      if (!kind) continue;
      known++;
      expect(parsers[kind.language](text).errors, `${path.join('.')}: ${text}`).toEqual([]);
    }
    if (source!.data.game !== 'preference') expect(known).toBeGreaterThan(0); // preference has no rule strings
  });
});
