/**
 * The quick reader of rule strings (compiler/dsl/quick-parser.ts) against chevrotain's parser (parser.ts): on any
 * tokens, it reads them exactly when chevrotain reports no syntax error, and then to the same AST (the same keys in
 * the same order, since the IR is written as JSON). Checked on every string of the bundled regulations read as each
 * entry of the grammar, on edited copies of them (a token left out, doubled or swapped), and on generated texts.
 */
import type { IToken } from 'chevrotain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleParser } from '../../../compiler/dsl/parser.js';
import { quickParse, type QuickEntry } from '../../../compiler/dsl/quick-parser.js';
import type { QuickToken } from '../../../compiler/dsl/quick-lexer.js';
import { dslLexer, kindOfType } from '../../../compiler/dsl/tokens.js';
import { REGULATION_STRINGS as ALL_STRINGS } from './regulation-strings.js';

const ENTRIES: QuickEntry[] = ['expression', 'pattern', 'tileSet'];
const chevrotain = new RuleParser();
const REGULATION_STRINGS = ALL_STRINGS.filter((s) => s.length < 400);

/** chevrotain's tokens of `text` as the quick reader reads tokens (token-kinds.ts). */
const quickTokens = (tokens: readonly IToken[]): QuickToken[] =>
  tokens.map((t) => ({ tokenType: kindOfType(t.tokenType)!, image: t.image, startOffset: t.startOffset }));

/** Whether the two readers agree on `text` read as `entry`; true when the quick reader read it. */
function agree(text: string, entry: QuickEntry): boolean {
  const tokens = dslLexer().tokenize(text).tokens;
  chevrotain.input = tokens;
  const expected = chevrotain[entry]();
  const clean = chevrotain.errors.length === 0;
  const quick = quickParse(quickTokens(tokens), entry);
  const where = `${entry}: ${JSON.stringify(text)}`;
  if (!clean) {
    expect(quick, where).toBeUndefined();
    return false;
  }
  expect(quick, where).toStrictEqual(expected);
  expect(JSON.stringify(quick), where).toBe(JSON.stringify(expected));
  return true;
}

/** The text with one of its tokens left out, doubled, or swapped with the next. */
function edits(text: string): string[] {
  const tokens = dslLexer().tokenize(text).tokens;
  const out: string[] = [];
  tokens.forEach((t, i) => {
    const before = text.slice(0, t.startOffset);
    const after = text.slice(t.startOffset + t.image.length);
    out.push(before + after, before + t.image + ' ' + t.image + after);
    const next = tokens[i + 1];
    if (next !== undefined) out.push(before + next.image + ' ' + t.image + text.slice(next.startOffset + next.image.length));
  });
  return out;
}

