/**
 * chevrotain's reading of a rule string, for the strings the quick lexer or reader gives up on (read-rule.ts): its
 * lexer and its parser with error recovery, built for the first such string.
 */
import { fromLexingError, fromRecognitionError } from './errors.js';
import { checkRuleDepth } from './limits.js';
import { RuleParser } from './parser.js';
import type { FullRuleReader, ParseResult, RuleEntry } from './read-rule.js';
import { dslLexer } from './tokens.js';

/** chevrotain's parser, built for the first string the quick lexer or reader gives up on. */
let parser: RuleParser | undefined;

const ENTRIES: Record<RuleEntry, (p: RuleParser) => unknown> = {
  expression: (p) => p.expression(),
  pattern: (p) => p.pattern(),
  tileSet: (p) => p.tileSet(),
};

/** Reads a rule string with chevrotain's lexer and parser: every lexing and syntax error, and the recovered tree. */
export const fullRuleReader: FullRuleReader = {
  read<T>(text: string, entry: RuleEntry, empty: T): ParseResult<T> {
    const lexed = dslLexer().tokenize(text);
    const tooDeep = checkRuleDepth(lexed.tokens);
    if (tooDeep !== undefined) return { ast: empty, errors: [tooDeep] };
    const lexingErrors = lexed.errors.map((e) => fromLexingError(e, text));
    parser ??= new RuleParser();
    parser.input = lexed.tokens;
    const ast = ENTRIES[entry](parser) as T;
    const errors = [...lexingErrors, ...parser.errors.map((e) => fromRecognitionError(e, text))].sort((a, b) => a.start - b.start);
    return { ast, errors };
  },
};
