/**
 * Reads a riichi hanchan as written in a file (docs/riichi.md): the players in seat order at the first deal and the
 * deals, each with its riichi declarations and one ending: `win` (a mapping, or a list of them for several winners
 * on one discard), `draw: {tenpai: [...]}` or `chombo: <player>`. A win gives `player`, `hand`, `from` (discard,
 * wall, replacement, robbing), `discarder` for a discard or a robbed kong, and the circumstances of the win
 * (`ippatsu`, `dora`, `ura`, `last-tile`, ...); or, for speed, instead of the hand its counters typed by the judge
 * (`han: 3, fu: 40`; any other key with a number is taken as a counter, checked against the regulation when the
 * hanchan is settled). Every problem is reported with its path; nothing is thrown.
 */
import { DEAL_WIN_CIRCUMSTANCES, WIN_FROM, dealWinFlags, type WinFrom } from '../../runtime/index.js';
import type { RiichiDealInput, RiichiHanchanInput, RiichiProblem, RiichiWinInput } from './hanchan.js';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

const TOP_KEYS = ['players', 'deals', 'note'];
const DEAL_KEYS = ['riichi', 'win', 'draw', 'chombo', 'note'];
const WIN_KEYS = ['player', 'hand', 'from', 'discarder', ...DEAL_WIN_CIRCUMSTANCES.map((c) => c.key).filter((k) => k !== 'riichi')];

/** Unknown keys of a mapping, each a problem. */
function unknownKeys(o: Obj, known: readonly string[], path: Array<string | number>, problems: RiichiProblem[]): void {
  for (const k of Object.keys(o)) {
    if (!known.includes(k)) problems.push({ code: 'deal/format', path: [...path, k], message: `unknown key '${k}' (keys here: ${known.join(', ')})` });
  }
}

/** Reads a hanchan file's value; `input` is absent when the file cannot be settled. */
export function readRiichiHanchan(raw: unknown): { input?: RiichiHanchanInput; problems: RiichiProblem[] } {
  const problems: RiichiProblem[] = [];
  if (!isObject(raw)) return { problems: [{ code: 'deal/format', path: [], message: 'a riichi hanchan is a mapping with players and deals' }] };
  unknownKeys(raw, TOP_KEYS, [], problems);
  const players = Array.isArray(raw.players) ? raw.players.map(String) : [];
  if (players.length !== 4 || new Set(players).size !== 4) {
    problems.push({ code: 'deal/seats', path: ['players'], message: 'players: four different players in seat order East, South, West, North at the first deal' });
  }
  const player = (x: unknown, path: Array<string | number>): string | undefined => {
    if (typeof x === 'string' && players.includes(x)) return x;
    problems.push({ code: 'deal/unknown-player', path, message: `'${String(x)}' does not sit at the table (${players.join(', ')})` });
    return undefined;
  };
  if (!Array.isArray(raw.deals) || raw.deals.length === 0) problems.push({ code: 'deal/format', path: ['deals'], message: 'deals: a list of the deals in order' });
  const deals: RiichiDealInput[] = (Array.isArray(raw.deals) ? raw.deals : []).map((d: unknown, di): RiichiDealInput => {
    const path = ['deals', di];
    const deal: RiichiDealInput = { riichi: [], wins: [] };
    if (!isObject(d)) {
      problems.push({ code: 'deal/format', path, message: 'a deal is a mapping: riichi, and one of win, draw, chombo' });
      return deal;
    }
    unknownKeys(d, DEAL_KEYS, path, problems);
    if (d.riichi !== undefined) {
      const list = Array.isArray(d.riichi) ? d.riichi : [d.riichi];
      deal.riichi = list.map((p, i) => player(p, [...path, 'riichi', ...(Array.isArray(d.riichi) ? [i] : [])])).filter((p): p is string => p !== undefined);
    }
    const endings = ['win', 'draw', 'chombo'].filter((k) => d[k] !== undefined);
    if (endings.length !== 1) {
      problems.push({ code: 'deal/no-result', path, message: `a deal ends one way: win, draw or chombo (got ${endings.length === 0 ? 'none' : endings.join(' and ')})` });
      return deal;
    }
    if (d.chombo !== undefined) {
      const p = player(d.chombo, [...path, 'chombo']);
      if (p !== undefined) deal.chombo = p;
    } else if (d.draw !== undefined) {
      const tenpai = isObject(d.draw) && Array.isArray(d.draw.tenpai) ? d.draw.tenpai : undefined;
      if (tenpai === undefined) problems.push({ code: 'deal/format', path: [...path, 'draw'], message: 'draw: {tenpai: [the players ready, possibly none]}' });
      deal.draw = { tenpai: (tenpai ?? []).map((p, i) => player(p, [...path, 'draw', 'tenpai', i])).filter((p): p is string => p !== undefined) };
    } else {
      const list = Array.isArray(d.win) ? d.win : [d.win];
      if (list.length === 0) problems.push({ code: 'deal/format', path: [...path, 'win'], message: 'win: the winner (a mapping), or a list of the winners on one discard; the list is empty' });
      deal.wins = list.map((w, wi) => readWin(w, Array.isArray(d.win) ? [...path, 'win', wi] : [...path, 'win'], player, problems)).filter((w): w is RiichiWinInput => w !== undefined);
      const discarders = new Set(deal.wins.map((w) => w.discarder));
      if (deal.wins.length > 1 && (discarders.size !== 1 || deal.wins.some((w) => w.from !== 'discard'))) {
        problems.push({ code: 'deal/format', path: [...path, 'win'], message: 'several winners in one deal: each wins on the same discard (from: discard, the same discarder)' });
      }
    }
    return deal;
  });
  return problems.length > 0 ? { problems } : { input: { players, deals }, problems };
}

