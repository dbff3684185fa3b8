/**
 * Lowering: the merged regulation source -> IR. Parses and resolves every embedded DSL string, maps each
 * problem back into the YAML file, and records every rule's origin.
 */
import { CIRCUMSTANCE_LIST, IR_PARTS, IR_VERSION, PRINCIPLE_IDS, readCircumstanceWords, STANDARD_SHAPE } from '../../runtime/compiler-entry.js';
import type { ExprIR, GroupIR, ItemIR, ItemKind, Origin, PatternIR, ProcedureIR, RegulationIR, ScoringIR, SettingIR, ShapeIR, TestIR } from '../../runtime/index.js';
import type { Diagnostic, Span } from '../diagnostics/diagnostic.js';
import { createDiagnostic, suggestName, withWords } from '../diagnostics/index.js';
import type { ParseResult, RuleReader } from '../dsl/read-rule.js';
import { printExpr } from '../dsl/print.js';
import { resolveExpression } from '../resolve/expr.js';
import { resolvePattern } from '../resolve/pattern.js';
import type { NameUse, ResolveProblem, Scope } from '../resolve/scope.js';
import { resolveTileSet } from '../resolve/tile-set.js';
import type { SourceItem, SourcePrinciple, SourceRegulation, SourceRule, SourceSetting } from './source-shape.js';
import type { Path } from './lower-context.js';
import { ruleInfo, toAssumption } from './rule-info.js';
import type { GameLowering, LowerContext } from './lower-context.js';
import { lowerPenalties, lowerSettlement, lowerTournament } from './lower-tournament.js';
import { getRegulationSchema } from '../source/schema-check.js';
import { counterScope, lowerCounters, lowerIndicators, lowerPayments, lowerValue, type CounterLowering } from './lower-counters.js';
import { lowerImpossible } from './lower-impossible.js';

export type { Path } from './lower-context.js';

/** What lowering needs from the loaded source. */
export interface LocatedSource {
  data: SourceRegulation;
  files: string[];
  spanOf(path: Path): Span;
  /** Where the value at `path` starts (absent: the start of `spanOf`). */
  startOf?(path: Path): { file: string; line: number; col: number };
  spanInString(path: Path, offset: number, length: number): Span;
  /** Whether the schema refused the merged value at `path` or something inside it (absent: nothing refused). */
  refused?(path: Path): boolean;
}

/**
 * Lowers a merged regulation: its hand scoring, settlement, penalties, procedures, tests and tournament here, the
 * games' sections by each game's part (`games`; a game's section without its part is a `source/no-game` error).
 * Problems go to `report`, and every name a rule string resolved to `noteName` (with the path of the string) when given;
 * `rules` reads the rule strings.
 */
