/**
 * Quick fixes for "did you mean": a diagnostic whose compiler record carries a suggestion gets a code action that
 * writes the suggestion in place of the misspelt text.
 */
import { resolve } from 'node:path';
import { CodeActionKind, type CodeAction, type Range } from 'vscode-languageserver';
import type { Analysis } from './analyzer.js';
import { toLspDiagnostic } from './diagnostics.js';
import type { Lang } from './lang.js';
import { rangeOfSpan, rangesMeet, unquotedRange } from './ranges.js';
import { text } from './texts.js';
import type { Workspace } from './workspace.js';

/** The quick fixes of the diagnostics of a document that meet a range. */
export function quickFixes(workspace: Workspace, analysis: Analysis, range: Range, lang: Lang): CodeAction[] {
  const uri = workspace.uriOf(analysis.file);
  return (analysis.result?.diagnostics ?? []).flatMap((d): CodeAction[] => {
    if (d.suggestion === undefined || resolve(d.file) !== analysis.file || !rangesMeet(rangeOfSpan(d), range)) return [];
    return [{
      title: text('quickFix', lang, { name: d.suggestion }),
      kind: CodeActionKind.QuickFix,
      diagnostics: [toLspDiagnostic(d, (f) => workspace.uriOf(f), lang)],
      isPreferred: true,
      edit: { changes: { [uri]: [{ range: unquotedRange(d, workspace.textOf(d.file)), newText: d.suggestion }] } },
    }];
  });
}
