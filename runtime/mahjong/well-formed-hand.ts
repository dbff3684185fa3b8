/**
 * The notation's fast reader: reads a well-formed hand text in one pass and gives up, with nothing to say, on any
 * other text, which parseHand then gives to the checking parser (notation.ts) to find and word its first problem. It
 * accepts a subset of what the checking parser accepts (it gives up on whitespace other than spaces, for one) and reads
 * the same hand from it: test/runtime/mahjong/notation.property.test.ts holds the two to each other.
 *
 * It reads right to left: a suit letter then comes before its rank digits, so each digit is a tile as soon as it is
 * read (no list of ranks waiting for their letter, no second loop over them). Order matters little: the concealed
 * tiles are counted by kind and the bonus tiles sorted; the melds, met last first, are turned round at the end.
 */
import type { ParsedHand } from './hand.js';
import { bonusOut, clearHandScratch, concealedCounts, finishHandOfKinds, meldsOut, readMeld, redCounts } from './hand-assembly.js';
import { FIRST_BONUS, PLAYING_KINDS, makeTile, type SuitLetter, type Tile } from './tiles.js';

// Rows of TILE_OF, by suit letter: row + rank digit is the tile written. A red five's suit (m 0, p 1, s 2) is row / 10.
const ROW_WIDTH = 10;
const SUITS: readonly SuitLetter[] = ['m', 'p', 's', 'z', 'f'];
const BONUS_ROW = SUITS.indexOf('f') * ROW_WIDTH;
/** No suit letter read whose digits may follow (reading right to left). */
const NO_GROUP = -1;
/** By character code (up to 'z'): the row of a suit letter, -1 for every other character. */
const ROW = new Int8Array(123).fill(-1);
/** By row + rank digit: the tile, -1 for a digit that is no rank of that suit (`0` is a red five in m, p and s). */
const TILE_OF = new Int8Array(SUITS.length * ROW_WIDTH).fill(-1);
SUITS.forEach((suit, s) => {
  ROW[suit.charCodeAt(0)] = s * ROW_WIDTH;
  for (let rank = 1; rank <= 9; rank++) TILE_OF[s * ROW_WIDTH + rank] = makeTile(rank, suit) ?? -1;
  if (s < 3) TILE_OF[s * ROW_WIDTH] = makeTile(5, suit)!;
});

// Tiles of the meld being read (at most a kong's): a list, as the checking parser's, so that readMeld sees one kind.
const meldTiles: Tile[] = [0, 0, 0, 0];
// Tiles in the melds read, by kind; all zero between two calls.
const meldCopies = new Uint8Array(8 * Math.ceil(PLAYING_KINDS / 8));
const meldCopyWords = new Float64Array(meldCopies.buffer); // the same bytes, to clear them 8 at a time

// Character codes of the notation's punctuation.
const OPEN_EXPOSED = 91; // [
const OPEN_CONCEALED = 123; // {
const PLUS = 43; // +
const SPACE = 32;
/** A closing bracket's code is its opening one's + 2 (`[` `]`, `{` `}`). */
const CLOSE_AFTER_OPEN = 2;

/** Clears the scratch state after a text given up half-way; always undefined. */
function giveUp(): undefined {
  clearHandScratch();
  for (let w = 0; w < meldCopyWords.length; w++) meldCopyWords[w] = 0;
  return undefined;
}

/**
 * Adds the copies of a declared meld's tiles to meldCopies; returns false when a tile then has more than 4 copies among
 * the melds and the concealed tiles (these complete, as they are after the whole text).
 */
function countMeldCopies(declared: number): boolean {
  for (let d = 0; d < declared; d++) {
    const meld = meldsOut[d]!;
    if (meld.kind === 'chow') {
      meldCopies[meld.tile]!++;
      meldCopies[meld.tile + 1]!++;
      meldCopies[meld.tile + 2]!++;
    } else {
      meldCopies[meld.tile]! += meld.kind === 'kong' ? 4 : 3;
    }
  }
  let ok = true;
  for (let d = 0; d < declared; d++) {
    const tile = meldsOut[d]!.tile;
    const last = meldsOut[d]!.kind === 'chow' ? tile + 2 : tile;
    for (let t = tile; t <= last; t++) if (meldCopies[t]! + concealedCounts[t]! > 4) ok = false;
  }
  for (let w = 0; w < meldCopyWords.length; w++) meldCopyWords[w] = 0;
  return ok;
}

