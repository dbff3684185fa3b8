/**
 * `reglament demo` (what `npm start` runs): checks the bundled regulations and scores sample hands from each,
 * with the explanation, so a new user sees the whole job at once.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRegulationFile } from '../../games/index.js';
import { circumstanceWords, readCircumstances, settlePulya } from '../../runtime/index.js';
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../i18n.js';
import { renderDiagnostics } from '../regulation-loader.js';
import { renderPulyaText } from '../render-pulya.js';
import { renderScoreText } from '../render-score.js';
import { scoreText } from './score.js';

/** The bundled regulations folder (next to dist/ or the sources). */
export function regulationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'regulations')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'regulations');
}

/** Runs the demo; returns the exit code. */
export function runDemo(lang: Lang): number {
  const dir = regulationsDir();
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => join(dir, f));
  let code: number = EXIT.ok;
  for (const file of files) {
    const { ir, diagnostics } = compileRegulationFile(file);
    if (diagnostics.length > 0) process.stdout.write(renderDiagnostics(diagnostics) + '\n');
    if (!ir) { code = EXIT.regulationErrors; continue; }
    if (ir.preference) {
      process.stdout.write(`\n=== ${ir.name[lang]} (${ir.regulation} ${ir.version}): ${ir.preference.contracts.length} contracts, ${ir.preferenceTests?.length ?? 0} pulya tests — ok\n`);
      for (const test of (ir.preferenceTests ?? []).slice(0, 2)) {
        const r = settlePulya(ir, test.pulya);
        if (r.problems.length === 0) process.stdout.write(`\n# ${test.name}\n${renderPulyaText(ir, r.players, r.deals, lang)}\n`);
      }
      continue;
    }
    const items = ir.scoring.points.length + ir.scoring.doublings.length + ir.scoring.limits.length;
    process.stdout.write(`\n=== ${ir.name[lang]} (${ir.regulation} ${ir.version}): ${items} items, ${ir.shapes.length} shapes, ${ir.tests.length} tests — ok\n`);
    for (const test of ir.tests.slice(0, 3)) {
      const circumstances = readCircumstances(test.circumstances);
      if ('problems' in circumstances) continue;
      const r = scoreText(ir, test.hand, circumstances.options);
      if ('error' in r) continue;
      const words = circumstanceWords(test.circumstances).join(' ');
      process.stdout.write(`\n# ${test.name}${words ? `  [${words}]` : ''}\n${renderScoreText(ir, test.hand, r.result, lang)}\n`);
    }
  }
  return code;
}
