/**
 * The regulation's own tests from the editor: a code lens on `tests:` runs them (the command `reglament.runTests`,
 * on the text as it is in the editor, as `reglament test` would on the saved file), and then every test gets a lens
 * with its result: passed, or failed with what was expected and what it got. Results hold until the text changes.
 */
import { basename } from 'node:path';
import type { CodeLens } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { runRegulationTests } from '../games/index.js';
import type { Analysis } from './analyzer.js';
import type { Lang } from './lang.js';
import { text } from './texts.js';

/** The command that runs a regulation's tests; its argument is the document's URI. */
export const RUN_TESTS_COMMAND = 'reglament.runTests';

/** One test's result. */
export interface TestResult {
  name: string;
  /** The 1-based line of the test in the file. */
  line: number;
  ok: boolean;
  /** What differed, in the editor's language (empty when it passed). */
  problems: string[];
}

/** What a run of the tests reports (also the command's result). */
export interface TestReport {
  /** False when the tests could not run (the regulation has errors, or the file is no regulation). */
  ran: boolean;
  passed: number;
  failed: number;
  results: TestResult[];
  /** A one-line summary for the user. */
  message: string;
}

/** Test runs by document, with the version of the text they ran on. */
export class TestRunner {
  private readonly runs = new Map<string, { version: number; results: TestResult[] }>();

  /** Runs the tests of an analysed document and keeps the results for its lenses. */
  run(analysis: Analysis, document: TextDocument, lang: Lang): TestReport {
    const file = basename(analysis.file);
    if (analysis.kind !== 'regulation') return { ran: false, passed: 0, failed: 0, results: [], message: text('notRegulation', lang, { file }) };
    const ir = analysis.result?.ir;
    if (ir === undefined) {
      const errors = (analysis.result?.diagnostics ?? []).filter((d) => d.severity === 'error').length;
      return { ran: false, passed: 0, failed: 0, results: [], message: text('testsBroken', lang, { file, n: errors }) };
    }
    const results = runRegulationTests(ir).map((o) => ({ name: o.test.name, line: o.test.origin.line, ok: o.ok, problems: o.problems.map((p) => p[lang]) }));
    this.runs.set(document.uri, { version: document.version, results });
    const passed = results.filter((r) => r.ok).length;
    const failed = results.length - passed;
    return { ran: true, passed, failed, results, message: text('testsSummary', lang, { file, passed, failed }) };
  }

  /** The lenses of a document: "run the tests" on `tests:`, and each test's result from a run on this very text. */
  lensesOf(analysis: Analysis, document: TextDocument, lang: Lang): CodeLens[] {
    if (analysis.kind !== 'regulation') return [];
    const line = /^tests[ \t]*:/m.exec(document.getText());
    if (line === null) return [];
    const ir = analysis.result?.ir;
    const count = ir !== undefined ? ir.tests.length + (ir.preferenceTests?.length ?? 0) : undefined;
    const at = document.positionAt(line.index);
    const lenses: CodeLens[] = [{
      range: { start: at, end: at },
      command: {
        title: count !== undefined ? text('runTests', lang, { n: count }) : text('runTestsUncounted', lang),
        command: RUN_TESTS_COMMAND,
        arguments: [document.uri],
      },
    }];
    const run = this.runs.get(document.uri);
    if (run === undefined || run.version !== document.version) return lenses;
    for (const r of run.results) {
      const position = { line: r.line - 1, character: 0 };
      const title = r.ok ? text('testPassed', lang) : text('testFailed', lang, { problems: r.problems.join('; ') });
      // Clicking a result runs the tests again.
      lenses.push({ range: { start: position, end: position }, command: { title, command: RUN_TESTS_COMMAND, arguments: [document.uri] } });
    }
    return lenses;
  }

  /** Forgets the results of a closed document. */
  forget(uri: string): void {
    this.runs.delete(uri);
  }
}
