/**
 * Positions in a loaded YAML file: the span of the node at a path, of a key, and of characters inside a string
 * scalar (how errors in an embedded DSL string get a file:line:col).
 * Input: a `LoadedYaml` and a path of keys/indices (and, for strings, an offset/length into the parsed value).
 * Output: `Span`s (1-based, end exclusive). A path that does not fully exist yields the nearest existing parent.
 */
import { isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Node, Scalar } from 'yaml';
import type { Span } from '../diagnostics/index.js';
import type { FastNode } from './fast-yaml.js';
import type { LoadedYaml } from './load-yaml.js';
import { spanOfOffsets } from './load-yaml.js';

/** A path into a document or into merged data: mapping keys and sequence indices. */
export type Path = Array<string | number>;

/** What `findNode` found: the deepest node reached along the path and how many segments it consumed. */
export interface FoundNode {
  /** The node at `path.slice(0, depth)`; null when that is an empty value (`key:` with nothing after it). */
  node: Node | null;
  /** The key node of the last consumed segment when it was a mapping key. */
  key: Node | null;
  /** Number of path segments resolved; equals `path.length` when the whole path exists. */
  depth: number;
}

/** Follows a path as far as it exists in the document. */
export function findNode(loaded: LoadedYaml, path: readonly (string | number)[]): FoundNode {
  let node: Node | null = (loaded.doc.contents as Node | null) ?? null;
  let key: Node | null = null;
  let depth = 0;
  for (const segment of path) {
    if (node !== null && isAlias(node)) node = (node.resolve(loaded.doc) as Node | undefined) ?? null;
    if (node === null) break;
    let next: { node: Node | null; key: Node | null } | undefined;
    if (isMap(node)) {
      // Last matching pair wins, like toJS() does for duplicate keys.
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const k = pair.key as Node | null;
        const name = isScalar(k) ? String(k.value) : undefined;
        if (name === String(segment)) next = { node: (pair.value as Node | null) ?? null, key: k };
      }
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (item !== undefined) next = { node: item ?? null, key: null };
    }
    if (next === undefined) break;
    node = next.node;
    key = next.key;
    depth++;
  }
  return { node, key, depth };
}

/** The character range [start, end) of a node's value, with trailing whitespace (block scalars) trimmed. */
function rangeOf(loaded: LoadedYaml, node: Node): [number, number] | undefined {
  const range = node.range;
  if (range === undefined || range === null) return undefined;
  let end = range[1];
  while (end > range[0] && /\s/.test(loaded.text[end - 1] ?? '')) end--;
  return [range[0], end];
}

/** The span of a whole document: its contents, or 1:1 for an empty file. */
function spanOfDocument(loaded: LoadedYaml): Span {
  const contents = loaded.doc.contents as Node | null;
  const r = contents !== null ? rangeOf(loaded, contents) : undefined;
  if (r === undefined) return { file: loaded.file, line: 1, col: 1, endLine: 1, endCol: 1 };
  return spanOfOffsets(loaded.lineCounter, loaded.file, r[0], r[1]);
}

/** The span of a node, or of its key when the value is empty. */
function spanOfFound(loaded: LoadedYaml, found: FoundNode): Span {
  let r = found.node !== null ? rangeOf(loaded, found.node) : undefined;
  // `key:` with nothing after it parses as an empty scalar of zero width: point at the key instead.
  if ((r === undefined || r[0] === r[1]) && found.key !== null) r = rangeOf(loaded, found.key) ?? r;
  if (r === undefined) return spanOfDocument(loaded);
  return spanOfOffsets(loaded.lineCounter, loaded.file, r[0], r[1]);
}

/** The span of the node at `path`; for a path that does not exist, the span of its nearest existing parent. */
export function spanOfPath(loaded: LoadedYaml, path: readonly (string | number)[]): Span {
  const found = findNode(loaded, path);
  if (found.depth === 0) return spanOfDocument(loaded);
  return spanOfFound(loaded, found);
}

/**
 * Where the node at `path` starts (the start of `spanOfPath`), found from the quick reader's positions when it read
 * the file, so that a regulation without problems never needs yaml's document.
 */
export function startOfPath(loaded: LoadedYaml, path: readonly (string | number)[]): { line: number; col: number } {
  const root = loaded.positions;
  if (root === undefined) {
    const span = spanOfPath(loaded, path);
    return { line: span.line, col: span.col };
  }
  let node = root;
  let key: number | undefined;
  let depth = 0;
  for (const segment of path) {
    const next: { node: FastNode; key?: number } | undefined =
      node.keys !== undefined ? node.keys.get(String(segment)) : typeof segment === 'number' && node.items !== undefined ? { node: node.items[segment]! } : undefined;
    if (next === undefined || next.node === undefined) break;
    node = next.node;
    key = next.key;
    depth++;
  }
  const offset = depth === 0 ? root.start : node.empty && key !== undefined ? key : node.start;
  return loaded.lineCounter.linePos(offset);
}

