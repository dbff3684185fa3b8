/**
 * The compiling half of `check` (check.ts imports it only for a regulation the compile cache cannot answer): a file's
 * compile, from the cache when it is unchanged (an error-free compile is cached), and its diagnostics in words.
 */
import { renderJson, type Diagnostic } from '../../compiler/index.js';
import { GAMES } from '../../games/index.js';
import { listAssumptions, type Lang } from '../../present/index.js';
import { compileCached, relativize } from '../regulation-loader.js';

export { renderDiagnostics } from '../regulation-loader.js';

/** One file checked: every diagnostic, and with `assumptions` the list of its interpretations (when it compiled). */
export interface CheckedFile {
  diagnostics: Diagnostic[];
  assumptions?: string;
}

/** Compiles one file for check. */
export function checkFile(file: string, o: { assumptions?: boolean; lang: Lang }): CheckedFile {
  const { ir, diagnostics } = compileCached(file);
  return o.assumptions === true && ir !== undefined ? { diagnostics, assumptions: listAssumptions(ir, o.lang, 'text', GAMES) } : { diagnostics };
}

/** The diagnostics of every file as `check --json` prints them. */
export function diagnosticsJson(all: Diagnostic[]): string {
  return renderJson(relativize(all));
}
