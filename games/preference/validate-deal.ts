/**
 * Checks one deal against the game and the regulation's conventions: the table, the contract, the declarer, the
 * defenders' decisions (half-whist, returned whist, whisted 10, 6 spades) and the tricks. Problems, never exceptions.
 */
import { countRu, type Bilingual, type PreferenceIR, type RuForms } from '../../runtime/index.js';
import { activePlayers, contractRow, dealerSitsOut, defendersOf } from './contracts.js';
import type { PlayerId, PreferenceDeal, PulyaProblem, PulyaProblemCode } from './types.js';

type Path = Array<string | number>;

const TOTAL_TRICKS = 10;
/** «не больше 1 взятки», «не больше 2 взяток». */
const TRICKS_GEN: RuForms = ['взятки', 'взяток', 'взяток'];
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= TOTAL_TRICKS;

/** Checks a table's players: the number the regulation allows, distinct. */
export function checkPlayers(pref: PreferenceIR, players: PlayerId[], path: Path): PulyaProblem[] {
  const out: PulyaProblem[] = [];
  const sizes = pref.tableSizes.value;
  if (!sizes.includes(players.length)) {
    const text = { en: `a table has ${sizes.join(' or ')} players, not ${players.length}`, ru: `игроков за столом: ${sizes.join(' или ')}, а не ${players.length}` };
    out.push({ code: 'pulya/players', severity: 'error', path, message: text.en, text });
  }
  const seen = new Set<string>();
  players.forEach((p, i) => {
    if (seen.has(p)) {
      const text = { en: `player '${p}' is listed twice`, ru: `игрок «${p}» назван дважды` };
      out.push({ code: 'pulya/players', severity: 'error', path: [...path, i], message: text.en, text });
    }
    seen.add(p);
  });
  return out;
}

/** Checks a deal; `path` locates the deal in the input. */
export function validateDeal(pref: PreferenceIR, deal: PreferenceDeal, path: Path): PulyaProblem[] {
  const out: PulyaProblem[] = [];
  const fail: Fail = (code, at, text) => out.push({ code, severity: 'error', path: [...path, ...at], message: text.en, text });
  const known = new Set(deal.players);
  const unknown = (p: PlayerId, at: Path) => {
    if (known.has(p)) return false;
    fail('pulya/unknown-player', at, notAPlayer(p, deal.players));
    return true;
  };
  if (!known.has(deal.dealer)) {
    fail('pulya/dealer', ['dealer'], {
      en: `the dealer '${deal.dealer}' is not a player of this table (${deal.players.join(', ')})`,
      ru: `сдающий «${deal.dealer}» — не игрок этого стола (${deal.players.join(', ')})`,
    });
    return out;
  }
  for (const p of Object.keys(deal.tricks ?? {})) unknown(p, ['tricks', p]);
  (deal.offMountain ?? []).forEach((p, i) => unknown(p, ['off-mountain', i]));
  if (deal.half === true && deal.contract !== 'misere') fail('pulya/not-allowed', ['half'], { en: 'only a misère can be played half with the dealer', ru: 'пополам со сдающим играется только мизер' });
  if (deal.contract === 'all-pass') {
    if (deal.declarer !== undefined) fail('pulya/declarer', ['declarer'], { en: 'an all-pass has no declarer', ru: 'на распасах нет разыгрывающего' });
    if (deal.defenders !== undefined) fail('pulya/defenders', ['defenders'], { en: 'an all-pass has no defenders', ru: 'на распасах нет вистующих' });
    if (deal.allPassRound !== undefined && !(Number.isInteger(deal.allPassRound) && deal.allPassRound >= 1)) {
      fail('pulya/all-pass-round', ['all-pass-round'], {
        en: 'all-pass-round: 1 for the first consecutive all-pass, 2 for the second, ...',
        ru: 'all-pass-round (номер распаса подряд): 1 для первого, 2 для второго, ...',
      });
    }
    checkAllPassTricks(pref, deal, fail);
    return out;
  }
  if (deal.allPassRound !== undefined) fail('pulya/all-pass-round', ['all-pass-round'], { en: 'all-pass-round belongs to an all-pass only', ru: 'номер распаса (all-pass-round) бывает только у распасов' });
  if (deal.contract !== 'misere' && contractRow(pref, deal.contract) === undefined) {
    const games = pref.contracts.map((c) => c.tricks).join(', ');
    fail('pulya/contract', ['contract'], {
      en: `no contract '${String(deal.contract)}': the regulation has games of ${games} tricks, misere and all-pass`,
      ru: `нет игры «${String(deal.contract)}»: в регламенте игры на ${games} взяток, мизер и распасы`,
    });
    return out;
  }
  if (deal.declarer === undefined) {
    fail('pulya/declarer', ['declarer'], { en: 'missing declarer: the player who plays the contract', ru: 'не указан разыгрывающий — игрок, который играет игру' });
    return out;
  }
  if (unknown(deal.declarer, ['declarer'])) return out;
  if (!activePlayers(deal).includes(deal.declarer)) {
    fail('pulya/declarer', ['declarer'], {
      en: `the declarer '${deal.declarer}' deals this deal and sits it out (a table of four)`,
      ru: `разыгрывающий «${deal.declarer}» сдаёт эту сдачу и в ней не играет (стол на четверых)`,
    });
    return out;
  }
  if (deal.contract === 'misere') {
    checkMisere(pref, deal, fail);
    return out;
  }
  checkDefence(pref, deal, fail);
  return out;
}

