/**
 * `reglament test <file>...`: run the regulations' own test cases.
 */
import { EXIT } from '../exit-codes.js';
import { loadRegulation } from '../regulation-loader.js';
import { runRegulationTests } from '../run-tests.js';

/** Runs test; returns the exit code. */
export function runTestCommand(files: string[]): number {
  let passed = 0;
  let failed = 0;
  let broken = false;
  for (const file of files) {
    const ir = loadRegulation(file);
    if (!ir) { broken = true; continue; }
    for (const outcome of runRegulationTests(ir)) {
      if (outcome.ok) passed++; else failed++;
      const mark = outcome.ok ? 'ok  ' : 'FAIL';
      process.stdout.write(`${mark} ${file}:${outcome.test.origin.line}  ${outcome.test.name}\n`);
      for (const p of outcome.problems) process.stdout.write(`       ${p}\n`);
    }
  }
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  return broken || failed > 0 ? EXIT.regulationErrors : EXIT.ok;
}
