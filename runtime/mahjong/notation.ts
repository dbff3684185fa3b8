/**
 * Hand notation: parses text such as `123m456p789s1z[777z]+1z` into a ParsedHand, checks it, and renders it back.
 *
 * Notation: digits followed by a suit letter (`m` characters, `p` dots, `s` bamboo 1-9; `z` honors 1-7 = East,
 * South, West, North, White, Green, Red; `f` bonus tiles 1-8); `0m`, `0p`, `0s` are red fives (a 5 of that suit,
 * also counted in `ParsedHand.red`). Whitespace is ignored everywhere. `[...]` is a
 * declared exposed meld (chow, pung or kong), `{...}` a declared concealed kong. `+tile` names the winning tile; it is
 * written once, after the standing tiles, and is not repeated among them. Only bonus tiles may follow it. Bonus tiles
 * may appear anywhere outside melds.
 */
import type { Bilingual } from '../ir/common.js';
import type { ProblemCode } from '../problem-code.js';
import type { Meld, MeldKind, ParsedHand } from './hand.js';
import { addConcealed, bonusOut, clearHandScratch, finishHand, makeDeclaredMeld, meldsOut, readMeld, redCounts } from './hand-assembly.js';
import { readWellFormedHand } from './well-formed-hand.js';
import { ALL_KINDS, FIRST_BONUS, FIRST_HONOR, PLAYING_KINDS, formatTile, isSuited, makeTile, rankOf, suitOf, type SuitLetter, type Tile } from './tiles.js';

/** A problem in a hand text; `offset`/`length` locate the offending part (0-based, in UTF-16 units). */
export interface HandError {
  /** Stable kebab code prefixed `hand/`. */
  code: HandErrorCode;
  /** Precise English description. */
  message: string;
  /** The description in both languages (`en` is `message`). */
  text: Bilingual;
  /** 0-based position of the offending part in the text. */
  offset: number;
  /** Length of the offending part (at least 1 unless the text is empty). */
  length: number;
}

/** Result of parseHand: the hand, or the first error found. */
export type ParseHandResult = { ok: true; hand: ParsedHand } | { ok: false; error: HandError };

/** Options of parseHand. */
export interface ParseHandOptions {
  /** Run checkTileCount (default true); turn off for special shapes with another tile count. */
  tileCount?: boolean;
}

/** Every error code parseHand can return. */
export const HAND_ERROR_CODES = [
  'hand/unknown-tile',
  'hand/fifth-copy',
  'hand/tile-count',
  'hand/malformed-meld',
  'hand/syntax',
  'hand/win-tile-missing',
  'hand/bonus-in-meld',
] as const satisfies readonly ProblemCode[];

/** A code parseHand can return. */
export type HandErrorCode = (typeof HAND_ERROR_CODES)[number];

/** Tiles a winning hand counts (concealed tiles incl. the winning tile + 3 per declared meld, kongs included). */
export const WINNING_HAND_SIZE = 14;
/** Tile counts accepted for a hand without a winning tile: waiting (13) or just drawn (14). */
export const NON_WINNING_HAND_SIZES: readonly number[] = [13, 14];

const SUIT_LETTERS = 'mpszf';
const SUIT_RANGE: Record<SuitLetter, Bilingual> = {
  m: { en: 'characters run 1m-9m', ru: 'символы — от 1m до 9m' },
  p: { en: 'dots run 1p-9p', ru: 'точки — от 1p до 9p' },
  s: { en: 'bamboo runs 1s-9s', ru: 'бамбук — от 1s до 9s' },
  z: { en: 'honors run 1z-7z (East, South, West, North, White, Green, Red)', ru: 'онеры — от 1z до 7z (Восток, Юг, Запад, Север, Белый, Зелёный, Красный)' },
  f: { en: 'bonus tiles run 1f-8f (flowers 1-4, seasons 5-8)', ru: 'бонусные кости — от 1f до 8f (цветы 1-4, сезоны 5-8)' },
};

