/**
 * A misère: made (no trick) into the pool, caught into the mountain per trick; played half with the dealer of four,
 * the dealer takes his share of either entry, or (`settle: whists`) settles his share of the declarer's own result of
 * the entry with him in whists.
 */
import { decimalText, type Bilingual } from '../../runtime/index.js';
import type { PreferenceIR } from '../../runtime/ir/preference.js';

/** A number in a Russian text: the decimal comma. */
const ru = (n: number) => decimalText(n, 'ru');
import { settingRule, type DealLedger } from './ledger.js';
import type { PreferenceDeal } from './types.js';
import { tricksRu } from './tricks-word.js';

/** Scores a validated misère into the ledger. */
export function scoreMisere(pref: PreferenceIR, deal: PreferenceDeal, ledger: DealLedger): void {
  const declarer = deal.declarer!;
  const { game, perTrick } = pref.misere.value;
  const taken = deal.tricks?.[declarer] ?? 0;
  const kind = taken === 0 ? 'pool' : 'mountain';
  const amount = taken === 0 ? game : perTrick * taken;
  const text = taken === 0
    ? { ru: `мизер сыгран: ${game} в пулю`, en: `misère made: ${game} into the pool` }
    : { ru: `мизер, ${tricksRu(taken)}: ${perTrick} × ${taken} в гору`, en: `misère with ${taken} tricks: ${perTrick} × ${taken} onto the mountain` };
  const ref = settingRule(pref, 'misere');
  if (deal.half !== true) {
    ledger.write(declarer, kind, amount, ref, text);
    return;
  }
  const { dealerShare: share, settle } = pref.misereHalf.value;
  const halfRef = settingRule(pref, 'misereHalf');
  if (settle === 'whists') {
    ledger.write(declarer, kind, amount, ref, text);
    settleHalfInWhists(pref, deal, kind, amount, share, ledger);
    return;
  }
  ledger.write(declarer, kind, amount * (1 - share), halfRef, {
    ru: `${text.ru}; пополам со сдающим: доля играющего ${ru(1 - share)}`, en: `${text.en}; half with the dealer: the declarer's share ${1 - share}`,
  });
  ledger.write(deal.dealer, kind, amount * share, halfRef, {
    ru: `${text.ru}; пополам со сдающим: доля сдающего ${ru(share)}`, en: `${text.en}; half with the dealer: the dealer's share ${share}`,
  });
}

/**
 * The declarer's own result of the entry in whists (n players: the entry is worth M whists per mountain point, M·R
 * per pool point, and the table's mean takes 1/n of it back), of which the dealer's share changes hands: the dealer
 * writes it on the declarer when the misère was made, the declarer on the dealer when it was caught.
 */
function settleHalfInWhists(pref: PreferenceIR, deal: PreferenceDeal, kind: 'pool' | 'mountain', amount: number, share: number, ledger: DealLedger): void {
  const n = deal.players.length;
  const perPoint = pref.mountainWhists.value * (kind === 'pool' ? pref.poolToMountain.value : 1);
  const own = (amount * perPoint * (n - 1)) / n;
  const whists = own * share;
  const [writer, on] = kind === 'pool' ? [deal.dealer, deal.declarer!] : [deal.declarer!, deal.dealer];
  const text: Bilingual = {
    ru: `мизер пополам со сдающим: результат играющего ${ru(amount)} × ${ru(perPoint)} × ${n - 1}/${n} = ${ru(own)}, доля сдающего ${ru(share)}: ${ru(whists)} вистов`,
    en: `misère half with the dealer: the declarer's result ${amount} × ${perPoint} × ${n - 1}/${n} = ${own}, the dealer's share ${share}: ${whists} whists`,
  };
  ledger.whists(writer, on, whists, settingRule(pref, 'misereHalf'), text);
}
