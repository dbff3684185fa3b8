/**
 * compiler: regulation source -> IR. Input: regulation files (YAML with embedded DSL strings).
 * Output: IR and diagnostics. May import runtime/ vocabulary and schemas/; never imported by runtime/.
 */
export { compileRegulationFile, type CompileResult } from './driver.js';
export * from './diagnostics/index.js';
export { parseExpression, parsePattern, parseTileSet } from './dsl/parse.js';
export { printExpr, printPattern, printTileSet } from './dsl/print.js';