/** Thrown inside the parser only; parseHand turns it into a result. */
class HandSyntaxError extends Error {
  constructor(readonly handError: HandError) {
    super(handError.message);
  }
}

/** A hand error at a place of the text, worded in both languages. */
function handError(code: HandErrorCode, en: string, ru: string, offset: number, length: number): HandError {
  return { code, message: en, text: { en, ru }, offset, length: Math.max(0, length) };
}

function fail(code: HandErrorCode, en: string, ru: string, offset: number, length: number): never {
  throw new HandSyntaxError(handError(code, en, ru, offset, length));
}

/** Parses hand notation; never throws: any problem comes back as `{ ok: false, error }`. */
export function parseHand(text: string, options?: ParseHandOptions): ParseHandResult {
  return readHand(text, options, true);
}

/** parseHand with every text read by the checking parser, none by the fast reader: the tests hold the two to each other. */
export function parseHandChecking(text: string, options?: ParseHandOptions): ParseHandResult {
  return readHand(text, options, false);
}

/** parseHand, with or without the fast reader first. */
function readHand(text: string, options: ParseHandOptions | undefined, fast: boolean): ParseHandResult {
  if (typeof text !== 'string') {
    return { ok: false, error: handError('hand/syntax', 'the hand must be a string', 'рука должна быть строкой', 0, 0) };
  }
  try {
    // The checking parser reads only what the fast reader gives up on: it finds and words the first problem.
    const hand = (fast ? readWellFormedHand(text) : undefined) ?? parseOrThrow(text);
    if (options?.tileCount !== false) {
      const error = checkTileCount(hand);
      if (error) return { ok: false, error: { ...error, offset: 0, length: text.length } };
    }
    return { ok: true, hand };
  } catch (e) {
    clearScratch();
    if (e instanceof HandSyntaxError) return { ok: false, error: e.handError };
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, error: handError('hand/syntax', `cannot read the hand: ${message}`, `руку не удаётся прочитать: ${message}`, 0, text.length) };
  }
}

// Scratch state of the parser besides the hand under construction (hand-assembly.ts); it is synchronous, so one set
// suffices. It keeps no offsets: an error message finds the digit of a tile by counting digits back in the text (see
// digitBefore).
const copies = new Uint8Array(8 * Math.ceil(ALL_KINDS / 8)); // every tile seen so far, for the copy check; all zero between two calls
const copyWords = new Float64Array(copies.buffer); // the same bytes, to clear them 8 at a time (cheaper than fill)
const pendingRanks: number[] = []; // ranks waiting for their suit letter (their count is the parser's pendingCount)
const meldTiles: Tile[] = []; // tiles of the open meld (their count is the parser's meldSize)
/** Clears the scratch counts after a failed parse (a successful one leaves them clear). */
function clearScratch(): void {
  copies.fill(0);
  clearHandScratch();
}

/** Tells whether a UTF-16 code unit is whitespace (as `\s` in a regular expression). */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  return code > 127 && /\s/.test(String.fromCharCode(code));
}

/**
 * Offset of the n-th digit (1 = the last) before `end`. The rank digits of a suit group or of a meld are the last
 * digits before its letter or closing bracket: between them stand only digits, letters and whitespace.
 */
function digitBefore(text: string, end: number, n: number): number {
  let i = end;
  while (n > 0) {
    const code = text.charCodeAt(--i);
    if (code >= 48 && code <= 57) n--;
  }
  return i;
}

/**
 * Counts one more copy of a tile, failing on a fifth copy of a playing tile or a second copy of a bonus tile; the tile
 * is written by the n-th digit (1 = the last) before `end`.
 */
function countCopy(tile: Tile, text: string, end: number, n: number): void {
  const copy = ++copies[tile]!;
  if (tile < PLAYING_KINDS ? copy === 5 : copy === 2) {
    const at = digitBefore(text, end, n);
    const why = tile < PLAYING_KINDS ? 'a tile exists 4 times' : 'each bonus tile exists once';
    const whyRu = tile < PLAYING_KINDS ? 'каждая кость есть в наборе 4 раза' : 'каждая бонусная кость есть в наборе один раз';
    const written = writtenTile(text, at, tile);
    fail('hand/fifth-copy', `${copy} copies of ${written}: ${why}${redNote(text, at, tile).en}`,
      `${written} — ${copy}-й экземпляр: ${whyRu}${redNote(text, at, tile).ru}`, at, 1);
  }
}

