/**
 * The Diagnostic type: every problem a user can cause, with a stable code and a position.
 */

/** How bad a diagnostic is. */
export type Severity = 'error' | 'warning';

/** A source range, 1-based lines and columns; end is exclusive. */
export interface Span {
  file: string;
  line: number;
  col: number;
  endLine: number;
  endCol: number;
}

/** One problem found in user input. */
export interface Diagnostic extends Span {
  code: string;
  severity: Severity;
  message: string;
  hint?: string;
  related?: Array<Span & { message: string }>;
  /** The name the author probably meant ("did you mean"): writing it in place of the span's text fixes the problem. */
  suggestion?: string;
}
