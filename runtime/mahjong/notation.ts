/**
 * Hand notation: parses text such as `123m456p789s1z[777z]+1z` into a ParsedHand, checks it, and renders it back.
 *
 * Notation: digits followed by a suit letter (`m` characters, `p` dots, `s` bamboo 1-9; `z` honors 1-7 = East,
 * South, West, North, White, Green, Red; `f` bonus tiles 1-8). Whitespace is ignored everywhere. `[...]` is a
 * declared exposed meld (chow, pung or kong), `{...}` a declared concealed kong. `+tile` names the winning tile; it is
 * written once, after the standing tiles, and is not repeated among them. Only bonus tiles may follow it. Bonus tiles
 * may appear anywhere outside melds.
 */
import type { Meld, ParsedHand } from './hand.js';
import { FIRST_BONUS, FIRST_HONOR, PLAYING_KINDS, formatTile, isSuited, rankOf, suitOf, type SuitLetter, type Tile } from './tiles.js';

/** A problem in a hand text; `offset`/`length` locate the offending part (0-based, in UTF-16 units). */
export interface HandError {
  /** Stable kebab code prefixed `hand/`. */
  code: string;
  /** Precise English description. */
  message: string;
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
] as const;

/** Tiles a winning hand counts (concealed tiles incl. the winning tile + 3 per declared meld, kongs included). */
export const WINNING_HAND_SIZE = 14;
/** Tile counts accepted for a hand without a winning tile: waiting (13) or just drawn (14). */
export const NON_WINNING_HAND_SIZES: readonly number[] = [13, 14];

const SUIT_LETTERS = 'mpszf';
const SUIT_RANGE: Record<SuitLetter, string> = {
  m: 'characters run 1m-9m',
  p: 'dots run 1p-9p',
  s: 'bamboo runs 1s-9s',
  z: 'honors run 1z-7z (East, South, West, North, White, Green, Red)',
  f: 'bonus tiles run 1f-8f (flowers 1-4, seasons 5-8)',
};

/** One tile as written, with the offset of its digit. */
interface Occurrence {
  tile: Tile;
  offset: number;
}

/** Thrown inside the parser only; parseHand turns it into a result. */
class HandSyntaxError extends Error {
  constructor(readonly handError: HandError) {
    super(handError.message);
  }
}

function fail(code: string, message: string, offset: number, length: number): never {
  throw new HandSyntaxError({ code, message, offset, length: Math.max(0, length) });
}

/** Parses hand notation; never throws: any problem comes back as `{ ok: false, error }`. */
export function parseHand(text: string, options: ParseHandOptions = {}): ParseHandResult {
  if (typeof text !== 'string') {
    return { ok: false, error: { code: 'hand/syntax', message: 'the hand must be a string', offset: 0, length: 0 } };
  }
  try {
    const hand = parseOrThrow(text);
    if (options.tileCount !== false) {
      const error = checkTileCount(hand);
      if (error) return { ok: false, error: { ...error, offset: 0, length: text.length } };
    }
    return { ok: true, hand };
  } catch (e) {
    if (e instanceof HandSyntaxError) return { ok: false, error: e.handError };
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, error: { code: 'hand/syntax', message: `cannot read the hand: ${message}`, offset: 0, length: text.length } };
  }
}

// Scratch state of the parser (it is synchronous and calls nothing outside this module, so one set suffices).
const copies = new Uint8Array(FIRST_BONUS + 8); // every tile seen so far, for the copy check
const standing = new Uint8Array(FIRST_BONUS + 8); // concealed and bonus tiles, to list them sorted
const pending: number[] = []; // offsets of rank digits waiting for their suit letter: pending[0..pendingCount)
let pendingCount = 0;

/** Tells whether a UTF-16 code unit is whitespace (as `\s` in a regular expression). */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  return code > 127 && /\s/.test(String.fromCharCode(code));
}

/** Counts one more copy of a tile, failing on a fifth copy of a playing tile or a second copy of a bonus tile. */
function countCopy(tile: Tile, offset: number): void {
  const n = ++copies[tile];
  if (tile < PLAYING_KINDS && n === 5) fail('hand/fifth-copy', `5 copies of ${formatTile(tile)}: a tile exists 4 times`, offset, 1);
  if (tile >= PLAYING_KINDS && n === 2) fail('hand/fifth-copy', `2 copies of ${formatTile(tile)}: each bonus tile exists once`, offset, 1);
}