/** A tile as written at the digit `at` of the text: `0m` for a red five, else its usual name. */
function writtenTile(text: string, at: number, tile: Tile): string {
  return text[at] === '0' ? `0${suitOf(tile)}` : formatTile(tile);
}

/** ` (0m is a red 5m)` after a message about a red five written at `at`, else nothing. */
function redNote(text: string, at: number, tile: Tile): Bilingual {
  if (text[at] !== '0') return { en: '', ru: '' };
  return { en: ` (0${suitOf(tile)} is a red ${formatTile(tile)})`, ru: ` (0${suitOf(tile)} — красная ${formatTile(tile)})` };
}

/** Fails on ranks without a suit letter: the last `count` digits before `end` (only whitespace between them). */
function failPending(text: string, end: number, count: number): never {
  const first = digitBefore(text, end, count);
  const last = digitBefore(text, end, 1);
  const ranks = text.slice(first, last + 1).replace(/\D/g, '');
  fail('hand/syntax', `ranks "${ranks}" have no suit letter after them (m, p, s, z or f)`,
    `после достоинств «${ranks}» нет буквы масти (m, p, s, z или f)`, first, last - first + 1);
}

// By character code of a letter (up to 'z'): the first tile kind of its suit and the first kind after it; -1 for
// letters that are no suit.
const SUIT_FIRST = new Int8Array(123).fill(-1);
const SUIT_END = new Int8Array(123).fill(-1);
for (const [letter, first, end] of [['m', 0, 9], ['p', 9, 18], ['s', 18, FIRST_HONOR], ['z', FIRST_HONOR, FIRST_BONUS], ['f', FIRST_BONUS, ALL_KINDS]] as const) {
  SUIT_FIRST[letter.charCodeAt(0)] = first;
  SUIT_END[letter.charCodeAt(0)] = end;
}

// Character codes of the notation's punctuation.
const OPEN_EXPOSED = 91; // [
const CLOSE_EXPOSED = 93; // ]
const OPEN_CONCEALED = 123; // {
const CLOSE_CONCEALED = 125; // }
const PLUS = 43; // +

