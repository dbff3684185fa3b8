/**
 * An all-pass: every trick onto the taker's mountain at the price of this consecutive all-pass, and zero tricks
 * into the pool (not for the player the regulation excludes).
 */
import type { PreferenceIR } from '../../runtime/ir/preference.js';
import { allPassPrice, dealerSitsOut } from './contracts.js';
import { settingRule, type DealLedger } from './ledger.js';
import type { PreferenceDeal } from './types.js';
import { tricksRu } from './tricks-word.js';

/** Scores a validated all-pass into the ledger. */
export function scoreAllPass(pref: PreferenceIR, deal: PreferenceDeal, ledger: DealLedger): void {
  const round = deal.allPassRound ?? 1;
  const price = allPassPrice(pref, round);
  const progression = settingRule(pref, 'allPassProgression');
  const zero = pref.zeroTricks.value;
  // At four the dealer takes the tricks his widow cards win, so every player of the table may take tricks.
  for (const p of deal.players) {
    const t = deal.tricks?.[p] ?? 0;
    ledger.write(p, 'mountain', price * t, progression, {
      ru: `распасы №${round}: ${tricksRu(t)} × ${price} в гору`, en: `all-pass no. ${round}: ${t} tricks × ${price} onto the mountain`,
    });
    const excluded = p === deal.dealer && (zero.excluded === 'dealer' || dealerSitsOut(deal));
    if (t === 0 && !excluded) {
      ledger.write(p, 'pool', zero.tricks * price, settingRule(pref, 'zeroTricks'), {
        ru: `ни одной взятки на распасах: ${zero.tricks} × ${price} в пулю`, en: `no trick on the all-pass: ${zero.tricks} × ${price} into the pool`,
      });
    }
  }
}
