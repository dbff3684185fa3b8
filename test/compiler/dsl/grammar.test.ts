/**
 * The rule language's grammar and tokens pass chevrotain's own checks (ambiguous alternatives, left recursion,
 * unreachable tokens). Processes that compile a regulation skip these checks to start faster (issue #16), so this
 * test is where they run.
 */
import { EmbeddedActionsParser, createToken, Lexer } from 'chevrotain';
import { describe, expect, it } from 'vitest';
import { RuleParser } from '../../../compiler/dsl/parser.js';
import { createDslLexer } from '../../../compiler/dsl/tokens.js';

const A = createToken({ name: 'A', pattern: /a/ });

/** A grammar with two identical alternatives: chevrotain's checks reject it. */
class AmbiguousParser extends EmbeddedActionsParser {
  constructor(skipValidations: boolean) {
    super([A], { skipValidations });
    this.performSelfAnalysis();
  }

  public top = this.RULE('top', () => this.OR([{ ALT: () => this.CONSUME(A) }, { ALT: () => this.CONSUME2(A) }]));
}

describe("chevrotain's checks of the rule language", () => {
  it('accept the grammar of the parser', () => {
    expect(() => new RuleParser({ validateGrammar: true })).not.toThrow();
  });

  it('accept the token definitions of the lexer', () => {
    expect(() => createDslLexer({ validateTokens: true })).not.toThrow();
  });

  it('would reject an ambiguous grammar, and are skipped unless asked for', () => {
    expect(() => new AmbiguousParser(false)).toThrow(/Ambiguous Alternatives/);
    expect(() => new AmbiguousParser(true)).not.toThrow();
  });

  it('would reject an unreachable token, and are skipped unless asked for', () => {
    const word = createToken({ name: 'Word', pattern: /[a-z]+/ });
    const keyword = createToken({ name: 'Keyword', pattern: /and/ });
    expect(() => new Lexer([word, keyword])).toThrow(/can never be matched/);
    expect(() => new Lexer([word, keyword], { skipValidations: true })).not.toThrow();
  });
});
