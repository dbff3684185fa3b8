/**
 * Entering one table fast (`#tables`): pick the round and the table (finished rounds are folded), then the table's
 * players with names beside their ids and seats, who is East at the next deal, its deals with each player's running
 * total, and the fast form (amounts with a running sum, the last one filled in; the winner; or the hands, scored by
 * the engine). After saving, the page
 * shows the new deal and the focus is back on the first field. The desk's full forms (hands, penalties) are there
 * too, folded.
 */
import { getJson } from './api.js';
import { describeNumber, signedNumber } from './decimal.js';
import { dealForm, penaltyForm } from './deal-form.js';
import { h, replace } from './dom.js';
import type { EventState } from './event-state.js';
import { ht } from './hall-texts.js';
import { firstFieldOf, resultForm, seatLabel, windName, type SeatInfo } from './result-form.js';
import { submitWrite } from './submit.js';
import { tx } from './texts.js';

/** Puts the focus on the first field of the fast form's entry. */
const focusEntryForm = () => {
  const form = document.getElementById('table-entry-form');
  if (form !== null) firstFieldOf(form)?.focus();
};

/** The table picked (kept for this browser tab): "round/table". */
const PICK_KEY = 'hall.table';

/** The event with, per round, who is East at each table's next deal (the server's `/api/event`). */
type TableEntryState = EventState & { rounds: Array<EventState['rounds'][number] & { nextEast?: Array<string | null> }> };

/** The table picked: the one kept, else the first table of the last round seated. */
function pickedTable(state: EventState): { round: number; table: number } | null {
  const [r, t] = (sessionStorage.getItem(PICK_KEY) ?? '').split('/').map(Number);
  if (r !== undefined && t !== undefined && state.rounds[r - 1]?.tables[t - 1] !== undefined) return { round: r, table: t };
  const last = state.rounds.length;
  return last > 0 && state.rounds[last - 1]!.tables.length > 0 ? { round: last, table: 1 } : null;
}

/** The entries of a table that carry its result: deals and table results. */
function tableEntries(state: EventState, round: number, table: number) {
  return state.entries.filter((e) => e.round === round && e.table === table && (e.kind === 'deal' || e.kind === 'result'));
}

/** Each player's amount in a deal or result entry (vists, game points, or the settlement's net). */
function amountsOf(state: EventState, entry: EventState['entries'][number]): Record<string, number> | null {
  const p = entry.payload as Record<string, unknown> | null;
  if (p === null) return null;
  const amounts = (p.vists ?? p.points) as Record<string, unknown> | undefined;
  if (amounts !== undefined) return Object.fromEntries(Object.entries(amounts).filter(([, v]) => typeof v === 'number')) as Record<string, number>;
  const net = state.settlements[entry.seq]?.ru.net;
  if (net !== undefined) return net;
  return p.redeal === true ? {} : null;
}

/** The round and table picker: a round's tables as buttons; rounds before the last seated are folded. */
function picker(state: EventState, picked: { round: number; table: number } | null, pick: (r: number, t: number) => void): HTMLElement {
  const last = state.rounds.length;
  const rounds = state.rounds.map((round, i) => {
    const n = i + 1;
    const finished = n < last;
    const buttons = round.tables.map((table, ti) => {
      const t = ti + 1;
      const count = tableEntries(state, n, t).length;
      const status = state.regulation.desk.tableForm === 'pulya' ? ht(count > 0 ? 'resultIn' : 'noResult') : `${ht('dealsN')}: ${count}`;
      const current = picked?.round === n && picked.table === t;
      return h('button', { type: 'button', class: `table-pick${current ? ' current' : ''}`, id: `pick-r${n}-t${t}`, 'aria-pressed': current ? 'true' : 'false', onclick: () => pick(n, t) },
        h('strong', {}, `${ht('tableN')} ${t}`), h('span', { class: 'muted' }, ` ${status}`), h('span', { class: 'pick-players muted' }, table.players.join(' ')));
    });
    const details = h('details', { class: 'round-pick', id: `pick-round-${n}` },
      h('summary', {}, `${ht('roundN')} ${n}`, finished ? h('span', { class: 'muted' }, ` · ${ht('finished')}`) : null),
      h('div', { class: 'table-picks' }, ...buttons));
    details.open = !finished || picked?.round === n;
    return details;
  });
  return h('section', { class: 'box', id: 'table-picker' }, h('h2', {}, ht('pickTable')), ...rounds.reverse());
}

