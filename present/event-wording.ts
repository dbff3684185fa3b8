/**
 * The words of the event files' structure problems (schemas/event.schema.json), in English and in Russian: where a
 * problem is, as judges count (1-based: "deal 2 of table 1 in round 3" / "сдача 2, стол 1, тур 3"), and what is wrong
 * with it. A field of an entry's payload is named in Russian by what the judge sees on the form ("висты игрока A"),
 * not by its path: the desk shows the message next to that field.
 */
import { describeValueRu, formatPath, jsonType, typeArticle, typeRu, typesOf, type SchemaContext, type SchemaFact, type SchemaText } from '../compiler/index.js';
import type { Lang } from './i18n.js';
import { CHARACTERS, countRu } from '../runtime/index.js';

/** How a value is named in messages: `a number (2025)`, `true`, `a list`, `nothing (an empty value)`. */
export function describeValue(value: unknown): string {
  const t = jsonType(value);
  if (t === 'null') return 'nothing (an empty value)';
  if (t === 'string') return `a string (${JSON.stringify(value)})`;
  if (t === 'boolean') return String(value);
  if (t === 'integer' || t === 'number') return `a number (${String(value)})`;
  return typeArticle(t);
}

/** The words of `describeEventPath` in each language. */
const PLACE_WORDS = {
  en: {
    player: (n: number) => `player ${n}`, round: (n: number) => `round ${n}`, table: (n: number, round: string) => `table ${n} in ${round}`,
    deal: (n: number, table: string) => `deal ${n} of ${table}`, penalty: (n: number, of: string) => `penalty ${n} of ${of}`,
    substitution: (n: number, round: string) => `substitution ${n} in ${round}`, top: 'the top level',
  },
  ru: {
    player: (n: number) => `игрок ${n}`, round: (n: number) => `тур ${n}`, table: (n: number, round: string) => `стол ${n}, ${round}`,
    deal: (n: number, table: string) => `сдача ${n}, ${table}`, penalty: (n: number, of: string) => `штраф ${n}, ${of}`,
    substitution: (n: number, round: string) => `замена ${n}, ${round}`, top: 'файл целиком',
  },
};

/** The fields of an entry's payload as the desk's forms name them (Russian). */
const FIELD_RU: Record<string, string> = {
  vists: 'висты', points: 'очки', hands: 'рука', fans: 'фаны', mahjong: 'маджонг', limit: 'лимит', redeal: 'пересдача', win: 'выигрыш',
  player: 'игрок', from: 'откуда выигрышная кость', discarder: 'сбросивший', pulya: 'пуля', pool: 'пуля', mountain: 'гора',
  whists: 'висты', penalties: 'штрафы', rule: 'правило', clause: 'пункт', reason: 'причина', note: 'заметка', id: 'код',
  name: 'имя', 'from-round': 'с тура', after: 'после тура', out: 'уходит', in: 'входит', 'after-deal': 'после сдачи',
  forced: 'принудительная замена', tables: 'столы', players: 'игроки', seating: 'рассадка', wind: 'ветер', events: 'события', void: 'запрещённая масть',
};

/** Keys whose children are keyed by player id. */
const PER_PLAYER = new Set(['vists', 'points', 'hands', 'whists', 'players', 'void']);

/** A payload field in Russian: its last named key, with the player it is for (`висты игрока A`, `пуля (игрок A)`). */
function payloadFieldRu(path: readonly (string | number)[]): string {
  const keys = path.slice(1).filter((k): k is string => typeof k === 'string');
  let words = 'запись';
  let owner: string | undefined;
  keys.forEach((key, i) => {
    const parent = keys[i - 1];
    const isPlayer = parent !== undefined && PER_PLAYER.has(parent) && FIELD_RU[key] === undefined;
    if (!isPlayer) words = FIELD_RU[key] ?? key;
    else if (parent === 'players') owner = key;
    else if (parent === 'whists') words = `висты на ${key}`;
    else words = `${FIELD_RU[parent] ?? parent} игрока ${key}`;
  });
  return owner !== undefined ? `${words} (игрок ${owner})` : words;
}

