/**
 * A quick split of a rule string into the tokens of token-kinds.ts, for strings of printable ASCII that chevrotain's lexer
 * splits without an error (nearly all of a regulation's); `undefined` for any other, which chevrotain's lexer then
 * splits and words. It tries the same patterns in the same order as chevrotain's lexer (the first that matches, then
 * a keyword's longer alternative, an identifier), only on the tokens that can start with the character at hand, so
 * chevrotain's lexer is built only for a string that needs it: building it (analysing every pattern's first
 * characters) was ~38 M instructions of every compile (callgrind), ~3% of `check` just after an edit.
 * test/compiler/dsl/quick-lexer.test.ts holds it to chevrotain's lexer on every bundled rule string and on generated
 * texts.
 */
import { allTokenKinds, WhiteSpace, type TokenKind } from './token-kinds.js';

/** A token of a rule string as the quick lexer splits it: what the quick parser and the depth check read. */
export interface QuickToken {
  tokenType: TokenKind;
  image: string;
  startOffset: number;
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The characters each token can start with, by the token's name; a token not named starts with the single character
 * of its pattern (`(`, `+`, ...). A keyword starts with its first letter.
 */
const STARTS: Record<string, string> = {
  TileRange: '123456789',
  TileTerm: '123456789nkji(',
  NumberLiteral: DIGITS,
  Identifier: LETTERS + '_',
  Eq: '=',
  NotEq: '!',
  LessEq: '<',
  GreaterEq: '>',
  Less: '<',
  Greater: '>',
};

interface Candidate {
  type: TokenKind;
  /** The token's pattern, sticky (matched at an offset). */
  pattern: RegExp;
  /** A keyword's longer alternative (an identifier), sticky. */
  longer?: RegExp | undefined;
}

const sticky = (pattern: RegExp): RegExp => new RegExp(pattern.source, 'y');

/** For each ASCII code, the tokens that can start with it, in the lexer's order. */
const CANDIDATES: Candidate[][] = (() => {
  const table: Candidate[][] = Array.from({ length: 128 }, () => []);
  for (const type of allTokenKinds) {
    const pattern = type.pattern;
    // Whitespace is skipped below; a category (`Comparison`) matches nothing itself.
    if (type === WhiteSpace || pattern === undefined) continue;
    const starts = STARTS[type.name] ?? (type.longerAlt !== undefined ? pattern.source[0]! : pattern.source.replace(/^\\/, ''));
    const longer = type.longerAlt?.pattern;
    const candidate: Candidate = { type, pattern: sticky(pattern), longer: longer ? sticky(longer) : undefined };
    for (const c of starts) table[c.charCodeAt(0)]!.push(candidate);
  }
  return table;
})();

/** A space, tab, line feed, vertical tab, form feed or carriage return (what `\s` matches in ASCII). */
const isBlank = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);

/** The tokens of `text`, or `undefined` when it holds anything but printable ASCII and blanks or a character no token starts with. */
export function quickLex(text: string): QuickToken[] | undefined {
  const tokens: QuickToken[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isBlank(c)) {
      i++;
      continue;
    }
    const candidates = c < 128 ? CANDIDATES[c]! : undefined;
    if (candidates === undefined || candidates.length === 0) return undefined;
    // `test` and the end it leaves in `lastIndex`: `exec`'s match arrays were ~5% of a compile's allocations.
    let end = -1;
    let type: TokenKind | undefined;
    for (const candidate of candidates) {
      candidate.pattern.lastIndex = i;
      if (!candidate.pattern.test(text)) continue;
      end = candidate.pattern.lastIndex;
      type = candidate.type;
      if (candidate.longer !== undefined) {
        candidate.longer.lastIndex = i;
        if (candidate.longer.test(text) && candidate.longer.lastIndex > end) {
          end = candidate.longer.lastIndex;
          type = candidate.type.longerAlt;
        }
      }
      break;
    }
    if (end < 0 || type === undefined) return undefined;
    tokens.push({ tokenType: type, image: text.slice(i, end), startOffset: i });
    i = end;
  }
  return tokens;
}
