/**
 * What lowering a part of a regulation needs from the regulation lowering (lower-regulation.ts): the origin of a
 * path, whether the schema refused it, a condition string parsed and resolved at its path, and the reading of a
 * setting `{value, clause, ...}`.
 */
import type { ExprIR, Origin, RegulationIR, SettingIR } from '../../runtime/index.js';
import { toAssumption } from './rule-info.js';
import type { SourceAssumption, SourceText } from './source-shape.js';

/** Path into the merged source. */
export type Path = Array<string | number>;

/** What lowering of these parts needs from the regulation lowering. */
export interface LowerContext {
  originOf(path: Path): Origin;
  /** Whether the schema refused the value at `path` or something inside it (then it is not lowered). */
  refused(path: Path): boolean;
  /** Parses and resolves a condition string at a path (problems are reported there). */
  condition(path: Path, text: string): { ir: ExprIR; text: string };
}

/** What lowering asks of a game (compiler/game-part.ts says the whole of a game's part). */
export interface GameLowering {
  /** Top-level sections of a regulation file that are the game's own; merged key by key in a child file. */
  readonly mergedSections?: readonly string[];
  /** The parts of the IR its sections lower to (its schema checked their structure); problems go through `ctx`. */
  lower?(data: Readonly<Record<string, unknown>>, ctx: LowerContext): Partial<RegulationIR>;
}

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A setting as written: `{value, clause, name?, assumption?}` plus other keys for composite settings. */
export function settingOf<T>(raw: unknown, path: Path, ctx: LowerContext, value: (o: Obj) => T): SettingIR<T> | null {
  // A setting the schema refused (its error is reported) is not lowered: the conversion may assume its shape.
  if (!isObject(raw) || typeof raw.clause !== 'string' || ctx.refused(path)) return null;
  return {
    value: value(raw),
    clause: raw.clause,
    origin: ctx.originOf(path),
    ...(isObject(raw.name) ? { name: raw.name as unknown as SourceText } : {}),
    ...(raw.assumption !== undefined ? { assumption: toAssumption(raw.assumption as SourceAssumption) } : {}),
  };
}

