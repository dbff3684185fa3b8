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

/**
 * Collects what a generated source refers to: constants (`K<i>`, bound once to `K[i]` by `constants()` before the
 * function: a closure's constant, which needs no type feedback, where `K[i]` in a rarely reached branch would make V8
 * deoptimize the whole function the first time it is reached), helper functions declared before it, and meld
 * counters — `count(...)` of melds becomes a local `mc<i>` that one loop over the reading's melds fills (countLoop).
 */
export class SourceParts {
  /**
   * `shared`: the pass over a reading's melds that fills the meld counters of several generated functions (a
   * scorer's sections, mahjong/meld-pass.ts), or null: this function counts its own in countLoop.
   */
  constructor(readonly shared: SharedCounting | null = null, readonly prefix = 'K') {}

  readonly values: unknown[] = [];
  /** Source of helper function declarations, named `f0`, `f1`, ... */
  readonly helpers: string[] = [];
  /**
   * Each meld counter `mc<i>`: the meld kinds it counts and the rest of its test (over a meld `m`; '' for none), and
   * for a test of the meld's tile against a table and of its exposure, those two (countLoop counts it by table).
   */
  readonly meldTests: Array<{ kinds: readonly string[]; rest: string; table: TileTest | null }> = [];
  /** For each meld counter with a `shared` pass, its index in the pass's counts. */
  private readonly sharedIndex: number[] = [];
  /**
   * The source reads the hand's tile counts (`hc`, which `prelude` declares): V8 loaded `h.counts` again, with its
   * checks, for each tile of a sum.
   */
  readsHandCounts = false;

  /** The declarations the source needs after `h` (the hand) is declared. */
  prelude(): string[] {
    return this.readsHandCounts ? ['  const hc = h.counts;'] : [];
  }

  /** Adds a value; returns the source that reads it (`K<i>`, with the constructor's `prefix` for `K`). */
  add(value: unknown): string {
    this.values.push(value);
    return `${this.prefix}${this.values.length - 1}`;
  }

  /**
   * The declaration of the constants `K<i>` from the array `array` (an empty text without constants). (Sources of
   * several SourceParts of other prefixes can be parts of one function: mahjong/generate-scorer.ts generateTally.)
   */
  constants(array = 'K'): string {
    return this.values.length === 0 ? '' : `const ${this.values.map((_, i) => `${this.prefix}${i} = ${array}[${i}]`).join(', ')};`;
  }

  /** Adds a helper function with these parameters and body; returns its name. */
  helper(params: string, body: string): string {
    const name = `${this.prefix === 'K' ? '' : this.prefix}f${this.helpers.length}`;
    this.helpers.push(`function ${name}(${params}) {\n${body}\n}`);
    return name;
  }

  /**
   * Adds (or reuses) a counter of the reading's melds of these kinds that pass the rest of a test; returns its name.
   * `table`: the same test as a tile table and an exposure, when it is one.
   */
  meldCounter(kinds: readonly string[], rest: string, table: TileTest | null = null): string {
    return `mc${this.meldCounterIndex(kinds, rest, table)}`;
  }

  /** meldCounter's index (the counter is `mc<index>`). */
  meldCounterIndex(kinds: readonly string[], rest: string, table: TileTest | null = null): number {
    const sorted = [...new Set(kinds)].sort();
    let i = this.meldTests.findIndex((t) => t.rest === rest && t.kinds.join() === sorted.join());
    if (i < 0) {
      i = this.meldTests.push({ kinds: sorted, rest, table }) - 1;
      if (this.shared !== null) this.sharedIndex.push(this.shared.counter(sorted, rest, table));
    }
    return i;
  }

  /**
   * With a `shared` pass: the declaration of the meld counters as the pass's counters (named `<name><index in the
   * pass>`) where the pass's loop is part of the same function (none without counters).
   */
  sharedAliases(name: string): string[] {
    return this.sharedIndex.length === 0 ? [] : [`  const ${this.sharedIndex.map((g, i) => `mc${i} = ${name}${g}`).join(', ')};`];
  }

  /**
   * With a `shared` pass: the statements that read the meld counters from it (whoever runs the function has the
   * pass fill them for the reading first: tallyReading does).
   */
  private sharedCounters(): string[] {
    return [
      `  const pc = ${this.add(this.shared!.counts)};`,
      `  const ${this.sharedIndex.map((g, i) => `mc${i} = pc[${g}]`).join(', ')};`,
    ];
  }

