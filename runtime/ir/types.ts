/**
 * IR types: the compiled, plain-JSON form of a regulation (mirrors schemas/ir.schema.json).
 * The runtime executes only this; it never sees YAML or DSL text.
 */

import type { Assumption, Bilingual, Origin, RuleInfo, SettingIR } from './common.js';
import type { ExprIR, PatternIR } from './expr.js';
import type { SichuanIR } from './sichuan.js';
import type { PenaltyIR, SettlementIR, TournamentIR } from './tournament.js';
import type { PreferenceIR, PreferenceTestIR } from './preference.js';

export type { Assumption, Bilingual, Origin, RuleInfo, SettingIR } from './common.js';
export type { ExprIR, MeldKindIR, PatternIR, RankIR, SuitIR, TermIR, UnitIR } from './expr.js';

/** Current IR format version. */
export const IR_VERSION = 2;

/** Games the runtime knows. */
export type Game = 'mahjong-classical' | 'mahjong-sichuan' | 'mahjong-mcr' | 'preference';

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
  /**
   * `each`: the item counts once per distinct group of the reading's melds that fills one of these patterns (an
   * instance: the melds it uses).
   */
  each?: PatternIR[];
  /** `combines`: as `each`, for a fan made by combining sets; its instances obey the combination principles. */
  combines?: PatternIR[];
  /**
   * Items this one implies (non-repeat principle): where this item counts they do not, on the same melds when both
   * count instances (`each`/`combines`), else not at all.
   */
  implies?: string[];
  /** Of the implied items, those of which only so many applications are implied (the others: all of them). */
  impliedCounts?: Record<string, number>;
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
    /** The `scoring.impossible` rule that must refuse the hand. */
    impossible?: string;
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