/** The span of the key naming the last segment of `path` (e.g. an unknown key); the value's span for indices. */
export function spanOfKey(loaded: LoadedYaml, path: readonly (string | number)[]): Span {
  const found = findNode(loaded, path);
  if (found.depth === path.length && found.key !== null) {
    const r = rangeOf(loaded, found.key);
    if (r !== undefined) return spanOfOffsets(loaded.lineCounter, loaded.file, r[0], r[1]);
  }
  return spanOfPath(loaded, path);
}

/**
 * The span of characters [offset, offset+length) of the parsed string value at `path`, mapped back to the file.
 * Works for plain, single-quoted, double-quoted and block (| and >) scalars, single- and multi-line. Falls back to
 * the node's span when the path does not lead to a string scalar; offsets are clamped to the value.
 */
export function spanInString(
  loaded: LoadedYaml,
  path: readonly (string | number)[],
  offset: number,
  length: number,
): Span {
  const found = findNode(loaded, path);
  let node = found.node;
  if (node !== null && isAlias(node)) node = (node.resolve(loaded.doc) as Node | undefined) ?? null;
  if (found.depth !== path.length || node === null || !isScalar(node) || typeof node.value !== 'string') {
    return spanOfPath(loaded, path);
  }
  const map = mapScalarOffsets(loaded.text, node as Scalar<string>);
  if (map === undefined) return spanOfPath(loaded, path);
  const n = node.value.length;
  const from = Math.min(Math.max(0, Math.trunc(offset)), n);
  const to = Math.min(Math.max(from, from + Math.trunc(length)), n);
  let start: number;
  let end: number;
  if (to > from) {
    start = map.starts[from]!;
    end = map.ends[to - 1]!;
  } else {
    // Zero-width: before the character at `from`, or just after the last one.
    start = from < n ? map.starts[from]! : n > 0 ? map.ends[n - 1]! : map.contentEnd;
    end = start;
  }
  return spanOfOffsets(loaded.lineCounter, loaded.file, start, end);
}

/** For every character of a scalar's parsed value: where it starts and ends in the file text. */
interface OffsetMap {
  starts: number[];
  ends: number[];
  contentEnd: number;
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/**
 * Aligns a scalar's parsed value with its raw source text. Non-blank characters of the value always correspond, in
 * order, to source characters (or to an escape sequence in a double-quoted scalar, or to a doubled quote in a
 * single-quoted one); blanks in the source that the value does not have (indentation, folded line breaks, trailing
 * spaces, block headers) are skipped.
 */
export function mapScalarOffsets(text: string, node: Scalar<string>): OffsetMap | undefined {
  const range = node.range;
  if (range === undefined || range === null) return undefined;
  const value = node.value;
  let j = range[0];
  let limit = range[1];
  const type = node.type ?? 'PLAIN';
  if (type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE') {
    const quote = type === 'QUOTE_DOUBLE' ? '"' : "'";
    if (text[j] === quote) j++;
    if (limit > j && text[limit - 1] === quote) limit--;
  } else if (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') {
    const newline = text.indexOf('\n', j);
    j = newline < 0 || newline >= limit ? limit : newline + 1;
  }
  const double = type === 'QUOTE_DOUBLE';
  const single = type === 'QUOTE_SINGLE';
  const starts = new Array<number>(value.length);
  const ends = new Array<number>(value.length);

  let i = 0;
  while (i < value.length) {
    const v = value[i]!;
    if (j >= limit) {
      starts[i] = limit;
      ends[i] = limit;
      i++;
      continue;
    }
    const c = text[j]!;
    if (double && c === '\\') {
      const e = text[j + 1];
      if (e === '\n' || e === '\r') {
        // Escaped line break: produces nothing; the next line's indentation is skipped as blanks.
        j += e === '\r' && text[j + 2] === '\n' ? 3 : 2;
        continue;
      }
      const width = e === 'x' ? 4 : e === 'u' ? 6 : e === 'U' ? 10 : 2;
      const produced = decodedLength(text.slice(j, j + width));
      for (let k = 0; k < produced && i < value.length; k++, i++) {
        starts[i] = j;
        ends[i] = Math.min(j + width, limit);
      }
      j += width;
      continue;
    }
    if (single && c === "'" && text[j + 1] === "'" && v === "'") {
      starts[i] = j;
      ends[i] = j + 2;
      i++;
      j += 2;
      continue;
    }
    if (c === v || (isBlank(v) && isBlank(c))) {
      starts[i] = j;
      ends[i] = j + 1;
      i++;
      j++;
      continue;
    }
    if (isBlank(v)) {
      // A blank the source does not spell out (e.g. kept trailing newlines): zero-width at the current position.
      starts[i] = j;
      ends[i] = j;
      i++;
      continue;
    }
    // Indentation, folded line breaks, or anything unexpected: skip it.
    j++;
  }
  return { starts, ends, contentEnd: limit };
}

/** How many UTF-16 code units a double-quoted escape sequence decodes to. */
function decodedLength(escape: string): number {
  if (escape[1] === 'U') {
    const code = Number.parseInt(escape.slice(2), 16);
    return Number.isFinite(code) && code > 0xffff ? 2 : 1;
  }
  return 1;
}
