/**
 * Text of a hand scored by counters (riichi: yakuman, han, fu): each counter with its items and adjustments and its
 * total, then the value with the limit or cap that set it, the payments and what the winner receives. The general
 * lines (hand, shape, reading, declarable, other readings) are render-score.ts's.
 */
import type { PayerRole, PaymentLine, RegulationIR, ScoreItem, ScoreResult } from '../runtime/index.js';
import { t, type Lang, type TextKey } from './i18n.js';

const PAYER_KEYS: Record<PayerRole, TextKey> = {
  discarder: 'payerDiscarder', dealer: 'payerDealer', 'non-dealer': 'payerNonDealer', each: 'payerEach', others: 'payerOthers', table: 'payerTable',
};

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

/** The value column of an item: what it adds (count × value), an adjustment's new value, a limit's share. */
function itemValue(i: ScoreItem, lang: Lang): string {
  switch (i.kind) {
    case 'adjust': return `→ ${i.value}`;
    case 'limit': return `${i.value} × ${t('limit', lang)}`;
    case 'cap': return `${t('cap', lang)} ${i.value}`;
    default: return i.count > 1 ? `+${i.value} (${i.count}×${i.value / i.count})` : `+${i.value}`;
  }
}

/** A payment line: who pays how much, under which rule. */
function paymentText(p: PaymentLine, lang: Lang): string {
  const times = p.players > 1 ? ` × ${p.players}` : '';
  return `  ${pad(p.clause, 8)}  ${t(PAYER_KEYS[p.payer], lang)} ${t('pays', lang)} ${p.amount}${times}   ${p.name[lang]} [${p.id}]`;
}

/** The counter part of a score's text: counters with their items, the value, the payments. */
export function renderCounterLines(ir: RegulationIR, r: ScoreResult, lang: Lang): string[] {
  const lines: string[] = [];
  const rows = (items: readonly ScoreItem[]) => items.map((i) => [i.clause, `${i.name[lang]} [${i.id}]`, itemValue(i, lang)] as const);
  const all = rows(r.items);
  const w0 = Math.max(t('clause', lang).length, ...all.map((x) => x[0].length));
  const w1 = Math.max(t('rule', lang).length, ...all.map((x) => x[1].length));
  const print = (items: readonly ScoreItem[]) => { for (const [a, b, c] of rows(items)) lines.push(`  ${pad(a, w0)}  ${pad(b, w1)}  ${c}`); };
  for (const counter of ir.scoring.counters ?? []) {
    const own = r.items.filter((i) => i.counter === counter.id);
    const value = r.counters?.[counter.id] ?? 0;
    if (own.length === 0 && value === 0) continue;
    lines.push(`${counter.name[lang]} (${counter.clause}): ${value}`);
    print(own);
  }
  const rest = r.items.filter((i) => i.counter === undefined);
  if (rest.length > 0) {
    lines.push(`${t('handValue', lang)}:`);
    print(rest);
  }
  for (const e of r.excluded) lines.push(`  (${e.id}: ${t('excluded', lang)}, ${t('because', lang)} ${e.by})`);
  const formula = ir.scoring.value;
  lines.push(`${t('handValue', lang)}: ${r.value ?? r.total}${formula?.text ? `   (${formula.text}, ${formula.clause})` : ''}`);
  if (r.payments !== undefined) {
    lines.push(`${t('payments', lang)}:`);
    if (r.payments.length === 0) lines.push(`  ${t('noPayments', lang)}`);
    for (const p of r.payments) lines.push(paymentText(p, lang));
  }
  lines.push(`${t('total', lang)}: ${r.total}`);
  return lines;
}
