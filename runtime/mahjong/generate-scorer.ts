/**
 * A regulation's items as generated code: each scoring section (points, doublings, limits) becomes one JavaScript
 * function, built once per regulation from the IR, that records the items that apply to a reading and how often.
 * It does what `applications` (compile-scorer.ts) does item by item with closures — the reference it is tested
 * against — without a call per expression node: guards, conditions, meld counts and pattern prechecks are inline.
 */
import { generateExpr, literal, SourceParts } from '../eval/generate-expr.js';
import { matchMelds } from '../eval/match.js';
import { bitCount, HIGH_BIT, LOW_BIT, MASK_LOCALS, masksInLoop, masksMayFillSource, MeldMasks, needsEqualMelds, patternGroups, rankSpreadSource, ranksInSuits } from '../eval/pattern-precheck.js';
import type { ExprIR, PatternIR } from '../ir/types.js';
import { collectInstances, MAX_INSTANCES } from '../eval/instances.js';
import { instancesSource } from '../eval/generate-instances.js';
import type { CompiledItem, GeneratedExpr, ScorerBuffers, SectionRunner } from './scorer-types.js';
import { STANDARD_SHAPE } from './vocabulary.js';
import type { SumSlots } from '../eval/compile-expr.js';
import type { EvalContext } from '../eval/context.js';
import type { MeldPass } from './meld-pass.js';
import type { Meld } from './hand.js';

/** Bit of a SectionRunner's result: an item that excludes others applied (the result shifted right is the length). */
export const EXCLUDING = 1;


/** Text safe inside a `//` comment of the generated source (a rule id: only its plain characters are kept). */
function commentText(text: string): string {
  return text.replace(/[^\w.:-]/g, '?');
}

/**
 * The source of one item without its `winner` and `shape` guards (the section groups items by those): its condition
 * and patterns, then, when it applies, its applications into n, its index into the applied list, and the
 * `excluding` flag; with `sums`, its value times its applications added to the section's total `tot` and to its
 * tags' sums `S` (see addsUpExactly).
 */
function itemSource(item: CompiledItem, parts: SourceParts, slots: SumSlots, sums: boolean): string {
  const guards: string[] = [];
  for (const condition of item.rest) guards.push(generateExpr(condition, parts, slots));
  if (item.patterns) guards.push(patternsSource(item.patterns, parts));
  // An item counting instances needs one of its patterns possible before the instances are looked for.
  if (item.instances) guards.push(`(${item.instances.map((p) => precheckSource(p)).join(' || ')})`);
  // (`v | 0`: the applications as `n` holds them, an Int32Array.)
  const adds = sums ? ` w = ${literal(item.ir.value)} * (v | 0); tot += w;${item.slots.map((slot) => ` S[${slot}] += w;`).join('')}` : '';
  const store = `n[${item.index}] = v; a[len++] = ${item.index};${item.excludeIndices.length > 0 ? ` ex = ${EXCLUDING};` : ''}${adds}`;
  const body = item.instances
    ? `v = ${instancesCall(item.instances, parts, item.index * MAX_INSTANCES)}; if (v > 0) { ${store} }`
    : item.ir.count ? `v = ${generateExpr(item.ir.count, parts, slots)}; if (v > 0) { ${store} }` : `v = 1; ${store}`;
  return `  // ${commentText(item.ir.id)}\n  ${guards.length > 0 ? `if (${guards.join(' && ')}) { ${body} }` : body}`;
}

/**
 * The test of an item's patterns (one of them matches), each matched only when its precheck passes. Several are
 * matched by one call, which is given the prechecks' results as bits (in `v`, free until the item applies): V8
 * deoptimizes optimized code at a call it reaches for the first time, and an item's second or third pattern may pass
 * its precheck first thousands of hands after the first one did.
 */
