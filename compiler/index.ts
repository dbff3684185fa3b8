/**
 * compiler: regulation source -> IR. Input: regulation files (YAML with embedded DSL strings).
 * Output: IR and diagnostics. May import runtime/ vocabulary and schemas/; never imported by runtime/.
 */
export { compileRegulationFile, type CompileResult } from './driver.js';
export * from './diagnostics/index.js';
export { parseExpression, parsePattern, parseTileSet, type ParseResult } from './dsl/parse.js';
export type * from './dsl/ast.js';
export { printExpr, printPattern, printTileSet } from './dsl/print.js';
export { parseYamlText, readTextFile, spanOfPath, spanOfKey, formatPath, type LoadedYaml, type Path } from './source/index.js';
export { createSchemaChecker, schemaDiagnostic, jsonType, typeArticle, typesOf } from './source/index.js';
export type { SchemaContext, SchemaFact, SchemaProblem, SchemaText } from './source/index.js';
export * from './diff/index.js';
export * from './input/index.js';
