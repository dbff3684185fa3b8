/**
 * Scores one hand under a compiled regulation: every reading (standard decompositions and the regulation's
 * shapes) is scored item by item; the best declarable reading is kept, the others are listed as alternatives.
 */
import type { EvalContext, HandFacts, Reading } from '../eval/context.js';
import { matchShape } from '../eval/match.js';
import type { Bilingual } from '../ir/types.js';
import { applications, type CompiledItem, type CompiledScorer } from './compile-scorer.js';
import { decomposePartial, decomposeWinning } from './decompose.js';
import type { Meld, ParsedHand } from './hand.js';
import { DEFAULT_WIN_OPTIONS, type ScoreItem, type ScoreResult, type WinOptions } from './score-types.js';
import { windTile, formatTile } from './tiles.js';
import { findWaits } from './waits.js';

const STANDARD = 'standard';

/** Counts of the concealed tiles only (kinds 0..33). */
function concealedCounts(hand: ParsedHand, withoutWin: boolean): Uint8Array {
  const k = new Uint8Array(34);
  for (const t of hand.concealed) k[t]!++;
  if (withoutWin && hand.winTile !== null) k[hand.winTile]!--;
  return k;
}

const MELD_SIZE = { chow: 3, pung: 3, kong: 4, pair: 2 } as const;

function handCounts(hand: ParsedHand): Uint8Array {
  const k = new Uint8Array(42);
  for (const t of hand.concealed) k[t]!++;
  for (const t of hand.bonus) k[t]!++;
  for (const m of hand.declared) {
    for (let i = 0; i < MELD_SIZE[m.kind]; i++) k[m.kind === 'chow' ? m.tile + i : m.tile]!++;
  }
  return k;
}

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

/** Waiting tiles of the hand before its winning tile (or of a 13-tile hand), standard and shapes together. */
export function waitingTiles(
  scorer: CompiledScorer, hand: ParsedHand, o: Pick<WinOptions, 'seat' | 'round'> = DEFAULT_WIN_OPTIONS, cap = Infinity,
): number[] {
  setWinds(scorer, o);
  const base = concealedCounts(hand, true);
  let tiles = 0;
  for (let t = 0; t < 34; t++) tiles += base[t]!;
  if (tiles % 3 !== 1) return [];
  const sets = (tiles - 1) / 3;
  // A tile the hand already holds four of (standing or in melds) cannot come any more.
  const held = handCounts(hand);
  if (hand.winTile !== null) held[hand.winTile]!--;
  const waits = new Set(findWaits(base, sets).filter((t) => held[t]! < 4));
  let kinds = 0;
  for (let t = 0; t < 34; t++) if (base[t]) kinds++;
  const scratch = new Uint8Array(34);
  const totals = suitTotals(base, hand.declared);
  const kongs = declaredKongs(hand.declared);
  let odd = 0;
  let oddTile = -1;
  for (let t = 0; t < 34; t++) if (base[t]! & 1) { odd++; oddTile = t; }
  for (const s of scorer.shapes) {
    if (waits.size >= cap) break;
    // Cheap necessary conditions first: every held tile usable, few enough kinds, at most one required tile short,
    // the declared kongs it needs, for pairs-only shapes one odd tile (the wait), the suit profile one tile short.
    if (kinds > s.maxKinds || kongs < s.kongs || (s.pairsOnly && odd !== 1) || holdsForeignTile(s, base, hand.declared)) continue;
    const short = shortOf(s, base, hand.declared);
    if (short === -2) continue;
    for (let c = 0; c < 34; c++) {
      if (waits.has(c) || held[c]! >= 4 || !s.allowed[c] || (short >= 0 && c !== short) || (!base[c] && kinds === s.maxKinds)) continue;
      if (s.pairsOnly && c !== oddTile) continue;
      if (s.profile) {
        const suit = c < 27 ? Math.floor(c / 9) : 3;
        totals[suit]!++;
        const fits = fitsProfile(s.profile, totals);
        totals[suit]!--;
        if (!fits) continue;
      }
      scratch.set(base);
      scratch[c]!++;
      if (matchShape(s.ir.pattern.units, hand.declared, scratch, scorer.bindings, s.ir.distinct, s.order)) waits.add(c);
    }
  }
  return [...waits].sort((a, b) => a - b);
}