  /**
   * The statements that fill every meld counter in one pass over `r.melds` (none without counters): a switch on
   * the meld's kind, so that each meld is tested only by the counters of its kind. The counters with a TileTest are
   * counted by tables instead (packedCounts): a meld adds one table entry, where each such counter tested it by a
   * branch of its own (a tile table and the exposure). `name`: the counters' names (`<name><index>`).
   */
  countLoop(fill: LoopFill | null = null, name = 'mc'): string[] {
    if (this.meldTests.length === 0) return [];
    if (this.shared !== null) return this.sharedCounters();
    const counted = [...new Set(this.meldTests.flatMap((t) => t.kinds))];
    const kinds = [...new Set([...counted, ...(fill?.kinds ?? [])])].sort(byFrequency);
    const { packed, tables } = this.countTables(counted);
    const caseOf = (kind: string): string[] => {
      const adds = tables.filter((tb) => tb.kind === kind).map((tb) => `      acc${tb.acc} += ${tb.ref}[x] | 0;`);
      const tests = this.meldTests.flatMap((t, i) => (t.kinds.includes(kind) && t.table === null ? [t.rest === '' ? `      ${name}${i}++;` : `      if (${t.rest}) ${name}${i}++;`] : []));
      return [...(adds.length === 0 ? tests : [`      const x = ${packed.index};`, ...adds, ...tests]), ...(fill?.inCase(kind) ?? [])];
    };
    const braced = (label: string, body: string[]): string[] =>
      // (Braces only around a case that declares a constant.)
      body.some((line) => line.startsWith('      const ')) ? [`    ${label} {`, ...body, '      break;', '    }'] : [`    ${label}`, ...body, '      break;'];
    return [
      `  let ${this.meldTests.map((_, i) => `${name}${i} = 0`).join(', ')};`,
      ...(packed.accumulators > 0 ? [`  let ${Array.from({ length: packed.accumulators }, (_, j) => `acc${j} = 0`).join(', ')};`] : []),
      ...(fill?.before ?? []),
      // (The list, its length and the winds the tests read in locals: V8 checked the reading's and the hand's maps again
      // for each meld to load them.)
      `  const rm = r.melds, nm = rm.length${WIND_LOCALS.filter((w) => this.meldTests.some((t) => t.rest.includes(w.local))).map((w) => `, ${w.local} = h.${w.fact}`).join('')};`,
      '  for (let i = 0; i < nm; i++) {',
      '    const m = rm[i];',
      '    switch (m.kind) {',
      ...kinds.flatMap((kind) => braced(`case ${literal(kind)}:`, caseOf(kind))),
      ...(fill === null ? [] : braced('default:', fill.inDefault)),
      '    }',
      '  }',
      ...packed.fields.map((f) => `  ${name}${f.counter} = (acc${f.acc} >>> ${f.shift}) & ${FIELD_MASK};`),
      ...(fill?.after ?? []),
    ];
  }

  /** countLoop's tables, made once for the counters there are: a meld pass's loop is part of two functions. */
  private tablesMade: (CountTables & { counters: number }) | null = null;

  private countTables(counted: readonly string[]): CountTables {
    if (this.tablesMade === null || this.tablesMade.counters !== this.meldTests.length) {
      const packed = packedCounts(this.meldTests, counted);
      this.tablesMade = { counters: this.meldTests.length, packed, tables: packed.tables.map((tb) => ({ ...tb, ref: this.add(tb.entries) })) };
    }
    return this.tablesMade;
  }
}

/**
 * The switch's cases in the order a reading's melds are most often of (V8 tests a string switch's cases one by one):
 * sets (chows, pungs) before the pair, kongs last; any other kind after them, alphabetically.
 */
const CASE_ORDER = ['chow', 'pung', 'pair', 'kong'];
function byFrequency(a: string, b: string): number {
  const x = CASE_ORDER.indexOf(a) >>> 0, y = CASE_ORDER.indexOf(b) >>> 0; // (-1 >>> 0: after every known kind)
  return x !== y ? (x < y ? -1 : 1) : a < b ? -1 : a > b ? 1 : 0;
}

