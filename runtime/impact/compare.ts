/**
 * Compares the scores of one hand under two regulations: whether its value or its declarability changed, by how
 * much, and which rules caused it.
 * - A rule is named when its contribution to the explanation differs (present in one result only, or with another
 *   value or count), by its item id; a cap item by its setting (`scoring.house-limit`, `scoring.doubling-cap`: the
 *   names `reglament diff` gives settings).
 * - Given what differs between the regulations (regulationChangesOf), only the rules and settings that changed are
 *   named when any of them is among those: an unchanged item that appears or disappears because another reading of
 *   the hand was chosen is a consequence, not a cause.
 * - When both values are set by a limit (limit hands, or totals capped at the house limit) and the declarability is
 *   the same, differing points and doublings are not named: they did not decide the value.
 * - Where the explanation cannot show the cause, it is derived: a limit hand whose value per limit differs names
 *   `scoring.house-limit`; a hand complete under one regulation only names the shape that completes it; a change of
 *   declarability names `scoring.declare` when the declaration rule differs or nothing else explains it.
 * Input: two ScoreResults (and optionally what differs between the regulations). Output: a ScoreComparison.
 * Imports only runtime/ir and runtime/mahjong types.
 */
import type { RegulationIR } from '../ir/types.js';
import type { ScoreItem, ScoreResult } from '../mahjong/score-types.js';

/** What changed for one hand between the old (a) and the new (b) regulation. */
export interface ScoreComparison {
  /** The total or the declarability differs. */
  changed: boolean;
  /** New total minus old total. */
  delta: number;
  /** `declarable` differs (true/false/null compared as they are). */
  declarabilityChanged: boolean;
  /** The rules whose contribution differs, in explanation order (old result first), then derived causes. */
  rules: string[];
}

/**
 * Ids of the scoring settings that can change a value without an item of their own, by their YAML path as
 * `reglament diff` names them: `scoring.base`, `scoring.house-limit`, `scoring.doubling-cap`,
 * `scoring.limit-vs-points`, `scoring.declare`. The cap items of an explanation (`house-limit`, `doubling-cap`) are
 * named by these ids too.
 */
export type ScoringSettingId = 'scoring.base' | 'scoring.house-limit' | 'scoring.doubling-cap' | 'scoring.limit-vs-points' | 'scoring.declare';

/** Optional knowledge of the two regulations for compareScores (see regulationChangesOf). */
export interface CompareContext {
  /** The scoring settings that differ between the two regulations. */
  settingsChanged?: ReadonlySet<ScoringSettingId>;
  /** Ids of the items and shapes whose definition differs (added, removed, or changed in any field but origin). */
  rulesChanged?: ReadonlySet<string>;
}

/** The id given to a change that neither the explanations nor the settings account for. */
export const UNATTRIBUTED_RULE = 'unattributed';

const SETTING_FALLBACK_ORDER: readonly ScoringSettingId[] = ['scoring.base', 'scoring.limit-vs-points', 'scoring.doubling-cap', 'scoring.house-limit'];

/** The rule id of an explanation item: its own id; a cap item (`house-limit`, `doubling-cap`) by its setting's path. */
export function causeIdOf(item: ScoreItem): string {
  return item.kind === 'cap' ? `scoring.${item.id}` : item.id;
}

function sameContribution(x: ScoreItem, y: ScoreItem): boolean {
  return x.kind === y.kind && x.value === y.value && x.count === y.count;
}

/** The first item with this id, or undefined (a loop: compareScores runs for every hand of an impact). */
function itemWithId(items: readonly ScoreItem[], id: string): ScoreItem | undefined {
  for (let i = 0; i < items.length; i++) if (items[i]!.id === id) return items[i];
  return undefined;
}

/** The ids of the items whose contribution differs: old result's order first, then the new result's extra items. */
function differingItems(a: readonly ScoreItem[], b: readonly ScoreItem[], out: string[]): void {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = itemWithId(b, x.id);
    if (y === undefined || !sameContribution(x, y)) out.push(causeIdOf(x));
  }
  for (let i = 0; i < b.length; i++) {
    const y = b[i]!;
    if (itemWithId(a, y.id) === undefined) out.push(causeIdOf(y));
  }
}

/** Whether a result's total is set by a limit: a limit hand's fraction, or the house limit's cap. */
function valueIsFixed(r: ScoreResult): boolean {
  return r.limit !== null || r.items.some((i) => i.kind === 'cap' && i.id === 'house-limit');
}

/** Whether an item of either result is a points or doubling item. */
function isPointsOrDoubling(id: string, a: ScoreResult, b: ScoreResult): boolean {
  const item = itemWithId(a.items, id) ?? itemWithId(b.items, id);
  return item !== undefined && (item.kind === 'points' || item.kind === 'doubling');
}

/** Adds a rule to the causes unless it is there. */
function addCause(rules: string[], id: string): void {
  if (!rules.includes(id)) rules.push(id);
}

/** The house limit a limit hand was valued against (total per limit fraction), or null. */
function houseOfLimitHand(r: ScoreResult): number | null {
  return r.limit !== null && r.limit > 0 ? r.total / r.limit : null;
}

const changedIdsCache = new WeakMap<CompareContext, ReadonlySet<string>>();

