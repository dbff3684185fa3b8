/**
 * compiler/diagnostics — the Diagnostic type, the code registry, text/JSON rendering and "did you mean".
 * Input: diagnostics produced by every compiler phase (and by hand/event checks), source texts for code frames.
 * Output: registry lookups, rendered text or JSON, name suggestions.
 * May import: nothing outside this folder except node built-ins (it is a leaf every other folder can use).
 */
export type { Diagnostic, DiagnosticText, Related, Severity, Span, Wording } from './diagnostic.js';
export {
  diagnosticCodes, diagnosticCodesRu, lookupCode, lookupCodeRu, registerGameCodes, registeredCodes, registeredCodesRu, createDiagnostic, withWords,
} from './codes.js';
export type { CodeCatalog, CodeInfo, CoreDiagnosticCode, DiagnosticCode, DiagnosticExtras, GameCodeInfo } from './codes.js';
export type { CodeTextRu } from './codes-ru.js';
export { codeTitle, wordingIn, diagnosticMessage, diagnosticHint, diagnosticText, relatedMessage, type DiagnosticLang } from './localize.js';
export { renderText, renderJson, sortDiagnostics, summarizeDiagnostics } from './render.js';
export { severityWord } from '../../runtime/compiler-entry.js';
export type { RenderTextOptions } from './render.js';
export { suggestName, computeEditDistance, didYouMean, type DidYouMean } from './suggest.js';
export { excerptAround, EXCERPT_WIDTH } from '../../runtime/compiler-entry.js';
export type { Excerpt } from '../../runtime/index.js';
