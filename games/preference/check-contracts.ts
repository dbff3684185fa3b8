/**
 * Check: the preference conventions name only contracts the price table has, each game has one row, and the
 * bidding order lists every game and the misère (resolve/preference-contract).
 */
import { errorAt, type Check, type Path } from '../../compiler/index.js';

/** Reports convention settings that name a contract without a row, repeated rows and an incomplete bidding order. */
export const checkPreferenceContracts: Check = (input) => {
  const pref = input.ir.preference;
  if (!pref) return [];
  const code = 'resolve/preference-contract';
  const out = [];
  const rows = new Set<number>();
  pref.contracts.forEach((c, i) => {
    if (rows.has(c.tricks)) out.push(errorAt(input, ['preference', 'contracts', i, 'tricks'], code, `a second row for the game of ${c.tricks} tricks ('${c.id}')`, 'each game has one row'));
    rows.add(c.tricks);
  });
  const known = [...rows].sort((a, b) => a - b).join(', ');
  const lists: Array<[number[], Path]> = [
    [pref.bothResponsible.value, ['preference', 'both-responsible', 'value']],
    [pref.halfWhist.value.contracts, ['preference', 'half-whist', 'value', 'contracts']],
    [pref.whistReturn.value.contracts, ['preference', 'whist-return', 'value', 'contracts']],
    [pref.allPassExit.value.ladder, ['preference', 'all-pass-exit', 'value', 'ladder']],
  ];
  for (const [list, path] of lists) {
    list.forEach((t, j) => {
      if (!rows.has(t)) out.push(errorAt(input, [...path, j], code, `no contract of ${t} tricks in the price table (games: ${known})`));
    });
  }
  pref.bidOrder.value.forEach((c, j) => {
    if (c !== 'misere' && !rows.has(c)) out.push(errorAt(input, ['preference', 'bid-order', 'value', j], code, `no contract of ${c} tricks in the price table (games: ${known})`));
  });
  const missing = [...[...rows].filter((t) => !pref.bidOrder.value.includes(t)), ...(pref.bidOrder.value.includes('misere') ? [] : ['misere'])];
  if (missing.length > 0) {
    out.push(errorAt(input, ['preference', 'bid-order', 'value'], code, `the bidding order does not list ${missing.join(', ')}`, 'list every game and the misère, lowest first'));
  }
  return out;
};