/** The deals of a table with every player's running total. */
function dealsTable(state: EventState, round: number, table: number, seats: readonly SeatInfo[]): HTMLElement {
  const entries = tableEntries(state, round, table);
  const totals: Record<string, number> = {};
  const rows = entries.map((e, k) => {
    const amounts = amountsOf(state, e);
    for (const p of seats) totals[p.id] = (totals[p.id] ?? 0) + (amounts?.[p.id] ?? 0);
    const cells = seats.map((p) => {
      const v = amounts?.[p.id];
      return h('td', { class: 'num' }, v === undefined ? '' : signedNumber(v), h('small', { class: 'muted running' }, ` ${signedNumber(totals[p.id]!)}`));
    });
    return h('tr', { 'data-seq': e.seq }, h('td', { class: 'num' }, e.kind === 'deal' ? k + 1 : '∑'), ...cells);
  });
  return h('div', { class: 'scroll-x' }, h('table', { class: 'grid deals-table', id: 'table-deals' },
    h('thead', {}, h('tr', {}, h('th', {}, '#'), ...seats.map((p) => h('th', {}, seatLabel(p))))),
    h('tbody', {}, ...rows),
    h('tfoot', {}, h('tr', {}, h('th', {}, ht('totalRow')), ...seats.map((p) => h('th', { class: 'num total-cell', 'data-player': p.id }, describeNumber(totals[p.id] ?? 0)))))));
}

/** The panel of one table. */
function tablePanel(state: TableEntryState, round: number, table: number, reload: () => Promise<void>): HTMLElement {
  const info = state.rounds[round - 1]!;
  // The seats of the next deal (a change of seats or a substitution between deals moves them).
  const players = info.seatsNow?.[table - 1] ?? info.tables[table - 1]!.players;
  const names = new Map(state.players.map((p) => [p.id, p.name] as const));
  const winds = info.wind !== null || info.tableWinds !== null;
  const seats: SeatInfo[] = players.map((id, k) => ({ id, name: names.get(id) ?? id, seat: winds ? ['E', 'S', 'W', 'N'][k] ?? '' : String(k + 1) }));
  const wind = info.wind ?? info.tableWinds?.[table - 1] ?? null;
  const east = info.nextEast?.[table - 1] ?? null;
  const game = state.regulation.game;
  const desk = state.regulation.desk;
  const hasResult = desk.playerEntry === 'result' && tableEntries(state, round, table).length > 0;
  // A riichi table records its hanchan as one result, in riichi's own fields: no amounts of a deal to type fast.
  const riichi = desk.tableForm === 'hanchan';
  const done = () => void reload().then(() => focusEntryForm());
  const fast = resultForm({
    form: desk.tableForm,
    players: seats,
    id: 'table-entry-form',
    submit(payload) {
      void submitWrite(fast.form, { path: '/api/entries', body: (version) => ({ version, entry: { kind: desk.tableForm === 'pulya' ? 'result' : 'deal', round, table, payload } }) }, state.version, done);
    },
  });
  const context = { desk, game, unit: state.regulation.unit, names: Object.fromEntries(names), round, table, players, version: state.version, done };
  return h('section', { class: 'box', id: 'table-entry', 'data-round': round, 'data-table': table },
    h('h2', {}, `${ht('roundN')} ${round} · ${ht('tableN')} ${table}`, wind ? h('span', { class: 'muted' }, ` · ${ht('windOfTable')}: ${windName(wind)}`) : null),
    h('ul', { class: 'seats' }, ...seats.map((s) => h('li', { 'data-player': s.id }, seatLabel(s)))),
    east !== null ? h('p', { class: 'next-east', id: 'next-east' }, `${ht('nextEast')} `, h('strong', {}, seatLabel(seats.find((s) => s.id === east) ?? { id: east, name: names.get(east) ?? east, seat: '' }))) : null,
    h('h3', {}, ht('deals')),
    // The deals' columns: who sits now, then who left the table by a substitution between deals (his deals stay his).
    dealsTable(state, round, table, [...seats, ...info.tables[table - 1]!.players.filter((id) => !players.includes(id)).map((id) => ({ id, name: names.get(id) ?? id, seat: '—' }))]),
    hasResult ? null : riichi ? dealForm(context) : fast.form,
    h('details', { class: 'other-ways' }, h('summary', {}, ht('otherWays')),
      hasResult || riichi ? null : dealForm(context),
      desk.penalties ? penaltyForm(context) : null));
}

/** Renders the per-table entry page into `root`. */
export async function renderTableEntryPage(root: HTMLElement): Promise<void> {
  const state = await getJson<TableEntryState>('/api/event');
  const picked = pickedTable(state);
  const rerender = async () => renderTableEntryPage(root);
  const pick = (r: number, t: number) => {
    sessionStorage.setItem(PICK_KEY, `${r}/${t}`);
    void rerender().then(() => focusEntryForm());
  };
  replace(root, h('h1', {}, tx('navTables')),
    picker(state, picked, pick),
    picked === null ? h('p', { class: 'muted' }, ht('noSeating')) : tablePanel(state, picked.round, picked.table, rerender));
}
