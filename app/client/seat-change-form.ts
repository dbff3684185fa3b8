/**
 * The judge's form for a change of seats at a table between deals (players who sat in the wrong places, noticed
 * after some deals): after which deal (the deals recorded so far by default) and a player picker per seat, filled
 * with the seats of the next deal. Recorded as a `seating` entry with the table (the event's `seat-changes`): the deals
 * played keep their seats, the later ones are played with the new seats. Folded, under the table's forms.
 */
import { field, h, hinted, select } from './dom.js';
import type { EventState } from './event-state.js';
import { ht } from './hall-texts.js';
import { currentLang } from './settings.js';
import { submitWrite } from './submit.js';

/** The change-of-seats form of a table (the judge's); `players`: who sits where at its next deal. */
export function seatChangeForm(state: EventState, round: number, table: number, players: readonly string[], reload: () => void): HTMLElement {
  const played = state.entries.filter((e) => e.kind === 'deal' && e.round === round && e.table === table).length;
  const names = new Map(state.players.map((p) => [p.id, p.name] as const));
  const choices = players.map((p) => [p, `${names.get(p) ?? p} (${p})`] as const);
  const letters = currentLang() === 'ru' ? ['В', 'Ю', 'З', 'С'] : ['E', 'S', 'W', 'N'];
  const after = h('input', { class: 'seat-change-after', size: 3, inputmode: 'numeric', 'data-field': 'payload.after-deal', value: Math.max(1, played) });
  const seats = players.map((p, k) =>
    hinted(select({ class: 'seat-change-player', 'data-seat': k + 1, 'data-field': `payload.players.${k}` }, choices, p), ht('hintSeatChangeSeat', { seat: letters[k] ?? String(k + 1) })));
  const form = h('form', { class: 'seat-change-form', id: `seat-change-r${round}-t${table}` },
    h('div', { class: 'row' }, field(ht('seatChangeAfter'), after, ht('hintSeatChangeAfter')),
      ...seats.map((s, k) => field(letters[k] ?? String(k + 1), s, ht('hintSeatChangeSeat', { seat: letters[k] ?? String(k + 1) }))),
      h('button', { type: 'submit', class: 'seat-change-save' }, ht('seatChangeSave'))));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = after.value.trim();
    const payload = { 'after-deal': /^\d+$/.test(text) ? Number(text) : text, players: seats.map((s) => s.value) };
    void submitWrite(form, { path: `/api/entries?lang=${currentLang()}`, body: (version) => ({ version, entry: { kind: 'seating', round, table, payload } }) }, state.version, reload);
  });
  return h('details', { class: 'seat-change' }, h('summary', {}, ht('seatChangeTitle')), h('p', { class: 'muted' }, ht('seatChangeHint')), form);
}
