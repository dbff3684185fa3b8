/**
 * Seating the next round from the event page: the button asks the server for the seating it would draw (the draw
 * is deterministic), shows it with a warning when the round before has tables with nothing recorded, and records it
 * only once the judge confirms. The preview's tables travel with the write: if the draw has changed since (an entry
 * written meanwhile), the server refuses and the judge looks again.
 */
import { getJson } from './api.js';
import { askToConfirm } from './confirm-box.js';
import { h } from './dom.js';
import type { EventState } from './event-state.js';
import { currentLang } from './settings.js';
import { clearErrors, showErrors, submitWrite } from './submit.js';
import { tx, txf } from './texts.js';

/** What the server would record (`GET /api/rounds/<n>/preview`). */
interface SeatPreview {
  version: number;
  seating: { round: number; tables: string[][]; wind: string | null; tableWinds: string[] | null; sittingOut: string[] };
  unfinished: { round: number; tables: number[] } | null;
}

/** The preview as the judge reads it: each table's players in seat order with their names, who sits out. */
function previewList(p: SeatPreview, names: ReadonlyMap<string, string>): HTMLElement {
  const seats = currentLang() === 'ru' ? ['В', 'Ю', 'З', 'С'] : ['E', 'S', 'W', 'N'];
  const seat = (k: number) => (p.seating.wind === null && p.seating.tableWinds === null ? `${k + 1}.` : seats[k] ?? '');
  const label = (id: string) => `${names.get(id) ?? id} (${id})`;
  return h('ul', { class: 'seat-preview' },
    ...p.seating.tables.map((t, i) => h('li', { 'data-table': i + 1, 'data-players': t.join(',') }, `${tx('table')} ${i + 1}: `, t.map((id, k) => `${seat(k)} ${label(id)}`).join(' · '))),
    p.seating.sittingOut.length > 0 ? h('li', { class: 'muted' }, `${tx('sittingOut')}: ${p.seating.sittingOut.map(label).join(', ')}`) : null);
}

/** The form of the "seat round N" button. */
export function seatForm(state: EventState, reload: () => void): HTMLFormElement {
  const next = state.nextRound;
  const names = new Map(state.players.map((p) => [p.id, p.name] as const));
  const form = h('form', { id: 'seat-form' }, h('button', { type: 'submit', id: 'seat-button' }, `${tx('seatRound')} ${next}`));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    clearErrors(form);
    void getJson<SeatPreview>(`/api/rounds/${next}/preview`).then((p) => {
      askToConfirm(form, {
        question: txf('confirmSeat', { round: next }),
        details: [
          p.unfinished !== null ? h('p', { class: 'warning', id: 'seat-warning' }, txf(p.unfinished.tables.length === 1 ? 'unfinishedTable' : 'unfinishedTables', { round: p.unfinished.round, tables: p.unfinished.tables.join(', ') })) : null,
          h('p', {}, tx('seatPreview')), previewList(p, names)],
        yes: tx('seatYes'),
        onYes: () => void submitWrite(form, { path: `/api/rounds/${next}/seat`, body: (version) => ({ version, tables: p.seating.tables }) }, p.version, reload),
      });
    }, (err: Error) => showErrors(form, [{ field: '', message: err.message }]));
  });
  return form;
}
