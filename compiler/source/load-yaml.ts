/**
 * Reads one YAML file into a located document: the yaml AST with source ranges, a line counter, and its plain value.
 * Input: a file path (as the user gave it; used verbatim in diagnostics) or a text. Output: a `LoadedYaml` plus
 * diagnostics `yaml/syntax` (every syntax error, positioned), `yaml/duplicate-key` (pointing at the repeated key,
 * with the first occurrence as related) and `yaml/warning`. Never throws on user input.
 */
import { LineCounter, isMap, isScalar, parseDocument, visit } from 'yaml';
import type { Document, ParsedNode, Scalar, YAMLMap } from 'yaml';
import type { Diagnostic, Span } from '../diagnostics/index.js';
import { createDiagnostic } from '../diagnostics/index.js';
import { readTextFile, type ReadFile } from './read-file.js';
import { readPlainYaml, type FastNode } from './fast-yaml.js';
import type { Bilingual } from '../../runtime/index.js';

export { readTextFile, type ReadFile, type ReadResult } from './read-file.js';

/** One parsed YAML file with everything needed to map positions back to it. */
export interface LoadedYaml {
  /** The path as given (relative paths stay relative); printed in diagnostics. */
  file: string;
  /** The full text of the file. */
  text: string;
  /** The yaml document (nodes carry `range`). */
  doc: Document.Parsed<ParsedNode>;
  /** Offsets -> 1-based line/col. */
  lineCounter: LineCounter;
  /** The document as plain data (`doc.toJS()`); null for an empty document. */
  value: unknown;
  /** True when the text had YAML syntax errors (duplicate keys excepted); its structure is then unreliable. */
  hasSyntaxErrors: boolean;
  /**
   * Where the nodes start, when the quick reader read the text (fast-yaml.ts): the start of a path is then found
   * without `doc`, which is parsed only when something asks for it (a diagnostic's span, the editor's symbols).
   */
  positions?: FastNode;
}

/** The span of [start, end) character offsets of a loaded file. */
export function spanOfOffsets(lineCounter: LineCounter, file: string, start: number, end: number): Span {
  const a = lineCounter.linePos(start);
  const b = lineCounter.linePos(Math.max(start, end));
  return { file, line: a.line, col: a.col, endLine: b.line, endCol: b.col };
}

/** yaml's document of a text, with its line counter. */
function documentOf(text: string, lineCounter: LineCounter): Document.Parsed<ParsedNode> {
  return parseDocument(text, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: true,
    // yaml would print its own warnings (e.g. collection keys stringified) to stderr; ours are diagnostics.
    logLevel: 'error',
  });
}

/**
 * Reads YAML text as `parseYamlText` does, by the quick reader when the text is plain enough for it (the same value,
 * no diagnostics; the document parsed by yaml when first asked for), else by `parseYamlText`.
 */
export function readYamlText(text: string, file: string): { loaded: LoadedYaml; diagnostics: Diagnostic[] } {
  const fast = readPlainYaml(text);
  if (fast === undefined) return parseYamlText(text, file);
  const lineCounter = new LineCounter();
  // The quick reader's list is what addNewLine would build line by line (its line starts, in order).
  lineCounter.lineStarts = fast.lineStarts;
  let doc: Document.Parsed<ParsedNode> | undefined;
  const loaded: LoadedYaml = {
    file,
    text,
    get doc() {
      return (doc ??= documentOf(text, new LineCounter()));
    },
    lineCounter,
    value: fast.value,
    hasSyntaxErrors: false,
    positions: fast.root,
  };
  return { loaded, diagnostics: [] };
}

/**
 * Flow collections (`[`, `{`) nested deeper than this are refused before yaml reads them: yaml reads them by recursion
 * and ran out of stack at ~800 (`[[[[...`); caught, that was a RangeError, but now and then V8 compiled a regular
 * expression at the edge of the stack and stopped the whole process ("RegExpCompiler Allocation failed").
 */
const MAX_FLOW_DEPTH = 256;

/** The offset of the first `[` or `{` nested deeper than MAX_FLOW_DEPTH (outside quotes and comments), or -1. */
function tooDeepAt(text: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== '') {
      if (c === quote || c === '\n') quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || text[i - 1] === ' ' || text[i - 1] === '\n')) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '[' || c === '{') {
      if (++depth > MAX_FLOW_DEPTH) return i;
    } else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  return -1;
}

