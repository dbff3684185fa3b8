/**
 * A compiled item as an instance of one class, whose condition and count closures are made on first read.
 * Input: the item's fields (compile-scorer.ts, compile-counters.ts). Output: a CompiledItem.
 */
import { compileExpr, type Compiled, type SumSlots } from '../eval/compile-expr.js';
import type { ExprIR } from '../ir/types.js';
import type { CompiledItem } from './scorer-types.js';

/** The fields of a compiled item that are given as they are (the closures are made on first read). */
export type CompiledItemFields = Omit<CompiledItem, 'when' | 'count'>;

/** The data fields of a CompiledItemRecord (declared here, merged with the class below). */
export interface CompiledItemRecord extends CompiledItemFields {}

/**
 * The getters of `when` and `count` are the class's, on its prototype. (An object literal with its own getters is
 * kept by V8 in dictionary mode: each read of an item's fields where every item is read, excludeWithin and the
 * explanation, was a call of V8's generic LoadIC from optimized code.)
 */
export class CompiledItemRecord implements CompiledItem {
  /** The sum slots the closures read (null: the item has neither condition nor count). */
  private readonly slotOf: SumSlots | null;
  /** The closures once made (undefined: not yet). */
  private whenMade: Compiled | null | undefined = undefined;
  private countMade: Compiled | null | undefined = undefined;

  constructor(f: CompiledItemFields, slotOf: SumSlots | null) {
    this.ir = f.ir;
    this.index = f.index;
    this.excludeIndices = f.excludeIndices;
    this.impliesIndices = f.impliesIndices;
    this.impliesCounts = f.impliesCounts;
    this.instances = f.instances;
    this.combines = f.combines;
    this.late = f.late;
    this.slots = f.slots;
    this.patterns = f.patterns;
    this.winnerOnly = f.winnerOnly;
    this.shape = f.shape;
    this.rest = f.rest;
    this.record = f.record;
    this.once = f.once;
    this.counted = f.counted;
    this.slotOf = slotOf;
  }

  get when(): Compiled | null {
    return this.whenMade !== undefined ? this.whenMade : (this.whenMade = this.closureOf(this.ir.when));
  }

  get count(): Compiled | null {
    return this.countMade !== undefined ? this.countMade : (this.countMade = this.closureOf(this.ir.count));
  }

  private closureOf(e: ExprIR | undefined): Compiled | null {
    return e !== undefined && this.slotOf !== null ? compileExpr(e, this.slotOf) : null;
  }
}
