/**
 * A regulation's items as generated code: each scoring section (points, doublings, limits) becomes one JavaScript
 * function, built once per regulation from the IR, that fills every item's number of applications for a reading.
 * It does what `applications` (compile-scorer.ts) does item by item with closures — the reference it is tested
 * against — without a call per expression node: guards, conditions, meld counts and pattern prechecks are inline.
 */
import type { EvalContext } from '../eval/context.js';
import { generateExpr, literal, SourceParts } from '../eval/generate-expr.js';
import { matchMelds, type Bindings } from '../eval/match.js';
import type { ExprIR } from '../ir/types.js';
import type { CompiledItem } from './compile-scorer.js';
import type { SumSlots } from '../eval/compile-expr.js';

/**
 * Fills `n[item.index]` for every item of a section (0: does not apply) for the reading in `c`; returns whether an item
 * that excludes others applied. `b` is the scorer's bindings, used by pattern matching.
 */
export type SectionRunner = (c: EvalContext, n: Int32Array, b: Bindings) => boolean;

/** A generated expression over an EvalContext (the declaration rule). */
export type GeneratedExpr = (c: EvalContext) => unknown;

/** The source of one item: its guard, then `v` = applications, stored into n. */
function itemSource(item: CompiledItem, parts: SourceParts, slots: SumSlots): string {
  const guards: string[] = [];
  if (item.winnerOnly) guards.push('h.winner');
  if (item.shape !== null) guards.push(`r.shape === ${literal(item.shape)}`);
  if (item.ir.when) guards.push(generateExpr(item.ir.when, parts, slots));
  if (item.patterns) {
    const alternatives = item.patterns.map((p, i) => {
      const [chows, sets, pairs] = item.needs[i]!;
      return `(chows >= ${chows} && sets >= ${sets} && pairs >= ${pairs} && matchPattern(${parts.add(p)}, h, r, b))`;
    });
    guards.push(`(${alternatives.join(' || ')})`);
  }
  const value = item.ir.count ? `v = ${generateExpr(item.ir.count, parts, slots)}; if (!(v > 0)) v = 0;` : 'v = 1;';
  const lines = [
    `  // ${item.ir.id}`,
    '  v = 0;',
    guards.length > 0 ? `  if (${guards.join(' && ')}) { ${value} }` : `  ${value}`,
    `  n[${item.index}] = v;`,
  ];
  if (item.excludeIndices.length > 0) lines.push('  if (v > 0) excluding = true;');
  return lines.join('\n');
}

/** The source of a section's function body. */
export function sectionSource(items: readonly CompiledItem[], parts: SourceParts, slots: SumSlots): string {
  const census = items.some((i) => i.patterns) ? [
    '  // Chows, pungs/kongs and pairs of the reading: a pattern needing more cannot match.',
    '  let chows = 0, sets = 0, pairs = 0;',
    '  for (let i = 0; i < r.melds.length; i++) {',
    '    const kind = r.melds[i].kind;',
    "    if (kind === 'chow') chows++; else if (kind === 'pair') pairs++; else sets++;",
    '  }',
  ] : [];
  return [
    '  const h = c.hand, r = c.reading;',
    '  let v = 0, excluding = false;',
    ...census,
    ...items.map((item) => itemSource(item, parts, slots)),
    '  return excluding;',
  ].join('\n');
}

/** Matches an item pattern against the reading's melds, with the hand's winds for the `seat`/`round` terms. */
const MATCH_PATTERN = 'function matchPattern(p, h, r, b) {\n  b.seat = h.seat;\n  b.round = h.round;\n  return matchMelds(p, r.melds, b);\n}';

/** Builds a function from generated source: `body` sees `K` (constants), `matchMelds`, helpers, and its own parameters. */
function build<T>(parts: SourceParts, params: string, body: string): T {
  const source = `${MATCH_PATTERN}\n${parts.helpers.join('\n')}\nreturn function (${params}) {\n${body}\n};`;
  return new Function('K', 'matchMelds', source)(parts.values, matchMelds) as T;
}

/** Generates the runner of one section. */
export function generateSection(items: readonly CompiledItem[], slots: SumSlots): SectionRunner {
  const parts = new SourceParts();
  return build<SectionRunner>(parts, 'c, n, b', sectionSource(items, parts, slots));
}

/** Generates a standalone expression over an EvalContext (the declaration rule). */
export function generateStandalone(e: ExprIR, slots: SumSlots): GeneratedExpr {
  const parts = new SourceParts();
  const body = `  const h = c.hand, r = c.reading;\n  return ${generateExpr(e, parts, slots)};`;
  return build<GeneratedExpr>(parts, 'c', body);
}
