/**
 * The parts of a merged regulation source that lowering reads (a structural view of the schema's shape).
 */

/** A bilingual text as written. */
export interface SourceText {
  ru: string;
  en: string;
}

/** An assumption as written: a sentence, or a sentence with the alternative. */
export type SourceAssumption = string | { text: string; alternative?: string };

/** Fields every rule entry has. */
export interface SourceRule {
  id: string;
  name: SourceText;
  clause: string;
  assumption?: SourceAssumption;
  note?: SourceText;
}

/** A scoring item as written. */
export interface SourceItem extends SourceRule {
  value: number;
  when?: string;
  pattern?: string | string[];
  each?: string | string[];
  combines?: string | string[];
  count?: string;
  tags?: string[];
  excludes?: string[];
  implies?: Array<string | { id: string; count: number }>;
}

/** A principle as written (`scoring.principles.<id>`). */
export interface SourcePrinciple {
  clause: string;
  name?: SourceText;
  assumption?: SourceAssumption;
}

/** A setting with a clause as written. */
export interface SourceSetting<T> {
  value: T;
  clause: string;
  name?: SourceText;
  assumption?: SourceAssumption;
}

/** The merged regulation, as lowering sees it. */
export interface SourceRegulation {
  regulation: string;
  version: string;
  game: 'mahjong-classical' | 'mahjong-sichuan' | 'mahjong-mcr' | 'preference';
  name: SourceText;
  description?: SourceText;
  tiles?: Array<SourceRule & { tiles: string }>;
  shapes?: Array<SourceRule & { pattern: string; distinct?: boolean }>;
  scoring?: {
    base?: number;
    'house-limit'?: SourceSetting<number> | null;
    'doubling-cap'?: SourceSetting<number> | null;
    'limit-vs-points'?: 'limit' | 'max';
    declare?: { clause: string; when: string; name?: SourceText; assumption?: SourceAssumption };
    points?: SourceItem[];
    doublings?: SourceItem[];
    limits?: SourceItem[];
    principles?: Record<string, SourcePrinciple>;
    impossible?: Array<SourceRule & { when: string }>;
  };
  procedures?: Array<SourceRule & { text: SourceText }>;
  /** Deal and tournament parts: checked by the schema, read loosely by lower-tournament.ts. */
  settlement?: unknown;
  penalties?: unknown;
  tournament?: unknown;
  /** Preference conventions: checked by the schema, read loosely by lower-preference.ts. */
  preference?: unknown;
  /** Sichuan deal rules: checked by the schema, read loosely by lower-sichuan.ts. */
  sichuan?: unknown;
  tests?: Array<{
    name: string;
    hand: string;
    /** The circumstances as a mapping (`{seat: S, win: wall, last-tile: true}`). */
    circumstances?: Record<string, unknown>;
    /** The old form of the circumstances: the flags of `reglament score`. */
    args?: string;
    expect: { total?: number; declarable?: boolean | null; limit?: number | null; items?: string[]; absent?: string[]; shape?: string; impossible?: string };
  }>;
}
