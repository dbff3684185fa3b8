/**
 * Reads a riichi hanchan as written in a file (docs/riichi.md): the players in seat order at the first deal and the
 * deals, each with its riichi declarations and one ending: `win` (a mapping, or a list of them for several winners
 * on one discard), `draw: {tenpai: [...]}` or `chombo: <player>`. A win gives `player`, `hand`, `from` (discard,
 * wall, replacement, robbing), `discarder` for a discard or a robbed kong, and the circumstances of the win
 * (`ippatsu`, `dora`, `ura`, `last-tile`, ...), and `liable`, the player liable for it (pao); or, for speed, instead
 * of the hand its counters typed by the judge (`han: 3, fu: 40`; any other key with a number is taken as a counter,
 * checked against the regulation when the hanchan is settled). Every problem is reported with its path; nothing is thrown.
 */
import { WIN_FROM, dealWinCircumstances, dealWinFlags, type CircumstanceField, type WinFrom } from '../../runtime/index.js';
import { said, type RiichiDealInput, type RiichiHanchanInput, type RiichiProblem, type RiichiWinInput } from './hanchan.js';
import { RIICHI_TEXTS } from './problem-texts.js';
import { asGiven } from './as-given.js';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

const TOP_KEYS = ['players', 'deals', 'note'];
const DEAL_KEYS = ['riichi', 'win', 'draw', 'chombo', 'note'];
/**
 * The circumstances a riichi win states under `win:` (haitei/houtei, tenhou, chiihou, double riichi, ippatsu, renhou, the dora
 * and ura indicators); riichi itself is declared by the deal's `riichi:` list.
 */
export const RIICHI_DEAL_WIN: readonly CircumstanceField[] = ['lastTile', 'heavenly', 'earthly', 'doubleRiichi', 'ippatsu', 'renhou', 'dora', 'ura'];
const WIN_CIRCUMSTANCES = dealWinCircumstances(RIICHI_DEAL_WIN);
const WIN_KEYS = ['player', 'hand', 'from', 'discarder', 'liable', ...WIN_CIRCUMSTANCES.map((c) => c.key)];

/** Unknown keys of a mapping, each a problem (`text`: its wording, a win's says that a typed counter is a number). */
function unknownKeys(o: Obj, known: readonly string[], path: Array<string | number>, problems: RiichiProblem[], text = RIICHI_TEXTS.unknownKey): void {
  for (const k of Object.keys(o)) {
    if (!known.includes(k)) problems.push({ code: 'deal/format', path: [...path, k], ...said(text(k, known)) });
  }
}

/** Reads a hanchan file's value; `input` is absent when the file cannot be settled. */
export function readRiichiHanchan(raw: unknown): { input?: RiichiHanchanInput; problems: RiichiProblem[] } {
  const problems: RiichiProblem[] = [];
  if (!isObject(raw)) return { problems: [{ code: 'deal/format', path: [], ...said(RIICHI_TEXTS.notMapping()) }] };
  unknownKeys(raw, TOP_KEYS, [], problems);
  const players = Array.isArray(raw.players) ? raw.players.map(asGiven) : [];
  if (players.length !== 4 || new Set(players).size !== 4) {
    problems.push({ code: 'deal/seats', path: ['players'], ...said(RIICHI_TEXTS.seats()) });
  }
  const player = (x: unknown, path: Array<string | number>): string | undefined => {
    if (typeof x === 'string' && players.includes(x)) return x;
    problems.push({ code: 'deal/unknown-player', path, ...said(RIICHI_TEXTS.notAtTable(asGiven(x), players)) });
    return undefined;
  };
  if (!Array.isArray(raw.deals) || raw.deals.length === 0) problems.push({ code: 'deal/format', path: ['deals'], ...said(RIICHI_TEXTS.noDeals()) });
  const deals: RiichiDealInput[] = (Array.isArray(raw.deals) ? raw.deals : []).map((d: unknown, di): RiichiDealInput => {
    const path = ['deals', di];
    const deal: RiichiDealInput = { riichi: [], wins: [] };
    if (!isObject(d)) {
      problems.push({ code: 'deal/format', path, ...said(RIICHI_TEXTS.dealNotMapping()) });
      return deal;
    }
    unknownKeys(d, DEAL_KEYS, path, problems);
    if (d.riichi !== undefined) {
      const list = Array.isArray(d.riichi) ? d.riichi : [d.riichi];
      deal.riichi = list.map((p, i) => player(p, [...path, 'riichi', ...(Array.isArray(d.riichi) ? [i] : [])])).filter((p): p is string => p !== undefined);
    }
    const endings = ['win', 'draw', 'chombo'].filter((k) => d[k] !== undefined);
    if (endings.length !== 1) {
      problems.push({ code: 'deal/no-result', path, ...said(RIICHI_TEXTS.endings(endings)) });
      return deal;
    }
    if (d.chombo !== undefined) {
      const p = player(d.chombo, [...path, 'chombo']);
      if (p !== undefined) deal.chombo = p;
    } else if (d.draw !== undefined) {
      const tenpai = isObject(d.draw) && Array.isArray(d.draw.tenpai) ? d.draw.tenpai : undefined;
      if (tenpai === undefined) problems.push({ code: 'deal/format', path: [...path, 'draw'], ...said(RIICHI_TEXTS.draw()) });
      deal.draw = { tenpai: (tenpai ?? []).map((p, i) => player(p, [...path, 'draw', 'tenpai', i])).filter((p): p is string => p !== undefined) };
    } else {
      const list = Array.isArray(d.win) ? d.win : [d.win];
      if (list.length === 0) problems.push({ code: 'deal/format', path: [...path, 'win'], ...said(RIICHI_TEXTS.emptyWins()) });
      deal.wins = list.map((w, wi) => readWin(w, Array.isArray(d.win) ? [...path, 'win', wi] : [...path, 'win'], player, problems)).filter((w): w is RiichiWinInput => w !== undefined);
      const discarders = new Set(deal.wins.map((w) => w.discarder));
      if (deal.wins.length > 1 && (discarders.size !== 1 || deal.wins.some((w) => w.from !== 'discard'))) {
        problems.push({ code: 'deal/format', path: [...path, 'win'], ...said(RIICHI_TEXTS.severalWinners()) });
      }
    }
    return deal;
  });
  return problems.length > 0 ? { problems } : { input: { players, deals }, problems };
}

