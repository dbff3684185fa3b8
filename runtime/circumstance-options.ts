/**
 * The runtime's light part for the start of the command line (cli/score-options.ts builds the options of
 * `reglament score` from it at every start, `--help` included): the circumstance table with its readers and the
 * tile list reader, and nothing else of the runtime. Through runtime/index.ts the bundle put the whole runtime
 * (~300 KB) into the chunk that every start loads; from here it is ~30 KB (test/e2e/bundle-imports pins it).
 */
export { CIRCUMSTANCE_LIST, circumstanceWords, readCircumstances } from './mahjong/circumstances.js';
export { parseTileList } from './mahjong/notation.js';
export { DEFAULT_WIN_OPTIONS, type WinOptions } from './mahjong/score-types.js';
