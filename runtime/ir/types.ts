/**
 * IR types: the compiled, plain-JSON form of a regulation (mirrors schemas/ir.schema.json).
 * The runtime executes only this; it never sees YAML or DSL text.
 */

import type { Assumption, Bilingual, Origin, RuleInfo, SettingIR } from './common.js';
import type { ExprIR, PatternIR } from './expr.js';
import type { ItemIR } from './item.js';
import type { RiichiIR } from './riichi.js';
import type { SichuanIR } from './sichuan.js';
import type { PenaltyIR, SettlementIR, TournamentIR } from './tournament.js';
import type { PreferenceIR, PreferenceTestIR } from './preference.js';
import type { CounterIR, IndicatorsIR, PaymentIR } from './counters.js';

export type { Assumption, Bilingual, Origin, RuleInfo, SettingIR } from './common.js';
export type { ExprIR, MeldKindIR, PatternIR, RankIR, SuitIR, TermIR, UnitIR } from './expr.js';
export type { ItemIR, ItemKind } from './item.js';

/** Current IR format version. */
export const IR_VERSION = 3;

/** Games the runtime knows. */
export type Game = 'mahjong-classical' | 'mahjong-sichuan' | 'mahjong-mcr' | 'mahjong-riichi' | 'preference';

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

/** The principles by which fans exclude one another (MCR): what each does is the runtime's, the clause the text's. */
export type PrincipleId = 'non-repeat' | 'non-separation' | 'non-identical' | 'account-once';

/** The principles, in the order an explanation names the one that left a fan out. */
export const PRINCIPLE_IDS: readonly PrincipleId[] = ['non-repeat', 'non-separation', 'non-identical', 'account-once'];

/** A principle a regulation declares, with its clause (an explanation cites it for every fan it left out). */
export interface PrincipleIR {
  name?: Bilingual;
  clause: string;
  assumption?: Assumption;
  origin: Origin;
}

/**
 * A hand the rules make impossible (an immediate calling hand drawing from the wall, an exposed chow where nobody
 * claims chows): when `when` holds on the hand and its circumstances, the hand is refused as input, not scored.
 */
export interface ImpossibleHandIR extends RuleInfo {
  when: ExprIR;
  whenText: string;
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
  /** The exclusion principles the regulation declares (absent: none). */
  principles?: Partial<Record<PrincipleId, PrincipleIR>>;
  /** Hands refused as input (absent: none). */
  impossible?: ImpossibleHandIR[];
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
    /** Counters by id (han, fu...), the value after the limits, the payment lines (regulations with counters). */
    counters?: Record<string, number>;
    value?: number;
    payments?: Array<{ payer: string; amount: number; players?: number; id?: string }>;
    /** The `scoring.impossible` rule that must refuse the hand. */
    impossible?: string;
  };
  origin: Origin;
}

/**
 * The parts of a compiled regulation after its tests, each the tournament layer's or a game's, in the order the IR
 * lists them. A game's new part is a field of RegulationIR, an entry here, its IR type file and a `$ref` in
 * schemas/ir.schema.json.
 */
export const IR_PARTS = ['settlement', 'penalties', 'tournament', 'preference', 'preferenceTests', 'sichuan', 'riichi', 'indicators'] as const;

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
  /** Riichi session rules (`riichi:`), for a riichi regulation. */
  riichi?: RiichiIR;
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