function patternsSource(patterns: readonly PatternIR[], parts: SourceParts): string {
  const prechecks = patterns.map((p) => `${needsEqualMelds(p) ? '!md && ' : ''}${precheckSource(p)}`);
  const matchOne = (j: number) => `(${prechecks[j]} && matchPattern(${parts.add(patterns[j])}, h, r, b))`;
  if (patterns.length === 1) return matchOne(0);
  if (patterns.length > MAX_MATCHED_TOGETHER) return `(${patterns.map((_, j) => matchOne(j)).join(' || ')})`;
  const bits = prechecks.map((test, j) => `((${test}) ? ${2 ** j} : 0)`).join(' | ');
  return `((v = ${bits}) !== 0 && matchSome(${parts.add(patterns)}, v, h, r, b))`;
}

/** The most patterns of an item that matchSome takes (one bit each in a small integer). */
const MAX_MATCHED_TOGETHER = 30;

/**
 * The call that writes an item's instances into `im` from `at` on and gives their number: generated loops
 * (generate-instances.ts), or the interpreter for terms they do not cover.
 */
function instancesCall(patterns: readonly PatternIR[], parts: SourceParts, at: number): string {
  const body = instancesSource(patterns, parts);
  if (body !== undefined) return `${parts.helper('h, r, out, at', body)}(h, r, im, ${at})`;
  return `collect(${parts.add(patterns)}, h, r, b, im, ${at})`;
}

/** The cheap necessary test of a pattern over the reading's meld masks (see pattern-precheck.ts). */
function precheckSource(p: PatternIR): string {
  const groups = patternGroups(p);
  const spread = rankSpreadSource(p);
  return `${masksMayFillSource(groups)}${spread ? ` && ${spread}` : ''}`;
}

/**
 * The items' sources in index order, each run of neighbours that need the same guard under one test of it: `winner`
 * (for a winner only), then the reading's shape. The section then lists the items that apply in index order, which
 * the tally needs (its exclusions and explanations go by it), without sorting its list afterwards.
 */
function inIndexOrder(items: readonly CompiledItem[], parts: SourceParts, slots: SumSlots, sums: boolean): string[] {
  return runsOf(items, (i) => i.winnerOnly).flatMap((run) => {
    const body = runsOf(run, (i) => i.shape).flatMap((same) => {
      const sources = same.map((i) => itemSource(i, parts, slots, sums));
      return same[0]!.shape === null ? sources : [`  if (r.shape === ${literal(same[0]!.shape)}) {`, ...sources, '  }'];
    });
    // (`=== true`: the facts' `winner` is always a boolean, and a bare test checks every falsy kind of value.)
    return run[0]!.winnerOnly ? ['  if (h.winner === true) {', ...body, '  }'] : body;
  });
}

