/**
 * Correcting an entry: the same form as the entry's own (a deal, a pulya sheet, a penalty, a seating as player
 * pickers, a registration...) filled with the entry, the reason, and before saving the old and the new side by side.
 * An entry the form cannot hold whole is edited as its JSON, which is also open to any correction under "JSON" (a
 * saved pulya reopens in the form in either key spelling, preference-deals.ts). Withdrawing the entry asks first. The server
 * checks the correction as `reglament event correct` does and shows every problem next to its field.
 */
import { askToConfirm } from './confirm-box.js';
import { correctionFields } from './correction-fields.js';
import { describeKind, describePayload } from './describe-entry.js';
import { field, h, hinted } from './dom.js';
import type { EntryInfo, EventState } from './event-state.js';
import { showErrors, submitWrite } from './submit.js';
import { tx, txf } from './texts.js';

/** A JSON text with its keys sorted, so that two payloads compare by their content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : v));
}

/** A correction form for an entry in force; `done` after saving. */
export function correctionForm(entry: EntryInfo, state: EventState, done: () => void): HTMLFormElement {
  const fields = correctionFields(entry, state);
  // The form holds the entry whole only if it gives back exactly the entry; otherwise its JSON is edited.
  const fits = fields !== undefined && canonical(fields.payload()) === canonical(entry.payload);
  const json = hinted(h('textarea', { rows: 6, 'data-field': 'payload', class: 'correction-payload' }), tx('hintPayload'));
  json.value = JSON.stringify(entry.payload, null, 2);
  const advanced = h('details', { class: 'correction-json', ...(fits ? {} : { open: true }) }, h('summary', {}, tx('correctionJson')), json);
  // Opening the JSON shows what the fields hold now; while it is open, the JSON is what is saved.
  advanced.addEventListener('toggle', () => {
    if (advanced.open && fits) json.value = JSON.stringify(fields.payload(), null, 2);
  });
  const reason = h('input', { 'data-field': 'reason', class: 'correction-reason', size: 50 });
  const withdraw = h('input', { type: 'checkbox', class: 'correction-withdraw' });
  const form = h('form', { class: 'correction', 'data-seq': entry.seq },
    h('label', {}, `${tx('correct')} #${entry.seq} (${describeKind(entry.kind)})`),
    fits ? h('div', { class: 'correction-fields' }, h('div', { class: 'row' }, fields.head), fields.body) : h('p', { class: 'muted correction-no-form' }, tx('correctionNoForm')),
    advanced,
    h('div', { class: 'row' }, field(tx('reason'), reason, tx('hintCorrectionReason')), field(tx('withdraw'), withdraw, tx('hintWithdrawEntry'))),
    h('button', { type: 'submit', class: 'correction-save' }, tx('saveCorrection')), ' ',
    h('button', { type: 'button', onclick: () => form.remove() }, tx('cancel')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (reason.value.trim() === '') {
      showErrors(form, [{ field: 'reason', message: tx('correctionNeedsReason') }]);
      return;
    }
    let value: unknown = null;
    if (!withdraw.checked) {
      if (advanced.open || !fits) {
        try {
          value = JSON.parse(json.value);
        } catch (err) {
          showErrors(form, [{ field: 'payload', message: `${tx('correctionBadJson')}: ${(err as Error).message}` }]);
          return;
        }
      } else value = fields.payload();
    }
    const send = () => void submitWrite(form, { path: `/api/entries/${entry.seq}/correct`, body: (version) => ({ version, payload: value, reason: reason.value }) }, state.version, done);
    if (value === null) {
      askToConfirm(form, { question: txf('confirmWithdrawEntry', { seq: entry.seq }), yes: tx('withdrawEntryYes'), onYes: send });
      return;
    }
    if (canonical(value) === canonical(entry.payload)) {
      showErrors(form, [{ field: '', message: tx('correctionUnchanged') }]);
      return;
    }
    // Old -> new before anything is written.
    askToConfirm(form, {
      question: txf('confirmCorrection', { seq: entry.seq }),
      details: [h('div', { class: 'correction-old' }, `${tx('correctionWas')}: ${describePayload(entry.payload)}`),
        h('div', { class: 'correction-new' }, `${tx('correctionBecomes')}: ${describePayload(value)}`)],
      yes: tx('saveCorrection'),
      onYes: send,
    });
  });
  return form;
}