/** A pass over a reading's melds that counts for several generated functions (mahjong/meld-pass.ts). */
export interface SharedCounting {
  /** Registers a meld counter (as SourceParts.meldCounter's arguments); returns its index in `counts`. */
  counter(kinds: readonly string[], rest: string, table: TileTest | null): number;
  /** The counters' values, which the functions read (a constant of theirs: allocated before they are generated). */
  readonly counts: Int32Array;
  /** The pass makes the meld masks too, in the shared MeldMasks, without keeping the melds they are of. */
  readonly makesMasks: boolean;
}

/**
 * More work for countLoop's pass over the melds (the meld masks of the pattern prechecks): statements before the
 * loop, in the case of each kind (`kinds`: kinds that need a case even without counters), in a `default:` case
 * (any other kind), and after the loop.
 */
export interface LoopFill {
  kinds: readonly string[];
  before: readonly string[];
  inCase: (kind: string) => string[];
  inDefault: string[];
  after: readonly string[];
}

/** A meld counter's test as data: the meld's tile is in `tiles` (a membership table), and its exposure test. */
export interface TileTest {
  tiles: Uint8Array;
  exposure: 'exposed' | 'declared' | 'concealed' | null;
}

/**
 * Table-counted meld counters take bit fields of FIELD_BITS in accumulators of FIELDS_PER_ACC fields: a counter
 * counts at most every meld of a reading, and a hand holds at most four of each of its 42 tile kinds, so at most 84
 * melds (< 128); four fields keep an accumulator below 2^28, a small integer for V8.
 */
const FIELD_BITS = 7;
const FIELD_MASK = (1 << FIELD_BITS) - 1;
const FIELDS_PER_ACC = 4;
/** The tables cover tiles 0..63 (sharedMeld's range); another tile reads past the end: undefined, `| 0` makes it 0. */
const TABLE_TILES = 64;

/** A table of packedCounts: the entries a meld of this kind adds to the accumulator `acc<acc>`, by its index. */
interface PackedTable { kind: string; acc: number; entries: Int32Array }

/** packedCounts' result, and each table's constant in the generated source. */
interface CountTables { packed: ReturnType<typeof packedCounts>; tables: Array<PackedTable & { ref: string }> }

/**
 * The tables that count the counters with a TileTest: each such counter has a field of an accumulator `acc<j>`;
 * for each meld kind and accumulator, a table indexed by the meld's tile and exposure (`index`, over `m`) whose entry
 * has 1 in the field of each counter of that kind and accumulator whose test the meld passes. Exactly the counters'
 * tests: the membership tables have 42 entries, so a tile from 42 on passes none (its entries are 0, or past the end).
 */
