/**
 * The input files of the commands and the desk (events, protocol entries, players, deals, a game's own files, hands files) read
 * one way: the text (a missing file is the kind's `file-missing`), then `.json` as strict JSON (a syntax error is the
 * kind's `json-syntax`, at its line and column) and anything else as YAML, both located with yaml's LineCounter, so
 * that a problem found at a path of the value (by a schema check or a reader) gets its file:line:col.
 * Never throws on user input.
 */
import type { Diagnostic, DiagnosticCode, Span } from '../diagnostics/index.js';
import { createDiagnostic } from '../diagnostics/index.js';
import { parseYamlText, readTextFile, type LoadedYaml, type ReadFile } from '../source/load-yaml.js';
import { spanOfKey, spanOfPath, type Path } from '../source/locate.js';
import type { SchemaChecker, SchemaProblem } from '../source/schema-checker.js';

/** A kind of input file: the codes of the problems of reading it. */
export interface InputKind {
  /** The file cannot be read. */
  fileMissing: DiagnosticCode;
  /** A `.json` file is not valid JSON. */
  jsonSyntax: DiagnosticCode;
}

/** The kinds of input files of every game (a game's own kind of file is its InputKind, in games/<game>/). */
export const INPUT_KINDS = {
  event: { fileMissing: 'event/file-missing', jsonSyntax: 'event/json-syntax' },
  deal: { fileMissing: 'deal/file-missing', jsonSyntax: 'deal/json-syntax' },
} as const satisfies Record<string, InputKind>;

/** A problem found at a path of an input's value: its code, its message, and whether it is about the key there. */
export interface InputProblem {
  code: DiagnosticCode;
  path: Path;
  message: string;
  hint?: string;
  atKey?: boolean;
}

/** A read input file: its located document and value, and how a problem at a path of the value is positioned. */
export interface InputFile {
  file: string;
  loaded: LoadedYaml;
  value: unknown;
  /** The span of the value (or, `atKey`, of the key) at a path; a path that does not exist: its nearest parent. */
  spanAt(path: Path, atKey?: boolean): Span;
  /** A problem as a diagnostic at its place. */
  diagnostic(problem: InputProblem): Diagnostic;
  /** The problems of the value (or of its part at `under`) against a schema, as diagnostics. */
  schemaDiagnostics(checker: SchemaChecker, options?: { definition?: string; under?: string; value?: unknown }): Diagnostic[];
}

/** The text of a file (by `readFile`, an editor's unsaved text; default the file system), or the kind's file-missing diagnostic. */
export function readInputText(file: string, kind: InputKind, readFile?: ReadFile): { text: string } | { diagnostic: Diagnostic } {
  const read = readTextFile(file, readFile);
  if ('text' in read) return read;
  return { diagnostic: createDiagnostic(kind.fileMissing, startOf(file), { en: `cannot read ${file}: ${read.error}`, ru: `${file} не читается: ${read.reason.ru}` }) };
}

/**
 * Reads an input file: YAML, or JSON by its `.json` extension. `input` is absent when the file cannot be read or
 * parsed (the diagnostics say why); it is present with yaml/* diagnostics of a text that was still read (a duplicate
 * key, a warning), which the caller may refuse. `readFile` reads the text (default: the file system).
 */
export function readInputFile(file: string, kind: InputKind, readFile?: ReadFile): { input?: InputFile; diagnostics: Diagnostic[] } {
  const read = readInputText(file, kind, readFile);
  if ('diagnostic' in read) return { diagnostics: [read.diagnostic] };
  if (/\.json$/i.test(file)) {
    const syntax = jsonSyntaxError(read.text, file, kind);
    if (syntax !== undefined) return { diagnostics: [syntax] };
  }
  const { loaded, diagnostics } = parseYamlText(read.text, file);
  if (loaded.hasSyntaxErrors) return { diagnostics };
  return { input: inputOf(loaded), diagnostics };
}

/** An input over a located document. */
export function inputOf(loaded: LoadedYaml): InputFile {
  const spanAt = (path: Path, atKey?: boolean) => (atKey === true ? spanOfKey(loaded, path) : spanOfPath(loaded, path));
  const diagnostic = (p: InputProblem) => createDiagnostic(p.code, spanAt(p.path, p.atKey), p.message, { hint: p.hint ?? null });
  return {
    file: loaded.file,
    loaded,
    value: loaded.value,
    spanAt,
    diagnostic,
    schemaDiagnostics: (checker, options = {}) => {
      const value = 'value' in options ? options.value : loaded.value;
      return checker.problems(value, options).map((p: SchemaProblem) => diagnostic(p));
    },
  };
}

/** The start of a file (for problems of the file as a whole). */
function startOf(file: string): Span {
  return { file, line: 1, col: 1, endLine: 1, endCol: 1 };
}

/** 1-based line and column of a character offset. */
function lineColOf(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, col: lines[lines.length - 1]!.length + 1 };
}

/** The kind's json-syntax diagnostic of a text that is not valid JSON, at the position the parser names. */
function jsonSyntaxError(text: string, file: string, kind: InputKind): Diagnostic | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (e) {
    const message = (e as Error).message;
    const at = /position (\d+)/.exec(message);
    const { line, col } = lineColOf(text, at ? Number(at[1]) : 0);
    const cleaned = message.replace(/^JSON\.parse: /, '').replace(/ in JSON at position \d+.*$/, '');
    return createDiagnostic(kind.jsonSyntax, { file, line, col, endLine: line, endCol: col + 1 }, cleaned);
  }
}
