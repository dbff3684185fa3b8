/**
 * The hand under construction, for the checking parser and handOfParts: scratch counts and lists filled tile by tile,
 * then copied into a ParsedHand (finishHand). The notation's fast reader (well-formed-hand.ts) keeps its counts itself
 * and shares the melds' list, readMeld and the hand's class. Everything here is synchronous and one hand is built at a
 * time, so one set of scratch state suffices; it is clear between two hands (finishHand and clearHandScratch leave it
 * so).
 */
import type { Meld, MeldKind, ParsedHand } from './hand.js';
import { kindIndex, sharedMeld } from './shared-melds.js';
import { FIRST_BONUS, FIRST_HONOR, PLAYING_KINDS, type Tile } from './tiles.js';

/** Concealed tiles by kind; all zero between two hands. */
const concealedCounts = new Uint8Array(PLAYING_KINDS);
const concealedKinds = new Int32Array(2); // bit t % 32 of word t >> 5 is set when concealedCounts[t] > 0
// The lists of a hand under construction: [0..count). The hand gets copies (slice), which V8 allocates without an
// allocation site: a caller that keeps many parsed hands (a benchmark's corpus) would otherwise get the parser's
// literals pretenured: every later hand allocated in the old generation, at about half the speed.
const concealedOut: Tile[] = [];
/** Bonus tiles of the hand, in any order (finishHand sorts them). */
export const bonusOut: Tile[] = [];
/** Declared melds of the hand, in the order written. */
export const meldsOut: Meld[] = [];
/** Red fives (`0m`, `0p`, `0s`) of the hand, by suit m, p, s; all zero between two hands. */
export const redCounts = new Uint8Array(3);
/** No red five (shared, frozen: readers compare with it before reading its elements, see HandFactsRecord.load). */
export const NO_RED: readonly [number, number, number] = Object.freeze([0, 0, 0] as [number, number, number]);

/** Clears the scratch counts after a hand given up half-way (a finished one leaves them clear). */
export function clearHandScratch(): void {
  redCounts.fill(0);
  concealedCounts.fill(0);
  concealedKinds.fill(0);
}

/** Adds a concealed tile; returns how many of its kind the hand now holds concealed. */
export function addConcealed(tile: Tile): number {
  concealedKinds[tile >> 5]! |= 1 << tile;
  return ++concealedCounts[tile]!;
}

/**
 * Moves the concealed tiles of the kinds in `low` (bit t: kind t, 0..31) and `high` (bit t - 32: kinds 32 and 33),
 * sorted, into concealedOut, clearing their counts; returns how many there are.
 */
function listConcealed(low: number, high: number): number {
  let count = 0;
  for (let word = 0, kinds = low; word < 2; word++, kinds = high) {
    while (kinds !== 0) {
      const bit = kinds & -kinds; // the lowest kind left
      kinds ^= bit;
      const tile = word * 32 + 31 - Math.clz32(bit);
      for (let n = concealedCounts[tile] as number; n > 0; n--) concealedOut[count++] = tile;
      concealedCounts[tile] = 0;
    }
  }
  return count;
}

/** Sorts list[0..count) in place, ascending (insertion sort: a hand holds a few bonus tiles at most). */
function sortTiles(list: Tile[], count: number): void {
  for (let k = 1; k < count; k++) {
    const t = list[k] as Tile;
    let j = k - 1;
    for (; j >= 0 && (list[j] as Tile) > t; j--) list[j + 1] = list[j] as Tile;
    list[j + 1] = t;
  }
}

/**
 * A meld object of the notation: declared, with the given kind, lowest tile and exposure. The shared frozen meld
 * (shared-melds.ts), as the decompositions and shape matches hand out: every meld a reading lists then has one hidden
 * class, and the meld pass's loads check one map (a fresh literal here was a second map: a polymorphic check per
 * meld read), and parsing allocates no meld.
 */
export function makeDeclaredMeld(kind: MeldKind, tile: Tile, exposed: boolean): Meld {
  return sharedMeld(kindIndex(kind), tile, exposed, true);
}

// The kinds' indices for sharedMeld, as constants of this module: readMeld, inlined into the fast reader, passes them
// without a call to kindIndex (which V8 left a call there: the reader had used up its inlining budget).
const CHOW = kindIndex('chow');
const PUNG = kindIndex('pung');
const KONG = kindIndex('kong');

/**
 * The declared meld written with tiles[0..size) (in the order written) in `[...]`, or in `{...}` when `concealedKong`:
 * a kong, a pung or a chow of one numbered suit; undefined when the tiles make none of them (the checking parser words
 * why).
 */
export function readMeld(tiles: ArrayLike<Tile>, size: number, concealedKong: boolean): Meld | undefined {
  const a = tiles[0] as Tile;
  const b = tiles[1] as Tile;
  const c = tiles[2] as Tile;
  if (size < 3 || a >= FIRST_BONUS) return undefined;
  if (size === 4 && a === b && b === c && c === tiles[3]) return sharedMeld(KONG, a, !concealedKong, true);
  if (size !== 3 || concealedKong) return undefined;
  if (a === b && b === c) return sharedMeld(PUNG, a, true, true);
  const lowest = Math.min(a, b, c);
  // Three different tiles from lowest to lowest + 2, all in the lowest one's numbered suit (its rank at most 7).
  if (Math.max(a, b, c) === lowest + 2 && a !== b && b !== c && a !== c && lowest < FIRST_HONOR && lowest % 9 <= 6) {
    return sharedMeld(CHOW, lowest, true, true);
  }
  return undefined;
}

/**
 * The hand built: the concealed tiles added so far (the winning tile among them), the first `declared` melds of
 * meldsOut, `bonus` tiles of bonusOut and the red fives counted; clears the counts.
 */
export function finishHand(declared: number, bonus: number, winTile: Tile | null): ParsedHand {
  const concealed = listConcealed(concealedKinds[0]!, concealedKinds[1]!);
  concealedKinds[0] = 0;
  concealedKinds[1] = 0;
  sortTiles(bonusOut, bonus);
  let red = NO_RED;
  if (redCounts[0] !== 0 || redCounts[1] !== 0 || redCounts[2] !== 0) {
    red = [redCounts[0]!, redCounts[1]!, redCounts[2]!];
    redCounts.fill(0);
  }
  return assembledHand(concealedOut.slice(0, concealed), meldsOut.slice(0, declared), bonusOut.slice(0, bonus), winTile, red);
}

/** A parsed hand of these fields (the lists are the hand's own: the caller made them for it). */
export function assembledHand(concealed: Tile[], declared: Meld[], bonus: Tile[], winTile: Tile | null, red: readonly [number, number, number]): ParsedHand {
  return new AssembledHand(concealed, declared, bonus, winTile, red);
}

/**
 * A hand as the readers build it. A class rather than an object literal: every hand gets one shape with its five
 * fields inside the object (an empty literal's shape holds four: the fifth went to a properties store of its own,
 * another allocation), and `new` has no allocation site for V8 to pretenure when a caller keeps many hands.
 */
class AssembledHand implements ParsedHand {
  constructor(
    public concealed: Tile[],
    public declared: Meld[],
    public bonus: Tile[],
    public winTile: Tile | null,
    public red: readonly [number, number, number],
  ) {}
}