function failPending(text: string): never {
  const offsets = pending.slice(0, pendingCount);
  const first = offsets[0] ?? 0;
  const last = offsets[offsets.length - 1] ?? first;
  const ranks = offsets.map((o) => text[o]).join('');
  fail('hand/syntax', `ranks "${ranks}" have no suit letter after them (m, p, s, z or f)`, first, last - first + 1);
}

function parseOrThrow(text: string): ParsedHand {
  copies.fill(0);
  standing.fill(0);
  pendingCount = 0;
  let meld: { open: '[' | '{'; offset: number; tiles: Occurrence[] } | null = null;
  let plusOffset = -1;
  let win: Occurrence | null = null;
  const declared: Meld[] = [];

  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      pending[pendingCount++] = i;
      continue;
    }
    if (isSpace(code)) continue;
    const ch = text[i] as string;
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) {
      const first = pendingCount > 0 ? pending[0] : undefined;
      if (first === undefined) {
        fail('hand/syntax', `suit letter '${ch}' has no ranks before it, e.g. 123${SUIT_LETTERS.includes(ch) ? ch : 'm'}`, i, 1);
      }
      if (code !== 109 && code !== 112 && code !== 115 && code !== 122 && code !== 102) {
        fail('hand/unknown-tile', `unknown suit letter '${ch}': suits are m, p, s, z (honors) and f (bonus tiles)`, first, i + 1 - first);
      }
      const suit = ch as SuitLetter;
      const base = code === 109 ? 0 : code === 112 ? 9 : code === 115 ? 18 : code === 122 ? FIRST_HONOR : FIRST_BONUS;
      const top = base < FIRST_HONOR ? 9 : base === FIRST_HONOR ? 7 : 8;
      for (let g = 0; g < pendingCount; g++) {
        const o = pending[g] as number;
        const rank = text.charCodeAt(o) - 48;
        const tile = base + rank - 1;
        if (rank < 1 || rank > top) {
          const extra = rank === 0 && suit !== 'z' && suit !== 'f' ? ' (red fives are not written as 0)' : '';
          fail('hand/unknown-tile', `${rank}${suit} is not a tile: ${SUIT_RANGE[suit]}${extra}`, o, 1);
        }
        if (meld) {
          meld.tiles.push({ tile, offset: o }); // counted once the meld is known to be well formed
          continue;
        }
        if (plusOffset >= 0 && win === null) {
          if (suit === 'f') fail('hand/syntax', `the winning tile cannot be a bonus tile (${formatTile(tile)})`, o, 1);
          const second = g + 1 < pendingCount ? pending[g + 1] : undefined;
          if (second !== undefined) {
            fail('hand/syntax', `only one tile may follow '+': write the winning tile once, e.g. +${formatTile(tile)}`, second, 1);
          }
          win = { tile, offset: o };
        } else if (win !== null && suit !== 'f') {
          fail('hand/syntax', `${formatTile(tile)} follows the winning tile: +${formatTile(win.tile)} must come last (only bonus tiles may follow it)`, o, 1);
        } else {
          standing[tile]++;
        }
        countCopy(tile, o);
      }
      pendingCount = 0;
      continue;
    }
    if (ch === '[' || ch === '{') {
      if (pendingCount > 0) failPending(text);
      if (meld) fail('hand/syntax', `'${ch}' inside a meld opened at column ${meld.offset + 1}: melds do not nest`, i, 1);
      if (plusOffset >= 0 && win === null) fail('hand/win-tile-missing', `'+' must be followed by the winning tile, e.g. +2m`, plusOffset, 1);
      if (win !== null) fail('hand/syntax', `a meld follows the winning tile: +${formatTile(win.tile)} must come last`, i, 1);
      meld = { open: ch, offset: i, tiles: [] };
      continue;
    }
    if (ch === ']' || ch === '}') {
      if (pendingCount > 0) failPending(text);
      if (!meld) fail('hand/syntax', `'${ch}' closes no meld`, i, 1);
      const expected = meld.open === '[' ? ']' : '}';
      if (ch !== expected) {
        fail('hand/syntax', `meld opened with '${meld.open}' at column ${meld.offset + 1} must close with '${expected}'`, i, 1);
      }
      declared.push(buildMeld(text, meld.open, meld.offset, i, meld.tiles));
      for (const o of meld.tiles) countCopy(o.tile, o.offset);
      meld = null;
      continue;
    }
    if (ch === '+') {
      if (pendingCount > 0) failPending(text);
      if (meld) fail('hand/syntax', `'+' inside a meld: the winning tile is written after all melds`, i, 1);
      if (plusOffset >= 0) fail('hand/syntax', `a second '+': a hand has one winning tile (first '+' at column ${plusOffset + 1})`, i, 1);
      plusOffset = i;
      continue;
    }
    const cp = text.codePointAt(i) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    fail('hand/syntax', `unexpected character '${String.fromCodePoint(cp)}'`, i, width);
  }
  if (pendingCount > 0) failPending(text);
  if (meld) fail('hand/syntax', `meld opened with '${meld.open}' is never closed`, meld.offset, text.length - meld.offset);
  if (plusOffset >= 0 && win === null) fail('hand/win-tile-missing', `'+' must be followed by the winning tile, e.g. +2m`, plusOffset, 1);

  const winTile: Tile | null = win === null ? null : (win as Occurrence).tile;
  if (winTile !== null) standing[winTile]++;
  const concealed: Tile[] = [];
  const bonus: Tile[] = [];
  for (let t = 0; t < standing.length; t++) {
    for (let n = standing[t]; n > 0; n--) (t < PLAYING_KINDS ? concealed : bonus).push(t);
  }
  return { concealed, declared, bonus, winTile };
}

