/**
 * The notation's fast reader: reads a well-formed hand text in one pass and gives up, with nothing to say, on any
 * other text, which parseHand then gives to the checking parser (notation.ts) to find and word its first problem. It
 * accepts a subset of what the checking parser accepts (it gives up on whitespace other than spaces, for one, and on
 * more concealed tiles or melds than a hand holds) and reads the same hand from it:
 * test/runtime/mahjong/notation.property.test.ts holds the two to each other.
 *
 * It reads right to left: a suit letter then comes before its rank digits, so each digit is a tile as soon as it is
 * read (no list of ranks waiting for their letter, no second loop over them). Order matters little: the concealed
 * tiles are counted by kind and the bonus tiles kept as a set of bits; the melds, met last first, are turned round at
 * the end.
 */
import type { Meld, ParsedHand } from './hand.js';
import { NO_RED, assembledHand, makeDeclaredMeld, meldsOut, readMeld } from './hand-assembly.js';
import type { Tile } from './tiles.js';

/**
 * The reader's numbers, as a `const enum`: esbuild and tsc write each use as its number. A module's `const` is a
 * `var` in the bundles (and one set inside a module's lazy initializer in the benchmark's), which optimized code
 * loaded from the module's context and checked at every use (~4 instructions each, several a character).
 */
const enum Read {
  // Tiles a reader's lists can hold: the concealed tiles of a hand (with the winning tile), its declared melds and
  // bonus tiles. A text with more is none the fast reader reads (the checking parser reads it, and words the count).
  MaxConcealed = 14,
  MaxDeclared = 4,
  MaxBonus = 8,
  /** No suit letter read whose digits may follow (reading right to left). */
  NoSuit = -1,
  /** The suit index of the honors (`z`); 0..3 are m, p, s, z: the concealed tiles' suits. */
  HonorSuit = 3,
  /** The suit index of the bonus tiles (`f`). */
  BonusSuit = 4,
  /** By suit index s, at bits 4s..4s+3: the suit's highest rank (m, p, s 9, z 7, f 8). */
  SuitRanks = 0x87999,
  /** The first bonus tile: tiles.ts's FIRST_BONUS (the property test against the checking parser holds them equal). */
  BonusBase = 34,
  // Character codes of the notation's punctuation.
  OpenExposed = 91, // [
  OpenConcealed = 123, // {
  Plus = 43, // +
  Space = 32,
  Digit0 = 48,
  /** A closing bracket's code is its opening one's + 2 (`[` `]`, `{` `}`). */
  CloseAfterOpen = 2,
}

/** By character code (up to 'z'): the index of a suit letter (m 0, p 1, s 2, z 3, f 4), -1 for every other character. */
const SUIT_OF = new Int8Array(123).fill(Read.NoSuit);
'mpszf'.split('').forEach((letter, suit) => (SUIT_OF[letter.charCodeAt(0)] = suit));

/**
 * The concealed tiles read, by suit (m, p, s, honors): 3 bits of copies per rank, rank r at bit 3 (r - 1), as a
 * ConcealedScan's keys. A reader checks each count against 4 before adding to it, so no field ever overflows into the
 * next. The reading loop keeps the suit of the group being read in a local (`key`) and swaps it here when a group of
 * another suit begins: one add to a register per tile, where a typed array of counts by kind was a read-modify-write
 * with its checks (~20 instructions a tile, callgrind).
 */
const suitKeys = new Int32Array(4);

// Tiles of the meld being read (at most a kong's): a list, as the checking parser's, so that readMeld sees one kind.
const meldTiles: Tile[] = [0, 0, 0, 0];

/**
 * Lists of each length from 0 to `max` made by `make`, to fill in place and copy with `slice()`: V8 turns a copy of a
 * whole fast array into one call of its clone builtin, where `slice(0, n)` of a longer scratch list went through the
 * generic ArrayPrototypeSlice (~150 instructions more a copy, callgrind; the copies, as `slice(0, n)` ones, have no
 * allocation site that V8 could pretenure when a caller keeps many hands).
 */
function listsOfEachLength<T>(max: number, make: (length: number) => T[]): T[][] {
  const lists: T[][] = [];
  for (let length = 0; length <= max; length++) lists.push(make(length));
  return lists;
}

