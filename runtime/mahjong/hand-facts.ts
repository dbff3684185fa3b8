/**
 * The facts of a hand that rule conditions read, whatever reading is scored: one record per scoring, filled in one
 * pass over the hand's tile counts; its waiting tiles are counted on first use, only as far as a condition needs.
 */
import type { HandFacts } from '../eval/context.js';
import type { CompiledScorer } from './scorer-types.js';
import type { ParsedHand } from './hand.js';
import { bitCount } from '../eval/pattern-precheck.js';
import { NO_RED } from './hand-assembly.js';
import { meldSize } from './hand-counts.js';
import { countWaitingTiles } from './hand-waits.js';
import type { ConcealedScan } from './concealed-scan.js';
import { countScannedWaits, UNDECIDED } from './scan-waits.js';
import type { WinOptions } from './score-types.js';
import { FIRST_HONOR, PLAYING_KINDS, windTile } from './tiles.js';

/** A hand's facts as a reusable record (every field always present, so conditions read one object shape). */
export class HandFactsRecord implements HandFacts {
  winner = false;
  concealed = true;
  fullyConcealed = false;
  selfDrawn = false;
  winFrom: WinOptions['win'] = 'discard';
  winTile = -1;
  seat = FIRST_HONOR;
  round = FIRST_HONOR;
  lastTile = false;
  immediateCalling = false;
  heavenly = false;
  earthly = false;
  kongOnKong = false;
  afterKong = false;
  lastOfKind = false;
  roots = 0;
  voidTiles = 0;
  riichi = false;
  doubleRiichi = false;
  ippatsu = false;
  renhou = false;
  dealer = true;
  honba = 0;
  sticks = 0;
  dora = 0;
  uraDora = 0;
  doraIndicators = 0;
  uraIndicators = 0;
  redFives = 0;
  suits = 0;
  kinds = 0;
  tilesLow = 0;
  tilesHigh = 0;
  /** Counts of every kind (0..41), melds and bonus tiles included. */
  readonly counts: Uint8Array;
  /**
   * The counts' bytes as six words, when the record made them (else null), to clear them with six stores: `fill(0)`
   * is a call into a builtin (its line alone took 6-13% of load's samples in line profiles).
   */
  private readonly countWords: Float64Array | null;
  /** What waits() counts over: the scorer, the hand and its circumstances. */
  private scorer: CompiledScorer | null = null;
  private hand: ParsedHand | null = null;
  private options: WinOptions | null = null;
  /**
   * The hand with its winning tile is known to be complete (it has a reading): the wait count then takes the
   * winning tile as a wait without searching for it.
   */
  private winCompletes = false;
  /** The scan of the hand's concealed tiles, when the caller made one (the wait count then reads it), else null. */
  private scan: ConcealedScan | null = null;
  /** The exact number of waiting tiles once known (-1: not yet), and a lower bound found so far. */
  private exactWaits = -1;
  private waitsAtLeast = 0;
  /** The same for the tiles that complete the shape, held four times or not (shapeWaits). */
  private exactShapeWaits = -1;
  private shapeWaitsAtLeast = 0;

  constructor(counts?: Uint8Array) {
    if (counts === undefined) {
      const buffer = new ArrayBuffer(48);
      this.counts = new Uint8Array(buffer, 0, 42);
      this.countWords = new Float64Array(buffer);
    } else {
      this.counts = counts;
      this.countWords = null;
    }
  }

