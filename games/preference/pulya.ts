/**
 * A pulya under a preference regulation: its deals checked in order (the dealing order, the all-pass series and its
 * exit, the last round), scored and written onto the sheet (a write-off beyond an empty mountain goes onto everyone else's), then
 * settled exactly. A finished sheet is settled as it is.
 */
import type { RegulationIR } from '../../runtime/index.js';
import type { PreferenceIR } from '../../runtime/ir/preference.js';
import { bidRank, contractRow, exitMinimum } from './contracts.js';
import { checkLastRound, type LastRoundReport } from './last-round.js';
import { emptyEntry, settingRule } from './ledger.js';
import { readPulya } from './read-pulya.js';
import { preferenceOf, scoreValidDeal } from './score-deal.js';
import { settleSheet, type NetTerms } from './settle.js';
import type { DealScore, PlayerId, PulyaDealScore, PreferenceDeal, Pulya, PulyaDeals, PulyaPlayerResult, PulyaProblem, PulyaResult, SheetEntry } from './types.js';
import { checkPlayers, validateDeal } from './validate-deal.js';

/** A problem's message in both languages (`message` is the English). */
const said = (ru: string, en: string) => ({ message: en, text: { ru, en } });

const isDeals = (p: Pulya): p is PulyaDeals => Array.isArray(p.players);

/** Whether the declarer made the contract (a game without play counts as made). */
function made(pref: PreferenceIR, deal: PreferenceDeal): boolean {
  const taken = deal.tricks?.[deal.declarer ?? ''] ?? 0;
  if (deal.contract === 'misere') return taken === 0;
  const played = Object.values(deal.defenders ?? {}).some((d) => d === 'whist' || d === 'returned');
  return !played || taken >= (contractRow(pref, deal.contract as number)?.tricks ?? 0);
}

/** Whether a deal (not an all-pass) ends a series of all-passes under the regulation. */
function exits(pref: PreferenceIR, deal: PreferenceDeal): boolean {
  const rule = pref.allPassExit.value;
  if (!made(pref, deal) && !rule.failed) return false;
  if (deal.contract === 'misere') return rule.misere;
  const whisted = Object.values(deal.defenders ?? {}).some((d) => d === 'whist' || d === 'returned');
  return whisted || rule.unwhisted;
}

/**
 * Checks a pulya of deals: the table, each deal, the dealing order, the all-pass series, the last round. Also gives
 * each deal's all-pass round and the last round's report.
 */
function checkDeals(pref: PreferenceIR, pulya: PulyaDeals): { problems: PulyaProblem[]; deals: PreferenceDeal[]; lastRound: LastRoundReport | null } {
  const problems = checkPlayers(pref, pulya.players, ['players']);
  if (problems.length > 0) return { problems, deals: [], lastRound: null };
  const deals: PreferenceDeal[] = [];
  let series = 0;
  pulya.deals.forEach((raw, i) => {
    const at = ['deals', i];
    const deal: PreferenceDeal = { ...raw, players: pulya.players };
    const own = validateDeal(pref, deal, at);
    problems.push(...own);
    const prev = pulya.deals[i - 1];
    if (prev && pulya.players.includes(prev.dealer) && pulya.players.includes(deal.dealer)) {
      const next = pulya.players[(pulya.players.indexOf(prev.dealer) + 1) % pulya.players.length];
      if (pref.dealPasses.value === 'clockwise' && next !== deal.dealer) {
        problems.push({ code: 'pulya/dealer-order', severity: 'warning', path: [...at, 'dealer'], ...said(`сдача переходит по часовой стрелке: после ${prev.dealer} сдаёт ${next}, а не ${deal.dealer}`, `the deal passes clockwise: after ${prev.dealer} deals ${next}, not ${deal.dealer}`) });
      }
    }
    if (deal.contract === 'all-pass') {
      series += 1;
      if (deal.allPassRound !== undefined && deal.allPassRound !== series) {
        problems.push({ code: 'pulya/all-pass-round', severity: 'error', path: [...at, 'all-pass-round'], ...said(`это ${series}-й распас подряд, а не ${deal.allPassRound}-й`, `this is all-pass no. ${series} in a row, not ${deal.allPassRound}`) });
      }
      deal.allPassRound = series;
    } else if (series > 0 && own.length === 0) {
      const least = exitMinimum(pref, series);
      if (bidRank(pref, deal.contract) < bidRank(pref, least)) {
        problems.push({ code: 'pulya/exit', severity: 'error', path: [...at, 'contract'], ...said(`после ${series}-го распаса подряд наименьшая игра — ${least}`, `after ${series} all-pass(es) the least contract is ${least}`) });
      }
    }
    deals.push(deal);
    if (deal.contract !== 'all-pass' && own.length === 0 && exits(pref, deal)) series = 0;
  });
  const last = checkLastRound(pref, pulya);
  problems.push(...last.problems);
  return { problems, deals, lastRound: last.report };
}

