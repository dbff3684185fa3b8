/**
 * A quick reader for the plain YAML that regulation files are written in, beside the `yaml` library.
 * Input: a file's text. Output: its value, exactly as `yaml`'s `parseDocument(text).toJS()` gives it, the start of
 * every node (for the `origin` positions of the IR), and the offsets where its lines start; or `undefined` when the
 * text has anything this reader does not know for certain how `yaml` reads (anchors, tags, tabs, multi-line plain or
 * quoted scalars, escapes beyond a few, document markers, duplicate keys, anything `yaml` would warn about or
 * refuse). The caller then reads the text with `yaml`, which also words every error: this reader reports nothing.
 * Why: `yaml` builds a concrete syntax tree, a document of nodes and then the value; in a process that compiles once
 * (`check` after an edit) it runs cold, and it was a third of the compile (docs/benchmarks.md).
 * test/compiler/source/fast-yaml.test.ts holds it to `yaml` on every bundled regulation and on mutations of them.
 */

/** Where a node starts, and where its children are; what `spanOfPath` needs to find the start of a path. */
export interface FastNode {
  /** The offset where the node's text starts (yaml's `range[0]`). */
  start: number;
  /** An empty value (`key:` with nothing after it): its position is its key's. */
  empty: boolean;
  /** A mapping's entries by key (as `String(key)`), each with the offset of its key. */
  keys?: Map<string, { key: number; node: FastNode }>;
  /** A sequence's items. */
  items?: FastNode[];
}

/** What the quick reader read. */
export interface FastYaml {
  value: unknown;
  root: FastNode;
  /** The offset of each line's start (what yaml's LineCounter holds after parsing the same text). */
  lineStarts: number[];
}

/** Thrown inside the reader when the text is not one it reads; caught at the top. */
const GIVE_UP: unique symbol = Symbol('give up');

/** A character that ends the reader's confidence anywhere in a file: tabs, control characters, CR, BOM, specials. */
const UNSAFE_CHARACTER = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
/** Document markers and directives at the start of a line. */
const DOCUMENT_MARKER = /^(?:---|\.\.\.|%)/m;
/**
 * The deepest flow collections the reader reads (regulations nest two or three): it reads them by recursion, and
 * thousands (`[[[[...`) ran it to the edge of the stack, where V8 compiling a regular expression can stop the whole
 * process instead of throwing (load-yaml.ts MAX_FLOW_DEPTH).
 */
const FLOW_DEPTH = 64;
/**
 * What ends a plain scalar in a flow collection: `,`, a bracket, a line break, a comment, or a `:` before a blank, a
 * flow indicator or the end (a bracket that opens, a line break and a comment give up). Found by a regular expression
 * (and other ends by indexOf) rather than by loops over the characters: the reader runs cold, and those loops were
 * ~45% of its instructions (callgrind, the largest bundled regulation: 183 -> ~100 M, with V8's optimizing compiles
 * of them).
 */