function buildMeld(text: string, open: '[' | '{', start: number, end: number, tiles: Occurrence[]): Meld {
  const span = end - start + 1;
  const malformed = (why: (written: string) => string): never => fail('hand/malformed-meld', why(text.slice(start, end + 1)), start, span);
  let lowest = FIRST_BONUS;
  let highest = -1;
  for (const o of tiles) {
    if (o.tile >= FIRST_BONUS) {
      fail('hand/bonus-in-meld', `bonus tile ${formatTile(o.tile)} inside the meld ${text.slice(start, end + 1)}: flowers and seasons stand apart`, o.offset, 1);
    }
    if (o.tile < lowest) lowest = o.tile;
    if (o.tile > highest) highest = o.tile;
  }
  if (tiles.length === 0) malformed((w) => `empty meld ${w}`);
  if (suitOf(lowest) !== suitOf(highest)) malformed((w) => `meld ${w} mixes suits: a meld holds tiles of one suit`);
  const identical = lowest === highest;
  if (open === '{') {
    if (tiles.length === 4 && identical) return { kind: 'kong', tile: lowest, exposed: false, declared: true };
    malformed((w) => `${w} is not a concealed kong: {...} holds 4 identical tiles, e.g. {5555p}`);
  }
  if (tiles.length === 4 && identical) return { kind: 'kong', tile: lowest, exposed: true, declared: true };
  if (tiles.length === 3 && identical) return { kind: 'pung', tile: lowest, exposed: true, declared: true };
  const a = tiles[0]?.tile ?? 0;
  const b = tiles[1]?.tile ?? 0;
  const c = tiles[2]?.tile ?? 0;
  if (tiles.length === 3 && highest === lowest + 2 && a !== b && b !== c && a !== c) {
    if (!isSuited(lowest)) malformed((w) => `${w} is not a meld: chows exist only in m, p and s`);
    return { kind: 'chow', tile: lowest, exposed: true, declared: true };
  }
  return malformed((w) => `${w} is not a meld: write a chow (3 consecutive tiles, e.g. [123m]), a pung ([777z]) or a kong ([1111m])`);
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
  const rule = winning
    ? 'a winning hand counts 14 tiles (concealed tiles with the winning tile + 3 per declared meld, kongs too)'
    : 'a hand without a winning tile counts 13 or 14 tiles (concealed tiles + 3 per declared meld, kongs too)';
  return { code: 'hand/tile-count', message: `${rule}, this one counts ${n} (${detail})`, offset: 0, length: 0 };
}

/** Renders one tile group per suit: `1239m`. */
function formatGroups(tiles: readonly Tile[]): string {
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
    out += rankOf(t);
  }
  return out + suit;
}

/** Renders a meld in the notation: `[123m]`, `[777z]`, `[1111m]`, `{5555p}` (a pair renders as `[11m]`). */
export function formatMeld(meld: Meld): string {
  const size = meld.kind === 'kong' ? 4 : meld.kind === 'pair' ? 2 : 3;
  const tiles: Tile[] = [];
  for (let i = 0; i < size; i++) tiles.push(meld.kind === 'chow' ? meld.tile + i : meld.tile);
  const body = formatGroups(tiles);
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
  let out = formatGroups(standing) + formatGroups(hand.bonus);
  for (const m of hand.declared) out += formatMeld(m);
  if (hand.winTile !== null) out += `+${formatTile(hand.winTile)}`;
  return out;
}
