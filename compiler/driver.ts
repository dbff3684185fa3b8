/**
 * The compiler driver: the only place that orders the passes.
 * source (YAML + extends + schema) -> DSL parse and resolution (lowering) -> semantic checks -> IR.
 */
import type { RegulationIR } from '../runtime/index.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { sectionsOf, type GameCompilerPart } from './game-part.js';
import { ruleReader, type FullRuleReader } from './dsl/read-rule.js';
import { lowerRegulation, type LocatedSource } from './lower/lower-regulation.js';
import { SEMANTIC_CHECKS } from './resolve/checks/index.js';
import { loadRegulationSource, type ReadFile } from './source/index.js';
import { createSymbolCollector } from './symbols/collect-symbols.js';
import type { SymbolTable } from './symbols/symbol-table.js';

/** Options of `compileRegulationFile`. */
export interface CompileOptions {
  /** Reads a file's text (an editor passes its unsaved buffers); defaults to the file system. */
  readFile?: ReadFile;
  /** Also build the symbol table (definitions and uses of names, with positions) for editors. */
  symbols?: boolean;
  /**
   * The games' parts of the compiler (games/index.ts gives them all). A regulation with a section of a game not given
   * is refused with an Error (a bug of the caller), never compiled without it.
   */
  games?: readonly GameCompilerPart[];
  /**
   * Reads the rule strings that the quick reader gives up on: chevrotain's (compiler/rule-reader.ts
   * `fullRuleReader`; games/index.ts gives it). Without it such a string throws `FullRuleReaderNeeded`: `check` compiles
   * without it first and loads it only then (cli/commands/check-compile.ts), since chevrotain is ~240 KB of code.
   */
  fullRuleReader?: FullRuleReader | undefined;
}

/** Result of compiling one regulation file: the IR when there were no errors, and every diagnostic. */
export interface CompileResult {
  ir?: RegulationIR;
  diagnostics: Diagnostic[];
  /** The files of the `extends` chain that were read, leaf first (absent when the file itself could not be read). */
  files?: string[];
  /** With `symbols: true`, once the YAML of every file could be read. */
  symbols?: SymbolTable;
  /**
   * The files the regulation was read from (its `extends` chain, leaf first, as written) with the text read from
   * each, when the chain was read (the compile cache keys its entries by them).
   */
  sources?: Array<{ file: string; text: string }>;
}

/**
 * Compiles a regulation file (following its `extends` chain). Never throws on user input, given `fullRuleReader`
 * (without it, see CompileOptions).
 */
export function compileRegulationFile(file: string, options: CompileOptions = {}): CompileResult {
  const games = options.games ?? [];
  const { source, diagnostics } = loadRegulationSource(file, {
    readFile: options.readFile,
    sections: sectionsOf(games),
    // The symbol table walks yaml's documents: no use reading the files quickly first.
    documents: options.symbols === true,
  });
  if (!source) return { diagnostics };
  const all = [...diagnostics];
  const files = source.files;
  const sources = files.map((f, i) => ({ file: f, text: source.chain[i]!.text }));
  if (all.some((d) => d.severity === 'error' && d.code.startsWith('yaml/'))) return { diagnostics: all, files, sources };
  const located = source as unknown as LocatedSource;
  const symbols = options.symbols === true ? createSymbolCollector(source) : undefined;
  const ir = lowerRegulation(located, (d) => all.push(d), games, ruleReader(options.fullRuleReader), symbols?.noteName);
  // Semantic checks read the structure, so they run once the structure itself is sound.
  const structureOk = !all.some((d) => d.severity === 'error' && (d.code.startsWith('schema/') || d.code.startsWith('source/')));
  const checks = [...SEMANTIC_CHECKS, ...games.flatMap((g) => g.checks ?? [])];
  const gameLists = games.flatMap((g) => g.listSections ?? []);
  if (structureOk) for (const check of checks) all.push(...check({ src: located, ir, gameLists }));
  const unique = dedupe(all);
  const extra = { files, sources, ...(symbols ? { symbols: symbols.table() } : {}) };
  return unique.some((d) => d.severity === 'error') ? { diagnostics: unique, ...extra } : { ir, diagnostics: unique, ...extra };
}

function dedupe(ds: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const key = `${d.file}:${d.line}:${d.col}:${d.code}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
