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
    if (seen.has(row.players)) out.push(errorAt(input, [...at, i, 'players'], code, `a second entry for tables of ${row.players}`, 'give each table size once'));
    else if (!sizes.includes(row.players)) out.push(errorAt(input, [...at, i, 'players'], code, `tables of ${row.players} are not allowed (preference.table-sizes: ${sizes.join(', ')})`));
    seen.add(row.players);
  });
  const missing = sizes.filter((n) => !seen.has(n));
  if (missing.length > 0) {
    out.push(errorAt(input, at, code, `no deal count for tables of ${missing.join(', ')}`, 'add { players: n, deals: d } for every size of preference.table-sizes'));
  }
  return out;
};