/** The changed rules and settings of a context as one set (computed once per context), or undefined. */
function changedIdsOf(context: CompareContext): ReadonlySet<string> | undefined {
  if (context.rulesChanged === undefined && context.settingsChanged === undefined) return undefined;
  let ids = changedIdsCache.get(context);
  if (ids === undefined) {
    ids = new Set<string>([...(context.rulesChanged ?? []), ...(context.settingsChanged ?? [])]);
    changedIdsCache.set(context, ids);
  }
  return ids;
}

/** Compares one hand's scores under the old (a) and the new (b) regulation. */
export function compareScores(a: ScoreResult, b: ScoreResult, context: CompareContext = {}): ScoreComparison {
  const delta = b.total - a.total;
  const declarabilityChanged = a.declarable !== b.declarable;
  const changed = delta !== 0 || declarabilityChanged;
  let rules: string[] = [];
  differingItems(a.items, b.items, rules);
  // Knowing what differs between the regulations, the items that differ only because another reading was chosen
  // (their own definition is the same) are consequences, not causes; they are dropped when a changed rule remains.
  const changedIds = rules.length > 0 ? changedIdsOf(context) : undefined;
  if (changedIds !== undefined) {
    const kept = rules.filter((id) => changedIds.has(id));
    if (kept.length > 0) rules = kept;
  }
  // When both values are fixed by a limit (a limit hand, or capped at the house limit) and the declarability is the
  // same, points and doublings did not make the difference: the limit items and caps did.
  if (changed && !declarabilityChanged && valueIsFixed(a) && valueIsFixed(b)) {
    const decisive = rules.filter((id) => !isPointsOrDoubling(id, a, b));
    if (decisive.length > 0 || houseOfLimitHand(a) !== houseOfLimitHand(b)) rules.splice(0, rules.length, ...decisive);
  }
  const settings = context.settingsChanged;

  // A hand complete under one regulation only: the shape that completes it is the cause (standard readings do not
  // depend on the regulation).
  if (a.complete !== b.complete) {
    const completed = a.complete === true ? a : b;
    if (completed.shape !== 'standard') addCause(rules, completed.shape);
  }
  // Limit hands are valued as a fraction of the house limit: the same fraction at another value is the limit's doing.
  const houseA = houseOfLimitHand(a);
  const houseB = houseOfLimitHand(b);
  if (houseA !== null && houseB !== null && houseA !== houseB) addCause(rules, 'scoring.house-limit');
  if (declarabilityChanged && settings?.has('scoring.declare')) addCause(rules, 'scoring.declare');
  if (changed && rules.length === 0) {
    // Nothing in the explanations moved: a rule of the hand whose definition changed (e.g. its tags, which the
    // declaration rule may count), then the settings that act without an item of their own.
    const defined = context.rulesChanged;
    if (defined !== undefined) {
      for (const r of [a, b]) {
        for (const i of r.items) if (defined.has(i.id)) addCause(rules, i.id);
        for (const e of r.excluded) if (defined.has(e.id)) addCause(rules, e.id);
        if (defined.has(r.shape)) addCause(rules, r.shape);
      }
    }
    if (rules.length === 0) for (const s of SETTING_FALLBACK_ORDER) if (settings?.has(s)) addCause(rules, s);
    if (rules.length === 0 && declarabilityChanged) addCause(rules, 'scoring.declare');
    if (rules.length === 0) addCause(rules, UNATTRIBUTED_RULE);
  }
  return { changed, delta, declarabilityChanged, rules };
}

/** A rule's definition without its position in the sources, as comparable text. */
function definitionOf(rule: { origin?: unknown }): string {
  return JSON.stringify(rule, (key, value: unknown) => (key === 'origin' ? undefined : value));
}

/** What differs between two regulations' scoring, for compareScores: the changed settings and rule definitions. */
export function regulationChangesOf(a: RegulationIR, b: RegulationIR): Required<CompareContext> {
  const settingsChanged = new Set<ScoringSettingId>();
  const sa = a.scoring;
  const sb = b.scoring;
  if (sa.base !== sb.base) settingsChanged.add('scoring.base');
  if ((sa.houseLimit?.value ?? null) !== (sb.houseLimit?.value ?? null)) settingsChanged.add('scoring.house-limit');
  if ((sa.doublingCap?.value ?? null) !== (sb.doublingCap?.value ?? null)) settingsChanged.add('scoring.doubling-cap');
  if (sa.limitVsPoints !== sb.limitVsPoints) settingsChanged.add('scoring.limit-vs-points');
  if (JSON.stringify(sa.declare?.value ?? null) !== JSON.stringify(sb.declare?.value ?? null)) settingsChanged.add('scoring.declare');

  const rulesOf = (ir: RegulationIR) => {
    const map = new Map<string, string>();
    for (const item of [...ir.scoring.points, ...ir.scoring.doublings, ...ir.scoring.limits]) map.set(item.id, definitionOf(item));
    for (const shape of ir.shapes) map.set(shape.id, definitionOf(shape));
    return map;
  };
  const ra = rulesOf(a);
  const rb = rulesOf(b);
  const rulesChanged = new Set<string>();
  for (const [id, def] of ra) if (rb.get(id) !== def) rulesChanged.add(id);
  for (const id of rb.keys()) if (!ra.has(id)) rulesChanged.add(id);
  return { settingsChanged, rulesChanged };
}
