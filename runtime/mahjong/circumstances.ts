/**
 * The circumstances of a hand that its tiles do not show (the seat and round winds, where the winning tile came
 * from, the last tile, ...) as one table, and every reader and writer of them derived from it: the mapping of
 * regulation tests, deal files and the desk's API (`{seat: S, win: wall, last-tile: true}`), the words of hands files
 * and old `args:` strings (`--seat S --win wall --last-tile`), the options of `reglament score`
 * (cli/score-options.ts) and the JSON Schema of the mapping (scripts/gen-schemas.ts writes it into schemas/).
 * A new circumstance is a field of WinOptions (score-types.ts, with its default in DEFAULT_WIN_OPTIONS) and one row
 * of CIRCUMSTANCES; a fact that conditions read is then a row of vocabulary.ts.
 */
import { parseTileList } from './notation.js';
import { DEFAULT_WIN_OPTIONS, WIN_FROM, type WinOptions } from './score-types.js';
import { formatTile, WINDS, type Tile } from './tiles.js';
import { MAX_HAND_LENGTH } from '../tournament/limits.js';
import type { Bilingual } from '../ir/common.js';

/**
 * How a circumstance's value is written: one word of a list, yes or no, a count (0, 1, 2...), or tiles in the hand
 * notation (`3m7z`, riichi's indicators). Another way is a member here, its entry in VALUE_KINDS and its option in
 * cli/score-options.ts (the compiler asks for both).
 */
export type CircumstanceValue =
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'flag' }
  | { kind: 'count' }
  | { kind: 'tiles' };

/** One circumstance: how its value is written and what it means. */
export interface Circumstance {
  value: CircumstanceValue;
  /** One line in English: the help of `reglament score` and the description in the schemas. */
  doc: string;
  /** What the value is called in the help of `reglament score` (`--seat <wind>`); flags have none. */
  placeholder?: string;
  /**
   * A deal states it for its winner under `win:` (deal files, an event's hands deal); the others a deal gives its own
   * way (the seats, the round, `from`) or not at all.
   */
  dealWin?: true;
  /**
   * The facts of the rule language (vocabulary.ts) through which conditions read it: a regulation none of whose
   * conditions reads one of them does not ask for it (the desk's score form leaves it out), and a refused hand is
   * placed at the circumstance whose fact its rule reads.
   */
  facts: readonly string[];
  /** Every mahjong hand has it, whatever the regulation reads (the seat, the round, where the tile came from). */
  always?: true;
}

/** A mapping of circumstances as written (kebab-case keys): `{seat: S, win: wall, last-tile: true}`. */
export type CircumstanceMapping = Readonly<Record<string, string | number | boolean>>;

/** A problem of a written circumstance: its key (absent for the mapping as a whole) and what is wrong. */
export interface CircumstanceProblem {
  key?: string;
  message: string;
  /** The message in both languages (`en` is `message`). */
  text: Bilingual;
}

/** A problem (or an error of words) whose English is its message. */
const saidIn = (ru: string, en: string) => ({ message: en, text: { ru, en } });

const wind: CircumstanceValue = { kind: 'choice', values: WINDS };
const flag: CircumstanceValue = { kind: 'flag' };
const count: CircumstanceValue = { kind: 'count' };
const tiles: CircumstanceValue = { kind: 'tiles' };

