/**
 * The language of this run's messages that no command option reaches (diagnostics printed while a regulation or an
 * input file is read): set once by `runProgram` from `--lang` / REGLAMENT_LANG (default ru), read by the renderers.
 */
import type { Lang } from '../present/index.js';

let current: Lang = 'ru';

/** Sets the language of the run (cli/program.ts `runProgram`). */
export function setOutputLanguage(lang: Lang): void {
  current = lang;
}

/** The language of the run. */
export function outputLanguage(): Lang {
  return current;
}

/** The environment variable that sets the output language (`ru` or `en`). */
export const LANG_ENV = 'REGLAMENT_LANG';

/** The language REGLAMENT_LANG asks for; undefined when it is unset or not `ru`/`en`. */
export function envLanguage(env: NodeJS.ProcessEnv): Lang | undefined {
  const value = env[LANG_ENV]?.trim().toLowerCase();
  return value === 'ru' || value === 'en' ? value : undefined;
}

/** REGLAMENT_LANG when it is set to something other than ru or en (a run warns about it); else undefined. */
export function unreadLangSetting(env: NodeJS.ProcessEnv): string | undefined {
  const setting = env[LANG_ENV];
  return setting !== undefined && setting.trim() !== '' && envLanguage(env) === undefined ? setting : undefined;
}