  /**
   * Fills the record for a hand (its winning tile decides `winner`); `winCompletes`: the caller knows the hand with
   * its winning tile is complete (it has a reading); `scan`: a scan of the hand's concealed tiles that stays as it is
   * while the record is read. Returns this record.
   */
  load(scorer: CompiledScorer, hand: ParsedHand, o: WinOptions, winCompletes = false, scan: ConcealedScan | null = null): this {
    const counts = this.counts;
    const words = this.countWords;
    if (words !== null) { words[0] = 0; words[1] = 0; words[2] = 0; words[3] = 0; words[4] = 0; words[5] = 0; } else counts.fill(0);
    // The counts (as handCounts gives them), the kinds held as bits, and whether some kind reached four copies (then,
    // rarely, the roots are counted). The concealed tiles' kinds and copies are the scan's when the caller made one.
    let tilesLow = 0;
    let tilesHigh = 0;
    let four = false;
    const concealedTiles = hand.concealed;
    if (scan !== null && scan.valid) {
      for (let i = 0; i < concealedTiles.length; i++) counts[concealedTiles[i]!]!++;
      const k = scan.keys;
      tilesLow = scan.low;
      tilesHigh = scan.high;
      four = ((k[0]! | k[1]! | k[2]! | k[3]!) & FOUR_BITS) !== 0;
    } else {
      for (let i = 0; i < concealedTiles.length; i++) {
        const t = concealedTiles[i]!;
        if (++counts[t]! >= 4) four = true;
        if (t < 27) tilesLow |= 1 << t; else if (t < PLAYING_KINDS) tilesHigh |= 1 << (t - 27);
      }
    }
    const bonus = hand.bonus;
    for (let i = 0; i < bonus.length; i++) counts[bonus[i]!]!++;
    let concealed = true;
    const declared = hand.declared;
    for (let i = 0; i < declared.length; i++) {
      const m = declared[i]!;
      const t = m.tile;
      if (m.exposed) concealed = false;
      if (m.kind === 'chow') {
        const a = ++counts[t]!, b = ++counts[t + 1]!, c = ++counts[t + 2]!;
        if (a >= 4 || b >= 4 || c >= 4) four = true;
        if (t < 27) tilesLow |= 7 << t;
        continue;
      }
      // A declared kong alone makes four copies that are no root: only copies beside it call for the count.
      const held = (counts[t]! += meldSize(m.kind));
      if (held >= 4 && (m.kind !== 'kong' || held > 4)) four = true;
      if (t < 27) tilesLow |= 1 << t; else if (t < PLAYING_KINDS) tilesHigh |= 1 << (t - 27);
    }
    const roots = four ? rootsOf(hand, counts, tilesLow, tilesHigh) : 0;
    const kinds = bitCount(tilesLow) + bitCount(tilesHigh);
    const winner = hand.winTile !== null;
    const selfDrawn = winner && (o.win === 'wall' || o.win === 'replacement');
    this.winner = winner;
    this.concealed = concealed;
    this.selfDrawn = selfDrawn;
    this.fullyConcealed = concealed && selfDrawn;
    this.winFrom = o.win;
    this.winTile = hand.winTile ?? -1;
    this.seat = windTile(o.seat);
    this.round = windTile(o.round);
    this.lastTile = o.lastTile;
    this.immediateCalling = o.immediateCalling;
    this.heavenly = o.heavenly;
    this.earthly = o.earthly;
    this.kongOnKong = o.kongOnKong;
    this.afterKong = o.afterKong;
    this.lastOfKind = o.lastOfKind;
    this.roots = roots;
    this.voidTiles = voidTilesOf(counts, o.void);
    this.riichi = o.riichi === true;
    this.doubleRiichi = o.doubleRiichi === true;
    this.ippatsu = o.ippatsu === true;
    this.renhou = o.renhou === true;
    this.dealer = o.seat === 'E';
    this.honba = o.honba ?? 0;
    this.sticks = o.sticks ?? 0;
    const next = scorer.indicated;
    this.dora = next === null || o.dora === undefined ? 0 : indicatedTiles(next, o.dora, counts);
    this.uraDora = next === null || o.ura === undefined ? 0 : indicatedTiles(next, o.ura, counts);
    this.doraIndicators = o.dora?.length ?? 0;
    this.uraIndicators = o.ura?.length ?? 0;
    const red = hand.red;
    // (The parser's shared NO_RED is a frozen list: optimized code does not inline an element load from one, and each
    // was a call into V8's generic KeyedLoadIC, three a hand: pmelds' callgrind call graph.)
    this.redFives = red === undefined || red === NO_RED ? 0 : red[0] + red[1] + red[2];
    this.suits = (tilesLow & 0x1ff ? 1 : 0) + (tilesLow & 0x3fe00 ? 1 : 0) + (tilesLow & 0x7fc0000 ? 1 : 0);
    this.kinds = kinds;
    this.tilesLow = tilesLow;
    this.tilesHigh = tilesHigh;
    this.scorer = scorer;
    this.hand = hand;
    this.options = o;
    this.exactWaits = -1;
    this.waitsAtLeast = 0;
    this.exactShapeWaits = -1;
    this.shapeWaitsAtLeast = 0;
    this.winCompletes = winCompletes;
    this.scan = scan;
    return this;
  }

