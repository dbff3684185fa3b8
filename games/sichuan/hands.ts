/**
 * The hands of a Sichuan deal as the ledger needs them, through the public scoring functions: a hu hand's value,
 * whether a hand is waiting, the tile count a hand should have, a wall-end hand's best value over its waits (scored
 * by the regulation without the fans its `wall-end` setting excludes), and which values a hand can have at all.
 */
import { type RegulationIR, compileScorer, type CompiledScorer, type ParsedHand, waitingTiles, countHandTiles, parseHand, type HandError, scoreHand, type ScoreResult, suitOf, type Tile } from '../../runtime/index.js';
import type { VoidSuit } from './deal-types.js';

/** Tiles a hand holds while the deal goes on: concealed tiles + 3 per declared meld (a kong counts 3). */
export const STANDING_HAND_SIZE = 13;

/** Reads a hand; `waiting`: a hand without a winning tile, whose tile count the caller checks. */
export function readHand(text: string, waiting: boolean): { hand: ParsedHand } | { error: HandError } {
  const r = parseHand(text, { tileCount: !waiting });
  return r.ok ? { hand: r.hand } : { error: r.error };
}

/** Whether a hand without its winning tile (if any) counts the standing number of tiles. */
export function hasStandingCount(hand: ParsedHand): boolean {
  const n = countHandTiles(hand) - (hand.winTile !== null ? 1 : 0);
  return n === STANDING_HAND_SIZE;
}

/** The hand without its winning tile. */
export function withoutWinTile(hand: ParsedHand): ParsedHand {
  if (hand.winTile === null) return hand;
  const concealed = [...hand.concealed];
  concealed.splice(concealed.lastIndexOf(hand.winTile), 1);
  return { ...hand, concealed, winTile: null };
}

/** Whether a hand (its winning tile put aside) is waiting: some tile would complete it. */
export function isWaiting(scorer: CompiledScorer, hand: ParsedHand): boolean {
  return waitingTiles(scorer, withoutWinTile(hand), undefined, 1).length > 0;
}

/** Whether a hand holds a tile of the void suit (standing or in a meld). */
export function holdsVoid(hand: ParsedHand, suit: VoidSuit): boolean {
  return [...hand.concealed, ...hand.declared.map((m) => m.tile)].some((t) => suitOf(t) === suit);
}

const WALL_SCORERS = new WeakMap<RegulationIR, CompiledScorer>();

/** The regulation's scorer without the fans excluded at wall end (compiled once per regulation). */
function wallEndScorer(ir: RegulationIR, excludes: readonly string[]): CompiledScorer {
  let s = WALL_SCORERS.get(ir);
  if (!s) {
    const drop = new Set(excludes);
    const doublings = ir.scoring.doublings.filter((d) => !drop.has(d.id)).map((d) => ({ ...d, excludes: d.excludes.filter((x) => !drop.has(x)) }));
    s = compileScorer({ ...ir, scoring: { ...ir.scoring, doublings } });
    WALL_SCORERS.set(ir, s);
  }
  return s;
}

/** A ready hand's best value at wall end: the wait, its score (a hu on a discard), or undefined when not ready. */
export function bestWaitingValue(ir: RegulationIR, excludes: readonly string[], hand: ParsedHand, suit: VoidSuit | undefined): { tile: Tile; score: ScoreResult } | undefined {
  const scorer = wallEndScorer(ir, excludes);
  let best: { tile: Tile; score: ScoreResult } | undefined;
  for (const t of waitingTiles(scorer, hand)) {
    const score = scoreHand(scorer, { ...hand, concealed: [...hand.concealed, t], winTile: t }, { win: 'discard', ...(suit ? { void: suit } : {}) });
    if (score.declarable === true && (!best || score.total > best.score.total)) best = { tile: t, score };
  }
  return best;
}

/** The values a hand can have: base × 2^k for k = 0 .. the doubling cap (none without a cap or a base). */
export function possibleValues(ir: RegulationIR): number[] {
  const cap = ir.scoring.doublingCap?.value;
  if (cap === undefined || ir.scoring.base <= 0) return [];
  return Array.from({ length: cap + 1 }, (_, k) => ir.scoring.base * 2 ** k);
}
