/**
 * Text and JSON rendering of a hand's score: every item with its rule id, clause and value.
 */
import { describeMelds, type Alternative, type Bilingual, type Excluded, type RegulationIR, type ScoreItem, type ScoreResult, type WaitKind } from '../runtime/index.js';
import { t, type Lang } from './i18n.js';
import { paymentSection, renderCounterLines } from './render-counter-score.js';

/** An item as `score --json` prints it: id, clause, kind, value, count, name, and the counter of a counter's item. */
function jsonItem(i: ScoreItem) {
  const item: { id: string; clause: string; kind: ScoreItem['kind']; value: number; count: number; name: Bilingual; counter?: string } = { id: i.id, clause: i.clause, kind: i.kind, value: i.value, count: i.count, name: i.name };
  if (i.counter !== undefined) item.counter = i.counter;
  return item;
}

/**
 * The JSON shape of `score --json` (contract: total, declarable, limit, items[{id, clause, kind, value}]). A regulation
 * with counters adds each counter by its id (`han`, `fu`...; the compiler keeps these ids apart from the fields here)
 * and `value`; one with payments adds `payments` (with counters `total` is then what the winner receives; without
 * them it stays the hand's value); items of a counter name it (`counter`).
 */
export function scoreJson(hand: string, r: ScoreResult) {
  return jsonWithItems(hand, r, r.items.map(jsonItem));
}

/**
 * `scoreJson` with the items given. The optional fields are added one by one, in the order printed: an object spread
 * of them cost more than the rest of the object (`score --hands` builds one a hand).
 */
function jsonWithItems(hand: string, r: ScoreResult, items: Array<ReturnType<typeof jsonItem>>) {
  const json: {
    hand: string; total: number; declarable: boolean | null; limit: number | null; complete: boolean | null; items: typeof items;
    excluded: ScoreResult['excluded']; points: number; doublings: number; shape: string; melds: string; wait: ScoreResult['wait'];
    alternatives: Array<Omit<Alternative, 'melds'> & { melds: string }>; value?: number;
    payments?: Array<Pick<NonNullable<ScoreResult['payments']>[number], 'id' | 'clause' | 'payer' | 'players' | 'amount' | 'name'>>;
    [counter: string]: unknown;
  } = {
    hand,
    total: r.total,
    declarable: r.declarable,
    limit: r.limit,
    complete: r.complete,
    items,
    excluded: r.excluded,
    points: r.points,
    doublings: r.doublings,
    shape: r.shape,
    melds: describeMelds(r.melds),
    wait: r.wait,
    alternatives: r.alternatives.map((a) => ({ ...a, melds: describeMelds(a.melds) })),
  };
  if (r.counters !== undefined) Object.assign(json, r.counters);
  if (r.value !== undefined) json.value = r.value;
  if (r.payments !== undefined) json.payments = r.payments.map((p) => ({ id: p.id, clause: p.clause, payer: p.payer, players: p.players, amount: p.amount, name: p.name }));
  return json;
}

/** Where the items go in the text of a `scoreJson` whose items were left empty (the first such text in it: a JSON string holds a quote only as `\"`). */
const ITEMS_SLOT = '"items":[]';

/** Whether two items print the same in `scoreJson` (jsonItem), their names being one object. */
function sameItem(a: ScoreItem, b: ScoreItem): boolean {
  return a.id === b.id && a.clause === b.clause && a.kind === b.kind && a.value === b.value && a.count === b.count && a.counter === b.counter;
}

/** How many texts are kept per item name (a rule's items differ only in value and count: a few). */
const KEPT_PER_NAME = 32;

/** Bytes written one after another: `room(n)` makes sure n more bytes fit in `buffer` after `end` (it may give a new buffer). */
export interface ByteSink {
  buffer: Buffer;
  end: number;
  room(bytes: number): void;
}

/**
 * A writer of `JSON.stringify(scoreJson(hand, r))` as UTF-8 for many hands (`score --hands --json`), the same bytes,
 * faster: the items of a regulation repeat from hand to hand (a rule, its value and count), so each distinct item is
 * encoded once and its bytes kept, under its name object (the regulation's); the rest of the object (ASCII unless a
 * regulation names something outside it) is encoded as one text around them.
 */
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
  return (hand, r, sink) => {
    const items = r.items;
    const text = JSON.stringify(jsonWithItems(hand, r, []));
    const at = text.indexOf(ITEMS_SLOT) + ITEMS_SLOT.length - 1;
    // UTF-8 takes at most 3 bytes for a character of a JavaScript string; one comma between items.
    let bytes = text.length * 3 + items.length;
    parts.length = 0;
    for (const item of items) {
      const b = itemBytes(item);
      parts.push(b);
      bytes += b.length;
    }
    sink.room(bytes);
    const out = sink.buffer;
    let end = sink.end + out.write(text.slice(0, at), sink.end);
    for (let k = 0; k < parts.length; k++) {
      if (k > 0) out[end++] = 0x2c; // ,
      const b = parts[k]!;
      out.set(b, end);
      end += b.length;
    }
    sink.end = end + out.write(text.slice(at), end);
  };
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

