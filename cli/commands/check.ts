/**
 * `reglament check <file>...`: compile regulations and report every problem; `--assumptions` lists the
 * interpretations each file records.
 */
import { renderJson } from '../../compiler/index.js';
import { compileRegulationFile, GAMES } from '../../games/index.js';
import { listAssumptions, type Lang } from '../../present/index.js';
import { EXIT } from '../exit-codes.js';
import { relativize, renderDiagnostics } from '../regulation-loader.js';

/** Options of check. */
export interface CheckOptions {
  assumptions?: boolean;
  json?: boolean;
  lang: Lang;
}

/** Runs check; returns the exit code. */
export function runCheck(files: string[], o: CheckOptions): number {
  let failed = false;
  const all = [];
  for (const file of files) {
    const { ir, diagnostics } = compileRegulationFile(file);
    all.push(...diagnostics);
    if (diagnostics.some((d) => d.severity === 'error')) failed = true;
    if (!o.json) {
      if (diagnostics.length > 0) process.stdout.write(renderDiagnostics(diagnostics, o.lang) + '\n');
      else process.stdout.write(`${file}: ${o.lang === 'ru' ? 'ошибок нет' : 'ok'}\n`);
      if (o.assumptions && ir) process.stdout.write(listAssumptions(ir, o.lang, 'text', GAMES) + '\n');
    }
  }
  if (o.json) process.stdout.write(renderJson(relativize(all)) + '\n');
  return failed ? EXIT.regulationErrors : EXIT.ok;
}
