/**
 * A regulation's items as generated code: each scoring section (points, doublings, limits) becomes one JavaScript
 * function, built once per regulation from the IR, that fills every item's number of applications for a reading.
 * It does what `applications` (compile-scorer.ts) does item by item with closures — the reference it is tested
 * against — without a call per expression node: guards, conditions, meld counts and pattern prechecks are inline.
 */
import type { EvalContext } from '../eval/context.js';
import { generateExpr, literal, SourceParts } from '../eval/generate-expr.js';
import { matchMelds, type Bindings } from '../eval/match.js';
import { bitCount, MASK_LOCALS, masksMayFillSource, meldsMayFill, MeldMasks, patternGroups } from '../eval/pattern-precheck.js';
import type { ExprIR } from '../ir/types.js';
import type { CompiledItem } from './compile-scorer.js';
import type { SumSlots } from '../eval/compile-expr.js';

/**
 * Fills `n[item.index]` for every item of a section (0: does not apply) for the reading in `c`; returns flags:
 * APPLIED (some item applied) and EXCLUDING (an item that excludes others applied). `b` is the scorer's bindings,
 * used by pattern matching.
 */
export type SectionRunner = (c: EvalContext, n: Int32Array, b: Bindings) => number;

/** Flag of a SectionRunner's result: some item of the section applied. */
export const APPLIED = 2;
/** Flag of a SectionRunner's result: an item that excludes others applied (APPLIED is then set too). */
export const EXCLUDING = 1;

/**
 * Adds up a section after its exclusions: the value times the applications of every kept item (n > 0, excludedBy
 * -1), into the sums of the item's tags as well; returns the section's total. For limits: the largest kept value.
 */
export type SectionTotal = (c: EvalContext, n: Int32Array, excludedBy: Int16Array) => number;

/** A generated expression over an EvalContext (the declaration rule). */
export type GeneratedExpr = (c: EvalContext) => unknown;

/** Text safe inside a `//` comment of the generated source (a rule id: only its plain characters are kept). */
function commentText(text: string): string {
  return text.replace(/[^\w.:-]/g, '?');
}

/**
 * The source of one item without its `winner` and `shape` guards (the section groups items by those): its condition
 * and patterns, then the applications into n (which starts at 0) and the `excluding` flag.
 */
function itemSource(item: CompiledItem, parts: SourceParts, slots: SumSlots): string {
  const guards: string[] = [];
  for (const condition of item.rest) guards.push(generateExpr(condition, parts, slots));
  if (item.patterns) {
    const alternatives = item.patterns.map((p) => {
      const groups = patternGroups(p);
      return `(${masksMayFillSource(groups, parts.add(groups))} && matchPattern(${parts.add(p)}, h, r, b))`;
    });
    guards.push(`(${alternatives.join(' || ')})`);
  }
  const store = `n[${item.index}] = v; flags |= ${item.excludeIndices.length > 0 ? APPLIED | EXCLUDING : APPLIED};`;
  const body = item.ir.count ? `v = ${generateExpr(item.ir.count, parts, slots)}; if (v > 0) { ${store} }` : `v = 1; ${store}`;
  return `  // ${commentText(item.ir.id)}\n  ${guards.length > 0 ? `if (${guards.join(' && ')}) { ${body} }` : body}`;
}

/** Items grouped by the reading's shape they require (a `switch` on it), then the items for any shape. */
function byShape(items: readonly CompiledItem[], parts: SourceParts, slots: SumSlots): string[] {
  const shapes = [...new Set(items.flatMap((i) => (i.shape === null ? [] : [i.shape])))];
  const cases = shapes.map((shape) => [
    `  case ${literal(shape)}:`,
    ...items.filter((i) => i.shape === shape).map((i) => itemSource(i, parts, slots)),
    '  break;',
  ].join('\n'));
  return [
    ...items.filter((i) => i.shape === null).map((i) => itemSource(i, parts, slots)),
    ...(cases.length > 0 ? ['  switch (r.shape) {', ...cases, '  }'] : []),
  ];
}

/**
 * The source of a section's function body: n of the section's items set to 0, then the items that need no winner,
 * then (for a winner) those that do; within each, grouped by shape; returns the SectionRunner flags. Items do not read one another (sums are added
 * between sections), so the order they run in changes nothing.
 */
