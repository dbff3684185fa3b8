import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { readPlainYaml } from '../../../compiler/source/fast-yaml.js';
import { parseYamlText, readYamlText } from '../../../compiler/source/load-yaml.js';
import { spanOfPath, startOfPath } from '../../../compiler/source/locate.js';
import { loadRegulationSource } from '../../../compiler/source/index.js';
import { compileRegulationFile } from '../../../games/index.js';
import { plainYamlDocument } from './plain-yaml-texts.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const REGULATIONS = ['regulations', 'regulations/examples'].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `${dir}/${f}`),
);
const textOf = (file: string) => readFileSync(join(ROOT, file), 'utf8');

type Path = Array<string | number>;

/** Every path of a value, each also with a segment that does not exist after it (and one past a list's end). */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path, [...path, 'no-such-key']);
  if (Array.isArray(value)) {
    value.forEach((item, i) => pathsOf(item, [...path, i], out));
    out.push([...path, value.length]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  }
  return out;
}

/**
 * Holds the quick reader to yaml on a text: when it reads the text, yaml reads it without an error or a warning,
 * to the same value, the same line starts, and every path starts where yaml's document says. Returns whether it read.
 */
function agreesWithYaml(text: string): boolean {
  const fast = readPlainYaml(text);
  if (fast === undefined) return false;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  expect([...doc.errors, ...doc.warnings].map((e) => e.message)).toEqual([]);
  const value = doc.toJS({ maxAliasCount: 1000 });
  expect(fast.value).toStrictEqual(value);
  expect(fast.lineStarts).toEqual(lineCounter.lineStarts);
  const { loaded: bySlowPath } = parseYamlText(text, 'x.yaml');
  const { loaded: byFastPath } = readYamlText(text, 'x.yaml');
  expect(byFastPath.positions).toBeDefined();
  for (const path of pathsOf(value)) {
    const span = spanOfPath(bySlowPath, path);
    expect(startOfPath(byFastPath, path), JSON.stringify(path)).toEqual({ line: span.line, col: span.col });
  }
  return true;
}