/** Checks a finished sheet: the number of players, whists only on other players of the table. */
function checkSheet(pref: PreferenceIR, sheet: Record<PlayerId, SheetEntry>): PulyaProblem[] {
  const players = Object.keys(sheet);
  const problems = checkPlayers(pref, players, ['players']);
  for (const p of players) {
    for (const q of Object.keys(sheet[p]!.whists)) {
      if (q === p) problems.push({ code: 'pulya/sheet', severity: 'error', path: ['players', p, 'whists', q], ...said(`${p}: висты на себя не пишут`, `${p} cannot write whists on himself`) });
      else if (!players.includes(q)) problems.push({ code: 'pulya/unknown-player', severity: 'error', path: ['players', p, 'whists', q], ...said(`«${q}» — не игрок этой пули (${players.join(', ')})`, `'${q}' is not a player of this sheet (${players.join(', ')})`) });
    }
  }
  return problems;
}

/** Every problem of a pulya (plain data or typed): structure, then the deals or the sheet. */
export function validatePulya(ir: RegulationIR, data: unknown): PulyaProblem[] {
  const { pulya, problems } = readPulya(data);
  if (!pulya) return problems;
  const pref = preferenceOf(ir);
  return isDeals(pulya) ? checkDeals(pref, pulya).problems : checkSheet(pref, pulya.players);
}

/** Adds a deal's entries to the sheet; a write-off larger than the player's mountain goes onto every other player's. */
function writeDeal(pref: PreferenceIR, sheet: Record<PlayerId, SheetEntry>, score: DealScore): void {
  const players = Object.keys(sheet);
  for (const [p, e] of Object.entries(score.entries)) {
    sheet[p]!.pool += e.pool;
    if (e.mountain > 0) sheet[p]!.mountain += e.mountain;
    for (const [q, w] of Object.entries(e.whists)) sheet[p]!.whists[q] = (sheet[p]!.whists[q] ?? 0) + w;
  }
  const writeOffs = Object.entries(score.entries).filter(([, e]) => e.mountain < 0).map(([p, e]) => [p, -e.mountain] as const);
  for (const [p, amount] of writeOffs) {
    const off = Math.min(sheet[p]!.mountain, amount);
    const rest = amount - off;
    sheet[p]!.mountain -= off;
    if (rest === 0) continue;
    score.entries[p]!.mountain += rest;
    const ref = settingRule(pref, 'poolToMountain');
    score.items.push({ ...ref, player: p, kind: 'mountain', amount: rest, text: { ru: `гора ${p} на нуле: остаток ${rest} не списан`, en: `${p}'s mountain is at zero: ${rest} not written off` } });
    for (const q of players.filter((x) => x !== p)) {
      sheet[q]!.mountain += rest;
      score.entries[q]!.mountain += rest;
      score.items.push({ ...ref, player: q, kind: 'mountain', amount: rest, text: { ru: `гора ${p} на нуле: ${rest} в гору остальным`, en: `${p}'s mountain is at zero: ${rest} onto everyone else's` } });
    }
  }
}

/** A settled player line with the parts of the result. */
export type SettledPlayer = PulyaPlayerResult & { terms: NetTerms };

/** A settled pulya: players, deals, problems, and the last round when the record says where it was announced. */
export type SettledPulya = PulyaResult & { players: Record<PlayerId, SettledPlayer>; problems: PulyaProblem[]; lastRound: LastRoundReport | null };

/**
 * Settles a pulya (a list of deals or a finished sheet): every player's pool, mountain, whists and exact result
 * `net` in whists (zero-sum), and each deal's explained entries. With problems (errors) nothing is settled.
 */
export function settlePulya(ir: RegulationIR, data: unknown): SettledPulya {
  const pref = preferenceOf(ir);
  const { pulya, problems } = readPulya(data);
  if (!pulya) return { players: {}, deals: [], problems, lastRound: null };
  let sheet: Record<PlayerId, SheetEntry>;
  const deals: PulyaDealScore[] = [];
  let lastRound: LastRoundReport | null = null;
  if (isDeals(pulya)) {
    const checked = checkDeals(pref, pulya);
    problems.push(...checked.problems);
    if (problems.some((p) => p.severity === 'error')) return { players: {}, deals: [], problems, lastRound: null };
    lastRound = checked.lastRound;
    sheet = Object.fromEntries(pulya.players.map((p) => [p, emptyEntry()]));
    for (const deal of checked.deals) {
      const score = scoreValidDeal(pref, deal);
      writeDeal(pref, sheet, score);
      deals.push({ ...score, deal });
    }
  } else {
    problems.push(...checkSheet(pref, pulya.players));
    if (problems.some((p) => p.severity === 'error')) return { players: {}, deals: [], problems, lastRound: null };
    sheet = pulya.players;
  }
  const settled = settleSheet(pref, sheet);
  const players = Object.fromEntries(Object.entries(sheet).map(([p, e]) => [p, { ...e, whists: { ...e.whists }, ...settled[p]! }]));
  return { players, deals, problems, lastRound };
}