function packedCounts(tests: ReadonlyArray<{ kinds: readonly string[]; table: TileTest | null }>, kinds: readonly string[]): {
  accumulators: number; index: string; fields: Array<{ counter: number; acc: number; shift: number }>; tables: PackedTable[];
} {
  // Counters of the same kinds take neighbouring fields, in one accumulator when they fit: a meld then adds to as few
  // accumulators as can be.
  const byKinds = new Map<string, Array<{ counter: number; table: TileTest; kinds: readonly string[] }>>();
  tests.forEach((t, counter) => {
    if (t.table === null) return;
    const key = t.kinds.join();
    byKinds.set(key, [...(byKinds.get(key) ?? []), { counter, table: t.table, kinds: t.kinds }]);
  });
  const fields: Array<{ counter: number; table: TileTest; kinds: readonly string[]; acc: number; shift: number }> = [];
  let next = 0;
  for (const group of byKinds.values()) {
    const free = FIELDS_PER_ACC - (next % FIELDS_PER_ACC);
    if (group.length <= FIELDS_PER_ACC && group.length > free) next += free;
    for (const f of group) { fields.push({ ...f, acc: Math.floor(next / FIELDS_PER_ACC), shift: (next % FIELDS_PER_ACC) * FIELD_BITS }); next++; }
  }
  const declared = fields.some((f) => f.table.exposure === 'declared');
  const exposure = fields.some((f) => f.table.exposure !== null);
  // Index: the tile, then the exposure bit and the declaration bit when some test reads them.
  const states = declared ? 4 : exposure ? 2 : 1;
  const index = declared ? '(m.tile << 2) | (m.exposed === true ? 2 : 0) | (m.declared === true ? 1 : 0)' : exposure ? '(m.tile << 1) | (m.exposed === true ? 1 : 0)' : 'm.tile';
  // The index's states (its low bits) that each exposure test passes.
  const statesOf = (test: TileTest['exposure']): number[] => Array.from({ length: states }, (_, state) => state).filter((state) => {
    const exposed = declared ? (state & 2) !== 0 : exposure && (state & 1) !== 0;
    const isDeclared = declared && (state & 1) !== 0;
    return test === null || (test === 'exposed' ? exposed : test === 'declared' ? exposed && isDeclared : !exposed);
  });
  const tables: PackedTable[] = [];
  const accumulators = fields.length === 0 ? 0 : fields[fields.length - 1]!.acc + 1;
  for (const kind of kinds) {
    for (let acc = 0; acc < accumulators; acc++) {
      const mine = fields.filter((f) => f.acc === acc && f.kinds.includes(kind));
      if (mine.length === 0) continue;
      const entries = new Int32Array(TABLE_TILES * states);
      // Each counter's field set in the entries of its tiles (a membership table, of fewer than TABLE_TILES entries) and
      // of the exposures it passes. (The walk over every entry with a test per counter was ~1.7 ms of a cold `score`:
      // V8 compiled the loop in every process.)
      for (const f of mine) {
        const passing = statesOf(f.table.exposure);
        const tiles = f.table.tiles;
        for (let tile = 0; tile < tiles.length && tile < TABLE_TILES; tile++) {
          if (tiles[tile] === 1) for (const state of passing) entries[tile * states + state]! += 1 << f.shift;
        }
      }
      tables.push({ kind, acc, entries });
    }
  }
  return { accumulators, index, fields: fields.map((f) => ({ counter: f.counter, acc: f.acc, shift: f.shift })), tables };
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
      const fact = MAHJONG_FACTS[e.name]!;
      // A yes/no fact the hand's facts work out (not a circumstance, which is copied as the caller gave it) is always
      // a boolean: compared with `true`, a test is one compare, where as a bare condition V8's optimized code tested
      // it against every falsy kind of value (false, '', 0 as a number, a big integer...).
      return fact.type === 'bool' && fact.circumstance !== true && !('call' in fact.at) ? `(${factSource(fact)} === true)` : factSource(fact);
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
      // (Both halves in one test, not `... === 0 && ... === 0`: V8 deoptimizes optimized code at the first operation it
      // reaches that never ran, and the second half of a short-circuit test of a rare hand's tiles may not run for
      // thousands of hands.)
      if (e.quant === 'all') return `(((h.tilesLow & ${~low}) | (h.tilesHigh & ${~high})) === 0)`;
      const some = `(((h.tilesLow & ${low}) | (h.tilesHigh & ${high})) !== 0)`;
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
function known(table: Record<string, string>, op: string): string {
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

function membership(tiles: readonly number[]): Uint8Array {
  const m = new Uint8Array(42);
  for (const t of tiles) m[t] = 1;
  return m;
}

/**
 * A meld's exposure tests. (`=== true`: a meld's flags are booleans, and a bare test is V8's ToBoolean, which checks
 * every falsy kind of value.)
 */
const EXPOSURE_TEST: Record<string, string> = { exposed: 'm.exposed === true', declared: 'm.exposed === true && m.declared === true', concealed: 'm.exposed !== true' };

/** The hand's winds as a meld counter's test reads them: locals of countLoop, which declares those its tests read. */
const WIND_LOCALS = [{ which: 'seat', fact: 'seat', local: 'hSeat' }, { which: 'round', fact: 'round', local: 'hRound' }] as const;
const WIND_LOCAL: Record<string, string> = Object.fromEntries(WIND_LOCALS.map((w) => [w.which, w.local]));

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
    if (distinct.length === 0) return '0';
    k.readsHandCounts = true;
    return `(${distinct.map((t) => `hc[${t}]`).join(' + ')})`;
  }
  const tests: string[] = [];
  const tiles = term.t === 'tiles' ? membership(term.tiles) : null;
  if (tiles !== null) tests.push(`${k.add(tiles)}[m.tile] === 1`);
  else if (term.t === 'wind') tests.push(`m.tile === ${known(WIND_LOCAL, term.which)}`);
  else if (term.t !== 'any') return `${k.add(compileExpr(e, slots))}(c)`;
  if (unit.exposure) tests.push(known(EXPOSURE_TEST, unit.exposure));
  return k.meldCounter(unit.meld, tests.join(' && '), tiles === null ? null : { tiles, exposure: unit.exposure ?? null });
}
