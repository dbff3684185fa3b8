/**
 * Diagnostic rendering for people (text with code frames) and for tools (JSON).
 * Input: diagnostics, and for code frames a way to read a file's text. Output: a string.
 *
 * Text format, per diagnostic (blocks separated by one empty line):
 *   file:line:col  error  code  message
 *    12 | source line
 *       |     ^^^^
 *     hint: ...
 *     related: file:line:col  message
 * The caret line underlines [col, endCol) of the span (at least one caret; a multi-line span is underlined to the
 * end of its first line). The frame is left out when the file or the line cannot be read.
 * After the blocks: an empty line and a summary such as `2 errors, 1 warning` (only non-zero counts are named).
 * With `lang: 'ru'` the words are Russian (`ошибка`, `подсказка:`, `см. также:`, `2 ошибки, 1 предупреждение`) and so
 * are the messages and hints (localize.ts); the layout is the same.
 * No diagnostics render as the empty string (no summary). Non-empty output ends with a newline.
 * Diagnostics are sorted by file, line, col (stable for equal positions); file paths are printed as given.
 */
import type { Diagnostic } from './diagnostic.js';
import { codeTitle, diagnosticHint, diagnosticMessage, relatedMessage, type DiagnosticLang } from './localize.js';
import { countRu, excerptAround, SEVERITY_WORDS as WORDS } from '../../runtime/compiler-entry.js';

/** Options of `renderText`. */
export interface RenderTextOptions {
  /** Print the final `N errors, M warnings` line (default true). */
  summary?: boolean;
  /** Print code frames (default true). */
  frames?: boolean;
  /** Colour with ANSI escapes (default false). */
  color?: boolean;
  /** The language of the words and messages (default English). */
  lang?: DiagnosticLang;
}

/** Orders diagnostics by file, line, col; a stable sort, so equal positions keep their input order. */
export function sortDiagnostics(diags: readonly Diagnostic[]): Diagnostic[] {
  return diags
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      if (a.d.file !== b.d.file) return a.d.file < b.d.file ? -1 : 1;
      if (a.d.line !== b.d.line) return a.d.line - b.d.line;
      if (a.d.col !== b.d.col) return a.d.col - b.d.col;
      return a.i - b.i;
    })
    .map((x) => x.d);
}

/** The summary line, e.g. `2 errors, 1 warning` (`2 ошибки, 1 предупреждение`); empty when there are no diagnostics. */
export function summarizeDiagnostics(diags: readonly Diagnostic[], lang: DiagnosticLang = 'en'): string {
  const errors = diags.filter((d) => d.severity === 'error').length;
  const warnings = diags.length - errors;
  const parts: string[] = [];
  if (lang === 'ru') {
    if (errors > 0) parts.push(countRu(errors, ['ошибка', 'ошибки', 'ошибок']));
    if (warnings > 0) parts.push(countRu(warnings, ['предупреждение', 'предупреждения', 'предупреждений']));
    return parts.join(', ');
  }
  if (errors > 0) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (warnings > 0) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  return parts.join(', ');
}

const ansi = {
  red: (s: string) => `\u001b[31m${s}\u001b[39m`,
  yellow: (s: string) => `\u001b[33m${s}\u001b[39m`,
  dim: (s: string) => `\u001b[2m${s}\u001b[22m`,
  bold: (s: string) => `\u001b[1m${s}\u001b[22m`,
};

