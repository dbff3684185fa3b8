/**
 * lsp: the language server of regulation files (`reglament lsp --stdio`). Input: the Language Server Protocol over
 * two streams. Output: diagnostics as `reglament check` reports them (also inside rule strings, with the editor's
 * unsaved texts of every file of an `extends:` chain), hover, completion, go to definition, references, rename,
 * the outline, "did you mean" quick fixes, links, and a code lens that runs the regulation's tests.
 * May import compiler/, runtime/ and cli/ (each through its index.ts); imported by cli/ (the `lsp` command).
 */
export { startLanguageServer, type ServerOptions } from './server.js';
export { RUN_TESTS_COMMAND, type TestReport, type TestResult } from './test-lens.js';
