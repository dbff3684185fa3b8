/**
 * Expression IR -> closures, compiled once per regulation. The closures read an EvalContext.
 */
import type { ExprIR, UnitIR } from '../ir/types.js';
import { MAHJONG_FACTS, type FactPlace } from '../mahjong/vocabulary.js';
import type { EvalContext } from './context.js';
import { Bindings, exposureFits, matchMeld, matchTerm } from './match.js';

/** A compiled expression. */
export type Compiled = (c: EvalContext) => number | boolean | string;

/** The closure that reads a fact where the scorer keeps it (vocabulary.ts, the one table of facts). */
function readFact(at: FactPlace): Compiled {
  if ('call' in at) {
    const method = at.hand;
    return (c) => c.hand[method]();
  }
  if ('hand' in at) {
    const field = at.hand;
    return (c) => c.hand[field] as number | boolean;
  }
  if ('reading' in at) {
    const field = at.reading;
    return (c) => c.reading[field] as string;
  }
  const field = at.context;
  return (c) => c[field] as number;
}

/** Every fact's closure, by name. */
const FACTS: Record<string, Compiled> = Object.fromEntries(Object.entries(MAHJONG_FACTS).map(([name, fact]) => [name, readFact(fact.at)]));

/** Gives the slot of a sum (`points:<tag>` or `doublings:<tag>`, a counter's `counter:<id>[:<tag>]`) in EvalContext.sums. */
export type SumSlots = (key: string) => number;

/** The key of a counter's slot in EvalContext.sums (its value), or of the sum of its items with a tag. */
export function counterSlotKey(counter: string, tag?: string): string {
  return tag === undefined ? `counter:${counter}` : `counter:${counter}:${tag}`;
}

const NO_SLOTS: SumSlots = (key) => { throw new Error(`no slot for the sum ${key}`); };

/** Compiles an expression to a closure. Throws only on IR that the compiler cannot produce. */
export function compileExpr(e: ExprIR, slots: SumSlots = NO_SLOTS): Compiled {
  const sub = (x: ExprIR) => compileExpr(x, slots);
  switch (e.op) {
    case 'const': { const v = e.value; return () => v; }
    case 'enum': { const v = e.value; return () => v; }
    case 'tile': { const v = e.tile; return () => v; }
    case 'fact': {
      const f = Object.hasOwn(FACTS, e.name) ? FACTS[e.name] : undefined;
      if (!f) throw new Error(`IR names an unknown fact '${e.name}'`);
      return f;
    }
    case 'not': { const a = sub(e.arg); return (c) => !a(c); }
    case 'neg': { const a = sub(e.arg); return (c) => -(a(c) as number); }
    case 'and': {
      const fs = e.args.map(sub);
      return (c) => { for (const f of fs) if (!f(c)) return false; return true; };
    }
    case 'or': {
      const fs = e.args.map(sub);
      return (c) => { for (const f of fs) if (f(c)) return true; return false; };
    }
    case 'cmp': {
      const capped = compileCappedWaits(e);
      if (capped) return capped;
      const l = sub(e.left);
      const r = sub(e.right);
      switch (e.cmp) {
        case '==': return (c) => l(c) === r(c);
        case '!=': return (c) => l(c) !== r(c);
        case '<': return (c) => (l(c) as number) < (r(c) as number);
        case '<=': return (c) => (l(c) as number) <= (r(c) as number);
        case '>': return (c) => (l(c) as number) > (r(c) as number);
        case '>=': return (c) => (l(c) as number) >= (r(c) as number);
      }
      break;
    }
    case 'arith': {
      const l = sub(e.left);
      const r = sub(e.right);
      switch (e.arith) {
        case '+': return (c) => (l(c) as number) + (r(c) as number);
        case '-': return (c) => (l(c) as number) - (r(c) as number);
        case '*': return (c) => (l(c) as number) * (r(c) as number);
        case '/': return (c) => (l(c) as number) / (r(c) as number);
        case '^': return (c) => (l(c) as number) ** (r(c) as number);
      }
      break;
    }
    case 'count': return compileCount(e.unit);
    case 'quant': {
      const member = membership(e.tiles);
      if (e.quant === 'all') return (c) => { const k = c.hand.counts; for (let t = 0; t < 34; t++) if (k[t] && !member[t]) return false; return true; };
      if (e.quant === 'any') return (c) => { const k = c.hand.counts; for (let t = 0; t < 34; t++) if (k[t] && member[t]) return true; return false; };
      return (c) => { const k = c.hand.counts; for (let t = 0; t < 34; t++) if (k[t] && member[t]) return false; return true; };
    }
    case 'in': {
      const l = sub(e.left);
      const member = membership(e.tiles);
      return (c) => member[l(c) as number] === 1;
    }
    case 'sum': {
      const slot = slots(`${e.of}:${e.tag}`);
      return (c) => c.sums[slot]!;
    }
    case 'counter': {
      const slot = slots(counterSlotKey(e.counter, e.tag));
      return (c) => c.sums[slot]!;
    }
  }
  throw new Error(`unknown IR operation ${(e as { op: string }).op}`);
}

