/**
 * `reglament pulya <regulation> <pulya.yaml|json> [--json] [--lang ru|en]`: settles a preference pulya (a list of
 * deals or a finished sheet) under the regulation: each deal's entries with their rules, the sheet and every player's
 * exact result in whists. Formats: docs/preference.md. Registered by command-line.ts; loaded when the command runs.
 */
import type { GameCommandAction } from '../command-line-types.js';
import { settlePulya } from './pulya.js';
import { readPulyaFile } from './pulya-file.js';
import { pulyaJson, renderPulyaText } from './render-pulya.js';

/** Runs pulya; returns the exit code. */
export const pulyaCommand: GameCommandAction = {
  run(context, [regulation, file], o) {
    const { exit } = context;
    const ir = context.loadRegulationFor(regulation!, 'preference', 'pulya');
    if (!ir) return exit.regulationErrors;
    if (!ir.preference) {
      process.stderr.write(`${regulation}: the regulation has no \`preference:\` conventions\n`);
      return exit.regulationErrors;
    }
    const read = readPulyaFile(file!);
    if ('diagnostics' in read) {
      process.stderr.write(context.renderDiagnostics(read.diagnostics) + '\n');
      return exit.badInput;
    }
    const r = settlePulya(ir, read.value);
    if (r.problems.length > 0) process.stderr.write(context.renderDiagnostics(r.problems.map(read.toDiagnostic)) + '\n');
    if (r.problems.some((p) => p.severity === 'error')) return exit.badInput;
    const withDeals = Array.isArray((read.value as { players?: unknown }).players);
    process.stdout.write((o.json === true ? JSON.stringify(pulyaJson(ir, r.players, r.deals, withDeals, r.lastRound), null, 2) : renderPulyaText(ir, r.players, r.deals, o.lang, r.lastRound)) + '\n');
    return exit.ok;
  },
};
