/**
 * Diagnostics as the command line shows them: paths relative to the working directory, rendered for the terminal with
 * code frames. Apart from regulation-loader.ts, so that `check` words its diagnostics without the games' compile
 * entry (cli/commands/check-compile.ts).
 */
import { relative } from 'node:path';
import { readTextFile, renderText, type Diagnostic } from '../compiler/index.js';
import type { Lang } from '../present/index.js';
import { outputLanguage } from './output-language.js';

/**
 * Reads a file for code frames (as every user file is read: a regular file, capped); undefined when it cannot be or
 * is not text (an event store: no frame).
 */
export function readForFrames(file: string): string | undefined {
  const read = readTextFile(file);
  return 'text' in read && !read.text.includes('\u0000') ? read.text : undefined;
}

/** Makes diagnostic paths relative to the working directory, as users typed them. */
export function relativize(ds: Diagnostic[]): Diagnostic[] {
  // Paths under the working directory are shown relative to it, as users typed them; others stay absolute.
  const rel = (f: string) => {
    if (!f.startsWith('/')) return f;
    const r = relative(process.cwd(), f);
    return r === '' || r.startsWith('..') ? f : r;
  };
  return ds.map((d) => ({ ...d, file: rel(d.file), ...(d.related ? { related: d.related.map((r) => ({ ...r, file: rel(r.file) })) } : {}) }));
}

/** Renders diagnostics for the terminal, in the run's language unless another is given. */
export function renderDiagnostics(ds: Diagnostic[], lang: Lang = outputLanguage()): string {
  return renderText(relativize(ds), readForFrames, { lang });
}
