/**
 * Expression IR -> JavaScript source, the fast counterpart of compile-expr.ts: a regulation's conditions and counts
 * become plain expressions inside one generated function per scoring section (see mahjong/generate-scorer.ts), so
 * that evaluating them costs no closure call per node. The source reads these locals of the generated function:
 * `c` (EvalContext), `h` (c.hand), `r` (c.reading), `K0`, `K1`... (constants: tables and closures from compile-expr.ts), and
 * the meld counters `mc<i>` that the function fills first (SourceParts.countLoop).
 * Values are exactly those of the closures: `and`/`or` give booleans, comparisons are strict.
 */
import type { ExprIR, UnitIR } from '../ir/types.js';
import { factSource, MAHJONG_FACTS } from '../mahjong/vocabulary.js';
import { compileExpr, counterSlotKey, type SumSlots } from './compile-expr.js';
import { countLoopSource, meldTestKey, membership, type MeldTest } from './meld-tests.js';
import type { SharedMeldCounts } from './shared-meld-counts.js';

/**
 * Collects what a generated source refers to: constants (`K<i>`, bound once to `K[i]` by `constants()` before the
 * function: a closure's constant, which needs no type feedback, where `K[i]` in a rarely reached branch would make V8
 * deoptimize the whole function the first time it is reached), helper functions declared before it, and meld
 * counters — `count(...)` of melds becomes a local `mc<i>` that one loop over the reading's melds fills (countLoop),
 * or, with `shared` (the counters of a scorer's sections), that the shared pass filled.
 */
export class SourceParts {
  readonly values: unknown[] = [];
  /** Source of helper function declarations, named `f0`, `f1`, ... */
  readonly helpers: string[] = [];
  /** Each meld counter `mc<i>`'s test (without `shared`). */
  readonly meldTests: MeldTest[] = [];
  /** With `shared`: the indices of its counters this source reads. */
  private readonly sharedUsed = new Set<number>();

  constructor(readonly shared: SharedMeldCounts | null = null) {}

  /** Adds a value; returns the source that reads it. */
  add(value: unknown): string {
    this.values.push(value);
    return `K${this.values.length - 1}`;
  }

  /** The declaration of the constants `K<i>` from the array `K` (an empty text without constants). */
  constants(): string {
    return this.values.length === 0 ? '' : `const ${this.values.map((_, i) => `K${i} = K[${i}]`).join(', ')};`;
  }

  /** Adds a helper function with these parameters and body; returns its name. */
  helper(params: string, body: string): string {
    const name = `f${this.helpers.length}`;
    this.helpers.push(`function ${name}(${params}) {\n${body}\n}`);
    return name;
  }

  /** Adds (or reuses) a counter of the reading's melds that pass a test; returns its name. */
  meldCounter(test: MeldTest): string {
    if (this.shared !== null) {
      const i = this.shared.indexOf(test);
      this.sharedUsed.add(i);
      return `mc${i}`;
    }
    const key = meldTestKey(test);
    let i = this.meldTests.findIndex((t) => meldTestKey(t) === key);
    if (i < 0) i = this.meldTests.push(test) - 1;
    return `mc${i}`;
  }

  /**
   * The statements that make the meld counters (none without counters): one pass over `r.melds` that fills them
   * (meld-tests.ts), or, with `shared`, the shared pass when its counts are not this reading's, and the counters
   * this source reads as locals.
   */
  countLoop(): string[] {
    if (this.shared === null) return countLoopSource(this.meldTests, (value) => this.add(value));
    if (this.sharedUsed.size === 0) return [];
    const counts = this.add(this.shared);
    return [
      `  if (${counts}.melds !== r.melds || ${counts}.seat !== h.seat || ${counts}.round !== h.round) ${counts}.fill(h, r);`,
      `  const mcv = ${counts}.values, ${[...this.sharedUsed].sort((a, b) => a - b).map((i) => `mc${i} = mcv[${i}]`).join(', ')};`,
    ];
  }
}


/** A JavaScript literal for a constant of the IR (a number, a boolean or a string). */
export function literal(v: number | boolean | string): string {
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  return JSON.stringify(v);
}

/** Bit masks of a tile set: kinds 0..26 in `low`, the honors 27..33 in `high` (bonus tiles are not held by `h.tilesLow`). */
export function tileMasks(tiles: readonly number[]): { low: number; high: number } {
  let low = 0;
  let high = 0;
  for (const t of tiles) if (t < 27) low |= 1 << t; else if (t < 34) high |= 1 << (t - 27);
  return { low, high };
}

