/**
 * Document symbols: the outline of a regulation by section. Top-level keys, the keys of sections that group others
 * (`scoring`, `add`, `override`, `tournament`, ...), and the entries of every list, named by their id (tests by
 * their name) with their name and clause beside. Read from the YAML of the current text, so it follows every edit.
 */
import { isMap, isPair, isScalar, isSeq, type Node, type Pair } from 'yaml';
import { SymbolKind, type DocumentSymbol, type Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { parseYamlText } from '../compiler/index.js';
import type { Lang } from './lang.js';

type Ranged = Node & { range?: [number, number, number] | null };

/** How deep keys are listed: top level, its sections, their lists. */
const MAX_DEPTH = 3;

/** The outline of a regulation document. */
export function outlineOf(document: TextDocument, file: string, lang: Lang): DocumentSymbol[] {
  const { loaded } = parseYamlText(document.getText(), file);
  const root = loaded.doc.contents as Ranged | null;
  if (root === null || !isMap(root)) return [];
  const rangeOf = (start: number, end: number): Range => ({ start: document.positionAt(start), end: document.positionAt(end) });
  const walker = new OutlineWalker(rangeOf, lang);
  return root.items.flatMap((pair) => walker.pair(pair as Pair<Ranged, Ranged>, 1));
}

class OutlineWalker {
  constructor(
    private readonly rangeOf: (start: number, end: number) => Range,
    private readonly lang: Lang,
  ) {}

  /** A key and what is under it. */
  pair(pair: Pair<Ranged, Ranged>, depth: number): DocumentSymbol[] {
    if (!isPair(pair) || !isScalar(pair.key) || pair.key.range == null) return [];
    const key = pair.key as Ranged;
    const value = pair.value as Ranged | null;
    const end = value?.range != null ? value.range[1] : key.range![1];
    const symbol: DocumentSymbol = {
      name: String((pair.key as { value: unknown }).value),
      kind: isSeq(value) ? SymbolKind.Array : isMap(value) ? SymbolKind.Namespace : SymbolKind.Property,
      range: this.rangeOf(key.range![0], end),
      selectionRange: this.rangeOf(key.range![0], key.range![1]),
      ...(isScalar(value) && value.value !== null ? { detail: String(value.value) } : {}),
    };
    const summary = isMap(value) ? (this.summary(value) ?? this.record(value)) : undefined;
    if (summary !== undefined) symbol.detail = summary;
    if (depth < MAX_DEPTH) {
      if (isMap(value) && summary === undefined) symbol.children = value.items.flatMap((p) => this.pair(p as Pair<Ranged, Ranged>, depth + 1));
      if (isSeq(value)) symbol.children = value.items.flatMap((item, i) => this.item(item as Ranged, i));
    }
    return [symbol];
  }

  /** An entry of a list: by its id (or a test by its name), or a plain value. */
  item(item: Ranged | null, index: number): DocumentSymbol[] {
    if (item === null || item.range == null) return [];
    const range = this.rangeOf(item.range[0], item.range[1]);
    if (isScalar(item)) return [{ name: String(item.value), kind: SymbolKind.String, range, selectionRange: range }];
    if (!isMap(item)) return [];
    const id = this.field(item, 'id');
    const title = id ?? this.field(item, 'name');
    const named = id !== undefined ? this.summary(item) : undefined;
    const selection = (id !== undefined ? this.fieldNode(item, 'id') : this.fieldNode(item, 'name')) ?? item;
    return [{
      name: typeof title === 'string' ? title : `#${index + 1}`,
      kind: id !== undefined ? SymbolKind.Constant : SymbolKind.Event,
      range,
      selectionRange: this.rangeOf(selection.range![0], selection.range![1]),
      ...(named !== undefined ? { detail: named } : {}),
    }];
  }

  /** "name · clause" of a mapping that has a bilingual name or a clause; undefined for one that has neither. */
  private summary(map: Ranged): string | undefined {
    const name = this.fieldNode(map, 'name');
    const localized = isMap(name) ? this.field(name, this.lang) : undefined;
    const clause = this.field(map, 'clause');
    const value = this.field(map, 'value');
    const parts = [localized, value, clause].filter((p): p is string => p !== undefined);
    return parts.length > 0 && (localized !== undefined || clause !== undefined) ? parts.join(' · ') : undefined;
  }

  /** A mapping of scalars only (a bilingual name, a source): its text in the reader's language, or its pairs. */
  private record(map: Ranged): string | undefined {
    if (!isMap(map) || !map.items.every((p) => isScalar(p.value))) return undefined;
    return this.field(map, this.lang) ?? map.items.map((p) => `${String((p.key as { value: unknown }).value)}: ${String((p.value as { value: unknown }).value)}`).join(', ');
  }

  private fieldNode(map: Ranged, key: string): Ranged | undefined {
    if (!isMap(map)) return undefined;
    const pair = map.items.find((p) => isScalar(p.key) && String((p.key as { value: unknown }).value) === key);
    return (pair?.value as Ranged | null | undefined) ?? undefined;
  }

  /** A scalar field as text. */
  private field(map: Ranged, key: string): string | undefined {
    const node = this.fieldNode(map, key);
    return isScalar(node) && node.value !== null && typeof node.value !== 'object' ? String(node.value) : undefined;
  }
}
