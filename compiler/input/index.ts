/**
 * compiler/input: the input files of the commands and the desk (events, protocol entries, players, deals, a game's
 * own files, hands files) read one way and located, so every problem found in them has its file:line:col. Input: a path and the
 * kind of file. Output: the located value and diagnostics. May import compiler/diagnostics and compiler/source.
 */
export { INPUT_KINDS, inputOf, readInputFile, readInputText, type InputFile, type InputKind, type InputProblem } from './read-input.js';
