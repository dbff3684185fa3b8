import { describe, expect, it } from 'vitest';
import type { Span } from '../../../compiler/diagnostics/diagnostic.js';
import { loadYamlFile, parseYamlText } from '../../../compiler/source/load-yaml.js';
import type { LoadedYaml } from '../../../compiler/source/load-yaml.js';
import { findNode, spanInString, spanOfKey, spanOfPath } from '../../../compiler/source/locate.js';
import { fixture } from './fixture-path.js';

const at = (s: Span) => `${s.line}:${s.col}-${s.endLine}:${s.endCol}`;

/** The span of the first occurrence of `token` in the string value at `path`. */
function tokenSpan(loaded: LoadedYaml, path: Array<string | number>, token: string): string {
  const node = findNode(loaded, path).node as { value: string };
  const offset = node.value.indexOf(token);
  expect(offset, `"${token}" in ${JSON.stringify(node.value)}`).toBeGreaterThanOrEqual(0);
  return at(spanInString(loaded, path, offset, token.length));
}

describe('spanOfPath / spanOfKey', () => {
  const loaded = loadYamlFile(fixture('base.yaml')).loaded!;

  it('finds values, keys and list items', () => {
    expect(at(spanOfPath(loaded, ['regulation']))).toBe('2:13-2:22');
    expect(at(spanOfKey(loaded, ['regulation']))).toBe('2:1-2:11');
    expect(at(spanOfPath(loaded, ['scoring', 'points', 1, 'value']))).toBe('39:14-39:15');
    // A list item that is a block mapping spans from its first key to its last value.
    expect(at(spanOfPath(loaded, ['tiles', 1]))).toBe('13:5-16:29');
    expect(at(spanOfPath(loaded, ['name', 'en']))).toBe('5:36-5:51');
    expect(at(spanOfKey(loaded, ['tiles', 0]))).toBe(at(spanOfPath(loaded, ['tiles', 0])));
  });

  it('falls back to the nearest existing parent for a missing path', () => {
    expect(at(spanOfPath(loaded, ['scoring', 'points', 7, 'value']))).toBe(at(spanOfPath(loaded, ['scoring', 'points'])));
    expect(at(spanOfPath(loaded, ['scoring', 'declare', 'name']))).toBe('28:5-29:25');
    expect(at(spanOfKey(loaded, ['nope']))).toBe(at(spanOfPath(loaded, [])));
  });

  it('points at the key of an empty value, and at 1:1 in an empty file', () => {
    const { loaded: l } = parseYamlText('a:\nb: 1\n', 'x.yaml');
    expect(at(spanOfPath(l, ['a']))).toBe('1:1-1:2');
    const { loaded: empty } = parseYamlText('', 'e.yaml');
    expect(at(spanOfPath(empty, ['a']))).toBe('1:1-1:1');
  });
});

describe('spanInString', () => {
  const loaded = loadYamlFile(fixture('scalars.yaml')).loaded!;
  const tiles = (i: number) => ['tiles', i, 'tiles'];

  it('plain scalar, one line', () => {
    // line 9: `    tiles: pung 1x, pung 9x`; the value starts at col 12, "pung 9x" is at value offset 9 -> col 21.
    expect(tokenSpan(loaded, tiles(0), 'pung 9x')).toBe('9:21-9:28');
  });

  it('plain scalar over two lines (folded to one space)', () => {
    // value "pung 1x, pung 9x"; line 14 is `      pung 9x`.
    expect(tokenSpan(loaded, tiles(1), 'pung 9x')).toBe('14:7-14:14');
    expect(tokenSpan(loaded, tiles(1), '1x')).toBe('13:17-13:19');
  });

  it('double-quoted scalar with escapes', () => {
    // line 18: `    tiles: "a\tb \"q\" pung 9x"`: quote at col 12, a 13, \t 14-15, b 16, \" 18-19, q 20, \" 21-22, p 24.
    expect(tokenSpan(loaded, tiles(2), 'pung 9x')).toBe('18:24-18:31');
    expect(tokenSpan(loaded, tiles(2), '\t')).toBe('18:14-18:16'); // the whole escape sequence
    expect(tokenSpan(loaded, tiles(2), '"q"')).toBe('18:18-18:23');
  });

  it("single-quoted scalar with a doubled ''", () => {
    // line 22: `    tiles: 'it''s pung 9x'`: quote at col 12, i 13, t 14, '' 15-16, s 17, p 19.
    expect(tokenSpan(loaded, tiles(3), 'pung 9x')).toBe('22:19-22:26');
    expect(tokenSpan(loaded, tiles(3), "'s")).toBe('22:15-22:18');
  });

  it('literal block scalar (|), more-indented line', () => {
    // value "chow x\n  pung 9x\n"; line 28 is `        pung 9x` (content indent 6, two more spaces).
    expect(tokenSpan(loaded, tiles(4), 'pung 9x')).toBe('28:9-28:16');
    expect(tokenSpan(loaded, tiles(4), 'chow')).toBe('27:7-27:11');
  });

  it('folded block scalar (>) over several lines and an empty line', () => {
    // value "chow x and\npung 9x\n"; `and` on line 34, `pung 9x` on line 36 after an empty line.
    expect(tokenSpan(loaded, tiles(5), 'and')).toBe('34:7-34:10');
    expect(tokenSpan(loaded, tiles(5), 'pung 9x')).toBe('36:7-36:14');
    // A span crossing the fold: "x and" starts on line 33 and ends on line 34.
    expect(tokenSpan(loaded, tiles(5), 'x and')).toBe('33:12-34:10');
  });

  it('double-quoted scalar over lines with an escaped line break and trailing spaces', () => {
    // value "chow x and pung 9x": `\` joins line 40 to line 41, the break after "and  " folds to a space.
    expect((findNode(loaded, tiles(6)).node as { value: string }).value).toBe('chow x and pung 9x');
    expect(tokenSpan(loaded, tiles(6), 'and')).toBe('41:7-41:10');
    expect(tokenSpan(loaded, tiles(6), 'pung 9x')).toBe('42:7-42:14');
  });

  it('clamps offsets, handles empty ranges, and falls back for non-strings', () => {
    expect(at(spanInString(loaded, tiles(0), 100, 5))).toBe('9:28-9:28');
    expect(at(spanInString(loaded, tiles(0), 0, 0))).toBe('9:12-9:12');
    expect(at(spanInString(loaded, ['tiles', 0], 0, 3))).toBe(at(spanOfPath(loaded, ['tiles', 0])));
    expect(at(spanInString(loaded, ['nope'], 0, 3))).toBe(at(spanOfPath(loaded, [])));
  });

  it('handles unicode escapes that decode to two UTF-16 units', () => {
    const { loaded: l } = parseYamlText('a: "\\U0001F600 x"\n', 'u.yaml');
    // value "😀 x": the emoji is 2 code units from the 10-char escape at cols 5-14; x at col 16.
    expect(tokenSpan(l, ['a'], 'x')).toBe('1:16-1:17');
  });
});