/** Reads one win of a deal. */
function readWin(w: unknown, path: Array<string | number>, player: (x: unknown, path: Array<string | number>) => string | undefined, problems: RiichiProblem[]): RiichiWinInput | undefined {
  if (!isObject(w)) {
    problems.push({ code: 'deal/format', path, ...said(RIICHI_TEXTS.winNotMapping()) });
    return undefined;
  }
  // Keys that are not a win's own and hold a number: counters typed by the judge (han, fu), checked at settlement.
  const typed = Object.fromEntries(Object.entries(w).filter(([k, v]) => !WIN_KEYS.includes(k) && typeof v === 'number')) as Record<string, number>;
  unknownKeys(Object.fromEntries(Object.entries(w).filter(([k]) => !(k in typed))), WIN_KEYS, path, problems, RIICHI_TEXTS.unknownWinKey);
  const who = player(w.player, [...path, 'player']);
  const typing = Object.keys(typed).length > 0;
  if (typing && w.hand !== undefined) problems.push({ code: 'deal/format', path: [...path, 'hand'], ...said(RIICHI_TEXTS.handAndTyped(Object.keys(typed))) });
  else if (!typing && typeof w.hand !== 'string') problems.push({ code: 'deal/missing-hand', path: [...path, 'hand'], ...said(RIICHI_TEXTS.missingHand()) });
  const from = w.from as WinFrom;
  if (!WIN_FROM.includes(from)) {
    problems.push({ code: 'deal/win-from', path: [...path, 'from'], ...said(RIICHI_TEXTS.winFrom(WIN_FROM)) });
    return undefined;
  }
  const needsDiscarder = from === 'discard' || from === 'robbing';
  let discarder: string | undefined;
  if (needsDiscarder) {
    if (w.discarder === undefined) problems.push({ code: 'deal/discarder-missing', path, ...said(RIICHI_TEXTS.discarderMissing(from)) });
    else discarder = player(w.discarder, [...path, 'discarder']);
    if (discarder !== undefined && discarder === who) problems.push({ code: 'deal/discarder-is-winner', path: [...path, 'discarder'], ...said(RIICHI_TEXTS.discarderIsWinner()) });
  } else if (w.discarder !== undefined) {
    problems.push({ code: 'deal/discarder-on-self-draw', path: [...path, 'discarder'], ...said(RIICHI_TEXTS.discarderOnSelfDraw(from)) });
  }
  // Liability (pao): the player who fed the set completing the hand; checked against the regulation at settlement.
  const liable = w.liable === undefined ? undefined : player(w.liable, [...path, 'liable']);
  const also = { ...(discarder !== undefined ? { discarder } : {}), ...(liable !== undefined ? { liable } : {}) };
  const circumstances = dealWinFlags(w, WIN_CIRCUMSTANCES);
  for (const c of WIN_CIRCUMSTANCES) {
    if (w[c.key] !== undefined && circumstances[c.field] === undefined) {
      problems.push({ code: 'deal/format', path: [...path, c.key], ...said(RIICHI_TEXTS.circumstance(c.key, c.doc, JSON.stringify(w[c.key]))) });
    }
  }
  if (typing) {
    const given = WIN_CIRCUMSTANCES.filter((c) => w[c.key] !== undefined).map((c) => c.key);
    if (given.length > 0) problems.push({ code: 'deal/format', path: [...path, given[0]!], ...said(RIICHI_TEXTS.typedWithCircumstances(given)) });
    if (who === undefined) return undefined;
    return { player: who, typed, from, ...also, circumstances: {} };
  }
  if (who === undefined || typeof w.hand !== 'string') return undefined;
  return { player: who, hand: w.hand, from, ...also, circumstances };
}