type Fail = (code: PulyaProblemCode, at: Path, text: Bilingual) => void;

/** "p is not a player of this table". */
const notAPlayer = (p: PlayerId, players: PlayerId[]): Bilingual => ({
  en: `'${p}' is not a player of this table (${players.join(', ')})`,
  ru: `«${p}» — не игрок этого стола (${players.join(', ')})`,
});

function checkMisere(pref: PreferenceIR, deal: PreferenceDeal, fail: Fail): void {
  if (deal.half === true && !(pref.misereHalf.value.allowed && dealerSitsOut(deal))) {
    fail('pulya/not-allowed', ['half'], pref.misereHalf.value.allowed
      ? { en: 'a misère is played half with the dealer only at a table of four', ru: 'мизер пополам со сдающим играется только за столом на четверых' }
      : { en: 'the regulation does not allow a misère played half with the dealer', ru: 'регламент не разрешает мизер пополам со сдающим' });
  }
  if (deal.defenders !== undefined) fail('pulya/defenders', ['defenders'], { en: 'a misère is not whisted: no defenders\' decisions', ru: 'мизер не вистуют: решений вистующих нет' });
  const t = deal.tricks?.[deal.declarer!];
  if (!isCount(t)) {
    fail('pulya/tricks', ['tricks'], {
      en: `tricks.${deal.declarer}: the tricks the misère player took (0-10)`,
      ru: `взятки игрока ${deal.declarer} (tricks.${deal.declarer}): сколько взяток на мизере (0–10)`,
    });
  }
}

function checkDefence(pref: PreferenceIR, deal: PreferenceDeal, fail: Fail): void {
  const level = deal.contract as number;
  const defenders = defendersOf(deal);
  const decisions = deal.defenders ?? {};
  for (const p of defenders) {
    if (decisions[p] === undefined) {
      fail('pulya/defenders', ['defenders'], {
        en: `missing the decision of defender '${p}' (whist, pass, half-whist or returned)`,
        ru: `нет решения вистующего «${p}» (вист, пас, полвиста или возврат виста)`,
      });
    }
  }
  for (const [p, d] of Object.entries(decisions)) {
    if (defenders.includes(p)) continue;
    if (p === deal.declarer) fail('pulya/defenders', ['defenders', p], { en: `'${p}' is the declarer, not a defender`, ru: `«${p}» — разыгрывающий, а не вистующий` });
    else if (p === deal.dealer && d === 'returned' && dealerSitsOut(deal)) {
      if (!pref.whistReturn.value.dealer) fail('pulya/not-allowed', ['defenders', p], { en: 'the regulation does not let the dealer return a whist', ru: 'регламент не разрешает сдающему возврат виста' });
    } else if (p === deal.dealer) {
      fail('pulya/defenders', ['defenders', p], {
        en: `the dealer '${p}' sits the deal out: he can only return a whist (returned)`,
        ru: `сдающий «${p}» в сдаче не играет: за ним может быть только возврат виста (returned)`,
      });
    } else fail('pulya/unknown-player', ['defenders', p], notAPlayer(p, deal.players));
  }
  const all = Object.values(decisions);
  const count = (d: string) => all.filter((x) => x === d).length;
  const returned = count('returned');
  const combo = (returned === 1 && count('pass') === all.length - 1)
    || (returned === 0 && count('half-whist') <= 1 && (count('half-whist') === 0 || count('pass') === 1));
  if (!combo) {
    fail('pulya/defenders', ['defenders'], {
      en: `decisions ${all.join(' + ')} cannot stand together: two whists, whist + pass, pass + pass, half-whist + pass, or one returned whist with passes`,
      ru: `решения ${all.map(decisionRu).join(' + ')} вместе невозможны: два виста, вист + пас, пас + пас, полвиста + пас или один возврат виста с пасами`,
    });
  }
  if (count('half-whist') > 0 && !pref.halfWhist.value.contracts.includes(level)) {
    const on = pref.halfWhist.value.contracts.join(', ');
    fail('pulya/not-allowed', ['defenders'], { en: `half-whist is allowed on ${on} only`, ru: `полвиста можно только на играх ${on}` });
  }
  if (returned > 0 && !pref.whistReturn.value.contracts.includes(level)) {
    const on = pref.whistReturn.value.contracts.join(', ');
    fail('pulya/not-allowed', ['defenders'], { en: `a whist may be returned on ${on} only`, ru: `возврат виста можно только на играх ${on}` });
  }
  const whisting = count('whist') + returned > 0;
  const maxLevel = Math.max(...pref.contracts.map((c) => c.tricks));
  if (whisting && level === maxLevel && !pref.tenWhisted.value) {
    fail('pulya/not-allowed', ['defenders'], { en: `a ${level} is not whisted under this regulation`, ru: `по этому регламенту игру на ${level} взяток не вистуют` });
  }
  if (level === Math.min(...pref.contracts.map((c) => c.tricks)) && deal.suit === 'spades' && pref.sixSpades.value === 'compulsory' && count('whist') < 2) {
    fail('pulya/not-allowed', ['defenders'], {
      en: `${level} spades must be whisted by both defenders under this regulation`,
      ru: `по этому регламенту ${level} пик вистуют оба вистующих`,
    });
  }
  if (whisting) checkGameTricks(deal, defenders, fail);
}

