/**
 * Instances of an item pattern: every distinct group of a reading's melds that fills the pattern's units (`each` and
 * `combines` items count these). A group is written as a bit mask of meld indices; the same melds reached through
 * another assignment of units are one instance.
 */
import type { PatternIR, UnitIR } from '../ir/types.js';
import type { Meld } from '../mahjong/hand.js';
import { matchMeld, type Bindings } from './match.js';

/** The most instances one item records per reading (more are not looked for). */
export const MAX_INSTANCES = 32;

/** State of the search in progress (collectInstances is not re-entrant). */
const search = {
  units: [] as readonly UnitIR[],
  melds: [] as readonly Meld[],
  b: null as unknown as Bindings,
  out: new Int32Array(0) as Int32Array,
  at: 0,
  count: 0,
};

/**
 * Writes into out[at..at + n) the distinct masks of the melds that fill any of `patterns` (the hand's seat and round
 * winds already in `b`) and returns n (at most MAX_INSTANCES).
 */
export function collectInstances(patterns: readonly PatternIR[], melds: readonly Meld[], b: Bindings, out: Int32Array, at: number): number {
  const s = search;
  s.melds = melds;
  s.b = b;
  s.out = out;
  s.at = at;
  s.count = 0;
  for (let p = 0; p < patterns.length && s.count < MAX_INSTANCES; p++) {
    s.units = patterns[p]!.units;
    b.reset();
    fill(0, 0);
  }
  return s.count;
}

/** Fills unit i onward with melds not in `used`; records each complete assignment's mask once. */
function fill(i: number, used: number): void {
  const s = search;
  if (s.count >= MAX_INSTANCES) return;
  if (i === s.units.length) {
    for (let k = 0; k < s.count; k++) if (s.out[s.at + k] === used) return;
    s.out[s.at + s.count++] = used;
    return;
  }
  const unit = s.units[i]!;
  const melds = s.melds;
  for (let m = 0; m < melds.length; m++) {
    if (used & (1 << m)) continue;
    const mark = s.b.mark();
    if (matchMeld(unit, melds[m]!, s.b)) fill(i + 1, used | (1 << m));
    s.b.undo(mark);
  }
}
