/**
 * User-facing texts of the CLI in Russian (default) and English.
 */

/** Output language. */
export type Lang = 'ru' | 'en';

const TEXTS = {
  hand: { ru: 'Рука', en: 'Hand' },
  reading: { ru: 'Разбор', en: 'Reading' },
  shape: { ru: 'Форма', en: 'Shape' },
  standard: { ru: 'стандартная (4 комбинации и пара)', en: 'standard (4 sets and a pair)' },
  clause: { ru: 'Пункт', en: 'Clause' },
  rule: { ru: 'Правило', en: 'Rule' },
  value: { ru: 'Значение', en: 'Value' },
  points: { ru: 'Очки', en: 'Points' },
  doublings: { ru: 'удвоений', en: 'doublings' },
  total: { ru: 'Итого', en: 'Total' },
  limit: { ru: 'лимита', en: 'of the limit' },
  declarable: { ru: 'Маджонг можно объявить', en: 'Mahjong may be declared' },
  yes: { ru: 'да', en: 'yes' },
  no: { ru: 'нет', en: 'no' },
  incomplete: { ru: 'Рука не собрана: это не маджонг', en: 'The hand is not complete: not a mahjong' },
  alternatives: { ru: 'Другие разборы', en: 'Other readings' },
  excluded: { ru: 'не засчитано', en: 'not counted' },
  because: { ru: 'из-за', en: 'because of' },
  cap: { ru: 'ограничено', en: 'capped at' },
  wait: { ru: 'ожидание', en: 'wait' },
  noItems: { ru: '(нет пунктов)', en: '(no items)' },
  passed: { ru: 'пройден', en: 'passed' },
  failed: { ru: 'не пройден', en: 'failed' },
} as const;

/** A text key. */
export type TextKey = keyof typeof TEXTS;

/** The text for a key in a language. */
export function t(key: TextKey, lang: Lang): string {
  return TEXTS[key][lang];
}