function parseOrThrow(text: string): ParsedHand {
  const ranks = pendingRanks;
  let pendingCount = 0;
  let meldSize = 0;
  let meldOpen = -1; // offset of the open meld's bracket, -1 outside melds
  let plusOffset = -1;
  let winTile: Tile | null = null;
  let declared = 0;
  let bonus = 0;

  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      ranks[pendingCount++] = code - 48;
      continue;
    }
    if (code === 32 || isSpace(code)) continue;
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) {
      if (pendingCount === 0) {
        const ch = text[i] as string;
        const example = `123${SUIT_LETTERS.includes(ch) ? ch : 'm'}`;
        fail('hand/syntax', `suit letter '${ch}' has no ranks before it, e.g. ${example}`,
          `перед буквой масти «${ch}» нет достоинств, например ${example}`, i, 1);
      }
      const base = SUIT_FIRST[code] as number;
      const end = SUIT_END[code] as number;
      if (base < 0) {
        const first = digitBefore(text, i, pendingCount);
        fail('hand/unknown-tile', `unknown suit letter '${text[i]}': suits are m, p, s, z (honors) and f (bonus tiles)`,
          `неизвестная буква масти «${text[i]}»: масти — m, p, s, z (онеры) и f (бонусные кости)`, first, i + 1 - first);
      }
      for (let g = 0; g < pendingCount; g++) {
        const rank = ranks[g] as number;
        // `0` in a numbered suit is a red five: a 5 of that suit, counted among the red fives.
        const red = rank === 0 && base < FIRST_HONOR;
        const tile = red ? base + 4 : base + rank - 1;
        if ((rank === 0 && !red) || tile >= end) failRank(rank, text[i] as SuitLetter, digitBefore(text, i, pendingCount - g));
        if (red) redCounts[base / 9]!++;
        if (meldOpen >= 0) {
          meldTiles[meldSize++] = tile; // counted once the meld is known to be well formed
          continue;
        }
        if (plusOffset >= 0 && winTile === null) {
          if (base === FIRST_BONUS) {
            fail('hand/syntax', `the winning tile cannot be a bonus tile (${formatTile(tile)})`,
              `завершающая кость не может быть бонусной (${formatTile(tile)})`, digitBefore(text, i, pendingCount - g), 1);
          }
          if (g + 1 < pendingCount) {
            fail('hand/syntax', `only one tile may follow '+': write the winning tile once, e.g. +${formatTile(tile)}`,
              `после «+» может стоять только одна кость: напишите завершающую кость один раз, например +${formatTile(tile)}`,
              digitBefore(text, i, pendingCount - g - 1), 1);
          }
          winTile = tile;
        } else if (base === FIRST_BONUS) {
          bonusOut[bonus++] = tile;
        } else if (winTile !== null) {
          const at = digitBefore(text, i, pendingCount - g);
          fail('hand/syntax', `${writtenTile(text, at, tile)} follows the winning tile: +${formatTile(winTile)} must come last (only bonus tiles may follow it)`,
            `${writtenTile(text, at, tile)} стоит после завершающей кости: +${formatTile(winTile)} пишется последней (после неё — только бонусные кости)`, at, 1);
        } else {
          addConcealed(tile);
        }
        countCopy(tile, text, i, pendingCount - g);
      }
      pendingCount = 0;
      continue;
    }
    if (code === OPEN_EXPOSED || code === OPEN_CONCEALED) {
      if (pendingCount > 0) failPending(text, i, pendingCount);
      if (meldOpen >= 0) {
        fail('hand/syntax', `'${text[i]}' inside a meld opened at column ${meldOpen + 1}: melds do not nest`,
          `«${text[i]}» внутри набора, открытого в позиции ${meldOpen + 1}: наборы не вкладываются`, i, 1);
      }
      if (plusOffset >= 0 && winTile === null) failWinTileMissing(plusOffset);
      if (winTile !== null) {
        fail('hand/syntax', `a meld follows the winning tile: +${formatTile(winTile)} must come last`,
          `набор стоит после завершающей кости: +${formatTile(winTile)} пишется последней`, i, 1);
      }
      meldOpen = i;
      meldSize = 0;
      continue;
    }
    if (code === CLOSE_EXPOSED || code === CLOSE_CONCEALED) {
      if (pendingCount > 0) failPending(text, i, pendingCount);
      if (meldOpen < 0) fail('hand/syntax', `'${text[i]}' closes no meld`, `«${text[i]}» не закрывает никакого набора`, i, 1);
      const open = text.charCodeAt(meldOpen);
      if (code !== open + 2) {
        const close = String.fromCharCode(open + 2);
        fail('hand/syntax', `meld opened with '${text[meldOpen]}' at column ${meldOpen + 1} must close with '${close}'`,
          `набор, открытый «${text[meldOpen]}» в позиции ${meldOpen + 1}, закрывается «${close}»`, i, 1);
      }
      meldsOut[declared++] = buildMeld(text, meldOpen, i, meldSize);
      for (let m = 0; m < meldSize; m++) countCopy(meldTiles[m] as Tile, text, i, meldSize - m);
      meldOpen = -1;
      continue;
    }
    if (code === PLUS) {
      if (pendingCount > 0) failPending(text, i, pendingCount);
      if (meldOpen >= 0) fail('hand/syntax', `'+' inside a meld: the winning tile is written after all melds`, '«+» внутри набора: завершающая кость пишется после всех наборов', i, 1);
      if (plusOffset >= 0) {
        fail('hand/syntax', `a second '+': a hand has one winning tile (first '+' at column ${plusOffset + 1})`,
          `второй «+»: у руки одна завершающая кость (первый «+» в позиции ${plusOffset + 1})`, i, 1);
      }
      plusOffset = i;
      continue;
    }
    const cp = text.codePointAt(i) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    fail('hand/syntax', `unexpected character '${String.fromCodePoint(cp)}'`, `неожиданный символ «${String.fromCodePoint(cp)}»`, i, width);
  }
  if (pendingCount > 0) failPending(text, length, pendingCount);
  if (meldOpen >= 0) fail('hand/syntax', `meld opened with '${text[meldOpen]}' is never closed`, `набор, открытый «${text[meldOpen]}», не закрыт`, meldOpen, length - meldOpen);
  if (plusOffset >= 0 && winTile === null) failWinTileMissing(plusOffset);

  for (let w = 0; w < copyWords.length; w++) copyWords[w] = 0; // clears copies
  if (winTile !== null) addConcealed(winTile);
  return finishHand(declared, bonus, winTile);
}