function itemValue(kind: string, value: number, count: number, lang: Lang): string {
  switch (kind) {
    case 'points': return count > 1 ? `+${value} (${count}×${value / count})` : `+${value}`;
    case 'doubling': return `×2^${value}` + (count > 1 ? ` (${count}×)` : '');
    case 'limit': return `${value} ${t('limit', lang)}`;
    default: return `${t('cap', lang)} ${value}`;
  }
}

/** The principle that left an item out, with its clause (nothing when plain `excludes` did). */
function principleText(ir: RegulationIR, e: Excluded, lang: Lang): string {
  if (!e.principle) return '';
  const p = ir.scoring.principles?.[e.principle];
  return `: ${p?.name?.[lang] ?? e.principle}${p ? ` (${p.clause})` : ''}`;
}

/** The text keys of the kinds of wait. */
const WAIT_TEXT = { pair: 'waitPair', closed: 'waitClosed', edge: 'waitEdge', open: 'waitOpen', pung: 'waitPung' } as const;

/** The wait of a reading in words ('' for none). */
function waitText(wait: WaitKind, lang: Lang, gap: string): string {
  return wait === 'none' ? '' : `${gap}(${t('wait', lang)}: ${t(WAIT_TEXT[wait], lang)})`;
}

/** Renders a score as a readable table in the chosen language. */
export function renderScoreText(ir: RegulationIR, hand: string, r: ScoreResult, lang: Lang): string {
  const lines: string[] = [];
  lines.push(`${t('hand', lang)}: ${hand}   (${ir.name[lang]})`);
  if (r.complete === false) lines.push(t('incomplete', lang));
  const shapeName = r.shape === 'standard' ? t('standard', lang) : ir.shapes.find((s) => s.id === r.shape)?.name[lang] ?? r.shape;
  lines.push(`${t('shape', lang)}: ${shapeName}`);
  lines.push(`${t('reading', lang)}: ${describeMelds(r.melds)}${waitText(r.wait, lang, '   ')}`);
  lines.push('');
  if (r.counters !== undefined) {
    lines.push(...renderCounterLines(ir, r, lang));
    return [...lines, ...closingLines(r, lang)].join('\n');
  }
  if (r.items.length === 0) lines.push(`  ${t('noItems', lang)}`);
  const rows = r.items.map((i) => [i.clause, `${i.name[lang]} [${i.id}]`, itemValue(i.kind, i.value, i.count, lang)]);
  const w0 = Math.max(t('clause', lang).length, ...rows.map((x) => x[0]!.length));
  const w1 = Math.max(t('rule', lang).length, ...rows.map((x) => x[1]!.length));
  if (rows.length > 0) lines.push(`  ${pad(t('clause', lang), w0)}  ${pad(t('rule', lang), w1)}  ${t('value', lang)}`);
  for (const [a, b, c] of rows) lines.push(`  ${pad(a!, w0)}  ${pad(b!, w1)}  ${c}`);
  for (const e of r.excluded) lines.push(`  (${e.id}${e.count ? ` ×${e.count}` : ''}: ${t('excluded', lang)}, ${t('because', lang)} ${e.by}${principleText(ir, e, lang)})`);
  lines.push('');
  const base = ir.scoring.base;
  const pts = base ? `${base} + ${r.points}` : `${r.points}`;
  lines.push(`${t('points', lang)}: ${pts}; ${t('doublings', lang)}: ${r.doublings}`);
  lines.push(`${t('total', lang)}: ${r.total}${r.limit !== null ? ` (${r.limit} ${t('limit', lang)})` : ''}`);
  if (r.payments !== undefined) {
    lines.push(...paymentSection(r.payments, lang));
    if (r.payments.length > 0) lines.push(`${t('received', lang)}: ${r.payments.reduce((sum, p) => sum + p.players * p.amount, 0)}`);
  }
  return [...lines, ...closingLines(r, lang)].join('\n');
}

/** The last lines of a score's text: whether the hand may be declared, the other readings. */
function closingLines(r: ScoreResult, lang: Lang): string[] {
  const lines: string[] = [];
  if (r.declarable !== null) lines.push(`${t('declarable', lang)}: ${r.declarable ? t('yes', lang) : t('no', lang)}`);
  // Readings that differ from the chosen one only in where the winning tile sits, at the same value, say nothing new.
  const chosen = describeMelds(r.melds);
  const others = r.alternatives.filter((a) => !(a.total === r.total && a.shape === r.shape && describeMelds(a.melds) === chosen));
  if (others.length > 0) {
    lines.push(`${t('alternatives', lang)}:`);
    for (const a of others.slice(0, 5)) lines.push(`  ${a.shape}: ${describeMelds(a.melds)}${waitText(a.wait, lang, ' ')} -> ${a.total}`);
  }
  return lines;
}