/** Every circumstance, by its WinOptions field, in the order they are listed (help, schema, words). */
export const CIRCUMSTANCES: { readonly [F in keyof WinOptions]-?: Circumstance } = {
  seat: { value: wind, placeholder: 'wind', doc: "the player's seat wind", facts: ['seat', 'dealer'], always: true },
  round: { value: wind, placeholder: 'wind', doc: 'the round (prevailing) wind', facts: ['round'], always: true },
  win: { value: { kind: 'choice', values: WIN_FROM }, placeholder: 'from', doc: 'where the winning tile came from', facts: ['win.from', 'self_drawn', 'fully_concealed'], always: true },
  lastTile: { value: flag, doc: 'won with the last tile of the wall', dealWin: true, facts: ['last_tile'] },
  immediateCalling: { value: flag, doc: 'declared a calling hand at once and did not play on', dealWin: true, facts: ['immediate_calling'] },
  heavenly: { value: flag, doc: "East's mahjong with the dealt tiles", dealWin: true, facts: ['heavenly'] },
  earthly: { value: flag, doc: "mahjong on East's first discard after calling from the deal", dealWin: true, facts: ['earthly'] },
  kongOnKong: { value: flag, doc: 'mahjong on the loose tile after two kongs in a row', dealWin: true, facts: ['kong_on_kong'] },
  afterKong: { value: flag, doc: "mahjong on the discard made right after another player's kong", facts: ['after_kong'] },
  lastOfKind: { value: flag, doc: 'won on the last tile of its kind (the other three in sight)', dealWin: true, facts: ['last_of_kind'] },
  void: { value: { kind: 'choice', values: ['m', 'p', 's'] }, placeholder: 'suit', doc: "the player's void (missing) suit", facts: ['void_tiles'] },
  riichi: { value: flag, doc: 'the player declared riichi', dealWin: true, facts: ['riichi'] },
  doubleRiichi: { value: flag, doc: 'the player declared riichi in the first go-around (double riichi)', dealWin: true, facts: ['double_riichi'] },
  ippatsu: { value: flag, doc: 'won within one uninterrupted go-around after riichi', dealWin: true, facts: ['ippatsu'] },
  renhou: { value: flag, doc: "won on a discard before one's first draw, the first go-around uninterrupted (renhou)", dealWin: true, facts: ['renhou'] },
  dora: { value: tiles, placeholder: 'indicators', doc: 'dora indicator tiles in the notation, e.g. 3m7z', dealWin: true, facts: ['dora', 'dora_indicators'] },
  ura: { value: tiles, placeholder: 'indicators', doc: 'ura dora indicator tiles in the notation', dealWin: true, facts: ['ura_dora', 'ura_indicators'] },
  honba: { value: count, placeholder: 'n', doc: 'continuance counters (honba) on the table', facts: ['honba'] },
  sticks: { value: count, placeholder: 'n', doc: 'riichi sticks on the table for the winner', facts: ['sticks'] },
};

/** A WinOptions field. */
export type CircumstanceField = keyof WinOptions;