describe('readPlainYaml', () => {
  it.each(REGULATIONS)('reads %s as yaml does', (file) => {
    expect(agreesWithYaml(textOf(file))).toBe(true);
  });

  it.each([
    ['numbers, booleans and nulls as the core schema', 'a: 1\nb: -2.50\nc: 0x1F\nd: 0o17\ne: 1e3\nf: .inf\ng: -.Inf\nh: .nan\ni: true\nj: False\nk: ~\nl: null\nm: 1-9m\nn: +5\no: 007\n'],
    ['keys that are numbers', '1: a\n2: b\n'],
    // Words that start as a null, a boolean or a number would, and are strings (each first character starts one kind).
    ['words starting like a null, a boolean or a number', 'a: nul\nb: Nulls\nc: ~x\nd: tru\ne: Trueish\nf: fals\ng: FALSE!\nh: 0o8\ni: 0xg\nj: .info\nk: +-1\nl: 1.2.3\nm: 7up\nname: 3\nnote: 4\ntags: [n, t, f, N, T, F, Null, TRUE]\n'],
    ['empty values, with and without a comment', 'a:\nb: # nothing\nc: 1\n'],
    ['folded and literal block scalars, stripped and clipped', 'a: >-\n  one\n  two\n\n  three\nb: |\n  x\n    y\n  z\n\nc: >\n  p\n    q\n  r\n'],
    ['a block scalar at the end of the file without a line break', 'a: >\n  one\n  two'],
    ['block scalars with blanks at the ends of lines', 'a: >\n  one  \n  two \n\n  three\nb: |-\n  x \n  y\n'],
    ['flow collections, nested, with quoted scalars', 'a: { ru: "Б, В", en: \'it\'\'s\', n: [1, [2, {x: y}], ""] }\nb: []\nc: {}\n'],
    ['escapes of double-quoted scalars', 'a: "say \\"hi\\" \\\\ \\/ \\n\\t \\u00e9"\n'],
    ['sequences of mappings', 'a:\n  - id: x\n    v: 1\n  -\n    id: y\n  - [1, 2]\n'],
    ['plain scalars with dashes, colons and hashes inside', 'args: --seat S\nurl: https://x.org/a#b\nn: -5\n'],
    ['plain scalars with blanks, colons and hashes at their edges', 'a: b :c  \nd: e:#f\ng: h  # i: j\nk: [l , m ,n ]\no: { p: q  , r: s }\n# end'],
    ['quoted keys and comments everywhere', '# head\n"a b": 1 # one\n\'c\': 2\n  # indented comment\nd:\n  # before\n  e: 3\n'],
  ])('reads %s as yaml does', (_name, text) => {
    expect(agreesWithYaml(text)).toBe(true);
  });

  it.each([
    ['a tab', 'a:\t1\n'],
    ['an anchor and an alias', 'a: &x 1\nb: *x\n'],
    ['a tag', 'a: !str 1\n'],
    ['a document marker', '---\na: 1\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['a plain scalar over two lines', 'a: one\n  two\n'],
    ['a quoted scalar over two lines', 'a: "one\n  two"\n'],
    ['a flow collection over two lines', 'a: [1,\n  2]\n'],
    ['a mapping in a plain value', 'a: b: c\n'],
    ['a blank before a key\'s colon', 'a : 1\n'],
    ['a sequence at its key\'s indentation', 'a:\n- 1\n'],
    ['a sequence in a sequence on one line', 'a:\n  - - 1\n'],
    ['an escape it does not know', 'a: "\\x41"\n'],
    ['kept chomping', 'a: |+\n  x\n\n'],
    ['a block scalar whose first line is blank', 'm: |\n '],
    ['a root that is a scalar', 'just text\n'],
    ['an empty file', ''],
    ['CRLF line ends', 'a: 1\r\nb: 2\r\n'],
    ['a key __proto__', '__proto__: 1\n'],
    ['thousands of nested brackets', `a: ${'['.repeat(20000)}${']'.repeat(20000)}\n`],
  ])('gives up on %s (yaml reads it)', (_name, text) => {
    expect(readPlainYaml(text)).toBeUndefined();
  });

  const texts = REGULATIONS.map(textOf);
  const edit = fc.constantFrom(
    ' ', '-', ':', '#', '"', "'", '>', '|', '{', '}', '[', ']', ',', '\n', 'a', '1', '.', '~', '\\', '&', '*', '- ', ': ', '\n  ',
    '\n- ', 'true', '\\"', 'é', ' :', '',
  );
  /** A piece of a bundled regulation (up to 40 lines, dedented) with up to three small edits. */
  const piece = fc
    .tuple(
      fc.nat(texts.length - 1),
      fc.nat(4000),
      fc.integer({ min: 1, max: 40 }),
      fc.array(fc.tuple(fc.nat(10000), fc.nat(3), edit), { maxLength: 3 }),
    )
    .map(([which, from, count, edits]) => {
      const lines = texts[which]!.split('\n');
      const start = from % lines.length;
      const indent = /^ */.exec(lines[start]!)![0].length;
      let text = lines
        .slice(start, start + count)
        .map((line) => (line.startsWith(' '.repeat(indent)) ? line.slice(indent) : line))
        .join('\n');
      for (const [at, removed, inserted] of edits) {
        const p = at % (text.length + 1);
        text = text.slice(0, p) + inserted + text.slice(p + removed);
      }
      return text;
    });

  /** Texts put together from lines of the constructs it reads, at several indentations, and a few stray characters. */
  const assembled = fc
    .array(
      fc.constantFrom(
        'a: 1\n', 'b:\n', '  c: x\n', '  - d\n', '  - e: 1\n', '    f: 2\n', '- g\n', '- h: i\n', '  j: k\n', 'l: >-\n',
        'm: |\n', '  text here\n', '    more\n', '\n', '   \n', '  # c\n', '# c\n', 'n: { o: p, q: [1, 2] }\n', 'r: "s: t"\n',
        "u: 'v''w'\n", 'x: -1\n', 'y: 1.50\n', 'z: null\n', '  aa: >\n', '    bb\n', '    cc\n', '      dd\n', 'ee: ff # gg\n',
        'hh: ii:jj\n', '  -\n', '    kk: ll\n', 'mm: []\n', 'nn: {}\n', '"oo": pp\n', 'qq: ~\n', '  rr: true\n', 'ss: 0x1F\n',
        'tt: .5\n', 'a: 2\n', '  ', '-', ':', ' ', 'x', '\n  - - y\n',
        // The edges of the reader's scans: blanks and colons around plain scalars and keys, flow items, a last line.
        'vv: a :b \n', 'ww: a:#b  \n', 'xx: [a , b ,c ]\n', 'yy: { k : v, l:  m }\n', 'zz: x  # y: z\n', 'ab:x\n',
        'ac: x # y\n', '  # end', '   ', 'ad:   \n', 'ae: { f: g #h }\n',
      ),
      { maxLength: 16 },
    )
    .map((lines) => lines.join(''));

  /** The property under a fixed seed (with enough texts read for it to hold something) and under a new seed each run. */
  function agreesOn(what: string, arbitrary: fc.Arbitrary<string>, fixedRuns: number, newRuns: number): void {
    it(`agrees with yaml on ${what}, or gives up (fixed seed)`, () => {
      let read = 0;
      fc.assert(
        fc.property(arbitrary, (text) => {
          if (agreesWithYaml(text)) read++;
        }),
        { numRuns: fixedRuns, seed: 20261202 },
      );
      expect(read).toBeGreaterThan(fixedRuns / 20);
    });
    it(`agrees with yaml on ${what}, or gives up (a new seed each run)`, () => {
      fc.assert(
        fc.property(arbitrary, (text) => {
          agreesWithYaml(text);
        }),
        { numRuns: newRuns },
      );
    });
  }

  agreesOn('edited pieces of the bundled regulations', piece, 1500, 500);
  agreesOn('texts assembled from its constructs', assembled, 3000, 1000);
  agreesOn('nested documents of the shape regulations have', plainYamlDocument, 1000, 500);
});

describe('readYamlText', () => {
  it("parses yaml's document only when asked for it, the same as parseYamlText's", () => {
    const text = textOf('regulations/sbr-2025.yaml');
    const { loaded } = readYamlText(text, 'x.yaml');
    expect(loaded.doc.toJS()).toStrictEqual(parseYamlText(text, 'x.yaml').loaded.doc.toJS());
    expect(loaded.doc).toBe(loaded.doc);
  });

  it("reads with yaml at once when the caller wants yaml's documents (an editor's symbols)", () => {
    const file = join(ROOT, 'regulations/riichi-wrc-2022.yaml');
    const quick = loadRegulationSource(file).source!;
    const documents = loadRegulationSource(file, { documents: true }).source!;
    expect(quick.chain.map((l) => l.positions !== undefined)).toEqual([true, true]);
    expect(documents.chain.map((l) => l.positions !== undefined)).toEqual([false, false]);
    expect(documents.data).toStrictEqual(quick.data);
  });

  it.each(REGULATIONS)('compiles %s to the same IR whichever reader reads it', (file) => {
    // A tab in a comment at the end changes no value and no position, and makes the quick reader give up on a file.
    const slow = (f: string) => `${readFileSync(f, 'utf8')}\n#\tread by yaml\n`;
    const quick = compileRegulationFile(join(ROOT, file));
    const byYaml = compileRegulationFile(join(ROOT, file), { readFile: slow });
    expect(quick.ir).toBeDefined();
    expect(quick.diagnostics).toEqual(byYaml.diagnostics);
    expect(JSON.stringify(quick.ir)).toBe(JSON.stringify(byYaml.ir));
  });
});
