/**
 * The caps on a rule string (issue #21, Medium 5), checked before parsing: 2000 characters and 32 levels of
 * nesting (parentheses and prefix not / -). At each cap the rule parses and compiles; one past it, the rule gets
 * `dsl/too-long` or `dsl/too-deep` at the place it passes the cap; far past it (171 parentheses, 20 KB), the
 * same, never a stack overflow.
 */
import { describe, expect, it } from 'vitest';
import { MAX_RULE_DEPTH, MAX_RULE_LENGTH } from '../../../compiler/dsl/limits.js';
import { parseExpression, parsePattern, parseTileSet } from '../../../compiler/dsl/parse.js';
import { compileInline, HEADER } from '../../support/compile-inline.js';

/** `n` parentheses around `inner`. */
const nested = (n: number, inner: string) => '('.repeat(n) + inner + ')'.repeat(n);

/** A regulation whose one point item has the condition `when`. */
const withCondition = (when: string) => `${HEADER}scoring:
  base: 0
  points:
    - { id: deep, name: { ru: Глубокое, en: Deep }, clause: t, value: 2, when: ${JSON.stringify(when)} }
`;

describe('the depth of a rule', () => {
  it('is 32 at most', () => {
    expect(MAX_RULE_DEPTH).toBe(32);
  });

  it.each([
    ['parentheses', (n: number) => nested(n, 'concealed')],
    ['not', (n: number) => 'not '.repeat(n) + 'concealed'],
    ['signs', (n: number) => `count(pung) == ${'-'.repeat(n)}1`],
    ['not and parentheses mixed', (n: number) => 'not ('.repeat(n / 2) + 'concealed' + ')'.repeat(n / 2)],
  ])('%s: 32 levels parse; 33 give dsl/too-deep at the token that passes the cap', (_name, make) => {
    expect(parseExpression(make(MAX_RULE_DEPTH)).errors).toEqual([]);
    const over = make(MAX_RULE_DEPTH + 2);
    const errors = parseExpression(over).errors;
    expect(errors.map((e) => e.code)).toEqual(['dsl/too-deep']);
    expect(errors[0]!.start).toBeGreaterThan(0);
    expect(errors[0]!.end).toBeLessThanOrEqual(over.length);
  });

  it('a subtraction is not nesting: 100 terms parse', () => {
    expect(parseExpression(`count(pung) == ${Array(100).fill('1').join(' - ')}`).errors).toEqual([]);
  });

  it('171 parentheses (which overflowed the stack) and 5000 in a pattern are refused, not thrown', () => {
    expect(parseExpression(nested(171, '1')).errors.map((e) => e.code)).toEqual(['dsl/too-deep']);
    expect(parsePattern('('.repeat(5000)).errors.map((e) => e.code)).toEqual(['dsl/too-long']);
    expect(parsePattern('('.repeat(1000)).errors.map((e) => e.code)).toEqual(['dsl/too-deep']);
  });

  it('a condition 32 levels deep compiles (every later pass walks it too); 33 is a diagnostic in the file', () => {
    const ok = compileInline(withCondition(nested(31, 'not concealed')));
    expect(ok.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const deep = compileInline(withCondition(nested(33, 'concealed')));
    // HEADER has 9 lines, then scoring:, base:, points: -> the item is line 13.
    expect(deep.diagnostics.map((d) => [d.code, d.line])).toEqual([['dsl/too-deep', 13]]);
  });
});

describe('the length of a rule', () => {
  it('is 2000 characters at most: 2000 parse, 2001 give dsl/too-long from character 2000', () => {
    expect(MAX_RULE_LENGTH).toBe(2000);
    const longest = 'concealed' + ' or concealed'.repeat(153) + ' '.repeat(MAX_RULE_LENGTH - 9 - 13 * 153);
    expect(longest).toHaveLength(MAX_RULE_LENGTH);
    expect(parseExpression(longest).errors).toEqual([]);
    expect(parseExpression(longest + ' ').errors).toEqual([{ code: 'dsl/too-long', message: 'the rule is 2001 characters long; the most is 2000', start: 2000, end: 2001,
      text: { en: 'the rule is 2001 characters long; the most is 2000', ru: 'длина правила 2001 символ, а допускается не больше 2000' } }]);
  });

  it('a 20 KB invalid pattern and tile set are refused before they are read', () => {
    for (const parse of [parsePattern, parseTileSet, parseExpression]) {
      expect(parse('pung ( '.repeat(3000)).errors.map((e) => e.code)).toEqual(['dsl/too-long']);
    }
  });
});
