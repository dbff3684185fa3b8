/**
 * The compiler driver: the only place that orders the passes.
 * source (YAML + extends + schema) -> DSL parse and resolution (lowering) -> semantic checks -> IR.
 */
import type { RegulationIR } from '../runtime/index.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import { lowerRegulation, type LocatedSource } from './lower/lower-regulation.js';
import { SEMANTIC_CHECKS } from './resolve/checks/index.js';
import { loadRegulationSource } from './source/index.js';

/** Result of compiling one regulation file: the IR when there were no errors, and every diagnostic. */
export interface CompileResult {
  ir?: RegulationIR;
  diagnostics: Diagnostic[];
  /**
   * The files the regulation was read from (its `extends` chain, leaf first, as written) with the text read from
   * each, when the chain was read (the compile cache keys its entries by them).
   */
  sources?: Array<{ file: string; text: string }>;
}

/** Compiles a regulation file (following its `extends` chain). Never throws on user input. */
export function compileRegulationFile(file: string): CompileResult {
  const { source, diagnostics } = loadRegulationSource(file);
  if (!source) return { diagnostics };
  const all = [...diagnostics];
  const sources = source.files.map((f, i) => ({ file: f, text: source.texts[i]! }));
  if (all.some((d) => d.severity === 'error' && d.code.startsWith('yaml/'))) return { diagnostics: all, sources };
  const located = source as unknown as LocatedSource;
  const ir = lowerRegulation(located, (d) => all.push(d));
  // Semantic checks read the structure, so they run once the structure itself is sound.
  const structureOk = !all.some((d) => d.severity === 'error' && (d.code.startsWith('schema/') || d.code.startsWith('source/')));
  if (structureOk) for (const check of SEMANTIC_CHECKS) all.push(...check({ src: located, ir }));
  const unique = dedupe(all);
  return unique.some((d) => d.severity === 'error') ? { diagnostics: unique, sources } : { ir, diagnostics: unique, sources };
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
