/**
 * compiler: regulation source -> IR. Input: regulation files (YAML with embedded DSL strings).
 * Output: IR and diagnostics. May import runtime/ vocabulary and schemas/; never imported by runtime/.
 */
export { compileRegulationFile, type CompileOptions, type CompileResult } from './driver.js';
export { FullRuleReaderNeeded, type FullRuleReader, type ParseResult } from './dsl/read-rule.js';
export * from './diagnostics/index.js';
// chevrotain's reader of rule strings and what reads with it (lexRule, parseExpression, ...) are the second entry
// compiler/rule-reader.ts: whatever this index re-exports, every importer's bundle chunks load.
export type { RuleToken } from './dsl/parse.js';
export { ruleStringAt, type RuleLanguage, type RuleStringKind } from './lower/rule-strings.js';
export { UNIT_WORDS } from './resolve/pattern.js';
export { findDefinitions, findReferences } from './symbols/symbol-table.js';
export type { BuiltinUse, ReferenceRole, SymbolDefinition, SymbolKind, SymbolReference, SymbolTable } from './symbols/symbol-table.js';
export type * from './dsl/ast.js';
export { printExpr, printPattern, printTileSet } from './dsl/print.js';
export { parseYamlText, readTextFile, spanOfPath, spanOfKey, formatPath, mapScalarOffsets, findNode, LIST_SECTIONS, type LoadedYaml, type Path, type ReadFile } from './source/index.js';
export { createSchemaChecker, schemaDiagnostic, jsonType, typeArticle, typesOf, typeRu, describeValueRu } from './source/index.js';
export type { SchemaContext, SchemaFact, SchemaProblem, SchemaText } from './source/index.js';
export * from './diff/index.js';
export * from './input/index.js';
// What a game's part of the compiler (games/<game>/) builds on.
export { sectionsOf, type GameCompilerPart } from './game-part.js';
export { settingOf, type GameLowering, type LowerContext } from './lower/lower-context.js';
export { ruleInfo } from './lower/rule-info.js';
export type { SourceRule } from './lower/source-shape.js';
export { errorAt, type Check, type CheckInput } from './resolve/checks/check-context.js';
export { settingRecord, ruleRecord, view, bilingual, assumption, origin, list, type Fields } from './diff/records.js';
export { CORE_SECTIONS, type IdList, type ListSection, type RegulationSections, type GameId } from './source/index.js';