function checkGameTricks(deal: PreferenceDeal, defenders: PlayerId[], fail: Fail): void {
  const tricks = deal.tricks ?? {};
  const hands = [deal.declarer!, ...defenders];
  const missing = hands.filter((p) => !isCount(tricks[p]));
  if (missing.length > 0) {
    fail('pulya/tricks', ['tricks'], {
      en: `tricks of ${missing.join(', ')}: whole numbers 0-10 for the declarer and each defender`,
      ru: `взятки ${missing.join(', ')}: целые числа 0–10 у разыгрывающего и каждого вистующего`,
    });
    return;
  }
  if (dealerSitsOut(deal) && (tricks[deal.dealer] ?? 0) !== 0) {
    fail('pulya/tricks', ['tricks', deal.dealer], { en: 'the dealer of four holds no cards in a game', ru: 'вчетвером у сдающего в игре нет карт' });
  }
  const total = hands.reduce((s, p) => s + tricks[p]!, 0);
  if (total !== TOTAL_TRICKS) fail('pulya/tricks', ['tricks'], tricksTotal(total));
}

/** "the tricks add up to N, not 10". */
const tricksTotal = (total: number): Bilingual => ({
  en: `the tricks add up to ${total}, not ${TOTAL_TRICKS}`,
  ru: `всего взяток ${total}, а не ${TOTAL_TRICKS}`,
});

function checkAllPassTricks(pref: PreferenceIR, deal: PreferenceDeal, fail: Fail): void {
  const tricks = deal.tricks ?? {};
  const hands = activePlayers(deal);
  const missing = hands.filter((p) => !isCount(tricks[p]));
  if (missing.length > 0) {
    fail('pulya/tricks', ['tricks'], { en: `tricks of ${missing.join(', ')}: every player's tricks on an all-pass`, ru: `взятки ${missing.join(', ')}: на распасах нужны взятки каждого игрока` });
    return;
  }
  let total = hands.reduce((s, p) => s + tricks[p]!, 0);
  if (dealerSitsOut(deal) && tricks[deal.dealer] !== undefined) {
    const max = pref.allPassDealerTricks.value;
    const t = tricks[deal.dealer];
    if (!isCount(t) || t > max) {
      fail('pulya/tricks', ['tricks', deal.dealer], {
        en: `the dealer of four takes at most ${max} tricks (the widow's cards he leads)`,
        ru: `вчетвером сдающий берёт не больше ${countRu(max, TRICKS_GEN)} (с карт прикупа)`,
      });
      return;
    }
    total += t;
  }
  if (total !== TOTAL_TRICKS) fail('pulya/tricks', ['tricks'], tricksTotal(total));
}

/** A defender's decision in Russian. */
function decisionRu(d: string): string {
  return ({ whist: 'вист', pass: 'пас', 'half-whist': 'полвиста', returned: 'возврат виста' } as Record<string, string>)[d] ?? d;
}
