/**
 * The result of a pulya from its sheet, in whists, exactly: each mountain point is worth the regulation's whists
 * shared by all players of the table (the classic "×10 / number of players" procedure), each pool point is worth
 * its mountain points, and whists count between the two players. Results sum to zero.
 *   net_i = M·R·(p_i − p̄) − M·(h_i − h̄) + Σ_j (w_ij − w_ji)
 * (M whists per mountain point, R mountain points per pool point, bars: means over the table). Any common shift of
 * the mountains (amnesty of the smallest) cancels.
 */
import type { PreferenceIR } from '../../runtime/ir/preference.js';
import { add, fromNumber, mul, rational, sub, sum, type Rational } from './rational.js';
import type { PlayerId, SheetEntry } from './types.js';

/** The three parts of a player's result. */
export interface NetTerms {
  pool: Rational;
  mountain: Rational;
  whists: Rational;
}

/** Each player's result and its parts. */
export function settleSheet(pref: PreferenceIR, sheet: Record<PlayerId, SheetEntry>): Record<PlayerId, { net: Rational; terms: NetTerms }> {
  const players = Object.keys(sheet);
  const n = players.length;
  const m = fromNumber(pref.mountainWhists.value);
  const poolRate = mul(m, fromNumber(pref.poolToMountain.value));
  const meanPool = mul(sum(players.map((p) => fromNumber(sheet[p]!.pool))), rational(1, n));
  const meanMountain = mul(sum(players.map((p) => fromNumber(sheet[p]!.mountain))), rational(1, n));
  const out: Record<PlayerId, { net: Rational; terms: NetTerms }> = {};
  for (const p of players) {
    const pool = mul(poolRate, sub(fromNumber(sheet[p]!.pool), meanPool));
    const mountain = mul(m, sub(meanMountain, fromNumber(sheet[p]!.mountain)));
    const whists = sum(players.filter((q) => q !== p).map((q) => sub(fromNumber(sheet[p]!.whists[q] ?? 0), fromNumber(sheet[q]!.whists[p] ?? 0))));
    out[p] = { net: add(add(pool, mountain), whists), terms: { pool, mountain, whists } };
  }
  return out;
}
