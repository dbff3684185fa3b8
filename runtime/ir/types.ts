/**
 * IR types: the compiled, plain-JSON form of a regulation (mirrors schemas/ir.schema.json).
 * The runtime executes only this; it never sees YAML or DSL text.
 */

import type { Bilingual, Origin, RuleInfo, SettingIR } from './common.js';
import type { ExprIR, PatternIR } from './expr.js';
import type { SichuanIR } from './sichuan.js';
import type { PenaltyIR, SettlementIR, TournamentIR } from './tournament.js';
import type { PreferenceIR, PreferenceTestIR } from './preference.js';

export type { Assumption, Bilingual, Origin, RuleInfo, SettingIR } from './common.js';
export type { ExprIR, MeldKindIR, PatternIR, RankIR, SuitIR, TermIR, UnitIR } from './expr.js';

/** Current IR format version. */
export const IR_VERSION = 2;

/** Games the runtime knows. */
export type Game = 'mahjong-classical' | 'mahjong-sichuan' | 'preference';

/** A named tile group. */
export interface GroupIR extends RuleInfo {
  tiles: number[];
  text: string;
}

/** A special hand shape. */
export interface ShapeIR extends RuleInfo {
  pattern: PatternIR;
  /** No two units may be filled by the same tile (seven *different* pairs). */
  distinct: boolean;
}

/** Kind of scoring item. */
export type ItemKind = 'points' | 'doubling' | 'limit';

/** A scoring item (points, a doubling, or a limit hand). */
export interface ItemIR extends RuleInfo {
  kind: ItemKind;
  value: number;
  when?: ExprIR;
  whenText?: string;
  patterns?: PatternIR[];
  count?: ExprIR;
  countText?: string;
  tags: string[];
  excludes: string[];
}

/** Hand scoring of a mahjong regulation. */
export interface ScoringIR {
  base: number;
  houseLimit: SettingIR<number> | null;
  doublingCap: SettingIR<number> | null;
  limitVsPoints: 'limit' | 'max';
  declare: SettingIR<ExprIR> | null;
  points: ItemIR[];
  doublings: ItemIR[];
  limits: ItemIR[];
}

/** A rule of procedure (listed for completeness; nothing to compute). */
export interface ProcedureIR extends RuleInfo {
  text: Bilingual;
}

/** A test case stored in the regulation. */
export interface TestIR {
  name: string;
  hand: string;
  /** The circumstances of the hand as written (`{seat: S, win: wall}`; an old `args:` string read into this form). */
  circumstances: Record<string, string | number | boolean>;
  expect: {
    total?: number;
    declarable?: boolean | null;
    limit?: number | null;
    items?: string[];
    absent?: string[];
    shape?: string;
  };
  origin: Origin;
}

/**
 * The parts of a compiled regulation after its tests, each the tournament layer's or a game's, in the order the IR
 * lists them. A game's new part is a field of RegulationIR, an entry here, its IR type file and a `$ref` in
 * schemas/ir.schema.json.
 */
export const IR_PARTS = ['settlement', 'penalties', 'tournament', 'preference', 'preferenceTests', 'sichuan'] as const;

/** A part of a compiled regulation beyond its hand scoring. */
export type IrPart = (typeof IR_PARTS)[number];

/** A compiled regulation. */
export interface RegulationIR {
  /** Deal settlement (mahjong), when the regulation describes it. */
  settlement?: SettlementIR;
  /** Penalties of the regulation. */
  penalties?: PenaltyIR[];
  /** Table points, standings, seating and stages, when the regulation describes them. */
  tournament?: TournamentIR;
  /** Preference conventions (game: preference). */
  preference?: PreferenceIR;
  /** Test cases of a preference regulation (pulyas with expected results). */
  preferenceTests?: PreferenceTestIR[];
  /** The Sichuan deal rules (payments, kongs, wall end, penalties), for a Sichuan regulation that describes them. */
  sichuan?: SichuanIR;
  irVersion: typeof IR_VERSION;
  regulation: string;
  version: string;
  game: Game;
  name: Bilingual;
  description?: Bilingual;
  files: string[];
  groups: GroupIR[];
  shapes: ShapeIR[];
  scoring: ScoringIR;
  procedures: ProcedureIR[];
  tests: TestIR[];
}
