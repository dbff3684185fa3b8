/**
 * The facts of a mahjong hand that rule expressions may read: names, types and meaning.
 * The compiler resolves names against this table; the scorer computes exactly these facts.
 */

/** Value types of the rule language. */
export type ValueType = 'bool' | 'number' | 'tile' | 'win-from' | 'wait' | 'shape';

/** One fact of the hand or the win. */
export interface FactInfo {
  type: ValueType;
  doc: string;
  /** Only available in the declaration rule (after scoring). */
  declareOnly?: boolean;
}

/** Every fact name (dotted paths written as in the language). */
export const MAHJONG_FACTS: Record<string, FactInfo> = {
  winner: { type: 'bool', doc: 'the hand declared mahjong (the notation has a +winning tile)' },
  concealed: { type: 'bool', doc: 'no exposed declared melds (the winning tile may come from a discard)' },
  fully_concealed: { type: 'bool', doc: 'concealed and self-drawn: every tile from the wall' },
  self_drawn: { type: 'bool', doc: 'the winning tile came from the wall or the loose wall' },
  'win.from': { type: 'win-from', doc: 'where the winning tile came from: discard, wall, replacement, robbing' },
  'win.tile': { type: 'tile', doc: 'the winning tile' },
  wait: { type: 'wait', doc: 'how the winning tile fits its meld in this reading: pair, closed, edge, open, pung, none' },
  waits: { type: 'number', doc: 'how many different tiles would have completed the hand before the winning tile' },
  shape_waits: { type: 'number', doc: 'as waits, counting also the tiles the hand already holds all four of (they complete its shape, though none is left)' },
  seat: { type: 'tile', doc: "the player's seat wind tile" },
  round: { type: 'tile', doc: 'the round (prevailing) wind tile' },
  last_tile: { type: 'bool', doc: 'won with the last tile of the wall (or its discard)' },
  immediate_calling: { type: 'bool', doc: 'declared a calling hand at once and did not play on' },
  heavenly: { type: 'bool', doc: "East's mahjong with the dealt tiles" },
  earthly: { type: 'bool', doc: "mahjong on East's first discard after calling from the deal" },
  kong_on_kong: { type: 'bool', doc: 'mahjong on the loose tile after two kongs in a row' },
  after_kong: { type: 'bool', doc: "mahjong on the discard made right after another player's kong" },
  last_of_kind: { type: 'bool', doc: 'won on the last tile of its kind (the other three are in sight: discarded or in melds)' },
  roots: { type: 'number', doc: 'tile kinds of which the hand holds all four copies without them being one declared kong' },
  void_tiles: { type: 'number', doc: 'tiles of the void (missing) suit in the hand; 0 when no void suit is given' },
  shape: { type: 'shape', doc: 'the shape of this reading: standard or a shape id of the regulation' },
  suits: { type: 'number', doc: 'how many numbered suits (m, p, s) the hand contains' },
  kinds: { type: 'number', doc: 'how many different tile kinds the hand contains (bonus tiles excluded)' },
  limit: { type: 'number', doc: 'the limit fraction of the hand (0 when no limit hand)', declareOnly: true },
  points: { type: 'number', doc: 'the points of the points items counted so far (an item that reads it is decided after the others of its section; in the declaration rule: all of them)' },
};

/** Enum values per enum type (`shape` values come from the regulation: `standard` plus its shape ids). */
export const ENUM_VALUES: Record<'win-from' | 'wait', readonly string[]> = {
  'win-from': ['discard', 'wall', 'replacement', 'robbing'],
  wait: ['pair', 'closed', 'edge', 'open', 'pung', 'none'],
};

/** The built-in shape: four sets and a pair. */
export const STANDARD_SHAPE = 'standard';

/** Functions of the language: sums over the items already scored in this reading. */
export const MAHJONG_FUNCTIONS: Record<string, { of: 'points' | 'doublings'; doc: string }> = {
  points: { of: 'points', doc: 'sum of the points items with this tag' },
  doublings: { of: 'doublings', doc: 'number of doublings from items with this tag' },
};

/** Suit variable names of patterns and number variable names. */
export const SUIT_VARIABLES = ['x', 'y', 'w'] as const;
/** Number variable names of patterns. */
export const NUMBER_VARIABLES = ['n', 'k', 'j', 'i'] as const;
