/**
 * Reading rule strings: the quick lexer and reader (quick-lexer.ts, quick-parser.ts) for a clean string, and a given
 * full reader (chevrotain's, full-reader.ts) for a string they give up on, whose recovery and messages stay the only
 * ones. This module loads no chevrotain: without a full reader, such a string stops the compile with
 * `FullRuleReaderNeeded`, and the caller loads the reader and compiles again (`check` just after an edit,
 * cli/commands/check-compile.ts: chevrotain and lodash-es were ~8% of its instructions).
 */
import type { Expr, Pattern, TileSetExpr } from './ast.js';
import { dslError, type DslError } from './errors.js';
import { checkRuleDepth, checkRuleLength } from './limits.js';
import { quickLex } from './quick-lexer.js';
import { quickParse, type QuickEntry } from './quick-parser.js';

/** Result of parsing one DSL string: an AST (possibly with `error` parts) and every error found. */
export interface ParseResult<T> {
  ast: T;
  errors: DslError[];
}

/** What a rule string is read as: a condition or value expression, a meld or shape pattern, a tile set. */
export type RuleEntry = QuickEntry;

/** Reads a rule string the quick lexer or reader gave up on (its length and depth already checked where they could be). */
export interface FullRuleReader {
  read<T>(text: string, entry: RuleEntry, empty: T): ParseResult<T>;
}

/** Thrown by a reader without a full one at a string that needs it (the compile is then run again with one). */
export class FullRuleReaderNeeded extends Error {
  constructor() {
    super("a rule string needs chevrotain's reader, and none was given");
  }
}

/** The rule language's entries. */
export interface RuleReader {
  /** Parses a condition or value expression. */
  parseExpression(text: string): ParseResult<Expr>;
  /** Parses a meld or shape pattern. */
  parsePattern(text: string): ParseResult<Pattern>;
  /** Parses a tile set (group definitions). */
  parseTileSet(text: string): ParseResult<TileSetExpr>;
}

function read<T>(text: string, entry: RuleEntry, empty: T, full: FullRuleReader | undefined): ParseResult<T> {
  if (text.trim() === '') {
    return { ast: empty, errors: [dslError('dsl/empty', 'the rule is empty', 'правило пустое', 0, text.length)] };
  }
  const tooLong = checkRuleLength(text);
  if (tooLong !== undefined) return { ast: empty, errors: [tooLong] };
  const quickTokens = quickLex(text);
  if (quickTokens !== undefined) {
    const tooDeep = checkRuleDepth(quickTokens);
    if (tooDeep !== undefined) return { ast: empty, errors: [tooDeep] };
    const quick = quickParse(quickTokens, entry) as T | undefined;
    if (quick !== undefined) return { ast: quick, errors: [] };
  }
  if (full === undefined) throw new FullRuleReaderNeeded();
  return full.read(text, entry, empty);
}

/** The rule language's entries, reading with `full` what the quick lexer or reader gives up on (none: see FullRuleReaderNeeded). */
export function ruleReader(full: FullRuleReader | undefined): RuleReader {
  return {
    parseExpression: (text) => read<Expr>(text, 'expression', { kind: 'error', loc: { start: 0, end: 0 } }, full),
    parsePattern: (text) => read<Pattern>(text, 'pattern', { kind: 'pattern', units: [], loc: { start: 0, end: 0 } }, full),
    parseTileSet: (text) => read<TileSetExpr>(text, 'tileSet', { kind: 'set-union', parts: [], loc: { start: 0, end: 0 } }, full),
  };
}
