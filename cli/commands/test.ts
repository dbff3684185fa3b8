/**
 * `reglament test <file>... [--json]`: run the regulations' own test cases. Text, in the run's language: a line per
 * case (`ok` or `FAIL`; «пройден», «НЕ ПРОЙДЕН»), the file and line, the name, then each problem), then the counts.
 * `--json`: one object `{passed, failed, files: [{file, compiled, tests: [{line, name, ok, problems, texts}]}]}`
 * (`problems` in English, `texts` each in both languages; a regulation that does not
 * compile has `compiled: false`, no tests, and its diagnostics on stderr). Exit 1 when a case fails or a file does
 * not compile.
 */
import { EXIT } from '../exit-codes.js';
import type { Lang } from '../../present/index.js';
import type { Bilingual } from '../../runtime/index.js';
import { outputLanguage } from '../output-language.js';
import { loadRegulation } from '../regulation-loader.js';
import { runRegulationTests } from '../../games/index.js';

/** Options of test. */
export interface TestCommandOptions {
  json?: boolean;
  /** The language of the summary line (default: the run's). */
  lang?: Lang;
}

/** One regulation's cases as `--json` prints them. */
interface FileOutcome {
  file: string;
  compiled: boolean;
  tests: Array<{ line: number; name: string; ok: boolean; problems: string[]; texts: Bilingual[] }>;
}

/** Runs test; returns the exit code. */
export function runTestCommand(files: string[], o: TestCommandOptions = {}): number {
  const outcomes: FileOutcome[] = files.map((file) => {
    const ir = loadRegulation(file);
    if (!ir) return { file, compiled: false, tests: [] };
    const tests = runRegulationTests(ir).map((t) => ({ line: t.test.origin.line, name: t.test.name, ok: t.ok, problems: t.problems.map((p) => p.en), texts: t.problems }));
    return { file, compiled: true, tests };
  });
  const all = outcomes.flatMap((f) => f.tests);
  const passed = all.filter((t) => t.ok).length;
  const failed = all.length - passed;
  if (o.json) process.stdout.write(JSON.stringify({ passed, failed, files: outcomes }, null, 2) + '\n');
  else {
    const lang = o.lang ?? outputLanguage();
    const [ok, fail] = lang === 'ru' ? ['пройден   ', 'НЕ ПРОЙДЕН'] : ['ok  ', 'FAIL'];
    for (const { file, tests } of outcomes) {
      for (const t of tests) {
        process.stdout.write(`${t.ok ? ok : fail} ${file}:${t.line}  ${t.name}\n`);
        for (const p of t.texts) process.stdout.write(`       ${p[lang]}\n`);
      }
    }
    process.stdout.write(lang === 'ru' ? `пройдено: ${passed}, не пройдено: ${failed}\n` : `${passed} passed, ${failed} failed\n`);
  }
  return outcomes.some((f) => !f.compiled) || failed > 0 ? EXIT.regulationErrors : EXIT.ok;
}
