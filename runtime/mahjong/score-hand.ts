/**
 * Scores one hand under a compiled regulation: every reading (standard decompositions and the regulation's
 * shapes) is scored item by item; the best declarable reading is kept, the others are listed as alternatives.
 */
import type { EvalContext, HandFacts, Reading } from '../eval/context.js';
import type { Bilingual } from '../ir/types.js';
import { applications, type CompiledItem, type CompiledScorer } from './compile-scorer.js';
import { decomposePartial, decomposeWinning } from './decompose.js';
import type { ParsedHand } from './hand.js';
import { DEFAULT_WIN_OPTIONS, type ScoreItem, type ScoreResult, type WinOptions } from './score-types.js';
import { concealedCounts, handCounts } from './hand-counts.js';
import { waitingTiles } from './hand-waits.js';
import { setWinds, shapeMatches } from './shape-filter.js';
import { windTile } from './tiles.js';

const STANDARD = 'standard';

function buildFacts(scorer: CompiledScorer, hand: ParsedHand, o: WinOptions): HandFacts {
  const counts = handCounts(hand);
  let suits = 0;
  for (let s = 0; s < 3; s++) {
    for (let t = s * 9; t < s * 9 + 9; t++) if (counts[t]) { suits++; break; }
  }
  let kinds = 0;
  for (let t = 0; t < 34; t++) if (counts[t]) kinds++;
  const winner = hand.winTile !== null;
  const concealed = hand.declared.every((m) => !m.exposed);
  const selfDrawn = winner && (o.win === 'wall' || o.win === 'replacement');
  let exactWaits = -1;
  let waitsAtLeast = 0;
  return {
    winner, concealed, selfDrawn, fullyConcealed: concealed && selfDrawn,
    winFrom: o.win, winTile: hand.winTile ?? -1,
    seat: windTile(o.seat), round: windTile(o.round),
    lastTile: o.lastTile, immediateCalling: o.immediateCalling, heavenly: o.heavenly, earthly: o.earthly, kongOnKong: o.kongOnKong,
    counts, suits, kinds,
    waits: (cap = Infinity) => {
      if (exactWaits >= 0) return Math.min(exactWaits, cap);
      if (waitsAtLeast >= cap) return cap;
      const n = waitingTiles(scorer, hand, o, cap).length;
      if (n < cap) exactWaits = n; else waitsAtLeast = n;
      return Math.min(n, cap);
    },
  };
}

function readingsOf(scorer: CompiledScorer, hand: ParsedHand, o: WinOptions): Reading[] {
  const readings: Reading[] = [];
  if (hand.winTile === null) {
    for (const d of decomposePartial(hand)) readings.push({ shape: STANDARD, melds: d.melds, loose: d.loose, wait: 'none' });
    return readings;
  }
  const byDiscard = o.win === 'discard' || o.win === 'robbing';
  for (const d of decomposeWinning(hand, byDiscard)) readings.push({ shape: STANDARD, melds: d.melds, loose: d.loose, wait: d.wait });
  const counts = concealedCounts(hand, false);
  setWinds(scorer, o);
  for (const s of scorer.shapes) {
    const m = shapeMatches(scorer, s, hand.declared, counts.slice());
    if (m) readings.push({ shape: s.ir.id, melds: m.melds, loose: m.loose, wait: 'none' });
  }
  return readings;
}

interface Evaluated {
  reading: Reading;
  result: ScoreResult;
}

function keepItems(
  section: CompiledItem[], c: EvalContext, scorer: CompiledScorer, excludedBy: Map<string, string>,
  excluded: Array<{ id: string; by: string }>,
): Array<{ item: CompiledItem; n: number }> {
  const matched: Array<{ item: CompiledItem; n: number }> = [];
  for (const item of section) {
    const n = applications(item, c, scorer.bindings);
    if (n > 0) matched.push({ item, n });
  }
  if (matched.length > 1 && matched.some((m) => m.item.excludes.length > 0)) {
    // The more valuable of two mutually exclusive items stays; then declaration order.
    const order = [...matched].sort((a, b) => b.item.ir.value * b.n - a.item.ir.value * a.n);
    for (const m of order) {
      if (excludedBy.has(m.item.ir.id)) continue;
      for (const e of m.item.excludes) if (!excludedBy.has(e)) excludedBy.set(e, m.item.ir.id);
    }
  }
  const kept = [];
  for (const m of matched) {
    const by = excludedBy.get(m.item.ir.id);
    if (by !== undefined && by !== m.item.ir.id) excluded.push({ id: m.item.ir.id, by });
    else {
      kept.push(m);
      for (const e of m.item.excludes) if (!excludedBy.has(e)) excludedBy.set(e, m.item.ir.id);
    }
  }
  return kept;
}

