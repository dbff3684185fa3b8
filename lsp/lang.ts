/**
 * The language of the texts the server writes (hover, completion, outline, commands): Russian by default, English
 * when asked (`--lang en`, the client's `initializationOptions.lang`) or when the client's locale is English.
 */
import type { Lang } from '../present/index.js';

export type { Lang };

/** Picks the language: an explicit `ru`/`en` wins, then an English locale (`en`, `en-US`, ...), else Russian. */
export function chooseLang(explicit: unknown, locale: string | undefined): Lang {
  if (explicit === 'ru' || explicit === 'en') return explicit;
  return locale !== undefined && /^en\b/i.test(locale) ? 'en' : 'ru';
}
