/**
 * The resolution scope of one DSL string: known names, and a sink for problems found while resolving it.
 */
import type { DiagnosticCode, Wording } from '../diagnostics/index.js';
import type { Loc } from '../dsl/ast.js';

/** A problem found while resolving a DSL string (offsets within that string). */
export interface ResolveProblem {
  code: DiagnosticCode;
  /** The message: both languages, or English alone. */
  message: Wording;
  loc: Loc;
  hint?: Wording;
  severity?: 'error' | 'warning';
  /** The name probably meant, to be written in place of [loc.start, loc.end) ("did you mean"). */
  suggestion?: string;
}

/** What a resolved name of a rule string stands for. */
export type NameUseKind = 'group' | 'shape' | 'tag' | 'fact' | 'function' | 'value';

/** A name a rule string uses that resolved: what it stands for and where it is written (offsets in the string). */
export interface NameUse {
  kind: NameUseKind;
  name: string;
  loc: Loc;
}

/** Names visible to a DSL string of a regulation. */
export interface Scope {
  /** Tile groups by id (tile kinds, sorted). */
  groups: ReadonlyMap<string, readonly number[]>;
  /** Shape ids, `standard` included. */
  shapes: ReadonlySet<string>;
  /** Tags used by items. */
  tags: ReadonlySet<string>;
  /** Whether declaration-only facts (`limit`) are visible. */
  declare: boolean;
  /** Counters of the regulation by id (scoring.counters), with their position and the tags of their items. */
  counters?: ReadonlyMap<string, { position: number; tags: ReadonlySet<string> }>;
  /** Counters at this position and after are not known yet where the string is evaluated (default: all are known). */
  countersBefore?: number;
  /** Whether payment-only facts (`value`) are visible. */
  payment?: boolean;
  /** Receives every problem. */
  report(problem: ResolveProblem): void;
  /** Receives every name that resolved, when someone listens (an editor's symbol table). */
  noteName?(use: NameUse): void;
}
