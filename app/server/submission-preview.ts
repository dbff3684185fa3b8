/**
 * What a players' submission would record, computed by the engine: tried against the event as it is now (the
 * problems it would meet), the deal's own ledger (who pays whom and why) and the table's result after it (each
 * player's vists and table points). The players see it before sending; the judge sees it before approving.
 */
import { evaluateEvent, type DealOutcome, type EvaluatedEvent, type EventData, type RegulationIR } from '../../runtime/index.js';
import type { Submission } from '../../store/index.js';
import { settlementOf, type DealSettlement } from './deal-settlements.js';
import type { DeskContext } from './desk-context.js';
import { tryEntry } from './entry-trial.js';
import type { FieldError } from './http.js';
import { tableResultsOf, type TableResult } from './table-results.js';
import { tableRulesOf } from '../../games/index.js';

/** The preview of an entry for one table. */
export interface EntryPreview {
  /** The problems of writing it now (empty: it can be written). */
  errors: FieldError[];
  /** The deal's own ledger, when it has payments or penalties. */
  ledger: { ru: DealSettlement; en: DealSettlement } | null;
  /** The table's result after the entry. */
  table: TableResult | null;
}

/** The entry a submission records. */
export function entryOfSubmission(s: Pick<Submission, 'kind' | 'round' | 'table' | 'payload'>): { kind: 'deal' | 'result'; round: number; table: number; payload: Record<string, unknown> } {
  return { kind: s.kind, round: s.round, table: s.table, payload: s.payload };
}

/** Tries a table's entry and, when it can be written, computes its ledger and the table's result after it. */
export function previewEntry(ctx: DeskContext, entry: { kind: string; round: number; table: number; payload: unknown }): EntryPreview {
  const trial = tryEntry(ctx, entry);
  if ('errors' in trial) return { errors: trial.errors, ledger: null, table: null };
  const ir = ctx.regulation();
  if (ir.tournament === undefined) return { errors: [], ledger: null, table: null };
  const evaluated = evaluateEvent(ir, trial.after, tableRulesOf(ir));
  const ri = entry.round - 1;
  const ti = entry.table - 1;
  const outcomes = evaluated.rounds[ri]?.tables[ti]?.deals ?? [];
  const dealIndex = (trial.after.rounds[ri]?.tables[ti]?.deals?.length ?? 0) - 1;
  const outcome = entry.kind === 'deal' ? outcomes.find((o) => o.deal === dealIndex) : entry.kind === 'penalty' ? penaltyOutcome(ir, trial.before, evaluated, ri, ti) : undefined;
  const ledger = outcome !== undefined && (outcome.payments.length > 0 || outcome.adjustments.length > 0) ? settlementOf(ir, outcome) : null;
  return { errors: [], ledger, table: tableResultsOf(ir, trial.after, evaluated)[ri]?.[ti] ?? null };
}

/**
 * What a table's penalty adds, as a deal outcome without payments: the table's adjustments after it that were not
 * there before (a Sichuan minor violation's amount depends on the session's earlier ones, so it is read, not guessed).
 */
function penaltyOutcome(ir: RegulationIR, before: EventData, after: EvaluatedEvent, ri: number, ti: number): DealOutcome {
  const old = (evaluateEvent(ir, before, tableRulesOf(ir)).rounds[ri]?.tables[ti]?.adjustments ?? []).map((a) => JSON.stringify(a));
  const added = (after.rounds[ri]?.tables[ti]?.adjustments ?? []).filter((a) => {
    const k = old.indexOf(JSON.stringify(a));
    if (k < 0) return true;
    old.splice(k, 1);
    return false;
  });
  const vists: Record<string, number> = {};
  for (const a of added) vists[a.player] = (vists[a.player] ?? 0) + a.vists;
  return { vists, redeal: false, payments: [], adjustments: added };
}
