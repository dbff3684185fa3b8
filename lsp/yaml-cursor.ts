/**
 * What is at a character of a YAML text: the path of keys and indices that leads there, whether the character is on
 * a key, on a scalar value (and where inside that value's parsed text), or inside a collection between its items.
 * The yaml parser recovers from errors, so a half-written line still has a place.
 */
import { isMap, isPair, isScalar, isSeq, type Node, type Scalar } from 'yaml';
import { mapScalarOffsets, type LoadedYaml, type Path } from '../compiler/index.js';

/** A scalar value at the cursor: its parsed text and the cursor's offset in it. */
export interface ScalarAtCursor {
  /** The parsed value ('' for an empty value). */
  value: string;
  /** The cursor's index in `value` (0 to value.length). */
  offset: number;
  /** The file offsets where each character of `value` starts, and where the value ends. */
  starts: number[];
  end: number;
}

/** Where the cursor is. */
export interface CursorPlace {
  /** Keys and indices down to the innermost node at the cursor. */
  path: Path;
  /** On a key (the path ends at it), on a scalar value, or inside a mapping or sequence but on none of its items. */
  on: 'key' | 'value' | 'collection';
  /** On a string (or empty) scalar value. */
  scalar?: ScalarAtCursor;
  /** Inside a sequence between items: the items it has. */
  items?: number;
}

type Ranged = Node & { range?: [number, number, number] | null };

const within = (node: Ranged | null | undefined, offset: number): boolean =>
  node?.range != null && node.range[0] <= offset && offset <= Math.max(node.range[1], node.range[0]);

/** Whether only blanks of one line lie between a plain scalar's end and the cursor (YAML drops them from the value). */
const justAfter = (text: string, node: Ranged | null | undefined, offset: number): boolean =>
  isScalar(node) && node.type === 'PLAIN' && node.range != null && offset > node.range[1] && /^[ \t]*$/.test(text.slice(node.range[1], offset));

/** The place of a character offset in a loaded YAML document. */
export function placeAt(loaded: LoadedYaml, offset: number): CursorPlace {
  const path: Path = [];
  let node = loaded.doc.contents as Ranged | null;
  for (;;) {
    if (node === null) return { path, on: 'collection' };
    if (isMap(node)) {
      let next: Ranged | null | undefined;
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = pair.key as Ranged | null;
        const name = isScalar(key) ? String(key.value) : undefined;
        if (name === undefined) continue;
        if (within(key, offset)) return { path: [...path, name], on: 'key' };
        const value = pair.value as Ranged | null;
        if (within(value, offset) || justAfter(loaded.text, value, offset) || (isCollection(value) && value.range != null && value.range[0] <= offset && offset <= value.range[2])) {
          path.push(name);
          next = value;
          break;
        }
      }
      if (next === undefined) return { path, on: 'collection' };
      node = next;
      continue;
    }
    if (isSeq(node)) {
      const index = node.items.findIndex((item) => within(item as Ranged, offset) || (isCollection(item as Ranged) && inNode(item as Ranged, offset)));
      if (index < 0) return { path, on: 'collection', items: node.items.length };
      path.push(index);
      node = node.items[index] as Ranged;
      continue;
    }
    if (isScalar(node)) return { path, on: 'value', ...scalarPart(loaded.text, node as Scalar, offset) };
    return { path, on: 'collection' };
  }
}

const isCollection = (node: Ranged | null | undefined): node is Ranged => node != null && (isMap(node) || isSeq(node));
const inNode = (node: Ranged, offset: number): boolean => node.range != null && node.range[0] <= offset && offset <= node.range[2];

/** The string of a scalar at the cursor, when it is a string or empty. */
function scalarPart(text: string, node: Scalar, offset: number): { scalar?: ScalarAtCursor } {
  const range = node.range!;
  if (node.value === null || node.value === undefined) return { scalar: { value: '', offset: 0, starts: [], end: range[0] } };
  if (typeof node.value !== 'string') return {};
  const map = mapScalarOffsets(text, node as Scalar<string>);
  if (map === undefined) return {};
  if (offset > map.contentEnd) {
    // Blanks typed after a plain value: the cursor is at the end of the value with those blanks.
    const blanks = text.slice(map.contentEnd, offset);
    const starts = [...map.starts, ...[...blanks].map((_, i) => map.contentEnd + i)];
    return { scalar: { value: node.value + blanks, offset: node.value.length + blanks.length, starts, end: offset } };
  }
  let index = 0;
  while (index < map.starts.length && map.starts[index]! < offset) index++;
  return { scalar: { value: node.value, offset: index, starts: map.starts, end: map.contentEnd } };
}
