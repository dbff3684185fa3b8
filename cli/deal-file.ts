/**
 * A deal file of `reglament deal` (a classical deal, cli/commands/deal.ts; a game's own deal file, its module's
 * `deal` part: games/<game>/deal.ts) read by the input layer (compiler/input), and its problems as the positioned lines the command prints.
 */
import { INPUT_KINDS, readInputFile, wordingIn, type InputFile, type Span, type Wording } from '../compiler/index.js';
import type { Lang } from '../present/index.js';
import { outputLanguage } from './output-language.js';

/** One positioned error line: `file:line:col  error  code  message` (`ошибка` and the Russian under ru). */
export function line(span: Span, code: string, message: Wording, lang: Lang = outputLanguage()): string {
  return `${span.file}:${span.line}:${span.col}  ${lang === 'ru' ? 'ошибка' : 'error'}  ${code}  ${wordingIn(code, message, lang)}`;
}

/** Reads a deal file (YAML or JSON): the located input, or one error line per reason it cannot be used. */
export function readDealInput(file: string): { input: InputFile } | { errors: string[] } {
  const { input, diagnostics } = readInputFile(file, INPUT_KINDS.deal);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (input === undefined || errors.length > 0) return { errors: errors.map((d) => line(d, d.code, d.text ?? d.message)) };
  return { input };
}
