/**
 * The compiler's diagnostics as the protocol's: the same code, message and range as `reglament check`; the hint on
 * a line of its own after the message (as check prints it), the related places as related information.
 */
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { diagnosticHint, diagnosticMessage, relatedMessage, type Diagnostic } from '../compiler/index.js';
import type { Lang } from './lang.js';
import { rangeOfSpan } from './ranges.js';

/** The name the diagnostics carry as their source. */
export const DIAGNOSTIC_SOURCE = 'reglament';

/** A compiler diagnostic for the protocol, in the server's language; `uriOf` gives the URI of a related file. */
export function toLspDiagnostic(d: Diagnostic, uriOf: (file: string) => string, lang: Lang): LspDiagnostic {
  const message = diagnosticMessage(d, lang);
  const hint = diagnosticHint(d, lang);
  return {
    range: rangeOfSpan(d),
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    source: DIAGNOSTIC_SOURCE,
    message: hint !== undefined ? `${message}\n${lang === 'ru' ? 'подсказка' : 'hint'}: ${hint}` : message,
    ...(d.related !== undefined && d.related.length > 0
      ? { relatedInformation: d.related.map((r) => ({ location: { uri: uriOf(r.file), range: rangeOfSpan(r) }, message: relatedMessage(r, lang) })) }
      : {}),
  };
}
