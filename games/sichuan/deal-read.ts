/**
 * Reads a Sichuan deal written as data (a deal file of `reglament deal`, or a deal of an event file) into a
 * SichuanDealInput, reporting every structural problem at its path (code `deal/format`, or `deal/unknown-player`).
 * The format is documented in docs/sichuan.md. Never throws.
 */
import { type PlayerId, type ProblemCode, WIN_FROM, type WinFrom, makeTile, type Tile } from '../../runtime/index.js';
import { type SichuanKongKind } from '../../runtime/ir/sichuan.js';
import type { DealPath, HuHand, SichuanDealInput, SichuanEvent, SichuanProblem, VoidSuit } from './deal-types.js';

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

const KONG_TYPES: readonly SichuanKongKind[] = ['concealed', 'discard', 'promoted', 'from-hand'];
const VOIDS: readonly VoidSuit[] = ['m', 'p', 's'];
/** The keys that name an event's kind, and the other keys each kind allows. */
const EVENT_KEYS: Record<string, readonly string[]> = {
  kong: ['player', 'tile', 'from'],
  pung: ['tile', 'from'],
  hu: ['from', 'discarder', 'last-tile', 'after-kong', 'furiten'],
  'false-hu': ['waiting', 'hand'],
  'dead-hand': [],
  'wrong-tile-count': [],
  'wall-end': ['all-discards-void'],
};

/** Reads one suited tile written as `5m`. */
function readTile(x: unknown): Tile | undefined {
  if (typeof x !== 'string') return undefined;
  const m = /^([1-9])([mps])$/.exec(x.trim());
  return m ? makeTile(Number(m[1]), m[2] as 'm' | 'p' | 's') : undefined;
}

/** Reads a Sichuan deal. `seats`: the players at the table (an event's deal); absent: read from `players`. */
export function readSichuanDeal(data: unknown, seats?: readonly PlayerId[], extraKeys: readonly string[] = []): { input?: SichuanDealInput; problems: SichuanProblem[] } {
  const problems: SichuanProblem[] = [];
  const fail = (path: DealPath, message: string, code: ProblemCode = 'deal/format') => problems.push({ code, message, path });
  const unknownKey = (path: DealPath, message: string) => problems.push({ code: 'deal/format', message, path, atKey: true });
  if (!isObject(data)) {
    fail([], 'a Sichuan deal is a mapping with void and events');
    return { problems };
  }
  const top = [...(seats === undefined ? ['players'] : []), 'void', 'events', 'note', ...extraKeys];
  for (const k of Object.keys(data)) if (!top.includes(k)) unknownKey([k], `unknown key '${k}' (keys here: ${top.join(', ')})`);
  let players: PlayerId[] = seats ? [...seats] : [];
  if (!seats) {
    const p = data.players;
    if (!Array.isArray(p) || p.length < 2 || p.length > 4 || !p.every((x) => typeof x === 'string' && x !== '') || new Set(p).size !== p.length) {
      fail(['players'], 'players: the 4 distinct player ids in seat order');
      return { problems };
    }
    players = p as string[];
  }
  const isPlayer = (x: unknown): x is PlayerId => typeof x === 'string' && players.includes(x);
  const player = (x: unknown, path: DealPath, role: string): PlayerId | undefined => {
    if (isPlayer(x)) return x;
    fail(path, `${role} '${String(x)}' is not at the table (${players.join(', ')})`, typeof x === 'string' ? 'deal/unknown-player' : 'deal/format');
    return undefined;
  };

  const voids: Record<PlayerId, VoidSuit> = Object.create(null) as Record<PlayerId, VoidSuit>;
  if (data.void !== undefined) {
    if (!isObject(data.void)) fail(['void'], 'void: each player\'s void suit, e.g. { A: s, B: m }');
    else {
      for (const [p, v] of Object.entries(data.void)) {
        if (!player(p, ['void', p], 'the player')) continue;
        if (typeof v !== 'string' || !(VOIDS as readonly string[]).includes(v)) fail(['void', p], `the void suit of ${p} is one of m, p, s, got ${JSON.stringify(v)}`);
        else voids[p] = v as VoidSuit;
      }
    }
  }
  if (!Array.isArray(data.events) || data.events.length === 0) {
    fail(['events'], 'events: the deal\'s events in order (kong, pung, hu, false-hu, dead-hand, wrong-tile-count, wall-end)');
    return { problems };
  }
  const events: SichuanEvent[] = [];
  data.events.forEach((e, at) => {
    const path: DealPath = ['events', at];
    if (!isObject(e)) return fail(path, 'an event is a mapping, e.g. { hu: { B: 8 }, from: discard, discarder: A }');
    const kinds = Object.keys(e).filter((k) => k in EVENT_KEYS);
    if (kinds.length !== 1) return fail(path, `an event has exactly one of ${Object.keys(EVENT_KEYS).join(', ')}${kinds.length > 1 ? `, got ${kinds.join(' and ')}` : ''}`);
    const kind = kinds[0]!;
    for (const k of Object.keys(e)) if (k !== kind && !EVENT_KEYS[kind]!.includes(k)) unknownKey([...path, k], `unknown key '${k}' in a ${kind} event (keys: ${[kind, ...EVENT_KEYS[kind]!].join(', ')})`);
    const flag = (k: string): boolean => {
      if (e[k] === undefined) return false;
      if (typeof e[k] !== 'boolean') fail([...path, k], `${k}: true or false`);
      return e[k] === true;
    };
    const read = readEvent(kind, e, at, path, { fail, player, flag });
    if (read) events.push(read);
  });
  if (problems.length > 0) return { problems };
  return { input: { seats: players, void: voids, events }, problems };
}

