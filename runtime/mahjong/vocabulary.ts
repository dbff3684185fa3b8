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
  /** Only available in the declaration rule and the payments (after scoring). */
  declareOnly?: boolean;
  /** Only available in the payments (after the hand's value is known). */
  paymentOnly?: boolean;
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
  seat: { type: 'tile', doc: "the player's seat wind tile" },
  round: { type: 'tile', doc: 'the round (prevailing) wind tile' },
  last_tile: { type: 'bool', doc: 'won with the last tile of the wall (or its discard)' },
  immediate_calling: { type: 'bool', doc: 'declared a calling hand at once and did not play on' },
  heavenly: { type: 'bool', doc: "East's mahjong with the dealt tiles (`--heavenly`)" },
  earthly: { type: 'bool', doc: "an earthly hand as the regulation defines it (`--earthly`): classical, mahjong on East's first discard after calling from the deal; riichi, a non-dealer's win on his first draw (chiihou)" },
  kong_on_kong: { type: 'bool', doc: 'mahjong on the loose tile after two kongs in a row' },
  after_kong: { type: 'bool', doc: "mahjong on the discard made right after another player's kong" },
  roots: { type: 'number', doc: 'tile kinds of which the hand holds all four copies without them being one declared kong' },
  void_tiles: { type: 'number', doc: 'tiles of the void (missing) suit in the hand; 0 when no void suit is given' },
  shape: { type: 'shape', doc: 'the shape of this reading: standard or a shape id of the regulation' },
  suits: { type: 'number', doc: 'how many numbered suits (m, p, s) the hand contains' },
  kinds: { type: 'number', doc: 'how many different tile kinds the hand contains (bonus tiles excluded)' },
  riichi: { type: 'bool', doc: 'the player declared riichi (`--riichi`)' },
  double_riichi: { type: 'bool', doc: 'the player declared riichi in the first uninterrupted go-around (`--double-riichi`)' },
  ippatsu: { type: 'bool', doc: 'won within one uninterrupted go-around after declaring riichi (`--ippatsu`)' },
  dealer: { type: 'bool', doc: 'the player is the dealer (seat wind East)' },
  honba: { type: 'number', doc: 'continuance counters on the table (`--honba N`)' },
  sticks: { type: 'number', doc: 'riichi sticks on the table that the winner collects (`--sticks N`)' },
  dora: { type: 'number', doc: 'tiles of the hand that the dora indicators point at, each indicator counted (`--dora`)' },
  ura_dora: { type: 'number', doc: 'tiles of the hand that the ura dora indicators point at (`--ura`)' },
  dora_indicators: { type: 'number', doc: 'how many dora indicators were given (`--dora`)' },
  ura_indicators: { type: 'number', doc: 'how many ura dora indicators were given (`--ura`)' },
  red_fives: { type: 'number', doc: 'red fives in the hand (`0m`, `0p`, `0s` in the notation)' },
  limit: { type: 'number', doc: 'the limit fraction of the hand (0 when no limit hand)', declareOnly: true },
  value: { type: 'number', doc: "the hand's value (after the house limit and the limits)", paymentOnly: true },
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

/**
 * Names a counter id may not take: the facts and functions of the language, and the fields of `score --json`, which
 * lists each counter under its id (`han`, `fu`).
 */
export const RESERVED_COUNTER_NAMES: ReadonlySet<string> = new Set([
  ...Object.keys(MAHJONG_FACTS), ...Object.keys(MAHJONG_FUNCTIONS), 'count',
  'hand', 'total', 'declarable', 'complete', 'items', 'excluded', 'shape', 'melds', 'alternatives', 'payments', 'refused', 'counters',
]);
