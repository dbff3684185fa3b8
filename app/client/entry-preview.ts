/**
 * The ledger before saving: a button beside a form's save that asks the server what writing the entry would do
 * (`POST /api/entries/preview`, the same engine and checks as the write, nothing written) and shows it under the
 * form: the deal's ledger as `reglament deal` prints it (who pays whom, the rule, its clause, how the amount came
 * about; the penalties) and the table's vists and table points after it; or the problems next to their fields.
 * Any change to the form takes the preview away, so what is shown is always what the form holds.
 */
import { postJson, UNREACHABLE, type FieldError } from './api.js';
import { describeNumber, signedNumber } from './decimal.js';
import { dealLedger } from './deal-ledger.js';
import { h, hinted, replace } from './dom.js';
import type { DealSettlementInfo } from './event-state.js';
import { fx } from './form-texts.js';
import { clearErrors, showErrors } from './submit.js';

/** The server's preview of an entry. */
interface Preview {
  ledger: { ru: DealSettlementInfo; en: DealSettlementInfo } | null;
  table: Record<string, { points: number; vists: number }> | null;
}

/** The entry a form would write. */
export type PreviewedEntry = () => { kind: string; round: number; table: number; payload: unknown };


/** The preview as shown under the form; `who` names a player (by default his id). */
function previewView(p: Preview, who: (id: string) => string): HTMLElement {
  const table = p.table === null ? null : h('table', { class: 'grid preview-table' },
    h('caption', {}, fx('previewTable')),
    h('thead', {}, h('tr', {}, h('th', {}, fx('player')), h('th', {}, fx('vistsCol')), h('th', {}, fx('pointsCol')))),
    h('tbody', {}, ...Object.entries(p.table).map(([player, r]) => h('tr', { 'data-player': player }, h('td', {}, who(player)), h('td', { class: 'num' }, signedNumber(r.vists)), h('td', { class: 'num' }, describeNumber(r.points))))));
  return h('div', { class: 'entry-preview', role: 'status' },
    h('strong', {}, fx('previewTitle')),
    p.ledger !== null ? dealLedger(p.ledger, who) : h('p', { class: 'muted preview-no-payments' }, fx('previewNoPayments')),
    table);
}

/**
 * The preview button of `form` and the place its answer goes; `entry` gives what the form holds now, `who` names the
 * players in the answer (by default their ids).
 */
export function previewButton(form: HTMLFormElement, entry: PreviewedEntry, who: (id: string) => string = (id) => id): { button: HTMLElement; box: HTMLElement } {
  const box = h('div', { class: 'entry-preview-box', 'aria-live': 'polite' });
  let asked = 0;
  const forget = () => {
    asked++;
    replace(box);
  };
  form.addEventListener('input', forget);
  form.addEventListener('change', forget);
  const button = hinted(h('button', { type: 'button', class: 'preview-button', onclick: async () => {
    const ask = ++asked;
    clearErrors(form);
    replace(box);
    const answer = await postJson('/api/entries/preview', { entry: entry() });
    if (ask !== asked) return; // the form changed meanwhile
    if (answer.status === 200) replace(box, previewView(answer.body as unknown as Preview, who));
    else if (answer.status === 400 && Array.isArray(answer.body.errors)) showErrors(form, answer.body.errors as FieldError[]);
    else replace(box, h('p', { class: 'form-error', role: 'alert' }, answer.status === UNREACHABLE ? fx('previewUnreachable') : String(answer.body.error ?? `HTTP ${answer.status}`)));
  } }, fx('preview')), fx('hintPreview'));
  return { button, box };
}