/** The key of a field as written in a mapping and as a flag (`lastTile` -> `last-tile`, `--last-tile`). */
export function circumstanceKey(field: CircumstanceField): string {
  return field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Every circumstance with its field and key, in table order. */
export const CIRCUMSTANCE_LIST: ReadonlyArray<Circumstance & { field: CircumstanceField; key: string }> = (
  Object.keys(CIRCUMSTANCES) as CircumstanceField[]
).map((field) => ({ ...CIRCUMSTANCES[field], field, key: circumstanceKey(field) }));

/** A circumstance with its field and key. */
export type ListedCircumstance = (typeof CIRCUMSTANCE_LIST)[number];

/**
 * The circumstances any game's deal may state for its winner under `win:` (`last-tile: true`), in table order: the
 * keys of an event's `win:` (its schema). Which of them one game's deals take is that game's list (dealWinOf).
 */
export const DEAL_WIN_CIRCUMSTANCES = CIRCUMSTANCE_LIST.filter((c) => c.dealWin === true);

/**
 * The circumstances classical mahjong's deals state under `win:` (the core's list; a game whose deals state others
 * gives its own, GameModule.dealWin in games/).
 */
export const CORE_DEAL_WIN: readonly CircumstanceField[] = ['lastTile', 'immediateCalling', 'heavenly', 'earthly', 'kongOnKong', 'lastOfKind'];

/** The deal circumstances of these fields, in table order (a field a deal cannot state under `win:` is left out). */
export function dealWinCircumstances(fields: readonly CircumstanceField[]): readonly ListedCircumstance[] {
  return DEAL_WIN_CIRCUMSTANCES.filter((c) => fields.includes(c.field));
}

/**
 * The circumstances of a deal's `win:` mapping (only those given, of their kind, and among `circumstances`: by
 * default every deal circumstance) as WinOptions fields.
 */
export function dealWinFlags(win: Readonly<Record<string, unknown>>, circumstances: readonly ListedCircumstance[] = DEAL_WIN_CIRCUMSTANCES): Partial<WinOptions> {
  const flags: Record<string, unknown> = {};
  for (const c of circumstances) {
    const v = win[c.key];
    const value = v === undefined ? undefined : kindOf(c).fromMapping(v, c.value);
    if (value !== undefined) flags[c.field] = value;
  }
  return flags as Partial<WinOptions>;
}

const BY_KEY = new Map(CIRCUMSTANCE_LIST.map((c) => [c.key, c] as const));

/** The tiles of a written list (`3m7z`), or undefined when it is not one. */
function tilesOf(v: unknown): readonly Tile[] | undefined {
  if (typeof v !== 'string') return undefined;
  const r = parseTileList(v);
  return r.ok ? r.tiles : undefined;
}

/** A written count: a whole number from 0, or the same as digits. */
function countOf(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? v : undefined;
  return typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : undefined;
}

/** How each kind of value is read from a mapping and from a word, described in messages and in a JSON Schema. */
const VALUE_KINDS: {
  readonly [K in CircumstanceValue['kind']]: {
    /** The WinOptions value of a mapping's value, or undefined when it is not one of this kind. */
    fromMapping(v: unknown, c: Extract<CircumstanceValue, { kind: K }>): unknown;
    /** The mapping's value of a WinOptions value (the inverse of fromMapping). */
    toMapping(v: unknown): string | number | boolean;
    /** The value of a word after the flag, or undefined; null: the kind takes no word (a flag). */
    fromWord: ((w: string, c: Extract<CircumstanceValue, { kind: K }>) => string | number | undefined) | null;
    /** What a value of this kind is, for messages: "one of E, S, W, N" / «одно из E, S, W, N». */
    expected(c: Extract<CircumstanceValue, { kind: K }>): Bilingual;
    /** The JSON Schema of a value. */
    schema(c: Extract<CircumstanceValue, { kind: K }>): Record<string, unknown>;
  };
} = {
  choice: {
    fromMapping: (v, c) => (typeof v === 'string' && c.values.includes(v) ? v : undefined),
    toMapping: (v) => v as string,
    fromWord: (w, c) => (c.values.includes(w) ? w : undefined),
    expected: (c) => ({ en: `one of ${c.values.join(', ')}`, ru: `одно из ${c.values.join(', ')}` }),
    schema: (c) => ({ type: 'string', enum: [...c.values] }),
  },
  flag: {
    fromMapping: (v) => (typeof v === 'boolean' ? v : undefined),
    toMapping: (v) => v as boolean,
    fromWord: null,
    expected: () => ({ en: 'true or false', ru: 'true или false' }),
    schema: () => ({ type: 'boolean' }),
  },
  count: {
    fromMapping: countOf,
    toMapping: (v) => v as number,
    fromWord: countOf,
    expected: () => ({ en: 'a count (0, 1, 2...)', ru: 'число (0, 1, 2...)' }),
    schema: () => ({ type: 'integer', minimum: 0 }),
  },
  tiles: {
    fromMapping: tilesOf,
    toMapping: (v) => (v as readonly Tile[]).map(formatTile).join(''),
    fromWord: (w) => (tilesOf(w) !== undefined ? w : undefined),
    expected: () => ({ en: 'tiles in the hand notation, e.g. 3m7z', ru: 'кости в записи руки, например 3m7z' }),
    schema: () => ({ type: 'string', pattern: '^([0-9]+[mpsz])+$', maxLength: MAX_HAND_LENGTH }),
  },
};

/** The value kind's handlers of a circumstance, typed for its value. */
function kindOf(c: Circumstance) {
  return VALUE_KINDS[c.value.kind] as {
    fromMapping(v: unknown, c: CircumstanceValue): unknown;
    toMapping(v: unknown): string | number | boolean;
    fromWord: ((w: string, c: CircumstanceValue) => string | number | undefined) | null;
    expected(c: CircumstanceValue): Bilingual;
    schema(c: CircumstanceValue): Record<string, unknown>;
  };
}

const isMapping = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Reads a mapping of circumstances (`{seat: S, win: wall, last-tile: true}`; absent keys take their defaults,
 * undefined is no mapping at all) into WinOptions, or every problem of it.
 */
export function readCircumstances(mapping: unknown): { options: WinOptions } | { problems: CircumstanceProblem[] } {
  if (mapping === undefined || mapping === null) return { options: { ...DEFAULT_WIN_OPTIONS } };
  if (!isMapping(mapping)) return { problems: [saidIn('обстоятельства — это словарь, например {seat: S, win: wall, last-tile: true}', 'circumstances are a mapping such as {seat: S, win: wall, last-tile: true}')] };
  const options: Record<string, unknown> = { ...DEFAULT_WIN_OPTIONS };
  const problems: CircumstanceProblem[] = [];
  for (const [key, raw] of Object.entries(mapping)) {
    const c = BY_KEY.get(key);
    if (c === undefined) {
      const known = CIRCUMSTANCE_LIST.map((x) => x.key).join(', ');
      problems.push({ key, ...saidIn(`неизвестное обстоятельство «${key}» (известны: ${known})`, `unknown circumstance '${key}' (known: ${known})`) });
      continue;
    }
    const value = kindOf(c).fromMapping(raw, c.value);
    const expected = kindOf(c).expected(c.value);
    if (value === undefined) problems.push({ key, ...saidIn(`${key}: нужно ${expected.ru}, а указано ${JSON.stringify(raw)}`, `${key} must be ${expected.en}, got ${JSON.stringify(raw)}`) });
    else options[c.field] = value;
  }
  return problems.length > 0 ? { problems } : { options: options as unknown as WinOptions };
}

/**
 * The mapping of WinOptions: the circumstances that differ from the defaults, in table order, plus the fields of
 * `always` (written whatever their value).
 */
export function circumstancesOf(options: WinOptions, always: readonly CircumstanceField[] = []): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const c of CIRCUMSTANCE_LIST) {
    const v = options[c.field];
    if (v === undefined) continue;
    const written = kindOf(c).toMapping(v);
    const fallback = DEFAULT_WIN_OPTIONS[c.field];
    if (fallback === undefined || written !== kindOf(c).toMapping(fallback) || always.includes(c.field)) out[c.key] = written;
  }
  return out;
}