export function lowerRegulation(
  src: LocatedSource,
  report: (d: Diagnostic) => void,
  games: readonly GameLowering[],
  rules: RuleReader,
  noteName?: (path: Path, use: NameUse) => void,
): RegulationIR {
  const { parseExpression, parsePattern, parseTileSet } = rules;
  const data = src.data;
  const originOf = (path: Path): Origin => {
    const s = src.startOf !== undefined ? src.startOf(path) : src.spanOf(path);
    return { file: s.file, line: s.line, col: s.col };
  };
  const scopeFor = (path: Path, base: Omit<Scope, 'report'>): Scope => ({
    ...base,
    report: (p: ResolveProblem) => report(problemAt(src, path, p)),
    ...(noteName ? { noteName: (use: NameUse) => noteName(path, use) } : {}),
  });
  const parsed = <T>(path: Path, r: ParseResult<T>): T => {
    for (const e of r.errors) report(problemAt(src, path, { code: e.code, message: e.text, loc: { start: e.start, end: e.end } }));
    return r.ast;
  };

  const groupsMap = new Map<string, number[]>();
  const shapeIds = new Set<string>([STANDARD_SHAPE, ...lowerList(data.shapes, wellFormed.shape, (s: SourceRule) => s.id)]);
  const sc = isObject(data.scoring) ? data.scoring : {};
  const sections: Array<[ItemKind, 'points' | 'doublings' | 'limits']> = [['points', 'points'], ['doubling', 'doublings'], ['limit', 'limits']];
  const tags = new Set<string>();
  for (const [, key] of sections) {
    lowerList(sc[key], wellFormed.item, (item: SourceItem) => (Array.isArray(item.tags) ? item.tags : []).forEach((t) => tags.add(String(t))));
  }
  const counters = counterScope(data);
  const baseScope = (declare = false): Omit<Scope, 'report'> => ({ groups: groupsMap, shapes: shapeIds, tags, declare, counters });

  const groups: GroupIR[] = lowerList(data.tiles, wellFormed.group, (g: SourceRule & { tiles: string }, i) => {
    const path: Path = ['tiles', i, 'tiles'];
    const ast = parsed(path, parseTileSet(g.tiles));
    const tiles = resolveTileSet(ast, scopeFor(path, baseScope()));
    groupsMap.set(g.id, tiles);
    return { ...ruleInfo(g, originOf(['tiles', i])), tiles, text: g.tiles };
  });

  const shapes: ShapeIR[] = lowerList(data.shapes, wellFormed.shape, (s: SourceRule & { pattern: string; distinct?: boolean }, i) => {
    const path: Path = ['shapes', i, 'pattern'];
    const pattern = resolvePattern(parsed(path, parsePattern(s.pattern)), scopeFor(path, baseScope()), 'shape');
    return { ...ruleInfo(s, originOf(['shapes', i])), pattern, distinct: s.distinct === true };
  });

  const lowerItem = (item: SourceItem, kind: ItemKind, path: Path, extra: Partial<Scope> = {}): ItemIR => {
    // One base scope for the item's strings (each string's scope copies it with its own `report`).
    let itemBase: Omit<Scope, 'report'> | undefined;
    const scope = (p: Path) => scopeFor(p, (itemBase ??= { ...baseScope(), ...extra }));
    const ir: ItemIR = { ...ruleInfo(item, originOf(path)), kind, value: item.value, tags: item.tags ?? [], excludes: item.excludes ?? [] };
    if (item.when !== undefined) {
      const p = [...path, 'when'];
      const ast = parsed(p, parseExpression(item.when));
      ir.when = resolveExpression(ast, 'bool', scope(p));
      ir.whenText = printExpr(ast);
    }
    if (item.count !== undefined) {
      const p = [...path, 'count'];
      const ast = parsed(p, parseExpression(item.count));
      ir.count = resolveExpression(ast, 'number', scope(p));
      ir.countText = printExpr(ast);
    }
    const patternsOf = (key: 'pattern' | 'each' | 'combines'): PatternIR[] | undefined => {
      const given = item[key];
      if (given === undefined) return undefined;
      const list = Array.isArray(given) ? given : [given];
      return list.map((text, j): PatternIR => {
        const p = Array.isArray(given) ? [...path, key, j] : [...path, key];
        return resolvePattern(parsed(p, parsePattern(text)), scope(p), 'item');
      });
    };
    const patterns = patternsOf('pattern');
    if (patterns) ir.patterns = patterns;
    const each = patternsOf('each');
    if (each) ir.each = each;
    const combines = patternsOf('combines');
    if (combines) ir.combines = combines;
    if (item.implies !== undefined) {
      ir.implies = item.implies.map((e) => (typeof e === 'string' ? e : e.id));
      const counted = item.implies.filter((e): e is { id: string; count: number } => typeof e !== 'string');
      if (counted.length > 0) ir.impliedCounts = Object.fromEntries(counted.map((e) => [e.id, e.count]));
    }
    return ir;
  };
  const lists = Object.fromEntries(sections.map(([kind, key]) => [
    key, lowerList(sc[key], wellFormed.item, (item: SourceItem, i) => lowerItem(item, kind, ['scoring', key, i])),
  ])) as Record<'points' | 'doublings' | 'limits', ItemIR[]>;

  let declare: SettingIR<ExprIR> | null = null;
  if (isObject(sc.declare) && isString(sc.declare.when)) {
    const p: Path = ['scoring', 'declare', 'when'];
    const ast = parsed(p, parseExpression(sc.declare.when));
    declare = {
      value: resolveExpression(ast, 'bool', scopeFor(p, baseScope(true))), clause: sc.declare.clause,
      origin: originOf(['scoring', 'declare']), text: printExpr(ast),
      ...(sc.declare.name ? { name: sc.declare.name } : {}),
      ...(sc.declare.assumption !== undefined ? { assumption: toAssumption(sc.declare.assumption) } : {}),
    };
  }

  const ctx: LowerContext = {
    originOf,
    refused: (path) => src.refused?.(path) ?? false,
    condition: (path, text) => {
      const ast = parsed(path, parseExpression(text));
      return { ir: resolveExpression(ast, 'bool', scopeFor(path, baseScope())), text: printExpr(ast) };
    },
  };
  const counting: CounterLowering = {
    originOf,
    expression: (path, text, type, extra) => {
      const ast = parsed(path, parseExpression(text));
      return { ir: resolveExpression(ast, type, scopeFor(path, { ...baseScope(extra.payment === true), ...extra })), text: printExpr(ast) };
    },
    item: (item, path, extra) => lowerItem(item, 'counter', path, extra),
    tileSet: (path, text) => resolveTileSet(parsed(path, parseTileSet(text)), scopeFor(path, baseScope())),
  };
  const counterLists = lowerCounters(data, counting);
  const value = lowerValue(data, counting);
  const payments = lowerPayments(data, counting);
  // An impossible hand is refused before anything is counted: its conditions see no counter.
  const impossible = lowerImpossible(sc.impossible, { ...ctx, condition: (path, text) => counting.expression(path, text, 'bool', { countersBefore: 0 }) });
  const indicators = lowerIndicators(data, counting);
  const settlement = lowerSettlement(data.settlement, ctx);
  const penalties = lowerPenalties(data.penalties, ctx);
  const tournament = lowerTournament(data.tournament, ctx);
  const parts: Partial<RegulationIR> = {
    ...(settlement ? { settlement } : {}),
    ...(penalties.length > 0 ? { penalties } : {}),
    ...(tournament ? { tournament } : {}),
    ...(indicators ? { indicators } : {}),
  };
  assertGamesGiven(data as unknown as Record<string, unknown>, src.files[0], games);
  for (const game of games) Object.assign(parts, game.lower?.(data as unknown as Record<string, unknown>, ctx));

  const procedures: ProcedureIR[] = lowerList(data.procedures, wellFormed.rule, (p: SourceRule & { text: { ru: string; en: string } }, i) => ({ ...ruleInfo(p, originOf(['procedures', i])), text: p.text }));
  const tests: TestIR[] = lowerList(data.tests, wellFormed.test, (t: NonNullable<SourceRegulation['tests']>[number], i) => ({
    name: t.name, hand: t.hand, circumstances: testCircumstances(src, t, ['tests', i], report), expect: t.expect, origin: originOf(['tests', i]),
  }));

  return {
    irVersion: IR_VERSION,
    regulation: data.regulation,
    version: data.version,
    game: data.game,
    name: data.name,
    ...(data.description ? { description: data.description } : {}),
    files: src.files,
    groups,
    shapes,
    scoring: {
      base: sc.base ?? 0,
      houseLimit: setting(isObject(sc['house-limit']) ? sc['house-limit'] : null, ['scoring', 'house-limit'], originOf),
      doublingCap: setting(isObject(sc['doubling-cap']) ? sc['doubling-cap'] : null, ['scoring', 'doubling-cap'], originOf),
      limitVsPoints: sc['limit-vs-points'] ?? 'limit',
      declare,
      ...lists,
      ...lowerPrinciples(sc.principles, originOf),
      ...(counterLists.length > 0 ? { counters: counterLists } : {}),
      ...(value ? { value } : {}),
      ...(payments.length > 0 ? { payments } : {}),
      ...(impossible.length > 0 ? { impossible } : {}),
    },
    procedures,
    tests,
    ...inPartOrder(parts),
  };
}