const FLOW_PLAIN_STOP = / *(?:[,\]}[{\n]|(?<= )#|:(?=[ ,\]}\n]|$))/g;
/*
 * The scans below are sticky regular expressions run by `test` from a position (`lastIndex` is where they stop):
 * the reader runs once per process, and its loops over characters in JavaScript made V8 compile its helpers with
 * TurboFan in every cold `check` (~100 M instructions of ~560 M, callgrind; the lines' work now runs in Irregexp).
 */
/** Blank lines and lines holding only a comment, each ended by a line break. */
const SKIPPED_LINES = /(?:[ ]*(?:#[^\n]*)?\n)*/y;
/** Blanks. */
const BLANKS = / */y;
/**
 * A block mapping key's text: up to the first `:` followed by a blank or the end of the line, a line break, or a
 * comment (` #`).
 */
const BLOCK_KEY = /(?:[^ \n:]| (?!#)|:(?![ \n]|$))*/y;
/**
 * A plain scalar on its line: up to blanks before a comment or the end of the line, a line break, or a `:` that a
 * blank or the end of the line follows (which gives up: a mapping, or a key without a value).
 */
const PLAIN_ON_LINE = /(?:[^ \n:]|:(?=[^ \n])| +(?=[^ #\n]))*/y;
/** What a null, a boolean or a number can start with (the core schema); anything else is a string. */
const MAYBE_NOT_STRING = /^[-+.0-9~nNtTfF]/;
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOLEAN = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const OCTAL = /^0o[0-7]+$/;
const DECIMAL = /^[-+]?[0-9]+$/;
const HEXADECIMAL = /^0x[0-9a-fA-F]+$/;
const INFINITY_OR_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const EXPONENTIAL = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FIXED = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
/** Characters a plain scalar or key may not start with (YAML's indicators; `-` only with a digit after it). */
const INDICATORS = '-?:,[]{}#&*!|>\'"%@`';

/** Reads `text` when it is plain enough; `undefined` otherwise. Never throws. */
export function readPlainYaml(text: string): FastYaml | undefined {
  if (UNSAFE_CHARACTER.test(text) || DOCUMENT_MARKER.test(text)) return undefined;
  try {
    return new Reader(text).document();
  } catch {
    // GIVE_UP, or anything unforeseen (thousands of nested brackets exhaust the stack): yaml reads it and words it.
    return undefined;
  }
}

function giveUp(): never {
  throw GIVE_UP;
}

/** The core schema of YAML 1.2 as `yaml` resolves a plain scalar (its tags in its order: null, bool, int, float). */
export function resolvePlainScalar(s: string): unknown {
  const c = s.charCodeAt(0);
  // Only these first characters can start a null, a boolean or a number. (The expressions are module constants: a
  // literal in the function body is a new RegExp object at every call.)
  if (s.length > 0 && !MAYBE_NOT_STRING.test(s)) return s;
  // A first character starts one kind at most: `~`, `n`, `N` (or nothing) a null, `t`, `T`, `f`, `F` a boolean, the
  // others a number. Keys such as `name`, `note`, `tags` went through every expression below.
  if (s.length === 0 || c === 126 /* ~ */ || c === 110 /* n */ || c === 78 /* N */) return NULL.test(s) ? null : s;
  if (c === 116 /* t */ || c === 84 /* T */ || c === 102 /* f */ || c === 70 /* F */) return BOOLEAN.test(s) ? c === 116 || c === 84 : s;
  if (OCTAL.test(s)) return parseInt(s.substring(2), 8);
  if (DECIMAL.test(s)) return parseInt(s, 10);
  if (HEXADECIMAL.test(s)) return parseInt(s.substring(2), 16);
  if (INFINITY_OR_NAN.test(s)) {
    return s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  if (EXPONENTIAL.test(s)) return parseFloat(s);
  if (FIXED.test(s)) return parseFloat(s);
  return s;
}

/** The key a mapping entry gets in the value (yaml: `String(key)`); only keys that stay what they say. */
function keyOf(text: string, quoted: boolean): string {
  if (text === '__proto__' || text === '<<' || text.length > 1000) giveUp();
  if (quoted) return text;
  const resolved = resolvePlainScalar(text);
  if (typeof resolved === 'string' || (typeof resolved === 'number' && String(resolved) === text)) return text;
  return giveUp();
}

/** Stand-ins for the containers a flow collection of the other kind fills (never written). */
const EMPTY_OBJECT: Record<string, unknown> = Object.freeze({});
const EMPTY_LIST: unknown[] = Object.freeze([]) as unknown as unknown[];
const EMPTY_KEYS = new Map<string, { key: number; node: FastNode }>();
const EMPTY_ITEMS: FastNode[] = Object.freeze([]) as unknown as FastNode[];

/** A value with its node. */
interface Read {
  value: unknown;
  node: FastNode;
}

/** An empty value (yaml's empty scalar), placed at `offset`. */
const emptyAt = (offset: number): Read => ({ value: null, node: { start: offset, empty: true } });

class Reader {
  private readonly n: number;
  /** Flow collections open around the one being read: deeper than FLOW_DEPTH gives up (yaml then words it). */
  private flowDepth = 0;
  /** The indentation of the line that `nextContentLine` found last. */
  private lineIndent = 0;
  constructor(private readonly text: string) {
    this.n = text.length;
  }

  document(): FastYaml {
    const first = this.nextContentLine(0);
    if (first >= this.n || this.lineIndent !== 0) giveUp();
    const { value, node, next } = this.blockNode(0, first, -1);
    if (next < this.n) giveUp();
    const lineStarts = [0];
    for (let i = this.text.indexOf('\n'); i >= 0; i = this.text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    return { value, root: node, lineStarts };
  }

  /** The end of the line holding `p` (the offset of its `\n`, or the end of the text). */
  private lineEnd(p: number): number {
    const e = this.text.indexOf('\n', p);
    return e < 0 ? this.n : e;
  }

  /**
   * The start of the first line from the line starting at `p` that holds more than blanks and a comment; its
   * indentation is then `lineIndent`.
   */
  private nextContentLine(p: number): number {
    if (p >= this.n) return this.n;
    SKIPPED_LINES.lastIndex = p;
    SKIPPED_LINES.test(this.text);
    const lineStart = SKIPPED_LINES.lastIndex;
    const q = this.skipSpaces(lineStart);
    this.lineIndent = q - lineStart;
    // The last line, without a line break after it, may be blank or a comment too.
    return q >= this.n || this.text.charCodeAt(q) === 35 /* # */ ? this.n : lineStart;
  }

  private indentAt(lineStart: number): number {
    return this.skipSpaces(lineStart) - lineStart;
  }

  /** After a value ending at `p`: blanks and a comment up to the end of the line, then the next line's start. */
  private endOfLine(p: number): number {
    const text = this.text;
    let q = this.skipSpaces(p);
    if (q < this.n && text[q] !== '\n') {
      if (text[q] !== '#' || q === p) giveUp();
      q = this.lineEnd(q);
    }
    return q + 1;
  }

  /**
   * Whether a `-` at `p` starts a sequence item (a blank or the end of the line after it). Callers look at the `-`
   * first, and skip blanks only when there is one: small helpers called at every line were compiled by TurboFan.
   */
  private isDash(p: number): boolean {
    const c = this.text[p + 1];
    return this.text[p] === '-' && (c === undefined || c === ' ' || c === '\n');
  }

  /**
   * A block mapping or sequence whose first line starts at `lineStart` with its content at column `indent`; `parent`
   * is the indentation of the node it belongs to. Returns the start of the first line after it.
   */
  private blockNode(indent: number, lineStart: number, parent: number): Read & { next: number } {
    const p = lineStart + indent;
    if (this.text.charCodeAt(p) === 45 /* - */ && this.isDash(p)) return this.blockSequence(indent, p);
    if (indent <= parent) giveUp();
    return this.blockMapping(indent, p);
  }

  /** A block mapping whose first key is at `p` (`first`, when the caller read it), in column `indent`. */
  private blockMapping(indent: number, p: number, first = this.key(p)): Read & { next: number } {
    const value: Record<string, unknown> = {};
    const keys = new Map<string, { key: number; node: FastNode }>();
    const node: FastNode = { start: p, empty: false, keys };
    let key = first;
    for (;;) {
      if (this.text.charCodeAt(p) === 45 /* - */ && this.isDash(p)) giveUp(); // a sequence at the mapping's indentation
      if (key === undefined) giveUp();
      if (keys.has(key.name)) giveUp(); // yaml reports a duplicate key
      const q = this.skipSpaces(key.end + 1); // after the ':'
      const entry = this.entryValue(q, indent);
      value[key.name] = entry.value;
      keys.set(key.name, { key: p, node: entry.node });
      const { next, more } = this.nextEntry(entry.next, indent);
      if (!more) return { value, node, next };
      p = next + indent;
      key = this.key(p);
    }
  }

  /** A block sequence whose first `-` is at `p`, in column `indent`. */
  private blockSequence(indent: number, p: number): Read & { next: number } {
    const value: unknown[] = [];
    const items: FastNode[] = [];
    const node: FastNode = { start: p, empty: false, items };
    for (;;) {
      if (!this.isDash(p)) giveUp();
      const q = this.skipSpaces(p + 1);
      let item: Read & { next: number };
      if (q >= this.n || this.text[q] === '\n' || this.text[q] === '#') {
        const next = this.nextContentLine(this.endOfLine(p + 1));
        if (next >= this.n || this.lineIndent <= indent) giveUp(); // an empty item
        item = this.blockNode(this.lineIndent, next, indent);
      } else if (this.text.charCodeAt(q) === 45 /* - */ && this.isDash(q)) {
        giveUp(); // a sequence in a sequence on one line
      } else {
        const key = this.key(q);
        item = key !== undefined ? this.blockMapping(q - this.lineStartOf(q), q, key) : this.inlineValue(q, indent);
      }
      value.push(item.value);
      items.push(item.node);
      const { next, more } = this.nextEntry(item.next, indent);
      if (!more) return { value, node, next };
      p = next + indent;
    }
  }

  /**
   * After an entry of a block node in column `indent` that ends before `after`: the start of the next line with
   * content, and whether it holds the node's next entry (same column) or not (less indented, or the end); a line
   * indented deeper (a plain scalar going on, or a stray line) gives up.
   */
  private nextEntry(after: number, indent: number): { next: number; more: boolean } {
    const next = this.nextContentLine(after);
    if (next >= this.n) return { next, more: false };
    const nextIndent = this.lineIndent;
    if (nextIndent > indent) giveUp();
    return { next, more: nextIndent === indent };
  }

  private lineStartOf(p: number): number {
    return this.text.lastIndexOf('\n', p - 1) + 1;
  }

  /** The value of a mapping entry whose `:` is followed (after blanks) by `q`; `indent` is the mapping's. */
  private entryValue(q: number, indent: number): Read & { next: number } {
    const text = this.text;
    if (q >= this.n || text[q] === '\n' || text[q] === '#') {
      if (q < this.n && text[q] === '#' && text[q - 1] !== ' ') giveUp();
      const after = this.lineEnd(q) + 1;
      const next = this.nextContentLine(after);
      if (next < this.n) {
        const nextIndent = this.lineIndent;
        if (nextIndent > indent) return this.blockNode(nextIndent, next, indent);
        if (nextIndent === indent && this.text.charCodeAt(next + indent) === 45 && this.isDash(next + indent)) giveUp(); // a sequence at the key's indentation
      }
      return { ...emptyAt(q), next: after };
    }
    return this.inlineValue(q, indent);
  }

  /** A value written on the line where it starts (at `q`): a scalar, a flow collection, a block scalar. */
  private inlineValue(q: number, indent: number): Read & { next: number } {
    const c = this.text[q]!;
    if (c === '>' || c === '|') return this.blockScalar(q, indent);
    if (c === '{' || c === '[' || c === '"' || c === "'") {
      const read = c === '{' || c === '[' ? this.flowCollection(q) : this.quoted(q);
      return { value: read.value, node: read.node, next: this.endOfLine(read.end) };
    }
    if (!this.plainStart(q, false)) giveUp();
    // A plain scalar: up to a comment or the end of the line; it may not hold `: ` (a mapping) or end with `:`.
    PLAIN_ON_LINE.lastIndex = q;
    PLAIN_ON_LINE.test(this.text);
    const last = PLAIN_ON_LINE.lastIndex;
    if (this.text.charCodeAt(last) === 58 /* : */) giveUp();
    const raw = this.text.slice(q, last);
    return { value: resolvePlainScalar(raw), node: { start: q, empty: false }, next: this.lineEnd(last) + 1 };
  }

  /**
   * A mapping key starting at `p` and ending before a `:` that a blank or the end of the line follows, on this line;
   * `undefined` when the line does not start with such a key.
   */
  private key(p: number): { name: string; end: number } | undefined {
    const text = this.text;
    const c = text[p]!;
    if (c === '"' || c === "'") {
      const q = this.quoted(p);
      if (text[q.end] !== ':' || !this.blankOrEnd(q.end + 1)) return undefined;
      return { name: keyOf(q.value as string, true), end: q.end };
    }
    if (INDICATORS.includes(c)) return undefined;
    // The first `:` before a blank or the end of the line, unless a comment (` #`) comes first.
    BLOCK_KEY.lastIndex = p;
    BLOCK_KEY.test(text);
    const end = BLOCK_KEY.lastIndex;
    if (text.charCodeAt(end) !== 58 /* : */) return undefined;
    if (text.charCodeAt(end - 1) === 32) giveUp();
    return { name: keyOf(text.slice(p, end), false), end };
  }

  private blankOrEnd(p: number): boolean {
    return p >= this.n || this.text[p] === ' ' || this.text[p] === '\n';
  }

  /** A quoted scalar on one line, without escapes; `end` is just after its closing quote. */
  private quoted(p: number): { value: string; node: FastNode; end: number } {
    const text = this.text;
    const quote = text[p]!;
    let value = '';
    let from = p + 1;
    for (;;) {
      const close = text.indexOf(quote, from);
      const newline = this.lineEnd(from);
      if (close < 0 || close > newline) giveUp();
      const piece = text.slice(from, close);
      if (quote === '"' && piece.includes('\\')) {
        // An escaped quote ends no scalar: read on past it.
        const escaped = this.escapes(text.slice(from, close));
        if (escaped.open) {
          value += escaped.value + '"';
          from = close + 1;
          continue;
        }
        value += escaped.value;
        return { value, node: { start: p, empty: false }, end: close + 1 };
      }
      value += piece;
      if (quote === "'" && text[close + 1] === "'") {
        value += "'";
        from = close + 2;
        continue;
      }
      return { value, node: { start: p, empty: false }, end: close + 1 };
    }
  }

  /**
   * The escapes of a double-quoted piece: `\\`, `\"`, `\/`, `\n`, `\t` and `\uXXXX` outside the surrogates (any other
   * gives up). `open`: the piece ends with a backslash that escapes the quote after it.
   */
  private escapes(piece: string): { value: string; open: boolean } {
    let value = '';
    let i = 0;
    for (let b = piece.indexOf('\\'); b >= 0; b = piece.indexOf('\\', i)) {
      value += piece.slice(i, b);
      const e = piece[b + 1];
      if (e === undefined) return { value, open: true };
      if (e === '\\' || e === '/') value += e;
      else if (e === 'n') value += '\n';
      else if (e === 't') value += '\t';
      else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(piece.slice(b + 2, b + 6))) {
        const code = parseInt(piece.slice(b + 2, b + 6), 16);
        if (code >= 0xd800 && code <= 0xdfff) giveUp();
        value += String.fromCharCode(code);
        i = b + 6;
        continue;
      } else giveUp();
      i = b + 2;
    }
    return { value: value + piece.slice(i), open: false };
  }

  /** A flow mapping or sequence on one line starting at `p`; `end` is just after its closing bracket. */
  private flowCollection(p: number): { value: unknown; node: FastNode; end: number } {
    if (++this.flowDepth > FLOW_DEPTH) giveUp();
    const text = this.text;
    const isMap = text[p] === '{';
    const close = isMap ? '}' : ']';
    // Only the kind's own containers: a Map made for every flow sequence was ~2% of a compile's allocations.
    const obj: Record<string, unknown> = isMap ? {} : EMPTY_OBJECT;
    const list: unknown[] = isMap ? EMPTY_LIST : [];
    const keys = isMap ? new Map<string, { key: number; node: FastNode }>() : EMPTY_KEYS;
    const items: FastNode[] = isMap ? EMPTY_ITEMS : [];
    let q = this.skipSpaces(p + 1);
    if (text[q] === close) q++;
    else {
      for (;;) {
        if (isMap) {
          const keyStart = q;
          const key = this.flowKey(q);
          if (keys.has(key.name)) giveUp();
          q = this.skipSpaces(key.end + 1);
          const item = this.flowValue(q);
          obj[key.name] = item.value;
          keys.set(key.name, { key: keyStart, node: item.node });
          q = this.skipSpaces(item.end);
        } else {
          const item = this.flowValue(q);
          list.push(item.value);
          items.push(item.node);
          q = this.skipSpaces(item.end);
          if (text[q] === ':') giveUp(); // a pair in a sequence
        }
        if (text[q] === close) {
          q++;
          break;
        }
        if (text[q] !== ',') giveUp();
        q = this.skipSpaces(q + 1);
        if (text[q] === close || text[q] === ',') giveUp();
      }
    }
    const node: FastNode = isMap ? { start: p, empty: false, keys } : { start: p, empty: false, items };
    this.flowDepth--;
    return { value: isMap ? obj : list, node, end: q };
  }

  private skipSpaces(p: number): number {
    BLANKS.lastIndex = p;
    BLANKS.test(this.text);
    return BLANKS.lastIndex;
  }

  /** A key in a flow mapping at `p`, plain or quoted, with its `:` at `end` (a blank follows it). */
  private flowKey(p: number): { name: string; end: number } {
    const text = this.text;
    if (text[p] === '"' || text[p] === "'") {
      const q = this.quoted(p);
      if (text[q.end] !== ':' || text[q.end + 1] !== ' ') giveUp();
      return { name: keyOf(q.value, true), end: q.end };
    }
    const { end, trimmed } = this.flowPlainEnd(p);
    if (text[end] !== ':' || text[end + 1] !== ' ') giveUp();
    return { name: keyOf(text.slice(p, trimmed), false), end };
  }

  /** A value in a flow collection at `p`; `end` is just after it. */
  private flowValue(p: number): { value: unknown; node: FastNode; end: number } {
    const c = this.text[p];
    if (c === '{' || c === '[') return this.flowCollection(p);
    if (c === '"' || c === "'") return this.quoted(p);
    const { end, trimmed } = this.flowPlainEnd(p);
    if (this.text[end] === ':') giveUp();
    const raw = this.text.slice(p, trimmed);
    if (raw === '') giveUp();
    return { value: resolvePlainScalar(raw), node: { start: p, empty: false }, end };
  }

  /**
   * The end of a plain scalar in a flow collection starting at `p`: the first `,`, bracket, or `:` followed by a
   * blank or a flow indicator; `trimmed` is the end without the blanks before it. A comment, a line break or a
   * character it may not start with give up.
   */
  private flowPlainEnd(p: number): { end: number; trimmed: number } {
    const text = this.text;
    if (!this.plainStart(p, true)) giveUp();
    FLOW_PLAIN_STOP.lastIndex = p;
    if (!FLOW_PLAIN_STOP.test(text)) giveUp();
    const end = FLOW_PLAIN_STOP.lastIndex - 1;
    const ch = text.charCodeAt(end);
    if (ch === 91 /* [ */ || ch === 123 /* { */ || ch === 10 /* \n */ || ch === 35 /* # */) giveUp();
    // The match starts at the blanks before its stop (none of the stops is a blank), never before `p`: `test` and
    // this walk back instead of `exec`'s match array (~2% of a compile's allocations).
    let trimmed = end;
    while (trimmed > p && text.charCodeAt(trimmed - 1) === 32) trimmed--;
    return { end, trimmed };
  }

  /**
   * Whether a plain scalar may start at `p`: not with an indicator, except `-` before a character that is not a blank
   * (nor, in a flow collection, a flow indicator): `-100`, `--seat S`.
   */
  private plainStart(p: number, flow: boolean): boolean {
    const c = this.text[p];
    if (c === undefined) return false;
    if (!INDICATORS.includes(c)) return true;
    const after = this.text[p + 1];
    return c === '-' && after !== undefined && after !== ' ' && after !== '\n' && !(flow && ',[]{}'.includes(after));
  }

  /**
   * A block scalar whose header (`>` or `|`, with `-` or nothing after it) is at `q`; `parent` is the indentation of
   * the node it belongs to. Kept chomping (`+`), indentation indicators, leading empty lines and blank lines longer
   * than the indentation give up.
   */
  private blockScalar(q: number, parent: number): Read & { next: number } {
    const text = this.text;
    const folded = text[q] === '>';
    let h = q + 1;
    const strip = text[h] === '-';
    if (strip) h++;
    if (h < this.n && text[h] !== ' ' && text[h] !== '\n') giveUp();
    let lineStart = this.endOfLine(h);
    const indent = lineStart < this.n ? this.indentAt(lineStart) : 0;
    // The first line must hold text (leading blank lines, or none at all, give up).
    if (indent <= parent || lineStart >= this.n || lineStart + indent >= this.lineEnd(lineStart)) giveUp();
    let lines = 0;
    let blank = 0; // blank lines since the last line with text
    let value = '';
    let lastSpaced = false; // whether that line was more indented
    while (lineStart < this.n) {
      const end = this.lineEnd(lineStart);
      const own = this.indentAt(lineStart);
      if (lineStart + own === end) {
        if (own > indent) giveUp();
        blank++;
      } else {
        if (own < indent) break;
        // A more-indented line of a folded scalar keeps the line breaks around it.
        const spaced = own > indent;
        const line = text.slice(lineStart + indent, end);
        if (lines === 0) value = line;
        else if (!folded || spaced || lastSpaced) value += '\n'.repeat(blank + 1) + line;
        else value += blank === 0 ? ' ' + line : '\n'.repeat(blank) + line;
        lastSpaced = spaced;
        lines++;
        blank = 0;
      }
      lineStart = end + 1;
    }
    // Clipped: one line break after the last line with text (yaml adds it at the end of a file too).
    if (!strip) value += '\n';
    return { value, node: { start: q, empty: false }, next: Math.min(lineStart, this.n) };
  }
}
