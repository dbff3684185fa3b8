/**
 * The compiler's diagnostics as the protocol's: the same code, message and range as `reglament check`; the hint on
 * a line of its own after the message (as check prints it), the related places as related information.
 */
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { Diagnostic } from '../compiler/index.js';
import { rangeOfSpan } from './ranges.js';

/** The name the diagnostics carry as their source. */
export const DIAGNOSTIC_SOURCE = 'reglament';

/** A compiler diagnostic for the protocol; `uriOf` gives the URI of a related file. */
export function toLspDiagnostic(d: Diagnostic, uriOf: (file: string) => string): LspDiagnostic {
  return {
    range: rangeOfSpan(d),
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    source: DIAGNOSTIC_SOURCE,
    message: d.hint !== undefined ? `${d.message}\nhint: ${d.hint}` : d.message,
    ...(d.related !== undefined && d.related.length > 0
      ? { relatedInformation: d.related.map((r) => ({ location: { uri: uriOf(r.file), range: rangeOfSpan(r) }, message: r.message })) }
      : {}),
  };
}
