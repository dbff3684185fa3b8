/**
 * `reglament assumptions <file> [--format text|md] [--lang ru|en]`: every interpretation a regulation records, by
 * section, with its clause, its place in the files and the alternative, for a rule committee to confirm.
 */
import { renderAssumptions } from '../assumptions.js';
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../i18n.js';
import { loadRegulation } from '../regulation-loader.js';

/** Options of assumptions. */
export interface AssumptionsOptions {
  format: 'text' | 'md';
  lang: Lang;
}

/** Runs assumptions; returns the exit code. */
export function runAssumptions(file: string, o: AssumptionsOptions): number {
  const ir = loadRegulation(file);
  if (!ir) return EXIT.regulationErrors;
  process.stdout.write(renderAssumptions(ir, o.lang, o.format) + '\n');
  return EXIT.ok;
}
