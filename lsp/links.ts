/**
 * Document links: the file named by a regulation's `extends:` and by an event or pulya file's `regulation:` opens
 * with a click (the path is relative to the file that names it).
 */
import { dirname, isAbsolute, join } from 'node:path';
import type { DocumentLink } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentKind } from './document-kind.js';
import { uriOfPath } from './uris.js';

/** The links of a document of a kind. */
export function linksOf(document: TextDocument, file: string, kind: DocumentKind): DocumentLink[] {
  const key = kind === 'regulation' ? 'extends' : kind === 'event' || kind === 'pulya' ? 'regulation' : undefined;
  if (key === undefined) return [];
  const m = new RegExp(`^${key}[ \\t]*:[ \\t]*(['"]?)([^'"#\\n]*?)\\1[ \\t]*(?:#.*)?$`, 'm').exec(document.getText());
  if (m === null || m[2] === '') return [];
  const written = m[2]!;
  const start = m.index + m[0].indexOf(written, key.length + 1);
  const target = isAbsolute(written) ? written : join(dirname(file), written);
  return [{ range: { start: document.positionAt(start), end: document.positionAt(start + written.length) }, target: uriOfPath(target) }];
}
