/**
 * The compiling half of `check` (check.ts imports it only for a regulation the compile cache cannot answer): a file's
 * compile, from the cache when it is unchanged (an error-free compile is cached), and its diagnostics in words. Its
 * chunks hold only what compiling needs: the games' compile parts (games/compile-list.ts), not their modules with
 * their tables, deals and desk; the runtime's values the compiler reads (runtime/compiler-entry.ts), not its
 * tournament and impact; present/ only for `--assumptions` (check-assumptions.ts). 1,097 KB of chunks before, 602 KB
 * (esbuild's metafile); ~40 M fewer instructions of `check` just after an edit (~630 M: edit-icount.sh, one thread).
 */
import { compileRegulationFile, FullRuleReaderNeeded, renderJson, type Diagnostic, type FullRuleReader } from '../../compiler/index.js';
import { GAME_COMPILE_PARTS } from '../../games/compile-list.js';
import type { RegulationIR } from '../../runtime/index.js';
import type { Lang } from '../../present/index.js';
import { compileCached } from '../compile-cached.js';
import { relativize } from '../diagnostic-text.js';

export { renderDiagnostics } from '../diagnostic-text.js';

/** One file checked: every diagnostic, and with `assumptions` the list of its interpretations (when it compiled). */
export interface CheckedFile {
  diagnostics: Diagnostic[];
  assumptions?: string;
}

/** Compiles one file for check. */
export async function checkFile(file: string, o: { assumptions?: boolean; lang: Lang }): Promise<CheckedFile> {
  const { ir, diagnostics } = await compileForCheck(file);
  if (o.assumptions !== true || ir === undefined) return { diagnostics };
  const { assumptionsText } = await import('./check-assumptions.js');
  return { diagnostics, assumptions: assumptionsText(ir, o.lang) };
}

/** chevrotain's reader once a file of this run needed it: the files after it are compiled with it at once. */
let loadedReader: FullRuleReader | undefined;

/**
 * The compile of a file (or its cache entry), first without chevrotain's reader of rule strings, which only a string
 * that the quick reader gives up on needs (a mistake, or something it does not know): chevrotain and lodash-es are
 * ~240 KB of code to load, ~8% of the instructions of `check` just after an edit (callgrind). Such a string stops
 * that compile; the reader is then loaded and the file compiled again, to the same result as a compile with it.
 */
async function compileForCheck(file: string): Promise<{ ir: RegulationIR | undefined; diagnostics: Diagnostic[] }> {
  const compileReading = (full: FullRuleReader | undefined) => compileCached(file, (f) => compileRegulationFile(f, { games: GAME_COMPILE_PARTS, fullRuleReader: full }));
  if (loadedReader === undefined) {
    try {
      return compileReading(undefined);
    } catch (e) {
      if (!(e instanceof FullRuleReaderNeeded)) throw e;
    }
    loadedReader = (await import('../../compiler/rule-reader.js')).fullRuleReader;
  }
  return compileReading(loadedReader);
}

/** The diagnostics of every file as `check --json` prints them. */
export function diagnosticsJson(all: Diagnostic[]): string {
  return renderJson(relativize(all));
}
