/**
 * Lowering of the counter part of a regulation (runtime/ir/counters.ts): `scoring.counters` with the items of
 * `scoring.items` grouped under them and their adjustments, `scoring.value`, `scoring.payments` and the top-level
 * `indicators` (`scoring.impossible`: lower-impossible.ts). Every string is resolved where it is evaluated: a counter's
 * items, condition and adjustments see the counters before it, the rest sees them all, and only the payments see
 * `value`. The structure was checked by the schema; malformed entries are skipped (their indices kept).
 */
import type {
  AdjustIR, AdjustOp, CounterIR, ExprIR, IndicatorsIR, ItemIR, Origin, PayerRole, PaymentIR, SettingIR,
} from '../../runtime/index.js';
import type { Scope } from '../resolve/scope.js';
import type { Path } from './lower-context.js';
import { ruleInfo, toAssumption } from './rule-info.js';
import type { SourceAdjust, SourceCounter, SourceCounterItem, SourcePayment, SourceRegulation } from './source-shape.js';

/** What lowering the counter part needs from the regulation lowering. */
export interface CounterLowering {
  originOf(path: Path): Origin;
  /** Parses and resolves an expression string at a path, in the regulation's scope changed by `extra`. */
  expression(path: Path, text: string, type: 'bool' | 'number', extra: Partial<Scope>): { ir: ExprIR; text: string };
  /** Lowers a scoring item at a path, its strings resolved in the regulation's scope changed by `extra`. */
  item(item: SourceCounterItem, path: Path, extra: Partial<Scope>): ItemIR;
  /** Resolves a tile set string at a path (its tiles ascending). */
  tileSet(path: Path, text: string): number[];
}

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isString = (x: unknown): x is string => typeof x === 'string';
const hasRule = (e: unknown): e is Obj & { id: string; clause: string } => isObject(e) && isString(e.id) && isString(e.clause) && isObject(e.name);

/** The counters of a regulation by id, with their positions and their items' tags (the scope of every string). */
export function counterScope(data: SourceRegulation): Map<string, { position: number; tags: Set<string> }> {
  const out = new Map<string, { position: number; tags: Set<string> }>();
  const counters = data.scoring?.counters;
  if (!Array.isArray(counters)) return out;
  counters.forEach((k) => { if (hasRule(k) && !out.has(k.id)) out.set(k.id, { position: out.size, tags: new Set() }); });
  for (const item of Array.isArray(data.scoring?.items) ? data.scoring.items : []) {
    const counter = isObject(item) && isString(item.counter) ? out.get(item.counter) : undefined;
    if (counter && Array.isArray(item.tags)) item.tags.forEach((t) => counter.tags.add(String(t)));
  }
  return out;
}

const ADJUST_OPS: readonly AdjustOp[] = ['round-up', 'at-least', 'at-most'];

/** An adjustment of the counter at `position`; null when malformed. */
function lowerAdjust(a: SourceAdjust, path: Path, position: number, ctx: CounterLowering): AdjustIR | null {
  const op = ADJUST_OPS.find((o) => typeof a[o] === 'number');
  if (!op) return null;
  const extra = { countersBefore: position + 1 };
  let when: { ir: ExprIR; text: string } | undefined;
  if (isString(a.when)) when = ctx.expression([...path, 'when'], a.when, 'bool', extra);
  else if (isString(a.unless)) {
    const unless = ctx.expression([...path, 'unless'], a.unless, 'bool', extra);
    when = { ir: { op: 'not', arg: unless.ir }, text: `not (${unless.text})` };
  }
  return { ...ruleInfo(a, ctx.originOf(path)), op, by: a[op]!, ...(when ? { when: when.ir, whenText: when.text } : {}) };
}

