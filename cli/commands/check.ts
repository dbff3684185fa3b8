/**
 * `reglament check <file>...`: compile regulations and report every problem; `--assumptions` lists the
 * interpretations each file records.
 * A regulation that the compile cache holds with nothing to report (regulation-cache.ts: the same text of every file
 * of its `extends` chain as at a compile by this build) is answered from there without loading the compiler; any
 * other is compiled (check-compile.ts), and a compile without errors is cached for the next `check` or `score`.
 */
import type { Diagnostic } from '../../compiler/index.js';
import type { Lang } from '../../present/index.js';
import { EXIT } from '../exit-codes.js';
import { regulationCache } from '../regulation-cache.js';

/** Options of check. */
export interface CheckOptions {
  assumptions?: boolean;
  json?: boolean;
  lang: Lang;
}

/**
 * What `check --json` prints when no file has a problem: renderJson of no diagnostics (test/e2e/compile-cache.test.ts
 * holds the two answers equal).
 */
export const NO_DIAGNOSTICS_JSON = JSON.stringify({ diagnostics: [] }, null, 2);

/** The line of a file without a problem. */
const noProblems = (file: string, lang: Lang): string => `${file}: ${lang === 'ru' ? 'ошибок нет' : 'ok'}\n`;

/** Runs check; returns the exit code. */
export async function runCheck(files: string[], o: CheckOptions): Promise<number> {
  let compiler: typeof import('./check-compile.js') | undefined;
  let failed = false;
  const all: Diagnostic[] = [];
  for (const file of files) {
    const cached = o.assumptions === true ? undefined : regulationCache()?.read(file);
    if (cached !== undefined && cached.diagnostics.length === 0) {
      if (!o.json) process.stdout.write(noProblems(file, o.lang));
      continue;
    }
    compiler ??= await import('./check-compile.js');
    const checked = await compiler.checkFile(file, o);
    all.push(...checked.diagnostics);
    if (checked.diagnostics.some((d) => d.severity === 'error')) failed = true;
    if (!o.json) {
      if (checked.diagnostics.length > 0) process.stdout.write(compiler.renderDiagnostics(checked.diagnostics, o.lang) + '\n');
      else process.stdout.write(noProblems(file, o.lang));
      if (checked.assumptions !== undefined) process.stdout.write(checked.assumptions + '\n');
    }
  }
  if (o.json) process.stdout.write((compiler === undefined ? NO_DIAGNOSTICS_JSON : compiler.diagnosticsJson(all)) + '\n');
  return failed ? EXIT.regulationErrors : EXIT.ok;
}
