/**
 * Checks one deal against the game and the regulation's conventions: the table, the contract, the declarer, the
 * defenders' decisions (half-whist, returned whist, whisted 10, 6 spades) and the tricks. Problems, never exceptions.
 */
import type { PreferenceIR } from '../../runtime/ir/preference.js';
import { activePlayers, contractRow, dealerSitsOut, defendersOf } from './contracts.js';
import type { PlayerId, PreferenceDeal, PulyaProblem, PulyaProblemCode } from './types.js';

type Path = Array<string | number>;

const TOTAL_TRICKS = 10;
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= TOTAL_TRICKS;

/** Checks a table's players: the number the regulation allows, distinct. */
export function checkPlayers(pref: PreferenceIR, players: PlayerId[], path: Path): PulyaProblem[] {
  const out: PulyaProblem[] = [];
  const sizes = pref.tableSizes.value;
  if (!sizes.includes(players.length)) {
    out.push({ code: 'pulya/players', severity: 'error', path, message: `a table has ${sizes.join(' or ')} players, not ${players.length}` });
  }
  const seen = new Set<string>();
  players.forEach((p, i) => {
    if (seen.has(p)) out.push({ code: 'pulya/players', severity: 'error', path: [...path, i], message: `player '${p}' is listed twice` });
    seen.add(p);
  });
  return out;
}

/** Checks a deal; `path` locates the deal in the input. */
export function validateDeal(pref: PreferenceIR, deal: PreferenceDeal, path: Path): PulyaProblem[] {
  const out: PulyaProblem[] = [];
  const fail = (code: PulyaProblemCode, at: Path, message: string) => out.push({ code, severity: 'error', path: [...path, ...at], message });
  const known = new Set(deal.players);
  const unknown = (p: PlayerId, at: Path) => {
    if (known.has(p)) return false;
    fail('pulya/unknown-player', at, `'${p}' is not a player of this table (${deal.players.join(', ')})`);
    return true;
  };
  if (!known.has(deal.dealer)) {
    fail('pulya/dealer', ['dealer'], `the dealer '${deal.dealer}' is not a player of this table (${deal.players.join(', ')})`);
    return out;
  }
  for (const p of Object.keys(deal.tricks ?? {})) unknown(p, ['tricks', p]);
  (deal.offMountain ?? []).forEach((p, i) => unknown(p, ['off-mountain', i]));
  if (deal.half === true && deal.contract !== 'misere') fail('pulya/not-allowed', ['half'], 'only a misère can be played half with the dealer');
  if (deal.contract === 'all-pass') {
    if (deal.declarer !== undefined) fail('pulya/declarer', ['declarer'], 'an all-pass has no declarer');
    if (deal.defenders !== undefined) fail('pulya/defenders', ['defenders'], 'an all-pass has no defenders');
    if (deal.allPassRound !== undefined && !(Number.isInteger(deal.allPassRound) && deal.allPassRound >= 1)) {
      fail('pulya/all-pass-round', ['all-pass-round'], 'all-pass-round: 1 for the first consecutive all-pass, 2 for the second, ...');
    }
    checkAllPassTricks(pref, deal, fail);
    return out;
  }
  if (deal.allPassRound !== undefined) fail('pulya/all-pass-round', ['all-pass-round'], 'all-pass-round belongs to an all-pass only');
  if (deal.contract !== 'misere' && contractRow(pref, deal.contract) === undefined) {
    const games = pref.contracts.map((c) => c.tricks).join(', ');
    fail('pulya/contract', ['contract'], `no contract '${String(deal.contract)}': the regulation has games of ${games} tricks, misere and all-pass`);
    return out;
  }
  if (deal.declarer === undefined) {
    fail('pulya/declarer', ['declarer'], 'missing declarer: the player who plays the contract');
    return out;
  }
  if (unknown(deal.declarer, ['declarer'])) return out;
  if (!activePlayers(deal).includes(deal.declarer)) {
    fail('pulya/declarer', ['declarer'], `the declarer '${deal.declarer}' deals this deal and sits it out (a table of four)`);
    return out;
  }
  if (deal.contract === 'misere') {
    checkMisere(pref, deal, fail);
    return out;
  }
  checkDefence(pref, deal, fail);
  return out;
}

type Fail = (code: PulyaProblemCode, at: Path, message: string) => void;

function checkMisere(pref: PreferenceIR, deal: PreferenceDeal, fail: Fail): void {
  if (deal.half === true && !(pref.misereHalf.value.allowed && dealerSitsOut(deal))) {
    fail('pulya/not-allowed', ['half'], pref.misereHalf.value.allowed
      ? 'a misère is played half with the dealer only at a table of four'
      : 'the regulation does not allow a misère played half with the dealer');
  }
  if (deal.defenders !== undefined) fail('pulya/defenders', ['defenders'], 'a misère is not whisted: no defenders\' decisions');
  const t = deal.tricks?.[deal.declarer!];
  if (!isCount(t)) fail('pulya/tricks', ['tricks'], `tricks.${deal.declarer}: the tricks the misère player took (0-10)`);
}