/** A declared meld as the notation writes it: its kind, lowest tile, and `[...]` (exposed) or `{...}` (a concealed kong). */
export interface WrittenMeld {
  kind: MeldKind;
  tile: Tile;
  exposed: boolean;
}

/**
 * The hand parseHand reads from a notation, made from the notation's parts by a caller that has them (the impact's
 * generated hands: no text written and read again): the concealed tiles with the winning tile among them, and the
 * bonus tiles, in any order; the declared melds in the order written. No red fives. Nothing is checked: the parts
 * must be those of a hand that parses (test/runtime/impact/corpus.test.ts holds the generator's to parseHand).
 */
export function handOfParts(concealed: readonly Tile[], declared: readonly WrittenMeld[], bonus: readonly Tile[], winTile: Tile | null): ParsedHand {
  for (let i = 0; i < concealed.length; i++) addConcealed(concealed[i]!);
  for (let i = 0; i < declared.length; i++) meldsOut[i] = makeDeclaredMeld(declared[i]!.kind, declared[i]!.tile, declared[i]!.exposed);
  for (let i = 0; i < bonus.length; i++) bonusOut[i] = bonus[i]!;
  return finishHand(declared.length, bonus.length, winTile);
}

function failRank(rank: number, suit: SuitLetter, offset: number): never {
  const extra = rank === 0 ? ' (0 is a red five only in m, p and s)' : '';
  const extraRu = rank === 0 ? ' (0 — красная пятёрка только в m, p и s)' : '';
  fail('hand/unknown-tile', `${rank}${suit} is not a tile: ${SUIT_RANGE[suit].en}${extra}`, `${rank}${suit} — не кость: ${SUIT_RANGE[suit].ru}${extraRu}`, offset, 1);
}

/** Fails on a '+' at `offset` that no tile follows. */
function failWinTileMissing(offset: number): never {
  fail('hand/win-tile-missing', `'+' must be followed by the winning tile, e.g. +2m`, 'после «+» должна стоять завершающая кость, например +2m', offset, 1);
}

/** Builds the meld written from `start` (its bracket) to `end` (the closing one) of the first meldSize meldTiles. */
function buildMeld(text: string, start: number, end: number, meldSize: number): Meld {
  return readMeld(meldTiles, meldSize, text.charCodeAt(start) === OPEN_CONCEALED) ?? failMeld(text, start, end, meldSize);
}

