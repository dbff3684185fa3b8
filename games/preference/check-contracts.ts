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
    if (rows.has(c.tricks)) out.push(errorAt(input, ['preference', 'contracts', i, 'tricks'], code,
      { en: `a second row for the game of ${c.tricks} tricks ('${c.id}')`, ru: `вторая строка для игры на ${c.tricks} взяток ('${c.id}')` },
      { en: 'each game has one row', ru: 'у каждой игры одна строка' }));
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
      if (!rows.has(t)) out.push(errorAt(input, [...path, j], code, noRow(t, known)));
    });
  }
  pref.bidOrder.value.forEach((c, j) => {
    if (c !== 'misere' && !rows.has(c)) out.push(errorAt(input, ['preference', 'bid-order', 'value', j], code, noRow(c, known)));
  });
  const missing = [...[...rows].filter((t) => !pref.bidOrder.value.includes(t)), ...(pref.bidOrder.value.includes('misere') ? [] : ['misere'])];
  if (missing.length > 0) {
    out.push(errorAt(input, ['preference', 'bid-order', 'value'], code,
      { en: `the bidding order does not list ${missing.join(', ')}`, ru: `в порядке торговли нет ${missing.join(', ')}` },
      { en: 'list every game and the misère, lowest first', ru: 'перечислите все игры и мизер, начиная с младшей' }));
  }
  return out;
};

/** No row for a game of `tricks` tricks in the price table, in both languages. */
function noRow(tricks: number, known: string): { en: string; ru: string } {
  return { en: `no contract of ${tricks} tricks in the price table (games: ${known})`, ru: `в таблице цен нет контракта на ${tricks} взяток (игры: ${known})` };
}
