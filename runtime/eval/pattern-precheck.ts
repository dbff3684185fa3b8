/**
 * A necessary condition for an item pattern, far cheaper than matching it: units that accept the same meld kinds
 * and the same tiles (whatever their variables) form a group, and a reading needs at least as many melds fitting
 * a group as the group has units; and a number variable's units need their ranks in enough suits (rankSpreads).
 * Exposure and the rest of variable consistency are left to matchMelds.
 */
import type { MeldKindIR, PatternIR, TermIR } from '../ir/types.js';
import type { Meld } from '../mahjong/hand.js';
import { termTiles } from './term-tiles.js';
import type { LoopFill } from './generate-expr.js';

/** The bit of each meld kind in masks of meld kinds (patterns' units, shapes' units, a hand's declared melds). */
export const KIND_BIT: Readonly<Record<MeldKindIR, number>> = { chow: 1, pung: 2, kong: 4, pair: 8 };

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

/** Whether a term names one tile once its variables are bound (`5m`, `nx`, `(n+1)x`), not a set of tiles (`x`, `any`). */
function pinsOneTile(term: TermIR): boolean {
  if (term.t === 'tiles') return term.tiles.length === 1;
  return term.t === 'template' && term.rank !== null;
}

/**
 * Whether the pattern has two units of one same meld kind and the same term naming one tile (`chow nx, chow nx`):
 * two distinct melds of that kind and tile must then fill them, which a reading whose melds are all distinct
 * (MeldMasks.distinct) has not.
 */
