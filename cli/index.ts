/**
 * cli as a library: what the benchmarks take from the commands (the score words, hand lines). What the judge's desk and the editor share with the commands lives below them:
 * present/ (renderers, words, the HTML frame) and games/ (event files, regulation tests, the games' files and renderers).
 * May import games/, present/, compiler/, runtime/, store/, app/ (serve starts the desk) and lsp/ (the `lsp` command);
 * nothing imports cli/ but bench/, scripts/ and the tests.
 */
export { parseScoreArgs } from './score-words.js';
export { formatHandLine } from './hand-line.js';
