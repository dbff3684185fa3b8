/**
 * A necessary condition for an item pattern, far cheaper than matching it: units that accept the same meld kinds
 * and the same tiles (whatever their variables) form a group, and a reading needs at least as many melds fitting
 * a group as the group has units. Exposure and variable consistency are left to matchMelds.
 */
import type { MeldKindIR, PatternIR } from '../ir/types.js';
import type { Meld } from '../mahjong/hand.js';
import { termTiles } from './term-tiles.js';

const KIND_BIT: Record<MeldKindIR, number> = { chow: 1, pung: 2, kong: 4, pair: 8 };

/** The groups of a pattern, four numbers each: meld kinds (bits), tiles 0..26 (bits), honors 27..33 (bits), units. */
export function patternGroups(p: PatternIR): Int32Array {
  const groups = new Map<string, [number, number, number, number]>();
  for (const unit of p.units) {
    const kinds = (unit.meld ?? []).reduce((bits, k) => bits | KIND_BIT[k], 0);
    const tiles = termTiles(unit.term);
    let low = 0;
    let high = 0;
    for (let t = 0; t < 34; t++) if (tiles[t]) { if (t < 27) low |= 1 << t; else high |= 1 << (t - 27); }
    const key = `${kinds} ${low} ${high}`;
    const group = groups.get(key);
    if (group) group[3]++;
    else groups.set(key, [kinds, low, high, 1]);
  }
  return Int32Array.from([...groups.values()].flat());
}

function kindBit(kind: Meld['kind']): number {
  return kind === 'chow' ? 1 : kind === 'pung' ? 2 : kind === 'kong' ? 4 : 8;
}

/** Whether the melds may fill the pattern whose groups these are (false: they certainly cannot). */
export function meldsMayFill(groups: Int32Array, melds: readonly Meld[]): boolean {
  for (let g = 0; g < groups.length; g += 4) {
    const kinds = groups[g]!, low = groups[g + 1]!, high = groups[g + 2]!;
    let need = groups[g + 3]!;
    for (let i = 0; i < melds.length && need > 0; i++) {
      const m = melds[i]!;
      const t = m.tile;
      if ((kindBit(m.kind) & kinds) !== 0 && (t < 27 ? (low >>> t) & 1 : t < 34 ? (high >>> (t - 27)) & 1 : 0) !== 0) need--;
    }
    if (need > 0) return false;
  }
  return true;
}
