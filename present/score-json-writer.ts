/**
 * A writer of `JSON.stringify(scoreJson(hand, r))` as UTF-8 for many hands (`score --hands --json`): the same bytes,
 * faster. The items of a regulation repeat from hand to hand (a rule, its value and count), so each distinct item is
 * encoded once and its bytes kept, under its name object (the regulation's). A result without counters, value or
 * payments (a classical regulation's) is written as two texts made field by field in scoreJson's order, around its
 * items' bytes, without building scoreJson's object; another is stringified without its items, then the same.
 * Input: hands with their results, one call each, and the sink; output: the bytes in the sink.
 */
import { describeMelds, type ScoreItem, type ScoreResult } from '../runtime/index.js';
import { alternativesJson, jsonItem, jsonWithItems } from './score-json.js';

/** Bytes written one after another: `room(n)` makes sure n more bytes fit in `buffer` after `end` (it may give a new buffer). */
export interface ByteSink {
  buffer: Buffer;
  end: number;
  room(bytes: number): void;
}

/** Where the items go in the text of a `scoreJson` whose items were left empty (the first such text in it: a JSON string holds a quote only as `\"`). */
const ITEMS_SLOT = '"items":[]';

/** Whether two items print the same in `scoreJson` (jsonItem), their names being one object. */
function sameItem(a: ScoreItem, b: ScoreItem): boolean {
  return a.id === b.id && a.clause === b.clause && a.kind === b.kind && a.value === b.value && a.count === b.count && a.counter === b.counter;
}

/** How many texts are kept per item name (a rule's items differ only in value and count: a few). */
const KEPT_PER_NAME = 32;

/** A number as JSON.stringify writes it (null for NaN and the infinities; -0 as 0, as String gives it). */
function jsonNumber(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
}

/** A writer for many hands (one per batch: it keeps the items' bytes). */
export function createScoreJsonWriter(): (hand: string, r: ScoreResult, sink: ByteSink) => void {
  const kept = new WeakMap<object, Array<{ item: ScoreItem; bytes: Buffer }>>();
  const itemBytes = (item: ScoreItem): Buffer => {
    let list = kept.get(item.name);
    if (list === undefined) kept.set(item.name, (list = []));
    for (const k of list) if (sameItem(k.item, item)) return k.bytes;
    const bytes = Buffer.from(JSON.stringify(jsonItem(item)), 'utf8');
    if (list.length < KEPT_PER_NAME) list.push({ item, bytes });
    return bytes;
  };
  /** The items' bytes of the hand being written: parts[0..partCount) (the list keeps its storage from hand to hand). */
  const parts: Buffer[] = [];
  let partCount = 0;
  /** Fills `parts` with the items' bytes; returns their length with a comma between two. */
  const itemParts = (items: readonly ScoreItem[]): number => {
    let bytes = items.length;
    partCount = 0;
    for (let k = 0; k < items.length; k++) {
      const b = itemBytes(items[k]!);
      parts[partCount++] = b;
      bytes += b.length;
    }
    return bytes;
  };
  /** Copies the items' bytes (`parts`) from `at`, a comma between two; returns the end. */
  const writeItems = (out: Buffer, at: number): number => {
    let end = at;
    for (let k = 0; k < partCount; k++) {
      if (k > 0) out[end++] = 0x2c; // ,
      const b = parts[k]!;
      out.set(b, end);
      end += b.length;
    }
    return end;
  };

  /** A result with counters, a value or payments: the object without its items stringified, the items' bytes put in. */
  const writeStringified = (hand: string, r: ScoreResult, sink: ByteSink): void => {
    const text = JSON.stringify(jsonWithItems(hand, r, []));
    const at = text.indexOf(ITEMS_SLOT) + ITEMS_SLOT.length - 1;
    // UTF-8 takes at most 3 bytes for a character of a JavaScript string.
    sink.room(text.length * 3 + itemParts(r.items));
    const out = sink.buffer;
    const end = writeItems(out, sink.end + out.write(text.slice(0, at), sink.end));
    sink.end = end + out.write(text.slice(at), end);
  };

  /**
   * A result without the optional fields: the text before its items and the text after them, each written at once
   * (the rarer lists, excluded items and other readings, stringified).
   */
  const writeFields = (hand: string, r: ScoreResult, sink: ByteSink): void => {
    const excluded = r.excluded.length === 0 ? '[]' : JSON.stringify(r.excluded);
    const alternatives = r.alternatives.length === 0 ? '[]' : JSON.stringify(alternativesJson(r));
    const head = `{"hand":${JSON.stringify(hand)},"total":${jsonNumber(r.total)},"declarable":${r.declarable},"limit":${r.limit === null ? 'null' : jsonNumber(r.limit)},"complete":${r.complete},"items":[`;
    const tail = `],"excluded":${excluded},"points":${jsonNumber(r.points)},"doublings":${jsonNumber(r.doublings)},"shape":${JSON.stringify(r.shape)},"melds":${JSON.stringify(describeMelds(r.melds))},"wait":${JSON.stringify(r.wait)},"alternatives":${alternatives}}`;
    // UTF-8 takes at most 3 bytes for a character of a JavaScript string.
    sink.room(3 * (head.length + tail.length) + itemParts(r.items));
    const out = sink.buffer;
    const end = writeItems(out, sink.end + out.write(head, sink.end));
    sink.end = end + out.write(tail, end);
  };

  return (hand, r, sink) => {
    if (r.counters === undefined && r.value === undefined && r.payments === undefined) writeFields(hand, r, sink);
    else writeStringified(hand, r, sink);
  };
}
