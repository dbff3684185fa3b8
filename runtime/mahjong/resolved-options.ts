/**
 * The circumstances a scoring reads: the caller's options with the defaults filled in for those not given, as a
 * record of one shape. Input: a caller's (partial) WinOptions. Output: a complete WinOptions that scoring only reads.
 */
import { DEFAULT_WIN_OPTIONS, type WinOptions } from './score-types.js';

/** The fields fillOptions copies; `true` only while they are every field of WinOptions. */
type CopiedOptions = 'seat' | 'round' | 'win' | 'lastTile' | 'immediateCalling' | 'heavenly' | 'earthly' | 'kongOnKong' | 'afterKong' | 'lastOfKind' | 'void'
  | 'riichi' | 'doubleRiichi' | 'ippatsu' | 'renhou' | 'dora' | 'ura' | 'honba' | 'sticks';
type EveryOptionCopied = [keyof WinOptions] extends [CopiedOptions] ? true : never;

/**
 * A record of every field, always made here (one hidden class for every record scoring reads). A literal rather than
 * fillOptions on `{}`: the literal keeps its 19 fields in the object, where fields added one by one to `{}` overflow
 * into a separate store that every load then goes through.
 */
function newRecord(): WinOptions {
  const d = DEFAULT_WIN_OPTIONS;
  return {
    seat: d.seat, round: d.round, win: d.win, lastTile: d.lastTile, immediateCalling: d.immediateCalling, heavenly: d.heavenly,
    earthly: d.earthly, kongOnKong: d.kongOnKong, afterKong: d.afterKong, lastOfKind: d.lastOfKind, void: undefined,
    riichi: d.riichi, doubleRiichi: d.doubleRiichi, ippatsu: d.ippatsu, renhou: d.renhou, dora: d.dora, ura: d.ura,
    honba: d.honba, sticks: d.sticks,
  };
}

/** Copies the circumstances given into `o`, with the defaults for those not given; returns `o`. */
// (`_every` does not compile once WinOptions gets a field this function does not copy.)
function fillOptions(o: WinOptions, options: Partial<WinOptions>, _every: EveryOptionCopied = true): WinOptions {
  const d = DEFAULT_WIN_OPTIONS;
  o.seat = options.seat ?? d.seat;
  o.round = options.round ?? d.round;
  o.win = options.win ?? d.win;
  o.lastTile = options.lastTile ?? d.lastTile;
  o.immediateCalling = options.immediateCalling ?? d.immediateCalling;
  o.heavenly = options.heavenly ?? d.heavenly;
  o.earthly = options.earthly ?? d.earthly;
  o.kongOnKong = options.kongOnKong ?? d.kongOnKong;
  o.afterKong = options.afterKong ?? d.afterKong;
  o.lastOfKind = options.lastOfKind ?? d.lastOfKind;
  o.void = options.void;
  o.riichi = options.riichi ?? d.riichi;
  o.doubleRiichi = options.doubleRiichi ?? d.doubleRiichi;
  o.ippatsu = options.ippatsu ?? d.ippatsu;
  o.renhou = options.renhou ?? d.renhou;
  o.dora = options.dora ?? d.dora;
  o.ura = options.ura ?? d.ura;
  o.honba = options.honba ?? d.honba;
  o.sticks = options.sticks ?? d.sticks;
  return o;
}

/** The record an unfrozen options object is copied into (reused from call to call: the result is read before the next). */
const reused = newRecord();

/**
 * The resolved record of each frozen options object met, by the object. Callers share frozen options (the
 * generator one per combination of circumstances, a batch one per flag text), and V8 gives such objects many hidden
 * classes though their fields are the same (the benchmark corpus's 170 frozen options have 162: spread copies frozen
 * from maps of different histories), so reading their 19 fields were 19 megamorphic loads, the absent `void` a lookup
 * along the prototype chain: ~6% of a hand's parse + score in a profile. A WeakMap lookup replaces them.
 */
const resolvedByObject = new WeakMap<object, WinOptions>();

/**
 * The circumstances given with the defaults for the others: for a frozen object a record kept for it (its data
 * fields cannot change; a getter or fields inherited from a prototype changed later would be missed, and no caller
 * makes such options), else the reused record filled anew. Read-only for the caller, and only until the next call.
 */
export function resolveOptions(options: Partial<WinOptions>): WinOptions {
  const known = resolvedByObject.get(options);
  if (known !== undefined) return known;
  if (!Object.isFrozen(options)) return fillOptions(reused, options);
  const o = fillOptions(newRecord(), options);
  resolvedByObject.set(options, o);
  return o;
}
