/**
 * Symmetry breaking for patterns with variables. Two variables are interchangeable when swapping their names
 * everywhere leaves the pattern's units the same multiset (e.g. the four numbers n, k, j, i of "four three-suit
 * pungs", or the suits x, y, w of "three equal pungs"). Within a class where every pair is interchangeable, the
 * search may bind the members in a fixed order only: any match can be renamed into one that does, so this loses
 * no match and prunes the permutations that made failing searches exponential.
 */
import type { RankIR, SuitIR, TermIR, UnitIR } from '../ir/types.js';

/** Variable slots in the order of Bindings: x y w (suits) n k j i (numbers). */
const SLOT_NAMES = ['x', 'y', 'w', 'n', 'k', 'j', 'i'];

function renameTerm(t: TermIR, a: string, b: string): TermIR {
  const swap = (v: string) => (v === a ? b : v === b ? a : v);
  switch (t.t) {
    case 'alt': return { t: 'alt', options: t.options.map((o) => renameTerm(o, a, b)) };
    case 'template': {
      const rank: RankIR = t.rank && 'var' in t.rank ? { var: swap(t.rank.var), offset: t.rank.offset } : t.rank;
      const suit: SuitIR = 'var' in t.suit ? { var: swap(t.suit.var) } : t.suit;
      return { t: 'template', rank, suit };
    }
    default: return t;
  }
}

function unitKey(u: UnitIR): string {
  return JSON.stringify(u);
}

function sameMultiset(a: string[], b: string[]): boolean {
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((k, i) => k === y[i]);
}

function interchangeable(units: readonly UnitIR[], keys: string[], a: string, b: string): boolean {
  const swapped = units.map((u) => unitKey({ ...u, term: renameTerm(u.term, a, b) }));
  return sameMultiset(keys, swapped);
}

function usedVariables(units: readonly UnitIR[]): Set<string> {
  const used = new Set<string>();
  const visit = (t: TermIR): void => {
    if (t.t === 'alt') t.options.forEach(visit);
    if (t.t === 'template') {
      if ('var' in t.suit) used.add(t.suit.var);
      if (t.rank && 'var' in t.rank) used.add(t.rank.var);
    }
  };
  units.forEach((u) => visit(u.term));
  return used;
}

/**
 * For each variable slot, the slot that must be bound before it (the previous member of its symmetric class),
 * or -1. A slot joins a class only if it is interchangeable with every member already in it.
 */
export function bindingOrder(units: readonly UnitIR[]): Int8Array {
  const order = new Int8Array(SLOT_NAMES.length).fill(-1);
  const used = usedVariables(units);
  const keys = units.map(unitKey);
  for (const group of [[0, 1, 2], [3, 4, 5, 6]]) {
    const classes: number[][] = [];
    for (const slot of group) {
      if (!used.has(SLOT_NAMES[slot]!)) continue;
      const home = classes.find((c) => c.every((m) => interchangeable(units, keys, SLOT_NAMES[m]!, SLOT_NAMES[slot]!)));
      if (home) {
        order[slot] = home[home.length - 1]!;
        home.push(slot);
      } else classes.push([slot]);
    }
  }
  return order;
}
