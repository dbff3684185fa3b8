/**
 * Reads a pulya from plain data (parsed YAML or JSON): either `{players: [ids clockwise], deals: [...]}` or a
 * finished sheet `{players: {id: {pool, mountain, whists: {other: n}}}}`; a list of deals may say where the last
 * round was announced (`last-round: {announced-in-deal: k}`); either may name its regulation for the editor
 * (`regulation: <path>`, read by cli/pulya-file.ts). Wrong shapes become `pulya/format`
 * problems at the offending path, a sheet's number beyond the bound of a sheet `pulya/number`; nothing throws.
 */
import type { InputKind } from '../../compiler/index.js';
import type { Bilingual } from '../../runtime/index.js';
import { sheetNumberProblems } from './sheet-number.js';
import type { PulyaProblem, Pulya, PreferenceDeal, DefenderDecision, LastRoundMark, Suit } from './types.js';

/** A pulya file's kind of input: the codes of the problems of reading it (compiler/input readInputFile). */
export const PULYA_INPUT: InputKind = { fileMissing: 'pulya/file-missing', jsonSyntax: 'pulya/json-syntax' };

type Path = Array<string | number>;
type Obj = Record<string, unknown>;
type Fail = (path: Path, text: Bilingual) => void;
type Keys = (o: Obj, allowed: string[], at: Path) => void;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

const DEAL_KEYS = ['dealer', 'contract', 'suit', 'declarer', 'defenders', 'tricks', 'half', 'off-mountain', 'all-pass-round', 'note'];
/** The TypeScript spelling of the two-word keys (PreferenceDeal), accepted as well. */
const ALIASES: Record<string, string> = { offMountain: 'off-mountain', allPassRound: 'all-pass-round' };
const DECISIONS: DefenderDecision[] = ['whist', 'pass', 'half-whist', 'returned'];
const SUITS: Suit[] = ['spades', 'clubs', 'diamonds', 'hearts', 'no-trumps'];
const ENTRY_KEYS = ['pool', 'mountain', 'whists'];
/** Keys `reglament pulya --json` adds to a sheet: accepted on input so its output can be read back, and recomputed. */
const RESULT_KEYS = ['net', 'netExact', 'netDisplay'];

/** Reads the structure of a pulya; `pulya` is set when there was no problem. */
export function readPulya(data: unknown): { pulya?: Pulya; problems: PulyaProblem[] } {
  const problems: PulyaProblem[] = [];
  const fail: Fail = (path, text) => problems.push({ code: 'pulya/format', severity: 'error', path, message: text.en, text });
  const keys: Keys = (o, allowed, at) => {
    for (const k of Object.keys(o)) {
      if (allowed.includes(k)) continue;
      const text = { en: `unknown key '${k}' (keys here: ${allowed.join(', ')})`, ru: `неизвестный ключ «${k}» (здесь ключи: ${allowed.join(', ')})` };
      problems.push({ code: 'pulya/format', severity: 'error', path: [...at, k], message: text.en, text, atKey: true });
    }
  };
  if (!isObject(data)) {
    fail([], {
      en: 'a pulya is a mapping: {players: [...], deals: [...]} or a sheet {players: {A: {pool, mountain, whists}}}',
      ru: 'пуля — это словарь: {players: [...], deals: [...]} или лист {players: {A: {pool, mountain, whists}}}',
    });
    return { problems };
  }
  if (data.regulation !== undefined && (typeof data.regulation !== 'string' || data.regulation === '')) {
    fail(['regulation'], { en: 'regulation: the path of the regulation file, relative to this file', ru: 'regulation: путь к файлу регламента относительно этого файла' });
  }
  if (isObject(data.players)) {
    keys(data, ['players', 'regulation', 'note'], []);
    for (const [p, e] of Object.entries(data.players)) {
      if (!isObject(e)) { fail(['players', p], { en: `${p}: {pool, mountain, whists: {other player: n}}`, ru: `${p}: {pool (пуля), mountain (гора), whists (висты): {другой игрок: n}}` }); continue; }
      keys(e, [...ENTRY_KEYS, ...RESULT_KEYS], ['players', p]);
      for (const k of ['pool', 'mountain'] as const) {
        if (e[k] !== undefined && !Number.isFinite(e[k])) fail(['players', p, k], { en: `${k}: a number`, ru: `${k} (${k === 'pool' ? 'пуля' : 'гора'}): нужно число` });
      }
      if (e.whists !== undefined && !(isObject(e.whists) && Object.values(e.whists).every(Number.isFinite))) {
        fail(['players', p, 'whists'], { en: 'whists: {other player: number}', ru: 'whists (висты): {другой игрок: число}' });
      }
    }
    problems.push(...sheetNumberProblems(data));
    if (problems.length > 0) return { problems };
    const players = Object.fromEntries(Object.entries(data.players as Record<string, Obj>).map(([p, e]) => [p, {
      pool: (e.pool as number | undefined) ?? 0, mountain: (e.mountain as number | undefined) ?? 0, whists: { ...((e.whists as Record<string, number> | undefined) ?? {}) },
    }]));
    return { pulya: { players }, problems };
  }
  keys(data, ['players', 'deals', 'last-round', 'regulation', 'note'], []);
  const players = data.players;
  if (!Array.isArray(players) || !players.every((p) => typeof p === 'string' && p !== '')) {
    fail(['players'], { en: 'players: the player ids clockwise, e.g. [A, B, C]', ru: 'players: коды игроков по часовой стрелке, например [A, B, C]' });
  }
  if (!Array.isArray(data.deals)) fail(['deals'], { en: 'deals: the list of deals in the order played', ru: 'deals: список сдач в порядке игры' });
  const lastRound = readLastRound(data['last-round'], fail, keys);
  if (problems.length > 0) return { problems };
  const table = players as string[];
  const deals = (data.deals as unknown[]).flatMap((d, i) => {
    // A typed PreferenceDeal carries the table too: accepted when it is the pulya's.
    if (!isObject(d) || d.players === undefined) return readDeal(d, ['deals', i], fail, keys);
    const same = Array.isArray(d.players) && d.players.length === table.length && d.players.every((p, k) => p === table[k]);
    if (!same) {
      fail(['deals', i, 'players'], {
        en: `a deal's players are the pulya's (${table.join(', ')}), in the same order`,
        ru: `игроки сдачи — игроки пули (${table.join(', ')}), в том же порядке`,
      });
    }
    const { players: _table, ...rest } = d;
    return readDeal(rest, ['deals', i], fail, keys);
  });
  if (problems.length > 0) return { problems };
  return { pulya: { players: players as string[], deals, ...(lastRound ? { lastRound } : {}) }, problems };
}

