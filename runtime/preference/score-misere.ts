/**
 * A misère: made (no trick) into the pool, caught into the mountain per trick; played half with the dealer of four,
 * the dealer takes his share of either.
 */
import type { PreferenceIR } from '../ir/preference.js';
import { settingRule, type DealLedger } from './ledger.js';
import type { PreferenceDeal } from './types.js';

/** Scores a validated misère into the ledger. */
export function scoreMisere(pref: PreferenceIR, deal: PreferenceDeal, ledger: DealLedger): void {
  const declarer = deal.declarer!;
  const { game, perTrick } = pref.misere.value;
  const taken = deal.tricks?.[declarer] ?? 0;
  const kind = taken === 0 ? 'pool' : 'mountain';
  const amount = taken === 0 ? game : perTrick * taken;
  const text = taken === 0
    ? { ru: `мизер сыгран: ${game} в пулю`, en: `misère made: ${game} into the pool` }
    : { ru: `мизер, ${taken} взяток: ${perTrick} × ${taken} в гору`, en: `misère with ${taken} tricks: ${perTrick} × ${taken} onto the mountain` };
  const ref = settingRule(pref, 'misere');
  if (deal.half !== true) {
    ledger.write(declarer, kind, amount, ref, text);
    return;
  }
  const share = pref.misereHalf.value.dealerShare;
  const halfRef = settingRule(pref, 'misereHalf');
  ledger.write(declarer, kind, amount * (1 - share), halfRef, {
    ru: `${text.ru}; пополам со сдающим: доля играющего ${1 - share}`, en: `${text.en}; half with the dealer: the declarer's share ${1 - share}`,
  });
  ledger.write(deal.dealer, kind, amount * share, halfRef, {
    ru: `${text.ru}; пополам со сдающим: доля сдающего ${share}`, en: `${text.en}; half with the dealer: the dealer's share ${share}`,
  });
}
