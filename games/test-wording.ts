/**
 * The words of a failed regulation test case, in both languages: what was expected and what came out. The keys of
 * `expect:` (total, value, sheet...) stay as the regulation file writes them; the rest is said in words.
 */
import type { Bilingual } from '../runtime/index.js';

/** "key: expected W, got G" (`got` absent: the Russian and English words for "none"). */
export function expectedGot(key: string, want: unknown, got: unknown): Bilingual {
  const shown = (v: unknown, none: string) => (v === undefined || v === null ? none : String(v));
  return {
    en: `${key}: expected ${shown(want, 'none')}, got ${shown(got, 'none')}`,
    ru: `${key}: ожидалось ${shown(want, 'нет')}, получено ${shown(got, 'нет')}`,
  };
}

/** A list for a problem line, or the word for "none" when it is empty. */
export function listOrNone(items: readonly string[]): Bilingual {
  return items.length > 0 ? { en: items.join(', '), ru: items.join(', ') } : { en: 'none', ru: 'нет' };
}
