/**
 * Lexer and parser errors of the rule language, as position-carrying records with a stable code.
 * Offsets are within the DSL string; the driver maps them into the YAML file.
 */
import type { ILexingError, IRecognitionException } from 'chevrotain';

/** A problem found while reading a DSL string. */
export interface DslError {
  code: 'dsl/unexpected-character' | 'dsl/syntax' | 'dsl/empty' | 'dsl/too-long' | 'dsl/too-deep';
  message: string;
  /** The message in both languages (`en` is `message`). */
  text: { en: string; ru: string };
  start: number;
  end: number;
}

/** A DSL error worded in both languages. */
export function dslError(code: DslError['code'], en: string, ru: string, start: number, end: number): DslError {
  return { code, message: en, text: { en, ru }, start, end };
}

/** Converts a lexer error. */
export function fromLexingError(e: ILexingError, text: string): DslError {
  const ch = text.slice(e.offset, e.offset + (e.length || 1));
  return dslError('dsl/unexpected-character', `unexpected character '${ch}'`, `неожиданный символ '${ch}'`, e.offset, e.offset + (e.length || 1));
}

function describeToken(image: string | undefined): string {
  return image === undefined || image === '' ? 'end of text' : `'${image}'`;
}

function describeTokenRu(image: string | undefined): string {
  return image === undefined || image === '' ? 'конец текста' : `'${image}'`;
}

/** Converts a parser (recognition) error into a short message. */
export function fromRecognitionError(e: IRecognitionException, text: string): DslError {
  const tok = e.token;
  const atEnd = tok.tokenType?.name === 'EOF' || Number.isNaN(tok.startOffset);
  const start = atEnd ? text.length : tok.startOffset;
  const end = atEnd ? text.length : tok.startOffset + tok.image.length;
  const found = describeToken(atEnd ? undefined : tok.image);
  const foundRu = describeTokenRu(atEnd ? undefined : tok.image);
  let message: string;
  let ru: string;
  switch (e.name) {
    case 'MismatchedTokenException': {
      const expected = /Expecting token of type --> (\w+) <--/.exec(e.message)?.[1];
      message = expected ? `expected ${humanToken(expected)} but found ${found}` : `unexpected ${found}`;
      ru = expected ? `ожидалось ${humanTokenRu(expected)}, а встретилось ${foundRu}` : `неожиданно ${foundRu}`;
      break;
    }
    case 'NotAllInputParsedException': {
      const chained = found === "'=='" || found.startsWith("'<") || found.startsWith("'>") || found === "'!='";
      message = chained ? `comparisons do not chain: unexpected ${found}` : `unexpected ${found} after a complete rule`;
      ru = chained ? `сравнения не соединяются в цепочку: неожиданно ${foundRu}` : `неожиданно ${foundRu} после законченного правила`;
      break;
    }
    case 'EarlyExitException':
      message = `expected a tile, a range or a group name but found ${found}`;
      ru = `ожидалась кость, диапазон или имя группы, а встретилось ${foundRu}`;
      break;
    default:
      message = `unexpected ${found}`;
      ru = `неожиданно ${foundRu}`;
  }
  return dslError('dsl/syntax', message, ru, start, Math.max(end, start));
}

function humanTokenRu(name: string): string {
  const names: Record<string, string> = {
    RParen: "')'", LParen: "'('", Comma: "','", Identifier: 'имя', TileTerm: 'кость', NumberLiteral: 'число',
    In: "'in'", Tiles: "'tiles'",
  };
  return names[name] ?? name;
}

function humanToken(name: string): string {
  const names: Record<string, string> = {
    RParen: "')'", LParen: "'('", Comma: "','", Identifier: 'a name', TileTerm: 'a tile', NumberLiteral: 'a number',
    In: "'in'", Tiles: "'tiles'",
  };
  return names[name] ?? name;
}
