/**
 * The desk's settings kept in the browser: the language of the pages and the judge's name (the author of entries).
 */

/** The languages of the desk. */
export type Lang = 'ru' | 'en';

/** The current language (ru by default). */
export function currentLang(): Lang {
  return localStorage.getItem('desk.lang') === 'en' ? 'en' : 'ru';
}

/** Sets the language. */
export function setLang(lang: Lang): void {
  localStorage.setItem('desk.lang', lang);
}

/** The judge's name, or ''. */
export function judgeName(): string {
  return localStorage.getItem('desk.judge') ?? '';
}

/** Sets the judge's name. */
export function setJudgeName(name: string): void {
  localStorage.setItem('desk.judge', name);
}