/** Splits a text into lines, accepting \n, \r\n and \r endings. */
function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** Renders diagnostics as text with code frames; `readFile` returns a file's text (or undefined) for the frames. */
export function renderText(
  diags: readonly Diagnostic[],
  readFile?: (file: string) => string | undefined,
  opts: RenderTextOptions = {},
): string {
  if (diags.length === 0) return '';
  const color = opts.color === true;
  const lang = opts.lang ?? 'en';
  const words = WORDS[lang];
  const paint = (f: (s: string) => string, s: string) => (color ? f(s) : s);
  const cache = new Map<string, string[] | undefined>();
  const linesOf = (file: string): string[] | undefined => {
    if (!cache.has(file)) {
      let text: string | undefined;
      try {
        text = readFile?.(file);
      } catch {
        text = undefined;
      }
      cache.set(file, text === undefined ? undefined : splitLines(text));
    }
    return cache.get(file);
  };

  const blocks: string[] = [];
  for (const d of sortDiagnostics(diags)) {
    const out: string[] = [];
    const severity = d.severity === 'error' ? paint(ansi.red, words.error) : paint(ansi.yellow, words.warning);
    out.push(`${d.file}:${d.line}:${d.col}  ${severity}  ${paint(ansi.dim, d.code)}  ${diagnosticMessage(d, lang)}`);
    if (opts.frames !== false) {
      const lines = linesOf(d.file);
      const source = lines?.[d.line - 1];
      if (source !== undefined) out.push(...renderFrame(source, d, (s) => paint(ansi.red, s)));
    }
    const hint = diagnosticHint(d, lang);
    if (hint !== undefined) out.push(`  ${words.hint}: ${hint}`);
    for (const r of d.related ?? []) out.push(`  ${words.related}: ${r.file}:${r.line}:${r.col}  ${relatedMessage(r, lang)}`);
    blocks.push(out.join('\n'));
  }
  let text = blocks.join('\n\n') + '\n';
  if (opts.summary !== false) text += '\n' + paint(ansi.bold, summarizeDiagnostics(diags, lang)) + '\n';
  return text;
}

/**
 * The two frame lines (source line with gutter, caret line) for a diagnostic on that line; a long line is shown as
 * a window around the span (excerpt.ts).
 */
function renderFrame(line: string, d: Diagnostic, paintCarets: (s: string) => string): string[] {
  const gutter = String(d.line);
  const window = excerptAround(line, Math.max(1, d.col) - 1, (d.endLine === d.line ? d.endCol : line.length + 1) - 1);
  const source = window.text;
  const start = window.start + 1;
  let end = window.end + 1;
  if (end <= start) end = start + 1;
  // Keep tabs in the padding so the carets stay under the same characters.
  const pad = source.slice(0, start - 1).replace(/[^\t]/g, ' ');
  const paddingToStart = pad + ' '.repeat(Math.max(0, start - 1 - pad.length));
  return [
    ` ${gutter} | ${source}`.trimEnd(),
    ` ${' '.repeat(gutter.length)} | ${paddingToStart}${paintCarets('^'.repeat(end - start))}`,
  ];
}

/**
 * Renders diagnostics as `{ "diagnostics": [...] }` JSON (sorted like the text, fields in a fixed order). `message`,
 * `hint` and a related note's `message` are English, as always; after the fields tools already read come `title`,
 * `text` and `hintText` (and a related note's `text`), each `{en, ru}`, the Russian as the text rendering shows it.
 */
export function renderJson(diags: readonly Diagnostic[]): string {
  const ordered = sortDiagnostics(diags).map((d) => {
    const o: Record<string, unknown> = {
      code: d.code,
      severity: d.severity,
      message: d.message,
      file: d.file,
      line: d.line,
      col: d.col,
      endLine: d.endLine,
      endCol: d.endCol,
    };
    if (d.hint !== undefined) o.hint = d.hint;
    if (d.related !== undefined && d.related.length > 0) {
      o.related = d.related.map((r) => ({
        message: r.message,
        file: r.file,
        line: r.line,
        col: r.col,
        endLine: r.endLine,
        endCol: r.endCol,
        text: { en: r.message, ru: relatedMessage(r, 'ru') },
      }));
    }
    o.title = { en: codeTitle(d.code, 'en'), ru: codeTitle(d.code, 'ru') };
    o.text = { en: d.message, ru: diagnosticMessage(d, 'ru') };
    if (d.hint !== undefined) o.hintText = { en: d.hint, ru: diagnosticHint(d, 'ru') };
    return o;
  });
  return JSON.stringify({ diagnostics: ordered }, null, 2);
}