/** A list of `length` tiles (packed small integers, as the hand's tile lists). */
function tileList(length: number): Tile[] {
  const list: Tile[] = [];
  for (let i = 0; i < length; i++) list.push(0);
  return list;
}

/** A list of `length` melds, of the elements kind of a list of objects even when empty (one map for every hand's). */
function meldList(length: number): Meld[] {
  const list: Meld[] = [];
  const filler = makeDeclaredMeld('pung', 0, true); // any meld: every element is written before the list is copied
  for (let i = 0; i <= length; i++) list.push(filler);
  list.pop();
  return list;
}

const concealedOfLength = listsOfEachLength(Read.MaxConcealed, tileList);
const declaredOfLength = listsOfEachLength(Read.MaxDeclared, meldList);
const bonusOfLength = listsOfEachLength(Read.MaxBonus, tileList);

/**
 * Reads a well-formed hand text as parseHand does; undefined for a text that is not (or that this reader leaves to the
 * checking parser).
 */
export function readWellFormedHand(text: string): ParsedHand | undefined {
  // The module's tables as locals: each is loaded from the module's context (and its map checked) once a call, not
  // at each use in the loop, whose calls (sharedMeld) would make V8 load them again.
  const keys = suitKeys;
  const suitOf = SUIT_OF;
  const tiles = meldTiles;
  const melds = meldsOut;
  keys[0] = 0;
  keys[1] = 0;
  keys[2] = 0;
  keys[3] = 0;
  let suit = Read.NoSuit; // the suit letter whose digits come next (right to left)
  let hasRanks = false; // some digit read for it
  let keySuit = 0; // the concealed suit whose key `key` holds (its entry in suitKeys is stale meanwhile)
  let key = 0;
  let meldClose = 0; // character code of the closing bracket of the meld being read, 0 outside melds
  let meldSize = 0;
  let loose = 0; // concealed tiles read outside melds: after '+' in the text, only the winning tile
  let winTile: Tile | null = null;
  let declared = 0;
  let bonusSeen = 0; // bit t - FIRST_BONUS for each bonus tile t read
  let red = 0; // red fives read, 8 bits a suit: m bits 0-7, p 8-15, s 16-23
  for (let i = text.length - 1; i >= 0; i--) {
    const code = text.charCodeAt(i);
    const digit = code - Read.Digit0;
    if (digit >= 0 && digit <= 9) {
      if (suit === Read.NoSuit) return undefined; // ranks without a suit letter
      let rank = digit; // rank - 1 from here on: the tile's offset in its suit
      if (digit === 0) {
        if (suit >= Read.HonorSuit) return undefined; // no red five of honors or bonus tiles
        red += 1 << (8 * suit);
        rank = 4;
      } else if (--rank >= ((Read.SuitRanks >> (4 * suit)) & 15)) {
        return undefined;
      }
      hasRanks = true;
      if (meldClose !== 0) {
        if (meldSize === 4) return undefined;
        tiles[meldSize++] = (suit === Read.BonusSuit ? Read.BonusBase : 9 * suit) + rank;
      } else if (suit === Read.BonusSuit) {
        const bit = 1 << rank;
        if ((bonusSeen & bit) !== 0) return undefined;
        bonusSeen |= bit;
      } else {
        const shift = 3 * rank;
        if (((key >>> shift) & 7) === 4) return undefined; // a fifth copy
        key += 1 << shift;
        loose++;
      }
      continue;
    }
    if (code === Read.Space) continue;
    if (suit !== Read.NoSuit && !hasRanks) return undefined; // a suit letter without ranks
    if (code >= 97 && code <= 122) {
      suit = suitOf[code]!;
      if (suit === Read.NoSuit) return undefined;
      hasRanks = false;
      if (suit !== keySuit && suit !== Read.BonusSuit && meldClose === 0) {
        keys[keySuit] = key;
        keySuit = suit;
        key = keys[suit]!;
      }
      continue;
    }
    const after = suit; // the suit of the group written right after this character, if one is
    suit = Read.NoSuit;
    if (code === Read.OpenExposed + Read.CloseAfterOpen || code === Read.OpenConcealed + Read.CloseAfterOpen) {
      if (meldClose !== 0) return undefined;
      meldClose = code;
      meldSize = 0;
    } else if (code === Read.OpenExposed || code === Read.OpenConcealed) {
      if (code + Read.CloseAfterOpen !== meldClose || declared === Read.MaxDeclared) return undefined;
      const meld = readMeld(tiles, meldSize, code === Read.OpenConcealed);
      if (meld === undefined) return undefined;
      melds[declared++] = meld;
      meldClose = 0;
    } else if (code === Read.Plus) {
      // '+' comes after every meld, right before a group of one tile that is no bonus tile: the only concealed tile
      // after it, so the one copy counted in `key` (that group's suit, whose letter came last).
      if (winTile !== null || meldClose !== 0 || declared !== 0 || loose !== 1) return undefined;
      if (after === Read.NoSuit || after === Read.BonusSuit) return undefined;
      winTile = 9 * keySuit + (31 - Math.clz32(key)) / 3;
    } else {
      return undefined;
    }
  }
  if ((suit !== Read.NoSuit && !hasRanks) || meldClose !== 0 || loose > Read.MaxConcealed) return undefined;
  keys[keySuit] = key;
  const concealed = concealedOfLength[loose]!;
  listConcealed(concealed, keys);
  if (declared !== 0 && !meldCopiesFit(declared, keys)) return undefined;
  const declaredMelds = declaredOfLength[declared]!;
  for (let d = 0; d < declared; d++) declaredMelds[d] = melds[declared - 1 - d]!;
  const bonus = bonusOfLength[bitCount8(bonusSeen)]!;
  for (let bits = bonusSeen, b = 0; bits !== 0; bits &= bits - 1) bonus[b++] = Read.BonusBase + 31 - Math.clz32(bits & -bits);
  const reds = red === 0 ? NO_RED : ([red & 0xff, (red >> 8) & 0xff, red >> 16] as [number, number, number]);
  return assembledHand(concealed.slice(), declaredMelds.slice(), bonus.slice(), winTile, reds);
}

