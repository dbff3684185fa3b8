/**
 * The facts of a mahjong hand that rule expressions may read: names, types, meaning and where the scorer keeps each
 * one. The one table of them: the compiler resolves names against it, and both ways of evaluating a condition derive
 * from it (the closures of eval/compile-expr.ts and the source of eval/generate-expr.ts read `factSource`).
 * A new fact is a row here and, for a fact of the hand, a field of HandFacts (eval/context.ts) that
 * HandFactsRecord (hand-facts.ts) fills.
 */
import type { EvalContext, HandFacts, Reading } from '../eval/context.js';
import { WIN_FROM } from './score-types.js';

/** Value types of the rule language. */
export type ValueType = 'bool' | 'number' | 'tile' | 'win-from' | 'wait' | 'shape';

/**
 * Where the scorer keeps a fact: a field of the hand's facts (HandFacts, shared by its readings; `call`: a method,
 * computed on first use), of the reading being scored, or of the evaluation context.
 */
export type FactPlace =
  | { hand: Exclude<keyof HandFacts, 'waits'> }
  | { hand: 'waits'; call: true }
  | { reading: keyof Reading }
  | { context: Exclude<keyof EvalContext, 'hand' | 'reading'> };

/** One fact of the hand or the win. */
export interface FactInfo {
  type: ValueType;
  doc: string;
  /** Where the scorer keeps it. */
  at: FactPlace;
  /** Only available in the declaration rule (after scoring). */
  declareOnly?: boolean;
}

/** Every fact name (dotted paths written as in the language). */
export const MAHJONG_FACTS: Record<string, FactInfo> = {
  winner: { type: 'bool', at: { hand: 'winner' }, doc: 'the hand declared mahjong (the notation has a +winning tile)' },
  concealed: { type: 'bool', at: { hand: 'concealed' }, doc: 'no exposed declared melds (the winning tile may come from a discard)' },
  fully_concealed: { type: 'bool', at: { hand: 'fullyConcealed' }, doc: 'concealed and self-drawn: every tile from the wall' },
  self_drawn: { type: 'bool', at: { hand: 'selfDrawn' }, doc: 'the winning tile came from the wall or the loose wall' },
  'win.from': { type: 'win-from', at: { hand: 'winFrom' }, doc: 'where the winning tile came from: discard, wall, replacement, robbing' },
  'win.tile': { type: 'tile', at: { hand: 'winTile' }, doc: 'the winning tile' },
  wait: { type: 'wait', at: { reading: 'wait' }, doc: 'how the winning tile fits its meld in this reading: pair, closed, edge, open, pung, none' },
  waits: { type: 'number', at: { hand: 'waits', call: true }, doc: 'how many different tiles would have completed the hand before the winning tile' },
  seat: { type: 'tile', at: { hand: 'seat' }, doc: "the player's seat wind tile" },
  round: { type: 'tile', at: { hand: 'round' }, doc: 'the round (prevailing) wind tile' },
  last_tile: { type: 'bool', at: { hand: 'lastTile' }, doc: 'won with the last tile of the wall (or its discard)' },
  immediate_calling: { type: 'bool', at: { hand: 'immediateCalling' }, doc: 'declared a calling hand at once and did not play on' },
  heavenly: { type: 'bool', at: { hand: 'heavenly' }, doc: "East's mahjong with the dealt tiles" },
  earthly: { type: 'bool', at: { hand: 'earthly' }, doc: "mahjong on East's first discard after calling from the deal" },
  kong_on_kong: { type: 'bool', at: { hand: 'kongOnKong' }, doc: 'mahjong on the loose tile after two kongs in a row' },
  after_kong: { type: 'bool', at: { hand: 'afterKong' }, doc: "mahjong on the discard made right after another player's kong" },
  roots: { type: 'number', at: { hand: 'roots' }, doc: 'tile kinds of which the hand holds all four copies without them being one declared kong' },
  void_tiles: { type: 'number', at: { hand: 'voidTiles' }, doc: 'tiles of the void (missing) suit in the hand; 0 when no void suit is given' },
  shape: { type: 'shape', at: { reading: 'shape' }, doc: 'the shape of this reading: standard or a shape id of the regulation' },
  suits: { type: 'number', at: { hand: 'suits' }, doc: 'how many numbered suits (m, p, s) the hand contains' },
  kinds: { type: 'number', at: { hand: 'kinds' }, doc: 'how many different tile kinds the hand contains (bonus tiles excluded)' },
  limit: { type: 'number', at: { context: 'limit' }, doc: 'the limit fraction of the hand (0 when no limit hand)', declareOnly: true },
};

/** The source that reads a fact in generated code, over the locals `c` (EvalContext), `h` (c.hand) and `r` (c.reading). */
export function factSource(fact: FactInfo): string {
  const at = fact.at;
  if ('hand' in at) return `h.${at.hand}${'call' in at ? '()' : ''}`;
  if ('reading' in at) return `r.${at.reading}`;
  return `c.${at.context}`;
}

/** Enum values per enum type (`shape` values come from the regulation: `standard` plus its shape ids). */
export const ENUM_VALUES: Record<'win-from' | 'wait', readonly string[]> = {
  'win-from': WIN_FROM,
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
