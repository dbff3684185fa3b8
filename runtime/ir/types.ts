/**
 * IR types: the compiled, plain-JSON form of a regulation (mirrors schemas/ir.schema.json).
 * The runtime executes only this; it never sees YAML or DSL text.
 */

import type { SichuanIR } from './sichuan.js';
import type { PenaltyIR, SettlementIR, TournamentIR } from './tournament.js';
import type { PreferenceIR, PreferenceTestIR } from './preference.js';
import type { CounterIR, ImpossibleIR, IndicatorsIR, PaymentIR } from './counters.js';

/** Current IR format version. */
export const IR_VERSION = 1;

/** Where a rule came from in the regulation sources. */
export interface Origin {
  file: string;
  line: number;
  col: number;
}

/** A text in both languages. */
export interface Bilingual {
  ru: string;
  en: string;
}

/** An interpretation the regulation file states where the source text is silent or ambiguous. */
export interface Assumption {
  text: string;
  alternative?: string;
}

/** Games the runtime knows. */
export type Game = 'mahjong-classical' | 'mahjong-sichuan' | 'mahjong-riichi' | 'preference';

/** Common fields of every rule-like entry. */
export interface RuleInfo {
  id: string;
  name: Bilingual;
  clause: string;
  assumption?: Assumption;
  note?: Bilingual;
  origin: Origin;
}

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

/** Kind of scoring item: points, a doubling, a limit hand, or an item of a named counter. */
export type ItemKind = 'points' | 'doubling' | 'limit' | 'counter';

/** A scoring item (points, a doubling, or a limit hand). */
export interface ItemIR extends RuleInfo {
  kind: ItemKind;
  /** The counter an item of kind `counter` adds to. */
  counter?: string;
  value: number;
  when?: ExprIR;
  whenText?: string;
  patterns?: PatternIR[];
  count?: ExprIR;
  countText?: string;
  tags: string[];
  excludes: string[];
}

/** A setting with its clause (house limit, declaration rule). */
export interface SettingIR<T> {
  value: T;
  name?: Bilingual;
  clause: string;
  assumption?: Assumption;
  origin: Origin;
  text?: string;
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
  /** Named counters with their items, evaluated in order (instead of points and doublings). */
  counters?: CounterIR[];
  /** The hand's value from the counters (required with counters). */
  value?: SettingIR<ExprIR>;
  /** Who pays the winner how much. */
  payments?: PaymentIR[];
  /** Situations the circumstances of a hand may not describe. */
  impossible?: ImpossibleIR[];
}

/** A rule of procedure (listed for completeness; nothing to compute). */
export interface ProcedureIR extends RuleInfo {
  text: Bilingual;
}

/** A test case stored in the regulation. */
export interface TestIR {
  name: string;
  hand: string;
  args: string;
  expect: {
    total?: number;
    declarable?: boolean | null;
    limit?: number | null;
    items?: string[];
    absent?: string[];
    shape?: string;
    /** Counters by id (han, fu...), the value after the limits, the payment lines, the refusal (regulations with counters). */
    counters?: Record<string, number>;
    value?: number;
    payments?: Array<{ payer: string; amount: number; players?: number; id?: string }>;
    refused?: string;
  };
  origin: Origin;
}

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
  /** Indicator tiles (dora): which tile each indicator points at. */
  indicators?: IndicatorsIR;
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