function toItem(item: CompiledItem, n: number): ScoreItem {
  const ir = item.ir;
  return { id: ir.id, kind: ir.kind, clause: ir.clause, value: ir.kind === 'limit' ? ir.value : ir.value * n, count: n, name: ir.name };
}

function addSum(sums: Map<string, number>, of: string, item: CompiledItem, value: number): void {
  for (const tag of item.ir.tags) {
    const key = `${of}:${tag}`;
    sums.set(key, (sums.get(key) ?? 0) + value);
  }
}

function evaluate(scorer: CompiledScorer, facts: HandFacts, reading: Reading, complete: boolean | null): Evaluated {
  const sc = scorer.ir.scoring;
  const c: EvalContext = { hand: facts, reading, sums: new Map(), limit: 0 };
  const excludedBy = new Map<string, string>();
  const excluded: Array<{ id: string; by: string }> = [];
  const items: ScoreItem[] = [];
  let points = 0;
  for (const { item, n } of keepItems(scorer.points, c, scorer, excludedBy, excluded)) {
    const v = item.ir.value * n;
    points += v;
    addSum(c.sums, 'points', item, v);
    items.push(toItem(item, n));
  }
  let doublings = 0;
  for (const { item, n } of keepItems(scorer.doublings, c, scorer, excludedBy, excluded)) {
    const v = item.ir.value * n;
    doublings += v;
    addSum(c.sums, 'doublings', item, v);
    items.push(toItem(item, n));
  }
  if (sc.doublingCap && doublings > sc.doublingCap.value) {
    items.push(capItem('doubling-cap', sc.doublingCap.clause, sc.doublingCap.value, sc.doublingCap.name));
    doublings = sc.doublingCap.value;
  }
  const raw = (sc.base + points) * 2 ** doublings;
  let total = raw;
  const house = sc.houseLimit?.value ?? Infinity;
  let capped = false;
  if (raw > house) { total = house; capped = true; }
  let limit = 0;
  const limitItems: ScoreItem[] = [];
  for (const { item, n } of keepItems(scorer.limits, c, scorer, excludedBy, excluded)) {
    limit = Math.max(limit, item.ir.value);
    limitItems.push(toItem(item, n));
  }
  let limitApplied: number | null = null;
  if (limit > 0 && Number.isFinite(house)) {
    const limitValue = limit * house;
    if (sc.limitVsPoints === 'limit' || limitValue >= total) {
      total = limitValue;
      limitApplied = limit;
      capped = false;
    }
  }
  items.push(...limitItems);
  if (capped && sc.houseLimit) items.push(capItem('house-limit', sc.houseLimit.clause, house, sc.houseLimit.name));
  c.limit = limit;
  let declarable: boolean | null = null;
  if (complete !== null) declarable = complete && (scorer.declare ? scorer.declare(c) === true : true);
  return {
    reading,
    result: {
      total, declarable, limit: limitApplied, items, excluded, points, doublings, complete,
      shape: reading.shape, melds: reading.melds, wait: reading.wait, alternatives: [],
    },
  };
}

function capItem(id: string, clause: string, value: number, name?: Bilingual): ScoreItem {
  return { id, kind: 'cap', clause, value, count: 1, name: name ?? { ru: id, en: id } };
}

function better(a: ScoreResult, b: ScoreResult): boolean {
  if ((a.declarable === true) !== (b.declarable === true)) return a.declarable === true;
  return a.total > b.total;
}

/** Scores a parsed hand; options default to DEFAULT_WIN_OPTIONS. */
export function scoreHand(scorer: CompiledScorer, hand: ParsedHand, options: Partial<WinOptions> = {}): ScoreResult {
  const o: WinOptions = { ...DEFAULT_WIN_OPTIONS, ...options };
  let readings = readingsOf(scorer, hand, o);
  const complete: boolean | null = hand.winTile === null ? null : readings.length > 0;
  // A declared mahjong that is not a complete hand is no mahjong: the hand is scored as a non-winner's.
  const facts = buildFacts(scorer, hand, o);
  if (complete === false) {
    facts.winner = false;
    facts.selfDrawn = false;
    facts.fullyConcealed = false;
    readings = decomposePartial({ ...hand, winTile: null }).map((d) => ({ shape: STANDARD, melds: d.melds, loose: d.loose, wait: 'none' as const }));
  }
  if (readings.length === 0) readings = [{ shape: STANDARD, melds: [...hand.declared], loose: [...hand.concealed], wait: 'none' }];
  let best: ScoreResult | undefined;
  const all: ScoreResult[] = [];
  for (const r of readings) {
    const { result } = evaluate(scorer, facts, r, complete);
    all.push(result);
    if (!best || better(result, best)) best = result;
  }
  best!.alternatives = all.filter((r) => r !== best).map((r) => ({
    shape: r.shape, total: r.total, declarable: r.declarable, melds: r.melds, wait: r.wait,
  }));
  return best!;
}