/** Lowers `scoring.counters` with their items (from `scoring.items`, in order) and adjustments. */
export function lowerCounters(data: SourceRegulation, ctx: CounterLowering): CounterIR[] {
  const sc = data.scoring;
  const counters = Array.isArray(sc?.counters) ? sc.counters : [];
  const items = Array.isArray(sc?.items) ? sc.items : [];
  const seen = new Set<string>();
  return counters.flatMap((k: SourceCounter, position): CounterIR[] => {
    if (!hasRule(k) || seen.has(k.id)) return [];
    seen.add(k.id);
    const path: Path = ['scoring', 'counters', position];
    const before = { countersBefore: seen.size - 1 };
    const when = isString(k.when) ? ctx.expression([...path, 'when'], k.when, 'bool', before) : undefined;
    const own = items.flatMap((item, i): ItemIR[] => {
      if (!isObject(item) || item.counter !== k.id || !isString(item.id) || typeof item.value !== 'number') return [];
      if (![item.when, item.count].every((x) => x === undefined || isString(x))) return [];
      return [{ ...ctx.item(item, ['scoring', 'items', i], before), kind: 'counter', counter: k.id }];
    });
    const adjust = (Array.isArray(k.adjust) ? k.adjust : []).flatMap((a, j) => {
      const lowered = isObject(a) && hasRule(a) ? lowerAdjust(a, [...path, 'adjust', j], seen.size - 1, ctx) : null;
      return lowered ? [lowered] : [];
    });
    return [{ ...ruleInfo(k, ctx.originOf(path)), ...(when ? { when: when.ir, whenText: when.text } : {}), items: own, adjust }];
  });
}

/** Lowers `scoring.value`; null when absent. */
export function lowerValue(data: SourceRegulation, ctx: CounterLowering): SettingIR<ExprIR> | null {
  const v = data.scoring?.value;
  if (!isObject(v) || !isString(v.formula) || !isString(v.clause)) return null;
  const path: Path = ['scoring', 'value'];
  const formula = ctx.expression([...path, 'formula'], v.formula, 'number', {});
  return {
    value: formula.ir, clause: v.clause, origin: ctx.originOf(path), text: formula.text,
    ...(isObject(v.name) ? { name: v.name as unknown as SettingIR<ExprIR>['name'] & object } : {}),
    ...(v.assumption !== undefined ? { assumption: toAssumption(v.assumption) } : {}),
  };
}

const PAYERS: readonly PayerRole[] = ['discarder', 'dealer', 'non-dealer', 'each', 'others', 'table'];

/** Lowers `scoring.payments`. */
export function lowerPayments(data: SourceRegulation, ctx: CounterLowering): PaymentIR[] {
  const list = data.scoring?.payments;
  if (!Array.isArray(list)) return [];
  return list.flatMap((p: SourcePayment, i): PaymentIR[] => {
    if (!hasRule(p) || !isString(p.amount) || !PAYERS.includes(p.payer as PayerRole)) return [];
    const path: Path = ['scoring', 'payments', i];
    const extra = { payment: true };
    const amount = ctx.expression([...path, 'amount'], p.amount, 'number', extra);
    const when = isString(p.when) ? ctx.expression([...path, 'when'], p.when, 'bool', extra) : undefined;
    return [{
      ...ruleInfo(p, ctx.originOf(path)), payer: p.payer as PayerRole, amount: amount.ir, amountText: amount.text,
      roundUp: typeof p['round-up'] === 'number' ? p['round-up'] : 1, ...(when ? { when: when.ir, whenText: when.text } : {}),
    }];
  });
}

/** Lowers `indicators`; undefined when absent. */
export function lowerIndicators(data: SourceRegulation, ctx: CounterLowering): IndicatorsIR | undefined {
  const ind = data.indicators;
  if (!isObject(ind) || !isString(ind.clause) || !Array.isArray(ind.cycles)) return undefined;
  const text = ind.cycles.filter(isString);
  const cycles = ind.cycles.flatMap((c, i) => (isString(c) ? [ctx.tileSet(['indicators', 'cycles', i], c)] : []));
  return {
    clause: ind.clause, cycles, text, origin: ctx.originOf(['indicators']),
    ...(isObject(ind.name) ? { name: ind.name as unknown as IndicatorsIR['name'] & object } : {}),
  };
}