/** The one required tile a 13-tile hand lacks for a shape (-1: none lacking, -2: more than one lacking). */
function shortOf(s: CompiledScorer['shapes'][number], counts: Uint8Array, declared: readonly Meld[]): number {
  let short = -1;
  for (const [t, n] of s.required) {
    let have = counts[t]!;
    for (const m of declared) if (m.tile === t && m.kind !== 'chow') have += MELD_SIZE[m.kind];
    if (have >= n) continue;
    if (have < n - 1 || short >= 0) return -2;
    short = t;
  }
  return short;
}

/** Shape terms `seat` and `round` read these. */
function setWinds(scorer: CompiledScorer, o: Pick<WinOptions, 'seat' | 'round'>): void {
  scorer.bindings.seat = windTile(o.seat);
  scorer.bindings.round = windTile(o.round);
}

function shapeMatches(scorer: CompiledScorer, s: CompiledScorer['shapes'][number], declared: readonly Meld[], counts: Uint8Array) {
  return quickReject(s, counts, declared) ? undefined : matchShape(s.ir.pattern.units, declared, counts, scorer.bindings, s.ir.distinct, s.order);
}

function holdsForeignTile(s: CompiledScorer['shapes'][number], counts: Uint8Array, declared: readonly Meld[]): boolean {
  let suits = 0;
  for (let t = 0; t < 34; t++) if (counts[t] && !s.allowed[t]) return true;
  for (const m of declared) if (!s.allowed[m.tile]) return true;
  for (let base = 0; base < 27; base += 9) {
    let held = false;
    for (let t = base; t < base + 9 && !held; t++) held = counts[t]! > 0;
    for (const m of declared) if (m.tile >= base && m.tile < base + 9) held = true;
    if (held) suits++;
  }
  return suits > s.maxSuits;
}

/** Tiles per numbered suit (m, p, s) and honors of concealed counts plus declared melds. */
function suitTotals(counts: Uint8Array, declared: readonly Meld[]): [number, number, number, number] {
  const totals: [number, number, number, number] = [0, 0, 0, 0];
  for (let t = 0; t < 34; t++) totals[t < 27 ? Math.floor(t / 9) : 3] += counts[t]!;
  for (const m of declared) totals[m.tile < 27 ? Math.floor(m.tile / 9) : 3] += MELD_SIZE[m.kind];
  return totals;
}

/** Whether suit totals fit a shape's profile (the numbered suits in any order). */
function fitsProfile(p: NonNullable<CompiledScorer['shapes'][number]['profile']>, totals: readonly number[]): boolean {
  if (totals[3] !== p.honors) return false;
  const [a, b, c] = [totals[0]!, totals[1]!, totals[2]!].sort((x, y) => y - x);
  return a === p.suits[0] && b === p.suits[1] && c === p.suits[2];
}

function declaredKongs(declared: readonly Meld[]): number {
  let n = 0;
  for (const m of declared) if (m.kind === 'kong') n++;
  return n;
}

function quickReject(s: CompiledScorer['shapes'][number], counts: Uint8Array, declared: readonly Meld[]): boolean {
  if (declaredKongs(declared) < s.kongs) return true;
  if (s.pairsOnly) for (let t = 0; t < 34; t++) if (counts[t]! & 1) return true;
  if (s.profile && !fitsProfile(s.profile, suitTotals(counts, declared))) return true;
  if (holdsForeignTile(s, counts, declared)) return true;
  for (const [t, n] of s.required) {
    let have = counts[t]!;
    for (const m of declared) if (m.tile === t && m.kind !== 'chow') have += MELD_SIZE[m.kind];
    if (have < n) return true;
  }
  return false;
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

/** Renders a reading's melds compactly, e.g. `[777z] {1111z} 123m 22p` (exposed in brackets, declared concealed kongs in braces). */
export function describeMelds(melds: readonly Meld[]): string {
  return melds.map((m) => {
    const t = formatTile(m.tile);
    const suit = t[1];
    const r = Number(t[0]);
    const body = m.kind === 'chow' ? `${r}${r + 1}${r + 2}${suit}` : `${String(r).repeat(MELD_SIZE[m.kind])}${suit}`;
    if (m.exposed) return `[${body}]`;
    return m.declared && m.kind === 'kong' ? `{${body}}` : body;
  }).join(' ');
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