/**
 * Where a path points, in words: "deal 2 of table 1 in round 3, win.from" ("сдача 2, стол 1, тур 3, win.from"),
 * "player 4, id", "the top level". Indices are shown 1-based, as judges count. In Russian, a path in an entry's
 * payload is the field's name (`висты игрока A`).
 */
export function describeEventPath(path: readonly (string | number)[], lang: Lang = 'en'): string {
  if (lang === 'ru' && path[0] === 'payload') return payloadFieldRu(path);
  const w = PLACE_WORDS[lang];
  const parts: string[] = [];
  let i = 0;
  const at = (k: number, key: string) => path[k] === key && typeof path[k + 1] === 'number';
  const nth = (k: number) => (path[k] as number) + 1;
  if (at(0, 'players')) {
    parts.push(w.player(nth(1)));
    i = 2;
  } else if (at(0, 'rounds')) {
    const round = w.round(nth(1));
    i = 2;
    if (at(2, 'tables')) {
      const table = w.table(nth(3), round);
      i = 4;
      if (at(4, 'deals')) {
        const deal = w.deal(nth(5), table);
        i = 6;
        if (at(6, 'penalties')) {
          parts.push(w.penalty(nth(7), deal));
          i = 8;
        } else parts.push(deal);
      } else if (at(4, 'penalties')) {
        parts.push(w.penalty(nth(5), table));
        i = 6;
      } else parts.push(table);
    } else if (at(2, 'substitutions')) {
      parts.push(w.substitution(nth(3), round));
      i = 4;
    } else parts.push(round);
  }
  const rest = path.slice(i);
  if (rest.length > 0) parts.push(formatPath(rest));
  return parts.length === 0 ? w.top : parts.join(', ');
}

