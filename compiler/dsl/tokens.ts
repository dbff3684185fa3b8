/**
 * Tokens of the embedded rule language: one lexer for expressions, meld/shape patterns and tile sets.
 */
import { createToken, Lexer, type TokenType } from 'chevrotain';

/** Whitespace between tokens (skipped). */
export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /\s+/, group: Lexer.SKIPPED });

/** An identifier: facts, groups, shapes, tags, functions, enum values (`win`, `green-bamboo`, `seven-pairs`). */
export const Identifier = createToken({ name: 'Identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*/ });

function keyword(word: string): TokenType {
  return createToken({ name: word[0]!.toUpperCase() + word.slice(1), pattern: new RegExp(word), longer_alt: Identifier });
}

export const And = keyword('and');
export const Or = keyword('or');
export const Not = keyword('not');
export const True = keyword('true');
export const False = keyword('false');
export const In = keyword('in');
export const All = keyword('all');
export const Any = keyword('any');
export const No = keyword('no');
export const Tiles = keyword('tiles');
export const Count = keyword('count');
export const Exposed = keyword('exposed');
export const Declared = keyword('declared');
export const Concealed = keyword('concealed');
export const Chow = keyword('chow');
export const Pung = keyword('pung');
export const Kong = keyword('kong');
export const SetKw = createToken({ name: 'Set', pattern: /set/, longer_alt: Identifier });
export const Pair = keyword('pair');
/** A meld of any kind but a pair: a chow, a pung or a kong. */
export const MeldKw = createToken({ name: 'Meld', pattern: /meld/, longer_alt: Identifier });

/** A tile range in a tile set: `1-9m`. */
export const TileRange = createToken({ name: 'TileRange', pattern: /[1-9]-[1-9][mpszf](?![A-Za-z0-9_])/ });
/**
 * A tile term: a concrete tile (`5m`, `7z`, `3f`) or a template with a number variable (`n`, `k`, `j`, or
 * `(n+1)`) and/or a suit variable (`x`, `y`, `w`): `1x`, `nx`, `(n+2)y`, `n5`... (suit letters m p s z f x y w).
 */
export const TileTerm = createToken({
  name: 'TileTerm',
  pattern: /(?:[1-9]|[nkji]|\([nkji][+-][1-8]\))[mpszfxyw](?![A-Za-z0-9_])/,
});
/** A number literal. */
export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /\d+(?:\.\d+)?/ });

export const LParen = createToken({ name: 'LParen', pattern: /\(/ });
export const RParen = createToken({ name: 'RParen', pattern: /\)/ });
export const Comma = createToken({ name: 'Comma', pattern: /,/ });
export const Dot = createToken({ name: 'Dot', pattern: /\./ });
export const Bar = createToken({ name: 'Bar', pattern: /\|/ });
export const Plus = createToken({ name: 'Plus', pattern: /\+/ });
export const Minus = createToken({ name: 'Minus', pattern: /-/ });
export const Star = createToken({ name: 'Star', pattern: /\*/ });
export const Slash = createToken({ name: 'Slash', pattern: /\// });
export const Caret = createToken({ name: 'Caret', pattern: /\^/ });

/** Comparison operators. */
export const Comparison = createToken({ name: 'Comparison', pattern: Lexer.NA });
export const Eq = createToken({ name: 'Eq', pattern: /==/, categories: Comparison });
export const NotEq = createToken({ name: 'NotEq', pattern: /!=/, categories: Comparison });
export const LessEq = createToken({ name: 'LessEq', pattern: /<=/, categories: Comparison });
export const GreaterEq = createToken({ name: 'GreaterEq', pattern: />=/, categories: Comparison });
export const Less = createToken({ name: 'Less', pattern: /</, categories: Comparison });
export const Greater = createToken({ name: 'Greater', pattern: />/, categories: Comparison });

/** All tokens in lexing order (more specific first). */
export const allTokens: TokenType[] = [
  WhiteSpace,
  TileRange,
  TileTerm,
  NumberLiteral,
  And, Or, Not, True, False, In, All, Any, No, Tiles, Count, Exposed, Declared, Concealed, Chow, Pung, Kong, SetKw, Pair, MeldKw,
  Identifier,
  Eq, NotEq, LessEq, GreaterEq, Less, Greater, Comparison,
  LParen, RParen, Comma, Dot, Bar, Plus, Minus, Star, Slash, Caret,
];

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
