/**
 * "Did you mean" as data: a diagnostic that guesses the name meant carries it as `suggestion`, and its span covers
 * exactly the misspelt text, so that an editor's quick fix can write the suggestion in its place.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile } from '../../../games/index.js';
import { BASE, CHILD, readerOf, REGULATIONS, textAt, type MemoryFiles } from '../../support/memory-files.js';

/** [what, file changed, text replaced, replacement, the misspelt text the span covers, code, suggestion]. */
const cases: Array<[string, string, string, string, string, string, string]> = [
  ['a fact', BASE, 'when: winner', 'when: winnr', 'winnr', 'resolve/unknown-name', 'winner'],
  ['a group in a tile set', BASE, 'tiles: winds dragons', 'tiles: winds dragonz', 'dragonz', 'resolve/unknown-name', 'dragons'],
  ['a group in a pattern', BASE, 'pattern: "set dragons"', 'pattern: "set dragns"', 'dragns', 'resolve/unknown-name', 'dragons'],
  ['a tag', BASE, 'points(bonus)', 'points(bonsu)', 'bonsu', 'resolve/unknown-tag', 'bonus'],
  ['a function', BASE, 'points(bonus)', 'pionts(bonus)', 'pionts', 'resolve/unknown-function', 'points'],
  ['an enum value', BASE, 'win.from == wall', 'win.from == wal', 'wal', 'resolve/unknown-value', 'wall'],
  ['an excluded id', BASE, 'excludes: [dragon-pung]', 'excludes: [dragon-pnug]', 'dragon-pnug', 'resolve/unknown-exclude', 'dragon-pung'],
  ['a test\'s item', BASE, 'items: [mahjong]', 'items: [mahjongg]', 'mahjongg', 'resolve/test-reference', 'mahjong'],
  ['a key', BASE, 'clause: "5"', 'clasue: "5"', 'clasue', 'schema/unknown-key', 'clause'],
  ['a listed value', BASE, 'game: mahjong-classical', 'game: mahjong-clasical', 'mahjong-clasical', 'schema/type', 'mahjong-classical'],
  ['an id not in kebab-case', BASE, 'id: pairs', 'id: Pairs', 'Pairs', 'schema/invalid', 'pairs'],
  ['a removed id', CHILD, 'remove: [pairs]', 'remove: [pairz]', 'pairz', 'source/remove-unknown', 'pairs'],
  ['an overridden id', CHILD, 'id: mahjong', 'id: mahjog', 'mahjog', 'source/override-unknown', 'mahjong'],
];

describe('did you mean, as a suggestion at the misspelt text', () => {
  it.each(cases)('%s', (_what, file, from, to, misspelt, code, suggestion) => {
    const files: MemoryFiles = { ...REGULATIONS };
    expect(files[file]).toContain(from);
    files[file] = files[file]!.replace(from, to);
    const { diagnostics } = compileRegulationFile(file, { readFile: readerOf(files) });
    const found = diagnostics.filter((d) => d.code === code && d.suggestion !== undefined);
    expect(found.map((d) => [d.file, d.suggestion])).toEqual([[file, suggestion]]);
    expect(textAt(files, found[0]!)).toBe(misspelt);
  });

  it('gives none where nothing is close', () => {
    const files: MemoryFiles = { ...REGULATIONS, [BASE]: REGULATIONS[BASE]!.replace('when: winner', 'when: zzzzzz') };
    const { diagnostics } = compileRegulationFile(BASE, { readFile: readerOf(files) });
    expect(diagnostics.map((d) => [d.code, d.suggestion])).toEqual([['resolve/unknown-name', undefined]]);
  });
});
