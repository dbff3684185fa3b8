/**
 * The resolution scope of one DSL string: known names, and a sink for problems found while resolving it.
 */
import type { Loc } from '../dsl/ast.js';

/** A problem found while resolving a DSL string (offsets within that string). */
export interface ResolveProblem {
  code: string;
  message: string;
  loc: Loc;
  hint?: string;
  severity?: 'error' | 'warning';
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
  /** Receives every problem. */
  report(problem: ResolveProblem): void;
}