export function needsEqualMelds(p: PatternIR): boolean {
  const seen = new Set<string>();
  for (const unit of p.units) {
    if (unit.meld === null || unit.meld.length !== 1 || !pinsOneTile(unit.term)) continue;
    const key = `${unit.meld[0]} ${unit.exposure ?? ''} ${JSON.stringify(unit.term)}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** KIND_BIT[kind] for the hot paths (comparisons instead of a keyed lookup by a string). */
export function kindBit(kind: Meld['kind']): number {
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

/** Number of set bits of a 32-bit integer. */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Each tile's bit in a numbered-tiles mask (tiles 0..26) and in an honors mask (27..33); 0 for the others (and
 * undefined past the end: generated code reads them with `| 0`).
 */
export const LOW_BIT = Int32Array.from({ length: 64 }, (_, t) => (t < 27 ? 1 << t : 0));
export const HIGH_BIT = Int32Array.from({ length: 64 }, (_, t) => (t >= 27 && t < 34 ? 1 << (t - 27) : 0));

/**
 * The melds of one reading as tile masks per kind (loaded once per reading), so that a pattern's precheck is a few
 * bit counts. Exact only when no two melds have the same kind and tile (`distinct`); for the rest meldsMayFill is
 * exact, and the bits plus `repeats` bound it (masksMayFillSource).
 */
export class MeldMasks {
  /** Per kind (chow, pung, kong, pair): the tiles 0..26 and 27..33 of its melds, as bits. */
  readonly low = new Int32Array(4);
  readonly high = new Int32Array(4);
  /** No two melds share kind and tile. */
  distinct = true;
  /** How many melds repeat the kind and tile of an earlier one (0 when `distinct`). */
  repeats = 0;
  melds: readonly Meld[] = [];

  /** Loads a reading's melds; returns this. */
  load(melds: readonly Meld[]): this {
    const low = this.low;
    const high = this.high;
    // Four slots each: zeroed one by one (a fill call costs more than the stores).
    low[0] = low[1] = low[2] = low[3] = 0;
    high[0] = high[1] = high[2] = high[3] = 0;
    let repeats = 0;
    for (let i = 0; i < melds.length; i++) {
      const m = melds[i]!;
      // The kind's index (chow 0, pung 1, kong 2, pair 3; as kindBit, any other kind is a pair's) by one chain of
      // compares, pungs and chows first.
      const kind = m.kind;
      const k = kind === 'pung' ? 1 : kind === 'chow' ? 0 : kind === 'kong' ? 2 : 3;
      const t = m.tile;
      if (t < 27) {
        repeats += (low[k]! >>> t) & 1;
        low[k]! |= 1 << t;
      } else if (t < 34) {
        repeats += (high[k]! >>> (t - 27)) & 1;
        high[k]! |= 1 << (t - 27);
      }
    }
    this.distinct = repeats === 0;
    this.repeats = repeats;
    this.melds = melds;
    return this;
  }

  /** Takes the masks of `melds` that generated code computed (masksInLoop); returns this. */
  store(melds: readonly Meld[], l0: number, l1: number, l2: number, l3: number, h0: number, h1: number, h2: number, h3: number, repeats: number): this {
    const low = this.low;
    const high = this.high;
    low[0] = l0; low[1] = l1; low[2] = l2; low[3] = l3;
    high[0] = h0; high[1] = h1; high[2] = h2; high[3] = h3;
    this.distinct = repeats === 0;
    this.repeats = repeats;
    this.melds = melds;
    return this;
  }
}

/**
 * The meld masks computed in a section's own pass over the melds (SourceParts.countLoop), for a section that has
 * one: the locals of MASK_LOCALS without MeldMasks.load's loop and its chain of kind compares (the pass's switch has
 * found the kind: each case ORs into the locals of its kind). The generated code sees `meldMasks`, the MeldMasks
 * shared by the sections: when it holds this reading's masks (an earlier section made them) they are read from it,
 * else the pass makes them and stores them there. `lowBit`, `highBit`: the source that reads LOW_BIT, HIGH_BIT.
 * `kept`: the source of the melds stored as those of the masks (a MeldPass stores a constant empty list: it keeps no
 * melds, so it never finds the masks made and makes them for every reading, without the test per meld).
 */
export function masksInLoop(lowBit: string, highBit: string, kept = 'r.melds'): LoopFill {
  const always = kept !== 'r.melds';
  const update = (x: number): string[] => {
    const lines = [
      `const bl = ${lowBit}[m.tile] | 0, bh = ${highBit}[m.tile] | 0;`,
      `mr += ((ml${x} & bl) | (mh${x} & bh)) !== 0 ? 1 : 0;`,
      `ml${x} |= bl;`,
      `mh${x} |= bh;`,
    ];
    return always ? lines.map((l) => `      ${l}`) : ['      if (fresh) {', ...lines.map((l) => `        ${l}`), '      }'];
  };
  const locals = [0, 1, 2, 3].flatMap((x) => [`ml${x}`, `mh${x}`]);
  return {
    // The kinds of MeldMasks' index (chow 0, pung 1, kong 2); pairs and any other kind are index 3, in their own
    // case or the default one.
    kinds: ['chow', 'pung', 'kong'],
    before: [...(always ? [] : ['  const fresh = meldMasks.melds !== r.melds;']), `  let ${[...locals, 'mr'].map((v) => `${v} = 0`).join(', ')};`],
    inCase: (kind) => update(kind === 'chow' ? 0 : kind === 'pung' ? 1 : kind === 'kong' ? 2 : 3),
    inDefault: update(3),
    after: [
      ...(always ? [`  meldMasks.store(${kept}, ml0, ml1, ml2, ml3, mh0, mh1, mh2, mh3, mr);`] : [
        `  if (fresh) meldMasks.store(${kept}, ml0, ml1, ml2, ml3, mh0, mh1, mh2, mh3, mr);`,
        '  else { ml0 = meldMasks.low[0]; ml1 = meldMasks.low[1]; ml2 = meldMasks.low[2]; ml3 = meldMasks.low[3]; mh0 = meldMasks.high[0]; mh1 = meldMasks.high[1]; mh2 = meldMasks.high[2]; mh3 = meldMasks.high[3]; mr = meldMasks.repeats; }',
      ]),
      '  const md = mr === 0;',
    ],
  };
}

/** meldsMayFill over loaded masks: the same answer, by bit counts when the reading's melds are distinct. */
export function masksMayFill(groups: Int32Array, k: MeldMasks): boolean {
  if (!k.distinct) return meldsMayFill(groups, k.melds);
  const low = k.low;
  const high = k.high;
  for (let g = 0; g < groups.length; g += 4) {
    const kinds = groups[g]!, gl = groups[g + 1]!, gh = groups[g + 2]!;
    let have = 0;
    for (let x = 0; x < 4; x++) if ((kinds >>> x) & 1) have += bitCount(low[x]! & gl) + bitCount(high[x]! & gh);
    if (have < groups[g + 3]!) return false;
  }
  return true;
}

/**
 * The statement that generated code runs once after loading `masks` (a MeldMasks): its fields as locals (`md`
 * distinct, `mr` repeats, `ml0`..`ml3` and `mh0`..`mh3` the masks per kind), which masksMayFillSource reads; a call
 * between two prechecks (a pattern match) would otherwise make every precheck load them again.
 */
export const MASK_LOCALS =
  'const md = masks.distinct, mr = masks.repeats, ml0 = masks.low[0], ml1 = masks.low[1], ml2 = masks.low[2], ml3 = masks.low[3], ' +
  'mh0 = masks.high[0], mh1 = masks.high[1], mh2 = masks.high[2], mh3 = masks.high[3];';

/**
 * Generated-code form of the pattern precheck: masksMayFill's test with the groups' bits inlined, loosened for
 * readings with repeated melds, where it only bounds meldsMayFill from above (it accepts whatever meldsMayFill
 * accepts): a group's fitting melds are its fitting kinds and tiles (the bits) plus at most the repeated melds (`mr`),
 * and a one-unit group needs one fitting bit either way. Exact for distinct melds (`mr` 0). Without the loop of
 * meldsMayFill for the readings with a repeated meld (every pattern precheck of a section called it, for ~8% of the
 * benchmark's readings), the test is the same bit arithmetic for every reading. The code reads the locals of
 * MASK_LOCALS and `bitCount`.
 */
export function masksMayFillSource(groups: Int32Array): string {
  const tests: string[] = [];
  for (let g = 0; g < groups.length; g += 4) {
    const kinds = groups[g]!, gl = groups[g + 1]!, gh = groups[g + 2]!, units = groups[g + 3]!;
    const masks: string[] = [];
    for (let x = 0; x < 4; x++) {
      if (((kinds >>> x) & 1) === 0) continue;
      if (gl !== 0) masks.push(`(ml${x} & ${gl})`);
      if (gh !== 0) masks.push(`(mh${x} & ${gh})`);
    }
    if (masks.length === 0) tests.push(`0 >= ${units}`);
    // One unit: some fitting meld is enough, i.e. some mask is not empty (no bit count needed).
    else if (units === 1) tests.push(`(${masks.join(' | ')}) !== 0`);
    else tests.push(`${masks.map((m) => `bitCount${m}`).join(' + ')} + mr >= ${units}`);
  }
  return tests.length > 0 ? `(${tests.join(' && ')})` : 'true';
}

/** One entry of a number variable's spread: units of these kinds (bits) at rank n + offset, naming `suits` suit variables. */
export interface RankSpreadEntry {
  kinds: number;
  offset: number;
  suits: number;
}

/**
 * The spread of each number variable of a pattern over ranks and suits: its units of a suit variable, grouped by
 * offset and meld kinds, with how many different suit variables each group names (different names take different
 * suits). A reading fits only if one value of the variable leaves, for every group, melds of its kinds at rank
 * n + offset in at least that many suits. Only variables with more than one unit are kept (one unit says nothing
 * beyond the groups' test).
 */
export function rankSpreads(p: PatternIR): RankSpreadEntry[][] {
  const byVar = new Map<string, Map<string, { kinds: number; offset: number; suits: Set<string> }>>();
  const units = new Map<string, number>();
  for (const unit of p.units) {
    const term = unit.term;
    if (unit.meld === null || term.t !== 'template' || term.rank === null || !('var' in term.rank) || !('var' in term.suit)) continue;
    const kinds = unit.meld.reduce((bits, k) => bits | KIND_BIT[k], 0);
    const entries = byVar.get(term.rank.var) ?? new Map<string, { kinds: number; offset: number; suits: Set<string> }>();
    byVar.set(term.rank.var, entries);
    const key = `${kinds} ${term.rank.offset}`;
    const entry = entries.get(key) ?? { kinds, offset: term.rank.offset, suits: new Set<string>() };
    entries.set(key, entry);
    entry.suits.add(term.suit.var);
    units.set(term.rank.var, (units.get(term.rank.var) ?? 0) + 1);
  }
  return [...byVar].filter(([v]) => units.get(v)! > 1)
    .map(([, entries]) => [...entries.values()].map((e) => ({ kinds: e.kinds, offset: e.offset, suits: e.suits.size })));
}

/**
 * Of a mask of numbered tiles (bits 0..26: m, p, s by rank), the ranks (bit r: rank r + 1) held in at least `suits`
 * of the three suits (none for more than three).
 */
export function ranksInSuits(mask: number, suits: number): number {
  const m = mask & 0x1ff, p = (mask >>> 9) & 0x1ff, s = (mask >>> 18) & 0x1ff;
  if (suits <= 1) return m | p | s;
  if (suits === 2) return (m & p) | (m & s) | (p & s);
  return suits === 3 ? m & p & s : 0;
}

/**
 * Generated-code test of a pattern's rank spreads over the locals of MASK_LOCALS and `ranksInSuits` ('' when the
 * pattern has none). It reads only which kinds and tiles the melds have, so it holds for readings with repeated melds too.
 */
export function rankSpreadSource(p: PatternIR): string {
  const tests = rankSpreads(p).map((entries) => {
    const ranks = entries.map((e) => {
      const masks = [0, 1, 2, 3].filter((x) => ((e.kinds >>> x) & 1) !== 0).map((x) => `ml${x}`).join(' | ');
      const held = `ranksInSuits(${masks || '0'}, ${e.suits})`;
      return e.offset >= 0 ? `(${held} >>> ${e.offset})` : `(${held} << ${-e.offset})`;
    });
    return `(${ranks.join(' & ')} & 511) !== 0`;
  });
  return tests.join(' && ');
}
