/**
 * A writer of `JSON.stringify(scoreJson(hand, r))` as UTF-8 for many hands (`score --hands --json`): the same bytes,
 * faster. The items of a regulation repeat from hand to hand (a rule, its value and count), so each distinct item is
 * encoded once and its bytes kept, under its name object (the regulation's). A result without counters, value or
 * payments (a classical regulation's) is written field by field straight into the buffer (json-bytes.ts), in
 * scoreJson's order; another is stringified around its items' bytes.
 * Input: hands with their results, one call each, and the sink; output: the bytes in the sink.
 */
import { describeMelds, type ScoreItem, type ScoreResult } from '../runtime/index.js';
import { jsonBytesBound, NUMBER_BYTES, writeAscii, writeJsonFlag, writeJsonNumber, writeJsonString } from './json-bytes.js';
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

/** The field names and punctuation of a result without the optional fields, each with what follows it. */
const FIXED_BYTES = '{"hand":,"total":,"declarable":,"limit":,"complete":,"items":[],"excluded":,"points":,"doublings":,"shape":,"melds":,"wait":,"alternatives":}'.length;

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
  const parts: Buffer[] = [];
  /** Fills `parts` with the items' bytes; returns their length with a comma between two. */
  const itemParts = (items: readonly ScoreItem[]): number => {
    let bytes = items.length;
    parts.length = 0;
    for (const item of items) {
      const b = itemBytes(item);
      parts.push(b);
      bytes += b.length;
    }
    return bytes;
  };
  /** Copies the items' bytes (`parts`) from `at`, a comma between two; returns the end. */
  const writeItems = (out: Buffer, at: number): number => {
    let end = at;
    for (let k = 0; k < parts.length; k++) {
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

  /** A result without the optional fields, field by field (the rarer lists, excluded items and other readings, stringified). */
  const writeFields = (hand: string, r: ScoreResult, sink: ByteSink): void => {
    const melds = describeMelds(r.melds);
    const excluded = r.excluded.length === 0 ? '[]' : JSON.stringify(r.excluded);
    const alternatives = r.alternatives.length === 0 ? '[]' : JSON.stringify(alternativesJson(r));
    sink.room(FIXED_BYTES + 5 * NUMBER_BYTES + jsonBytesBound(hand) + jsonBytesBound(r.shape) + jsonBytesBound(melds) + jsonBytesBound(r.wait)
      + 3 * (excluded.length + alternatives.length) + itemParts(r.items));
    const out = sink.buffer;
    let end = writeJsonString(out, writeAscii(out, sink.end, '{"hand":'), hand);
    end = writeJsonNumber(out, writeAscii(out, end, ',"total":'), r.total);
    end = writeJsonFlag(out, writeAscii(out, end, ',"declarable":'), r.declarable);
    end = writeAscii(out, end, ',"limit":');
    end = r.limit === null ? writeAscii(out, end, 'null') : writeJsonNumber(out, end, r.limit);
    end = writeJsonFlag(out, writeAscii(out, end, ',"complete":'), r.complete);
    end = writeItems(out, writeAscii(out, end, ',"items":['));
    end = writeAscii(out, end, '],"excluded":');
    end += out.write(excluded, end);
    end = writeJsonNumber(out, writeAscii(out, end, ',"points":'), r.points);
    end = writeJsonNumber(out, writeAscii(out, end, ',"doublings":'), r.doublings);
    end = writeJsonString(out, writeAscii(out, end, ',"shape":'), r.shape);
    end = writeJsonString(out, writeAscii(out, end, ',"melds":'), melds);
    end = writeJsonString(out, writeAscii(out, end, ',"wait":'), r.wait);
    end = writeAscii(out, end, ',"alternatives":');
    end += out.write(alternatives, end);
    out[end++] = 0x7d; // }
    sink.end = end;
  };

  return (hand, r, sink) => {
    if (r.counters === undefined && r.value === undefined && r.payments === undefined) writeFields(hand, r, sink);
    else writeStringified(hand, r, sink);
  };
}