/**
 * Writes the concealed tiles counted in `keys` into `out` (as long as they are), in ascending order. It goes from
 * one rank held to the next by the lowest bit set (a rank's field: the bit's position / 3, as (position * 11) >> 5
 * for positions 0..26), not rank by rank, and writes a kind's 1 to 4 copies (the reader gives up at a fifth) without
 * a loop (112 instructions a hand less than a loop over the copies, callgrind).
 */
function listConcealed(out: Tile[], keys: Int32Array): void {
  let n = 0;
  for (let s = 0; s < 4; s++) {
    for (let k = keys[s]!; k !== 0; ) {
      const rank = ((31 - Math.clz32(k & -k)) * 11) >> 5;
      const copies = (k >>> (3 * rank)) & 7;
      k ^= copies << (3 * rank);
      const tile = 9 * s + rank;
      out[n++] = tile;
      if (copies > 1) {
        out[n++] = tile;
        if (copies > 2) {
          out[n++] = tile;
          if (copies > 3) out[n++] = tile;
        }
      }
    }
  }
}

/**
 * Adds the copies of the first `declared` melds of meldsOut to `keys`; false when a tile then has more than 4 copies
 * among the melds and the concealed tiles (these complete, as they are after the whole text).
 */
function meldCopiesFit(declared: number, keys: Int32Array): boolean {
  for (let d = 0; d < declared; d++) {
    const meld = meldsOut[d]!;
    const t = meld.tile;
    if (meld.kind === 'chow') {
      if (!addCopies(keys, t, 1) || !addCopies(keys, t + 1, 1) || !addCopies(keys, t + 2, 1)) return false;
    } else if (!addCopies(keys, t, meld.kind === 'kong' ? 4 : 3)) {
      return false;
    }
  }
  return true;
}

/** Adds `copies` of playing tile t to `keys`; false (and nothing added) when the tile would then have more than 4. */
function addCopies(keys: Int32Array, t: Tile, copies: number): boolean {
  const s = t < 9 ? 0 : t < 18 ? 1 : t < 27 ? 2 : 3;
  const shift = 3 * (t - 9 * s);
  if (((keys[s]! >>> shift) & 7) + copies > 4) return false;
  keys[s]! += copies << shift;
  return true;
}

/** Bits set among the low 8 of n. */
function bitCount8(n: number): number {
  let count = 0;
  for (let bits = n; bits !== 0; bits &= bits - 1) count++;
  return count;
}