interface Readers {
  fail: (path: DealPath, message: string) => void;
  player: (x: unknown, path: DealPath, role: string) => PlayerId | undefined;
  flag: (k: string) => boolean;
}

/** Reads the event of one kind; undefined when it has a problem (reported). */
function readEvent(kind: string, e: Obj, at: number, path: DealPath, r: Readers): SichuanEvent | undefined {
  switch (kind) {
    case 'kong': {
      const type = e.kong;
      if (typeof type !== 'string' || !(KONG_TYPES as readonly string[]).includes(type)) {
        r.fail([...path, 'kong'], `kong: one of ${KONG_TYPES.join(', ')}`);
        return undefined;
      }
      const p = r.player(e.player, [...path, 'player'], 'the kong\'s player');
      const tile = readTile(e.tile);
      if (tile === undefined) r.fail([...path, 'tile'], 'tile: the kong\'s tile, e.g. 5m');
      let from: PlayerId | undefined;
      if (type === 'discard') {
        from = e.from === undefined ? undefined : r.player(e.from, [...path, 'from'], 'the discarder');
        if (e.from === undefined) r.fail(path, 'a kong from a discard needs from: the player who discarded the tile');
        else if (from !== undefined && from === p) r.fail([...path, 'from'], 'a player cannot make a kong of his own discard');
      } else if (e.from !== undefined) r.fail([...path, 'from'], `only a kong from a discard has from (this one is ${type})`);
      if (!p || tile === undefined || (type === 'discard' && (from === undefined || from === p))) return undefined;
      return { at, kind: 'kong', type: type as SichuanKongKind, player: p, tile, ...(from !== undefined ? { from } : {}) };
    }
    case 'pung': {
      const p = r.player(e.pung, [...path, 'pung'], 'the pung\'s player');
      const tile = readTile(e.tile);
      if (tile === undefined) r.fail([...path, 'tile'], 'tile: the pung\'s tile, e.g. 7s');
      if (e.from === undefined) r.fail(path, 'a pung is claimed on a discard: from is the player who discarded the tile');
      const from = e.from === undefined ? undefined : r.player(e.from, [...path, 'from'], 'the discarder');
      if (from !== undefined && from === p) r.fail([...path, 'from'], 'a player cannot claim his own discard');
      if (!p || tile === undefined || from === undefined || from === p) return undefined;
      return { at, kind: 'pung', player: p, tile, from };
    }
    case 'hu': {
      const from = e.from;
      if (typeof from !== 'string' || !(WIN_FROM as readonly string[]).includes(from)) {
        r.fail([...path, 'from'], `from: one of ${WIN_FROM.join(', ')}`);
        return undefined;
      }
      if (!isObject(e.hu) || Object.keys(e.hu).length === 0) {
        r.fail([...path, 'hu'], 'hu: each winner with his hand or its value, e.g. { B: "123m456m789m234p5p+5p" } or { B: 8, C: 4 }');
        return undefined;
      }
      let ok = true;
      const winners: Array<{ player: PlayerId } & HuHand> = [];
      for (const [w, h] of Object.entries(e.hu)) {
        const p = r.player(w, [...path, 'hu', w], 'the winner');
        if (typeof h === 'string') { if (p) winners.push({ player: p, hand: h }); }
        else if (typeof h === 'number' && Number.isSafeInteger(h) && h > 0) { if (p) winners.push({ player: p, value: h }); }
        else { r.fail([...path, 'hu', w], `the hand of ${w} in the notation, or its value (a positive whole number)`); ok = false; }
        if (!p) ok = false;
      }
      const discarder = e.discarder === undefined ? undefined : r.player(e.discarder, [...path, 'discarder'], 'the discarder');
      const fromPlayer = from === 'discard' || from === 'robbing';
      if (fromPlayer && e.discarder === undefined) { r.fail(path, `a hu from ${from === 'robbing' ? 'a robbed kong' : 'a discard'} needs discarder`); ok = false; }
      if (!fromPlayer && e.discarder !== undefined) { r.fail([...path, 'discarder'], `a self-drawn hu (${from}) has no discarder`); ok = false; }
      if (discarder !== undefined && winners.some((w) => w.player === discarder)) { r.fail([...path, 'discarder'], `${discarder} cannot win on his own discard`); ok = false; }
      if (!fromPlayer && winners.length > 1) { r.fail([...path, 'hu'], 'only one player can win a self-drawn hu'); ok = false; }
      const lastTile = r.flag('last-tile');
      const afterKong = r.flag('after-kong');
      const furiten = r.flag('furiten');
      if (afterKong && from !== 'discard') { r.fail([...path, 'after-kong'], 'after-kong is a hu on a discard'); ok = false; }
      if (!ok || (fromPlayer && discarder === undefined)) return undefined;
      return { at, kind: 'hu', winners, from: from as WinFrom, ...(discarder !== undefined ? { discarder } : {}), lastTile, afterKong, furiten };
    }
    case 'false-hu': {
      const p = r.player(e['false-hu'], [...path, 'false-hu'], 'the offender');
      if (e.waiting !== undefined && typeof e.waiting !== 'boolean') r.fail([...path, 'waiting'], 'waiting: true or false');
      if (e.hand !== undefined && typeof e.hand !== 'string') r.fail([...path, 'hand'], 'hand: the offender\'s hand in the notation');
      if (!p || (e.waiting !== undefined && typeof e.waiting !== 'boolean') || (e.hand !== undefined && typeof e.hand !== 'string')) return undefined;
      return { at, kind: 'false-hu', player: p, ...(typeof e.waiting === 'boolean' ? { waiting: e.waiting } : {}), ...(typeof e.hand === 'string' ? { hand: e.hand } : {}) };
    }
    case 'dead-hand':
    case 'wrong-tile-count': {
      const p = r.player(e[kind], [...path, kind], 'the player');
      return p ? { at, kind, player: p } : undefined;
    }
    default: {
      const hands = e['wall-end'];
      if (!isObject(hands)) {
        r.fail([...path, 'wall-end'], 'wall-end: each player still in the deal with his hand, the value he waited for, or false (not ready)');
        return undefined;
      }
      let ok = true;
      const out: Record<PlayerId, string | number | false> = Object.create(null) as Record<PlayerId, string | number | false>;
      for (const [w, h] of Object.entries(hands)) {
        const p = r.player(w, [...path, 'wall-end', w], 'the player');
        if (!p) { ok = false; continue; }
        if (typeof h === 'string' || h === false || (typeof h === 'number' && Number.isSafeInteger(h) && h > 0)) out[p] = h;
        else { r.fail([...path, 'wall-end', w], `the hand of ${w} in the notation, the value he waited for, or false`); ok = false; }
      }
      const exempt = e['all-discards-void'];
      const allDiscardsVoid: PlayerId[] = [];
      if (exempt !== undefined && !Array.isArray(exempt)) {
        r.fail([...path, 'all-discards-void'], 'all-discards-void: the players every one of whose discards was of their void suit, e.g. [A]');
        ok = false;
      }
      (Array.isArray(exempt) ? exempt : []).forEach((x, i) => {
        const p = r.player(x, [...path, 'all-discards-void', i], 'the player');
        if (p === undefined) ok = false;
        else if (!(p in out)) { r.fail([...path, 'all-discards-void', i], `${p} has no hand at the wall end`); ok = false; }
        else allDiscardsVoid.push(p);
      });
      return ok ? { at, kind: 'wall-end', hands: out, allDiscardsVoid } : undefined;
    }
  }
}