  /** Records that at least `n` waiting tiles are known to exist (waits() below n then needs no search). */
  knowWaitsAtLeast(n: number): void {
    if (n > this.waitsAtLeast) this.waitsAtLeast = n;
  }

  /**
   * Number of tile kinds that complete the hand's shape, counting those it already holds four of (as waits() does
   * not); with a cap, min(count, cap).
   */
  shapeWaits(cap = Infinity): number {
    if (this.exactShapeWaits >= 0) return Math.min(this.exactShapeWaits, cap);
    if (this.shapeWaitsAtLeast >= cap) return cap;
    const n = countWaitingTiles(this.scorer!, this.hand!, this.options!, cap, this.winCompletes, true);
    if (n < cap) this.exactShapeWaits = n; else this.shapeWaitsAtLeast = n;
    return Math.min(n, cap);
  }

  /** Number of waiting tiles; with a cap, min(count, cap), so that `waits == 1` stops searching at 2. */
  waits(cap = Infinity): number {
    if (this.exactWaits >= 0) return Math.min(this.exactWaits, cap);
    if (this.waitsAtLeast >= cap) return cap;
    const scanned = this.scan === null ? UNDECIDED : countScannedWaits(this.scorer!, this.hand!, this.options!, this.scan, this.counts, cap, this.winCompletes);
    const n = scanned !== UNDECIDED ? scanned : countWaitingTiles(this.scorer!, this.hand!, this.options!, cap, this.winCompletes);
    if (n < cap) this.exactWaits = n; else this.waitsAtLeast = n;
    return Math.min(n, cap);
  }
}

/**
 * The facts of a hand in a record of its own (for callers that keep several at once); the tile counts go into
 * `counts` (42 kinds) when given.
 */
export function buildHandFacts(scorer: CompiledScorer, hand: ParsedHand, o: WinOptions, counts?: Uint8Array): HandFactsRecord {
  return new HandFactsRecord(counts).load(scorer, hand, o);
}

/** Tiles of the hand (`counts`) that the indicators point at (`next`: the tile each kind points at), each indicator counted. */
function indicatedTiles(next: Int8Array, indicators: readonly number[], counts: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < indicators.length; i++) {
    const t = next[indicators[i]!];
    if (t !== undefined && t >= 0) n += counts[t]!;
  }
  return n;
}

/** Bits 3r + 2 of a scan's key (3 bits per rank): some kind is held four times or more. */
const FOUR_BITS = 0o444444444;

/** The kinds (held: `low` bits of 0..26, `high` of the honors) the hand holds all four copies of, not as one declared kong. */
function rootsOf(hand: ParsedHand, counts: Uint8Array, low: number, high: number): number {
  let roots = 0;
  for (let bits = low; bits !== 0; bits &= bits - 1) {
    const t = 31 - Math.clz32(bits & -bits);
    if (counts[t] === 4 && !isDeclaredKong(hand, t)) roots++;
  }
  for (let bits = high; bits !== 0; bits &= bits - 1) {
    const t = FIRST_HONOR + 31 - Math.clz32(bits & -bits);
    if (counts[t] === 4 && !isDeclaredKong(hand, t)) roots++;
  }
  return roots;
}

/** Whether the hand declared a kong of tile t (its four copies are then one kong, not a "root"). */
function isDeclaredKong(hand: ParsedHand, t: number): boolean {
  for (let i = 0; i < hand.declared.length; i++) {
    const m = hand.declared[i]!;
    if (m.kind === 'kong' && m.tile === t) return true;
  }
  return false;
}

/** Number of tiles of the void suit in the hand (0 without a void suit). */
function voidTilesOf(counts: Uint8Array, suit: WinOptions['void']): number {
  if (suit === undefined) return 0;
  const base = suit === 'm' ? 0 : suit === 'p' ? 9 : 18;
  let n = 0;
  for (let t = base; t < base + 9; t++) n += counts[t]!;
  return n;
}
