/**
 * Each deal's own settlement as the event page shows it under its table: the ledger (who pays whom, how much, by
 * which rule and clause, and how the amount came about) and the penalties paid to nobody, as `reglament deal`
 * prints them (present/ deal-ledger.ts, with the game's rule names), in both languages; keyed by the seq of the deal's
 * entry.
 */
import { ledgerRuleNamesOf } from '../../games/index.js';
import { dealAdjustmentRows, dealLedgerRows, type AdjustmentRow, type LedgerRow } from '../../present/index.js';
import type { DealOutcome, DealPayment, EvaluatedEvent, RegulationIR } from '../../runtime/index.js';
import type { StoredEntry } from '../../store/index.js';

/** One deal's settlement in one language, with each player's net of the deal (payments only). */
export interface DealSettlement {
  payments: LedgerRow[];
  adjustments: AdjustmentRow[];
  net: Record<string, number>;
}

/** One deal's settlement in both languages. */
export function settlementOf(ir: RegulationIR, outcome: DealOutcome): { ru: DealSettlement; en: DealSettlement } {
  const names = ledgerRuleNamesOf(ir);
  const settle = (lang: 'ru' | 'en'): DealSettlement => ({
    payments: dealLedgerRows(ir, outcome.payments as DealPayment[], outcome.winners?.[0], lang, names),
    adjustments: dealAdjustmentRows(ir, outcome.adjustments, lang, names),
    net: { ...outcome.vists },
  });
  return { ru: settle('ru'), en: settle('en') };
}

/**
 * The settlement of every deal that has one (payments or penalties), by the seq of its entry: the deals of a
 * table in the event are its deal entries in force, in order (the store rebuilds the event that way).
 */
export function dealSettlements(ir: RegulationIR, evaluated: EvaluatedEvent, entries: readonly StoredEntry[]): Record<number, { ru: DealSettlement; en: DealSettlement }> {
  const out: Record<number, { ru: DealSettlement; en: DealSettlement }> = {};
  evaluated.rounds.forEach((round, ri) => round.tables.forEach((table, ti) => {
    const dealEntries = entries.filter((e) => e.kind === 'deal' && e.round === ri + 1 && e.table === ti + 1);
    for (const outcome of table.deals) {
      const entry = outcome.deal === undefined ? undefined : dealEntries[outcome.deal];
      if (entry === undefined || (outcome.payments.length === 0 && outcome.adjustments.length === 0)) continue;
      out[entry.seq] = settlementOf(ir, outcome);
    }
  }));
  return out;
}
