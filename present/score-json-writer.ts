/**
 * A writer of `JSON.stringify(scoreJson(hand, r))` as UTF-8 for many hands (`score --hands --json`): the same bytes,
 * faster. The items of a regulation repeat from hand to hand (a rule, its value and count), so each distinct item is
 * encoded once and its bytes kept, under its name object (the regulation's). A result without counters, value or
 * payments (a classical regulation's) is written field by field in scoreJson's order, mostly from kept bytes, without
 * building scoreJson's object; another is stringified without its items, and its items' bytes put in.
 * Input: hands with their results, one call each, and the sink; output: the bytes in the sink.
 */
import { describeMelds, type ScoreItem, type ScoreResult } from '../runtime/score-entry.js';
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
/** How many item objects' texts are kept by the object (a regulation's rules by the counts they are seen with). */
const KEPT_ITEMS = 4096;
/** How many pairs of items' texts are kept (pairBytes). */
const KEPT_PAIRS = 8192;

/** A number as JSON.stringify writes it (null for NaN and the infinities; -0 as 0, as String gives it). */
function jsonNumber(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
}

/** How many shapes and waits are kept as bytes (a regulation has a few of each). */
const KEPT_TEXTS = 64;

/**
 * The bytes of a text made from a key (a shape's or a wait's name), kept by the key; the last key asked for is
 * compared first (a batch's shape is nearly always the standard one: a string compare, where the Map's lookup of
 * the name was ~130 instructions, callgrind).
 */
class KeptTexts {
  private readonly byKey = new Map<string, Buffer>();
  private lastKey: string | undefined = undefined;
  private lastBytes: Buffer = Buffer.alloc(0);

  constructor(private readonly text: (key: string) => string) {}

  of(key: string): Buffer {
    if (key === this.lastKey) return this.lastBytes;
    let bytes = this.byKey.get(key);
    if (bytes === undefined) {
      bytes = Buffer.from(this.text(key), 'utf8');
      if (this.byKey.size < KEPT_TEXTS) this.byKey.set(key, bytes);
    }
    this.lastKey = key;
    this.lastBytes = bytes;
    return bytes;
  }
}

/**
 * The constant pieces of a result's JSON without the optional fields, in scoreJson's order (ASCII), joined where no
 * field's text lies between them: each piece is one TypedArray.set (~22 ns, most of it the call), and a line had ~22.
 */
const HAND_PLAIN = Buffer.from('{"hand":"');
const HAND = Buffer.from('{"hand":');
const PLAIN_TOTAL = Buffer.from('","total":');
const TOTAL = Buffer.from(',"total":');
/** `,"declarable":<d>,"limit":` by declarable (true, false, null). */
const DECLARABLE = [true, false, null].map((d) => Buffer.from(`,"declarable":${d},"limit":`));
/** `,"complete":<c>,"items":[` by complete (true, false, null). */
const COMPLETE = [true, false, null].map((c) => Buffer.from(`,"complete":${c},"items":[`));
/** Without a limit: `,"declarable":<d>,"limit":null,"complete":<c>,"items":[`, by declarable and complete (3 by 3). */
const NO_LIMIT = [true, false, null].flatMap((d) => [true, false, null].map((c) => Buffer.from(`,"declarable":${d},"limit":null,"complete":${c},"items":[`)));
/** A three-valued field's index in DECLARABLE, COMPLETE and NO_LIMIT's rows and columns. */
const threeWay = (v: boolean | null): number => (v === true ? 0 : v === false ? 1 : 2);
const NO_EXCLUDED = Buffer.from('],"excluded":[],"points":');
const EXCLUDED = Buffer.from('],"excluded":');
const POINTS = Buffer.from(',"points":');
const DOUBLINGS = Buffer.from(',"doublings":');
const END = Buffer.from('}');
const COMMA = Buffer.from(',');
/** The constant pieces of an alternative reading's JSON (alternativesJson: the reading's keys, its melds as a text). */
const ALT_DECLARABLE = [true, false, null].map((d) => Buffer.from(`,"declarable":${d},"melds":"`));
/**
 * The room the constant pieces and four numbers take at the most: the longer of each choice (`],"excluded":[],"points":`
 * is longer than `],"excluded":` and `,"points":` around a list), and a number's text at most 25 characters (as
 * -0.0000012345678901234567: a sign, `0.`, five zeros and 17 digits). The wait's piece holds the end.
 */
