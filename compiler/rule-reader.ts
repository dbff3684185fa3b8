/**
 * The compiler's second entry (test/architecture/import-direction.test.ts, LIGHT_ENTRIES): chevrotain's reader of the
 * rule strings that the quick reader gives up on (`fullRuleReader`, which a compile is given: CompileOptions), and
 * the rule-string functions that read with it. Apart from compiler/index.ts, which every part of the program imports:
 * esbuild puts whatever an index re-exports into the chunks of each of its importers, and chevrotain with lodash-es
 * is ~240 KB of code, ~8% of the instructions of `check` just after an edit (callgrind), which loads it only for a
 * string that needs it (cli/commands/check-compile.ts).
 */
export { fullRuleReader } from './dsl/full-reader.js';
export { lexRule, parseExpression, parsePattern, parseTileSet } from './dsl/parse.js';
