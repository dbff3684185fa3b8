/**
 * A game of 6-10 tricks: the declarer's pool or mountain, the defenders' whists for their tricks, the consolation
 * on a failed game (with the gentleman's split and the returned whist), the whisters' duty, and games written
 * without play (both defenders passed, half-whist). Prices and conventions come from the regulation.
 */
import { decimalText } from '../../runtime/index.js';
import type { PreferenceContractIR, PreferenceIR, ConsolationWriter } from '../../runtime/ir/preference.js';
import { defendersOf, dealerSitsOut } from './contracts.js';
import { settingRule, type DealLedger } from './ledger.js';
import type { PlayerId, PreferenceDeal } from './types.js';
import { tricksRu } from './tricks-word.js';

const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Scores a validated game deal into the ledger. */
export function scoreGame(pref: PreferenceIR, row: PreferenceContractIR, deal: PreferenceDeal, ledger: DealLedger): void {
  const declarer = deal.declarer!;
  const ref = { rule: row.id, clause: row.clause };
  const decisions = deal.defenders ?? {};
  const defenders = defendersOf(deal);
  const returner = Object.keys(decisions).find((p) => decisions[p] === 'returned');
  const whisters = defenders.filter((p) => decisions[p] === 'whist');
  const halfWhister = defenders.find((p) => decisions[p] === 'half-whist');

  if (returner === undefined && whisters.length === 0) {
    ledger.write(declarer, 'pool', row.game, ref, {
      ru: `${row.name.ru}: без виста игра записана сыгранной, ${row.game} в пулю`,
      en: `${row.name.en}: not whisted, written as made, ${row.game} into the pool`,
    });
    if (halfWhister !== undefined) {
      const share = pref.halfWhist.value.dutyShare;
      const amount = row.whist * row.duty * share;
      ledger.whists(halfWhister, declarer, amount, settingRule(pref, 'halfWhist'), {
        ru: `полвиста: ${row.whist} за взятку × обязательство ${row.duty} × ${decimalText(share, 'ru')} = ${decimalText(amount, 'ru')}`,
        en: `half-whist: ${row.whist} a trick × duty ${row.duty} × ${share} = ${amount}`,
      });
    }
    return;
  }

  const tricks = deal.tricks ?? {};
  const taken = tricks[declarer] ?? 0;
  const side = sumOf(defenders.map((p) => tricks[p] ?? 0));
  const down = Math.max(0, row.tricks - taken);
  if (down === 0) {
    ledger.write(declarer, 'pool', row.game, ref, {
      ru: `${row.name.ru} сыграна (${tricksRu(taken)}): ${row.game} в пулю`,
      en: `${row.name.en} made (${taken} tricks): ${row.game} into the pool`,
    });
  } else {
    ledger.write(declarer, 'mountain', row.undertrick * down, ref, {
      ru: `${row.name.ru} без ${down}: ${row.undertrick} × ${down} в гору`,
      en: `${row.name.en} down ${down}: ${row.undertrick} × ${down} onto the mountain`,
    });
  }

  const playing = returner !== undefined ? [returner] : whisters;
  writeTrickWhists(pref, row, deal, ledger, { declarer, defenders, playing, returner, side, down });
  if (down === 0) writeDuty(pref, row, deal, ledger, playing, side);
}

interface Play {
  declarer: PlayerId;
  defenders: PlayerId[];
  /** Who whists: the two whisters, the lone whister, or the one who returned the whist. */
  playing: PlayerId[];
  returner: PlayerId | undefined;
  side: number;
  down: number;
}