const FIELDS_BYTES = HAND_PLAIN.length + PLAIN_TOTAL.length + DECLARABLE[1]!.length + COMPLETE[1]!.length +
  Math.max(NO_EXCLUDED.length, EXCLUDED.length + POINTS.length) + DOUBLINGS.length + END.length + 4 * 25;

/** Copies bytes into `out` at `at`; returns the end. */
function put(out: Buffer, at: number, bytes: Buffer): number {
  out.set(bytes, at);
  return at + bytes.length;
}

/** Writes a number as JSON.stringify does at `at` (a whole number under 10,000 digit by digit); returns the end. */
function putNumber(out: Buffer, at: number, n: number): number {
  if (!(n >= 0 && n < 10000 && (n | 0) === n)) return at + out.write(jsonNumber(n), at, 'latin1');
  if (n >= 1000) out[at++] = 0x30 + ((n / 1000) | 0);
  if (n >= 100) out[at++] = 0x30 + (((n / 100) | 0) % 10);
  if (n >= 10) out[at++] = 0x30 + (((n / 10) | 0) % 10);
  out[at] = 0x30 + (n % 10);
  return at + 1;
}

/** The room a string's JSON takes at the most: an escape is 6 bytes, a UTF-16 unit at most 3 bytes of UTF-8. */
function stringRoom(s: string): number {
  return 6 * s.length + 2;
}

/**
 * A text JSON writes as it is between its quotes, a byte a character: printable ASCII but `"` and `\`. (A regular
 * expression: V8's compiled scan costs less than a charCodeAt loop, each charCodeAt of a sliced string ~35 instructions.)
 */
