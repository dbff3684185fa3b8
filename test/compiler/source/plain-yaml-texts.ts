/**
 * Test helper: random YAML texts of the shape regulations have (nested block mappings and sequences, one-line
 * scalars and flow collections, block scalars, comments and blank lines), some with one stray character put in.
 * About half are plain enough for the quick reader (compiler/source/fast-yaml.ts); the rest exercise its giving up.
 */
import fc from 'fast-check';

const scalar = fc.constantFrom(
  'x', 'x y', '1', '-2', '1.50', 'null', '~', 'true', 'False', '"q: r"', "'it''s'", '"a\\"b"', '"\\u00e9"', '--seat S',
  'a:b', 'a #b', '{ a: 1, b: [x, y] }', '[]', '{}', '[a, {b: c}]', '0x1F', '.5', 'é ж', '"" ', "''", 'x   ', '1e3', '+5',
  '007', 'a # c', '-x', '{ a: "b, c" }', '[ "x" , y ]',
);
const key = fc.constantFrom('a', 'b', 'c-d', 'e_f', '"g h"', "'i'", '1', 'j.k', 'Ж', 'id');
const blockLines = fc.array(fc.constantFrom('one', 'two words', '', '  more', 'three ', '# not a comment', 'x: y'), {
  minLength: 1,
  maxLength: 5,
});
const noise = fc.constantFrom('', '', '', '# c\n', '\n', '  # c\n', '   \n');
const pad = (n: number) => ' '.repeat(n);

/** The text after a key's colon: a scalar, a block scalar, or a nested block node on the next lines. */
function valueAt(indent: number, depth: number): fc.Arbitrary<string> {
  const block = fc
    .tuple(fc.constantFrom('>', '>-', '|', '|-'), blockLines, fc.constantFrom(2, 3))
    .map(([header, lines, step]) => ` ${header}\n` + lines.map((l) => (l === '' ? '' : pad(indent + step) + l) + '\n').join(''));
  const nested = fc
    .tuple(fc.constantFrom(1, 2, 4), fc.boolean())
    .chain(([step, seq]) => (seq ? sequenceAt(indent + step, depth - 1) : mappingAt(indent + step, depth - 1)).map((b) => '\n' + b));
  return depth > 0 ? fc.oneof(scalar.map((s) => ` ${s}\n`), block, nested) : fc.oneof(scalar.map((s) => ` ${s}\n`), block);
}

function mappingAt(indent: number, depth: number): fc.Arbitrary<string> {
  return fc
    .uniqueArray(fc.tuple(key, noise), { minLength: 1, maxLength: 4, selector: ([k]) => k })
    .chain((keys) => fc.tuple(...keys.map(([k, before]) => valueAt(indent, depth).map((v) => before + pad(indent) + k + ':' + v))))
    .map((entries) => entries.join(''));
}

function sequenceAt(indent: number, depth: number): fc.Arbitrary<string> {
  const scalarItem = scalar.map((s) => `${pad(indent)}- ${s}\n`);
  // A mapping as an item starts on the dash's line: its first key's indentation is replaced by the dash.
  const mappingItem = () => mappingAt(indent + 2, depth - 1).map((m) => `${pad(indent)}- ${m.slice(indent + 2)}`);
  const item = depth > 0 ? fc.oneof(scalarItem, mappingItem()) : scalarItem;
  return fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => items.join(''));
}

/** A document: a mapping three levels deep at most; one in ten gets a stray character somewhere. */
export const plainYamlDocument: fc.Arbitrary<string> = fc
  .tuple(mappingAt(0, 3), fc.nat(400), fc.constantFrom(' ', '\n', '-', ':', '#', '  ', 'x'))
  .map(([text, at, stray]) => (at < 40 ? text.slice(0, at % (text.length + 1)) + stray + text.slice(at % (text.length + 1)) : text));
