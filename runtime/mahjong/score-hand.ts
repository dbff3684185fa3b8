/**
 * Scores one hand under a compiled regulation: every reading (standard decompositions and the regulation's
 * shapes) is scored item by item; the best declarable reading is kept, the others are listed as alternatives.
 */
import type { HandFacts, Reading } from '../eval/context.js';
import type { CompiledScorer } from './compile-scorer.js';
import { decomposePartial, decomposeWinning, STANDARD } from './decompose.js';
import type { ParsedHand } from './hand.js';
import { DEFAULT_WIN_OPTIONS, type Alternative, type ScoreResult, type WinOptions } from './score-types.js';
import { handCounts } from './hand-counts.js';
import { countWaitingTiles } from './hand-waits.js';
import { HandSketch } from './hand-sketch.js';
import { showsTwoWaits } from './shown-waits.js';
import { quickReject, setWinds, shapeMatches } from './shape-filter.js';
import { isCandidate } from './shape-index.js';
import { createScratch, explainTally, tallyReading, type Tally } from './tally.js';
import { PLAYING_KINDS, windTile } from './tiles.js';

/** Buffers reused from hand to hand (scoreHand is not re-entrant): the sketch and concealed counts of the hand whose
 * shapes are matched, the tile counts of the hand's facts. */
const sketch = new HandSketch();
const concealedBuffer = new Uint8Array(34);
const countsBuffer = new Uint8Array(42);

/**
 * The facts of a hand that rule conditions read (its winning tile decides `winner`; waits are counted lazily); the
 * tile counts go into `counts` (42 kinds) when given; `knownWaits`: how many waiting tiles are already known to exist.
 */
export function buildHandFacts(
  scorer: CompiledScorer, hand: ParsedHand, o: WinOptions, counts = new Uint8Array(42), knownWaits = 0,
): HandFacts {
  handCounts(hand, counts);
  let kinds = 0;
  let tilesLow = 0;
  let tilesHigh = 0;
  let roots = 0;
  for (let t = 0; t < PLAYING_KINDS; t++) {
    const n = counts[t]!;
    if (n === 0) continue;
    kinds++;
    if (t < 27) tilesLow |= 1 << t; else tilesHigh |= 1 << (t - 27);
    if (n === 4 && !isDeclaredKong(hand, t)) roots++;
  }
  const suits = (tilesLow & 0x1ff ? 1 : 0) + (tilesLow & 0x3fe00 ? 1 : 0) + (tilesLow & 0x7fc0000 ? 1 : 0);
  const winner = hand.winTile !== null;
  const concealed = hand.declared.every((m) => !m.exposed);
  const selfDrawn = winner && (o.win === 'wall' || o.win === 'replacement');
  let exactWaits = -1;
  let waitsAtLeast = knownWaits;
  return {
    winner, concealed, selfDrawn, fullyConcealed: concealed && selfDrawn,
    winFrom: o.win, winTile: hand.winTile ?? -1,
    seat: windTile(o.seat), round: windTile(o.round),
    lastTile: o.lastTile, immediateCalling: o.immediateCalling, heavenly: o.heavenly, earthly: o.earthly, kongOnKong: o.kongOnKong, afterKong: o.afterKong,
    counts, suits, kinds, tilesLow, tilesHigh, roots, voidTiles: voidTilesOf(counts, o.void),
    waits: (cap = Infinity) => {
      if (exactWaits >= 0) return Math.min(exactWaits, cap);
      if (waitsAtLeast >= cap) return cap;
      const n = countWaitingTiles(scorer, hand, o, cap);
      if (n < cap) exactWaits = n; else waitsAtLeast = n;
      return Math.min(n, cap);
    },
  };
}

/** Whether the hand declared a kong of tile t (its four copies are then one kong, not a "root"). */
function isDeclaredKong(hand: ParsedHand, t: number): boolean {
  return hand.declared.some((m) => m.kind === 'kong' && m.tile === t);
}

/** Number of tiles of the void suit in the hand (0 without a void suit). */
function voidTilesOf(counts: Uint8Array, suit: WinOptions['void']): number {
  if (suit === undefined) return 0;
  const base = suit === 'm' ? 0 : suit === 'p' ? 9 : 18;
  let n = 0;
  for (let t = base; t < base + 9; t++) n += counts[t]!;
  return n;
}