const PLAIN_TEXT = /^[ !#-[\]-~]*$/;

/**
 * Writes `{"hand":<hand>,"total":` as JSON.stringify writes it (UTF-8) at `at`; returns the end. A plain hand is
 * checked by PLAIN_TEXT and written by one latin1 write: ~1,470 instructions for a hand of the batch, where copying it
 * a character a byte as each was checked took ~1,790 (callgrind).
 */
function putHand(out: Buffer, at: number, hand: string): number {
  if (!PLAIN_TEXT.test(hand)) {
    const end = put(out, at, HAND);
    return put(out, end + out.write(JSON.stringify(hand), end), TOTAL);
  }
  const start = put(out, at, HAND_PLAIN);
  return put(out, start + out.write(hand, start, 'latin1'), PLAIN_TOTAL);
}

/** Byte pieces to be written one after another with a separator between two (the list keeps its storage from hand to hand). */
class Pieces {
  private readonly list: Buffer[] = [];
  private count = 0;
  /** Their length with the separators. */
  bytes = 0;

  clear(): void {
    this.count = 0;
    this.bytes = 0;
  }

  add(b: Buffer): void {
    this.bytes += this.count === 0 ? b.length : b.length + 1;
    this.list[this.count++] = b;
  }

  /** Copies the pieces from `at`, `separator` (a byte) between two; returns the end. */
  write(out: Buffer, at: number, separator: number): number {
    let end = at;
    for (let k = 0; k < this.count; k++) {
      if (k > 0) out[end++] = separator;
      const b = this.list[k]!;
      out.set(b, end);
      end += b.length;
    }
    return end;
  }
}

/**
 * A meld's text (plain ASCII) with a space after it, as bytes, and when that is at most 8 bytes as two 32-bit numbers
 * too (little-endian), written by eight byte stores: a TypedArray.set is a call (~22 ns), and a line has ~5 melds.
 */
interface MeldText {
  bytes: Buffer;
  low: number;
  high: number;
}

/** The bytes putMeld may write past a meld's text and space (what is written next writes over them). */
const MELD_SLACK = 8;

/** A meld's kept text, from describeMelds' text of it. */
function meldText(text: string): MeldText {
  const bytes = Buffer.from(`${text} `, 'latin1');
  if (bytes.length > 8) return { bytes, low: 0, high: 0 };
  const eight = Buffer.alloc(8);
  bytes.copy(eight);
  return { bytes, low: eight.readInt32LE(0), high: eight.readInt32LE(4) };
}

/** Writes a meld's text and a space at `at` (for a short one, 8 bytes: see MELD_SLACK); returns the end of the space. */
function putMeld(out: Buffer, at: number, t: MeldText): number {
  const n = t.bytes.length;
  if (n > 8) return put(out, at, t.bytes);
  const { low, high } = t;
  // (A Uint8Array keeps the low 8 bits of a number stored.)
  out[at] = low;
  out[at + 1] = low >> 8;
  out[at + 2] = low >> 16;
  out[at + 3] = low >> 24;
  out[at + 4] = high;
  out[at + 5] = high >> 8;
  out[at + 6] = high >> 16;
  out[at + 7] = high >> 24;
  return at + n;
}

type Meld = ScoreResult['melds'][number];
type Alternative = ScoreResult['alternatives'][number];

/** How many melds' texts are kept (the shared melds are 1,024). */
const KEPT_MELDS = 2048;

/** A writer for many hands (one per batch: it keeps the items' bytes). */
export function createScoreJsonWriter(): (hand: string, r: ScoreResult, sink: ByteSink) => void {
  const kept = new WeakMap<object, Array<{ item: ScoreItem; bytes: Buffer }>>();
  // The scorer's items are shared objects (one per rule and count): most are found by the object itself.
  const byItem = new Map<ScoreItem, Buffer>();
  const itemBytes = (item: ScoreItem): Buffer => {
    let bytes = byItem.get(item);
    if (bytes === undefined) {
      bytes = itemBytesByValue(item);
      if (byItem.size < KEPT_ITEMS) byItem.set(item, bytes);
    }
    return bytes;
  };
  /** An item's bytes by its name and the fields it prints (an item object not seen before may print as one seen). */
  const itemBytesByValue = (item: ScoreItem): Buffer => {
    let list = kept.get(item.name);
    if (list === undefined) kept.set(item.name, (list = []));
    for (const k of list) if (k.item === item || sameItem(k.item, item)) return k.bytes;
    const bytes = Buffer.from(JSON.stringify(jsonItem(item)), 'utf8');
    if (list.length < KEPT_PER_NAME) list.push({ item, bytes });
    return bytes;
  };
  /** The items' bytes of the hand being written. */
  const items = new Pieces();
  /** Fills `items` with the items' bytes; returns their length with a comma between two. */
  const itemParts = (list: readonly ScoreItem[]): number => {
    items.clear();
    let k = 0;
    for (; k + 1 < list.length; k += 2) items.add(pairBytes(list[k]!, list[k + 1]!));
    if (k < list.length) items.add(itemBytes(list[k]!));
    return items.bytes;
  };
  /**
   * Two items' bytes with a comma between, by the two item objects: one copy for two items (a line has ~6, and each
   * copy is a TypedArray.set, ~22 ns; the corpus of 100,000 hands has 725 distinct pairs at even places).
   */
  const pairs = new Map<ScoreItem, Map<ScoreItem, Buffer>>();
  let pairCount = 0;
  const pairBytes = (a: ScoreItem, b: ScoreItem): Buffer => {
    const after = pairs.get(a);
    let bytes = after?.get(b);
    if (bytes === undefined) {
      bytes = Buffer.concat([itemBytes(a), COMMA, itemBytes(b)]);
      if (pairCount < KEPT_PAIRS) {
        if (after === undefined) pairs.set(a, new Map([[b, bytes]]));
        else after.set(b, bytes);
        pairCount++;
      }
    }
    return bytes;
  };

  /**
   * Each meld's text with a space after it (describeMelds puts one between two), by the meld (a result's melds are
   * the shared meld objects); null for a text JSON would not write as it is.
   */
  const meldTexts = new Map<Meld, MeldText | null>();
  const meldOf = (m: Meld): MeldText | null => {
    let t = meldTexts.get(m);
    if (t === undefined) {
      const text = describeMelds([m]);
      t = PLAIN_TEXT.test(text) ? meldText(text) : null;
      if (meldTexts.size < KEPT_MELDS) meldTexts.set(m, t);
    }
    return t;
  };
  /** The melds' texts of the hand being written, and their length with a space after each. */
  const melds: MeldText[] = [];
  let meldCount = 0;
  let meldBytes = 0;
  /** Fills `melds`; false when a meld's text is not plain (the melds' text is then stringified). */
  const meldParts = (list: readonly Meld[]): boolean => {
    meldCount = meldBytes = 0;
    for (let k = 0; k < list.length; k++) {
      const t = meldOf(list[k]!);
      if (t === null) return false;
      melds[meldCount++] = t;
      meldBytes += t.bytes.length;
    }
    return true;
  };

  /** A result with counters, a value or payments: the object without its items stringified, the items' bytes put in. */
  const writeStringified = (hand: string, r: ScoreResult, sink: ByteSink): void => {
    const text = JSON.stringify(jsonWithItems(hand, r, []));
    const at = text.indexOf(ITEMS_SLOT) + ITEMS_SLOT.length - 1;
    // UTF-8 takes at most 3 bytes for a character of a JavaScript string.
    sink.room(text.length * 3 + itemParts(r.items));
    const out = sink.buffer;
    const end = items.write(out, sink.end + out.write(text.slice(0, at), sink.end), 0x2c);
    sink.end = end + out.write(text.slice(at), end);
  };

  /**
   * The bytes of `,"shape":<shape>,"melds":"` by shape, and of `","wait":<wait>,"alternatives":` by wait, without
   * other readings with their `[]}` (87% of a classical batch's hands): the melds' text lies between the two.
   */
  const shapeBytes = new KeptTexts((shape) => `,"shape":${JSON.stringify(shape)},"melds":"`);
  const waitBytes = new KeptTexts((wait) => `","wait":${JSON.stringify(wait)},"alternatives":`);
  const waitEndBytes = new KeptTexts((wait) => `","wait":${JSON.stringify(wait)},"alternatives":[]}`);

  /** The bytes of an alternative's `{"shape":<shape>,"total":` and `","wait":<wait>}`, by shape and by wait. */
  const altShapeBytes = new KeptTexts((shape) => `{"shape":${JSON.stringify(shape)},"total":`);
  const altWaitBytes = new KeptTexts((wait) => `","wait":${JSON.stringify(wait)}}`);
  const altShape = (a: Alternative): Buffer => altShapeBytes.of(a.shape);
  const altWait = (a: Alternative): Buffer => altWaitBytes.of(a.wait);
  /**
   * The room the alternatives take written piece by piece (putAlternatives), or -1 when a meld's text is not plain
   * (the list is then stringified). They are written with the scorer's keys in its order (score-hand.ts
   * alternativesOf makes each reading as one literal; alternativesJson spreads it as it is): the writer's test holds
   * the bytes to JSON.stringify(scoreJson(...)) under every mahjong regulation.
   */
  const alternativesRoom = (list: readonly Alternative[]): number => {
    let bytes = 2;
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      bytes += 1 + altShape(a).length + 25 + ALT_DECLARABLE[1]!.length + altWait(a).length;
      for (let k = 0; k < a.melds.length; k++) {
        const t = meldOf(a.melds[k]!);
        if (t === null) return -1;
        bytes += t.bytes.length + MELD_SLACK;
      }
    }
    return bytes;
  };
  /** Writes the alternatives as JSON.stringify(alternativesJson(r)) does, from kept bytes (see alternativesRoom); returns the end. */
  const putAlternatives = (out: Buffer, at: number, list: readonly Alternative[]): number => {
    out[at++] = 0x5b; // [
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      if (i > 0) out[at++] = 0x2c; // ,
      at = putNumber(out, put(out, at, altShape(a)), a.total);
      at = put(out, at, ALT_DECLARABLE[threeWay(a.declarable)]!);
      for (let k = 0; k < a.melds.length; k++) at = putMeld(out, at, meldOf(a.melds[k]!)!);
      if (a.melds.length > 0) at--; // (no space after the last)
      at = put(out, at, altWait(a));
    }
    out[at] = 0x5d; // ]
    return at + 1;
  };

  /**
   * A result without the optional fields, written field by field in scoreJson's order: the constant pieces from kept
   * bytes, the small whole numbers digit by digit, the hand as it is when JSON writes it so, the melds from each
   * meld's kept bytes (the rarer lists, excluded items and other readings, stringified).
   */
  const writeFields = (hand: string, r: ScoreResult, sink: ByteSink): void => {
    const excluded = r.excluded.length === 0 ? null : JSON.stringify(r.excluded);
    // The other readings (13% of a classical batch's hands) from kept bytes: stringifying them was a tenth of the writer.
    const alternativesBytes = r.alternatives.length === 0 ? 0 : alternativesRoom(r.alternatives);
    const alternatives = alternativesBytes >= 0 ? null : JSON.stringify(alternativesJson(r));
    // A text JSON would not write as it is: its JSON between the quotes.
    const meldsText = meldParts(r.melds) ? null : JSON.stringify(describeMelds(r.melds)).slice(1, -1);
    const shape = shapeBytes.of(r.shape);
    const wait = r.alternatives.length === 0 ? waitEndBytes.of(r.wait) : waitBytes.of(r.wait);
    // UTF-8 takes at most 3 bytes for a character of a JavaScript string.
    const rare = 3 * ((excluded?.length ?? 0) + (alternatives?.length ?? 0) + (meldsText?.length ?? 0));
    sink.room(FIELDS_BYTES + stringRoom(hand) + meldBytes + MELD_SLACK + shape.length + wait.length + rare + alternativesBytes + itemParts(r.items));
    const out = sink.buffer;
    let at = putNumber(out, putHand(out, sink.end, hand), r.total);
    if (r.limit === null) at = put(out, at, NO_LIMIT[3 * threeWay(r.declarable) + threeWay(r.complete)]!);
    else at = put(out, putNumber(out, put(out, at, DECLARABLE[threeWay(r.declarable)]!), r.limit), COMPLETE[threeWay(r.complete)]!);
    at = items.write(out, at, 0x2c);
    if (excluded === null) at = put(out, at, NO_EXCLUDED);
    else {
      at = put(out, at, EXCLUDED);
      at = put(out, at + out.write(excluded, at), POINTS);
    }
    at = putNumber(out, put(out, putNumber(out, at, r.points), DOUBLINGS), r.doublings);
    at = put(out, at, shape);
    if (meldsText !== null) at += out.write(meldsText, at);
    else if (meldCount > 0) {
      for (let k = 0; k < meldCount; k++) at = putMeld(out, at, melds[k]!);
      at--; // (no space after the last)
    }
    at = put(out, at, wait);
    if (alternatives !== null) sink.end = put(out, at + out.write(alternatives, at), END);
    else if (r.alternatives.length === 0) sink.end = at;
    else sink.end = put(out, putAlternatives(out, at, r.alternatives), END);
  };

  return (hand, r, sink) => {
    if (r.counters === undefined && r.value === undefined && r.payments === undefined) writeFields(hand, r, sink);
    else writeStringified(hand, r, sink);
  };
}
