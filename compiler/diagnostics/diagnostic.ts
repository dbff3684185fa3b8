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

/** A text in both languages (a diagnostic's message, hint or related note). */
export interface DiagnosticText {
  en: string;
  ru: string;
}

/** A text as a check gives it: both languages, or English alone (then shown under `ru` too, after the code's title). */
export type Wording = string | DiagnosticText;

/** Another place that explains a diagnostic. */
export type Related = Span & {
  /** English. */
  message: string;
  /** Both languages, when the check gives them. */
  text?: DiagnosticText;
};

/** One problem found in user input. */
export interface Diagnostic extends Span {
  code: string;
  severity: Severity;
  /** The message in English (stable: tools and tests read it). */
  message: string;
  /** The fix hint in English. */
  hint?: string;
  related?: Related[];
  /** The name the author probably meant ("did you mean"): writing it in place of the span's text fixes the problem. */
  suggestion?: string;
  /** The message in both languages (`en` is `message`), when the check gives its Russian. */
  text?: DiagnosticText;
  /** The hint in both languages (`en` is `hint`), when there is a Russian one. */
  hintText?: DiagnosticText;
}
