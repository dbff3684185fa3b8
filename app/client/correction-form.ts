/**
 * Correcting an entry: its payload as JSON to edit (or withdrawn), with the reason; the server checks it as
 * `reglament event correct` does and shows every problem next to the field.
 */
import { describeKind } from './describe-entry.js';
import { field, h, hinted } from './dom.js';
import type { EntryInfo } from './event-state.js';
import { showErrors, submitWrite } from './submit.js';
import { tx, txf } from './texts.js';
import { askToConfirm } from './confirm-box.js';

/** A correction form for an entry in force, based on `version`; `done` after saving or discarding. */
export function correctionForm(entry: EntryInfo, version: number, done: () => void): HTMLFormElement {
  const payload = hinted(h('textarea', { rows: 6, 'data-field': 'payload', class: 'correction-payload' }), tx('hintPayload'));
  payload.value = JSON.stringify(entry.payload, null, 2);
  const reason = h('input', { 'data-field': 'reason', class: 'correction-reason', size: 50 });
  const withdraw = h('input', { type: 'checkbox', class: 'correction-withdraw' });
  const form = h('form', { class: 'correction', 'data-seq': entry.seq },
    h('label', {}, `${tx('correct')} #${entry.seq} (${describeKind(entry.kind)})`), payload,
    h('div', { class: 'row' }, field(tx('reason'), reason, tx('hintCorrectionReason')), field(tx('withdraw'), withdraw, tx('hintWithdrawEntry'))),
    h('button', { type: 'submit', class: 'correction-save' }, tx('saveCorrection')), ' ',
    h('button', { type: 'button', onclick: () => form.remove() }, tx('cancel')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    let value: unknown = null;
    if (!withdraw.checked) {
      try {
        value = JSON.parse(payload.value);
      } catch (err) {
        showErrors(form, [{ field: 'payload', message: (err as Error).message }]);
        return;
      }
    }
    const send = () => void submitWrite(form, { path: `/api/entries/${entry.seq}/correct`, body: (version) => ({ version, payload: value, reason: reason.value }) }, version, done);
    if (value === null) askToConfirm(form, { question: txf('confirmWithdrawEntry', { seq: entry.seq }), yes: tx('withdrawEntryYes'), onYes: send });
    else send();
  });
  return form;
}
