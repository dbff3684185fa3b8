/**
 * A deal file of `reglament deal` (a classical deal, cli/commands/deal.ts; a Sichuan deal, games/sichuan/deal.ts)
 * read by the input layer (compiler/input), and its problems as the positioned lines the command prints.
 */
import { INPUT_KINDS, readInputFile, type InputFile, type Span } from '../compiler/index.js';

/** One positioned error line: `file:line:col  error  code  message`. */
export function line(span: Span, code: string, message: string): string {
  return `${span.file}:${span.line}:${span.col}  error  ${code}  ${message}`;
}

/** Reads a deal file (YAML or JSON): the located input, or one error line per reason it cannot be used. */
export function readDealInput(file: string): { input: InputFile } | { errors: string[] } {
  const { input, diagnostics } = readInputFile(file, INPUT_KINDS.deal);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (input === undefined || errors.length > 0) return { errors: errors.map((d) => line(d, d.code, d.message)) };
  return { input };
}
