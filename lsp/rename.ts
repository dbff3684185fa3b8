/**
 * Rename of an id or a tag everywhere it is written: its definition, the rule strings, `excludes`, the tests, and a
 * child's `override` and `remove`, in the file and in every file that extends it. The new name must be an id
 * (kebab-case) or a tag (a word of the rule language) and not one the regulation already has.
 */
import { resolve } from 'node:path';
import { ResponseError, ErrorCodes, type Position, type Range, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver';
import { findDefinitions } from '../compiler/index.js';
import { lexRule } from '../compiler/rule-reader.js';
import type { Analysis } from './analyzer.js';
import type { Lang } from './lang.js';
import type { Navigator } from './navigation.js';
import { unquotedRange } from './ranges.js';
import { nameOfHit, spanOfHit, symbolAt, type SymbolHit } from './symbol-at.js';
import { text } from './texts.js';
import type { Workspace } from './workspace.js';

/** What rename needs. */
export interface RenameContext {
  navigator: Navigator;
  workspace: Workspace;
  lang: Lang;
}

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The name under the cursor that can be renamed, or the reason it cannot. */
function renamable(ctx: RenameContext, analysis: Analysis, position: Position): Exclude<SymbolHit, { on: 'builtin' }> | ResponseError<void> {
  const table = analysis.result?.symbols;
  const hit = table !== undefined ? symbolAt(table, analysis.file, position) : undefined;
  if (hit === undefined) return new ResponseError(ErrorCodes.InvalidRequest, text('renameNothing', ctx.lang));
  if (hit.on === 'builtin') return new ResponseError(ErrorCodes.InvalidRequest, text('renameBuiltin', ctx.lang, { name: hit.builtin.name }));
  return hit;
}

/** `textDocument/prepareRename`: the range of the name and its text. */
export function prepareRename(ctx: RenameContext, analysis: Analysis, position: Position): { range: Range; placeholder: string } | ResponseError<void> {
  const hit = renamable(ctx, analysis, position);
  if (hit instanceof ResponseError) return hit;
  return { range: unquotedRange(spanOfHit(hit), ctx.workspace.textOf(spanOfHit(hit).file)), placeholder: nameOfHit(hit) };
}

/** `textDocument/rename`: the edits of every file where the name is written. */
export function renameAt(ctx: RenameContext, analysis: Analysis, position: Position, newName: string): WorkspaceEdit | ResponseError<void> {
  const hit = renamable(ctx, analysis, position);
  if (hit instanceof ResponseError) return hit;
  const kind = hit.on === 'definition' ? hit.definition.kind : hit.reference.kind;
  const invalid = kind === 'entry' ? !ID.test(newName) : !isTagWord(newName);
  if (invalid) return new ResponseError(ErrorCodes.InvalidParams, text(kind === 'entry' ? 'renameNotId' : 'renameNotTag', ctx.lang, { name: newName }));
  if (newName !== nameOfHit(hit) && findDefinitions(analysis.result!.symbols!, kind, newName).length > 0) {
    return new ResponseError(ErrorCodes.InvalidParams, text('renameTaken', ctx.lang, { name: newName }));
  }
  const changes: Record<string, TextEdit[]> = {};
  for (const o of ctx.navigator.occurrencesOf(analysis, hit)) {
    const uri = ctx.workspace.uriOf(resolve(o.span.file));
    (changes[uri] ??= []).push({ range: unquotedRange(o.span, ctx.workspace.textOf(o.span.file)), newText: newName });
  }
  return { changes };
}

/** Whether a text is one word that the rule language reads as a name (not a keyword). */
function isTagWord(name: string): boolean {
  const tokens = lexRule(name);
  return tokens.length === 1 && tokens[0]!.type === 'Identifier' && tokens[0]!.image === name;
}
