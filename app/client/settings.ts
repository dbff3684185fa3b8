/**
 * The desk's settings kept in the browser: the language of the pages (per address) and the judge's name (the
 * author of entries). The name is kept in a cookie, which browsers scope by host and not by port, so that a desk
 * restarted on another port (`--port 0`, 8080 taken) still knows its judge; the token cookie is apart.
 */

/** The languages of the desk. */
export type Lang = 'ru' | 'en';

/** The cookie of the judge's name. */
const JUDGE_COOKIE = 'desk_judge';

/** The current language (ru by default). */
export function currentLang(): Lang {
  return localStorage.getItem('desk.lang') === 'en' ? 'en' : 'ru';
}

/** Sets the language. */
export function setLang(lang: Lang): void {
  localStorage.setItem('desk.lang', lang);
}

/** The judge's name, or '' (the cookie, else what an older desk kept for this address). */
export function judgeName(): string {
  const cookie = document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${JUDGE_COOKIE}=`));
  if (cookie !== undefined) return decodeURIComponent(cookie.slice(JUDGE_COOKIE.length + 1));
  return localStorage.getItem('desk.judge') ?? '';
}

/** Sets the judge's name (kept a year; an empty name forgets it). */
export function setJudgeName(name: string): void {
  const age = name === '' ? 0 : 365 * 24 * 3600;
  document.cookie = `${JUDGE_COOKIE}=${encodeURIComponent(name)}; Path=/; Max-Age=${age}; SameSite=Strict`;
  localStorage.setItem('desk.judge', name);
}