/**
 * `waits <op> K` (or `K <op> waits`) with a constant K only needs to count waits up to K + 1; the runtime then
 * stops its search early. Returns undefined for any other comparison.
 */
function compileCappedWaits(e: Extract<ExprIR, { op: 'cmp' }>): Compiled | undefined {
  const isWaits = (x: ExprIR) => x.op === 'fact' && x.name === 'waits';
  const isConst = (x: ExprIR): x is { op: 'const'; value: number } => x.op === 'const' && typeof x.value === 'number';
  let k: number;
  let flip: boolean;
  if (isWaits(e.left) && isConst(e.right)) { k = e.right.value; flip = false; }
  else if (isWaits(e.right) && isConst(e.left)) { k = e.left.value; flip = true; }
  else return undefined;
  const cap = Math.floor(k) + 1;
  const test = CMP[e.cmp]!;
  return flip ? (c) => test(k, c.hand.waits(cap)) : (c) => test(c.hand.waits(cap), k);
}

const CMP: Record<string, (a: number, b: number) => boolean> = {
  '==': (a, b) => a === b, '!=': (a, b) => a !== b, '<': (a, b) => a < b, '<=': (a, b) => a <= b, '>': (a, b) => a > b, '>=': (a, b) => a >= b,
};

function membership(tiles: readonly number[]): Uint8Array {
  const m = new Uint8Array(42);
  for (const t of tiles) m[t] = 1;
  return m;
}

const KIND_BIT = { chow: 1, pung: 2, kong: 4, pair: 8 } as const;

/** count(unit): melds of the reading that fit a meld unit, or tiles of the hand that fit a single-tile unit. */
function compileCount(unit: UnitIR): Compiled {
  const b = new Bindings();
  const term = unit.term;
  if (unit.meld === null) {
    if (term.t === 'tiles') {
      const member = membership(term.tiles);
      return (c) => { let n = 0; const k = c.hand.counts; for (let t = 0; t < 42; t++) if (member[t]) n += k[t]!; return n; };
    }
    return (c) => {
      b.seat = c.hand.seat; b.round = c.hand.round;
      let n = 0;
      const k = c.hand.counts;
      for (let t = 0; t < 42; t++) if (k[t]) { b.reset(); if (term.t === 'any' ? t < 34 : matchTerm(term, t, b)) n += k[t]!; }
      return n;
    };
  }
  const kinds = unit.meld.reduce((m, k) => m | KIND_BIT[k], 0);
  // The common case, a fixed set of tiles (a group, a tile) or any tile: a table lookup per meld.
  if (term.t === 'tiles' || term.t === 'any') {
    const member = term.t === 'any' ? new Uint8Array(42).fill(1) : membership(term.tiles);
    return (c) => {
      let n = 0;
      for (const m of c.reading.melds) {
        if ((KIND_BIT[m.kind] & kinds) && member[m.tile] && exposureFits(unit.exposure, m)) n++;
      }
      return n;
    };
  }
  if (term.t === 'wind') {
    const seat = term.which === 'seat';
    return (c) => {
      const wind = seat ? c.hand.seat : c.hand.round;
      let n = 0;
      for (const m of c.reading.melds) if ((KIND_BIT[m.kind] & kinds) && m.tile === wind && exposureFits(unit.exposure, m)) n++;
      return n;
    };
  }
  return (c) => {
    b.seat = c.hand.seat; b.round = c.hand.round;
    let n = 0;
    for (const m of c.reading.melds) { b.reset(); if (matchMeld(unit, m, b)) n++; }
    return n;
  };
}
