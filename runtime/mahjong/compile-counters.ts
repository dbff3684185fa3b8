/**
 * The counter part of a regulation compiled once (see ir/counters.ts): each counter's items as a generated section
 * (like points and doublings), its condition and adjustments, the value formula and the payments. Adjustments become entries of the scorer's item list too, so that a reading's explanation lists them
 * where they applied (after their counter's items) through the same buffers as the items.
 */
import type { AdjustIR, PayerRole } from '../ir/counters.js';
import type { ExprIR, RegulationIR } from '../ir/types.js';
import { compileExpr, counterSlotKey, type SumSlots } from '../eval/compile-expr.js';
import type { CompiledItem, GeneratedExpr, ScorerBuffers } from './scorer-types.js';
import { CompiledItemRecord } from './compiled-item.js';
export type { CompiledAdjust, CompiledCounter, CompiledPayment, CompiledPayments, CounterScoring } from './scorer-types.js';
import { generateOverContext, generateSection, generateStandalone } from './generate-scorer.js';
import type { CompiledAdjust, CompiledCounter, CompiledPayments, CounterScoring } from './scorer-types.js';
import { generateExpr } from '../eval/generate-expr.js';

/** The explanation entry of an adjustment: an item of kind `adjust` whose line shows the counter's new value. */
function adjustEntry(a: AdjustIR, counter: string, index: number): CompiledItem {
  const record = { id: a.id, kind: 'adjust' as const, clause: a.clause, value: a.by, name: a.name, counter };
  return new CompiledItemRecord({
    ir: { id: a.id, name: a.name, clause: a.clause, origin: a.origin, kind: 'counter', counter, value: a.by, tags: [], excludes: [] },
    index, excludeIndices: [], impliesIndices: [], impliesCounts: [], instances: null, combines: false, late: false, slots: [],
    patterns: null, winnerOnly: false, shape: null, rest: [],
    record, once: Object.freeze({ ...record, count: 1 }), counted: [],
  }, null);
}

const condition = (e: ExprIR | undefined, slots: SumSlots): GeneratedExpr | null => (e ? generateStandalone(e, slots) : null);

/**
 * Compiles the counters of a regulation whose items are `items` (every item of the scorer, counters' included, by
 * index); the adjustment entries are appended to `items`. Returns null for a regulation without counters.
 */
export function compileCounters(ir: RegulationIR, items: CompiledItem[], slots: SumSlots, buffers: ScorerBuffers): CounterScoring | null {
  const sc = ir.scoring;
  if (!sc.counters || sc.counters.length === 0 || !sc.value) return null;
  const byId = new Map(items.map((i) => [i.ir.id, i]));
  const counters = sc.counters.map((k): CompiledCounter => {
    const own = k.items.map((i) => byId.get(i.id)!);
    const adjust = k.adjust.map((a): CompiledAdjust => {
      const index = items.length;
      items.push(adjustEntry(a, k.id, index));
      return { ir: a, index, when: condition(a.when, slots) };
    });
    return { ir: k, slot: slots(counterSlotKey(k.id)), when: condition(k.when, slots), section: generateSection(`${k.id}Counter`, own, slots, buffers), adjust };
  });
  const fields = counters.map((k, i) => `${JSON.stringify(k.ir.id)}: v[${i}]`).join(', ');
  const record = new Function('v', `return { ${fields} };`) as CounterScoring['record'];
  return { counters, value: generateStandalone(sc.value.value, slots), record };
}

/** How many adjustment entries compileCounters appends to the items (as it: none without a value formula). */
export function adjustEntries(ir: RegulationIR): number {
  const sc = ir.scoring;
  return sc.value ? (sc.counters ?? []).reduce((sum, k) => sum + k.adjust.length, 0) : 0;
}

/** How many players of a role pay at a table of four, given whether the winner is the dealer and won self-drawn. */
export function payersOf(role: PayerRole, dealer: boolean, selfDrawn: boolean): number {
  switch (role) {
    case 'discarder': return selfDrawn ? 0 : 1;
    case 'dealer': return dealer ? 0 : 1;
    case 'non-dealer': return dealer ? 3 : 2;
    case 'each': return 3;
    case 'others': return selfDrawn ? 3 : 2;
    case 'table': return 1;
  }
}

/** payersOf as source over the generated code's `h` (from its four answers). */
function payersSource(role: PayerRole): string {
  const at = (dealer: boolean, self: boolean) => payersOf(role, dealer, self);
  return `(h.dealer ? (h.selfDrawn ? ${at(true, true)} : ${at(true, false)}) : (h.selfDrawn ? ${at(false, true)} : ${at(false, false)}))`;
}

/** Compiles the payments of a regulation: closures for the lines of the chosen reading, one function for the total. */
export function compilePayments(ir: RegulationIR, slots: SumSlots): CompiledPayments {
  const payments = ir.scoring.payments ?? [];
  const list = payments.map((p) => ({ ir: p, when: p.when ? compileExpr(p.when, slots) : null, amount: compileExpr(p.amount, slots) }));
  const total = generateOverContext('paymentsTotal', (parts) => [
    '  let total = 0;',
    ...payments.map((p) => {
      const amount = generateExpr(p.amount, parts, slots);
      const rounded = p.roundUp > 1 ? `Math.ceil((${amount}) / ${p.roundUp} - 1e-9) * ${p.roundUp}` : `(${amount})`;
      const add = `total += ${payersSource(p.payer)} * ${rounded};`;
      return `  ${p.when ? `if (${generateExpr(p.when, parts, slots)}) ${add}` : add}`;
    }),
    '  return total;',
  ]);
  return { list, total };
}

/** An amount rounded up to a multiple of `step` (1: unchanged). */
export function roundUpTo(amount: number, step: number): number {
  return step > 1 ? Math.ceil(amount / step - 1e-9) * step : amount;
}
