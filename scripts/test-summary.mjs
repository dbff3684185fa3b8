// Prints the plain closing line "N passed, N failed" from vitest's JSON report (CI reads it).
import { readFileSync } from 'node:fs';
const report = JSON.parse(readFileSync(new URL('../test-artifacts/vitest.json', import.meta.url), 'utf8'));
const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = report.numFailedTests > 0 ? 1 : 0;