/**
 * Reads a well-formed hand text as parseHand does; undefined for a text that is not (or that this reader leaves to the
 * checking parser).
 */
export function readWellFormedHand(text: string): ParsedHand | undefined {
  let row = NO_GROUP; // the suit letter whose digits come next (right to left)
  let groupSize = 0; // digits read for it
  let meldClose = 0; // character code of the closing bracket of the meld being read, 0 outside melds
  let meldSize = 0;
  let loose = 0; // concealed tiles read outside melds: after '+' in the text, only the winning tile
  let lastLoose: Tile = -1;
  let winTile: Tile | null = null;
  let declared = 0;
  let bonus = 0;
  let bonusSeen = 0; // bit t - FIRST_BONUS for each bonus tile t read
  let kindsLow = 0; // bit t: concealed kind t (0..31) read
  let kindsHigh = 0; // bit t - 32: concealed kind t (32, 33) read
  for (let i = text.length - 1; i >= 0; i--) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      if (row === NO_GROUP) return giveUp(); // ranks without a suit letter
      const tile = TILE_OF[row + code - 48]!;
      if (tile < 0) return giveUp();
      groupSize++;
      if (code === 48) redCounts[row / ROW_WIDTH]!++;
      if (meldClose !== 0) {
        if (meldSize === 4) return giveUp();
        meldTiles[meldSize++] = tile;
      } else if (tile >= FIRST_BONUS) {
        const bit = 1 << (tile - FIRST_BONUS);
        if ((bonusSeen & bit) !== 0) return giveUp();
        bonusSeen |= bit;
        bonusOut[bonus++] = tile;
      } else {
        if (tile < 32) kindsLow |= 1 << tile; else kindsHigh |= 1 << (tile - 32);
        if (++concealedCounts[tile]! > 4) return giveUp();
        loose++;
        lastLoose = tile;
      }
      continue;
    }
    if (code === SPACE) continue;
    if (row !== NO_GROUP && groupSize === 0) return giveUp(); // a suit letter without ranks
    if (code >= 97 && code <= 122) {
      row = ROW[code]!;
      if (row === NO_GROUP) return giveUp();
      groupSize = 0;
      continue;
    }
    const after = row; // the suit of the group written right after this character, if one is
    row = NO_GROUP;
    if (code === OPEN_EXPOSED + CLOSE_AFTER_OPEN || code === OPEN_CONCEALED + CLOSE_AFTER_OPEN) {
      if (meldClose !== 0) return giveUp();
      meldClose = code;
      meldSize = 0;
    } else if (code === OPEN_EXPOSED || code === OPEN_CONCEALED) {
      if (code + CLOSE_AFTER_OPEN !== meldClose) return giveUp();
      const meld = readMeld(meldTiles, meldSize, code === OPEN_CONCEALED);
      if (meld === undefined) return giveUp();
      meldsOut[declared++] = meld;
      meldClose = 0;
    } else if (code === PLUS) {
      // '+' comes after every meld, right before a group of one tile that is no bonus tile: the only concealed tile
      // after it.
      if (winTile !== null || meldClose !== 0 || declared !== 0 || loose !== 1) return giveUp();
      if (after === NO_GROUP || after === BONUS_ROW) return giveUp();
      winTile = lastLoose;
    } else {
      return giveUp();
    }
  }
  if ((row !== NO_GROUP && groupSize === 0) || meldClose !== 0) return giveUp();
  if (declared !== 0 && !countMeldCopies(declared)) return giveUp();
  for (let a = 0, b = declared - 1; a < b; a++, b--) {
    const meld = meldsOut[a]!;
    meldsOut[a] = meldsOut[b]!;
    meldsOut[b] = meld;
  }
  return finishHandOfKinds(kindsLow, kindsHigh, declared, bonus, winTile);
}
