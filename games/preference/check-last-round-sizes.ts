/**
 * Check: the last round gives its deal count once for each table size the conventions allow, and for no other size
 * (resolve/last-round-sizes): a pulya of an allowed size could not be checked otherwise.
 */
import { errorAt, type Check } from '../../compiler/index.js';

/** Reports table sizes of `preference.table-sizes` without a `deals-after` entry, and repeated or foreign entries. */
export const checkLastRoundSizes: Check = (input) => {
  const pref = input.ir.preference;
  const last = pref?.lastRound;
  if (!pref || !last) return [];
  const code = 'resolve/last-round-sizes';
  const at = ['preference', 'last-round', 'value', 'deals-after'];
  const sizes = pref.tableSizes.value;
  const out = [];
  const seen = new Set<number>();
  last.value.dealsAfter.forEach((row, i) => {
    if (seen.has(row.players)) out.push(errorAt(input, [...at, i, 'players'], code,
      { en: `a second entry for tables of ${row.players}`, ru: `вторая запись для столов на ${row.players}` }, { en: 'give each table size once', ru: 'задайте каждый размер стола один раз' }));
    else if (!sizes.includes(row.players)) out.push(errorAt(input, [...at, i, 'players'], code, {
      en: `tables of ${row.players} are not allowed (preference.table-sizes: ${sizes.join(', ')})`,
      ru: `столы на ${row.players} не допускаются (preference.table-sizes: ${sizes.join(', ')})`,
    }));
    seen.add(row.players);
  });
  const missing = sizes.filter((n) => !seen.has(n));
  if (missing.length > 0) {
    out.push(errorAt(input, at, code,
      { en: `no deal count for tables of ${missing.join(', ')}`, ru: `не задано число сдач для столов на ${missing.join(', ')}` },
      { en: 'add { players: n, deals: d } for every size of preference.table-sizes', ru: 'добавьте { players: n, deals: d } для каждого размера из preference.table-sizes' }));
  }
  return out;
};
