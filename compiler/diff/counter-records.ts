/**
 * The counter part of a compiled regulation as comparable records: counters and their adjustments (section
 * `counters`), their items (`items`), the value formula and the indicators (`scoring`), the payments (`payments`);
 * `scoring.impossible` is normalize.ts's, as for every game. Conditions and amounts as their DSL text, fields under
 * their YAML names.
 */
import type { AdjustIR, CounterIR, PaymentIR, RegulationIR } from '../../runtime/index.js';
import { itemRecord, ruleRecord, settingRecord } from './records.js';
import type { RuleRecord } from './types.js';

function counterRecord(k: CounterIR): RuleRecord {
  return ruleRecord('setting', 'counters', k, { when: k.whenText, adjust: k.adjust.length > 0 ? k.adjust.map((a) => a.id) : undefined });
}

function adjustRecord(a: AdjustIR, counter: string): RuleRecord {
  return ruleRecord('item', 'counters', a, { counter, [a.op]: a.by, when: a.whenText });
}

function paymentRecord(p: PaymentIR): RuleRecord {
  return ruleRecord('setting', 'payments', p, { when: p.whenText, payer: p.payer, amount: p.amountText, 'round-up': p.roundUp === 1 ? undefined : p.roundUp });
}

/** The indicators as a setting record (`indicators`). */
function indicatorRecords(ir: RegulationIR): RuleRecord[] {
  const ind = ir.indicators;
  if (!ind) return [];
  const { name, clause, origin, text } = ind;
  return settingRecord('indicators', 'scoring', { value: null, clause, origin, ...(name ? { name } : {}) }, { cycles: [...text] });
}

/** Every record of the counter part of a regulation (none for a regulation without it). */
export function counterRecords(ir: RegulationIR): RuleRecord[] {
  const sc = ir.scoring;
  const counters = sc.counters ?? [];
  return [
    ...counters.map(counterRecord),
    ...counters.flatMap((k) => k.adjust.map((a) => adjustRecord(a, k.id))),
    ...counters.flatMap((k) => k.items.map(itemRecord)),
    ...settingRecord('scoring.value', 'scoring', sc.value, { formula: sc.value?.text }),
    ...indicatorRecords(ir),
    ...(sc.payments ?? []).map(paymentRecord),
  ];
}
