/**
 * Lexer and parser errors of the rule language, as position-carrying records with a stable code.
 * Offsets are within the DSL string; the driver maps them into the YAML file.
 */
import type { ILexingError, IRecognitionException } from 'chevrotain';

/** A problem found while reading a DSL string. */
export interface DslError {
  code: 'dsl/unexpected-character' | 'dsl/syntax' | 'dsl/empty' | 'dsl/too-long' | 'dsl/too-deep';
  message: string;
  start: number;
  end: number;
}

/** Converts a lexer error. */
export function fromLexingError(e: ILexingError, text: string): DslError {
  const ch = text.slice(e.offset, e.offset + (e.length || 1));
  return {
    code: 'dsl/unexpected-character',
    message: `unexpected character '${ch}'`,
    start: e.offset,
    end: e.offset + (e.length || 1),
  };
}

function describeToken(image: string | undefined): string {
  return image === undefined || image === '' ? 'end of text' : `'${image}'`;
}

/** Converts a parser (recognition) error into a short message. */
export function fromRecognitionError(e: IRecognitionException, text: string): DslError {
  const tok = e.token;
  const atEnd = tok.tokenType?.name === 'EOF' || Number.isNaN(tok.startOffset);
  const start = atEnd ? text.length : tok.startOffset;
  const end = atEnd ? text.length : tok.startOffset + tok.image.length;
  const found = describeToken(atEnd ? undefined : tok.image);
  let message: string;
  switch (e.name) {
    case 'MismatchedTokenException': {
      const expected = /Expecting token of type --> (\w+) <--/.exec(e.message)?.[1];
      message = expected ? `expected ${humanToken(expected)} but found ${found}` : `unexpected ${found}`;
      break;
    }
    case 'NotAllInputParsedException':
      message = found === "'=='" || found.startsWith("'<") || found.startsWith("'>") || found === "'!='" ? `comparisons do not chain: unexpected ${found}` : `unexpected ${found} after a complete rule`;
      break;
    case 'EarlyExitException':
      message = `expected a tile, a range or a group name but found ${found}`;
      break;
    default:
      message = `unexpected ${found}`;
  }
  return { code: 'dsl/syntax', message, start, end: Math.max(end, start) };
}

function humanToken(name: string): string {
  const names: Record<string, string> = {
    RParen: "')'", LParen: "'('", Comma: "','", Identifier: 'a name', TileTerm: 'a tile', NumberLiteral: 'a number',
    In: "'in'", Tiles: "'tiles'",
  };
  return names[name] ?? name;
}