/** Whists for tricks and the consolation. */
function writeTrickWhists(pref: PreferenceIR, row: PreferenceContractIR, deal: PreferenceDeal, ledger: DealLedger, play: Play): void {
  const { declarer, defenders, playing, returner, side, down } = play;
  const ref = { rule: row.id, clause: row.clause };
  const tricks = deal.tricks ?? {};
  const cons = pref.consolation.value;
  const consRef = settingRule(pref, 'consolation');
  const perTrick = cons.per === 'whist' ? row.whist : row.game;
  const consolation = perTrick * down;
  // Who owes a consolation, by role.
  const roleOf = (p: PlayerId): ConsolationWriter => (playing.includes(p) ? 'whister' : 'passer');
  const owers = [...defenders, ...(returner !== undefined && !defenders.includes(returner) ? [returner] : [])]
    .filter((p) => down > 0 && cons.writers.includes(roleOf(p)));
  const dealerOwes = down > 0 && dealerSitsOut(deal) && returner !== deal.dealer && cons.writers.includes('dealer');
  const consText = (who: string, whoEn: string, amount = consolation) => ({
    ru: `консоляция (${who}): ${perTrick} × ${down} = ${amount}`,
    en: `consolation (${whoEn}): ${perTrick} × ${down} = ${amount}`,
  });
  if (dealerOwes) ledger.whists(deal.dealer, declarer, consolation, consRef, consText('сдающий', 'the dealer'));

  if (returner !== undefined) {
    const rRef = settingRule(pref, 'whistReturn');
    ledger.whists(returner, declarer, row.whist * side, rRef, {
      ru: `вернувший вист пишет за взятки стороны: ${row.whist} × ${side}`,
      en: `the whist returner writes for his side's tricks: ${row.whist} × ${side}`,
    });
    const passersToReturner = pref.whistReturn.value.passerConsolation === 'returner';
    for (const p of owers) {
      if (p === returner || passersToReturner) {
        ledger.whists(returner, declarer, consolation, p === returner ? consRef : rRef,
          p === returner ? consText('вернувший вист', 'the whist returner') : consText(`за спасовавшего ${p}`, `for the passer ${p}`));
      } else ledger.whists(p, declarer, consolation, consRef, consText('спасовавший', 'the passer'));
    }
    return;
  }

  if (playing.length === 2) {
    for (const p of playing) {
      ledger.whists(p, declarer, row.whist * (tricks[p] ?? 0), ref, {
        ru: `вист: ${row.whist} × ${tricksRu(tricks[p] ?? 0)}`, en: `whist: ${row.whist} × ${tricks[p] ?? 0} tricks`,
      });
    }
    for (const p of owers) ledger.whists(p, declarer, consolation, consRef, consText('вистующий', 'a whister'));
    return;
  }

  const whister = playing[0]!;
  const passer = defenders.find((p) => p !== whister)!;
  const split = pref.gentleman.value === 'always' || (pref.gentleman.value === 'on-failure' && down > 0);
  const trickWhists = row.whist * side;
  if (!split) {
    ledger.whists(whister, declarer, trickWhists, ref, {
      ru: `вист за обе руки: ${row.whist} × ${tricksRu(side)}`, en: `whist for both hands: ${row.whist} × ${side} tricks`,
    });
    for (const p of owers) ledger.whists(p, declarer, consolation, consRef, consText(p === whister ? 'вистующий' : 'спасовавший', p === whister ? 'the whister' : 'the passer'));
    return;
  }
  const gRef = settingRule(pref, 'gentleman');
  const pot = consolation * owers.length;
  for (const p of [whister, passer]) {
    ledger.whists(p, declarer, trickWhists / 2, gRef, {
      ru: `джентльменский вист: половина вистов за взятки ${row.whist} × ${side} / 2`,
      en: `gentleman's whist: half of the trick whists ${row.whist} × ${side} / 2`,
    });
    ledger.whists(p, declarer, pot / 2, gRef, {
      ru: `джентльменский вист: половина консоляции ${pot} / 2`, en: `gentleman's whist: half of the consolation ${pot} / 2`,
    });
  }
}

/** The whisters' mountain for tricks short of the side's duty (only when the game was made). */
function writeDuty(pref: PreferenceIR, row: PreferenceContractIR, deal: PreferenceDeal, ledger: DealLedger, playing: PlayerId[], side: number): void {
  const tricks = deal.tricks ?? {};
  const price = row.undertrick * pref.whistResponsibility.value;
  const respRef = settingRule(pref, 'whistResponsibility');
  const fine = (p: PlayerId, short: number, ref = respRef) => ledger.write(p, 'mountain', price * short, ref, {
    ru: `недобор обязательства (${row.duty}): ${short} × ${price} в гору`,
    en: `short of the duty (${row.duty}): ${short} × ${price} onto the mountain`,
  });
  const pairShort = Math.max(0, row.duty - side);
  if (playing.length === 1) {
    fine(playing[0]!, pairShort);
    return;
  }
  if (pref.bothResponsible.value.includes(row.tricks)) {
    for (const p of playing) fine(p, pairShort, settingRule(pref, 'bothResponsible'));
    return;
  }
  if (pref.twoWhistersDuty.value === 'pair' && pairShort === 0) return;
  for (const p of playing) fine(p, Math.max(0, row.duty / 2 - (tricks[p] ?? 0)), settingRule(pref, 'twoWhistersDuty'));
}