/** The items cut into runs of neighbours with the same key. */
function runsOf<K>(items: readonly CompiledItem[], key: (i: CompiledItem) => K): CompiledItem[][] {
  const runs: CompiledItem[][] = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
    if (last !== undefined && key(last[0]!) === key(item)) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/**
 * The statements of a section's items (see sectionSource), which leave the applied list's length in `len`, the
 * EXCLUDING flag in `ex` and, with `sums`, the section's total in `buffers.total` (added up in `tot`).
 */
export function sectionBody(
  items: readonly CompiledItem[], parts: SourceParts, slots: SumSlots, buffers: ScorerBuffers, others: ReadonlyMap<string, SectionRunner> | null,
  sums: boolean,
): string[] {
  const total = sums ? parts.add(buffers.total) : '';
  return [
    ...inIndexOrder([...items].sort((x, y) => x.index - y.index), parts, slots, sums),
    ...(others === null ? [] : [
      `  if (r.shape !== ${literal(STANDARD_SHAPE)}) {`,
      `    const run = ${parts.add(others)}.get(r.shape);`,
      '    if (run !== undefined) {',
      `      const result = run(c, b, len), to = result >> 1;`,
      '      if (to > len) mergeApplied(a, from, len, to);',
      `      len = to; ex |= result & ${EXCLUDING};${sums ? ` tot += ${total}[0];` : ''}`,
      '    }',
      '  }',
    ]),
    ...(sums ? [`  ${total}[0] = tot;`] : []),
  ];
}

/**
 * The source of a section's function body: the items in index order (inIndexOrder), then the runner of the reading's
 * shape when it is another one; returns the SectionRunner result. Items do not read one another (sums are added
 * between sections, or, with `sums`, by the items as they apply into sums that none of them reads: compileScorer's
 * addsUp), so the order they run in changes nothing but the order of the applied list.
 * `others`: the runners of the items of other shapes than the standard one, by shape (see generateSection), or null.
 * `sums`: the section adds up its items itself, into their tags' sums and `buffers.total` (see addsUpExactly).
 */
export function sectionSource(
  items: readonly CompiledItem[], parts: SourceParts, slots: SumSlots, buffers: ScorerBuffers, others: ReadonlyMap<string, SectionRunner> | null = null,
  sums = false, body = sectionBody(items, parts, slots, buffers, others, sums),
): string {
  const wantsMasks = needsMasks(items);
  // A section with its own pass over the melds makes the masks in it (masksInLoop); one without, or whose counters a
  // shared MeldPass fills (which makes the masks too), loads them (or finds them made: the cache test below).
  const inLoop = wantsMasks && parts.shared === null && parts.meldTests.length > 0;
  // (A MeldPass that makes the masks has made them for this reading; it does not keep the melds they are of: storing
  // the reading's new list into the old MeldMasks was a call of the write barrier's slow path per reading.)
  const load = parts.shared?.makesMasks === true ? 'meldMasks' : 'meldMasks.melds === r.melds ? meldMasks : meldMasks.load(r.melds)';
  const masks = wantsMasks && !inLoop ? ['  // The reading\'s melds as tile masks per kind, for the pattern prechecks (loaded once per reading: its melds never change).', `  const masks = ${load};`, `  ${MASK_LOCALS}`] : [];
  return [
    '  const h = c.hand, r = c.reading;',
    ...parts.prelude(),
    `  const n = ${parts.add(buffers.n)}, a = ${parts.add(buffers.applied)}, im = ${parts.add(buffers.im)};`,
    '  let v = 0, len = from, ex = 0;',
    ...(sums ? ['  let w = 0, tot = 0;', '  const S = c.sums;'] : []),
    ...masks,
    ...parts.countLoop(inLoop ? masksInLoop(parts.add(LOW_BIT), parts.add(HIGH_BIT)) : null),
    ...body,
    '  return (len << 1) | ex;',
  ].join('\n');
}

/** Matches an item pattern against the reading's melds, with the hand's winds for the `seat`/`round` terms. */
const MATCH_PATTERN = 'function matchPattern(p, h, r, b) {\n  b.seat = h.seat;\n  b.round = h.round;\n  return matchMelds(p, r.melds, b);\n}';

/**
 * Puts the items a runner of another shape listed after a section's own, a[len..to), among those of a[from..len) in
 * index order (insertion sort: a few entries). One function for every section, not a loop in each: its comparisons
 * then have type feedback as soon as any section merged, where a section's own loop reached them only when that
 * section's items applied beside another shape's, and its optimized code deoptimized there the first time.
 */
function mergeApplied(a: Int32Array, from: number, len: number, to: number): void {
  for (let k = len; k < to; k++) {
    const x = a[k]!;
    let j = k;
    while (j > from && a[j - 1]! > x) {
      a[j] = a[j - 1]!;
      j--;
    }
    a[j] = x;
  }
}

/** Whether some pattern of `ps` whose bit is set in `m` matches the reading's melds (see patternsSource). */
const MATCH_SOME = 'function matchSome(ps, m, h, r, b) {\n  b.seat = h.seat;\n  b.round = h.round;\n  for (let j = 0; j < ps.length; j++) if ((m & (1 << j)) !== 0 && matchMelds(ps[j], r.melds, b)) return true;\n  return false;\n}';

/** Writes an item's instances (its patterns' meld groups) from `at` on, with the hand's winds; returns how many. */
const COLLECT = 'function collect(ps, h, r, b, out, at) {\n  b.seat = h.seat;\n  b.round = h.round;\n  return collectInstances(ps, r.melds, b, out, at);\n}';

/** What a MeldPass stores as the melds of the masks it made (none: see sectionSource). */
const NO_MELDS: readonly Meld[] = Object.freeze([]);

/** The meld masks of the reading being scored (the generated sections run one at a time). */
const meldMasks = new MeldMasks();

/**
 * Builds a function from generated source: `body` sees `K0`, `K1`... (constants), `matchMelds`, `bitCount`, `meldMasks`, `ranksInSuits`, `mergeApplied`,
 * the helpers and its own parameters; `name` names the function in profiles.
 */
function build<T>(name: string, parts: SourceParts, params: string, body: string): T {
  return buildOf<T>(name, [parts], params, body);
}

/** build with the constants and helpers of several SourceParts (each of its own prefix). */
function buildOf<T>(name: string, partsList: readonly SourceParts[], params: string, body: string): T {
  const arrays = partsList.map((_, j) => `V${j}`);
  const constants = partsList.map((p, j) => p.constants(arrays[j])).join('\n');
  const helpers = partsList.flatMap((p) => p.helpers).join('\n');
  // (The function in parentheses: V8 compiles it with the source, where it would pre-parse it now and parse it again at
  // its first call. Each is called in every scoring, but the pass's fill: finishMeldPass makes that one on first call.)
  const source = `${constants}\n${MATCH_PATTERN}\n${MATCH_SOME}\n${COLLECT}\n${helpers}\nreturn (function ${name}(${params}) {\n${body}\n});`;
  return new Function(...arrays, 'matchMelds', 'collectInstances', 'bitCount', 'meldMasks', 'ranksInSuits', 'mergeApplied', source)(
    ...partsList.map((p) => p.values), matchMelds, collectInstances, bitCount, meldMasks, ranksInSuits, mergeApplied,
  ) as T;
}

/**
 * Generates the runner of one section. The items of a shape other than the standard one are the runner of their own
 * shape, called from the section's runner when the reading has that shape: the hot function is smaller (a classical
 * regulation's limits: 6.7 -> 4.8 KB of bytecode), and V8 optimizes a function sooner, and again at less cost after
 * a deoptimization, the smaller it is. (V8 deoptimizes a function the first time it reaches code that never ran: a
 * rare item of the standard shape still does, a few times in a batch.)
 * `pass`: the MeldPass that counts the melds for this section (and the others of the scorer), or null: the section
 * counts its own in a pass over the melds (as its runners of other shapes do: madeOnFirstCall).
 */
export function generateSection(
  name: string, items: readonly CompiledItem[], slots: SumSlots, buffers: ScorerBuffers, pass: MeldPass | null = null, sums = false,
): SectionRunner {
  return generateSectionParts(name, items, slots, buffers, pass, sums).run;
}

/**
 * A generated section (generateSection): its runner, and what generateTally runs of it inline: its items of the
 * standard shape (or of any), the runners of its other shapes, and whether it adds up its items itself.
 */
export interface GeneratedSection {
  run: SectionRunner;
  /** The runner's constants (named after the section), helpers and counters. */
  parts: SourceParts;
  /** The statements of its items (sectionBody): the runner's body without the declarations before them. */
  body: readonly string[];
  /** The runners of its items of other shapes than the standard one, by shape (null: none). */
  others: ReadonlyMap<string, SectionRunner> | null;
}

/** generateSection, with the parts of the section that generateTally reads. */
export function generateSectionParts(
  name: string, items: readonly CompiledItem[], slots: SumSlots, buffers: ScorerBuffers, pass: MeldPass | null = null, sums = false,
): GeneratedSection {
  const isHot = (i: CompiledItem) => i.shape === null || i.shape === STANDARD_SHAPE;
  const shapes = [...new Set(items.flatMap((i) => (isHot(i) ? [] : [i.shape!])))];
  const byShape = new Map<string, SectionRunner>();
  for (const shape of shapes) {
    const mine = items.filter((i) => i.shape === shape);
    byShape.set(shape, madeOnFirstCall(byShape, shape, () => runner(`${name}Section_${identifierText(shape)}`, mine, slots, buffers, null, null, sums).run));
  }
  const hot = items.filter(isHot);
  const others = byShape.size > 0 ? byShape : null;
  // (Its constants named after the section: generateTally's function holds those of every section.)
  return runner(`${name}Section`, hot, slots, buffers, others, pass, sums, `${identifierText(name)}K`);
}

/**
 * A runner of another shape's items, generated when a reading of that shape first reaches it (most hands never do:
 * building a classical regulation's 18 of them was ~8 M instructions of a cold `score`), which then takes its
 * stub's place in `runners`. It counts its melds in a pass of its own (`pass` null): the scorer's MeldPass is
 * generated before, with the counters of the sections it was given. Its sums' slots were numbered when its items were
 * compiled (compileItem compiles the same conditions and counts). (score --hands reaches the rare shapes in
 * warmScorer, before V8 optimizes the sections that call them.)
 */
function madeOnFirstCall(runners: Map<string, SectionRunner>, shape: string, make: () => SectionRunner): SectionRunner {
  let made: SectionRunner | null = null;
  return (c, b, from) => {
    if (made === null) runners.set(shape, (made = make()));
    return made(c, b, from);
  };
}

/**
 * The meld pass and the first section the tally runs (the points) as one function, with that section's SectionRunner
 * result: tallyReading calls it instead of the pass's fill and the section's runner. The section's counters alias the
 * pass's counters, locals `pm<i>` of the same function, where its runner reads them back from the pass's counts after a
 * call of the pass (a call, the runner's own start, and a load per counter). The pass still stores the counts and the
 * masks, which the later sections read. Call it after `finishMeldPass(pass)`, with a section generated with that pass.
 * (One function of the pass and every section was tried: past ~4.6 KB of bytecode TurboFan inlines nothing more into
 * a function, and its helpers, bitCount among them, became calls.)
 */
export function generateWithPass(name: string, section: GeneratedSection, buffers: ScorerBuffers, pass: MeldPass): SectionRunner {
  const own = new SourceParts(null, 'T');
  const passParts = pass.parts;
  const loop = passParts.countLoop(pass.makesMasks ? masksInLoop(passParts.add(LOW_BIT), passParts.add(HIGH_BIT), passParts.add(NO_MELDS)) : null, 'pm');
  const counts = own.add(pass.counts);
  const body = [
    '  const h = c.hand, r = c.reading;',
    ...(section.parts.readsHandCounts ? ['  const hc = h.counts;'] : []),
    ...loop,
    `  ${passParts.meldTests.map((_, i) => `${counts}[${i}] = pm${i};`).join(' ')}`,
    `  const n = ${own.add(buffers.n)}, a = ${own.add(buffers.applied)}, im = ${own.add(buffers.im)};`,
    '  let v = 0, len = from, ex = 0, w = 0, tot = 0;',
    '  const S = c.sums;',
    ...section.parts.sharedAliases('pm'),
    ...section.body,
    '  return (len << 1) | ex;',
  ];
  return buildOf<SectionRunner>(`${name}SectionWithPass`, [passParts, own, section.parts], 'c, b, from', body.join('\n'));
}

/**
 * Whether a section may add up its items itself as they apply (generateSection's `sums`), in the order they run
 * instead of addUp's: every value a whole number of at most MAX_SUMMED_VALUE, so that each product with the
 * applications (an Int32) and every sum of them is exact, in any order, and so is taking an excluded item's part
 * out again.
 */
export function addsUpExactly(items: readonly CompiledItem[]): boolean {
  return items.every((i) => Number.isInteger(i.ir.value) && Math.abs(i.ir.value) <= MAX_SUMMED_VALUE);
}

/** See addsUpExactly: products stay below 2^41 and a section's sum below 2^48 (exact doubles up to 2^53). */
const MAX_SUMMED_VALUE = 1024;

/**
 * Generates the function of a MeldPass once every section that reads it is generated: one loop over the reading's
 * melds fills the counters the sections registered and, with `masks`, the meld masks (masksInLoop: stored in the
 * MeldMasks the sections share). Returns the pass, or null when no section reads it.
 */
export function finishMeldPass(pass: MeldPass): MeldPass | null {
  if (!pass.used) return null;
  const parts = pass.parts;
  // (A pass with masks and no counter: countLoop needs a counter to make a loop.)
  if (parts.meldTests.length === 0) parts.meldCounterIndex(['chow'], '');
  // The fill is generated on its first call: a scorer with a pass scores through generateWithPass's function, which
  // holds the pass; only the counters' tallies (counter-tally.ts, typed-counters.ts) call the fill.
  pass.fill = (c) => {
    const counts = parts.add(pass.counts);
    const loop = parts.countLoop(pass.makesMasks ? masksInLoop(parts.add(LOW_BIT), parts.add(HIGH_BIT), parts.add(NO_MELDS)) : null);
    const body = [
      '  const h = c.hand, r = c.reading;',
      ...loop,
      `  ${parts.meldTests.map((_, i) => `${counts}[${i}] = mc${i};`).join(' ')}`,
    ];
    pass.fill = build<(c: EvalContext) => void>('meldPass', parts, 'c', body.join('\n'));
    pass.fill(c);
  };
  return pass;
}

/** Whether some of these items' prechecks read the meld masks (pattern or instance items). */
export function needsMasks(items: readonly CompiledItem[]): boolean {
  return items.some((i) => i.patterns !== null || i.instances !== null);
}

/** A section runner of these items, named `name` (see sectionSource for `others`, generateSection for `pass`). */
function runner(
  name: string, items: readonly CompiledItem[], slots: SumSlots, buffers: ScorerBuffers, others: ReadonlyMap<string, SectionRunner> | null, pass: MeldPass | null,
  sums: boolean, prefix = 'K',
): GeneratedSection {
  const parts = new SourceParts(pass, prefix);
  const body = sectionBody(items, parts, slots, buffers, others, sums);
  return { run: build<SectionRunner>(name, parts, 'c, b, from', sectionSource(items, parts, slots, buffers, others, sums, body)), parts, body, others };
}

/** A text usable in a JavaScript identifier (a shape id in a function's name: its other characters as `_`). */
function identifierText(text: string): string {
  return text.replace(/[^\w$]/g, '_');
}

/** Generates a standalone expression over an EvalContext (the declaration rule). */
export function generateStandalone(e: ExprIR, slots: SumSlots): GeneratedExpr {
  return generateOverContext('declareRule', (parts) => [`  return ${generateExpr(e, parts, slots)};`]);
}

/**
 * Generates a function of an EvalContext from the statements `statements` writes (they may read `c`, `h`, `r` and
 * the meld counters, and use `parts`); `name` names it in profiles.
 */
export function generateOverContext(name: string, statements: (parts: SourceParts) => string[]): GeneratedExpr {
  const parts = new SourceParts();
  const written = statements(parts);
  const body = ['  const h = c.hand, r = c.reading;', ...parts.prelude(), ...parts.countLoop(), ...written].join('\n');
  return build<GeneratedExpr>(name, parts, 'c', body);
}
