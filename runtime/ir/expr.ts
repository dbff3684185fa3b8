/**
 * Expression and pattern IR: the compiled form of the conditions, counts and meld patterns embedded in a regulation.
 */

/** Expression IR. */
export type ExprIR =
  | { op: 'const'; value: number | boolean }
  | { op: 'fact'; name: string }
  | { op: 'enum'; value: string }
  | { op: 'tile'; tile: number }
  | { op: 'not'; arg: ExprIR }
  | { op: 'neg'; arg: ExprIR }
  | { op: 'and' | 'or'; args: ExprIR[] }
  | { op: 'cmp'; cmp: '==' | '!=' | '<' | '<=' | '>' | '>='; left: ExprIR; right: ExprIR }
  | { op: 'arith'; arith: '+' | '-' | '*' | '/' | '^'; left: ExprIR; right: ExprIR }
  | { op: 'count'; unit: UnitIR }
  | { op: 'quant'; quant: 'all' | 'any' | 'no'; tiles: number[] }
  | { op: 'in'; left: ExprIR; tiles: number[] }
  | { op: 'sum'; of: 'points' | 'doublings'; tag: string }
  /** A counter's value (scoring.counters), or the sum of its items with a tag. */
  | { op: 'counter'; counter: string; tag?: string };

/** Rank part of a tile template. */
export type RankIR = { fixed: number } | { var: string; offset: number } | null;
/** Suit part of a tile template. */
export type SuitIR = { fixed: 'm' | 'p' | 's' | 'z' | 'f' } | { var: string };

/** Tile term IR: which tiles a unit may be made of. */
export type TermIR =
  | { t: 'any' }
  | { t: 'tiles'; tiles: number[] }
  | { t: 'template'; rank: RankIR; suit: SuitIR }
  | { t: 'wind'; which: 'seat' | 'round' }
  | { t: 'alt'; options: TermIR[] };

/** Meld kinds as the runtime knows them. */
export type MeldKindIR = 'chow' | 'pung' | 'kong' | 'pair';

/** One unit of a pattern: a meld (of one of `meld` kinds) or a single tile (`meld` null). */
export interface UnitIR {
  meld: MeldKindIR[] | null;
  exposure?: 'exposed' | 'declared' | 'concealed';
  term: TermIR;
}

/** A pattern: units that distinct melds (or, in a shape, the hand's tiles exactly) must fill. */
export interface PatternIR {
  units: UnitIR[];
  /** Source text, for explanations and diffs. */
  text: string;
}
