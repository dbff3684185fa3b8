/**
 * A command's own error lines (not diagnostics of a file: those have a position and a code), in the run's language:
 * `ошибка: у турнира 2 тура` / `error: the event has 2 round(s)`. Every such line of the CLI goes through here.
 */
import { severityWord } from '../runtime/index.js';
import type { Lang } from '../present/index.js';
import { outputLanguage } from './output-language.js';

/** A text in both languages. */
export interface CliText {
  ru: string;
  en: string;
}

/** The error line (or lines, one per line of the text) in `lang` (default: the run's language), without the newline. */
export function errorLine(text: CliText, lang: Lang = outputLanguage()): string {
  return text[lang].split('\n').map((line) => `${severityWord('error', lang)}: ${line}`).join('\n');
}

/** Prints the error line(s) to stderr. */
export function printError(text: CliText, lang: Lang = outputLanguage()): void {
  process.stderr.write(errorLine(text, lang) + '\n');
}
