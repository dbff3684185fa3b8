/**
 * Lowering of `scoring.impossible`: hands the rules make impossible, each a condition on the hand and its
 * circumstances (resolved as a rule-language expression) with its id, names and clause. Entries the schema refused
 * are skipped (their indices kept, so positions stay right).
 */
import type { ImpossibleHandIR } from '../../runtime/index.js';
import type { LowerContext } from './lower-context.js';
import { ruleInfo } from './rule-info.js';
import type { SourceRule } from './source-shape.js';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Lowers the well-formed entries of `scoring.impossible`. */
export function lowerImpossible(raw: unknown, ctx: LowerContext): ImpossibleHandIR[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((e, i): ImpossibleHandIR[] => {
    if (!isObject(e) || typeof e.id !== 'string' || typeof e.clause !== 'string' || !isObject(e.name) || typeof e.when !== 'string') return [];
    const path = ['scoring', 'impossible', i];
    const when = ctx.condition([...path, 'when'], e.when);
    return [{ ...ruleInfo(e as unknown as SourceRule, ctx.originOf(path)), when: when.ir, whenText: when.text }];
  });
}
