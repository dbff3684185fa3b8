/**
 * AST of the rule language. Every node carries its offsets in the DSL string (start inclusive, end exclusive),
 * so that diagnostics can be mapped back into the YAML file.
 */

/** Offsets of a node within its DSL string. */
export interface Loc {
  start: number;
  end: number;
}

/** A comparison or arithmetic operator. */
export type BinaryOp = 'and' | 'or' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '^';

/** An expression (conditions, counts, values). */
export type Expr =
  | { kind: 'number'; value: number; loc: Loc }
  | { kind: 'bool'; value: boolean; loc: Loc }
  | { kind: 'tile'; text: string; loc: Loc }
  | { kind: 'name'; path: string[]; loc: Loc }
  | { kind: 'not'; arg: Expr; loc: Loc }
  | { kind: 'neg'; arg: Expr; loc: Loc }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; loc: Loc }
  | { kind: 'call'; name: string; args: Expr[]; loc: Loc; nameLoc: Loc }
  | { kind: 'count'; unit: Unit; loc: Loc }
  | { kind: 'quantifier'; quantifier: 'all' | 'any' | 'no'; set: TileSetExpr; loc: Loc }
  | { kind: 'in'; left: Expr; set: TileSetExpr; loc: Loc }
  | { kind: 'error'; loc: Loc };

/**
 * How a meld was made: `exposed` (open: declared from a discard, or a pung completed by the winning discard),
 * `declared` (declared on the table from a discard before the win: `[...]`), `concealed` (not exposed).
 */
export type Exposure = 'exposed' | 'declared' | 'concealed';

/** Meld kinds a unit may ask for; `set` is a pung or a kong, `meld` a chow, a pung or a kong. */
export type UnitMeld = 'chow' | 'pung' | 'kong' | 'set' | 'pair' | 'meld';

/** One unit of a pattern: an optional exposure, an optional meld kind and an optional tile term. */
export interface Unit {
  kind: 'unit';
  exposure?: Exposure | undefined;
  meld?: UnitMeld | undefined;
  term?: Term | undefined;
  loc: Loc;
}

/** What tiles a unit is made of. */
export type Term =
  | { kind: 'tile-term'; text: string; loc: Loc }
  | { kind: 'ref'; name: string; loc: Loc }
  | { kind: 'any'; loc: Loc }
  | { kind: 'alt'; options: Term[]; loc: Loc };

/** A pattern: units in order. */
export interface Pattern {
  kind: 'pattern';
  units: Unit[];
  loc: Loc;
}

/** A tile set: tiles, ranges and group names, joined by juxtaposition or `+` (union) and `-` (difference). */
export type TileSetExpr =
  | { kind: 'set-tile'; text: string; loc: Loc }
  | { kind: 'set-range'; text: string; loc: Loc }
  | { kind: 'set-ref'; name: string; loc: Loc }
  | { kind: 'set-union'; parts: TileSetExpr[]; loc: Loc }
  | { kind: 'set-diff'; left: TileSetExpr; right: TileSetExpr; loc: Loc };
