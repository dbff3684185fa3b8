/**
 * Entry points of the DSL front end: text -> AST plus errors, for each kind of embedded string.
 */
import { RuleParser } from './parser.js';
import { quickLex } from './quick-lexer.js';
import { quickParse, type QuickEntry } from './quick-parser.js';
import { dslLexer } from './tokens.js';
import { checkRuleDepth, checkRuleLength } from './limits.js';
import { dslError, fromLexingError, fromRecognitionError, type DslError } from './errors.js';
import type { Expr, Pattern, TileSetExpr } from './ast.js';

/** Result of parsing one DSL string: an AST (possibly with `error` parts) and every error found. */
export interface ParseResult<T> {
  ast: T;
  errors: DslError[];
}

/** chevrotain's parser, built for the first string the quick lexer or reader gives up on (quick-lexer.ts, quick-parser.ts). */
let parser: RuleParser | undefined;

function run<T>(text: string, quickEntry: QuickEntry, entry: (p: RuleParser) => T, empty: T): ParseResult<T> {
  if (text.trim() === '') {
    return { ast: empty, errors: [dslError('dsl/empty', 'the rule is empty', 'правило пустое', 0, text.length)] };
  }
  const tooLong = checkRuleLength(text);
  if (tooLong !== undefined) return { ast: empty, errors: [tooLong] };
  const quickTokens = quickLex(text);
  if (quickTokens !== undefined) {
    const tooDeep = checkRuleDepth(quickTokens);
    if (tooDeep !== undefined) return { ast: empty, errors: [tooDeep] };
    const quick = quickParse(quickTokens, quickEntry) as T | undefined;
    if (quick !== undefined) return { ast: quick, errors: [] };
  }
  const lexed = dslLexer().tokenize(text);
  const tooDeep = checkRuleDepth(lexed.tokens);
  if (tooDeep !== undefined) return { ast: empty, errors: [tooDeep] };
  const lexingErrors = lexed.errors.map((e) => fromLexingError(e, text));
  parser ??= new RuleParser();
  parser.input = lexed.tokens;
  const ast = entry(parser);
  const errors = [...lexingErrors, ...parser.errors.map((e) => fromRecognitionError(e, text))].sort((a, b) => a.start - b.start);
  return { ast, errors };
}

/** A token of a rule string: its type (the token names of tokens.ts: `Identifier`, `Count`, `LParen`, ...) and offsets. */
export interface RuleToken {
  type: string;
  image: string;
  start: number;
  end: number;
}

/** The tokens of a rule string (characters the language does not know are left out), e.g. for an editor's completion. */
export function lexRule(text: string): RuleToken[] {
  return dslLexer().tokenize(text).tokens.map((t) => ({ type: t.tokenType.name, image: t.image, start: t.startOffset, end: t.startOffset + t.image.length }));
}

/** Parses a condition or value expression. */
export function parseExpression(text: string): ParseResult<Expr> {
  return run(text, 'expression', (p) => p.expression(), { kind: 'error', loc: { start: 0, end: 0 } });
}

/** Parses a meld or shape pattern. */
export function parsePattern(text: string): ParseResult<Pattern> {
  return run(text, 'pattern', (p) => p.pattern(), { kind: 'pattern', units: [], loc: { start: 0, end: 0 } });
}

/** Parses a tile set (group definitions). */
export function parseTileSet(text: string): ParseResult<TileSetExpr> {
  return run(text, 'tileSet', (p) => p.tileSet(), { kind: 'set-union', parts: [], loc: { start: 0, end: 0 } });
}
