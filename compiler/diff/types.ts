/**
 * Types of the semantic diff: a regulation's rules as comparable records, and the changes between two regulations.
 */
import type { Assumption, Bilingual, Origin } from '../../runtime/index.js';

/**
 * The sections every regulation has, in the order a report lists them: tile groups, shapes, counters, the item lists,
 * scoring settings, payments, settlement switches, penalties, tournament settings, procedures. A game's own section
 * (GameDiffSection) comes before the procedures: diffSectionsOf.
 */
export const CORE_DIFF_SECTIONS = [
  'groups', 'shapes', 'counters', 'items', 'points', 'doublings', 'limits', 'scoring', 'payments', 'settlement', 'penalties',
  'tournament', 'procedures',
] as const;

/** A section every regulation has. */
export type CoreDiffSection = (typeof CORE_DIFF_SECTIONS)[number];

/** A section of a regulation: a core one, or a game's (its GameDiffSection id, the name of its section). */
export type DiffSection = CoreDiffSection | (string & {});

/** A game's own section of the diff: the id its records carry (the name of its regulation section) and its title. */
export interface GameDiffSection {
  readonly id: string;
  readonly title: Bilingual;
}

/** The core sections that close a report, after the games' own. */
const LAST_SECTIONS: ReadonlySet<CoreDiffSection> = new Set(['procedures']);

/** Every section in report order: the core's, the given games' own (in the games' order), then the procedures. */
export function diffSectionsOf(games: readonly { readonly diffSection?: GameDiffSection }[]): DiffSection[] {
  return [
    ...CORE_DIFF_SECTIONS.filter((s) => !LAST_SECTIONS.has(s)),
    ...games.flatMap((g) => (g.diffSection !== undefined ? [g.diffSection.id] : [])),
    ...CORE_DIFF_SECTIONS.filter((s) => LAST_SECTIONS.has(s)),
  ];
}

/** What a rule is; rules are matched by id within a family (an item may move between points, doublings and limits). */
export type RuleFamily = 'group' | 'shape' | 'item' | 'impossible' | 'penalty' | 'procedure' | 'setting' | 'contract';

/** A readable value of a rule's field: plain JSON, never an IR tree (conditions and patterns are their DSL text). */
export type ViewValue =
  | string
  | number
  | boolean
  | null
  | Bilingual
  | Assumption
  | readonly ViewValue[]
  | { readonly [key: string]: ViewValue };

/**
 * The readable content of a rule: `name` (when it has one), `clause`, then its fields under their YAML names
 * (`value`, `when`, `pattern`, `count`, `tags`, `excludes`, `tiles`, `text`, `assumption`, `note`, ...).
 */
export type RuleView = { readonly [field: string]: ViewValue };

/** A rule of a regulation in comparable form: its id, where it belongs, its readable content and its origin. */
export interface RuleRecord {
  /** The rule's id; settings have the YAML path of their key, e.g. `scoring.house-limit`, `tournament.rounds`. */
  id: string;
  family: RuleFamily;
  section: DiffSection;
  view: RuleView;
  /** Where the rule is written; never compared. Absent for values that have no place (defaults). */
  origin?: Origin;
}

/** The kinds of change (the JSON contract of `reglament diff`). */
export type ChangeKind = 'added' | 'removed' | 'changed';

/** One difference between two regulations. */
export interface RegulationChange {
  /** The rule's id (the new id of a renamed rule). */
  id: string;
  change: ChangeKind;
  /** For a renamed rule: its id in the old regulation. */
  renamedFrom?: string;
  section: DiffSection;
  family: RuleFamily;
  /** The clause of the new version (of the old one for a removed rule). */
  clause: string;
  /** The name of the new version (of the old one for a removed rule), when the rule has one. */
  name?: Bilingual;
  /** The fields that differ (`id` first for a rename); empty for added and removed rules. */
  fields: string[];
  /** The old version, readable; null for an added rule. */
  before: RuleView | null;
  /** The new version, readable; null for a removed rule. */
  after: RuleView | null;
}
