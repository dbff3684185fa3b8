/**
 * A diagnostic's texts in the reader's language: its title, message, hint and related notes in English or Russian.
 * Input: a diagnostic (its `text`/`hintText` carry the Russian a check gave) and a language. Output: strings.
 * A message a check gave in English only is shown under `ru` after the code's Russian title, so the reader still
 * learns in Russian what is wrong (`Неизвестный ключ: unknown key "foo"`); test/compiler/diagnostics covers which
 * checks give their Russian.
 */
import { lookupCode, lookupCodeRu } from './codes.js';
import type { Diagnostic, DiagnosticText, Related, Wording } from './diagnostic.js';

/** The languages of diagnostics. */
export type DiagnosticLang = 'ru' | 'en';

/** The title of a code in a language (the code itself when it is not registered). */
export function codeTitle(code: string, lang: DiagnosticLang): string {
  const info = lookupCode(code);
  if (info === undefined) return code;
  return lang === 'en' ? info.title : (lookupCodeRu(code)?.title ?? info.title);
}

/** A problem's words in a language: the English, or the Russian (the code's title before English-only words). */
export function wordingIn(code: string, words: Wording, lang: DiagnosticLang): string {
  if (typeof words !== 'string') return words[lang];
  return lang === 'en' ? words : `${codeTitle(code, 'ru')}: ${words}`;
}

/** The message in a language. */
export function diagnosticMessage(d: Diagnostic, lang: DiagnosticLang): string {
  return wordingIn(d.code, d.text ?? d.message, lang);
}

/** The hint in a language (undefined when there is none). */
export function diagnosticHint(d: Diagnostic, lang: DiagnosticLang): string | undefined {
  if (d.hint === undefined) return undefined;
  return lang === 'en' ? d.hint : (d.hintText?.ru ?? d.hint);
}

/** A related note in a language. */
export function relatedMessage(r: Related, lang: DiagnosticLang): string {
  return lang === 'en' ? r.message : (r.text?.ru ?? r.message);
}

/** The message in both languages (the Russian as `diagnosticMessage` gives it). */
export function diagnosticText(d: Diagnostic): DiagnosticText {
  return { en: d.message, ru: diagnosticMessage(d, 'ru') };
}
