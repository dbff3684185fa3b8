/**
 * `reglament pulya <regulation> <pulya.yaml|json> [--json] [--lang ru|en]`: settles a preference pulya (a list of
 * deals or a finished sheet) under the regulation: each deal's entries with their rules, the sheet and every player's
 * exact result in whists. Formats: docs/preference.md.
 */
import { settlePulya } from '../../games/index.js';
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../../present/index.js';
import { loadRegulationFor, renderDiagnostics } from '../regulation-loader.js';
import { pulyaJson, readPulyaFile, renderPulyaText } from '../../games/index.js';

/** Options of pulya. */
export interface PulyaOptions {
  json?: boolean;
  lang: Lang;
}

/** Runs pulya; returns the exit code. */
export function runPulya(regulation: string, file: string, o: PulyaOptions): number {
  const ir = loadRegulationFor(regulation, 'preference', 'pulya');
  if (!ir) return EXIT.regulationErrors;
  if (!ir.preference) {
    process.stderr.write(`${regulation}: the regulation has no \`preference:\` conventions\n`);
    return EXIT.regulationErrors;
  }
  const read = readPulyaFile(file);
  if ('diagnostics' in read) {
    process.stderr.write(renderDiagnostics(read.diagnostics) + '\n');
    return EXIT.badInput;
  }
  const r = settlePulya(ir, read.value);
  if (r.problems.length > 0) process.stderr.write(renderDiagnostics(r.problems.map(read.toDiagnostic)) + '\n');
  if (r.problems.some((p) => p.severity === 'error')) return EXIT.badInput;
  const withDeals = Array.isArray((read.value as { players?: unknown }).players);
  process.stdout.write((o.json ? JSON.stringify(pulyaJson(ir, r.players, r.deals, withDeals, r.lastRound), null, 2) : renderPulyaText(ir, r.players, r.deals, o.lang, r.lastRound)) + '\n');
  return EXIT.ok;
}