const WORDS = [
  'and', 'or', 'not', 'true', 'false', 'in', 'all', 'any', 'no', 'tiles', 'count', 'exposed', 'declared', 'concealed',
  'chow', 'pung', 'kong', 'set', 'pair', 'meld', 'x', 'win.from', 'f', 'green-bamboo', '1-9m', '5m', 'nx', '(n+1)y',
  '2', '3.5', '(', ')', ',', '.', '|', '+', '-', '*', '/', '^', '==', '!=', '<=', '>=', '<', '>',
];
/** Texts of the grammar's shapes (written by its rules, so most read cleanly), spaced or not. */
const grammarTexts = fc.letrec((tie) => {
  const txt = (a: fc.Arbitrary<string>) => a;
  const name = fc.constantFrom('x', 'win.from', 'a.b.c', 'green-bamboo', 'f');
  const tileItem = fc.oneof(fc.constantFrom('5m', '1-9m', 'nx', '(n+1)y', 'dragons'), tie('tileSet').map((t) => `(${t as string})`));
  const tileSeq = fc.array(tileItem, { minLength: 1, maxLength: 3 }).map((a) => a.join(' '));
  const primary = fc.oneof(fc.constantFrom('5m', 'nx', 'any', 'honors'), tie('term').map((t) => `(${t as string})`));
  return {
    tileSet: txt(fc.tuple(tileSeq, fc.array(fc.tuple(fc.constantFrom(' + ', ' - ', '+', '-'), tileSeq), { maxLength: 2 }))
      .map(([first, rest]) => first + rest.map(([op, t]) => op + t).join(''))),
    term: txt(fc.array(primary, { minLength: 1, maxLength: 3 }).map((a) => a.join(' | '))),
    unit: txt(fc.tuple(fc.constantFrom('', 'exposed ', 'declared ', 'concealed '), fc.constantFrom('', 'chow ', 'pung ', 'set ', 'pair ', 'meld '), fc.oneof(fc.constant(''), tie('term') as fc.Arbitrary<string>))
      .map(([e, m, t]) => (e + m + t).trim()).filter((u) => u !== '')),
    pattern: txt(fc.array(tie('unit') as fc.Arbitrary<string>, { minLength: 1, maxLength: 4 }).chain((units) =>
      fc.constantFrom(', ', ' ').map((sep) => units.join(sep)))),
    expression: txt(fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom('2', '3.5', 'true', 'false', '5m', 'concealed', 'pair', 'pung'),
      name,
      tie('expression').map((e) => `(${e as string})`),
      fc.tuple(tie('expression'), fc.constantFrom('and', 'or', '+', '-', '*', '/', '^', '==', '!=', '<', '>=', 'in'), tie('expression'))
        .map(([a, op, b]) => `${a as string} ${op} ${b as string}`),
      tie('expression').map((e) => `not ${e as string}`),
      tie('expression').map((e) => `-${e as string}`),
      fc.tuple(name, fc.array(tie('expression') as fc.Arbitrary<string>, { maxLength: 3 })).map(([n, args]) => `${n}(${args.join(', ')})`),
      tie('unit').map((u) => `count(${u as string})`),
      fc.tuple(fc.constantFrom('all', 'any', 'no'), tie('tileSet')).map(([q, t]) => `${q} tiles in ${t as string}`),
      fc.tuple(tie('expression'), tie('tileSet')).map(([e, t]) => `${e as string} in ${t as string}`),
    )),
  };
});
const grammarText = fc.oneof(grammarTexts.expression, grammarTexts.pattern, grammarTexts.tileSet);

const wordSoup = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 9 }).map((w) => w.join(' '));

describe('the quick reader of rule strings', () => {
  it('reads the strings of the bundled regulations as chevrotain does', () => {
    let read = 0;
    for (const text of REGULATION_STRINGS) for (const entry of ENTRIES) if (agree(text, entry)) read++;
    // Nearly every rule string reads cleanly as one of the entries (the rest are titles and notes).
    expect(read).toBeGreaterThan(1000);
  });

  it('agrees with chevrotain on edited copies of them', () => {
    const rules = REGULATION_STRINGS.filter((s) => ENTRIES.some((e) => quickParse(quickTokens(dslLexer().tokenize(s).tokens), e) !== undefined));
    for (const text of rules.slice(0, 400)) for (const edited of edits(text)) for (const entry of ENTRIES) agree(edited, entry);
  });

  it('agrees with chevrotain on texts of the grammar and edited copies of them (fixed seed)', () => {
    let read = 0;
    fc.assert(fc.property(grammarText, (text) => {
      for (const entry of ENTRIES) if (agree(text, entry)) read++;
      for (const edited of edits(text).slice(0, 6)) for (const entry of ENTRIES) agree(edited, entry);
    }), { numRuns: 500, seed: 20261203 });
    expect(read).toBeGreaterThan(400);
  });

  it('agrees with chevrotain on texts of the grammar (a new seed each run)', () => {
    fc.assert(fc.property(grammarText, (text) => { for (const entry of ENTRIES) agree(text, entry); }), { numRuns: 300 });
  });

  it('agrees with chevrotain on generated texts (fixed seed)', () => {
    fc.assert(fc.property(wordSoup, fc.constantFrom(...ENTRIES), (text, entry) => { agree(text, entry); }), { numRuns: 20000, seed: 20261203 });
  });

  it('agrees with chevrotain on generated texts (a new seed each run)', () => {
    fc.assert(fc.property(wordSoup, fc.constantFrom(...ENTRIES), (text, entry) => { agree(text, entry); }), { numRuns: 5000 });
  });
});
