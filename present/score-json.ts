/**
 * The JSON of a hand's score, the object `score --json` prints (and `score --hands --json` prints a line of:
 * score-json-writer.ts writes the same bytes faster).
 */
import { describeMelds, type Alternative, type Bilingual, type ScoreItem, type ScoreResult } from '../runtime/score-entry.js';

/** An item as `score --json` prints it: id, clause, kind, value, count, name, and the counter of a counter's item. */
export function jsonItem(i: ScoreItem) {
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

/** The other readings as `scoreJson` prints them: each with its melds as text. */
export function alternativesJson(r: ScoreResult): Array<Omit<Alternative, 'melds'> & { melds: string }> {
  return r.alternatives.map((a) => ({ ...a, melds: describeMelds(a.melds) }));
}

/**
 * `scoreJson` with the items given. The optional fields are added one by one, in the order printed: an object spread
 * of them cost more than the rest of the object (`score --hands` builds one a hand). score-json-writer.ts writes the
 * fields of a result without the optional ones in this order too.
 */
export function jsonWithItems(hand: string, r: ScoreResult, items: Array<ReturnType<typeof jsonItem>>) {
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
    alternatives: alternativesJson(r),
  };
  if (r.counters !== undefined) Object.assign(json, r.counters);
  if (r.value !== undefined) json.value = r.value;
  if (r.payments !== undefined) json.payments = r.payments.map((p) => ({ id: p.id, clause: p.clause, payer: p.payer, players: p.players, amount: p.amount, name: p.name }));
  return json;
}
