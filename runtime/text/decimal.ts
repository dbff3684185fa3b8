/**
 * One decimal separator: a number as people read it in a language. Russian writes the decimal comma («-100,00»,
 * «0,5»), English the point. Every text a judge reads that holds a fractional number (standings, a game's score sheets, vists,
 * table points, penalties, sizes) goes through `decimalText`; present/ re-exports it (with `formatNumber`, which
 * also rounds). Machine formats (JSON, the YAML of files, an expression of a regulation) keep the point.
 */

/** `text` (a number or its text: "-100.00", "+2.5", "7") with the decimal separator of `lang`; fractions "112/3" stay. */
export function decimalText(text: string | number, lang: 'ru' | 'en'): string {
  const s = typeof text === 'number' ? String(text) : text;
  return lang === 'ru' ? s.replace(/(\d)\.(\d)/g, '$1,$2') : s;
}
