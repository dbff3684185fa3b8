/**
 * Entry points of the DSL front end: text -> AST plus errors, for each kind of embedded string, with chevrotain's
 * reader for a string the quick one gives up on (read-rule.ts); and a rule string's tokens for an editor.
 */
import { fullRuleReader } from './full-reader.js';
import { ruleReader, type RuleReader } from './read-rule.js';
import { dslLexer } from './tokens.js';

export type { ParseResult } from './read-rule.js';

/** The rule language's entries, every string read (chevrotain's reader for those the quick one gives up on). */
export const ruleStrings: RuleReader = ruleReader(fullRuleReader);

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
export const parseExpression = ruleStrings.parseExpression;

/** Parses a meld or shape pattern. */
export const parsePattern = ruleStrings.parsePattern;

/** Parses a tile set (group definitions). */
export const parseTileSet = ruleStrings.parseTileSet;
