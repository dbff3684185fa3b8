/**
 * Compiles regulation files as the editor has them (unsaved buffers first), and reads event and pulya files as
 * `reglament` does, and keeps each result while the texts it read are unchanged: a file's analysis is redone only when it or a
 * file of its `extends:` chain changed.
 */
import { resolve } from 'node:path';
import { type CompileResult, type SymbolTable } from '../compiler/index.js';
import { compileRegulationFile, loadEventFile, pulyaFileDiagnostics } from '../games/index.js';
import { documentKindOf, type DocumentKind } from './document-kind.js';
import type { Lang } from './lang.js';
import type { Workspace } from './workspace.js';

/** A file as the server understands it. */
export interface Analysis {
  /** The absolute path. */
  file: string;
  kind: DocumentKind;
  /** The compiler's result for a regulation; for an event or pulya file, the diagnostics of reading it. */
  result?: CompileResult;
  /** The texts read, by file (undefined: could not be read): the analysis holds while they do. */
  inputs: Map<string, string | undefined>;
}

/** Cached analyses over a workspace. */
export class Analyzer {
  private readonly cache = new Map<string, Analysis>();
  /** The last symbol table of each file that had one, kept while a later edit breaks the YAML (for completion). */
  private readonly lastSymbols = new Map<string, SymbolTable>();

  /** `lang`: the language of the diagnostics' messages (and of a pulya's). */
  constructor(
    private readonly workspace: Workspace,
    readonly lang: () => Lang = () => 'ru',
  ) {}

  /** The analysis of a file as it is now. */
  analyze(path: string): Analysis {
    const file = resolve(path);
    const cached = this.cache.get(file);
    if (cached !== undefined && this.stillHolds(cached)) return cached;
    const analysis = this.compute(file);
    this.cache.set(file, analysis);
    if (analysis.result?.symbols !== undefined) this.lastSymbols.set(file, analysis.result.symbols);
    return analysis;
  }

  /** The symbol table of a file now, or the last one it had (names only are to be trusted then, not positions). */
  namesOf(path: string): SymbolTable | undefined {
    return this.analyze(path).result?.symbols ?? this.lastSymbols.get(resolve(path));
  }

  /** The analysis of the parent of a regulation (the next file of its chain), when it has one. */
  parentOf(analysis: Analysis): Analysis | undefined {
    const parent = analysis.result?.files?.[1];
    return parent !== undefined ? this.analyze(parent) : undefined;
  }

  /** Forgets a file's analysis (it was closed and is read from disk again next time). */
  forget(path: string): void {
    this.cache.delete(resolve(path));
  }

  private stillHolds(analysis: Analysis): boolean {
    for (const [file, text] of analysis.inputs) if (this.workspace.textOf(file) !== text) return false;
    return true;
  }

  private compute(file: string): Analysis {
    const inputs = new Map<string, string | undefined>();
    const text = this.workspace.textOf(file);
    inputs.set(file, text);
    const kind = text === undefined ? 'other' : documentKindOf(text);
    if (kind === 'other') return { file, kind, inputs };
    const readFile = (f: string): string | undefined => {
      try {
        const t = this.workspace.readFile(f);
        inputs.set(resolve(f), t);
        return t;
      } catch (e) {
        inputs.set(resolve(f), undefined);
        throw e;
      }
    };
    if (kind === 'event') return { file, kind, result: { diagnostics: loadEventFile(file, readFile).diagnostics }, inputs };
    if (kind === 'pulya') return { file, kind, result: { diagnostics: pulyaFileDiagnostics(file, compileRegulationFile, readFile) }, inputs };
    const result = compileRegulationFile(file, { readFile, symbols: true });
    return { file, kind, result, inputs };
  }
}
