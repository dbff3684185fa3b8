/**
 * `reglament assumptions <file> [--format text|md|json] [--json] [--lang ru|en]`: every interpretation a regulation
 * records, by section, with its clause, its place in the files and the alternative, for a rule committee to confirm.
 */
import { GAMES } from '../../games/index.js';
import { assumptionsJson, renderAssumptions, type Lang } from '../../present/index.js';
import { EXIT } from '../exit-codes.js';
import { loadRegulation } from '../regulation-loader.js';

/** Options of assumptions. */
export interface AssumptionsOptions {
  format: 'text' | 'md' | 'json';
  /** The same as `--format json`. */
  json?: boolean;
  lang: Lang;
}

/** Runs assumptions; returns the exit code. */
export function runAssumptions(file: string, o: AssumptionsOptions): number {
  const ir = loadRegulation(file);
  if (!ir) return EXIT.regulationErrors;
  if (o.json === true || o.format === 'json') process.stdout.write(JSON.stringify(assumptionsJson(ir, GAMES), null, 2) + '\n');
  else process.stdout.write(renderAssumptions(ir, o.lang, o.format, GAMES) + '\n');
  return EXIT.ok;
}
