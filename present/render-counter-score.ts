/**
 * Text of a hand scored by counters (riichi: yakuman, han, fu): each counter with its items and adjustments and its
 * total, then the value with the limit or cap that set it, the payments and what the winner receives. The general
 * lines (hand, shape, reading, declarable, other readings) are render-score.ts's.
 */
import type { PayerRole, PaymentLine, RegulationIR, ScoreItem, ScoreResult } from '../runtime/score-entry.js';
import { t, type Lang, type TextKey } from './i18n.js';

const PAYER_KEYS: Record<PayerRole, TextKey> = {
  discarder: 'payerDiscarder', dealer: 'payerDealer', 'non-dealer': 'payerNonDealer', each: 'payerEach', others: 'payerOthers', table: 'payerTable',
};

/** Who pays, as the score's text says it (the discarder, each non-dealer...), in both languages. */
export function payerWords(role: PayerRole): { ru: string; en: string } {
  return { ru: t(PAYER_KEYS[role], 'ru'), en: t(PAYER_KEYS[role], 'en') };
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

/** The value column of an item of a counter: what it adds (count × value), or an adjustment's new value. */
function itemValue(i: ScoreItem): string {
  if (i.kind === 'adjust') return `→ ${i.value}`;
  return i.count > 1 ? `+${i.value} (${i.count}×${i.value / i.count})` : `+${i.value}`;
}

/**
 * The line of the hand's value: the limit or the cap that set it (the last limit worth the hand's limit: renhou's
 * mangan does not name a hand that the dora made a haneman), else the formula.
 */
function valueLine(ir: RegulationIR, r: ScoreResult, lang: Lang): string {
  const value = r.value ?? r.total;
  const limits = r.items.filter((i) => i.kind === 'limit' || i.kind === 'cap');
  const limit = [...limits].reverse().find((i) => i.kind === 'limit' && i.value === r.limit) ?? limits.at(-1);
  if (limit !== undefined) return `${t('handValue', lang)}: ${value} — ${limit.name[lang]} [${limit.id}] (${limit.clause})`;
  const formula = ir.scoring.value;
  return `${t('handValue', lang)}: ${value}${formula?.text ? ` = ${formula.text} (${formula.clause})` : ''}`;
}

/** The payment lines: who pays how much (each, and how many of them), under which rule. */
function paymentLines(payments: readonly PaymentLine[], lang: Lang): string[] {
  const who = payments.map((p) => p.payer === 'table'
    ? `${t('payerTable', lang)}: ${p.amount}`
    : `${t(PAYER_KEYS[p.payer], lang)} ${t('pays', lang)} ${p.amount}${p.players > 1 ? ` (× ${p.players})` : ''}`);
  const width = Math.max(0, ...who.map((w) => w.length));
  return payments.map((p, i) => `  ${pad(who[i]!, width)}  ${p.name[lang]} [${p.id}] (${p.clause})`);
}

/** The counter part of a score's text: counters with their items, the value, the payments. */
export function renderCounterLines(ir: RegulationIR, r: ScoreResult, lang: Lang): string[] {
  const lines: string[] = [];
  const counted = r.items.filter((i) => i.counter !== undefined);
  const rows = (items: readonly ScoreItem[]) => items.map((i) => [i.clause, `${i.name[lang]} [${i.id}]`, itemValue(i)] as const);
  const all = rows(counted);
  const w0 = Math.max(t('clause', lang).length, ...all.map((x) => x[0].length));
  const w1 = Math.max(t('rule', lang).length, ...all.map((x) => x[1].length));
  for (const counter of ir.scoring.counters ?? []) {
    const own = counted.filter((i) => i.counter === counter.id);
    const value = r.counters?.[counter.id] ?? 0;
    if (own.length === 0 && value === 0) continue;
    lines.push(`${counter.name[lang]} (${counter.clause}): ${value}`);
    for (const [a, b, c] of rows(own)) lines.push(`  ${pad(a, w0)}  ${pad(b, w1)}  ${c}`);
  }
  for (const e of r.excluded) lines.push(`  (${e.id}: ${t('excluded', lang)}, ${t('because', lang)} ${e.by})`);
  lines.push(valueLine(ir, r, lang));
  if (r.payments !== undefined) lines.push(...paymentSection(r.payments, lang));
  lines.push(`${t('total', lang)}: ${r.total}`);
  return lines;
}

/** The payments of a score under their heading ("nobody pays" when the hand cannot be declared). */
export function paymentSection(payments: readonly PaymentLine[], lang: Lang): string[] {
  if (payments.length === 0) return [`${t('payments', lang)}:`, `  ${t('noPayments', lang)}`];
  return [`${t('payments', lang)}:`, ...paymentLines(payments, lang)];
}
