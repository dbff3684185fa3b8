/**
 * The players' submissions in the desk: each waiting one with its table, who sent it and when, what it records,
 * the engine's ledger of it and the table's result after it (or the problems that stop it now), and the entries
 * written at the table since it was sent; "Approve" writes it as the judge's entry (a conflict shows as for any
 * write), "Reject" asks for the reason the players will see. Decided ones are listed folded.
 */
import { getJson } from './api.js';
import { dealLedger } from './deal-ledger.js';
import { describePayload } from './describe-entry.js';
import { field, h, replace } from './dom.js';
import type { DealSettlementInfo } from './event-state.js';
import { describeNumber, signedNumber } from './decimal.js';
import { ht } from './hall-texts.js';
import { currentLang } from './settings.js';
import { submitWrite } from './submit.js';

/** A submission as the server lists it. */
export interface SubmissionInfo {
  id: number;
  at: string;
  kind: string;
  round: number;
  table: number;
  payload: Record<string, unknown>;
  submitter: string;
  /** The submitter's name (his id where the event names him not). */
  submitterName?: string;
  decision: { at: string; decision: 'approved' | 'rejected'; entry: number | null; reason: string | null; author: string | null } | null;
  preview?: {
    errors: Array<{ field: string; message: string }>;
    ledger: { ru: DealSettlementInfo; en: DealSettlementInfo } | null;
    table: Record<string, { points: number; vists: number }> | null;
  };
  since?: number[];
}

/** A time as the judge reads it: hours and minutes, local. */
export function localTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(currentLang() === 'ru' ? 'ru-RU' : 'en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** Who sent a submission: "Борис (Boris)", or the id alone where the name is the id. */
export function submitterLabel(s: { submitter: string; submitterName?: string }): string {
  return s.submitterName !== undefined && s.submitterName !== s.submitter ? `${s.submitterName} (${s.submitter})` : s.submitter;
}

/** The table's result after the entry: each player's vists and table points. */
function tableLine(result: Record<string, { points: number; vists: number }>, who: (id: string) => string): string {
  // As the players' phones show them (a decimal comma in Russian).
  return Object.entries(result).map(([p, r]) => `${who(p)} ${signedNumber(r.vists)} (${describeNumber(r.points)})`).join(' · ');
}

/** One waiting submission with its buttons. */
function waiting(s: SubmissionInfo, version: number, who: (id: string) => string, reload: () => void): HTMLElement {
  const preview = s.preview!;
  const box = h('div', { class: 'submission', id: `submission-${s.id}`, 'data-id': s.id },
    h('h3', {}, `${ht('roundN')} ${s.round} · ${ht('tableN')} ${s.table}`, h('span', { class: 'muted' }, ` · ${ht('submittedBy')} ${submitterLabel(s)}, ${localTime(s.at)}`)),
    h('div', { class: 'submitted' }, `${ht('wouldRecord')}: `, h('code', {}, describePayload(s.payload))));
  if (preview.errors.length > 0) {
    box.append(h('div', { class: 'form-error', role: 'alert' }, `${ht('cannotRecord')}: `, preview.errors.map((e) => `${e.field ? `${e.field}: ` : ''}${e.message}`).join('; ')));
  }
  if (preview.ledger !== null) box.append(dealLedger(preview.ledger, who));
  if (preview.table !== null) box.append(h('div', { class: 'table-result' }, `${ht('tableAfter')}: ${tableLine(preview.table, who)}`));
  if ((s.since ?? []).length > 0) box.append(h('p', { class: 'warning' }, `${ht('sinceSent')}: ${s.since!.map((n) => `#${n}`).join(', ')}`));
  const approve = h('form', { class: 'approve-form' }, h('button', { type: 'submit', class: 'primary approve', disabled: preview.errors.length > 0 }, ht('approve')));
  approve.addEventListener('submit', (e) => {
    e.preventDefault();
    void submitWrite(approve, { path: `/api/submissions/${s.id}/approve?lang=${currentLang()}`, body: (v) => ({ version: v }) }, version, reload);
  });
  const reason = h('input', { class: 'reject-reason', 'data-field': 'reason', size: 30, autocomplete: 'off' });
  const reject = h('form', { class: 'reject-form row' }, field(ht('rejectReason'), reason, ht('hintRejectReason')), h('button', { type: 'submit', class: 'reject' }, ht('reject')));
  reject.addEventListener('submit', (e) => {
    e.preventDefault();
    void submitWrite(reject, { path: `/api/submissions/${s.id}/reject?lang=${currentLang()}`, body: () => ({ reason: reason.value }) }, version, reload);
  });
  box.append(h('div', { class: 'row' }, approve, reject));
  return box;
}

/** One decided submission in a line. */
function decided(s: SubmissionInfo): HTMLElement {
  const d = s.decision!;
  return h('li', { 'data-id': s.id, class: `decided ${d.decision}` },
    `${ht('roundN')} ${s.round} · ${ht('tableN')} ${s.table} · ${submitterLabel(s)} ${localTime(s.at)} · ${describePayload(s.payload)} — `,
    h('strong', {}, ht(d.decision)), d.entry !== null ? ` (#${d.entry})` : '', d.reason ? `: ${d.reason}` : '', d.author ? ` · ${d.author}` : '', ` ${localTime(d.at)}`);
}

/** Renders the submissions into `box`. */
export async function renderSubmissionsPanel(box: HTMLElement, onChange: () => void): Promise<void> {
  const { version, names, submissions } = await getJson<{ version: number; names?: Record<string, string>; submissions: SubmissionInfo[] }>('/api/submissions');
  // Payers and the table's result by the players' names, as the players read them on their phones.
  const who = (id: string) => names?.[id] ?? id;
  const reload = () => {
    void renderSubmissionsPanel(box, onChange);
    onChange();
  };
  const open = submissions.filter((s) => s.decision === null);
  const done = submissions.filter((s) => s.decision !== null).reverse();
  replace(box, h('h2', {}, `${ht('submissions')}${open.length > 0 ? ` (${open.length})` : ''}`),
    open.length === 0 ? h('p', { class: 'muted', id: 'no-submissions' }, ht('noSubmissions')) : null,
    ...open.map((s) => waiting(s, version, who, reload)),
    done.length > 0 ? h('details', { id: 'decided-submissions' }, h('summary', {}, `${ht('decidedSubmissions')} (${done.length})`), h('ul', {}, ...done.map(decided))) : null);
}