/** Parses YAML text into a located document; the text is attributed to `file` in diagnostics. */
export function parseYamlText(text: string, file: string): { loaded: LoadedYaml; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const diagnostics: Diagnostic[] = [];
  const deep = tooDeepAt(text);
  if (deep >= 0) {
    lineCounter.addNewLine(0);
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineCounter.addNewLine(i + 1);
    const message = yamlWords('', cleanMessage('Maximum call stack size exceeded'));
    diagnostics.push(createDiagnostic('yaml/syntax', spanOfOffsets(lineCounter, file, deep, deep + 1), message));
    return { loaded: { file, text, doc: documentOf('', new LineCounter()), lineCounter, value: null, hasSyntaxErrors: true }, diagnostics };
  }
  const doc = documentOf(text, lineCounter);
  const at = (start: number, end: number) => spanOfOffsets(lineCounter, file, start, end);

  // Only a duplicate key needs the walk that finds the first key of its name (most files have none).
  const firstKeyOf = doc.errors.some((e) => e.code === 'DUPLICATE_KEY') ? collectDuplicateKeys(doc) : new Map<number, { first: Scalar; duplicate: Scalar }>();
  let hasSyntaxErrors = false;
  for (const error of doc.errors) {
    const [start, end] = error.pos;
    if (error.code === 'DUPLICATE_KEY') {
      const found = firstKeyOf.get(start);
      const first = found?.first;
      const name = first !== undefined ? String(first.value) : text.slice(start, end);
      const keyRange = found?.duplicate.range;
      const related =
        first?.range !== undefined && first.range !== null
          ? [{ ...at(first.range[0], first.range[1]), message: { en: `first "${name}" is here`, ru: `первый «${name}» — здесь` } }]
          : undefined;
      diagnostics.push(
        createDiagnostic('yaml/duplicate-key', keyRange ? at(keyRange[0], keyRange[1]) : at(start, end), { en: `duplicate key "${name}" in this mapping`, ru: `ключ «${name}» повторяется в этом наборе ключей` }, {
          related,
        }),
      );
    } else {
      hasSyntaxErrors = true;
      diagnostics.push(createDiagnostic('yaml/syntax', at(start, end), yamlWords(error.code, cleanMessage(error.message))));
    }
  }
  for (const warning of doc.warnings) {
    const [start, end] = warning.pos;
    diagnostics.push(createDiagnostic('yaml/warning', at(start, end), yamlWords(warning.code, cleanMessage(warning.message))));
  }

  let value: unknown = null;
  try {
    value = doc.toJS({ maxAliasCount: 1000 });
  } catch (e) {
    hasSyntaxErrors = true;
    const range = doc.contents?.range ?? [0, 0];
    diagnostics.push(createDiagnostic('yaml/syntax', at(range[0], range[0]), yamlWords('', cleanMessage((e as Error).message))));
  }
  return {
    loaded: { file, text, doc, lineCounter, value: value ?? null, hasSyntaxErrors },
    diagnostics,
  };
}

/**
 * Reads and parses a YAML file; `readError` is set (and `loaded` absent) when the file cannot be read. `documents`:
 * the caller reads yaml's document (an editor's symbols), so yaml parses the text at once, without the quick reader.
 */
export function loadYamlFile(
  file: string,
  readFile?: ReadFile,
  documents = false,
): { loaded?: LoadedYaml; diagnostics: Diagnostic[]; readError?: Bilingual } {
  const read = readTextFile(file, readFile);
  if ('error' in read) return { diagnostics: [], readError: read.reason };
  return documents ? parseYamlText(read.text, file) : readYamlText(read.text, file);
}

/** yaml messages end with a position suffix or a code frame when pretty; keep the first line, without a period. */
/** What the YAML parser's error codes mean, in Russian (the parser words its messages in English only). */
const YAML_ERRORS_RU: Readonly<Record<string, string>> = {
  BAD_INDENT: 'неверный отступ',
  TAB_AS_INDENT: 'табуляция в отступе: отступы в YAML делаются пробелами',
  MISSING_CHAR: 'не хватает закрывающего символа (кавычки, скобки или двоеточия)',
  MULTILINE_IMPLICIT_KEY: 'ключ не может занимать несколько строк (возможно, пропущено двоеточие или не закрыта кавычка выше)',
  BLOCK_AS_IMPLICIT_KEY: 'вложенный набор ключей на месте ключа: после двоеточия в значении нужен пробел, а значение с «: » — в кавычки',
  UNEXPECTED_TOKEN: 'неожиданный символ',
  BAD_SCALAR_START: 'значение не может начинаться с этого символа: возьмите его в кавычки',
  BAD_DQ_ESCAPE: 'неверная escape-последовательность в тексте в двойных кавычках',
  BLOCK_IN_FLOW: 'блочная запись внутри скобок { } или [ ]',
  MULTIPLE_DOCS: 'в файле несколько документов YAML (---): регламент — один документ',
  BAD_ALIAS: 'неверная ссылка (*имя)',
  NON_STRING_KEY: 'ключ должен быть текстом',
  TAG_RESOLVE_FAILED: 'неизвестный тег YAML (!тег)',
  RESOURCE_EXHAUSTION: 'слишком много ссылок (*имя) или слишком глубокая вложенность',
};

/** A parser message in both languages: the Russian says what its code means (the English detail stays in `en`). */
function yamlWords(code: string, message: string): string | { en: string; ru: string } {
  if (/nest too deeply/.test(message)) return { en: message, ru: 'списки или наборы ключей здесь вложены слишком глубоко (тысячи друг в друга)' };
  const ru = YAML_ERRORS_RU[code];
  return ru === undefined ? message : { en: message, ru };
}

function cleanMessage(message: string): string {
  // The parser runs out of stack on thousands of collections inside one another (`[[[[...`): say so in words.
  if (/maximum call stack size exceeded/i.test(message)) return 'the lists or mappings nest too deeply here (thousands inside one another)';
  const first = message.split('\n')[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, '').replace(/\.$/, '');
}

/** Maps the start offset of every repeated key to that key and the first key with the same name in its mapping. */
function collectDuplicateKeys(doc: Document.Parsed<ParsedNode>): Map<number, { first: Scalar; duplicate: Scalar }> {
  const result = new Map<number, { first: Scalar; duplicate: Scalar }>();
  visit(doc, {
    Map(_key, node) {
      if (!isMap(node)) return;
      const seen = new Map<unknown, Scalar>();
      for (const pair of (node as YAMLMap).items) {
        const key = pair.key;
        if (!isScalar(key)) continue;
        const first = seen.get(key.value);
        if (first === undefined) seen.set(key.value, key);
        else if (key.range) result.set(key.range[0], { first, duplicate: key });
      }
    },
  });
  return result;
}