function checkDefence(pref: PreferenceIR, deal: PreferenceDeal, fail: Fail): void {
  const level = deal.contract as number;
  const defenders = defendersOf(deal);
  const decisions = deal.defenders ?? {};
  for (const p of defenders) {
    if (decisions[p] === undefined) fail('pulya/defenders', ['defenders'], `missing the decision of defender '${p}' (whist, pass, half-whist or returned)`);
  }
  for (const [p, d] of Object.entries(decisions)) {
    if (defenders.includes(p)) continue;
    if (p === deal.declarer) fail('pulya/defenders', ['defenders', p], `'${p}' is the declarer, not a defender`);
    else if (p === deal.dealer && d === 'returned' && dealerSitsOut(deal)) {
      if (!pref.whistReturn.value.dealer) fail('pulya/not-allowed', ['defenders', p], 'the regulation does not let the dealer return a whist');
    } else if (p === deal.dealer) fail('pulya/defenders', ['defenders', p], `the dealer '${p}' sits the deal out: he can only return a whist (returned)`);
    else fail('pulya/unknown-player', ['defenders', p], `'${p}' is not a player of this table (${deal.players.join(', ')})`);
  }
  const all = Object.values(decisions);
  const count = (d: string) => all.filter((x) => x === d).length;
  const returned = count('returned');
  const combo = (returned === 1 && count('pass') === all.length - 1)
    || (returned === 0 && count('half-whist') <= 1 && (count('half-whist') === 0 || count('pass') === 1));
  if (!combo) fail('pulya/defenders', ['defenders'], `decisions ${all.join(' + ')} cannot stand together: two whists, whist + pass, pass + pass, half-whist + pass, or one returned whist with passes`);
  if (count('half-whist') > 0 && !pref.halfWhist.value.contracts.includes(level)) {
    fail('pulya/not-allowed', ['defenders'], `half-whist is allowed on ${pref.halfWhist.value.contracts.join(', ')} only`);
  }
  if (returned > 0 && !pref.whistReturn.value.contracts.includes(level)) {
    fail('pulya/not-allowed', ['defenders'], `a whist may be returned on ${pref.whistReturn.value.contracts.join(', ')} only`);
  }
  const whisting = count('whist') + returned > 0;
  const maxLevel = Math.max(...pref.contracts.map((c) => c.tricks));
  if (whisting && level === maxLevel && !pref.tenWhisted.value) fail('pulya/not-allowed', ['defenders'], `a ${level} is not whisted under this regulation`);
  if (level === Math.min(...pref.contracts.map((c) => c.tricks)) && deal.suit === 'spades' && pref.sixSpades.value === 'compulsory' && count('whist') < 2) {
    fail('pulya/not-allowed', ['defenders'], `${level} spades must be whisted by both defenders under this regulation`);
  }
  if (whisting) checkGameTricks(deal, defenders, fail);
}

function checkGameTricks(deal: PreferenceDeal, defenders: PlayerId[], fail: Fail): void {
  const tricks = deal.tricks ?? {};
  const hands = [deal.declarer!, ...defenders];
  const missing = hands.filter((p) => !isCount(tricks[p]));
  if (missing.length > 0) {
    fail('pulya/tricks', ['tricks'], `tricks of ${missing.join(', ')}: whole numbers 0-10 for the declarer and each defender`);
    return;
  }
  if (dealerSitsOut(deal) && (tricks[deal.dealer] ?? 0) !== 0) fail('pulya/tricks', ['tricks', deal.dealer], 'the dealer of four holds no cards in a game');
  const total = hands.reduce((s, p) => s + tricks[p]!, 0);
  if (total !== TOTAL_TRICKS) fail('pulya/tricks', ['tricks'], `the tricks add up to ${total}, not ${TOTAL_TRICKS}`);
}

function checkAllPassTricks(pref: PreferenceIR, deal: PreferenceDeal, fail: Fail): void {
  const tricks = deal.tricks ?? {};
  const hands = activePlayers(deal);
  const missing = hands.filter((p) => !isCount(tricks[p]));
  if (missing.length > 0) {
    fail('pulya/tricks', ['tricks'], `tricks of ${missing.join(', ')}: every player's tricks on an all-pass`);
    return;
  }
  let total = hands.reduce((s, p) => s + tricks[p]!, 0);
  if (dealerSitsOut(deal) && tricks[deal.dealer] !== undefined) {
    const max = pref.allPassDealerTricks.value;
    const t = tricks[deal.dealer];
    if (!isCount(t) || t > max) {
      fail('pulya/tricks', ['tricks', deal.dealer], `the dealer of four takes at most ${max} tricks (the widow's cards he leads)`);
      return;
    }
    total += t;
  }
  if (total !== TOTAL_TRICKS) fail('pulya/tricks', ['tricks'], `the tricks add up to ${total}, not ${TOTAL_TRICKS}`);
}