/** Reads `last-round: {announced-in-deal: k}` (k from 1); undefined when absent or malformed (then a problem). */
function readLastRound(raw: unknown, fail: Fail, keys: Keys): LastRoundMark | undefined {
  if (raw === undefined) return undefined;
  const at = ['last-round'];
  if (!isObject(raw)) {
    fail(at, {
      en: 'last-round: {announced-in-deal: k}, the deal (from 1) being played when the last round was announced',
      ru: 'last-round: {announced-in-deal: k}, номер сдачи (от 1), во время которой объявлен последний круг',
    });
    return undefined;
  }
  keys(raw, ['announced-in-deal', 'note'], at);
  const k = raw['announced-in-deal'];
  if (!(Number.isInteger(k) && (k as number) >= 1)) {
    fail([...at, 'announced-in-deal'], {
      en: 'announced-in-deal: the number (from 1) of the deal being played when the last round was announced',
      ru: 'announced-in-deal: номер сдачи (от 1), во время которой объявлен последний круг',
    });
    return undefined;
  }
  return { announcedInDeal: k as number };
}

function readDeal(raw: unknown, at: Path, fail: Fail, keys: Keys): Array<Omit<PreferenceDeal, 'players'>> {
  if (!isObject(raw)) {
    fail(at, { en: 'a deal is a mapping: dealer, contract, declarer, defenders, tricks', ru: 'сдача — это словарь: dealer, contract, declarer, defenders, tricks' });
    return [];
  }
  const d: Obj = Object.fromEntries(Object.entries(raw).map(([k, v]) => [ALIASES[k] ?? k, v]));
  const before = { n: 0 };
  const bad: Fail = (path, text) => { before.n++; fail([...at, ...path], text); };
  keys(d, DEAL_KEYS, at);
  if (typeof d.dealer !== 'string') bad(['dealer'], { en: 'dealer: the id of the player who dealt', ru: 'dealer: код сдающего игрока' });
  const c = d.contract;
  if (!((typeof c === 'number' && Number.isInteger(c)) || c === 'misere' || c === 'all-pass')) {
    bad(['contract'], { en: 'contract: the tricks of the game (6-10), misere or all-pass', ru: 'contract: взятки игры (6–10), misere (мизер) или all-pass (распасы)' });
  }
  if (d.suit !== undefined && !SUITS.includes(d.suit as Suit)) bad(['suit'], { en: `suit: one of ${SUITS.join(', ')}`, ru: `suit (масть): одно из ${SUITS.join(', ')}` });
  if (d.declarer !== undefined && typeof d.declarer !== 'string') bad(['declarer'], { en: 'declarer: a player id', ru: 'declarer: код разыгрывающего игрока' });
  if (d.defenders !== undefined && !(isObject(d.defenders) && Object.values(d.defenders).every((x) => DECISIONS.includes(x as DefenderDecision)))) {
    bad(['defenders'], { en: `defenders: {player: ${DECISIONS.join(' | ')}}`, ru: `defenders (решения вистующих): {игрок: ${DECISIONS.join(' | ')}}` });
  }
  if (d.tricks !== undefined && !(isObject(d.tricks) && Object.values(d.tricks).every((x) => Number.isInteger(x)))) {
    bad(['tricks'], { en: 'tricks: {player: whole number}', ru: 'tricks (взятки): {игрок: целое число}' });
  }
  if (d.half !== undefined && typeof d.half !== 'boolean') bad(['half'], { en: 'half: true for a misère played half with the dealer', ru: 'half: true, если мизер играется пополам со сдающим' });
  const off = d['off-mountain'];
  if (off !== undefined && !(Array.isArray(off) && off.every((x) => typeof x === 'string'))) {
    bad(['off-mountain'], { en: 'off-mountain: the players who write their pool points off the mountain', ru: 'off-mountain: игроки, которые списывают очки пули с горы' });
  }
  const round = d['all-pass-round'];
  if (round !== undefined && !Number.isInteger(round)) bad(['all-pass-round'], { en: 'all-pass-round: a whole number', ru: 'all-pass-round: целое число' });
  if (before.n > 0) return [];
  return [{
    dealer: d.dealer as string, contract: c as PreferenceDeal['contract'],
    ...(d.suit !== undefined ? { suit: d.suit as Suit } : {}),
    ...(d.declarer !== undefined ? { declarer: d.declarer as string } : {}),
    ...(d.defenders !== undefined ? { defenders: { ...(d.defenders as Record<string, DefenderDecision>) } } : {}),
    ...(d.tricks !== undefined ? { tricks: { ...(d.tricks as Record<string, number>) } } : {}),
    ...(d.half !== undefined ? { half: d.half as boolean } : {}),
    ...(off !== undefined ? { offMountain: [...(off as string[])] } : {}),
    ...(round !== undefined ? { allPassRound: round as number } : {}),
  }];
}
