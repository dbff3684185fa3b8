/**
 * `reglament demo` (what `npm start` runs): checks the bundled regulations and scores sample hands from each,
 * with the explanation, so a new user sees the whole job at once. `--json`: one object
 * `{regulations: [{file, regulation, version, name, compiled, samples: [{name, circumstances, score}] or a game's
 * own samples (GameModule.demo)]}]}` with each sample as `score --json` (or the game's command) prints it.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileRegulationFile, demoPartOf, regulationsDir, type DemoSample } from '../../games/index.js';
import { circumstanceWords, readCircumstances, type RegulationIR } from '../../runtime/index.js';
import { EXIT } from '../exit-codes.js';
import { renderScoreText, scoreJson, type Lang } from '../../present/index.js';
import { renderDiagnostics } from '../regulation-loader.js';
import { scoreText } from './score.js';

/** Options of demo. */
export interface DemoOptions {
  lang: Lang;
  json?: boolean;
}

/** One bundled regulation: its heading line, its samples, or the diagnostics when it does not compile. */
interface Shown {
  file: string;
  diagnostics: string;
  ir?: RegulationIR;
  summary?: string;
  samples: DemoSample[];
}

/** The samples of a compiled regulation: its game's (GameModule.demo), else its first three hand tests scored. */
function samplesOf(ir: RegulationIR, lang: Lang): DemoSample[] {
  const game = demoPartOf(ir);
  if (game !== undefined) return game.samples(ir, lang);
  return ir.tests.slice(0, 3).flatMap((test) => {
    const circumstances = readCircumstances(test.circumstances);
    if ('problems' in circumstances) return [];
    const r = scoreText(ir, test.hand, circumstances.options);
    if ('error' in r) return [];
    const words = circumstanceWords(test.circumstances);
    const text = `\n# ${test.name}${words.length > 0 ? `  [${words.join(' ')}]` : ''}\n${renderScoreText(ir, test.hand, r.result, lang)}\n`;
    return [{ text, json: { name: test.name, circumstances: words, score: scoreJson(test.hand, r.result) } }];
  });
}

/** The heading line of a compiled regulation: its name, version and size. */
function summaryOf(ir: RegulationIR): string {
  const game = demoPartOf(ir);
  if (game !== undefined) return game.summary(ir);
  const items = ir.scoring.points.length + ir.scoring.doublings.length + ir.scoring.limits.length;
  return `${items} items, ${ir.shapes.length} shapes, ${ir.tests.length} tests`;
}

/** Runs the demo; returns the exit code. */
export function runDemo(o: DemoOptions): number {
  const { lang } = o;
  const dir = regulationsDir();
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => join(dir, f));
  const shown: Shown[] = files.map((file) => {
    const { ir, diagnostics } = compileRegulationFile(file);
    const text = diagnostics.length > 0 ? renderDiagnostics(diagnostics) + '\n' : '';
    return ir ? { file, diagnostics: text, ir, summary: summaryOf(ir), samples: samplesOf(ir, lang) } : { file, diagnostics: text, samples: [] };
  });
  if (o.json) {
    const regulations = shown.map((r) => ({
      file: relative(process.cwd(), r.file) || r.file,
      compiled: r.ir !== undefined,
      ...(r.ir ? { regulation: r.ir.regulation, version: r.ir.version, name: r.ir.name[lang] } : {}),
      samples: r.samples.map((s) => s.json),
    }));
    for (const r of shown) process.stderr.write(r.diagnostics);
    process.stdout.write(JSON.stringify({ regulations }, null, 2) + '\n');
  } else {
    for (const r of shown) {
      process.stdout.write(r.diagnostics);
      if (r.ir) process.stdout.write(`\n=== ${r.ir.name[lang]} (${r.ir.regulation} ${r.ir.version}): ${r.summary} — ok\n` + r.samples.map((s) => s.text).join(''));
    }
  }
  return shown.every((r) => r.ir !== undefined) ? EXIT.ok : EXIT.regulationErrors;
}