/** Every reading of a hand: standard decompositions and matched shapes (a winning hand), or partial readings (no winning tile). */
export function readingsOf(scorer: CompiledScorer, hand: ParsedHand, o: WinOptions): Reading[] {
  if (hand.winTile === null) return decomposePartial(hand);
  const readings: Reading[] = decomposeWinning(hand, o.win === 'discard' || o.win === 'robbing');
  const index = scorer.shapeIndex;
  if (!index.load(hand.concealed, hand.declared)) return readings;
  const counts = concealedBuffer;
  counts.fill(0);
  for (const t of hand.concealed) counts[t]!++;
  setWinds(scorer, o);
  sketch.load(counts, hand.declared);
  const shapes = scorer.shapes;
  for (let i = 0; i < shapes.length; i++) {
    const s = shapes[i]!;
    if (!isCandidate(index, i) || quickReject(s, sketch)) continue;
    const m = shapeMatches(scorer, s, hand.declared, counts);
    if (!m) continue;
    readings.push({ shape: s.ir.id, melds: m.melds, loose: m.loose, winMeld: -1, wait: 'none' });
    counts.set(sketch.counts); // a match consumes the counts: restore them for the next shape
  }
  return readings;
}

function better(a: Tally, b: Tally): boolean {
  if ((a.declarable === true) !== (b.declarable === true)) return a.declarable === true;
  return a.total > b.total;
}

/** Scores a parsed hand; options default to DEFAULT_WIN_OPTIONS. */
export function scoreHand(scorer: CompiledScorer, hand: ParsedHand, options: Partial<WinOptions> = {}): ScoreResult {
  const o: WinOptions = { ...DEFAULT_WIN_OPTIONS, ...options };
  let readings = readingsOf(scorer, hand, o);
  const complete: boolean | null = hand.winTile === null ? null : readings.length > 0;
  // A declared mahjong that is not a complete hand is no mahjong: the hand is scored as a non-winner's.
  const facts = buildHandFacts(scorer, hand, o, countsBuffer, complete === true && showsTwoWaits(hand, readings) ? 2 : 0);
  if (complete === false) {
    facts.winner = false;
    facts.selfDrawn = false;
    facts.fullyConcealed = false;
    readings = decomposePartial({ ...hand, winTile: null });
  }
  if (readings.length === 0) readings = [{ shape: STANDARD, melds: [...hand.declared], loose: [...hand.concealed], winMeld: -1, wait: 'none' }];
  const scratch = (scorer.scratch ??= createScratch(scorer, facts));
  scratch.ctx.hand = facts;
  let best = -1;
  let bestTally: Tally | undefined;
  let bestN = scratch.n;
  let bestExcluded = scratch.excludedBy;
  const tallies: Tally[] = [];
  for (let i = 0; i < readings.length; i++) {
    const t = tallyReading(scorer, scratch, readings[i]!, complete);
    tallies.push(t);
    if (!bestTally || better(t, bestTally)) {
      best = i;
      bestTally = t;
      // The scratch buffers are overwritten by the next reading: keep a copy only when there is one.
      if (readings.length > 1) {
        bestN = scratch.bestN;
        bestExcluded = scratch.bestExcludedBy;
        bestN.set(scratch.n);
        bestExcluded.set(scratch.excludedBy);
      }
    }
  }
  const t = bestTally!;
  const reading = readings[best]!;
  const { items, excluded } = explainTally(scorer, bestN, bestExcluded, t);
  return {
    total: t.total, declarable: t.declarable, limit: t.limitApplied, items, excluded, points: t.points, doublings: t.doublings,
    complete, shape: reading.shape, melds: reading.melds, wait: reading.wait,
    alternatives: alternativesOf(readings, tallies, best),
  };
}

/** The readings that were not chosen, with their totals. */
function alternativesOf(readings: readonly Reading[], tallies: readonly Tally[], best: number): Alternative[] {
  const out: Alternative[] = [];
  for (let i = 0; i < readings.length; i++) {
    if (i === best) continue;
    const r = readings[i]!;
    out.push({ shape: r.shape, total: tallies[i]!.total, declarable: tallies[i]!.declarable, melds: r.melds, wait: r.wait });
  }
  return out;
}
