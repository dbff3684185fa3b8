/**
 * chevrotain's tokens of the embedded rule language (token-kinds.ts holds them as plain data): one lexer for
 * expressions, meld/shape patterns and tile sets, and the token types parser.ts consumes. Only a rule string that the
 * quick lexer or reader gives up on loads this module (full-reader.ts).
 */
import { createToken, Lexer, type TokenType } from 'chevrotain';
import * as K from './token-kinds.js';
import type { TokenKind } from './token-kinds.js';

const typeOfKind = new Map<TokenKind, TokenType>();

/** chevrotain's token type of a token (made once: chevrotain numbers each type it makes). */
function tokenTypeOf(kind: TokenKind): TokenType {
  let type = typeOfKind.get(kind);
  if (type === undefined) {
    type = createToken({
      name: kind.name,
      pattern: kind.pattern ?? Lexer.NA,
      ...(kind.skipped === true ? { group: Lexer.SKIPPED } : {}),
      ...(kind.longerAlt !== undefined ? { longer_alt: tokenTypeOf(kind.longerAlt) } : {}),
      ...(kind.category !== undefined ? { categories: tokenTypeOf(kind.category) } : {}),
    });
    typeOfKind.set(kind, type);
  }
  return type;
}

/** All tokens in lexing order (more specific first). */
export const allTokens: TokenType[] = K.allTokenKinds.map(tokenTypeOf);

/** The names token-kinds.ts exports its tokens by (`And`, `SetKw`, ...). */
type TokenName = { [N in keyof typeof K]: (typeof K)[N] extends TokenKind ? N : never }[keyof typeof K];

/** chevrotain's type of each token of token-kinds.ts, by the same name (`T.And`). */
export const T = Object.fromEntries(
  Object.entries(K).flatMap(([name, kind]) => (typeOfKind.has(kind as TokenKind) ? [[name, typeOfKind.get(kind as TokenKind)!]] : [])),
) as Record<TokenName, TokenType>;

/** The token of token-kinds.ts that a chevrotain token type was made of. */
export function kindOfType(type: TokenType): TokenKind | undefined {
  for (const [kind, t] of typeOfKind) if (t === type) return kind;
  return undefined;
}

/**
 * A lexer of the rule language. `validateTokens` runs chevrotain's checks of the token definitions (unreachable or
 * duplicate patterns); like the parser's grammar checks they are fixed at build time, so the tests run them
 * (test/compiler/dsl/grammar.test.ts) and every process that compiles a regulation skips them.
 */
export function createDslLexer(options: { validateTokens?: boolean } = {}): Lexer {
  return new Lexer(allTokens, {
    positionTracking: 'onlyOffset',
    ensureOptimizations: false,
    skipValidations: options.validateTokens !== true,
  });
}

let lexer: Lexer | undefined;

/** The lexer of the rule language, built when first asked for (quick-lexer.ts splits most rule strings without it). */
export function dslLexer(): Lexer {
  return (lexer ??= createDslLexer());
}