/** "`a`", "`a` or `b`", "`a`, `b` or `c`" (`или` in Russian). */
function listKeys(keys: readonly string[], or = 'or'): string {
  const quoted = keys.map((k) => `\`${k}\``);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} ${or} ${quoted[quoted.length - 1]!}`;
}

/** A structure problem's text: the English message and the Russian one. */
function both(en: string, ru: string, extra: Omit<SchemaText, 'message' | 'text'> = {}): SchemaText {
  return { message: en, text: { en, ru }, ...extra };
}

/** A structure fact in the words of a judge, in both languages: places as judges count them (see `describeEventPath`). */
export function wordEvent(fact: SchemaFact, { path, value }: SchemaContext): SchemaText {
  const where = describeEventPath(path);
  const ru = describeEventPath(path, 'ru');
  const guess = 'guess' in fact && fact.guess !== undefined ? fact.guess : undefined;
  switch (fact.kind) {
    case 'unknown-key':
      return both(`${where}: unknown key "${fact.key}"` + (guess !== undefined ? `; did you mean "${guess}"?` : ''),
        `${ru}: неизвестный ключ «${fact.key}»` + (guess !== undefined ? `; может быть, «${guess}»?` : ''),
        fact.allowed.length > 0 ? { hint: `allowed keys here: ${fact.allowed.join(', ')}` } : {});
    case 'not-allowed':
      return both(`${describeEventPath(path.slice(0, -1))}: key "${fact.key}" is not allowed here`, `${describeEventPath(path.slice(0, -1), 'ru')}: ключ «${fact.key}» здесь не допускается`);
    case 'missing-key':
      // At the mapping that lacks the key.
      return both(`${where}: missing required key "${fact.key}"`, `${ru}: не хватает обязательного поля «${FIELD_RU[fact.key] ?? fact.key}» (${fact.key})`,
        { ...(fact.description ? { hint: `${fact.key}: ${fact.description}` } : {}), at: { path } });
    case 'needs-one-of':
      return both(`${where}: needs ${listKeys(fact.keys)}`, `${ru}: нужно ${listKeys(fact.keys, 'или')}`);
    case 'type': {
      const quote = fact.expected.includes('string') && (typeof value === 'number' || typeof value === 'boolean');
      return both(`${where} must be ${fact.expected.map(typeArticle).join(' or ')}, got ${describeValue(value)}`,
        `${ru}: нужно ${fact.expected.map(typeRu).join(' или ')}, а не ${describeValueRu(value)}`,
        quote ? { hint: `quote it to make it a string: "${String(value)}"` } : {});
    }
    case 'no-branch': {
      const types = [...new Set(fact.branches.flatMap((b) => typesOf(b)))];
      return both(`${where} must be ${types.map(typeArticle).join(' or ')}, got ${describeValue(value)}`, `${ru}: нужно ${types.map(typeRu).join(' или ')}, а не ${describeValueRu(value)}`);
    }
    case 'branch-unclear':
      return both(`${where} must be ${fact.titles.slice(0, -1).join(', ')} or ${fact.titles[fact.titles.length - 1]!}`,
        `${ru}: запись не подходит ни под один из видов: ${fact.titles.join('; ')}`);
    case 'not-listed': {
      const list = fact.allowed.map((v) => JSON.stringify(v));
      return both(`${where} must be ${list.length === 1 ? list[0] : `one of ${list.join(', ')}`}, got ${describeValue(value)}` + (guess !== undefined ? `; did you mean "${guess}"?` : ''),
        `${ru}: допустимо ${list.join(', ')}, а не ${describeValueRu(value)}` + (guess !== undefined ? `; может быть, «${guess}»?` : ''));
    }
    case 'pattern':
      if (fact.pattern === '^\\S+$') return both(`${where}: player id ${JSON.stringify(value)} must not contain spaces`, `${ru}: ${describeValueRu(value)} — пробелов быть не должно`);
      return both(`${where}: ${JSON.stringify(value)} is not a valid id (ids are kebab-case: lowercase letters and digits joined by hyphens)`,
        `${ru}: ${describeValueRu(value)} — не код (строчные латинские буквы и цифры через дефис)`);
    case 'too-short':
      return both(`${where} must not be empty`, `${ru}: не может быть пустым`);
    case 'too-long': {
      const n = String(value).length;
      return both(`${where} is ${n} characters long; the most is ${fact.limit}`, `${ru}: длина ${countRu(n, CHARACTERS)}, а можно не больше ${fact.limit}`);
    }
    case 'item-count': {
      const n = (value as unknown[]).length;
      return both(`${where} must have ${fact.bound === 'min' ? 'at least' : 'at most'} ${fact.limit} item${fact.limit === 1 ? '' : 's'}, got ${n}`,
        `${ru}: нужно ${fact.bound === 'min' ? 'не меньше' : 'не больше'} ${fact.limit} (элементов), а их ${n}`);
    }
    case 'repeated-item':
      return both(`${where} lists the same value twice (items ${fact.first + 1} and ${fact.second + 1})`, `${ru}: одно и то же значение дважды (элементы ${fact.first + 1} и ${fact.second + 1})`);
    case 'bound':
      if (fact.keyword === 'minimum') return both(`${where} must be at least ${fact.limit}, got ${String(value)}`, `${ru}: не меньше ${fact.limit}, а не ${String(value)}`);
      if (fact.keyword === 'maximum') return both(`${where} ${fact.message}`, `${ru}: не больше ${fact.limit}, а не ${String(value)}`);
      return both(`${where} ${fact.message}`, `${ru}: ${fact.message}`);
    case 'exclusive-keys':
      return both(`${where}: give only one of ${fact.keys.map((k) => `\`${k}\``).join(' and ')}`, `${ru}: укажите только одно из: ${fact.keys.map((k) => `\`${k}\``).join(', ')}`);
    case 'other':
      return both(`${where} ${fact.message}`, `${ru}: ${fact.message}`);
  }
}
