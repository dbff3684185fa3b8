/**
 * Symmetry breaking for patterns with variables. Two variables are interchangeable when swapping their names
 * everywhere leaves the pattern's units the same multiset (e.g. the four numbers n, k, j, i of "four three-suit
 * pungs", or the suits x, y, w of "three equal pungs"). Within a class where every pair is interchangeable, the
 * search may bind the members in a fixed order only: any match can be renamed into one that does, so this loses
 * no match and prunes the permutations that made failing searches exponential.
 */
import type { TermIR, UnitIR } from '../ir/types.js';

/** Variable slots in the order of Bindings: x y w (suits) n k j i (numbers). */
const SLOT_NAMES = ['x', 'y', 'w', 'n', 'k', 'j', 'i'];

/**
 * A unit's key: two units have the same key when they are the same (as their JSON would be), with the variable names
 * a and b swapped. (Written out: JSON.stringify of a shape's units and swapping the names in its text took ~8 M
 * instructions of a cold `score` for a regulation's 21 shapes.)
 */
function unitKey(u: UnitIR, a: string, b: string): string {
  return `${u.meld === null ? '*' : u.meld.join(',')};${u.exposure ?? ''};${termKey(u.term, a, b)}`;
}

function termKey(t: TermIR, a: string, b: string): string {
  const name = (v: string) => (v === a ? b : v === b ? a : v);
  switch (t.t) {
    case 'any': return 'a';
    case 'tiles': return `t${t.tiles.join(',')}`;
    case 'wind': return `w${t.which}`;
    case 'alt': return `(${t.options.map((o) => termKey(o, a, b)).join('|')})`;
    case 'template': {
      const rank = t.rank === null ? '-' : 'fixed' in t.rank ? `f${t.rank.fixed}` : `v${name(t.rank.var)}${t.rank.offset}`;
      return `T${rank}/${'fixed' in t.suit ? `F${t.suit.fixed}` : `V${name(t.suit.var)}`}`;
    }
    // (A term the compiler does not make: told apart by its JSON.)
    default: return JSON.stringify(t);
  }
}

/**
 * Whether swapping the names a and b everywhere leaves the units the same multiset: their keys with the names swapped,
 * sorted, against `sorted` (their keys, sorted).
 */
function interchangeable(units: readonly UnitIR[], sorted: readonly string[], a: string, b: string): boolean {
  const swapped = units.map((u) => unitKey(u, a, b)).sort();
  return sorted.every((k, i) => k === swapped[i]);
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
  // (The units' keys, sorted, made for a second variable of a group only: most shapes have one suit variable.)
  let sorted: string[] | null = null;
  const swappable = (a: string, b: string) => interchangeable(units, (sorted ??= units.map((u) => unitKey(u, '', '')).sort()), a, b);
  for (const group of [[0, 1, 2], [3, 4, 5, 6]]) {
    const classes: number[][] = [];
    for (const slot of group) {
      if (!used.has(SLOT_NAMES[slot]!)) continue;
      const home = classes.find((c) => c.every((m) => swappable(SLOT_NAMES[m]!, SLOT_NAMES[slot]!)));
      if (home) {
        order[slot] = home[home.length - 1]!;
        home.push(slot);
      } else classes.push([slot]);
    }
  }
  return order;
}