/** Fails on the tiles of a meld that readMeld refused (as buildMeld), with the first problem found. */
function failMeld(text: string, start: number, end: number, meldSize: number): never {
  let lowest = FIRST_BONUS;
  let highest = -1;
  for (let m = 0; m < meldSize; m++) {
    const tile = meldTiles[m] as Tile;
    if (tile >= FIRST_BONUS) {
      const meld = text.slice(start, end + 1);
      fail('hand/bonus-in-meld', `bonus tile ${formatTile(tile)} inside the meld ${meld}: flowers and seasons stand apart`,
        `бонусная кость ${formatTile(tile)} внутри набора ${meld}: цветы и сезоны стоят отдельно`, digitBefore(text, end, meldSize - m), 1);
    }
    if (tile < lowest) lowest = tile;
    if (tile > highest) highest = tile;
  }
  if (meldSize === 0) malformed(text, start, end, (w) => ({ en: `empty meld ${w}`, ru: `пустой набор ${w}` }));
  if (suitOf(lowest) !== suitOf(highest)) {
    malformed(text, start, end, (w) => ({ en: `meld ${w} mixes suits: a meld holds tiles of one suit`, ru: `в наборе ${w} разные масти: набор состоит из костей одной масти` }));
  }
  if (text.charCodeAt(start) === OPEN_CONCEALED) {
    malformed(text, start, end, (w) => ({
      en: `${w} is not a concealed kong: {...} holds 4 identical tiles, e.g. {5555p}`,
      ru: `${w} — не закрытый конг: в {...} 4 одинаковые кости, например {5555p}`,
    }));
  }
  const a = meldTiles[0] as Tile;
  const b = meldTiles[1] as Tile;
  const c = meldTiles[2] as Tile;
  // Three different tiles in a row of one suit that readMeld refused: honors.
  if (meldSize === 3 && highest === lowest + 2 && a !== b && b !== c && a !== c && !isSuited(lowest)) {
    malformed(text, start, end, (w) => ({ en: `${w} is not a meld: chows exist only in m, p and s`, ru: `${w} — не набор: чоу бывают только в m, p и s` }));
  }
  return malformed(text, start, end, (w) => ({
    en: `${w} is not a meld: write a chow (3 consecutive tiles, e.g. [123m]), a pung ([777z]) or a kong ([1111m])`,
    ru: `${w} — не набор: напишите чоу (3 кости подряд, например [123m]), панг ([777z]) или конг ([1111m])`,
  }));
}

/** Fails with hand/malformed-meld over the meld written from `start` to `end`; `why` words the problem. */
function malformed(text: string, start: number, end: number, why: (written: string) => Bilingual): never {
  const words = why(text.slice(start, end + 1));
  fail('hand/malformed-meld', words.en, words.ru, start, end - start + 1);
}

/** Counts a hand's tiles the way the count rule does: concealed tiles (winning tile included) + 3 per declared meld. */
export function countHandTiles(hand: ParsedHand): number {
  return hand.concealed.length + 3 * hand.declared.length;
}

/**
 * Checks the count rule: with a winning tile, concealed + 3 per declared meld (a kong counts 3) is 14; without one it
 * is 13 (waiting) or 14 (just drawn). Returns the error (offset 0, length 0: the caller locates it) or undefined.
 */
export function checkTileCount(hand: ParsedHand): HandError | undefined {
  const n = countHandTiles(hand);
  const winning = hand.winTile !== null;
  if (winning ? n === WINNING_HAND_SIZE : NON_WINNING_HAND_SIZES.includes(n)) return undefined;
  const melds = hand.declared.length;
  const detail = `${hand.concealed.length} concealed${melds > 0 ? ` + 3 x ${melds} declared meld${melds > 1 ? 's' : ''}` : ''}`;
  const detailRu = `${hand.concealed.length} в руке${melds > 0 ? ` + 3 × ${melds} (объявленные наборы)` : ''}`;
  const rule = winning
    ? 'a winning hand counts 14 tiles (concealed tiles with the winning tile + 3 per declared meld, kongs too)'
    : 'a hand without a winning tile counts 13 or 14 tiles (concealed tiles + 3 per declared meld, kongs too)';
  const ruleRu = winning
    ? 'в руке с маджонгом 14 костей (кости в руке с завершающей + по 3 за каждый объявленный набор, конг тоже)'
    : 'в руке без завершающей кости 13 или 14 костей (кости в руке + по 3 за каждый объявленный набор, конг тоже)';
  return handError('hand/tile-count', `${rule}, this one counts ${n} (${detail})`, `${ruleRu}, а в этой ${n} (${detailRu})`, 0, 0);
}

