/**
 * Positions: the compiler's spans (1-based line and column, end exclusive, columns in UTF-16 code units as
 * JavaScript strings count them) and the protocol's ranges (0-based, UTF-16: the protocol's default encoding).
 */
import type { Position, Range } from 'vscode-languageserver';
import type { Span } from '../compiler/index.js';

/** The protocol range of a span. */
export function rangeOfSpan(span: Span): Range {
  return {
    start: { line: span.line - 1, character: span.col - 1 },
    end: { line: span.endLine - 1, character: span.endCol - 1 },
  };
}

/** Whether a position is inside a span (its end included, so that a cursor just after a name still finds it). */
export function spanContains(span: Span, position: Position): boolean {
  const line = position.line + 1;
  const col = position.character + 1;
  if (line < span.line || line > span.endLine) return false;
  if (line === span.line && col < span.col) return false;
  return !(line === span.endLine && col > span.endCol);
}

/** The size of a span, to prefer the innermost of several that contain a position. */
export function spanSize(span: Span): number {
  return (span.endLine - span.line) * 10_000 + (span.endCol - span.col);
}

/** Whether two ranges share a position (touching ends count). */
export function rangesMeet(a: Range, b: Range): boolean {
  const before = (p: Position, q: Position) => p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/** The range of a span, inside its quotes when the text there is a quoted YAML value (`text`: the file's text). */
export function unquotedRange(span: Span, text: string | undefined): Range {
  const range = rangeOfSpan(span);
  const line = text?.split(/\r?\n/)[span.line - 1] ?? '';
  const written = span.endLine === span.line ? line.slice(span.col - 1, span.endCol - 1) : '';
  const quoted = written.length >= 2 && (written[0] === '"' || written[0] === "'") && written.at(-1) === written[0];
  if (!quoted) return range;
  return { start: { ...range.start, character: range.start.character + 1 }, end: { ...range.end, character: range.end.character - 1 } };
}
