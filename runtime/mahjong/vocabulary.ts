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
  | { hand: Exclude<keyof HandFacts, 'waits' | 'shapeWaits'> }
  | { hand: 'waits' | 'shapeWaits'; call: true }
  | { reading: keyof Reading }
  | { context: Exclude<keyof EvalContext, 'hand' | 'reading'> };

/** One fact of the hand or the win. */
export interface FactInfo {
  type: ValueType;
  /** What the fact means, in Russian and English (editors show it). */
  doc: { ru: string; en: string };
  /** Where the scorer keeps it. */
  at: FactPlace;
  /** Only available in the declaration rule and the payments (after scoring). */
  declareOnly?: boolean;
  /** Only available in the payments (after the hand's value is known). */
  paymentOnly?: boolean;
  /**
   * Its value is one of the hand's circumstances as given (an option of `score`), whatever the tiles: a condition
   * that reads no other fact says the same of every hand with those circumstances.
   */
  circumstance?: true;
}

/** Every fact name (dotted paths written as in the language). */
export const MAHJONG_FACTS: Record<string, FactInfo> = {
  winner: { type: 'bool', at: { hand: 'winner' }, doc: { ru: 'рука объявила маджонг (в записи есть +выигрышная кость)', en: 'the hand declared mahjong (the notation has a +winning tile)' } },
  concealed: { type: 'bool', at: { hand: 'concealed' }, doc: { ru: 'нет открытых объявленных комбинаций (выигрышная кость может быть взята со сброса)', en: 'no exposed declared melds (the winning tile may come from a discard)' } },
  fully_concealed: { type: 'bool', at: { hand: 'fullyConcealed' }, doc: { ru: 'закрытая рука и выигрыш со стены: все кости взяты со стены', en: 'concealed and self-drawn: every tile from the wall' } },
  self_drawn: { type: 'bool', at: { hand: 'selfDrawn' }, doc: { ru: 'выигрышная кость взята со стены или из свободных костей', en: 'the winning tile came from the wall or the loose wall' } },
  'win.from': { type: 'win-from', at: { hand: 'winFrom' }, circumstance: true, doc: { ru: 'откуда взята выигрышная кость: discard (сброс), wall (стена), replacement (свободная кость), robbing (ограбление конга)', en: 'where the winning tile came from: discard, wall, replacement, robbing' } },
  'win.tile': { type: 'tile', at: { hand: 'winTile' }, doc: { ru: 'выигрышная кость', en: 'the winning tile' } },
  wait: { type: 'wait', at: { reading: 'wait' }, doc: { ru: 'как выигрышная кость вошла в свою комбинацию в этом разборе: pair (пара), closed (в середину), edge (крайняя), open (с двух сторон), pung (в панг), none', en: 'how the winning tile fits its meld in this reading: pair, closed, edge, open, pung, none' } },
  waits: { type: 'number', at: { hand: 'waits', call: true }, doc: { ru: 'сколько разных костей завершали руку до выигрышной кости', en: 'how many different tiles would have completed the hand before the winning tile' } },
  shape_waits: { type: 'number', at: { hand: 'shapeWaits', call: true }, doc: { ru: 'как waits, но считая и кости, все четыре копии которых уже в руке (они завершают её форму, хотя их не осталось)', en: 'as waits, counting also the tiles the hand already holds all four of (they complete its shape, though none is left)' } },
  seat: { type: 'tile', at: { hand: 'seat' }, circumstance: true, doc: { ru: 'ветер места игрока', en: "the player's seat wind tile" } },
  round: { type: 'tile', at: { hand: 'round' }, circumstance: true, doc: { ru: 'ветер раунда (преобладающий ветер)', en: 'the round (prevailing) wind tile' } },
  last_tile: { type: 'bool', at: { hand: 'lastTile' }, circumstance: true, doc: { ru: 'выигрыш последней костью стены (или её сбросом)', en: 'won with the last tile of the wall (or its discard)' } },
  immediate_calling: { type: 'bool', at: { hand: 'immediateCalling' }, circumstance: true, doc: { ru: 'Просящая рука объявлена сразу, и игрок не менял руку', en: 'declared a calling hand at once and did not play on' } },
  heavenly: { type: 'bool', at: { hand: 'heavenly' }, circumstance: true, doc: { ru: 'маджонг Востока на розданных костях (`--heavenly`)', en: "East's mahjong with the dealt tiles (`--heavenly`)" } },
  earthly: { type: 'bool', at: { hand: 'earthly' }, circumstance: true, doc: { ru: 'земная рука, как её определяет регламент (`--earthly`): в классике маджонг на первый сброс Востока при Просящей руке с раздачи; в риичи выигрыш не-дилера на первом наборе (тиихо)', en: "an earthly hand as the regulation defines it (`--earthly`): classical, mahjong on East's first discard after calling from the deal; riichi, a non-dealer's win on his first draw (chiihou)" } },
  kong_on_kong: { type: 'bool', at: { hand: 'kongOnKong' }, circumstance: true, doc: { ru: 'маджонг свободной костью после двух конгов подряд', en: 'mahjong on the loose tile after two kongs in a row' } },
  after_kong: { type: 'bool', at: { hand: 'afterKong' }, circumstance: true, doc: { ru: 'маджонг на сброс, сделанный сразу после конга другого игрока', en: "mahjong on the discard made right after another player's kong" } },
  last_of_kind: { type: 'bool', at: { hand: 'lastOfKind' }, circumstance: true, doc: { ru: 'выигрыш последней костью своего вида (три другие на виду: в сбросе или в комбинациях)', en: 'won on the last tile of its kind (the other three are in sight: discarded or in melds)' } },
  roots: { type: 'number', at: { hand: 'roots' }, doc: { ru: 'виды костей, все четыре копии которых есть в руке, но не одним объявленным конгом', en: 'tile kinds of which the hand holds all four copies without them being one declared kong' } },
  void_tiles: { type: 'number', at: { hand: 'voidTiles' }, doc: { ru: 'кости запрещённой масти в руке; 0, если запрещённая масть не задана', en: 'tiles of the void (missing) suit in the hand; 0 when no void suit is given' } },
  shape: { type: 'shape', at: { reading: 'shape' }, doc: { ru: 'форма этого разбора: standard (4 комбинации и пара) или id формы регламента', en: 'the shape of this reading: standard or a shape id of the regulation' } },
  suits: { type: 'number', at: { hand: 'suits' }, doc: { ru: 'сколько мастей из m, p, s есть в руке', en: 'how many numbered suits (m, p, s) the hand contains' } },
  kinds: { type: 'number', at: { hand: 'kinds' }, doc: { ru: 'сколько разных видов костей в руке (без цветов и сезонов)', en: 'how many different tile kinds the hand contains (bonus tiles excluded)' } },
  riichi: { type: 'bool', at: { hand: 'riichi' }, circumstance: true, doc: { ru: 'игрок объявил риичи (`--riichi`)', en: 'the player declared riichi (`--riichi`)' } },
  double_riichi: { type: 'bool', at: { hand: 'doubleRiichi' }, circumstance: true, doc: { ru: 'риичи объявлено в первом непрерванном круге (`--double-riichi`)', en: 'the player declared riichi in the first uninterrupted go-around (`--double-riichi`)' } },
  ippatsu: { type: 'bool', at: { hand: 'ippatsu' }, circumstance: true, doc: { ru: 'выигрыш в течение одного непрерванного круга после риичи (`--ippatsu`)', en: 'won within one uninterrupted go-around after declaring riichi (`--ippatsu`)' } },
  renhou: { type: 'bool', at: { hand: 'renhou' }, circumstance: true, doc: { ru: 'выигрыш на сброс до своего первого набора, пока первый круг не прерван (ренхо, `--renhou`)', en: "won on a discard before one's first draw, the first go-around uninterrupted (renhou, `--renhou`)" } },
  dealer: { type: 'bool', at: { hand: 'dealer' }, circumstance: true, doc: { ru: 'игрок — дилер (ветер места Восток)', en: 'the player is the dealer (seat wind East)' } },
  honba: { type: 'number', at: { hand: 'honba' }, circumstance: true, doc: { ru: 'счётчики продолжения (хомба) на столе (`--honba N`)', en: 'continuance counters on the table (`--honba N`)' } },
  sticks: { type: 'number', at: { hand: 'sticks' }, circumstance: true, doc: { ru: 'палочки риичи на столе, которые забирает победитель (`--sticks N`)', en: 'riichi sticks on the table that the winner collects (`--sticks N`)' } },
  dora: { type: 'number', at: { hand: 'dora' }, doc: { ru: 'кости руки, на которые указывают индикаторы доры, с учётом каждого индикатора (`--dora`)', en: 'tiles of the hand that the dora indicators point at, each indicator counted (`--dora`)' } },
  ura_dora: { type: 'number', at: { hand: 'uraDora' }, doc: { ru: 'кости руки, на которые указывают индикаторы ура-доры (`--ura`)', en: 'tiles of the hand that the ura dora indicators point at (`--ura`)' } },
  dora_indicators: { type: 'number', at: { hand: 'doraIndicators' }, circumstance: true, doc: { ru: 'сколько индикаторов доры задано (`--dora`)', en: 'how many dora indicators were given (`--dora`)' } },
  ura_indicators: { type: 'number', at: { hand: 'uraIndicators' }, circumstance: true, doc: { ru: 'сколько индикаторов ура-доры задано (`--ura`)', en: 'how many ura dora indicators were given (`--ura`)' } },
  red_fives: { type: 'number', at: { hand: 'redFives' }, doc: { ru: 'красные пятёрки в руке (`0m`, `0p`, `0s` в записи)', en: 'red fives in the hand (`0m`, `0p`, `0s` in the notation)' } },
  limit: { type: 'number', at: { context: 'limit' }, doc: { ru: 'доля лимита руки (0, если это не лимитированная комбинация)', en: 'the limit fraction of the hand (0 when no limit hand)' }, declareOnly: true },
  value: { type: 'number', at: { context: 'value' }, doc: { ru: 'стоимость руки (после потолка и лимитов)', en: "the hand's value (after the house limit and the limits)" }, paymentOnly: true },
  points: { type: 'number', at: { context: 'points' }, doc: { ru: 'очки очковых пунктов, засчитанных до этого (пункт, который их читает, решается после остальных пунктов своего раздела; в правиле объявления — все)', en: 'the points of the points items counted so far (an item that reads it is decided after the others of its section; in the declaration rule: all of them)' } },
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
export const MAHJONG_FUNCTIONS: Record<string, { of: 'points' | 'doublings'; doc: { ru: string; en: string } }> = {
  points: { of: 'points', doc: { ru: 'сумма очков пунктов с этой меткой', en: 'sum of the points items with this tag' } },
  doublings: { of: 'doublings', doc: { ru: 'число удвоений пунктов с этой меткой', en: 'number of doublings from items with this tag' } },
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