/** Reads one win of a deal. */
function readWin(w: unknown, path: Array<string | number>, player: (x: unknown, path: Array<string | number>) => string | undefined, problems: RiichiProblem[]): RiichiWinInput | undefined {
  if (!isObject(w)) {
    problems.push({ code: 'deal/format', path, message: 'a win is a mapping: player, hand, from, discarder, and its circumstances' });
    return undefined;
  }
  // Keys that are not a win's own and hold a number: counters typed by the judge (han, fu), checked at settlement.
  const typed = Object.fromEntries(Object.entries(w).filter(([k, v]) => !WIN_KEYS.includes(k) && typeof v === 'number')) as Record<string, number>;
  unknownKeys(Object.fromEntries(Object.entries(w).filter(([k]) => !(k in typed))), WIN_KEYS, path, problems);
  const who = player(w.player, [...path, 'player']);
  const typing = Object.keys(typed).length > 0;
  if (typing && w.hand !== undefined) problems.push({ code: 'deal/format', path: [...path, 'hand'], message: `a win gives its hand or its counters typed (${Object.keys(typed).join(', ')}), not both` });
  else if (!typing && typeof w.hand !== 'string') problems.push({ code: 'deal/missing-hand', path: [...path, 'hand'], message: "a win gives the winner's hand in the notation, or its counters typed (han, fu)" });
  const from = w.from as WinFrom;
  if (!WIN_FROM.includes(from)) {
    problems.push({ code: 'deal/win-from', path: [...path, 'from'], message: `from: one of ${WIN_FROM.join(', ')}` });
    return undefined;
  }
  const needsDiscarder = from === 'discard' || from === 'robbing';
  let discarder: string | undefined;
  if (needsDiscarder) {
    if (w.discarder === undefined) problems.push({ code: 'deal/discarder-missing', path, message: `a win from ${from} names the discarder` });
    else discarder = player(w.discarder, [...path, 'discarder']);
    if (discarder !== undefined && discarder === who) problems.push({ code: 'deal/discarder-is-winner', path: [...path, 'discarder'], message: 'the winner cannot be the discarder' });
  } else if (w.discarder !== undefined) {
    problems.push({ code: 'deal/discarder-on-self-draw', path: [...path, 'discarder'], message: `a win from ${from} has no discarder` });
  }
  const circumstances = dealWinFlags(w);
  for (const c of DEAL_WIN_CIRCUMSTANCES) {
    if (w[c.key] !== undefined && circumstances[c.field] === undefined) {
      problems.push({ code: 'deal/format', path: [...path, c.key], message: `${c.key}: ${c.doc}; got ${JSON.stringify(w[c.key])}` });
    }
  }
  if (typing) {
    const given = DEAL_WIN_CIRCUMSTANCES.filter((c) => w[c.key] !== undefined).map((c) => c.key);
    if (given.length > 0) problems.push({ code: 'deal/format', path: [...path, given[0]!], message: `a win with typed counters counts its yaku and dora in them: ${given.join(', ')} is not given` });
    if (who === undefined) return undefined;
    return { player: who, typed, from, ...(discarder !== undefined ? { discarder } : {}), circumstances: {} };
  }
  if (who === undefined || typeof w.hand !== 'string') return undefined;
  return { player: who, hand: w.hand, from, ...(discarder !== undefined ? { discarder } : {}), circumstances };
}