/** The top-level sections of a merged regulation that the compiler itself lowers or ignores. */
const CORE_SECTIONS_KEYS: ReadonlySet<string> = new Set([
  '$schema', 'regulation', 'version', 'game', 'name', 'description', 'source', 'tiles', 'shapes', 'scoring', 'procedures',
  'penalties', 'settlement', 'tournament', 'tests', 'indicators',
]);

/**
 * Throws when the regulation has a section (the schema allowed it) that no given game reads: the caller compiled
 * without the game's part (compile through games/index.ts). A bug of the caller, never of the user's file; without
 * this the section would be dropped silently.
 */
function assertGamesGiven(data: Record<string, unknown>, file: string | undefined, games: readonly GameLowering[]): void {
  const claimed = new Set(games.flatMap((g) => g.mergedSections ?? []));
  // The schema (a file read and parsed) only for a key that neither the compiler nor a given game reads.
  const sections = () => (getRegulationSchema() as { properties?: Record<string, unknown> }).properties ?? {};
  for (const key of Object.keys(data)) {
    // A key the schema does not know is the user's error, already reported.
    if (!CORE_SECTIONS_KEYS.has(key) && !claimed.has(key) && key in sections()) {
      throw new Error(`${file ?? 'regulation'}: no game part reads its section '${key}' (compile through games/index.ts)`);
    }
  }
}

/** The parts of the IR in the order of IR_PARTS (the order the IR lists them in), then any other. */
function inPartOrder(parts: Partial<RegulationIR>): Partial<RegulationIR> {
  const known = IR_PARTS.filter((p) => parts[p] !== undefined);
  const others = Object.keys(parts).filter((k) => !(IR_PARTS as readonly string[]).includes(k));
  return Object.fromEntries([...known, ...others].map((k) => [k, parts[k as keyof RegulationIR]]));
}

