/**
 * The runtime's light part for the compiler and the games' compile parts (games/<game>/compile.ts): the IR's version,
 * parts and principles, the rule language's vocabulary, the circumstances' list, tiles' names, what an expression
 * reads, and the texts' helpers; nothing of the scorer, tournaments or impact. A value imported through
 * runtime/index.ts brings every module it re-exports into the chunks of whoever imports it: `check` just after an
 * edit loaded the tournament's (101 KB) and the impact's (13 KB) code that way (test/e2e/bundle-imports pins it).
 * Types come from runtime/index.ts by `import type`, which the bundle leaves out.
 */
export { IR_PARTS, IR_VERSION, PRINCIPLE_IDS } from './ir/types.js';
export {
  ENUM_VALUES, MAHJONG_FACTS, MAHJONG_FUNCTIONS, NUMBER_VARIABLES, RESERVED_COUNTER_NAMES, STANDARD_SHAPE, SUIT_VARIABLES,
} from './mahjong/vocabulary.js';
export { CIRCUMSTANCE_LIST, readCircumstanceWords } from './mahjong/circumstances.js';
export { formatTile, makeTile, rankOf, suitOf } from './mahjong/tiles.js';
export { pointsTagsRead, readsPoints } from './eval/expr-nodes.js';
export { excerptAround, EXCERPT_WIDTH, type Excerpt } from './text/excerpt.js';
export { CHARACTERS, countRu } from './text/plural.js';
export { decimalText } from './text/decimal.js';
export { SEVERITY_WORDS, severityWord } from './text/severity-words.js';
