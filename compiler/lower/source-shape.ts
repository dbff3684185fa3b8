/**
 * The parts of a merged regulation source that lowering reads (a structural view of the schema's shape).
 */
import type { Game } from '../../runtime/index.js';

/** A bilingual text as written. */
export interface SourceText {
  ru: string;
  en: string;
}

/** A text as written where one string may stand for both languages (an assumption's text or alternative). */
export type SourceTextOrString = string | SourceText;

/** An assumption as written: a text, or a text with the alternative. */
export type SourceAssumption = SourceTextOrString | { text: SourceTextOrString; alternative?: SourceTextOrString };

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

/** An item of a named counter as written (`scoring.items`). */
export interface SourceCounterItem extends SourceItem {
  counter: string;
}

/** An adjustment of a counter as written: one of `round-up`, `at-least`, `at-most`, with `when` or `unless`. */
export interface SourceAdjust extends SourceRule {
  when?: string;
  unless?: string;
  'round-up'?: number;
  'at-least'?: number;
  'at-most'?: number;
}

/** A named counter as written (`scoring.counters`). */
export interface SourceCounter extends SourceRule {
  when?: string;
  adjust?: SourceAdjust[];
}

/** A payment to the winner as written (`scoring.payments`). */
export interface SourcePayment extends SourceRule {
  when?: string;
  payer: string;
  amount: string;
  'round-up'?: number;
}

/** An impossible situation as written (`scoring.impossible`). */
export interface SourceImpossible extends SourceRule {
  when: string;
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
  game: Game;
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
    counters?: SourceCounter[];
    items?: SourceCounterItem[];
    value?: { clause: string; formula: string; name?: SourceText; assumption?: SourceAssumption };
    payments?: SourcePayment[];
    impossible?: SourceImpossible[];
  };
  /** Indicator tiles (dora): the cycles of tiles an indicator points along. */
  indicators?: { clause: string; cycles: string[]; name?: SourceText };
  procedures?: Array<SourceRule & { text: SourceText }>;
  /** Deal and tournament parts: checked by the schema, read loosely by lower-tournament.ts. */
  settlement?: unknown;
  penalties?: unknown;
  tournament?: unknown;
  // The games' own sections: checked by the schema, read by each game's part
  // (compiler/game-part.ts) from the data as a plain object.
  tests?: Array<{
    name: string;
    hand: string;
    /** The circumstances as a mapping (`{seat: S, win: wall, last-tile: true}`). */
    circumstances?: Record<string, unknown>;
    /** The old form of the circumstances: the flags of `reglament score`. */
    args?: string;
    expect: {
      total?: number; declarable?: boolean | null; limit?: number | null; items?: string[]; absent?: string[]; shape?: string;
      counters?: Record<string, number>; value?: number; payments?: Array<{ payer: string; amount: number; players?: number; id?: string }>;
      impossible?: string;
    };
  }>;
}