/**
 * The digit of a tile; with `red` (red fives still to write, by suit m, p, s), a five of a suit with one left is
 * written `0` and counted off.
 */
function rankText(t: Tile, red: number[] | undefined): string {
  const rank = rankOf(t);
  if (red !== undefined && rank === 5 && t < FIRST_HONOR && red[(t / 9) | 0]! > 0) {
    red[(t / 9) | 0]!--;
    return '0';
  }
  return String(rank);
}

/** Renders one tile group per suit: `1239m` (fives written `0` while `red` has some left in their suit). */
function formatGroups(tiles: readonly Tile[], red?: number[]): string {
  // Sorted, the tiles of a suit are consecutive (suits are ranges of kinds, in the order m, p, s, z, f).
  const sorted = tiles.slice().sort((a, b) => a - b);
  let out = '';
  let suit = '';
  for (const t of sorted) {
    const s = suitOf(t);
    if (s !== suit) {
      out += suit;
      suit = s;
    }
    out += rankText(t, red);
  }
  return out + suit;
}

/**
 * Renders a meld in the notation: `[123m]`, `[777z]`, `[1111m]`, `{5555p}` (a pair renders as `[11m]`); with `red`,
 * as formatGroups.
 */
export function formatMeld(meld: Meld, red?: number[]): string {
  const size = meld.kind === 'kong' ? 4 : meld.kind === 'pair' ? 2 : 3;
  const tiles: Tile[] = [];
  for (let i = 0; i < size; i++) tiles.push(meld.kind === 'chow' ? meld.tile + i : meld.tile);
  const body = formatGroups(tiles, red);
  return meld.kind === 'kong' && !meld.exposed ? `{${body}}` : `[${body}]`;
}

/**
 * Renders a hand in canonical notation: standing tiles (without the winning tile) sorted by suit m, p, s, z, then
 * bonus tiles, then declared melds in their order, then `+tile`. parseHand(formatHand(h)) gives back an equal hand.
 */
export function formatHand(hand: ParsedHand): string {
  const standing = [...hand.concealed];
  if (hand.winTile !== null) {
    const i = standing.indexOf(hand.winTile);
    if (i >= 0) standing.splice(i, 1);
  }
  // Red fives are written as the first fives of their suit (which five is red changes no value).
  const red = hand.red !== undefined ? [...hand.red] : undefined;
  let out = formatGroups(standing, red) + formatGroups(hand.bonus);
  for (const m of hand.declared) out += formatMeld(m, red);
  if (hand.winTile !== null) out += `+${rankText(hand.winTile, red)}${suitOf(hand.winTile)}`;
  return out;
}

/**
 * Parses a list of tiles written in the notation without melds or winning tile (`3m7z`, `9s7p5m`, `1m1m`, `0p` a
 * red five read as 5p), in the order written: indicator tiles. Returns the tiles, or a message naming the problem.
 */
export function parseTileList(text: string): { ok: true; tiles: Tile[] } | { ok: false; message: string } {
  const tiles: Tile[] = [];
  const written = text.replace(/\s+/g, '');
  if (written === '') return { ok: false, message: 'no tiles: write them in the hand notation, e.g. 3m7z' };
  for (const group of written.matchAll(/(\d*)([a-zA-Z]?)/g)) {
    if (group[0] === '') continue;
    const [, ranks = '', letter = ''] = group;
    if (ranks === '' || letter === '') return { ok: false, message: `'${written}' is not a list of tiles: write ranks then a suit letter, e.g. 3m7z` };
    for (const digit of ranks) {
      const rank = Number(digit);
      const suit = letter as SuitLetter;
      const tile = rank === 0 && 'mps'.includes(suit) ? makeTile(5, suit) : 'mpsz'.includes(suit) ? makeTile(rank, suit) : undefined;
      if (tile === undefined) return { ok: false, message: `${digit}${letter} is not a tile (m, p, s 1-9, z 1-7; 0 a red five)` };
      tiles.push(tile);
    }
  }
  return { ok: true, tiles };
}