/** The words of a mapping, as `reglament score` takes them: `--seat S --win wall --last-tile` (false flags left out). */
export function circumstanceWords(mapping: CircumstanceMapping): string[] {
  const words: string[] = [];
  for (const c of CIRCUMSTANCE_LIST) {
    const v = mapping[c.key];
    if (v === undefined || v === false) continue;
    words.push(`--${c.key}`);
    if (kindOf(c).fromWord !== null) words.push(String(v));
  }
  return words;
}

/**
 * Reads words such as `--seat S --win wall --last-tile` (also `--seat=S`) into a mapping; a word that is not a flag
 * is the hand, at most one. The first problem stops the reading; an unknown flag is also given as `unknown` (its
 * name without dashes), for a caller that suggests the nearest one.
 */
export function readCircumstanceWords(
  words: readonly string[],
): { mapping: Record<string, string | number | boolean>; hand?: string } | { error: string; text: Bilingual; unknown?: string } {
  const fail = (ru: string, en: string, unknown?: string) => ({ error: en, text: { ru, en }, ...(unknown !== undefined ? { unknown } : {}) });
  const mapping: Record<string, string | number | boolean> = {};
  let hand: string | undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!word.startsWith('--')) {
      if (hand !== undefined) return fail(`больше одной руки: «${hand}» и «${word}»`, `more than one hand: '${hand}' and '${word}'`);
      hand = word;
      continue;
    }
    const eq = word.indexOf('=');
    const key = word.slice(2, eq < 0 ? undefined : eq);
    const c = BY_KEY.get(key);
    if (c === undefined) {
      const options = CIRCUMSTANCE_LIST.map((x) => `--${x.key}`).join(', ');
      return fail(`неизвестный параметр «--${key}» (параметры: ${options})`, `unknown option '--${key}' (options: ${options})`, key);
    }
    const read = kindOf(c).fromWord;
    if (read === null) {
      if (eq >= 0) return fail(`у параметра «--${key}» не бывает значения`, `option '--${key}' takes no value`);
      mapping[key] = true;
      continue;
    }
    const text = eq >= 0 ? word.slice(eq + 1) : words[++i];
    const expected = kindOf(c).expected(c.value);
    if (text === undefined) return fail(`у параметра «--${key}» нужно значение: ${expected.ru}`, `option '--${key}' needs a value: ${expected.en}`);
    const value = read(text, c.value);
    if (value === undefined) return fail(`параметр «--${key}»: нужно ${expected.ru}, а указано «${text}»`, `option '--${key}' must be ${expected.en}, got '${text}'`);
    mapping[key] = value;
  }
  return hand === undefined ? { mapping } : { mapping, hand };
}

/** The JSON Schema of a mapping of circumstances (written into schemas/ by scripts/gen-schemas.ts). */
export function circumstancesSchema(): Record<string, unknown> {
  return {
    type: 'object',
    description: 'The circumstances of the hand that its tiles do not show; absent ones take their defaults (seat E, round E, win discard).',
    additionalProperties: false,
    properties: Object.fromEntries(CIRCUMSTANCE_LIST.map((c) => [c.key, { description: sentence(c.doc), ...kindOf(c).schema(c.value) }])),
  };
}

/** The JSON Schema properties of the circumstances a deal states under `win:`. */
export function dealWinSchemaProperties(): Record<string, unknown> {
  return Object.fromEntries(DEAL_WIN_CIRCUMSTANCES.map((c) => [c.key, { description: sentence(c.doc), ...kindOf(c).schema(c.value) }]));
}

/** A doc line as a sentence: capitalised, with a full stop. */
function sentence(doc: string): string {
  return `${doc[0]!.toUpperCase()}${doc.slice(1)}.`;
}
