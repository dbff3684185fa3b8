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

function unitKey(u: UnitIR): string {
  return JSON.stringify(u);
}

/** Where a unit's key names a variable: the compiler writes a term's fields in one order, so only as `"var":"<name>"`. */
const VARIABLE_NAME = /"var":"(\w+)"/g;

/**
 * Whether swapping the names a and b everywhere leaves the units the same multiset: their keys with the names swapped,
 * sorted, against `sorted` (their keys, sorted). (The names swapped in the keys' text: renaming the units' terms and
 * serializing them again took ~5 M instructions of a cold `score` for a regulation's 21 shapes.)
 */
function interchangeable(keys: readonly string[], sorted: readonly string[], a: string, b: string): boolean {
  const swap = (text: string, name: string) => (name === a ? `"var":"${b}"` : name === b ? `"var":"${a}"` : text);
  const swapped = keys.map((k) => k.replace(VARIABLE_NAME, swap)).sort();
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
  const keys = units.map(unitKey);
  const sorted = [...keys].sort();
  for (const group of [[0, 1, 2], [3, 4, 5, 6]]) {
    const classes: number[][] = [];
    for (const slot of group) {
      if (!used.has(SLOT_NAMES[slot]!)) continue;
      const home = classes.find((c) => c.every((m) => interchangeable(keys, sorted, SLOT_NAMES[m]!, SLOT_NAMES[slot]!)));
      if (home) {
        order[slot] = home[home.length - 1]!;
        home.push(slot);
      } else classes.push([slot]);
    }
  }
  return order;
}
