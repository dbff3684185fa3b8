/**
 * Test helper: hands one tile away from an instance of a regulation's special shape (random bindings of its
 * variables, random choices among its alternatives), for properties of the shape wait search.
 */
import type { TermIR, UnitIR } from '../../runtime/ir/types.js';
import type { CompiledScorer } from '../../runtime/mahjong/compile-scorer.js';
import type { Meld } from '../../runtime/mahjong/hand.js';
import { WINDS, type Wind } from '../../runtime/mahjong/tiles.js';

type Rand = () => number;
const int = (rand: Rand, n: number): number => Math.floor(rand() * n);

/** Concealed counts (kinds 0..33) and declared melds of a hand; for a near-shape hand, the seat and round winds. */
export interface CountsHand {
  counts: Uint8Array;
  declared: Meld[];
  seat?: Wind;
  round?: Wind;
}

/** A tile the term allows under the bindings (suits x y w, numbers n k j i), or -1 when none. */
function tileOf(term: TermIR, rand: Rand, vars: Record<string, number>, winds: [number, number]): number {
  switch (term.t) {
    case 'any': return int(rand, 34);
    case 'tiles': return term.tiles[int(rand, term.tiles.length)]!;
    case 'wind': return winds[term.which === 'seat' ? 0 : 1];
    case 'alt': return tileOf(term.options[int(rand, term.options.length)]!, rand, vars, winds);
    case 'template': {
      const suit = 'var' in term.suit ? vars[term.suit.var]! : 'mpszf'.indexOf(term.suit.fixed);
      if (suit > 3) return -1;
      const top = suit === 3 ? 7 : 9;
      const rank = term.rank === null ? 1 + int(rand, top) : 'fixed' in term.rank ? term.rank.fixed : vars[term.rank.var]! + term.rank.offset;
      return rank >= 1 && rank <= top ? suit * 9 + rank - 1 : -1;
    }
  }
}

/** An instance of a shape's units (random bindings and choices): concealed counts and declared melds, or null. */
function instanceOf(units: readonly UnitIR[], rand: Rand, winds: [number, number]): CountsHand | null {
  const suits = [0, 1, 2].sort(() => rand() - 0.5);
  const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9].sort(() => rand() - 0.5);
  const vars: Record<string, number> = { x: suits[0]!, y: suits[1]!, w: suits[2]!, n: numbers[0]!, k: numbers[1]!, j: numbers[2]!, i: numbers[3]! };
  const counts = new Uint8Array(34);
  const held = new Uint8Array(34);
  const declared: Meld[] = [];
  for (const u of units) {
    const t = tileOf(u.term, rand, vars, winds);
    if (t < 0) return null;
    if (u.meld === null) { counts[t]!++; held[t]!++; continue; }
    const kind = u.meld[int(rand, u.meld.length)]!;
    if (kind === 'chow' && (t >= 27 || t % 9 > 6)) return null;
    const tiles = kind === 'chow' ? [t, t + 1, t + 2] : Array<number>(kind === 'kong' ? 4 : kind === 'pair' ? 2 : 3).fill(t);
    const open = kind !== 'pair' && (u.exposure === 'exposed' || u.exposure === 'declared' || (u.exposure === undefined && rand() < 0.2));
    if (kind === 'kong' || open) declared.push({ kind, tile: t, exposed: kind === 'kong' ? open : true, declared: true });
    for (const x of tiles) { held[x]!++; if (kind !== 'kong' && !open) counts[x]!++; }
  }
  return held.every((n) => n <= 4) ? { counts, declared } : null;
}

/**
 * An instance of a random shape of the scorer with one concealed tile taken away (the wait), and in about a third
 * of the draws one more replaced by a random tile; sets the scorer's seat and round winds (also returned). Null when the draw made
 * no valid instance (a rank out of range, a fifth copy) or the scorer has no shapes.
 */
export function nearShapeHand(scorer: CompiledScorer, rand: Rand): CountsHand | null {
  if (scorer.shapes.length === 0) return null;
  const winds: [number, number] = [27 + int(rand, 4), 27 + int(rand, 4)];
  scorer.bindings.seat = winds[0];
  scorer.bindings.round = winds[1];
  const shape = scorer.shapes[int(rand, scorer.shapes.length)]!;
  const inst = instanceOf(shape.ir.pattern.units, rand, winds);
  if (inst === null) return null;
  inst.seat = WINDS[winds[0] - 27]!;
  inst.round = WINDS[winds[1] - 27]!;
  const held = Array.from(inst.counts).flatMap((n, t) => Array<number>(n).fill(t));
  if (held.length === 0) return null;
  inst.counts[held[int(rand, held.length)]!]!--;
  if (rand() < 0.3) {
    const rest = Array.from(inst.counts).flatMap((n, t) => Array<number>(n).fill(t));
    if (rest.length > 0) { inst.counts[rest[int(rand, rest.length)]!]!--; inst.counts[int(rand, 34)]!++; }
  }
  return inst;
}
