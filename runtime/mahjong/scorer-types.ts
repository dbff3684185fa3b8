/**
 * The types of a compiled scorer (compile-scorer.ts), of its generated sections (generate-scorer.ts) and of the
 * buffers a reading is tallied in (tally.ts), in one file that imports none of those three, so they can refer to
 * each other's types without a cycle.
 */
import type { Compiled } from '../eval/compile-expr.js';
import type { EvalContext } from '../eval/context.js';
import type { Bindings } from '../eval/match.js';
import type { ExprIR, ItemIR, PatternIR, RegulationIR } from '../ir/types.js';
import type { CompiledShape } from './compile-shape.js';
import type { AdjustIR, CounterIR, PaymentIR } from '../ir/counters.js';
import type { ScoreItem } from './score-types.js';
import type { ShapeIndex } from './shape-index.js';
import type { MeldPass } from './meld-pass.js';

/** An item ready to run. */
export interface CompiledItem {
  ir: ItemIR;
  /** Position among all items (points, then doublings, then limits). */
  index: number;
  /** Indices of the items this one excludes. */
  excludeIndices: number[];
  /** Indices of the items this one implies (non-repeat principle). */
  impliesIndices: number[];
  /** For each of impliesIndices, how many applications of it are implied (0: all). */
  impliesCounts: number[];
  /** The patterns whose instances the item counts (`each` or `combines`), or null. */
  instances: PatternIR[] | null;
  /** The item is a combination fan (`combines`): its instances obey the combination principles. */
  combines: boolean;
  /** The item reads the points of its own section (`points`, `points(tag)`): it is decided after the others. */
  late: boolean;
  /** Sum slots (EvalContext.sums) this item adds to, one per tag. */
  slots: number[];
  /** The condition and the count as closures (compile-expr.ts), made on first read: only `applications` reads them. */
  readonly when: Compiled | null;
  patterns: PatternIR[] | null;
  readonly count: Compiled | null;
  /** The condition says `winner and ...`: skipped for a hand that did not win. */
  winnerOnly: boolean;
  /** The condition says `shape == X and ...`: skipped for readings of another shape. */
  shape: string | null;
  /** The conjuncts of the condition other than the `winner` and `shape` guards (what generated code still tests). */
  rest: ExprIR[];
  /**
   * The fields of the IR item an explanation shows, in one object shape for every item (IR items differ in their
   * optional fields, which makes reading them from the IR slow where every item is read).
   */
  record: { id: string; kind: ScoreItem['kind']; clause: string; value: number; name: ItemIR['name']; counter?: string };
  /** The explanation's line when the item applies once: made once and shared by every result (frozen). */
  once: Readonly<ScoreItem>;
  /**
   * The explanation's lines when the item applies 2, 3... times (index: the count), made on first use and shared
   * like `once`; counts from its length on are made per result.
   */
  counted: Array<Readonly<ScoreItem> | undefined>;
}

/** A regulation's scorer. */
export interface CompiledScorer {
  ir: RegulationIR;
  points: CompiledItem[];
  doublings: CompiledItem[];
  limits: CompiledItem[];
  /** Every item, by index. */
  items: CompiledItem[];
  /** What the sections write a reading's items into. */
  buffers: ScorerBuffers;
  /**
   * The numbers of every item in flat arrays, by index (what adding up a reading reads): its value, and its sum slots
   * as slotList[slotStart[i]..slotStart[i + 1]).
   */
  flat: {
    values: Float64Array; slotStart: Int32Array; slotList: Int32Array;
    /** Each item's `once` line, null for an adjustment's entry (its line shows the counter's new value). */
    once: ReadonlyArray<Readonly<ScoreItem> | null>;
  };
  /** How many sum slots the items use. */
  sumSlots: number;
  /** Buffers reused by every scoring with this scorer (created on first use). */
  scratch?: TallyScratch;
  shapes: CompiledShape[];
  /**
   * Each shape's id (shapes[i].ir.id) as an internalized string, which a reading of the shape takes: the sections
   * compare `r.shape` with literals, and V8 compares internalized strings by address where it calls StringEqual for
   * the slices of the regulation's text the ids otherwise are (one such reading turns every compare into a call).
   */
  shapeIds: string[];
  /** The shapes by the tiles they can use: which ones a hand could match at all. */
  shapeIndex: ShapeIndex;
  declare: Compiled | null;
  bindings: Bindings;
  /** For each tile kind, the tile an indicator of that kind points at (-1: none); null without indicators. */
  indicated: Int8Array | null;
  /** The sections and the declaration rule as generated code (generate-scorer.ts): what scoring runs. */
  generated: {
    points: SectionRunner; doublings: SectionRunner; limits: SectionRunner; declare: GeneratedExpr | null;
    /**
     * The meld pass (when there is one: `pass`) and the points section in one function (generateWithPass): what
     * tallyReading runs first, in place of the pass's fill and the points runner.
     */
    pointsWithPass: SectionRunner;
    /** The points items decided after the others (null: none). */
    pointsLate: SectionRunner | null;
    /**
     * The pass over a reading's melds that counts for the sections (null: no section counts melds). Its `fill(c)`
     * must run on a reading before the sections do (the sections read its counts unchecked).
     */
    pass: MeldPass | null;
    /**
     * The sections that add up their applied items themselves, into the sums and `buffers.total` (else addUp does
     * after the section): see addsUpExactly.
     */
    addsUp: { points: boolean; pointsLate: boolean; doublings: boolean };
  };
  /** The counters and the value formula, for a regulation that values hands by counters (else null). */
  counters: CounterScoring | null;
  payments: CompiledPayments;
  /**
   * Items count instances or imply others, or principles are declared: the points section is resolved by the
   * principles (principles.ts) instead of by `excludes` alone.
   */
  instanceMode: boolean;
  /**
   * Some item reads `wait`: the readings of shapes then place the winning tile too (one reading per distinct meld
   * or single tile that can hold it), as decompositions do.
   */
  readsWait: boolean;
  /** The principles the regulation declares (scoring.principles), as flags. */
  principleFlags: PrincipleFlags;
}