/** Generates the source of an expression. Throws only on IR that the compiler cannot produce (as compileExpr). */
export function generateExpr(e: ExprIR, k: SourceParts, slots: SumSlots): string {
  const sub = (x: ExprIR) => generateExpr(x, k, slots);
  switch (e.op) {
    case 'const': case 'enum': return literal(e.value);
    case 'tile': return literal(e.tile);
    case 'fact': {
      if (!Object.hasOwn(MAHJONG_FACTS, e.name)) throw new Error(`IR names an unknown fact '${e.name}'`);
      return factSource(MAHJONG_FACTS[e.name]!);
    }
    case 'not': return `(!${sub(e.arg)})`;
    case 'neg': return `(-(${sub(e.arg)}))`;
    case 'and': return e.args.length === 0 ? 'true' : `(!!(${e.args.map(sub).join(' && ')}))`;
    case 'or': return e.args.length === 0 ? 'false' : `(!!(${e.args.map(sub).join(' || ')}))`;
    case 'cmp': return cappedWaits(e) ?? `(${sub(e.left)} ${known(JS_CMP, e.cmp)} ${sub(e.right)})`;
    case 'arith': return `(${sub(e.left)} ${known(ARITH, e.arith)} ${sub(e.right)})`;
    case 'count': return generateCount(e, k, slots);
    case 'quant': {
      // Over the kinds 0..33 the hand holds (h.tilesLow/h.tilesHigh): all of them in the set, some, or none.
      const { low, high } = tileMasks(e.tiles);
      if (e.quant === 'all') return `((h.tilesLow & ${~low}) === 0 && (h.tilesHigh & ${~high}) === 0)`;
      const some = `((h.tilesLow & ${low}) !== 0 || (h.tilesHigh & ${high}) !== 0)`;
      return e.quant === 'any' ? some : `(!${some})`;
    }
    case 'in': return `(${k.add(membership(e.tiles))}[${sub(e.left)}] === 1)`;
    case 'sum': return `c.sums[${slots(`${e.of}:${e.tag}`)}]`;
    case 'counter': return `c.sums[${slots(counterSlotKey(e.counter, e.tag))}]`;
  }
  throw new Error(`unknown IR operation ${(e as { op: string }).op}`);
}

const JS_CMP: Record<string, string> = { '==': '===', '!=': '!==', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };
const ARITH: Record<string, string> = { '+': '+', '-': '-', '*': '*', '/': '/', '^': '**' };

/** The source for an operator of the IR; anything else (IR the compiler cannot produce) is refused, never pasted. */
function known<T extends string>(table: Record<string, T>, op: string): T {
  const source = Object.hasOwn(table, op) ? table[op] : undefined;
  if (source === undefined) throw new Error(`IR has an unknown operator '${op}'`);
  return source;
}

/** `waits <op> K` with a constant K counts waits only up to K + 1 (as compile-expr.ts does). */
function cappedWaits(e: Extract<ExprIR, { op: 'cmp' }>): string | undefined {
  const isWaits = (x: ExprIR) => x.op === 'fact' && x.name === 'waits';
  const constant = (x: ExprIR) => (x.op === 'const' && typeof x.value === 'number' ? x.value : undefined);
  const right = constant(e.right);
  const left = constant(e.left);
  if (isWaits(e.left) && right !== undefined) return `(h.waits(${Math.floor(right) + 1}) ${known(JS_CMP, e.cmp)} ${literal(right)})`;
  if (isWaits(e.right) && left !== undefined) return `(${literal(left)} ${known(JS_CMP, e.cmp)} h.waits(${Math.floor(left) + 1}))`;
  return undefined;
}

const WIND_FACT: Record<string, 'seat' | 'round'> = { seat: 'seat', round: 'round' };
const EXPOSURES: Record<string, NonNullable<MeldTest['exposure']>> = { exposed: 'exposed', declared: 'declared', concealed: 'concealed' };

/**
 * count(unit): a meld counter with the kind, exposure and tile tests written out, or a sum of the hand's counts of a
 * fixed set of tiles. Units whose term binds variables call the compile-expr.ts closure.
 */
function generateCount(e: Extract<ExprIR, { op: 'count' }>, k: SourceParts, slots: SumSlots): string {
  const unit: UnitIR = e.unit;
  const term = unit.term;
  if (unit.meld === null) {
    if (term.t !== 'tiles') return `${k.add(compileExpr(e, slots))}(c)`;
    const distinct = [...new Set(term.tiles)].filter((t) => t >= 0 && t < 42).sort((a, b) => a - b);
    return distinct.length === 0 ? '0' : `(${distinct.map((t) => `h.counts[${t}]`).join(' + ')})`;
  }
  if (term.t !== 'tiles' && term.t !== 'wind' && term.t !== 'any') return `${k.add(compileExpr(e, slots))}(c)`;
  return k.meldCounter({
    kinds: [...new Set(unit.meld)].sort(),
    tiles: term.t === 'tiles' ? [...new Set(term.tiles)].sort((a, b) => a - b) : null,
    wind: term.t === 'wind' ? known(WIND_FACT, term.which) : null,
    exposure: unit.exposure ? known(EXPOSURES, unit.exposure) : null,
  });
}