export function sectionSource(items: readonly CompiledItem[], parts: SourceParts, slots: SumSlots): string {
  const body = [
    ...byShape(items.filter((i) => !i.winnerOnly), parts, slots),
    ...(items.some((i) => i.winnerOnly) ? ['  if (h.winner) {', ...byShape(items.filter((i) => i.winnerOnly), parts, slots), '  }'] : []),
  ];
  const indices = items.map((i) => i.index);
  const masks = items.some((i) => i.patterns) ? ['  // The reading\'s melds as tile masks per kind, for the pattern prechecks (loaded once per reading: its melds never change).', '  const masks = meldMasks.melds === r.melds ? meldMasks : meldMasks.load(r.melds);', `  ${MASK_LOCALS}`] : [];
  return [
    '  const h = c.hand, r = c.reading;',
    '  let v = 0, flags = 0;',
    ...(items.length > 0 ? [`  n.fill(0, ${Math.min(...indices)}, ${Math.max(...indices) + 1});`] : []),
    ...masks,
    ...parts.countLoop(),
    ...body,
    '  return flags;',
  ].join('\n');
}

/** Matches an item pattern against the reading's melds, with the hand's winds for the `seat`/`round` terms. */
const MATCH_PATTERN = 'function matchPattern(p, h, r, b) {\n  b.seat = h.seat;\n  b.round = h.round;\n  return matchMelds(p, r.melds, b);\n}';

/** The meld masks of the reading being scored (the generated sections run one at a time). */
const meldMasks = new MeldMasks();

/**
 * Builds a function from generated source: `body` sees `K` (constants), `matchMelds`, `bitCount`, `meldsMayFill`, `meldMasks`,
 * the helpers and its own parameters; `name` names the function in profiles.
 */
function build<T>(name: string, parts: SourceParts, params: string, body: string): T {
  const source = `${MATCH_PATTERN}\n${parts.helpers.join('\n')}\nreturn function ${name}(${params}) {\n${body}\n};`;
  return new Function('K', 'matchMelds', 'bitCount', 'meldsMayFill', 'meldMasks', source)(parts.values, matchMelds, bitCount, meldsMayFill, meldMasks) as T;
}

/** Generates the runner of one section. */
export function generateSection(name: string, items: readonly CompiledItem[], slots: SumSlots): SectionRunner {
  const parts = new SourceParts();
  return build<SectionRunner>(`${name}Section`, parts, 'c, n, b', sectionSource(items, parts, slots));
}

/** Generates the total of a points or doublings section (kept items in order, each into its tags' sums). */
export function generateTotal(name: string, items: readonly CompiledItem[]): SectionTotal {
  const lines = items.map((item) => {
    const i = item.index;
    const sums = item.slots.map((slot) => ` c.sums[${slot}] += v;`).join('');
    return `  k = excludedBy[${i}] === -1 ? n[${i}] : 0;\n  if (k !== 0) { v = ${literal(item.ir.value)} * k; total += v;${sums} }`;
  });
  return build<SectionTotal>(`${name}Total`, new SourceParts(), 'c, n, excludedBy', ['  let total = 0, k = 0, v = 0;', ...lines, '  return total;'].join('\n'));
}

/** Generates the largest limit fraction among the kept items of the limits section (0: none). */
export function generateLargest(items: readonly CompiledItem[]): SectionTotal {
  const lines = items.map((item) => {
    const i = item.index;
    const value = literal(item.ir.value);
    return `  if (excludedBy[${i}] === -1 && n[${i}] > 0 && ${value} > largest) largest = ${value};`;
  });
  return build<SectionTotal>('largestLimit', new SourceParts(), 'c, n, excludedBy', ['  let largest = 0;', ...lines, '  return largest;'].join('\n'));
}

/** Generates a standalone expression over an EvalContext (the declaration rule). */
export function generateStandalone(e: ExprIR, slots: SumSlots): GeneratedExpr {
  const parts = new SourceParts();
  const value = generateExpr(e, parts, slots);
  const body = ['  const h = c.hand, r = c.reading;', ...parts.countLoop(), `  return ${value};`].join('\n');
  return build<GeneratedExpr>('declareRule', parts, 'c', body);
}