/** The principles a scorer applies, as flags (from `scoring.principles`). */
export interface PrincipleFlags {
  nonRepeat: boolean;
  nonSeparation: boolean;
  nonIdentical: boolean;
  accountOnce: boolean;
}

/** The fans or instances the principles left out in a reading (principles.ts): parallel arrays, `length` of them. */
export interface Drops {
  item: Int32Array;
  by: Int32Array;
  /** Index into PRINCIPLE_IDS. */
  principle: Int8Array;
  count: Int32Array;
  length: number;
}

/**
 * Records the items of a section that apply to the reading in `c`, in the scorer's buffers (ScorerBuffers): for each,
 * its applications into `n[item.index]` and its index appended to `applied` from position `from` on, in index order. Returns the new
 * length of `applied` times two, plus EXCLUDING when an item that excludes others applied. `b` is the scorer's
 * bindings, used by pattern matching. An item that counts instances (`each`, `combines`) writes their masks into
 * `im` from its index times MAX_INSTANCES on. Only the indices appended to `applied` are written in `n`: nothing is
 * zeroed.
 */
export type SectionRunner = (c: EvalContext, b: Bindings, from: number) => number;

/**
 * The buffers a scorer's sections write a reading's items into (every TallyScratch of the scorer shares them). The
 * generated code holds them as constants: V8 then knows their type and length, and a store at an item's index needs
 * no check (as parameters, each store checked the array's map and bounds again).
 */
export interface ScorerBuffers {
  /** Applications per item index. */
  n: Int32Array;
  /** The indices of the items that applied, in order. */
  applied: Int32Array;
  /** The instances' masks, MAX_INSTANCES per item index. */
  im: Int32Array;
  /** [0]: the total of a section that adds up its items itself (CompiledScorer.generated.addsUp), as it last ran. */
  total: Float64Array;
}

/** A generated expression over an EvalContext (the declaration rule). */
export type GeneratedExpr = (c: EvalContext) => unknown;

/**
 * Reusable buffers of one scorer. Per reading, `applied` lists the items that apply (points, then doublings, then
 * limits, each in declaration order); `n` and `excludedBy` are read only at the indices it lists.
 */
export interface TallyScratch {
  /** Applications of each applied item, by item index. */
  n: Int32Array;
  /** The indices of the items that apply to the reading being scored (its length is in the Tally). */
  applied: Int32Array;
  /** For each item, the index of the item that excluded it, or -1. */
  excludedBy: Int16Array;
  /** The items whose excludedBy was set in the reading scored last (reset before the next one), and how many. */
  excludedList: Int32Array;
  excludedCount: number;
  /** For an applied adjustment entry: the value it gave its counter. */
  adjustedTo: Float64Array;
  /** Copies for the best reading so far, when a hand has several (only the applied items' entries are copied). */
  best: { n: Int32Array; applied: Int32Array; excludedBy: Int16Array; adjustedTo: Float64Array; drops: Drops };
  /** Instance masks of the items that count instances (MAX_INSTANCES per item), written by the generated sections. */
  im: Int32Array;
  /** The instances (bits) still counted per item while the principles are applied (principles.ts). */
  kept: Int32Array;
  /** The fans and instances the principles left out in the reading scored last. */
  drops: Drops;
  /** The tally of the reading being scored, and of the best one so far (swapped, never allocated per reading). */
  tally: Tally;
  bestTally: Tally;
  ctx: EvalContext;
}

/** The numbers of one reading. */
export interface Tally {
  total: number;
  declarable: boolean | null;
  /** The limit fraction that set the total, or null. */
  limitApplied: number | null;
  points: number;
  doublings: number;
  doublingCapped: boolean;
  houseCapped: boolean;
  /**
   * Where the applied list ends after the points, after the doublings, and after the limits (its length). With
   * counters, the points and the doublings both end where the counters' items and adjustments end.
   */
  pointsEnd: number;
  doublingsEnd: number;
  appliedEnd: number;
  /**
   * With counters: the value before the house limit and the limits (`raw`) and after them (`value`; the total is then
   * what the winner receives when the regulation has payments), and each counter's value, in order.
   */
  raw: number;
  value: number;
  counters: Float64Array;
}

/** An adjustment of a counter, with its entry in the scorer's item list. */
export interface CompiledAdjust {
  ir: AdjustIR;
  /** Its index among the scorer's items (where explanations find it). */
  index: number;
  when: GeneratedExpr | null;
}

/** A counter ready to run. */
export interface CompiledCounter {
  ir: CounterIR;
  /** The slot of its value in EvalContext.sums. */
  slot: number;
  when: GeneratedExpr | null;
  section: SectionRunner;
  adjust: CompiledAdjust[];
}

/** A payment ready to evaluate (for the payment lines of the chosen reading). */
export interface CompiledPayment {
  ir: PaymentIR;
  when: Compiled | null;
  amount: Compiled;
}

/** The payments of a regulation: each one's closures, and their total as one generated function (every reading). */
export interface CompiledPayments {
  list: CompiledPayment[];
  /** What the winner receives: the sum over the payments that apply of players × rounded amount. */
  total: GeneratedExpr;
}

/** The counters of a scorer and their value formula. */
export interface CounterScoring {
  counters: CompiledCounter[];
  value: GeneratedExpr;
  /** The counters' values (in order) as a record by id, made in one object shape (ScoreResult.counters). */
  record: (values: Float64Array) => Record<string, number>;
}
