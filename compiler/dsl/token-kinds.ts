/**
 * The tokens of the embedded rule language as plain data: each token's name and pattern, in the lexer's order.
 * tokens.ts makes chevrotain's token types of them (for its lexer and parser.ts); quick-lexer.ts and quick-parser.ts
 * read these, so that reading a clean rule string loads no chevrotain: chevrotain and lodash-es (~240 KB of bundled
 * code) were ~8% of the instructions of `check` just after an edit (callgrind, 1,011-1,053 M -> 902-957 M with them
 * stubbed out of the bundle).
 */

/** A token of the rule language, as chevrotain's `createToken` is given it (tokens.ts). */
export interface TokenKind {
  /** chevrotain's name of the token (its messages name it). */
  readonly name: string;
  /** What it matches; none for a category (`Comparison`), which matches nothing itself. */
  readonly pattern?: RegExp;
  /** The longer token a keyword gives way to (`Identifier`: `notable` is a name, not `not`). */
  readonly longerAlt?: TokenKind;
  /** Skipped by the lexer (whitespace). */
  readonly skipped?: true;
  /** The category it belongs to (`Comparison`). */
  readonly category?: TokenKind;
}

/** Whitespace between tokens (skipped). */
export const WhiteSpace: TokenKind = { name: 'WhiteSpace', pattern: /\s+/, skipped: true };

/** An identifier: facts, groups, shapes, tags, functions, enum values (`win`, `green-bamboo`, `seven-pairs`). */
export const Identifier: TokenKind = { name: 'Identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*/ };

function keyword(word: string): TokenKind {
  return { name: word[0]!.toUpperCase() + word.slice(1), pattern: new RegExp(word), longerAlt: Identifier };
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
export const SetKw: TokenKind = { name: 'Set', pattern: /set/, longerAlt: Identifier };
export const Pair = keyword('pair');
/** A meld of any kind but a pair: a chow, a pung or a kong. */
export const MeldKw: TokenKind = { name: 'Meld', pattern: /meld/, longerAlt: Identifier };

/** A tile range in a tile set: `1-9m`. */
export const TileRange: TokenKind = { name: 'TileRange', pattern: /[1-9]-[1-9][mpszf](?![A-Za-z0-9_])/ };
/**
 * A tile term: a concrete tile (`5m`, `7z`, `3f`) or a template with a number variable (`n`, `k`, `j`, or
 * `(n+1)`) and/or a suit variable (`x`, `y`, `w`): `1x`, `nx`, `(n+2)y`, `n5`... (suit letters m p s z f x y w).
 */
export const TileTerm: TokenKind = { name: 'TileTerm', pattern: /(?:[1-9]|[nkji]|\([nkji][+-][1-8]\))[mpszfxyw](?![A-Za-z0-9_])/ };
/** A number literal. */
export const NumberLiteral: TokenKind = { name: 'NumberLiteral', pattern: /\d+(?:\.\d+)?/ };

export const LParen: TokenKind = { name: 'LParen', pattern: /\(/ };
export const RParen: TokenKind = { name: 'RParen', pattern: /\)/ };
export const Comma: TokenKind = { name: 'Comma', pattern: /,/ };
export const Dot: TokenKind = { name: 'Dot', pattern: /\./ };
export const Bar: TokenKind = { name: 'Bar', pattern: /\|/ };
export const Plus: TokenKind = { name: 'Plus', pattern: /\+/ };
export const Minus: TokenKind = { name: 'Minus', pattern: /-/ };
export const Star: TokenKind = { name: 'Star', pattern: /\*/ };
export const Slash: TokenKind = { name: 'Slash', pattern: /\// };
export const Caret: TokenKind = { name: 'Caret', pattern: /\^/ };

/** Comparison operators. */
export const Comparison: TokenKind = { name: 'Comparison' };
export const Eq: TokenKind = { name: 'Eq', pattern: /==/, category: Comparison };
export const NotEq: TokenKind = { name: 'NotEq', pattern: /!=/, category: Comparison };
export const LessEq: TokenKind = { name: 'LessEq', pattern: /<=/, category: Comparison };
export const GreaterEq: TokenKind = { name: 'GreaterEq', pattern: />=/, category: Comparison };
export const Less: TokenKind = { name: 'Less', pattern: /</, category: Comparison };
export const Greater: TokenKind = { name: 'Greater', pattern: />/, category: Comparison };

/** All tokens in lexing order (more specific first). */
export const allTokenKinds: readonly TokenKind[] = [
  WhiteSpace,
  TileRange,
  TileTerm,
  NumberLiteral,
  And, Or, Not, True, False, In, All, Any, No, Tiles, Count, Exposed, Declared, Concealed, Chow, Pung, Kong, SetKw, Pair, MeldKw,
  Identifier,
  Eq, NotEq, LessEq, GreaterEq, Less, Greater, Comparison,
  LParen, RParen, Comma, Dot, Bar, Plus, Minus, Star, Slash, Caret,
];
