/**
 * The words of a problem's rendering in each language (`error`, `ошибка`, `hint`...): the diagnostics' text rendering
 * (compiler/diagnostics/render.ts) and the command line's own error lines, which so load these words and not the
 * diagnostic code registry.
 */

/** The words of the text rendering in each language. */
export const SEVERITY_WORDS = {
  en: { error: 'error', warning: 'warning', hint: 'hint', related: 'related' },
  ru: { error: 'ошибка', warning: 'предупреждение', hint: 'подсказка', related: 'см. также' },
} as const;

/** The word for a severity in a language (`error`, `ошибка`): the CLI's own error lines use it too. */
export function severityWord(severity: 'error' | 'warning', lang: 'ru' | 'en' = 'en'): string {
  return SEVERITY_WORDS[lang][severity];
}