const isString = (x: unknown): x is string => typeof x === 'string';
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Lowering also runs on files with schema errors (already reported), so that one run finds every DSL error too.
 * These predicates say which entries have the JSON types lowering needs; the others are skipped, keeping their
 * indices so that positions stay right.
 */
const wellFormed = {
  group: (e: unknown) => isObject(e) && isString(e.id) && isString(e.tiles),
  shape: (e: unknown) => isObject(e) && isString(e.id) && isString(e.pattern),
  item: (e: unknown) => isObject(e) && isString(e.id) && typeof e.value === 'number'
    && [e.when, e.count].every((x) => x === undefined || isString(x))
    && [e.pattern, e.each, e.combines].every((x) => x === undefined || isString(x) || (Array.isArray(x) && x.every(isString)))
    && (e.implies === undefined || (Array.isArray(e.implies) && e.implies.every((x) => isString(x) || (isObject(x) && isString(x.id) && typeof x.count === 'number')))),
  rule: (e: unknown) => isObject(e) && isString(e.id),
  test: (e: unknown) => isObject(e) && isString(e.name) && isString(e.hand) && isObject(e.expect),
};

/** Lowers the well-formed entries of a list, with their original indices. */
function lowerList<S, T>(list: unknown, ok: (e: unknown) => boolean, lower: (e: S, i: number) => T): T[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((e, i) => (ok(e) ? [lower(e as S, i)] : []));
}

/** The declared principles (`scoring.principles`), each with its origin; nothing when none is declared. */
function lowerPrinciples(given: unknown, originOf: (p: Path) => Origin): { principles?: NonNullable<ScoringIR['principles']> } {
  if (!isObject(given)) return {};
  const principles: NonNullable<ScoringIR['principles']> = {};
  for (const id of PRINCIPLE_IDS) {
    const p = given[id];
    if (!isObject(p) || !isString(p.clause)) continue;
    const source = p as unknown as SourcePrinciple;
    principles[id] = {
      clause: source.clause, origin: originOf(['scoring', 'principles', id]),
      ...(source.name ? { name: source.name } : {}),
      ...(source.assumption !== undefined ? { assumption: toAssumption(source.assumption) } : {}),
    };
  }
  return Object.keys(principles).length > 0 ? { principles } : {};
}

function setting(s: SourceSetting<number> | null | undefined, path: Path, originOf: (p: Path) => Origin): SettingIR<number> | null {
  if (!s) return null;
  return {
    value: s.value, clause: s.clause, origin: originOf(path),
    ...(s.name ? { name: s.name } : {}),
    ...(s.assumption !== undefined ? { assumption: toAssumption(s.assumption) } : {}),
  };
}

/**
 * The circumstances of a hand test as a mapping: as written under `circumstances:` (the schema checked them; values
 * that are not scalars are left out), or read from the old `args:` flags (a bad flag is `resolve/test-args`).
 */
function testCircumstances(
  src: LocatedSource, t: NonNullable<SourceRegulation['tests']>[number], path: Path, report: (d: Diagnostic) => void,
): TestIR['circumstances'] {
  if (isObject(t.circumstances)) {
    return Object.fromEntries(Object.entries(t.circumstances).filter((e): e is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof e[1])));
  }
  if (!isString(t.args)) return {};
  const read = readCircumstanceWords(t.args.trim() === '' ? [] : t.args.trim().split(/\s+/));
  if (!('error' in read) && read.hand === undefined) return read.mapping;
  const error = 'error' in read ? read.text : { en: `'${read.hand}' is not a flag (the hand is given by \`hand:\`)`, ru: `«${read.hand}» — не флаг (руку задаёт \`hand:\`)` };
  const guess = 'unknown' in read && read.unknown !== undefined ? suggestName(read.unknown, CIRCUMSTANCE_LIST.map((c) => c.key)) : undefined;
  report(createDiagnostic('resolve/test-args', src.spanOf([...path, 'args']), { en: `the test's args: ${error.en}`, ru: `флаги теста (args): ${error.ru}` },
    guess !== undefined ? { hint: { en: `did you mean --${guess}?`, ru: `может быть, --${guess}?` } } : {}));
  return {};
}

/** Maps a problem inside a DSL string to a file diagnostic. */
export function problemAt(src: LocatedSource, path: Path, p: ResolveProblem): Diagnostic {
  const span = src.spanInString(path, p.loc.start, Math.max(1, p.loc.end - p.loc.start));
  return withWords({ ...span, code: p.code, severity: p.severity ?? 'error', ...(p.suggestion !== undefined ? { suggestion: p.suggestion } : {}) }, p.message, p.hint);
}
