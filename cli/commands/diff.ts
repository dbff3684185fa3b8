/**
 * `reglament diff <old> <new> [--format text|md|json] [--lang ru|en]`: the semantic diff of two regulations (their
 * effective rules after `extends`), grouped by section. Exit 0 whether or not they differ; 1 when a regulation has
 * errors (printed to stderr); 2 for bad usage.
 */
import { diffRegulations, GAMES } from '../../games/index.js';
import { EXIT } from '../exit-codes.js';
import { renderDiff, type DiffFormat, type Lang } from '../../present/index.js';
import { loadRegulation } from '../regulation-loader.js';

/** Options of diff. */
export interface DiffOptions {
  format: DiffFormat;
  lang: Lang;
}

/** Runs diff; returns the exit code. */
export function runDiff(oldFile: string, newFile: string, o: DiffOptions): number {
  // Both files are compiled before giving up, so that every error of both is reported at once.
  const before = loadRegulation(oldFile);
  const after = loadRegulation(newFile);
  if (!before || !after) return EXIT.regulationErrors;
  process.stdout.write(renderDiff(before, after, diffRegulations(before, after), o.format, o.lang, GAMES) + '\n');
  return EXIT.ok;
}
