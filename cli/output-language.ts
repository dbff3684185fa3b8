/**
 * The language of this run's messages that no command option reaches (diagnostics printed while a regulation or an
 * input file is read): set once by `runProgram` from `--lang` / REGLAMENT_LANG (default ru), read by the renderers.
 */
import type { Lang } from '../present/index.js';

let current: Lang = 'ru';

/** Sets the language of the run (cli/main.ts `runProgram`). */
export function setOutputLanguage(lang: Lang): void {
  current = lang;
}

/** The language of the run. */
export function outputLanguage(): Lang {
  return current;
}
