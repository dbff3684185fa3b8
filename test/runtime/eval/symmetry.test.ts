/**
 * bindingOrder (runtime/eval/symmetry.ts) compares keys it writes out for the units with the variable names swapped;
 * the reference here renames the units' terms and compares their JSON (what it did before), on patterns made symmetric
 * on purpose (copies of a few units under swaps of names, shuffled) and on random ones, with the compiler's order of a
 * unit's and a term's fields.
 */
import { describe, expect, it } from 'vitest';
import type { RankIR, SuitIR, TermIR, UnitIR } from '../../../runtime/ir/types.js';
import { bindingOrder } from '../../../runtime/eval/symmetry.js';

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

/** The reference: interchangeable pairs found by renaming the terms. */
function referenceOrder(units: readonly UnitIR[]): number[] {
  const keys = units.map((u) => JSON.stringify(u)).sort();
  const used = new Set(JSON.stringify(units).match(/"var":"\w"/g)?.map((m) => m[7]!) ?? []);
  const interchangeable = (a: string, b: string) => {
    const swapped = units.map((u) => JSON.stringify({ ...u, term: renameTerm(u.term, a, b) })).sort();
    return keys.every((k, i) => k === swapped[i]);
  };
  const order = new Array<number>(SLOT_NAMES.length).fill(-1);
  for (const group of [[0, 1, 2], [3, 4, 5, 6]]) {
    const classes: number[][] = [];
    for (const slot of group) {
      if (!used.has(SLOT_NAMES[slot]!)) continue;
      const home = classes.find((c) => c.every((m) => interchangeable(SLOT_NAMES[m]!, SLOT_NAMES[slot]!)));
      if (home) { order[slot] = home[home.length - 1]!; home.push(slot); } else classes.push([slot]);
    }
  }
  return order;
}

function generator(seed: number) {
  let s = seed;
  const rnd = (k: number) => { s = (Math.imul(s, 1103515245) + 12345) >>> 0; return (s >>> 16) % k; };
  const term = (): TermIR => {
    const r = rnd(7);
    if (r === 0) return { t: 'any' };
    if (r === 6) return { t: 'wind', which: rnd(2) === 0 ? 'seat' : 'round' };
    if (r === 1) return { t: 'tiles', tiles: [rnd(34)] };
    if (r === 2) return { t: 'alt', options: [term(), term()] };
    const rank: RankIR = rnd(4) === 0 ? null : rnd(3) === 0 ? { fixed: 1 + rnd(9) } : { var: 'nkji'[rnd(4)]!, offset: rnd(3) };
    const suit: SuitIR = rnd(4) === 0 ? { fixed: 'm' } : { var: 'xyw'[rnd(3)]! };
    return { t: 'template', rank, suit };
  };
  const unit = (): UnitIR => {
    const meld = rnd(3) === 0 ? null : rnd(4) === 0 ? ['pung', 'kong'] as UnitIR['meld'] : [(['pung', 'chow', 'pair'] as const)[rnd(3)]!];
    const exposure = rnd(4) === 0 ? { exposure: (['exposed', 'concealed'] as const)[rnd(2)]! } : {};
    return { meld, ...exposure, term: term() };
  };
  return { rnd, unit };
}

const SWAPS: Array<Record<string, string>> = [{}, { x: 'y', y: 'x' }, { x: 'w', w: 'x' }, { n: 'k', k: 'n' }, { n: 'j', j: 'n', x: 'y', y: 'x' }, { k: 'i', i: 'k' }];
const renamed = (u: UnitIR, swap: Record<string, string>): UnitIR =>
  JSON.parse(JSON.stringify(u).replace(/"var":"(\w)"/g, (_, v: string) => `"var":"${swap[v] ?? v}"`)) as UnitIR;

describe('bindingOrder', () => {
  it('finds the classes of "three equal pungs" and of four numbers', () => {
    const pung = (suit: string, rank: string): UnitIR => ({ meld: ['pung'], term: { t: 'template', rank: { var: rank, offset: 0 }, suit: { var: suit } } });
    expect([...bindingOrder([pung('x', 'n'), pung('y', 'n'), pung('w', 'n')])]).toEqual([-1, 0, 1, -1, -1, -1, -1]);
    expect([...bindingOrder([pung('x', 'n'), pung('x', 'k'), pung('x', 'j'), pung('x', 'i')])]).toEqual([-1, -1, -1, -1, 3, 4, 5]);
    expect([...bindingOrder([pung('x', 'n'), pung('y', 'k')])]).toEqual([-1, -1, -1, -1, -1, -1, -1]);
  });

  it('gives the reference order on symmetric and random patterns', () => {
    const { rnd, unit } = generator(20261203);
    let symmetric = 0;
    for (let c = 0; c < 3000; c++) {
      const base = Array.from({ length: 1 + rnd(3) }, unit);
      const units = c % 2 === 0 ? base : Array.from({ length: 1 + rnd(3) }, () => SWAPS[rnd(SWAPS.length)]!).flatMap((swap) => base.map((u) => renamed(u, swap)));
      for (let j = units.length - 1; j > 0; j--) { const q = rnd(j + 1); [units[j], units[q]] = [units[q]!, units[j]!]; }
      const order = [...bindingOrder(units)];
      expect(order).toEqual(referenceOrder(units));
      if (order.some((o) => o >= 0)) symmetric++;
    }
    expect(symmetric).toBeGreaterThan(100);
  });
});
