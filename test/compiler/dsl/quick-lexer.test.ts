/**
 * The quick lexer of rule strings (compiler/dsl/quick-lexer.ts) against chevrotain's lexer (tokens.ts): it splits a
 * text exactly when the text is printable ASCII and blanks that chevrotain splits without an error, and then into the
 * same tokens (type, text, offset). Checked on every string of the bundled regulations and on generated texts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickLex } from '../../../compiler/dsl/quick-lexer.js';
import { dslLexer, kindOfType } from '../../../compiler/dsl/tokens.js';
import { REGULATION_STRINGS } from './regulation-strings.js';

const PRINTABLE_ASCII = /^[\x20-\x7e\t\n\v\f\r]*$/;

/** Whether the two lexers agree on `text`; true when the quick lexer split it. */
function agree(text: string): boolean {
  const expected = dslLexer().tokenize(text);
  const quick = quickLex(text);
  const where = JSON.stringify(text);
  if (expected.errors.length > 0 || !PRINTABLE_ASCII.test(text)) {
    expect(quick, where).toBeUndefined();
    return false;
  }
  expect(quick, where).toBeDefined();
  expect(quick!.map((t) => [t.tokenType, t.image, t.startOffset]), where)
    .toEqual(expected.tokens.map((t) => [kindOfType(t.tokenType), t.image, t.startOffset]));
  return true;
}

const PIECES = [
  'and', 'or', 'not', 'true', 'false', 'in', 'all', 'any', 'no', 'tiles', 'count', 'exposed', 'declared', 'concealed',
  'chow', 'pung', 'kong', 'set', 'pair', 'meld', 'x', 'n', 'k', 'i', 'j', 'is', 'nm', 'win', 'from', 'f', '_a', 'A9',
  '1', '9', '0', '5m', '1-9m', '9-1z', 'nx', '(n+1)y', '(k-8)w', '2.5', '3.', '.5', '(', ')', ',', '.', '|', '+', '-',
  '*', '/', '^', '=', '==', '!', '!=', '<', '<=', '>', '>=', '#', '@', 'é', '\u00a0', ' ', '\t', '\n',
];
/** Pieces run together or apart, so that patterns meet their neighbours (`1-9m`, `and-x`, `5mx`). */
const text = fc.array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom('', ' ', '')), { maxLength: 10 })
  .map((parts) => parts.map(([p, sep]) => p + sep).join(''));
const asciiText = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ_0123456789()-+*/^.,|=!<> \t\n#'.split('')), maxLength: 24 });

describe('the quick lexer of rule strings', () => {
  it('splits the strings of the bundled regulations as chevrotain does', () => {
    const split = REGULATION_STRINGS.filter(agree).length;
    expect(split).toBeGreaterThan(1000);
  });

  it('agrees with chevrotain on generated texts (fixed seed)', () => {
    fc.assert(fc.property(fc.oneof(text, asciiText), (t) => { agree(t); }), { numRuns: 20000, seed: 20261203 });
  });

  it('agrees with chevrotain on generated texts (a new seed each run)', () => {
    fc.assert(fc.property(fc.oneof(text, asciiText), (t) => { agree(t); }), { numRuns: 5000 });
  });
});
